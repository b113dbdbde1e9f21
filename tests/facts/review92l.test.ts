// Facts behind the third accuracy review of session 92 (slice l): plugins/list/plugin-lightningcss,
// plugins/list/plugin-typed-css-modules and config/tools/style-loader, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts); Chromium (sharedBrowser) looks at the built pages.
//
// Fixes:
// 1. config/tools/style-loader, Caveats, "Content Security Policy nonce": "style-loader puts that value into the nonce
//    attribute of the <style> elements it creates; you do not need attributes for it." Only while `attributes` is not
//    set. style-loader 3.3.4 (@rsbuild/shared/compiled/style-loader/index.js, getSetAttributesCode) picks its runtime
//    with `options.attributes.nonce !== "undefined"`, which is true for any `attributes` object, and that runtime
//    (runtime/setAttributesWithAttributesAndNonce.js) only copies `attributes` and never reads __webpack_nonce__; the
//    nonce comes from __webpack_nonce__ only without `attributes` (runtime/setAttributesWithoutAttributes.js). Run below
//    (test 1): with security.nonce 'N0nce', the <style> element has nonce="N0nce" without `attributes`, none with
//    `attributes: { 'data-app': 'dashboard' }`, and nonce="N0nce" again when `attributes` lists the nonce too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildAndVisit, pageSays, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

test('config/tools/style-loader "style-loader puts that value into the `nonce` attribute of the `<style>` elements it creates, as long as you do not set `attributes`"', async () => {
  pageSays(
    'config/tools/style-loader',
    {
      en: 'and style-loader puts that value into the `nonce` attribute of the `<style>` elements it creates, as long as you do not set `attributes`: with `attributes` set, style-loader 3.3.4 writes only the attributes listed there, so add `nonce` to them as well.',
      zh: '前提是没有设置 `attributes`：设置了 `attributes` 后，style-loader 3.3.4 只写入其中列出的属性，这时要把 `nonce` 也加进去。',
    },
    { en: 'you do not need `attributes` for it', zh: '无需通过 `attributes` 设置' },
  );
  const styleOf = async (styleLoader: string) => {
    const dir = project(
      {
        'rsbuild.config.mjs': `export default { output: { injectStyles: true }, security: { nonce: 'N0nce' }, tools: { styleLoader: ${styleLoader} } };\n`,
        'src/index.js': "import './a.css';\n",
        'src/a.css': '.a { color: red; }\n',
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    );
    const { errors, value } = await buildAndVisit(browser(), dir, () => {
      const style = [...document.querySelectorAll('style')].find((s) => s.textContent?.includes('color: red'));
      return style ? { nonce: style.getAttribute('nonce'), app: style.getAttribute('data-app') } : null;
    });
    assert.deepEqual(errors, []);
    return value;
  };
  assert.deepEqual(await styleOf('{}'), { nonce: 'N0nce', app: null }, 'without attributes: nonce from __webpack_nonce__');
  assert.deepEqual(
    await styleOf("{ attributes: { 'data-app': 'dashboard' } }"),
    { nonce: null, app: 'dashboard' },
    'with attributes: no nonce',
  );
  assert.deepEqual(
    await styleOf("{ attributes: { 'data-app': 'dashboard', nonce: 'N0nce' } }"),
    { nonce: 'N0nce', app: 'dashboard' },
    'nonce listed in attributes',
  );
});
