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
import assert from 'node:assert/strict';
import type { Browser } from '@playwright/test';
import { test } from 'node:test';
import { build, devServer, distText, edit, page, project, sharedBrowser } from './topics-support';

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
