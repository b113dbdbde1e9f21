// Facts behind the second accuracy review of session 89 (slice c): guide/optimization/split-chunk,
// guide/optimization/inline-assets and config/output/legal-comments, in both languages. Each test runs @rsbuild/core
// 0.5.9 (its CLI, in throw-away projects; the split-chunk apps with react 18.2.0, axios, lodash and moment at the
// versions that page names, lib/sample-apps.ts), names the page and the sentence it backs, and checks that both
// languages say it. config/output/legal-comments needed no fix in this review.
//
// - guide/optimization/split-chunk, "Understand the default split": after a button label of src/index.jsx is changed,
//   the page said "only one file has a new name". The entry script of the report app has a .LICENSE.txt file (Rspack's
//   module path comments count as legal comments, config/output/legal-comments), named after the script: a rebuild
//   renames both, and nothing else. The page now says "only the entry script and its .LICENSE.txt file get new names".
// - guide/optimization/split-chunk, "Give a large package its own file": the second output block (with the lib-moment
//   group) showed lib-axios and lib-react under other hashes than the first block, as if forcing moment into a group of
//   its own had changed them. Built both ways in one project, lib-axios.[hash].js and lib-react.[hash].js keep the same
//   names (their content does not change); only the entry and the chunk of moment differ. The second block now shows
//   the hashes of the first for those two files.
// - guide/optimization/inline-assets, "Styles and scripts in the HTML": the page said that with inlineScripts and
//   inlineStyles "a page whose JavaScript and CSS are small then renders with a single request". The page's own app
//   keeps hero.png (19,353 bytes, above the data URI limit) as a file that the inlined CSS references: loaded from
//   rsbuild preview, Chromium requests / and then /static/image/hero.[hash].png. Only the scripts and styles come
//   with the HTML. The page now says so.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { sampleProject } from './lib/sample-apps';
import { build, distFiles, edit, page, pageSays, previewServer, project, rsbuild, sharedBrowser, waitFor } from './topics-support';

const browser = sharedBrowser();

/** Writes the sample project's rsbuild.config.mjs: @rsbuild/plugin-react, React 18 through the alias, and `extra`. */
function reactConfig(cwd: string, alias: unknown, extra = ''): void {
  fs.writeFileSync(
    path.join(cwd, 'rsbuild.config.mjs'),
    `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({ plugins: [pluginReact()], source: { alias: ${JSON.stringify(alias)} }, ${extra} });
`,
  );
}

/** `rsbuild build` in `cwd`; the JavaScript files and .LICENSE.txt files it wrote under static/js/. */
function buildScripts(cwd: string): string[] {
  const run = rsbuild(cwd, ['build']);
  assert.equal(run.code, 0, run.output);
  return distFiles(cwd).filter((f) => f.startsWith('static/js/'));
}

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk

test('guide/optimization/split-chunk "After changing a button label in src/index.jsx and building again, only the entry script and its .LICENSE.txt file get new names": the report app built twice, the label changed in between', () => {
  pageSays(
    'guide/optimization/split-chunk',
    {
      en: 'After changing a button label in `src/index.jsx` and building again, only the entry script and its `.LICENSE.txt` file get new names:',
      zh: '修改 `src/index.jsx` 中一个按钮的文字后重新构建，只有入口脚本及其 `.LICENSE.txt` 文件改了名字：',
    },
    {
      en: 'only one file has a new name',
      zh: '只有一个文件的名字发生了变化',
    },
  );
  const en = page('en', 'guide/optimization/split-chunk');
  const block = (title: string): string => {
    const found = codeBlocks(en).find((b) => b.meta.includes(`title="${title}"`));
    assert.ok(found, title);
    return found.code;
  };
  const { cwd, base } = sampleProject('review89c-report-hashes', {
    'src/index.jsx': block('src/index.jsx'),
    'src/Report.jsx': block('src/Report.jsx'),
  });
  reactConfig(cwd, base.source?.alias);
  const renamed = (before: string[], after: string[]): string[] => after.filter((f) => !before.includes(f)).sort();

  const first = buildScripts(cwd);
  const entry = first.filter((f) => /^static\/js\/index\.[0-9a-f]{8}\.js(\.LICENSE\.txt)?$/.test(f));
  assert.equal(entry.length, 2, `the entry script and its .LICENSE.txt: ${first.join(', ')}`);

  edit(cwd, 'src/index.jsx', '>Ping<', '>Ping now<');
  const second = buildScripts(cwd);
  assert.deepEqual(
    renamed(first, second).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['static/js/index.[hash].js', 'static/js/index.[hash].js.LICENSE.txt'],
  );
  assert.equal(second.length, first.length);
});

test('guide/optimization/split-chunk "Give a large package its own file": with the lib-moment group, lib-axios and lib-react keep the names they had without it; moment leaves the numbered chunk for lib-moment.[hash].js and lodash/debounce moves into the entry', () => {
  const sameNames = ['dist/static/js/lib-axios.d3a451b9.js', 'dist/static/js/lib-react.6b1a1bf9.js'];
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, 'guide/optimization/split-chunk');
    for (const name of sameNames) assert.equal(text.split(name).length - 1, 2, `${lang}: ${name} in both output blocks`);
    for (const gone of ['lib-axios.e829d0a2', 'lib-react.8a4e1e56']) assert.ok(!text.includes(gone), `${lang}: ${gone} is gone`);
  }
  const { cwd, base } = sampleProject('review89c-force-moment', {
    'src/index.jsx': [
      "import React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import moment from 'moment';",
      "import axios from 'axios';",
      "import debounce from 'lodash/debounce';",
      '',
      "const ping = debounce(() => axios.get('/api/ping'), 300);",
      "createRoot(document.getElementById('root')).render(<button onClick={ping}>{moment().format('LL')}</button>);",
      '',
    ].join('\n'),
  });
  const en = page('en', 'guide/optimization/split-chunk');
  const section = en.slice(en.indexOf('## Give a large package its own file'), en.indexOf('## Share code between pages'));
  const pageConfig = codeBlocks(section).find((b) => b.meta.includes('title="rsbuild.config.ts"'));
  assert.ok(pageConfig?.code.includes("'lib-moment': /[\\\\/]node_modules[\\\\/]moment[\\\\/]/"), 'the page configures lib-moment');

  reactConfig(cwd, base.source?.alias);
  const before = buildScripts(cwd).filter((f) => f.endsWith('.js'));
  const debounceIn = (files: string[]): string[] =>
    files.filter((f) => fs.readFileSync(path.join(cwd, 'dist', f), 'utf8').includes('Expected a function'));
  const numbered = before.find((f) => /^static\/js\/\d+\.[0-9a-f]{8}\.js$/.test(f));
  assert.ok(numbered, before.join(', '));
  assert.deepEqual(debounceIn(before), [numbered], 'lodash/debounce is in the numbered chunk with moment');

  reactConfig(
    cwd,
    base.source?.alias,
    "performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: { 'lib-moment': /[\\\\/]node_modules[\\\\/]moment[\\\\/]/ } } }",
  );
  const after = buildScripts(cwd).filter((f) => f.endsWith('.js'));
  for (const lib of ['lib-axios', 'lib-react']) {
    const file = before.find((f) => f.startsWith(`static/js/${lib}.`));
    assert.ok(file && after.includes(file), `${lib} keeps its name: ${before.join(', ')} / ${after.join(', ')}`);
  }
  assert.ok(
    after.some((f) => /^static\/js\/lib-moment\.[0-9a-f]{8}\.js$/.test(f)),
    after.join(', '),
  );
  assert.ok(!after.some((f) => /^static\/js\/\d+\.[0-9a-f]{8}\.js$/.test(f)), `no numbered chunk: ${after.join(', ')}`);
  const entry = after.find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
  assert.deepEqual(debounceIn(after), [entry], 'lodash/debounce moved into the entry');
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/inline-assets

test('guide/optimization/inline-assets "The page\'s scripts and styles then arrive with the HTML, in one request; images that stay files are still requested on their own": the page\'s app with inlineScripts and inlineStyles, in Chromium, requests index.html and hero.[hash].png', async () => {
  pageSays(
    'guide/optimization/inline-assets',
    {
      en: "The page's scripts and styles then arrive with the HTML, in one request; images that stay files are still requested on their own:",
      zh: '这样页面的脚本和样式会随 HTML 在同一次请求中返回；仍是单独文件的图片还是要单独请求：',
    },
    {
      en: 'A page whose JavaScript and CSS are small then renders with a single request',
      zh: '这样只需一次请求就能渲染页面',
    },
  );
  const en = page('en', 'guide/optimization/inline-assets');
  const blocks = codeBlocks(en);
  const block = (title: string): string => {
    const found = blocks.find((b) => b.meta.includes(`title="${title}"`));
    assert.ok(found, title);
    return found.code;
  };
  // The page's configuration of "Styles and scripts in the HTML", its second rsbuild.config.ts block.
  const config = blocks.filter((b) => b.meta.includes('title="rsbuild.config.ts"'))[1].code;
  assert.ok(config.includes('inlineScripts: true,') && config.includes('inlineStyles: true,') && config.includes("inject: 'body'"));
  const png = (bytes: number): Buffer => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(bytes - 4, 0x69)]);
  const dir = project({
    'src/index.js': block('src/index.js'),
    'src/index.css': block('src/index.css'),
    'src/assets/icon.png': png(411),
    'src/assets/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(137 - 46)}</svg>`,
    'src/assets/hero.png': png(19_353),
    'rsbuild.config.mjs': "export default { html: { inject: 'body' }, output: { inlineScripts: true, inlineStyles: true } };\n",
  });
  build(dir);
  const hero = distFiles(dir).find((f) => /^static\/image\/hero\.[0-9a-f]{8}\.png$/.test(f));
  assert.ok(hero, distFiles(dir).join(', '));
  const server = await previewServer(dir);
  const tab = await browser().newPage();
  try {
    const requested: string[] = [];
    tab.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await tab.goto(`${server.url}/`);
    await tab.waitForSelector('.banner');
    assert.ok(await waitFor(() => requested.includes(`/${hero}`)), requested.join(', '));
    await tab.waitForLoadState('load');
    assert.deepEqual(
      requested.filter((p) => p !== '/favicon.ico'),
      ['/', `/${hero}`],
    );
  } finally {
    await tab.close();
    await server.stop();
  }
});
