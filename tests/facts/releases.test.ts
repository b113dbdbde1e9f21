// Facts behind the release pages: the antd / Arco Design `transformImport` defaults that
// @rsbuild/plugin-react dropped in 0.4 are absent at 0.5.9, and what the 0.5.9 package itself dates.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, project } from './topics-support';

type SwcImport = { libraryName: string; libraryDirectory?: string; style?: string | boolean; camelToDashComponentName?: boolean };
type Rule = { test?: unknown; use?: { loader?: string; options?: { rspackExperiments?: { import?: SwcImport[] } } }[] };

/** The `import` entries that the SWC loader of the JavaScript rule receives, in production. */
async function swcImports(dir: string, config: object): Promise<{ normalized: unknown; imports: SwcImport[] }> {
  const { createRsbuild } = await import('rsbuild-0.5');
  // Its types point at the @rsbuild/core that pnpm linked as its peer (a later line), not at 0.5.9.
  const { pluginReact } = (await import('rsbuild-plugin-react-0.5')) as unknown as { pluginReact: () => never };
  const prev = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { plugins: [pluginReact()], ...config } as never });
    const [rspack] = await rsbuild.initConfigs();
    const rules = (rspack.module?.rules ?? []) as Rule[];
    // The first SWC loader is the one of the JavaScript rule (the second compiles `data:` URIs).
    const swc = rules.flatMap((r) => r.use ?? []).find((u) => u.loader === 'builtin:swc-loader');
    const imports = swc?.options?.rspackExperiments?.import ?? [];
    return { normalized: rsbuild.getNormalizedConfig().source.transformImport, imports };
  } finally {
    if (prev === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = prev;
  }
}

const WITH_LIBRARIES = {
  'src/index.jsx': "import { Button } from 'antd';\nconsole.log(Button);\n",
  'node_modules/antd/package.json': '{ "name": "antd", "version": "4.24.16", "main": "lib/index.js", "module": "es/index.js" }\n',
  'node_modules/@arco-design/web-react/package.json': '{ "name": "@arco-design/web-react", "version": "2.62.0", "main": "lib/index.js" }\n',
};

test('plugin-react 0.5.9 adds no transformImport for antd 4 or Arco Design; the entries written out reach the SWC loader', async () => {
  const dir = project(WITH_LIBRARIES);
  const none = await swcImports(dir, {});
  assert.equal(none.normalized, undefined);
  assert.deepEqual(none.imports, []);

  const restored: SwcImport[] = [
    { libraryName: 'antd', libraryDirectory: 'es', style: true },
    { libraryName: '@arco-design/web-react', libraryDirectory: 'es', camelToDashComponentName: false, style: true },
    { libraryName: '@arco-design/web-react/icon', libraryDirectory: 'react-icon', camelToDashComponentName: false },
  ];
  const explicit = await swcImports(dir, { source: { transformImport: restored } });
  assert.deepEqual(explicit.imports, restored);
});

test('the 0.5.9 package: its Rspack build is dated in its version, and it asks for Node.js 16', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-0.5/package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
    engines: { node: string };
  };
  assert.equal(pkg.version, '0.5.9');
  assert.equal(pkg.dependencies['@rspack/core'], '0.5.9-canary-8778e17-20240403045016');
  assert.equal(pkg.engines.node, '>=16.0.0');
});
