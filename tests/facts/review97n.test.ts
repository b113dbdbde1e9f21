// Facts behind the accuracy review of session 97 (slice n): config/output/externals, config/output/inject-styles and
// config/output/polyfill, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentences it backs, and checks that both languages say them.
//
// Fixes: none. Every statement read on the three pages held at 0.5.9 (see /work/review97/REPORT-n.md).
//
// Claims confirmed by a run here, which no earlier facts file runs:
// 1. config/output/inject-styles: "when that module runs, style-loader creates a <style> tag and appends it to
//    <head>", the third example ("Pass options to style-loader, here to add an attribute to every <style> tag it
//    creates": tools.styleLoader.attributes { 'data-owner': 'my-widget' }) and "The styles of a chunk loaded with
//    import() are in that chunk's JavaScript file". Run below (test 1): a production build with injectStyles: true
//    writes no .css file; the CSS of a module imported with import() is in static/js/async/*.js and not in the entry's
//    script; in Chromium, the page ends with two <style data-owner="my-widget"> elements, the last children of <head>,
//    after Rsbuild's <script> tags, one per stylesheet (core/src/provider/plugins/css.ts 47-64, style-loader 3.3.4).
// 2. config/output/polyfill, "entry": "Rsbuild adds import "core-js"; at the start of every entry (after the modules
//    of source.preEntry, before the entry's own modules)", the caveat "The node and service-worker targets never get
//    polyfills, and no import "core-js" is added to their entries", and "Rsbuild points every core-js import of the
//    web and web-worker targets to the copy it ships (3.36)". Run below (test 2): rsbuild inspect of a project with
//    preEntry, polyfill 'entry' and the four targets: the web and web-worker entries are [preEntry, data:text/javascript
//    import "core-js", src/index.js], with SWC's env mode 'entry', coreJs '3.36' and a core-js alias to core-js 3.36;
//    the service-worker and node entries have no core-js module, no env mode and no alias (core/src/plugins/entry.ts
//    39-55, core/src/provider/plugins/swc.ts 93-101 and 141-160).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildAndVisit, distFiles, distText, pageSays, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

test("config/output/inject-styles: style-loader appends a <style> per stylesheet to the end of <head>, each with the attributes of tools.styleLoader; the CSS of an import() chunk is in that chunk's JavaScript", async () => {
  const route = 'config/output/inject-styles';
  pageSays(route, {
    en: 'when that module runs, style-loader creates a `<style>` tag and appends it to `<head>`.',
    zh: '模块执行时，style-loader 会创建一个 `<style>` 标签并追加到 `<head>` 中。',
  });
  pageSays(route, {
    en: 'Pass options to style-loader, here to add an attribute to every `<style>` tag it creates:',
    zh: '向 style-loader 传入选项，这里为它创建的每个 `<style>` 标签添加一个属性：',
  });
  pageSays(route, {
    en: "The styles of a chunk loaded with `import()` are in that chunk's JavaScript file.",
    zh: '通过 `import()` 加载的 chunk，其样式就在该 chunk 的 JavaScript 文件中。',
  });
  const dir = project({
    'src/index.css': '.main-rule { color: rgb(1, 2, 3); }\n',
    'src/lazy.css': '.lazy-rule { color: rgb(4, 5, 6); }\n',
    'src/lazy.js': "import './lazy.css';\nexport const ready = true;\n",
    'src/index.js': "import './index.css';\nimport('./lazy.js').then((m) => { window.lazyReady = m.ready; });\n",
    'rsbuild.config.mjs':
      "export default { output: { injectStyles: true }, tools: { styleLoader: { attributes: { 'data-owner': 'my-widget' } } } };\n",
  });
  const { errors, value } = await buildAndVisit(browser(), dir, () => ({
    lazy: (window as unknown as { lazyReady?: boolean }).lazyReady,
    head: [...document.head.children].map(
      (e) => `${e.tagName.toLowerCase()}${e.getAttribute('data-owner') ? `[${e.getAttribute('data-owner')}]` : ''}`,
    ),
    styles: [...document.querySelectorAll('style')].map((s) => ({ inHead: s.parentElement === document.head, text: s.textContent ?? '' })),
  }));
  assert.deepEqual(errors, []);
  assert.equal(value.lazy, true);
  const files = distFiles(dir);
  assert.ok(!files.some((f) => f.endsWith('.css')), files.join(', '));
  assert.match(distText(dir, /^static\/js\/async\/.+\.js$/), /\.lazy-rule/);
  assert.doesNotMatch(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /\.lazy-rule/);
  // Rsbuild's <script defer> tags first, then the two <style> elements style-loader appended, one per stylesheet.
  assert.deepEqual(value.head.slice(-2), ['style[my-widget]', 'style[my-widget]'], value.head.join(' '));
  assert.ok(value.head.slice(0, -2).includes('script'), value.head.join(' '));
  assert.equal(value.styles.length, 2);
  assert.ok(value.styles.every((s) => s.inHead));
  assert.match(value.styles[0].text, /\.main-rule/);
  assert.match(value.styles[1].text, /\.lazy-rule/);
});

test('config/output/polyfill, entry: import "core-js" comes after source.preEntry and before the entry\'s modules, for web and web-worker only; the core-js alias is set for those two targets only', () => {
  const route = 'config/output/polyfill';
  pageSays(route, {
    en: 'Rsbuild adds `import "core-js";` at the start of every entry (after the modules of [source.preEntry](/config/source/pre-entry), before the entry\'s own modules)',
    zh: 'Rsbuild 会在每个入口的开头添加 `import "core-js";`（位于 [source.preEntry](/zh/config/source/pre-entry) 的模块之后、入口自身的模块之前）',
  });
  pageSays(route, {
    en: 'The `node` and `service-worker` [targets](/config/output/targets) never get polyfills, and no `import "core-js"` is added to their entries.',
    zh: '`node` 和 `service-worker` 这两个[构建目标](/zh/config/output/targets)永远不会注入 polyfill，它们的入口也不会被添加 `import "core-js"`。',
  });
  pageSays(route, {
    en: "With `'usage'` or `'entry'`, Rsbuild points every `core-js` import of the `web` and `web-worker` targets to the copy it ships (3.36).",
    zh: "取值为 `'usage'` 或 `'entry'` 时，Rsbuild 会把 `web` 和 `web-worker` 目标中所有 `core-js` 的导入都指向它自带的副本（3.36）。",
  });
  const dir = project({
    'src/pre.js': "console.log('pre');\n",
    'src/index.js': 'console.log([1, 2, 3].at(-1));\n',
    'rsbuild.config.mjs':
      "export default { source: { preEntry: './src/pre.js' }, output: { polyfill: 'entry', targets: ['web', 'web-worker', 'service-worker', 'node'] } };\n",
  });
  const run = rsbuild(dir, ['inspect']);
  assert.equal(run.code, 0, run.output);
  const config = (target: string) => fs.readFileSync(path.join(dir, 'dist', `rspack.config.${target}.mjs`), 'utf8');
  const entry = (text: string) => {
    const block = /\n {2}entry: \{\n {4}index: \[\n([\s\S]*?)\n {4}\]/.exec(text);
    assert.ok(block, 'an index entry');
    return block[1].split(',\n').map((line) => line.trim().replace(/^'|'$/g, '').replace(dir, '<project>'));
  };
  for (const target of ['web', 'web-worker']) {
    const text = config(target);
    assert.deepEqual(entry(text), ['./src/pre.js', 'data:text/javascript,import "core-js";', '<project>/src/index.js'], target);
    assert.match(text, /mode: 'entry',\s+coreJs: '3\.36'/, target);
    assert.match(text, /'core-js': '[^']*core-js@3\.36\.\d+[^']*'/, target);
  }
  for (const target of ['service-worker', 'node']) {
    const text = config(target);
    assert.deepEqual(entry(text), ['./src/pre.js', '<project>/src/index.js'], target);
    assert.doesNotMatch(text, /coreJs:/, target);
    assert.doesNotMatch(text, /'core-js':/, target);
  }
});
