// Facts behind the fixes of review 79 (slice a): guide/debug/rsdoctor, config/output/minify and
// plugins/list/plugin-rem. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), with
// @rsbuild/plugin-react 0.5.9 and React 18 where a React app is built, and Chromium where a page is looked at.
//
// Resting on other sources, or run only with packages installed outside the repository:
// - guide/debug/rsdoctor: @rsdoctor/rspack-plugin is not a dependency of this site. With RSDOCTOR_DEPS set to a
//   folder whose node_modules holds @rsdoctor/rspack-plugin@0.2.4 (`npm install @rsdoctor/rspack-plugin@0.2.4` there),
//   the rsdoctor test links it into the project and runs `RSDOCTOR=true rsbuild build`; without it, it skips. That the
//   first address line comes from the `ip` package's address() (the first non-internal IPv4 address, 127.0.0.1 when
//   there is none) is @rsdoctor/sdk 0.2.4, dist/cjs/sdk/server/index.js (`get host()` and `openClientPage`); a machine
//   with two network addresses is not run here.
// - plugins/list/plugin-rem: @rsbuild/plugin-rem 0.5.9 is not installable here. Its src/index.ts adds postcss-pxtorem
//   with `tools.postcss` and `addPlugins` for every target; the test adds a px-to-rem PostCSS plugin of its own the same
//   way. That postcss-pxtorem 6.1.0 defaults `exclude` to null is its compiled index.js (read in @rsbuild/plugin-rem
//   0.5.4's compiled/postcss-pxtorem; 6.1.0 is postcss-pxtorem's latest release).
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { REACT_18, REACT_LINKS, RSBUILD_BIN, build, distFiles, distText, project, sharedBrowser, waitFor } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// guide/debug/rsdoctor

const RSDOCTOR_DEPS = process.env.RSDOCTOR_DEPS;

/** Bytes of every file under `dir`. */
function folderBytes(dir: string): number {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).isFile())
    .reduce((sum, f) => sum + fs.statSync(f).size, 0);
}

test('guide/debug/rsdoctor "prints its address twice, with one network address of your machine and with localhost", ".rsdoctor for a small React app is about 0.6 MB", and the report\'s menu: Overall, Compile Analysis › Loaders Analysis / Plugins Analysis, Bundle Size, whose graph icon of a module shows the modules that import it', {
  skip: RSDOCTOR_DEPS ? false : 'RSDOCTOR_DEPS is not set: @rsdoctor/rspack-plugin 0.2.4 is not installed in the repository',
}, async (t) => {
  const deps = RSDOCTOR_DEPS ?? '';
  const dir = project(
    {
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} } } };\n`,
      'src/index.jsx':
        "import React from 'react';\nimport ReactDOM from 'react-dom/client';\nimport App from './App';\n\nReactDOM.createRoot(document.getElementById('root')).render(\n  <React.StrictMode>\n    <App />\n  </React.StrictMode>,\n);\n",
      'src/App.jsx':
        'import \'./App.css\';\n\nconst App = () => (\n  <div className="content">\n    <h1>Rsbuild with React</h1>\n    <p>Start building amazing things with Rsbuild.</p>\n  </div>\n);\n\nexport default App;\n',
      'src/App.css': 'body {\n  margin: 0;\n}\n\n.content {\n  display: flex;\n  min-height: 100vh;\n}\n',
    },
    REACT_LINKS,
  );
  const link = path.join(dir, 'node_modules', '@rsdoctor', 'rspack-plugin');
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(fs.realpathSync(path.join(deps, 'node_modules', '@rsdoctor', 'rspack-plugin')), link, 'dir');

  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', RSDOCTOR: 'true' };
  delete env.NODE_ENV;
  delete env.NODE_OPTIONS;
  delete env.NODE_PATH;
  const child: ChildProcess = spawn(process.execPath, [RSBUILD_BIN, 'build'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // The command does not exit while Rsdoctor's server runs (it ignores SIGINT and SIGTERM).
  t.after(() => child.kill('SIGKILL'));
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d));
  child.stderr?.on('data', (d: Buffer) => (log += d));
  const lines = (): string[] => log.split('\n').filter((l) => l.includes('Rsdoctor analyze server running on'));
  assert.ok(await waitFor(() => lines().length >= 2, 120_000), log);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  assert.match(log, /@rsdoctor\/rspack-plugin enabled\./);

  // Two lines: one network address of the machine, then localhost, on the same port.
  const urls = lines().map((l) => /http:\/\/([^:/]+):(\d+)\/index\.html/.exec(l));
  assert.equal(urls.length, 2, log);
  const [network, local] = urls;
  assert.ok(network && local, log);
  assert.equal(local[1], 'localhost');
  assert.equal(network[2], local[2]);
  const ipv4 = Object.values(os.networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4')
    .map((i) => i!.address);
  assert.ok([...ipv4, '127.0.0.1'].includes(network[1]), `${network[1]} is not an address of ${ipv4.join(', ')}`);
  const port = Number(local[2]);
  assert.ok(port >= 3000 && port <= 9099, String(port));

  // The data of the build, with manifest.json as its index: about 0.6 MB for this small React app.
  const data = path.join(dir, 'dist', '.rsdoctor');
  assert.ok(fs.existsSync(path.join(data, 'manifest.json')));
  const bytes = folderBytes(data);
  t.diagnostic(`dist/.rsdoctor: ${bytes} bytes`);
  assert.ok(bytes > 500_000 && bytes < 750_000, `${bytes} bytes`);

  // The report: the menu of the 0.2.4 client, and the panel behind a module's graph icon in Bundle Size.
  const page = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
  try {
    const origin = `http://localhost:${port}`;
    await page.goto(`${origin}/index.html`);
    const menu = page.locator('.ant-menu-horizontal > .ant-menu-item, .ant-menu-horizontal > .ant-menu-submenu');
    await menu.first().waitFor();
    assert.deepEqual((await menu.allInnerTexts()).map((s) => s.trim()).filter(Boolean), ['Overall', 'Compile Analysis', '📦Bundle Size']);
    await page.getByText('Compile Analysis', { exact: true }).hover();
    await page.getByText('Plugins Analysis', { exact: true }).waitFor();
    await page.getByText('Loaders Analysis', { exact: true }).first().waitFor();
    assert.equal(await page.getByText('Module Graph', { exact: true }).count(), 0);

    await page.goto(`${origin}/index.html#/bundle/size`);
    await page
      .getByText(/^index\.[0-9a-f]{8}\.js$/)
      .first()
      .click();
    const row = page.locator('.rc-tree-title', { has: page.getByText('App.jsx', { exact: true }) }).first();
    await row.locator('[aria-label="deployment-unit"]').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('Current Module Imported Reasons Tree', { exact: false }).waitFor();
    // The module that imports App.jsx.
    await drawer
      .getByText(/src\/index\.jsx$/)
      .first()
      .waitFor();
  } finally {
    await page.close();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/minify

test('config/output/minify "Within output.minify, this and minify: false are the only ways to turn HTML minification off": htmlOptions: false leaves index.html on one line, while minify.html false, minify: false and, outside output.minify, tools.htmlPlugin { minify: false } keep the template\'s lines', () => {
  const files = {
    'index.html':
      '<!doctype html>\n<html>\n  <head>\n    <title>t</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    'src/index.js': "console.log('minify');\n",
  };
  const lines = (config: string): number => {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default { html: { template: './index.html' }, ${config} };\n` });
    build(dir);
    return fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8').trim().split('\n').length;
  };
  assert.equal(lines(''), 1);
  assert.equal(lines('output: { minify: { htmlOptions: false } }'), 1);
  assert.ok(lines('output: { minify: { html: false } }') > 5);
  assert.ok(lines('output: { minify: false }') > 5);
  assert.ok(lines('tools: { htmlPlugin: { minify: false } }') > 5);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-rem

test('plugins/list/plugin-rem "width:300px" is not left by a non-web target: a px-to-rem PostCSS plugin added with tools.postcss addPlugins (as pluginRem does) converts the CSS of a service-worker build; node and web-worker builds write no .css file at all', () => {
  const files = {
    'src/index.css': '.card {\n  width: 300px;\n}\n',
    'src/index.js': "import './index.css';\nconsole.log('rem');\n",
  };
  // A stand-in for postcss-pxtorem with rootValue 50: every "<n>px" becomes "<n / 50>rem".
  const pxToRem =
    "{ postcssPlugin: 'px-to-rem', Declaration(decl) { decl.value = decl.value.replace(/(\\d*\\.?\\d+)px/g, (_, n) => `${n / 50}rem`); } }";
  const outputs = (target: string): { css: string; files: string[] } => {
    const dir = project({
      ...files,
      'rsbuild.config.mjs': `export default { output: { targets: ['${target}'], minify: false }, tools: { postcss: (_, { addPlugins }) => { addPlugins(${pxToRem}); } } };\n`,
    });
    build(dir);
    return { css: distText(dir, /\.css$/), files: distFiles(dir) };
  };
  assert.match(outputs('web').css, /width: 6rem/);
  const sw = outputs('service-worker');
  assert.match(sw.css, /width: 6rem/);
  assert.doesNotMatch(sw.css, /300px/);
  for (const target of ['node', 'web-worker']) {
    const { files: written } = outputs(target);
    assert.deepEqual(
      written.filter((f) => f.endsWith('.css')),
      [],
      `${target}: ${written.join(', ')}`,
    );
  }
});
