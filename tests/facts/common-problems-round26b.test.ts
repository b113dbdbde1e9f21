// Facts behind the twenty-sixth round's (b) items (the HTML pages, entries, the dev server and styles), as readers
// describe the problem: pages of a multi-page app that open only with `.html`, a template path that does not exist
// (`Cannot resolve 'file' or 'directory' .../index.tpl.html`), adding a new HTML page and entry point, chunks split
// by splitChunks that no page loads, a script in <body> before the bundle (umi.js), `Invalid Host header` through a
// domain set in the hosts file, Vue CLI's `after: require('./mock/mock-server.js')`, a micro-frontend sub-app whose
// extracted CSS never reaches the page, and Vite's `Failed to resolve import "@ui/icons"` with tsconfig paths. Each
// runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
//
// Resting on other sources, not run here:
// - config/server/html-fallback: Nginx's `try_files $uri $uri.html /index.html;` is Nginx's documentation; the plain
//   static host is played by staticHost of topics-support.ts (a file, else 404).
// - config/dev/setup-middlewares: that webpack-dev-server (which Vue CLI installs) depends on Express is its package.json.
// - config/html/template: `Child compilation failed: Entry module not found: Error: Cannot resolve 'file' or
//   'directory' .../index.tpl.html` is html-webpack-plugin's message under webpack 1 (the report); webpack is not run.
// - config/dev/setup-middlewares: `devServer.after` of Vue CLI 4 (webpack-dev-server 3) called with Express's `app`,
//   and vue-element-admin's `mock/mock-server.js` exporting a function of that `app`, are that project's code and
//   webpack-dev-server 3's documentation. Express is not installed here: the app is played by a function with
//   Express's call shape, `app(req, res, next)` handing unmatched requests to `next`, with `app.get` registering a
//   route, as Express's documentation describes an app (a request handler that can be mounted as middleware).
// - config/output/inject-styles: qiankun (乾坤) is not installed; its main app is played by a page on another port
//   that runs the sub-app's scripts but not its <link> tags (microFrontendHost of topics-support.ts). That
//   mini-css-extract-plugin is webpack's plugin for extracting CSS files is its documentation.
// - guide/advanced/alias: that Vite prints `Failed to resolve import "…" from "…". Does the file exist?` and does not
//   read the `paths` of tsconfig.json without a plugin such as vite-tsconfig-paths (or resolve.alias) is Vite's
//   documentation ("Features: TypeScript" and resolve.alias) and the report; Vite is not run.
// - config/html/inject: that a classic script at the end of <body> runs before the deferred scripts of <head> is the
//   HTML specification (deferred scripts run once parsing is done); the run shows it in Chromium.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  ask,
  build,
  devServer,
  distFiles,
  microFrontendHost,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
  staticHost,
  visit,
} from './topics-support';

const browser = sharedBrowser();

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
const scripts = (html: string) => [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1].replace(/\.[0-9a-f]{8}\./, '.[hash].'));

// ---------------------------------------------------------------------------------------------------------
// config/server/html-fallback

test('config/server/html-fallback "pages of a multi-page app open only with .html, /about does not open about.html": rsbuild dev and rsbuild preview answer /about with about.html; a plain static host serving dist answers /about with 404 and /about.html with the page', async (t) => {
  const dir = project({
    'src/index.js': "document.title = 'home';\n",
    'src/about.js': "document.title = 'about';\n",
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', about: './src/about.js' } }, html: { title: ({ entryName }) => `page-${entryName}` } };\n",
  });
  const dev = await devServer(dir);
  try {
    assert.equal((await ask(dev.port, '/about')).page, 'page-about');
    assert.equal((await ask(dev.port, '/about.html')).page, 'page-about');
  } finally {
    await dev.stop();
  }
  build(dir);
  const preview = await previewServer(dir);
  try {
    assert.equal((await ask(preview.port, '/about')).page, 'page-about');
  } finally {
    await preview.stop();
  }
  const host = await staticHost(t, path.join(dir, 'dist'));
  assert.equal((await fetch(`${host}/about`)).status, 404);
  const page = await fetch(`${host}/about.html`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<title>page-about<\/title>/);
  // rsbuild dev cleans dist when it starts: the htmlFallback: false run comes last.
  fs.writeFileSync(
    path.join(dir, 'rsbuild.config.mjs'),
    "export default { source: { entry: { index: './src/index.js', about: './src/about.js' } }, html: { title: ({ entryName }) => `page-${entryName}` }, server: { htmlFallback: false } };\n",
  );
  const strict = await devServer(dir);
  try {
    assert.equal((await ask(strict.port, '/about')).page, 'page-about');
  } finally {
    await strict.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template, config/source/entry

test("config/html/template \"a template path that does not exist (Cannot resolve 'file' or 'directory' .../index.tpl.html)\": rsbuild build fails with Failed to resolve HTML template, please check if the file exists: and the absolute path, resolved from the project root; a file named index.tpl.html works as a template", () => {
  const wrong = project({
    'src/index.js': 'console.log(1);\n',
    'components/index.tpl.html': '<!doctype html><html><head></head><body><div id="tpl-marker"></div></body></html>\n',
    'rsbuild.config.mjs': "export default { html: { template: './index.tpl.html' } };\n",
  });
  const run = rsbuild(wrong, ['build']);
  assert.notEqual(run.code, 0);
  assert.ok(
    run.output.includes(`Failed to resolve HTML template, please check if the file exists: ${fs.realpathSync(wrong)}/index.tpl.html`) ||
      run.output.includes(`Failed to resolve HTML template, please check if the file exists: ${wrong}/index.tpl.html`),
    run.output,
  );
  fs.writeFileSync(path.join(wrong, 'rsbuild.config.mjs'), "export default { html: { template: './components/index.tpl.html' } };\n");
  build(wrong);
  const html = read(wrong, 'index.html');
  assert.match(html, /id="tpl-marker"/);
  assert.deepEqual(scripts(html), ['/static/js/index.[hash].js']);
});

test('config/source/entry "add a new HTML file and a new entry point": a new key in source.entry gives a new HTML file named after it, loading only its own script; html.template as a function of entryName gives it its own HTML file', () => {
  const dir = project({
    'src/index.js': 'console.log(1);\n',
    'src/contact.js': 'console.log(2);\n',
    'contact.html': '<!doctype html><html><head></head><body><form id="contact-form"></form></body></html>\n',
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', contact: './src/contact.js' } }, html: { template: ({ entryName }) => (entryName === 'contact' ? './contact.html' : undefined) } };\n",
  });
  build(dir);
  const files = distFiles(dir).filter((f) => f.endsWith('.html'));
  assert.deepEqual(files, ['contact.html', 'index.html']);
  assert.deepEqual(scripts(read(dir, 'contact.html')), ['/static/js/contact.[hash].js']);
  assert.match(read(dir, 'contact.html'), /id="contact-form"/);
  assert.deepEqual(scripts(read(dir, 'index.html')), ['/static/js/index.[hash].js']);
  assert.doesNotMatch(read(dir, 'index.html'), /contact-form/);
});

test('config/source/entry "multi-page: chunks split by splitChunks are not injected into the HTML pages": with a cache group (chunkSplit strategy custom) or forceSplitting, each page gets a <script> for the split chunk, before its own entry script, without a chunks list; a chunk of a dynamic import() gets no <script>', () => {
  const shared = `export const big = ${JSON.stringify('shared '.repeat(4000))};\n`;
  const files = {
    'src/shared/util.js': shared,
    'src/a.js': "import { big } from './shared/util.js';\nconsole.log('a', big.length);\nimport('./lazy.js');\n",
    'src/b.js': "import { big } from './shared/util.js';\nconsole.log('b', big.length);\n",
    'src/lazy.js': `console.log(${JSON.stringify('lazy '.repeat(4000))});\n`,
  };
  const custom = project({
    ...files,
    'rsbuild.config.mjs': `export default {
  source: { entry: { a: './src/a.js', b: './src/b.js' } },
  performance: { chunkSplit: { strategy: 'custom', splitChunks: { cacheGroups: { common: { name: 'common', chunks: 'all', minChunks: 2, minSize: 0 } } } } },
};\n`,
  });
  build(custom);
  assert.deepEqual(scripts(read(custom, 'a.html')), ['/static/js/common.[hash].js', '/static/js/a.[hash].js']);
  assert.deepEqual(scripts(read(custom, 'b.html')), ['/static/js/common.[hash].js', '/static/js/b.[hash].js']);
  assert.ok(
    distFiles(custom).some((f) => /^static\/js\/async\/.+\.js$/.test(f)),
    distFiles(custom).join('\n'),
  );
  assert.doesNotMatch(read(custom, 'a.html'), /async/);

  const forced = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { entry: { a: './src/a.js', b: './src/b.js' } }, performance: { chunkSplit: { forceSplitting: { shared: /src[\\\\/]shared/ } } } };\n",
  });
  build(forced);
  assert.ok(scripts(read(forced, 'a.html')).includes('/static/js/shared.[hash].js'), read(forced, 'a.html'));
  assert.ok(scripts(read(forced, 'b.html')).includes('/static/js/shared.[hash].js'), read(forced, 'b.html'));
  assert.equal(scripts(read(forced, 'a.html')).at(-1), '/static/js/a.[hash].js');
});

// ---------------------------------------------------------------------------------------------------------
// config/html/inject

test("config/html/inject \"a script not in <head> but before the bundle (umi.js)\": with inject: 'body' a html.tags script with head: false, append: false is in <body> right before the build's scripts and runs first; with the default inject (head, defer) a head: false script at the end of <body> still runs before the deferred bundle", async () => {
  const files = {
    'src/index.js': "window.order = (window.order || []).concat('bundle');\n",
    'public/before.js': "window.order = (window.order || []).concat('before');\n",
  };
  const tag = "{ tag: 'script', attrs: { src: '/before.js' }, head: false, append: false }";
  const body = project({ ...files, 'rsbuild.config.mjs': `export default { html: { inject: 'body', tags: [${tag}] } };\n` });
  build(body);
  const html = read(body, 'index.html');
  const inBody = html.slice(html.indexOf('<body'));
  assert.doesNotMatch(html.slice(0, html.indexOf('<body')), /<script/);
  assert.deepEqual(scripts(inBody), ['/before.js', '/static/js/index.[hash].js']);
  const seenBody = await visit(browser(), await serveOnce(body), () => (window as unknown as { order: string[] }).order);
  assert.deepEqual(seenBody.value, ['before', 'bundle']);

  const head = project({
    ...files,
    'rsbuild.config.mjs': "export default { html: { tags: [{ tag: 'script', attrs: { src: '/before.js' }, head: false }] } };\n",
  });
  build(head);
  const headHtml = read(head, 'index.html');
  assert.match(headHtml.slice(0, headHtml.indexOf('<body')), /<script defer[^>]* src="\/static\/js\/index\.[0-9a-f]{8}\.js"/);
  assert.ok(headHtml.indexOf('/before.js') > headHtml.indexOf('<body'));
  const seenHead = await visit(browser(), await serveOnce(head), () => (window as unknown as { order: string[] }).order);
  assert.deepEqual(seenHead.value, ['before', 'bundle']);
});

const previews: Array<() => Promise<void>> = [];
/** Serves a built project with rsbuild preview until the file's tests end; returns its page URL. */
async function serveOnce(dir: string): Promise<string> {
  const server = await previewServer(dir);
  previews.push(server.stop);
  return `${server.url}/`;
}
test.after(async () => {
  for (const stop of previews) await stop();
});

// ---------------------------------------------------------------------------------------------------------
// config/server/host

test('config/server/host "Invalid Host header through a domain mapped in the hosts file or a proxy": rsbuild dev answers a page request whose Host header is another name (dev.example.test) with the page, status 200', async () => {
  const dir = project({ 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': "export default { html: { title: 'page-index' } };\n" });
  const dev = await devServer(dir);
  try {
    for (const host of ['dev.example.test', 'dev.example.test:80', 'my-app.local']) {
      const answer = await ask(dev.port, '/', { headers: { host } });
      assert.deepEqual([answer.status, answer.page], [200, 'page-index'], host);
      assert.doesNotMatch(answer.text, /Invalid Host header/);
    }
  } finally {
    await dev.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/setup-middlewares

test("config/dev/setup-middlewares \"Vue CLI's devServer.after: require('./mock/mock-server.js') does not work\": devServer.after and dev.after in rsbuild.config are never called; an app (Express's call shape) given to the module and added with middlewares.unshift(app) answers the mock routes (GET and POST), and the page still loads", async () => {
  const mock = `module.exports = (app) => {
  app.get('/dev-api/user/info', (req, res) => { res.setHeader('Content-Type', 'application/json'); res.end(JSON.stringify({ code: 20000, name: 'admin' })); });
  app.post('/dev-api/user/login', (req, res) => { res.setHeader('Content-Type', 'application/json'); res.end(JSON.stringify({ code: 20000, token: 'admin-token' })); });
  require('fs').writeFileSync(require('path').join(__dirname, 'called.txt'), 'yes');
};\n`;
  // An express()-like app: a (req, res, next) handler whose unmatched requests go to next.
  const fakeExpress = `module.exports = () => {
  const routes = [];
  const app = (req, res, next) => {
    const route = routes.find((r) => r.method === req.method && r.path === req.url.split('?')[0]);
    if (route) return route.handler(req, res, next);
    next();
  };
  app.get = (p, handler) => routes.push({ method: 'GET', path: p, handler });
  app.post = (p, handler) => routes.push({ method: 'POST', path: p, handler });
  app.use = () => {};
  return app;
};\n`;
  const ignored = project({
    'src/index.js': 'console.log(1);\n',
    'mock/mock-server.js': mock,
    'rsbuild.config.cjs':
      "module.exports = { devServer: { after: require('./mock/mock-server.js') }, dev: { after: require('./mock/mock-server.js') } };\n",
  });
  let dev = await devServer(ignored);
  try {
    assert.equal((await ask(dev.port, '/dev-api/user/info', { client: 'json' })).status, 404);
    assert.match((await ask(dev.port, '/dev-api/user/info', { client: 'fetch' })).text, /<div id="root">/);
    assert.doesNotMatch(dev.log(), /after|unknown|warn/i);
    assert.equal(fs.existsSync(path.join(ignored, 'mock/called.txt')), false);
  } finally {
    await dev.stop();
  }

  const moved = project({
    'src/index.js': 'console.log(1);\n',
    'mock/mock-server.js': mock,
    'express.js': fakeExpress,
    'rsbuild.config.cjs': `const express = require('./express.js');
module.exports = {
  html: { title: 'page-index' },
  dev: {
    setupMiddlewares: [
      (middlewares) => {
        const app = express();
        require('./mock/mock-server.js')(app);
        middlewares.unshift(app);
      },
    ],
  },
};\n`,
  });
  dev = await devServer(moved);
  try {
    const info = await ask(dev.port, '/dev-api/user/info', { client: 'fetch' });
    assert.deepEqual([info.status, JSON.parse(info.text).name], [200, 'admin']);
    const login = await ask(dev.port, '/dev-api/user/login', { client: 'json', method: 'POST', body: '{}' });
    assert.deepEqual([login.status, JSON.parse(login.text).token], [200, 'admin-token']);
    assert.equal((await ask(dev.port, '/')).page, 'page-index');
  } finally {
    await dev.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/inject-styles

test('config/output/inject-styles "a sub-app whose extracted CSS is not inserted into the page (micro-frontend, mini-css-extract-plugin)": a main app that runs only the sub-app\'s scripts gets none of its extracted CSS; with injectStyles: true the script inserts the styles as <style> and they apply', async (t) => {
  const files = {
    'src/index.js':
      "import './index.css';\nconst p = document.createElement('p');\np.id = 'sub';\np.textContent = 'sub';\ndocument.body.appendChild(p);\n",
    'src/index.css': '#sub { color: rgb(255, 0, 0); }\n',
  };
  const look = async (config: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': config });
    build(dir);
    const preview = await previewServer(dir);
    try {
      const main = await microFrontendHost(preview.url, 'localhost', t);
      const seenPage = await visit(browser(), `${main}/`, () => ({
        color: getComputedStyle(document.querySelector('#sub') as Element).color,
        styles: document.querySelectorAll('style').length,
      }));
      return { files: distFiles(dir), ...seenPage.value };
    } finally {
      await preview.stop();
    }
  };
  const extracted = await look('export default {};\n');
  assert.ok(extracted.files.some((f) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(f)));
  assert.deepEqual([extracted.color, extracted.styles], ['rgb(0, 0, 0)', 0]);
  const injected = await look('export default { output: { injectStyles: true } };\n');
  assert.ok(!injected.files.some((f) => f.endsWith('.css')), injected.files.join('\n'));
  assert.equal(injected.color, 'rgb(255, 0, 0)');
  assert.ok(injected.styles >= 1);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/alias

test('guide/advanced/alias "Vite: Failed to resolve import \\"@ui/icons\\" ... Does the file exist? with tsconfig paths": rsbuild build resolves @ui/icons from "@ui/*" in tsconfig.json paths (with and without baseUrl), no plugin and no source.alias', () => {
  for (const compilerOptions of [{ baseUrl: '.', paths: { '@ui/*': ['src/ui/*'] } }, { paths: { '@ui/*': ['./src/ui/*'] } }]) {
    const dir = project({
      'tsconfig.json': JSON.stringify({ compilerOptions }),
      'src/ui/icons.ts': "export const icon = 'ICON-MARKER';\n",
      'src/components/Navbar.ts': "import { icon } from '@ui/icons';\nexport const navbar = icon;\n",
      'src/index.ts': "import { navbar } from './components/Navbar';\nconsole.log(navbar);\n",
    });
    build(dir);
    const js = distFiles(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => read(dir, f))
      .join('\n');
    assert.match(js, /ICON-MARKER/);
    fs.rmSync(path.join(dir, 'tsconfig.json'));
    const failed = rsbuild(dir, ['build']);
    assert.notEqual(failed.code, 0);
    assert.match(failed.output, /Can't resolve '@ui\/icons'/);
  }
});
