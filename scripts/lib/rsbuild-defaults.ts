// Runs @rsbuild/core 0.5.9 (installed under the alias `rsbuild-0.5`) on a tiny fixture project and
// returns the normalized Rsbuild config (or the generated Rspack config) for development and production.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let fixture: string | undefined;
function fixtureDir(): string {
  if (fixture) return fixture;
  fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-fixture-'));
  fs.mkdirSync(path.join(fixture, 'src'));
  fs.writeFileSync(path.join(fixture, 'src', 'index.js'), 'console.log("hello");\n');
  fs.writeFileSync(path.join(fixture, 'package.json'), '{"name":"fixture","private":true}\n');
  return fixture;
}

// The configs are deep, untyped-in-practice objects that callers walk by path: `any` keeps that simple.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Inspected = any;
type Mode = 'development' | 'production';

async function inspect(mode: Mode, config: object, rspack: boolean): Promise<Inspected> {
  const { createRsbuild } = await import('rsbuild-0.5');
  const prev = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    const rsbuild = await createRsbuild({ cwd: fixtureDir(), rsbuildConfig: structuredClone(config) as never });
    if (rspack) {
      const [rspackConfig] = await rsbuild.initConfigs();
      return rspackConfig;
    }
    await rsbuild.initConfigs();
    return rsbuild.getNormalizedConfig();
  } finally {
    if (prev === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = prev;
  }
}

export async function loadRsbuildDefaults({
  config = {},
  rspack = false,
}: {
  config?: object;
  rspack?: boolean;
} = {}): Promise<Record<Mode, Inspected>> {
  return {
    development: await inspect('development', config, rspack),
    production: await inspect('production', config, rspack),
  };
}
