// Facts behind the accuracy review of session 94 (slice k): config/output/copy and guide/start/glossary, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that the pages say it (and, for a fix, that the old wording is gone).
//
// Fixes:
// 1. guide/start/glossary, CSR (zh only): "构建出的 `dist/index.html` 中只有 `<div id="root"></div>`" said the built page
//    holds nothing but the mount element. The English page says it "contains" it, and that is what a 0.5.9 build
//    writes: the same file also has the <title>, the <meta> tags and the deferred script of the entry (the default
//    template, static/template.html of @rsbuild/core, core/src/plugins/html.ts 52-55, holds the mount element only;
//    html-rspack-plugin adds the rest). Now "中包含 `<div id="root"></div>`". Test 1 builds a default project.
// 2. guide/start/glossary, Modern.js (zh only): the link to the General FAQ had no anchor, where the English page links
//    the heading on Modern.js; now #rsbuild-与-modernjs-和-modernjs-builder-是什么关系. A link only, no test.
//
// Claims of config/output/copy that no earlier facts file ran, checked here and left as they are (tests 2 to 4):
// - force and priority: "Without it, the file that is already there wins, for example the one copied by an earlier
//   pattern. `priority` orders patterns that write the same file: patterns with a higher priority are copied later, so
//   together with `force` they win." Two patterns writing a.txt: without force the first one's file stays; with force
//   on the second, the second's; with force and priority 10 on the pattern listed first, it still wins (copied later);
//   with priority 10 and no force, it loses (copied later, but the file is already there).
// - toType: `to: '_redirects'` without toType writes dist/_redirects/_redirects.txt, with toType 'file' dist/_redirects;
//   noErrorOnMissing: a missing `from` fails the build with "unable to locate '<root>/./missing' glob"; from: a glob
//   keeps its path relative to context, `to: 'json/[name][ext]'` flattens it, `context: './content'` with
//   `from: '**/*.txt'` and `to: 'texts'` writes dist/texts/en/guide.txt.
// - Caveats: with output.targets ['web', 'node'] the copied file is in dist and in dist/server.
// The rest of both pages was checked against the 0.5.9 source and scratch runs (see /work/review94/REPORT-k.md).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distFiles, pageSays, project, rsbuild } from './topics-support';

const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

// ---------------------------------------------------------------------------------------------------------
// guide/start/glossary: what the built page of a default project holds

test('guide/start/glossary "the built dist/index.html contains <div id="root"></div>" (zh 中包含, not 中只有): the page also holds the title, meta tags and the entry script', () => {
  pageSays(
    'guide/start/glossary',
    {
      en: 'the built `dist/index.html` contains `<div id="root"></div>`, and your code fills it',
      zh: '构建出的 `dist/index.html` 中包含 `<div id="root"></div>`，由你的代码填充内容',
    },
    {
      en: 'the built `dist/index.html` contains only',
      zh: '构建出的 `dist/index.html` 中只有 `<div id="root"></div>`',
    },
  );
  const dir = project({ 'src/index.js': "document.getElementById('root').textContent = 'hello';\n" }, CORE);
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.match(html, /<div id="root"><\/div>/);
  assert.match(html, /<title>Rsbuild App<\/title>/);
  assert.match(html, /<meta name="viewport"/);
  assert.match(html, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy: force and priority on two patterns that write the same file

test('config/output/copy "Without it, the file that is already there wins ... patterns with a higher priority are copied later, so together with force they win"', () => {
  pageSays('config/output/copy', {
    en: 'Without it, the file that is already there wins, for example the one copied by an earlier pattern. `priority` orders patterns that write the same file: patterns with a higher priority are copied later, so together with `force` they win.',
    zh: '不设置时，已经存在的文件优先，例如先前某个 pattern 复制的文件。`priority` 决定写入同一文件的多个 pattern 的先后顺序：优先级越高的 pattern 越晚复制，因此配合 `force` 时它会胜出。',
  });
  const cases: [string, string][] = [
    ["[{ from: './defaults' }, { from: './overrides' }]", 'DEFAULT'],
    ["[{ from: './defaults' }, { from: './overrides', force: true }]", 'OVERRIDE'],
    // the page's example
    ["[{ from: './defaults' }, { from: './overrides', force: true, priority: 10 }]", 'OVERRIDE'],
    // listed first, but copied later
    ["[{ from: './overrides', force: true, priority: 10 }, { from: './defaults' }]", 'OVERRIDE'],
    // copied later, but without force the file already there stays
    ["[{ from: './overrides', priority: 10 }, { from: './defaults' }]", 'DEFAULT'],
  ];
  for (const [copy, wins] of cases) {
    const dir = project(
      {
        'src/index.js': 'console.log(1);\n',
        'defaults/a.txt': 'DEFAULT',
        'overrides/a.txt': 'OVERRIDE',
        'rsbuild.config.mjs': `export default { output: { copy: ${copy} } };\n`,
      },
      CORE,
    );
    build(dir);
    assert.equal(fs.readFileSync(path.join(dir, 'dist/a.txt'), 'utf8'), wins, copy);
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy: toType, noErrorOnMissing, globs and context

test('config/output/copy toType, noErrorOnMissing, from and context: the paths and the message the page gives', () => {
  pageSays('config/output/copy', {
    en: "Without `toType: 'file'`, the following pattern would create a directory `dist/_redirects/` holding `_redirects.txt`; with it, the file is written as `dist/_redirects`",
    zh: "如果不设置 `toType: 'file'`，会生成一个包含 `_redirects.txt` 的目录 `dist/_redirects/`；设置之后，文件会写为 `dist/_redirects`",
  });
  pageSays('config/output/copy', {
    en: "a `from` that matches nothing fails the build with an error such as `unable to locate '/my-app/./missing' glob`",
    zh: "构建会失败，并报出类似 `unable to locate '/my-app/./missing' glob` 的错误",
  });
  pageSays('config/output/copy', {
    en: "`{ from: './extra/**/*.json' }` copies `extra/sub/b.json` to `dist/extra/sub/b.json`. Add a template to flatten the result: with `to: 'json/[name][ext]'`, the file becomes `dist/json/b.json`.",
    zh: "`{ from: './extra/**/*.json' }` 会把 `extra/sub/b.json` 复制为 `dist/extra/sub/b.json`。如果想把结果平铺，可以加上模板：设置 `to: 'json/[name][ext]'` 后，该文件变为 `dist/json/b.json`。",
  });
  pageSays('config/output/copy', {
    en: "// ./content/en/guide.txt is copied to dist/texts/en/guide.txt\n      { from: '**/*.txt', context: './content', to: 'texts' },",
    zh: "// ./content/en/guide.txt 会被复制为 dist/texts/en/guide.txt\n      { from: '**/*.txt', context: './content', to: 'texts' },",
  });
  const files = {
    'src/index.js': 'console.log(1);\n',
    'config/_redirects.txt': '/* /index.html 200\n',
    'extra/sub/b.json': '{}\n',
    'content/en/guide.txt': 'guide\n',
  };
  const withCopy = (copy: string) => project({ ...files, 'rsbuild.config.mjs': `export default { output: { copy: ${copy} } };\n` }, CORE);

  let dir = withCopy("[{ from: './config/_redirects.txt', to: '_redirects' }, { from: './extra/**/*.json' }]");
  build(dir);
  let out = distFiles(dir);
  assert.ok(out.includes('_redirects/_redirects.txt'), out.join('\n'));
  assert.ok(out.includes('extra/sub/b.json'), out.join('\n'));

  dir = withCopy(
    "[{ from: './config/_redirects.txt', to: '_redirects', toType: 'file' }, { from: './extra/**/*.json', to: 'json/[name][ext]' }, { from: '**/*.txt', context: './content', to: 'texts' }]",
  );
  build(dir);
  out = distFiles(dir);
  assert.ok(out.includes('_redirects'), out.join('\n'));
  assert.equal(fs.readFileSync(path.join(dir, 'dist/_redirects'), 'utf8'), files['config/_redirects.txt']);
  assert.ok(out.includes('json/b.json'), out.join('\n'));
  assert.ok(out.includes('texts/en/guide.txt'), out.join('\n'));

  dir = withCopy("[{ from: './missing' }]");
  const failed = rsbuild(dir, ['build']);
  assert.notEqual(failed.code, 0);
  assert.ok(failed.output.includes(`unable to locate '${fs.realpathSync(dir)}/./missing' glob`), failed.output);

  dir = withCopy("[{ from: './generated/licenses.txt', noErrorOnMissing: true }]");
  build(dir);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/copy: several targets

test("config/output/copy \"with ['web', 'node'] they end up both in dist and in dist/server\"", () => {
  pageSays('config/output/copy', {
    en: "With several [output.targets](/config/output/targets), every target copies the files into its own output folder; with `['web', 'node']` they end up both in `dist` and in `dist/server`.",
    zh: "配置了多个 [output.targets](/zh/config/output/targets) 时，每个目标都会把文件复制到自己的产物目录中；例如使用 `['web', 'node']` 时，文件会同时出现在 `dist` 和 `dist/server` 中。",
  });
  const dir = project(
    {
      'src/index.js': 'export const x = 1;\n',
      'seo/robots.txt': 'User-agent: *\n',
      'rsbuild.config.mjs': "export default { output: { targets: ['web', 'node'], copy: [{ from: './seo/robots.txt' }] } };\n",
    },
    CORE,
  );
  build(dir);
  const out = distFiles(dir);
  assert.ok(out.includes('robots.txt'), out.join('\n'));
  assert.ok(out.includes('server/robots.txt'), out.join('\n'));
  assert.ok(out.includes('server/index.js'), out.join('\n'));
});
