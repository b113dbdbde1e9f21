// Facts behind the seventeenth round's (a) items, as readers describe the problem: rsbuild dev and rsbuild preview
// "giving 404" because another program holds the port, "Cannot GET /my-account" and a 404 after F5 in production
// (nginx try_files), the misspelt htmlwebpackPlugin in a template, process.env in a template, an external <script>
// on every page without an index.html of one's own, and replacing the favicon with a favicon.png. Each runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project). Items resting on other sources are noted here:
//
// - "HtmlRspackPlugin: failed to render template from string: ReferenceError: process is not defined" is the wording
//   of the HTML plugin built into later Rspack releases (Rust, templates rendered without Node.js globals; Rspack
//   issues 7926 and 10646); 0.5.9 renders templates with html-rspack-plugin 5.6.2 (JavaScript), whose message is
//   "Template execution failed: ReferenceError: process is not defined" (run below).
// - "Cannot GET /my-account" is the 404 page of Express (finalhandler), used by webpack-dev-server and Create React
//   App's dev server; that the 0.5.9 dev server and preview server never answer with it is run below.
//   An Express server serving dist/ with express.static answers a path with no file the same way, and a last
//   catch-all route that sends index.html fixes it (Express documentation, not run here).
// - nginx's try_files $uri $uri/ /index.html answers a path with no file with index.html (nginx documentation); the
//   run below stands in a small static host that does the same (staticHost with fallback), and one that does not.
// - Browsers choose among several <link rel="icon"> elements themselves; the page only says that both stay.
//
// Facts run by earlier files, not again here:
// - config/server/port: a server on ::1 only is not seen by the port check (common-problems-round13a.test.ts).
// - config/server/strict-port: 'Port "<port>" is occupied, please choose another one.' in dev and preview
//   (server-listen.test.ts).
// - config/html/template-parameters: an undeclared variable stops the build at the first one (round 11b).
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { startCli } from './lib/rsbuild';
import { build, devServer, distFiles, distText, freePort, previewServer, project, rsbuild, staticHost } from './topics-support';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const app = { 'src/index.js': "document.body.dataset.app = 'yes';\n" };

// ---------------------------------------------------------------------------------------------------------
// config/server/port + config/server/strict-port

test('config/server/port "rsbuild dev and rsbuild preview give 404": another program on the port (0.0.0.0) answers 404; Rsbuild prints "Port <p> is in use, using port <p+1>." and a Local URL with <p+1>; the old address still gets the other program\'s 404, the printed one the page', async () => {
  const dir = project(app);
  for (const command of ['dev', 'preview']) {
    // the dev server empties dist/ when it starts: build for preview after it
    if (command === 'preview') build(dir);
    const port = await freePort();
    const other = http.createServer((_req, res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found'));
    await new Promise<void>((resolve) => other.listen({ host: '0.0.0.0', port }, resolve));
    const cli = startCli([command, '--port', String(port)], { cwd: dir });
    try {
      await cli.waitFor(new RegExp(`> Local:\\s+http://localhost:${port + 1}/`));
      // as a reader does: open the page once the first compilation is done
      if (command === 'dev') await cli.waitFor(/ready\s+Client compiled/);
      assert.match(cli.output(), new RegExp(`Port ${port} is in use, using port ${port + 1}\\.`), command);
      const old = await fetch(`http://localhost:${port}/`, { headers: HTML });
      assert.deepEqual([old.status, await old.text()], [404, 'Not Found'], command);
      const printed = await fetch(`http://localhost:${port + 1}/`, { headers: HTML });
      assert.equal(printed.status, 200, command);
      assert.match(await printed.text(), /<div id="root"><\/div>/, command);
    } finally {
      await cli.stop();
      other.closeAllConnections();
      other.close();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/server/history-api-fallback + config/server/html-fallback

test('config/server/history-api-fallback "Cannot GET /my-account, 404 after F5 in production": rsbuild dev and rsbuild preview answer /my-account with index.html (200, no Cannot GET); the built dist/ holds no my-account file; a static host gives 404 for it unless it falls back to index.html as try_files does', async (t) => {
  const dir = project(app);
  for (const start of [devServer, async (d: string) => (build(d), previewServer(d))]) {
    const server = await start(dir);
    try {
      const r = await fetch(`${server.url}/my-account`, { headers: HTML });
      assert.equal(r.status, 200);
      const body = await r.text();
      assert.match(body, /<div id="root"><\/div>/);
      assert.doesNotMatch(body, /Cannot GET/);
    } finally {
      await server.stop();
    }
  }
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => !f.startsWith('static/')),
    ['index.html'],
  );
  const dist = path.join(dir, 'dist');
  const plain = await staticHost(t, dist);
  assert.equal((await fetch(`${plain}/my-account`, { headers: HTML })).status, 404);
  const tryFiles = await staticHost(t, dist, { fallback: true });
  const r = await fetch(`${tryFiles}/my-account`, { headers: HTML });
  assert.equal(r.status, 200);
  assert.match(await r.text(), /<div id="root"><\/div>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/template-parameters + config/html/title

const template = (head: string) => `<!doctype html><html><head>${head}</head><body><div id="<%= mountId %>"></div></body></html>\n`;

test('config/html/template-parameters "Template execution failed: ReferenceError: htmlwebpackPlugin is not defined": the variable is case-sensitive; htmlwebpackPlugin (lower-case w) stops rsbuild build and fails rsbuild dev with that message, htmlWebpackPlugin.options.title prints the title', async () => {
  const config = "export default { html: { template: './index.html', title: 'My shop' } };\n";
  const wrong = project({
    ...app,
    'index.html': template('<title><%= htmlwebpackPlugin.options.title %></title>'),
    'rsbuild.config.mjs': config,
  });
  const run = rsbuild(wrong, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Error: Template execution failed: ReferenceError: htmlwebpackPlugin is not defined/);
  const cli = startCli(['dev', '--port', String(await freePort())], { cwd: wrong });
  try {
    await cli.waitFor(/Template execution failed: ReferenceError: htmlwebpackPlugin is not defined/);
  } finally {
    await cli.stop();
  }
  const right = project({
    ...app,
    'index.html': template('<title><%= htmlWebpackPlugin.options.title %></title>'),
    'rsbuild.config.mjs': config,
  });
  build(right);
  assert.match(distText(right, /^index\.html$/), /<title>My shop<\/title>/);
});

test('config/html/template-parameters "ReferenceError: process is not defined in the template": <%= process.env.APP_TITLE %> stops rsbuild build and fails rsbuild dev with Template execution failed: ReferenceError: process is not defined; the value passed through templateParameters (read from .env) prints', async () => {
  const wrong = project({
    ...app,
    'index.html': template('<title><%= process.env.APP_TITLE %></title>'),
    '.env': 'APP_TITLE=Acme\n',
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  });
  const run = rsbuild(wrong, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Error: Template execution failed: ReferenceError: process is not defined/);
  const cli = startCli(['dev', '--port', String(await freePort())], { cwd: wrong });
  try {
    await cli.waitFor(/Template execution failed: ReferenceError: process is not defined/);
  } finally {
    await cli.stop();
  }
  const right = project({
    ...app,
    'index.html': template('<title><%= appTitle %></title>'),
    '.env': 'APP_TITLE=Acme\n',
    'rsbuild.config.mjs':
      "export default { html: { template: './index.html', templateParameters: { appTitle: process.env.APP_TITLE } } };\n",
  });
  build(right);
  assert.match(distText(right, /^index\.html$/), /<title>Acme<\/title>/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/tags + config/html/template

test('config/html/tags "an external <script> without an index.html, once on every page": with no template and two entries, one html.tags item puts the script once into each page, before the bundle; the same <script> written in a template and in html.tags appears twice', () => {
  const tag = "{ tag: 'script', attrs: { src: 'https://cdn.example.com/lib.js' }, head: true, append: false }";
  const dir = project({
    'src/index.js': "document.title = 'home';\n",
    'src/admin.js': "document.title = 'admin';\n",
    'rsbuild.config.mjs': `export default { source: { entry: { index: './src/index.js', admin: './src/admin.js' } }, html: { tags: [${tag}] } };\n`,
  });
  build(dir);
  for (const page of ['index', 'admin']) {
    const html = distText(dir, new RegExp(`^${page}\\.html$`));
    assert.equal(html.split('https://cdn.example.com/lib.js').length - 1, 1, page);
    assert.ok(html.indexOf('cdn.example.com/lib.js') < html.indexOf(`static/js/${page}.`), page);
  }
  const both = project({
    ...app,
    'index.html': template('<title>t</title><script src="https://cdn.example.com/lib.js"></script>'),
    'rsbuild.config.mjs': `export default { html: { template: './index.html', tags: [${tag}] } };\n`,
  });
  build(both);
  assert.equal(distText(both, /^index\.html$/).split('https://cdn.example.com/lib.js').length - 1, 2);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/favicon

test('config/html/favicon "change the default favicon to a favicon.png": without the option the page links no icon; favicon: ./src/assets/favicon.png copies dist/favicon.png and links <link rel="icon" href="/favicon.png">; a template\'s own <link rel="icon"> stays next to it', () => {
  const none = project(app);
  build(none);
  assert.doesNotMatch(distText(none, /^index\.html$/), /rel="icon"/);
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const dir = project({
    ...app,
    'src/assets/favicon.png': png,
    'index.html': template('<link rel="icon" href="/old.ico"><title>t</title>'),
    'rsbuild.config.mjs': "export default { html: { template: './index.html', favicon: './src/assets/favicon.png' } };\n",
  });
  build(dir);
  assert.ok(distFiles(dir).includes('favicon.png'));
  const html = distText(dir, /^index\.html$/);
  assert.match(html, /<link rel="icon" href="\/favicon\.png">/);
  assert.match(html, /<link rel="icon" href="\/old\.ico">/);
});
