// Facts behind the fifth round's (b) "Common problems" items, as readers coming from webpack, webpack-dev-server,
// Vue CLI and Babel describe the problem: babel-plugin-import without a .babelrc, the whole of lodash in the
// bundle, a style function for on-demand component styles, Less's "Inline JavaScript is not enabled", CORS
// errors of a micro-frontend sub-app, webpack-dev-server's before / after hooks, and "Buffer is not defined" in
// the browser. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, sharedBrowser, listen, previewServer, project, rsbuild } from './topics-support';

const browser = sharedBrowser();

type Reply = { status?: number; headers: http.IncomingHttpHeaders; body: string };
function request(url: string, options: http.RequestOptions = {}, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A page on another origin, as a micro-frontend main app: listens until the test ends. */
async function mainApp(t: { after: (fn: () => void) => void }): Promise<string> {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>main app</p>'));
  return `http://localhost:${await listen(server, t)}`;
}

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

/** The size in bytes of the emitted JavaScript files whose name matches. */
function jsSize(dir: string, re: RegExp): number {
  return distFiles(dir)
    .filter((f) => f.endsWith('.js') && re.test(f))
    .reduce((sum, f) => sum + fs.statSync(path.join(dir, 'dist', f)).size, 0);
}

test('config/source/transform-import "import { cloneDeep } from \'lodash\' puts all of lodash in the bundle" + "a .babelrc with babel-plugin-import is not read": 71 kB of lodash, about 18 kB with the lodash item', () => {
  const src = "import { cloneDeep } from 'lodash';\nconsole.log(cloneDeep({ a: [1] }));\n";
  // What a webpack + Babel project brings along: Rsbuild 0.5.9 compiles with SWC and ignores the file.
  const babelrc = JSON.stringify({
    plugins: [['import', { libraryName: 'lodash', libraryDirectory: '', camelToDashComponentName: false }]],
  });
  const whole = project({ 'src/index.js': src, '.babelrc': babelrc }, { lodash: 'lodash' });
  build(whole);
  const wholeSize = jsSize(whole, /lib-lodash/);
  assert.ok(wholeSize > 65_000, `all of lodash: ${wholeSize}`);

  const item = project(
    {
      'src/index.js': src,
      'rsbuild.config.mjs':
        "export default { source: { transformImport: [{ libraryName: 'lodash', customName: 'lodash/{{ member }}' }] } };\n",
    },
    { lodash: 'lodash' },
  );
  build(item);
  const itemSize = jsSize(item, /lib-lodash/);
  assert.ok(itemSize > 10_000 && itemSize < 25_000, `cloneDeep and its helpers: ${itemSize}`);
});

test('config/source/transform-import "style as a function, as babel-plugin-import takes it, is ignored without an error: no component style is imported"; a template string imports it', () => {
  const lib = {
    'node_modules/vant/package.json': '{"name":"vant","version":"2.12.0","main":"lib/index.js"}',
    'node_modules/vant/lib/index.js': 'exports.Button = function () {}; console.log("WHOLE_VANT");',
    'node_modules/vant/es/button/index.js': 'export default function Button() { return "BUTTON"; }',
    'node_modules/vant/es/button/style/index.js': 'import "./index.css";',
    'node_modules/vant/es/button/style/index.css': '.van-button{color:red}',
    'src/index.js': 'import { Button } from "vant";\nconsole.log(Button());\n',
  };
  const run = (style: string): { code: number | null; css: string; whole: boolean } => {
    const dir = project({
      ...lib,
      'rsbuild.config.mjs': `export default { source: { transformImport: [{ libraryName: 'vant', libraryDirectory: 'es', style: ${style} }] } };\n`,
    });
    const { code } = rsbuild(dir, ['build']);
    return { code, css: distText(dir, /\.css$/).trim(), whole: distText(dir, /\.js$/).includes('WHOLE_VANT') };
  };
  assert.deepEqual(run('(name) => `${name}/style/index`'), { code: 0, css: '', whole: false });
  assert.deepEqual(run("'{{ member }}/style/index'"), { code: 0, css: '.van-button{color:red}', whole: false });
  assert.deepEqual(run('true'), { code: 0, css: '.van-button{color:red}', whole: false });
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/less

test('config/tools/less "Inline JavaScript is not enabled. Is it set in your options?": inline JavaScript compiles by default; a function that replaces lessOptions, or javascriptEnabled: false, fails with that error; spreading the options fixes it', () => {
  const files = {
    'src/index.js': "import './theme.less';\n",
    'src/theme.less': '@n: `1 + 1`;\n.box { width: ~"@{n}px"; }\n',
  };
  const withConfig = (config: string) => project({ ...files, 'rsbuild.config.mjs': `export default ${config};\n` });

  const byDefault = withConfig('{}');
  build(byDefault);
  assert.equal(distText(byDefault, /\.css$/).trim(), '.box{width:2px}');

  for (const config of [
    "{ tools: { less: (options) => { options.lessOptions = { math: 'always' }; } } }",
    '{ tools: { less: { lessOptions: { javascriptEnabled: false } } } }',
  ]) {
    const failed = rsbuild(withConfig(config), ['build']);
    assert.equal(failed.code, 1, failed.output);
    assert.match(failed.output, /│ @n: `1 \+ 1`;\n.*\n\s+│ Inline JavaScript is not enabled\. Is it set in your options\?\n/);
  }

  const fixed = withConfig("{ tools: { less: (options) => { options.lessOptions = { ...options.lessOptions, math: 'always' }; } } }");
  build(fixed);
  assert.equal(distText(fixed, /\.css$/).trim(), '.box{width:2px}');
});

// ---------------------------------------------------------------------------------------------------------
// config/server/headers

test('config/server/headers "blocked by CORS policy: No \'Access-Control-Allow-Origin\' header is present on the requested resource": the dev server answers a request with an Origin header with Access-Control-Allow-Origin: *; rsbuild preview and an unshift mock send none, and Chromium blocks them; server.headers lets it through', async (t) => {
  const origin = await mainApp(t);
  const mock =
    "middlewares.unshift((req, res, next) => { if (req.url === '/api/user') { res.setHeader('Content-Type', 'application/json'); res.end('{}'); return; } next(); })";
  const sub = project({
    'src/index.js': "console.log('sub app');\n",
    'rsbuild.config.mjs': `export default { dev: { setupMiddlewares: [(middlewares) => { ${mock}; }] } };\n`,
  });

  const fetchFrom = async (url: string): Promise<{ result: string; log: string[] }> => {
    const page = await browser().newPage();
    const log: string[] = [];
    page.on('console', (m) => log.push(m.text()));
    try {
      await page.goto(`${origin}/`);
      const result = await page.evaluate(
        (u) =>
          fetch(u).then(
            (r) => `${r.status}`,
            (e: Error) => e.name,
          ),
        url,
      );
      return { result, log };
    } finally {
      await page.close();
    }
  };
  const blocked = (log: string[], url: string): boolean =>
    log.some((l) =>
      l.includes(
        `Access to fetch at '${url}' from origin '${origin}' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.`,
      ),
    );

  const dev = await devServer(sub);
  try {
    for (const p of ['/', '/static/js/index.js']) {
      const reply = await request(`${dev.url}${p}`, { headers: { Origin: origin, Accept: 'text/html,*/*' } });
      assert.equal(reply.status, 200);
      assert.equal(reply.headers['access-control-allow-origin'], '*');
      assert.deepEqual(await fetchFrom(`${dev.url}${p}`), { result: '200', log: [] });
    }
    const mocked = await fetchFrom(`${dev.url}/api/user`);
    assert.equal(mocked.result, 'TypeError');
    assert.ok(blocked(mocked.log, `${dev.url}/api/user`), mocked.log.join('\n'));
  } finally {
    await dev.stop();
  }

  build(sub);
  const preview = await previewServer(sub);
  try {
    const plain = await fetchFrom(`${preview.url}/`);
    assert.equal(plain.result, 'TypeError');
    assert.ok(blocked(plain.log, `${preview.url}/`), plain.log.join('\n'));
  } finally {
    await preview.stop();
  }

  const allowed = project({
    'src/index.js': "console.log('sub app');\n",
    'rsbuild.config.mjs': `export default { server: { headers: { 'Access-Control-Allow-Origin': '${origin}' } } };\n`,
  });
  build(allowed);
  const withHeader = await previewServer(allowed);
  try {
    assert.deepEqual(await fetchFrom(`${withHeader.url}/`), { result: '200', log: [] });
  } finally {
    await withHeader.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/setup-middlewares

test('config/dev/setup-middlewares "webpack-dev-server\'s before (onBeforeSetupMiddleware) is unshift, after (onAfterSetupMiddleware) is push": unshift answers before the pages and files, push only gets what nothing else answered', async () => {
  const config = [
    'export default { dev: { setupMiddlewares: [(middlewares) => {',
    "  middlewares.unshift((req, res, next) => { if (req.url === '/api/users' || req.url === '/') { res.end('before ' + req.url); return; } next(); });",
    "  middlewares.push((req, res) => { res.end('after ' + req.method + ' ' + req.url); });",
    '}] } };',
    '',
  ].join('\n');
  const dir = project({ 'src/index.js': "console.log('app');\n", 'rsbuild.config.mjs': config });
  const server = await devServer(dir);
  try {
    const html = { Accept: 'text/html' };
    assert.equal((await request(`${server.url}/api/users`)).body, 'before /api/users');
    assert.equal((await request(`${server.url}/`, { headers: html })).body, 'before /', 'unshift runs before the page is served');
    assert.match((await request(`${server.url}/static/js/index.js`)).body, /console\.log\('app'\)|console\.log\("app"\)/);
    assert.equal((await request(`${server.url}/api/save`, { method: 'POST' }, '{}')).body, 'after POST /api/save');
    assert.equal((await request(`${server.url}/api/list`, { headers: { Accept: 'application/json' } })).body, 'after GET /api/list');
    // A GET that accepts HTML is answered by the HTML fallback before a push handler sees it.
    assert.match((await request(`${server.url}/api/list`, { headers: html })).body, /^<!doctype html>/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-node-polyfill

test('plugins/list/plugin-node-polyfill "Uncaught ReferenceError: Buffer is not defined" and "Uncaught ReferenceError: process is not defined": what Chromium reports for a 0.5.9 build without the plugin', async () => {
  const dir = project({
    'src/index.js': "document.body.dataset.encoded = Buffer.from('rsbuild').toString('base64');\n",
    'src/env.js': 'document.body.dataset.api = process.env.API_URL;\n',
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/index.js', env: './src/env.js' } } };\n",
  });
  build(dir);
  const server = await previewServer(dir);
  try {
    const uncaught = async (pathname: string): Promise<string[]> => {
      const page = await browser().newPage();
      const seen: string[] = [];
      try {
        const cdp = await page.context().newCDPSession(page);
        // What the DevTools console prints for an uncaught exception: the text, then the first line of the error.
        cdp.on('Runtime.exceptionThrown', (e) =>
          seen.push(`${e.exceptionDetails.text} ${(e.exceptionDetails.exception?.description ?? '').split('\n')[0]}`),
        );
        await cdp.send('Runtime.enable');
        await page.goto(`${server.url}${pathname}`);
        await page.waitForLoadState('load');
        await page.waitForTimeout(300);
        return seen;
      } finally {
        await page.close();
      }
    };
    assert.deepEqual(await uncaught('/'), ['Uncaught ReferenceError: Buffer is not defined']);
    assert.deepEqual(await uncaught('/env'), ['Uncaught ReferenceError: process is not defined']);
  } finally {
    await server.stop();
  }
});
