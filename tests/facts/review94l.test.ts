// Facts behind the accuracy review of session 94 (slice l): guide/basic/configure-rsbuild, in both languages. Each
// test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs,
// and checks that both languages say it (and, for a fix, that the old wording is gone).
//
// - guide/basic/configure-rsbuild, "Vary the configuration by mode or command": the page said "A file whose default
//   export is neither an object nor a function stops with `Rsbuild config must be an object or a function that
//   returns an object, get undefined`" (zh: "如果文件的默认导出既不是对象也不是函数，命令会报错 …"), which reads as if a
//   file that forgot `default` (so whose default export is undefined) stopped with that message. loadConfig() loads the
//   file with jiti and `interopDefault: true` (core/src/config.ts 127-134): a module without a default export comes
//   back as the object of its named exports, which passes the isObject() check (config.ts 156-162, shared/src/utils.ts
//   51-52) and becomes the configuration. `export const config = defineConfig({ ... })` therefore builds with the
//   defaults and prints nothing about it; `export const html = { title }` even sets the title. Only a default export
//   that is not an object, such as `export default undefined` (or a string, or null), stops the command. Now: "A
//   default export that is neither an object nor a function, such as `export default undefined`, stops with … A file
//   without a default export does not stop: its named exports are taken as the configuration, so `export const config
//   = defineConfig({ ... })` builds with the defaults, without a warning." Runs: rsbuild build on the three files.
// - guide/basic/configure-rsbuild, "Changes while the dev server runs": "`rsbuild build --watch` does not react to
//   configuration changes at all" was not backed by a run; confirmed, no change to the page: only `rsbuild dev` watches
//   the configuration file (core/src/cli/init.ts 38-45); under build --watch, an edited rsbuild.config.mjs neither
//   rebuilds nor restarts, and the next rebuild (after a source edit) still uses the old html.title.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, edit, pageSays, project, rsbuild, startRsbuild, waitFor } from './topics-support';

const ROUTE = 'guide/basic/configure-rsbuild';
const SRC = { 'src/index.js': "console.log('config');\n" };
const CORE = { '@rsbuild/core': 'rsbuild-0.5' };
const title = (dir: string): string | undefined =>
  /<title>([^<]*)<\/title>/.exec(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'))?.[1];

test(`${ROUTE} "A file without a default export does not stop: its named exports are taken as the configuration, so export const config = defineConfig({ ... }) builds with the defaults, without a warning"`, () => {
  pageSays(
    ROUTE,
    {
      en: 'A default export that is neither an object nor a function, such as `export default undefined`, stops with `Rsbuild config must be an object or a function that returns an object, get undefined`, where the value after `get` is what the file exported. A file without a default export does not stop: its named exports are taken as the configuration, so `export const config = defineConfig({ ... })` builds with the defaults, without a warning.',
      zh: '如果默认导出既不是对象也不是函数（例如 `export default undefined`），命令会报错 `Rsbuild config must be an object or a function that returns an object, get undefined`，`get` 后面就是文件实际导出的值。没有默认导出的文件则不会报错：它的具名导出会被当作配置，所以 `export const config = defineConfig({ ... })` 会直接按默认配置构建，不给任何提示。',
    },
    {
      en: 'A file whose default export is neither an object nor a function',
      zh: '如果文件的默认导出既不是对象也不是函数',
    },
  );

  // A named export only: the build succeeds with the default title, and says nothing about the file.
  const named = project(
    {
      ...SRC,
      'rsbuild.config.mjs':
        "import { defineConfig } from '@rsbuild/core';\n\nexport const config = defineConfig({ html: { title: 'Acme Dashboard' } });\n",
    },
    CORE,
  );
  const run = build(named);
  assert.doesNotMatch(run.output, /warn|error|config/i, run.output);
  assert.equal(title(named), 'Rsbuild App');

  // The named exports are the configuration: one called html sets the title.
  const sections = project({ ...SRC, 'rsbuild.config.mjs': "export const html = { title: 'From a named export' };\n" });
  build(sections);
  assert.equal(title(sections), 'From a named export');

  // A default export that is not an object stops the command, with the value after "get".
  for (const [value, shown] of [
    ['undefined', 'undefined'],
    ["'acme'", 'acme'],
  ]) {
    const dir = project({ ...SRC, 'rsbuild.config.mjs': `export default ${value};\n` });
    const failed = rsbuild(dir, ['build']);
    assert.equal(failed.code, 1, failed.output);
    assert.match(
      failed.output,
      new RegExp(
        `Failed to load file: \\S+rsbuild\\.config\\.mjs\\n[^\\n]*Failed to build\\.\\n[^\\n]*Rsbuild config must be an object or a function that returns an object, get ${shown}\\n`,
      ),
    );
  }
});

test(`${ROUTE} "rsbuild build --watch does not react to configuration changes at all": an edited rsbuild.config.mjs neither rebuilds nor restarts; the next rebuild keeps the old title`, async () => {
  pageSays(ROUTE, {
    en: '`rsbuild build --watch` does not react to configuration changes at all.',
    zh: '`rsbuild build --watch` 则完全不会响应配置的变化。',
  });
  const dir = project({ ...SRC, 'rsbuild.config.mjs': "export default { html: { title: 'First' } };\n" });
  const watch = startRsbuild(dir, ['build', '--watch']);
  try {
    const builds = () => (watch.log().match(/Client compiled in/g) ?? []).length;
    assert.ok(await waitFor(() => builds() === 1, 60_000), watch.log());
    assert.equal(title(dir), 'First');

    edit(dir, 'rsbuild.config.mjs', 'First', 'Second');
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    assert.equal(builds(), 1, watch.log());
    assert.doesNotMatch(watch.log(), /Restart because/);
    assert.equal(title(dir), 'First');

    // A source edit rebuilds, with the configuration read at start.
    edit(dir, 'src/index.js', "'config'", "'edited'");
    assert.ok(await waitFor(() => builds() === 2, 60_000), watch.log());
    assert.ok(await waitFor(() => fs.existsSync(path.join(dir, 'dist/index.html'))), watch.log());
    assert.equal(title(dir), 'First');
  } finally {
    await watch.stop();
  }
});
