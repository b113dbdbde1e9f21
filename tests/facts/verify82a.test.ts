// Facts behind the fixes of the second look at review 81 (verify82, slice a), run with @rsbuild/core 0.5.9 in
// throw-away projects (its CLI) and Chromium:
// - config/dev/client, "client.overlay": the page said that in a browser without globalThis the 0.5.9 dev client throws
//   a ReferenceError as it loads and the entry does not run "unless dev.hmr and dev.liveReload are both false". That
//   is not the only way out. The client is a plain .mjs file in node_modules (dist/client/hmr.mjs), which SWC leaves
//   alone by default; once source.include lists its folder, SWC compiles it like the project's own code, and the
//   default output.polyfill, 'usage', imports core-js's es.global-this into it for a browserslist that needs it
//   (ie 11 here). Chromium with globalThis deleted before the page's scripts then connects, runs the entry and reloads
//   on a save. The
//   page now names both ways, and the second only for a browser that lacks nothing else: IE 11 is not run here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { devServer, page, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

const ENTRY = 'document.body.innerHTML = \'<p id="entry-ran">ok</p>\';\n';
const CLIENT_FOLDER = '/[\\\\/]@rsbuild[\\\\/]core[\\\\/]dist[\\\\/]client[\\\\/]/';

/**
 * Serves the project with `rsbuild dev` and opens it in Chromium with globalThis deleted before the page's scripts;
 * says whether a served script imports es.global-this, what the page did, and whether a save of the entry reached it.
 */
async function visitWithoutGlobalThis(
  config: string,
): Promise<{ polyfilled: boolean; connected: boolean; entryRan: boolean; saveArrived: boolean; errors: string[] }> {
  const dir = project({ 'src/index.js': ENTRY, 'rsbuild.config.mjs': config });
  const server = await devServer(dir);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = await Promise.all(
      [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(async (m) => (await fetch(new URL(m[1], server.url))).text()),
    );
    const p = await browser().newPage();
    const logs: string[] = [];
    p.on('console', (m) => logs.push(m.text()));
    p.on('pageerror', (e) => logs.push(`pageerror: ${e.name}: ${e.message}`));
    await p.addInitScript('delete globalThis.globalThis;');
    await p.goto(server.url);
    await p.waitForLoadState('load');
    await p.waitForTimeout(1_500);
    // read the markup: page.evaluate() would need globalThis itself
    const entryRan = (await p.content()).includes('id="entry-ran"');
    const connected = logs.includes('[HMR] connected.');
    fs.writeFileSync(path.join(dir, 'src/index.js'), ENTRY.replace('entry-ran', 'entry-saved'));
    let saveArrived = false;
    for (let i = 0; i < 30 && !saveArrived; i++) {
      await p.waitForTimeout(500);
      // the page may be reloading: content() then fails, and the next round reads it again
      saveArrived = await p.content().then(
        (markup) => markup.includes('id="entry-saved"'),
        () => false,
      );
    }
    await p.close();
    return {
      polyfilled: scripts.some((s) => s.includes('es.global-this')),
      connected,
      entryRan,
      saveArrived,
      errors: logs.filter((l) => l.startsWith('pageerror')),
    };
  } finally {
    await server.stop();
  }
}

test('config/dev/client "client.overlay": in a browser without globalThis the dev client throws and the entry does not run; with the client\'s folder in source.include the default polyfill gives it globalThis, and the page connects, runs the entry and reloads on a save', async () => {
  for (const [lang, words] of [
    ['en', 'Setting [dev.hmr](/config/dev/hmr) and [dev.liveReload](/config/dev/live-reload) both to `false` leaves the client out;'],
    [
      'en',
      "in a browser that lacks only `globalThis`, compiling the client works too: with `/[\\\\/]@rsbuild[\\\\/]core[\\\\/]dist[\\\\/]client[\\\\/]/` in [source.include](/config/source/include), the default [output.polyfill](/config/output/polyfill), `'usage'`, gives it core-js's `globalThis`",
    ],
    [
      'zh',
      '如果浏览器只缺 `globalThis`，也可以编译客户端：在 [source.include](/zh/config/source/include) 中加入 `/[\\\\/]@rsbuild[\\\\/]core[\\\\/]dist[\\\\/]client[\\\\/]/`',
    ],
    ['zh', "默认的 [output.polyfill](/zh/config/output/polyfill)（`'usage'`）会为它引入 core-js 的 `globalThis`"],
  ] as const) {
    assert.ok(page(lang, 'config/dev/client').includes(words), `${lang}: the page says ${words}`);
  }
  const browserslist = "output: { overrideBrowserslist: ['ie 11'] }";
  // As shipped: the client is not compiled, reads globalThis, throws, and the entry after it never runs.
  const asShipped = await visitWithoutGlobalThis(`export default { ${browserslist} };\n`);
  assert.equal(asShipped.polyfilled, false);
  assert.equal(asShipped.connected, false);
  assert.equal(asShipped.entryRan, false);
  assert.equal(asShipped.saveArrived, false);
  assert.ok(
    asShipped.errors.some((e) => e.startsWith('pageerror: ReferenceError: globalThis is not defined')),
    asShipped.errors.join('\n'),
  );
  // Compiled: SWC adds core-js's globalThis, the client connects, lets the entry run, and a save reloads the page.
  const compiled = await visitWithoutGlobalThis(`export default { ${browserslist}, source: { include: [${CLIENT_FOLDER}] } };\n`);
  assert.deepEqual(compiled, { polyfilled: true, connected: true, entryRan: true, saveArrived: true, errors: [] });
  // Without a polyfill the same include does not help: the globalThis comes from output.polyfill.
  const unpolyfilled = await visitWithoutGlobalThis(
    `export default { output: { overrideBrowserslist: ['ie 11'], polyfill: 'off' }, source: { include: [${CLIENT_FOLDER}] } };\n`,
  );
  assert.equal(unpolyfilled.entryRan, false);
});
