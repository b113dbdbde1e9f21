// Facts behind the second accuracy review of session 83 (slice b): guide/advanced/env-vars, config/source/define and
// config/server/https, in both languages. Each test runs @rsbuild/core 0.5.9 (or the Rspack it installs) in throw-away
// projects (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - guide/advanced/env-vars, process.env.NODE_ENV: "'development' with rsbuild dev (and rsbuild inspect)". The inspect
//   command has its own --env option (development by default) and sets NODE_ENV from it (packages/core/src/cli/
//   commands.ts, provider/inspectConfig.ts): with --env production the Rspack configuration it writes defines
//   process.env.NODE_ENV as "production". The page now names the exception.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { page, project, rsbuild } from './topics-support';

/** Asserts that both languages of `route` contain their `words`. */
function pageSays(route: string, words: { en: string; zh: string }): void {
  for (const lang of ['en', 'zh'] as const) {
    assert.ok(page(lang, route).includes(words[lang]), `${lang}/${route} says: ${words[lang]}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars: process.env.NODE_ENV under rsbuild inspect

test('guide/advanced/env-vars "\'development\' with rsbuild dev (and rsbuild inspect, unless it is given --env production)": rsbuild inspect writes a development Rspack configuration that defines process.env.NODE_ENV as "development"; rsbuild inspect --env production writes a production one with "production"', () => {
  pageSays('guide/advanced/env-vars', {
    en: "- `'development'` with `rsbuild dev` (and `rsbuild inspect`, unless it is given `--env production`),",
    zh: "- 执行 `rsbuild dev`（以及不带 `--env production` 的 `rsbuild inspect`）时为 `'development'`；",
  });
  const inspected = (args: string[]): string[] => {
    const dir = project({ 'src/index.js': 'console.log(process.env.NODE_ENV);\n' });
    const run = rsbuild(dir, ['inspect', ...args]);
    assert.equal(run.code, 0, run.output);
    const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
    return [config.match(/^ {2}mode: '(\w+)'/m)?.[1] ?? '', config.match(/'process\.env\.NODE_ENV': '([^']*)'/)?.[1] ?? ''];
  };
  assert.deepEqual(inspected([]), ['development', '"development"']);
  assert.deepEqual(inspected(['--env', 'production']), ['production', '"production"']);
});
