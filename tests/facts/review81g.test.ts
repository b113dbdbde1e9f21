// Facts behind statements fixed in review 81 (slice g: config/source/include, config/dev/hmr, config/dev/client), run
// with @rsbuild/core 0.5.9 in throw-away projects (its CLI) and, for the dev client, Chromium:
// - config/dev/client, "client.overlay": the page said that in a browser without Shadow DOM the client prints
//   `[Rsbuild] Current browser version does not support displaying error overlay`. That warning comes from the
//   overlay's constructor (packages/core/src/client/hmr/overlay.ts, `if (!this.attachShadow)`), which only runs once
//   `super()`, the construction of an HTMLElement, has succeeded: that needs Custom Elements (the element is defined
//   with customElements.define only when customElements exists). Without them, showing the overlay throws a
//   TypeError (Chromium: `Failed to construct 'HTMLElement': Illegal constructor`). The same file reads `globalThis`
//   at its top level (`const { HTMLElement = ..., customElements } = globalThis`), and the client ships compiled
//   to ES5 but not polyfilled (dist/client/hmr.mjs, a plain .mjs file in node_modules, which Rsbuild does not
//   compile): without globalThis, loading the client throws a ReferenceError, and since it is a global entry that runs
//   before the page's entry, the entry's code does not run either. Browsers are played by Chromium with
//   Element.prototype.attachShadow, window.customElements or globalThis deleted before the page's scripts run. That
//   IE 11 lacks globalThis is the compatibility data of 0.5.9's own SWC: with polyfill 'usage', code that reads
//   globalThis gets core-js's es.global-this for ie 11 (and chrome 70), not for chrome >= 71.
// - config/source/include, "In development, IE reports a syntax error at an arrow function that is not in your own
//   code": the item ended with "Add that package here", after saying that a test dev server served its own dev client
//   with no =>, as if the page then ran in IE 11 in development. The client is ES5, but it reads globalThis as it
//   loads (above): with the package listed, the page's entry still does not run without globalThis in rsbuild dev;
//   it runs in rsbuild preview of the build (no client) and in rsbuild dev with dev.hmr and dev.liveReload false.
// - config/source/include, the iOS 9 item: "the bundle is strict-mode code". Rspack writes "use strict" into the
//   function of each ES module of the bundle, not into that of a CommonJS module, unminified and minified alike; the
//   page now says that each ES module is strict-mode code.
import assert from 'node:assert/strict';
import type { Browser } from '@playwright/test';
import { test } from 'node:test';
import { build, count, devServer, distText, edit, page, previewServer, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

/** What a page opened at `url` with `init` run before its own scripts logged, and whether the entry's code ran. */
async function open(
  b: Browser,
  url: string,
  init: string,
): Promise<{ page: import('@playwright/test').Page; logs: string[]; ran: () => Promise<boolean> }> {
  const p = await b.newPage();
  const logs: string[] = [];
  p.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  p.on('pageerror', (e) => logs.push(`pageerror: ${e.name}: ${e.message}`));
  if (init) await p.addInitScript(init);
  await p.goto(url);
  await p.waitForLoadState('load');
  await p.waitForTimeout(1_000);
  // the entry writes <p id="entry-ran">; read the markup, as page.evaluate() needs globalThis itself
  return { page: p, logs, ran: async () => (await p.content()).includes('id="entry-ran"') };
}

const ENTRY = 'document.body.innerHTML = \'<p id="entry-ran">ok</p>\';\n';
const NO_SHADOW = 'delete Element.prototype.attachShadow;';
const NO_CUSTOM_ELEMENTS = 'delete Element.prototype.attachShadow; delete window.customElements;';
const NO_GLOBAL_THIS = 'delete globalThis.globalThis;';

// ---------------------------------------------------------------------------------------------------------
// config/dev/client "client.overlay": the overlay in a browser without Shadow DOM, Custom Elements or globalThis

test('config/dev/client "client.overlay": the warning that the browser cannot display the overlay is printed only where Custom Elements work without Shadow DOM; without Custom Elements showing the overlay throws a TypeError (Illegal constructor); without globalThis the client throws a ReferenceError as it loads, never connects, and the entry does not run, unless dev.hmr and dev.liveReload are both false', async () => {
  for (const [lang, words] of [
    ['en', 'only where Custom Elements work without Shadow DOM'],
    ['en', "such as IE 11, it throws a `ReferenceError` and never connects, and the entry's own code does not run either"],
    ['en', "showing the overlay throws an error instead (Chromium: `TypeError: Failed to construct 'HTMLElement': Illegal constructor`)"],
    ['zh', '只有在 Custom Elements 可用而 Shadow DOM 不可用时'],
    ['zh', "显示浮层会直接抛错（Chromium 中为 `TypeError: Failed to construct 'HTMLElement': Illegal constructor`）"],
    ['zh', '客户端会抛出 `ReferenceError`，连不上开发服务器，入口自己的代码也不会执行'],
  ] as const) {
    assert.ok(page(lang, 'config/dev/client').includes(words), `${lang}: the page says ${words}`);
  }
  const dir = project({ 'src/index.js': ENTRY, 'rsbuild.config.mjs': 'export default { dev: { client: { overlay: true } } };\n' });
  const server = await devServer(dir);
  const opened: Awaited<ReturnType<typeof open>>[] = [];
  try {
    // the served client reads globalThis
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = await Promise.all(
      [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(async (m) => (await fetch(new URL(m[1], server.url))).text()),
    );
    assert.ok(scripts.some((text) => text.includes('globalThis.HTMLElement')));

    const [full, noShadow, noCustomElements, noGlobalThis] = await Promise.all(
      ['', NO_SHADOW, NO_CUSTOM_ELEMENTS, NO_GLOBAL_THIS].map((init) => open(browser(), server.url, init)),
    );
    opened.push(full, noShadow, noCustomElements, noGlobalThis);
    for (const connected of [full, noShadow, noCustomElements]) {
      assert.ok(connected.logs.includes('info: [HMR] connected.'), connected.logs.join('\n'));
      assert.equal(await connected.ran(), true);
    }
    // no globalThis: the client stops as it loads, and the entry after it never runs
    assert.ok(
      noGlobalThis.logs.some((l) => /^pageerror: ReferenceError: globalThis is not defined/.test(l)),
      noGlobalThis.logs.join('\n'),
    );
    assert.ok(!noGlobalThis.logs.includes('info: [HMR] connected.'));
    assert.equal(await noGlobalThis.ran(), false);

    // a compile error
    edit(dir, 'src/index.js', '\'<p id="entry-ran">ok</p>\';', '\'<p id="entry-ran">ok</p>\' +;');
    await full.page.waitForSelector('rsbuild-error-overlay', { state: 'attached', timeout: 30_000 });
    await noShadow.page.waitForTimeout(1_500);
    const warning = 'warning: [Rsbuild] Current browser version does not support displaying error overlay';
    const errorInConsole = (logs: string[]) => logs.some((l) => l.startsWith('error: ') && l.includes('src/index.js'));
    // Custom Elements without Shadow DOM: the warning, next to the errors
    assert.ok(noShadow.logs.includes(warning), noShadow.logs.join('\n'));
    assert.ok(errorInConsole(noShadow.logs));
    // no Custom Elements: a TypeError instead of the warning, no overlay; the errors are in the console before it
    assert.ok(!noCustomElements.logs.includes(warning));
    const typeError = noCustomElements.logs.findIndex((l) =>
      /^pageerror: TypeError: Failed to construct 'HTMLElement': Illegal constructor/.test(l),
    );
    assert.ok(typeError > 0, noCustomElements.logs.join('\n'));
    assert.ok(errorInConsole(noCustomElements.logs.slice(0, typeError)));
    assert.equal(await noCustomElements.page.locator('rsbuild-error-overlay').count(), 0);
    // a full browser shows the overlay and prints no warning
    assert.ok(!full.logs.includes(warning));
  } finally {
    await Promise.all(opened.map((o) => o.page.close()));
    await server.stop();
  }

  // with dev.hmr and dev.liveReload false no client is injected, and the entry runs without globalThis
  const quiet = project({ 'src/index.js': ENTRY, 'rsbuild.config.mjs': 'export default { dev: { hmr: false, liveReload: false } };\n' });
  const quietServer = await devServer(quiet);
  try {
    const visit = await open(browser(), quietServer.url, NO_GLOBAL_THIS);
    assert.equal(await visit.ran(), true, visit.logs.join('\n'));
    assert.deepEqual(
      visit.logs.filter((l) => l.startsWith('pageerror')),
      [],
    );
    await visit.page.close();
  } finally {
    await quietServer.stop();
  }
});

test('config/dev/client "in a browser without it, such as IE 11": the SWC of 0.5.9 (polyfill usage) adds core-js es.global-this to code that reads globalThis for ie 11 and chrome 70, not for chrome >= 71', () => {
  const polyfilled = (list: string) => {
    const dir = project({
      'src/index.js': 'globalThis.answer = 42;\n',
      'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['${list}'], polyfill: 'usage', minify: false } };\n`,
    });
    build(dir);
    return distText(dir, /\.js$/).includes('es.global-this');
  };
  assert.equal(polyfilled('ie 11'), true);
  assert.equal(polyfilled('chrome 70'), true);
  assert.equal(polyfilled('chrome >= 71'), false);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include "In development, IE reports a syntax error at an arrow function that is not in your own code"

test('config/source/include "In development, IE reports a syntax error ...": with ie 11 in the browserslist and the package listed, the dev server serves no =>, yet without globalThis the dev client throws as it loads and the entry does not run; rsbuild preview of the build, and rsbuild dev with hmr and liveReload false, run the entry', async () => {
  for (const [lang, words] of [
    ['en', 'In IE 11 the page still fails in development, at the dev client: it reads `globalThis`, which IE 11 lacks'],
    ['en', 'Check IE 11 with `rsbuild build` and `rsbuild preview`, or set `dev: { hmr: false, liveReload: false }`.'],
    ['zh', '不过在 IE 11 中，开发环境的页面仍会在开发客户端处出错：它会读取 IE 11 没有的 `globalThis`'],
    ['zh', '请用 `rsbuild build` 加 `rsbuild preview` 在 IE 11 中验证，或者设置 `dev: { hmr: false, liveReload: false }`。'],
  ] as const) {
    assert.ok(page(lang, 'config/source/include').includes(words), `${lang}: the page says ${words}`);
  }
  const files = (dev: string) => ({
    'node_modules/arrow-lib/package.json': '{ "name": "arrow-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/arrow-lib/index.js': 'export const mark = (id) => `<p id="${id}">ok</p>`;\n',
    'src/index.js': "import { mark } from 'arrow-lib';\ndocument.body.innerHTML = mark('entry-ran');\n",
    'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['ie 11'] }, source: { include: [/[\\\\/]node_modules[\\\\/]arrow-lib[\\\\/]/] }${dev} };\n`,
  });
  const served = async (dir: string): Promise<string> => {
    const server = await devServer(dir);
    try {
      const html = await (await fetch(`${server.url}/`)).text();
      const texts = await Promise.all(
        [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(async (m) => (await fetch(new URL(m[1], server.url))).text()),
      );
      const visit = await open(browser(), server.url, NO_GLOBAL_THIS);
      const ran = await visit.ran();
      await visit.page.close();
      // `=><` is in a regular expression of the dev client, not an arrow function
      const arrows = texts.reduce((sum, t) => sum + count(t, '=>') - count(t, '=><'), 0);
      return `${arrows === 0 ? 'es5' : 'arrows'} ${ran ? 'ran' : 'stopped'}`;
    } finally {
      await server.stop();
    }
  };
  const withClient = project(files(''));
  assert.equal(await served(withClient), 'es5 stopped');
  assert.equal(await served(project(files(', dev: { hmr: false, liveReload: false }'))), 'es5 ran');
  build(withClient);
  const preview = await previewServer(withClient);
  try {
    const visit = await open(browser(), preview.url, NO_GLOBAL_THIS);
    assert.equal(await visit.ran(), true, visit.logs.join('\n'));
    await visit.page.close();
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include "A dependency's new release puts const into the bundle, and the page fails in iOS 9"

test('config/source/include "in the bundle each ES module is strict-mode code (Rspack marks it "use strict")": in a build, unminified and minified, the function of an ES module starts with "use strict" and that of a CommonJS module does not', () => {
  for (const [lang, words] of [
    ['en', 'and in the bundle each ES module is strict-mode code (Rspack marks it `"use strict"`).'],
    ['zh', '而打包后的每个 ES 模块都是严格模式代码（Rspack 为它加上 `"use strict"`）。'],
  ] as const) {
    assert.ok(page(lang, 'config/source/include').includes(words), `${lang}: the page says ${words}`);
  }
  const files = {
    '.browserslistrc': 'ios_saf >= 9\n',
    'node_modules/esm-lib/package.json': '{ "name": "esm-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/esm-lib/index.js': 'export function esmMark() {\n  const ESM_MARK = "esm-mark";\n  return ESM_MARK;\n}\n',
    'node_modules/cjs-lib/package.json': '{ "name": "cjs-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/cjs-lib/index.js': 'const CJS_MARK = "cjs-mark";\nmodule.exports = function cjsMark() {\n  return CJS_MARK;\n};\n',
    'src/index.js': "import { esmMark } from 'esm-lib';\nimport cjsMark from 'cjs-lib';\ndocument.title = esmMark() + cjsMark();\n",
  };
  for (const config of ['export default { output: { minify: false } };\n', 'export default {};\n']) {
    const dir = project({ ...files, 'rsbuild.config.mjs': config });
    build(dir);
    const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    // each module of the bundle is a function in the module map: `"id": (function (...) {` or, minified, `id:function(...){`
    const modules = js.split(/["']?\d+["']?\s*:\s*\(?function\s*\([^)]*\)\s*\{/).slice(1);
    const esm = modules.find((m) => m.includes('esm-mark'));
    const cjs = modules.find((m) => m.includes('cjs-mark'));
    assert.ok(esm && cjs, config);
    assert.match(esm, /^\s*"use strict";/, config);
    assert.doesNotMatch(cjs, /^\s*"use strict"/, config);
  }
});
