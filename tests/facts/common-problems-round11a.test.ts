// Facts behind the eleventh round's (a) "Common problems" items, as readers describe the problem: CSS Modules class
// names (hash only, keeping the original name), CSS files or <style> tags in development and inlined CSS in <head>,
// a single HTML file for offline use, old files in dist/ after repeated builds, the output folder, publicPath and
// relative prefixes (url() in CSS, file://), images from a variable path, the charset of a UMD bundle, a .wasm file
// a library loads at run time, the favicon behind nginx and files of public/ under a sub-path. Each runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
//
// Claims about other tools rest on their documentation, not on a run here:
// - Vue CLI's `css.extract` defaults to `true` in production and `false` in development (Vue CLI's configuration
//   reference, "css.extract"), so a Vue CLI app injects <style> tags during development.
// - webpack's `output.path` is the output folder, `output.clean` empties it (webpack's "Output" configuration page).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import type { Browser } from '@playwright/test';
import { build, devServer, distFiles, distText, launchBrowser, project, rsbuild } from './topics-support';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const hashed = (files: string[]): string[] => files.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules

test('config/output/css-modules "the class name only contains the hash": the defaults keep the original name in production (primary-button-<6 hex>); a localIdentName without [local] such as [hash:base64:5] gives a bare hash (with a warning that drops base64); [local]-[hash:5] keeps the name in both modes', () => {
  const files = {
    'src/button.module.css': '.primary-button { color: red; }\n',
    'src/index.js': "import s from './button.module.css';\ndocument.body.className = s.primaryButton;\n",
  };
  const plain = project(files);
  build(plain);
  assert.match(distText(plain, /\.css$/), /^\.primary-button-[0-9a-f]{6}\{color:red\}/);

  const bare = project({ ...files, 'rsbuild.config.mjs': "export default { output: { cssModules: { localIdentName: '[hash:base64:5]' } } };\n" });
  const run = build(bare);
  assert.match(
    run.output,
    /Custom hashDigest in output\.cssModules\.localIdentName is currently not supported when using Rspack, the 'base64' will be ignored\./,
  );
  assert.match(distText(bare, /\.css$/), /^\.[0-9a-f]{5}\{color:red\}/);

  const named = project({ ...files, 'rsbuild.config.mjs': "export default { output: { cssModules: { localIdentName: '[local]-[hash:5]' } } };\n" });
  build(named);
  assert.match(distText(named, /\.css$/), /^\.primary-button-[0-9a-f]{5}\{color:red\}/);
  build(named, { NODE_ENV: 'development' });
  assert.match(distText(named, /\.css$/), /^\.primary-button-[0-9a-f]{5} \{/m);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inject-styles

test('config/output/inject-styles "output CSS files rather than inline <style> during development": by default rsbuild dev serves the CSS as a file, /static/css/index.css, linked from <head> (no <style> in the page); injectStyles: true gives <style> tags and no CSS file', async () => {
  const files = {
    'src/index.css': 'body { color: rgb(1, 2, 3); }\n',
    'src/index.js': "import './index.css';\ndocument.body.textContent = 'app';\n",
  };
  const dir = project(files);
  const server = await devServer(dir);
  const page = await browser.newPage();
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    assert.match(html, /<link href="\/static\/css\/index\.css" rel="stylesheet"><\/head>/);
    assert.match(await (await fetch(`${server.url}/static/css/index.css`)).text(), /color: rgb\(1, 2, 3\)/);
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    assert.deepEqual(
      await page.evaluate(() => ({
        styles: document.querySelectorAll('style').length,
        links: [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')),
        color: getComputedStyle(document.body).color,
      })),
      { styles: 0, links: ['/static/css/index.css'], color: 'rgb(1, 2, 3)' },
    );
  } finally {
    await page.close();
    await server.stop();
  }

  const injected = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n' });
  const other = await devServer(injected);
  const second = await browser.newPage();
  try {
    assert.doesNotMatch(await (await fetch(`${other.url}/`)).text(), /stylesheet/);
    assert.equal((await fetch(`${other.url}/static/css/index.css`)).headers.get('content-type')?.startsWith('text/css'), false);
    await second.goto(`${other.url}/`);
    await second.waitForLoadState('load');
    assert.deepEqual(
      await second.evaluate(() => ({
        styles: [...document.querySelectorAll('head > style')].some((s) => s.textContent?.includes('rgb(1, 2, 3)')),
        links: document.querySelectorAll('link[rel=stylesheet]').length,
      })),
      { styles: true, links: 0 },
    );
  } finally {
    await second.close();
    await other.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inline-styles

test('config/output/inline-styles "CSS not inlined in head": rsbuild dev keeps the <link>; the production build puts a <style> in <head> where the <link> was and drops the entry\'s .css file; CSS of an import() chunk stays a file', async () => {
  const dir = project({
    'src/index.css': 'body { color: red; }\n',
    'src/later.css': '.later { color: blue; }\n',
    'src/later.js': "import './later.css';\nexport const x = 1;\n",
    'src/index.js': "import './index.css';\nimport('./later.js');\ndocument.body.textContent = 'app';\n",
    'rsbuild.config.mjs': 'export default { output: { inlineStyles: true } };\n',
  });
  const server = await devServer(dir);
  try {
    assert.match(await (await fetch(`${server.url}/`)).text(), /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
  } finally {
    await server.stop();
  }
  build(dir);
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script><style>body\{color:red\}<\/style><\/head>/);
  assert.doesNotMatch(html, /stylesheet/);
  const css = distFiles(dir).filter((f) => f.endsWith('.css'));
  assert.equal(css.length, 1);
  assert.match(css[0], /^static\/css\/async\//);
});
