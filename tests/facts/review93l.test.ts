// Facts behind the third accuracy review of session 93 (slice l): config/server/compress,
// config/server/history-api-fallback, config/server/proxy, guide/basic/server and config/dev/write-to-disk, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - guide/basic/server, "Set the host": the page said that with `server.host: 'localhost'` "the preview server of
//   0.5.9 keeps printing the addresses of all interfaces". It prints `localhost` and each distinct IPv4 address of
//   os.networkInterfaces() only: startProdServer() calls getAddressUrls({ protocol, port }) without the host
//   (core/src/server/prodServer.ts 192-193), which walks getIpv4Interfaces() (shared/src/url.ts 45-63, 126-152); an
//   interface that has only an IPv6 address is not printed. Now: "keeps printing `localhost` and every IPv4 address of
//   the machine" (the wording config/server/host took in review92q). Run: rsbuild.preview() with host 'localhost' and
//   os.networkInterfaces() answering loopback, an interface with an IPv4 and an IPv6 address and an IPv6-only one.
// - guide/basic/server, "Client-side routing and page fallback": the page said that historyApiFallback's "rewrites
//   only take effect when `htmlFallback` is `false`, because the HTML fallback runs first". The HTML fallback only
//   answers with the root index.html when the output has one (getHtmlFallbackMiddleware checks
//   `existsSync(join(distPath, 'index.html'))`, core/src/server/middlewares.ts 168-172) and otherwise passes the request
//   on to connect-history-api-fallback (core/src/server/getDevMiddlewares.ts 147-168): with entries `main` and `admin`
//   and htmlFallback left at 'index', the rewrites and `index` apply. Now: "the HTML fallback runs first: while the
//   output has an `index.html` at its root, it answers unknown page paths with that file before the rewrites are
//   tried, so set `htmlFallback` to `false`". Runs: rsbuild dev on both projects (with and without an index entry).
// - guide/basic/server, "The two servers at a glance", table row "`server.*` options": the preview server was said to
//   read them all ("Yes"). It never reads server.publicDir: RsbuildProdServer serves output.distPath.root with sirv and
//   otherwise uses headers, proxy, historyApiFallback, compress and htmlFallback (core/src/server/prodServer.ts
//   50-138); the public folder reaches it only as the copy rsbuild build makes (core/src/plugins/server.ts, onBeforeBuild).
//   Now: "Yes, except `server.publicDir`". Runs: rsbuild build, rsbuild preview and rsbuild dev on a project whose
//   publicDir is `static` with copyOnBuild false: preview answers /robots.txt with index.html, dev with the file.
// - config/server/history-api-fallback, "A page reload returns 404 after the build, only on URLs with dots": the page
//   said, of the default settings, that "`rsbuild preview` leaves a path that looks like a file to its file server".
//   The preview server strips output.assetPrefix ('/' by default) from the URL before sirv sees it
//   (core/src/server/prodServer.ts 123-133), and sirv's `single` fallback skips only paths that match
//   /[/]([A-Za-z\s\d~$._-]+\.\w+){1,}$/, which needs a slash before the dotted part: `/search/192.168.1.0` becomes
//   `search/192.168.1.0` and is left alone (404), `/john.doe` becomes `john.doe` and gets index.html. Now: "except a
//   one-segment path such as `/john.doe`, which gets `index.html`". Runs: rsbuild build and rsbuild preview.
// - config/server/compress, Common problems, "how do I use gzip in development?": "`rsbuild dev` sends the JavaScript
//   with `Content-Encoding: gzip`" (zh: "返回的 JS 都带", all the JS). Scripts under http-compression's 1024-byte threshold
//   are sent as they are (core/src/server/getDevMiddlewares.ts 68-78, the threshold of compiled/http-compression): a
//   lazily imported module's chunk of a few hundred bytes comes uncompressed. Now: "sends every script of 1024 bytes or
//   more, the bundle included, with `Content-Encoding: gzip`". Run: rsbuild dev (writeToDisk on, to list the chunks).
// - config/server/proxy, "How requests are matched": "**Functions** (array and single-rule forms only) receive the
//   path ...". In the object map forms formatProxyOptions() sets `context` to the key and then Object.assign()s the
//   entry's options over it (core/src/server/proxy.ts 21-31), so a `context` function in the options replaces the key
//   (ProxyDetail allows it: shared/src/types/config/server.ts 11-18). Now: "**Functions** receive the path and the
//   request ...; in the object map forms, a `context` in an entry's options replaces its key." Run: rsbuild dev with
//   `{ '/ignored': { target, context: (pathname) => pathname.startsWith('/fn/') } }` forwards /fn/users to the back
//   end and leaves /ignored/users to the dev server.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { ask, build, devServer, distFiles, freePort, listen, pageSays, previewServer, probe, project } from './topics-support';

test('guide/basic/server "The preview server of 0.5.9 keeps printing `localhost` and every IPv4 address of the machine": with host localhost, rsbuild preview prints localhost and the IPv4 addresses, not an IPv6-only interface', async () => {
  pageSays(
    'guide/basic/server',
    {
      en: 'The preview server of 0.5.9 keeps printing `localhost` and every IPv4 address of the machine, although only the configured host answers.',
      zh: '0.5.9 的预览服务器仍然会打印 `localhost` 和本机所有 IPv4 地址，但只有所配置的主机能够访问。',
    },
    {
      en: 'keeps printing the addresses of all interfaces',
      zh: '仍然会打印所有网络接口的地址',
    },
  );
  const port = await freePort();
  const { output, result } = await probe(
    { 'src/index.js': "console.log('preview');\n", 'dist/index.html': '<!doctype html><p>preview</p>\n' },
    `import os from 'node:os';
const v4 = (address, internal = false) => ({ address, netmask: '255.255.255.0', family: 'IPv4', mac: '00:00:00:00:00:01', internal, cidr: address + '/24' });
const v6 = (address) => ({ address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '00:00:00:00:00:01', internal: false, cidr: address + '/64', scopeid: 0 });
os.networkInterfaces = () => ({
  lo: [v4('127.0.0.1', true)],
  eth0: [v4('192.0.2.30'), v6('2001:db8::30')],
  tun0: [v6('2001:db8:1::31')],
});
const { createRsbuild } = await import('@rsbuild/core');
const rsbuild = await createRsbuild({ cwd: process.cwd(), rsbuildConfig: { server: { host: 'localhost', port: ${port} } } });
const { urls, server } = await rsbuild.preview();
const page = await (await fetch('http://localhost:${port}/')).text();
await server.close();
report({ urls, page });
process.exit(0);`,
  );
  assert.deepEqual(
    result,
    { urls: [`http://localhost:${port}`, `http://192.0.2.30:${port}`], page: '<!doctype html><p>preview</p>\n' },
    output,
  );
  const lines = output.split('\n').filter((l) => l.includes('> '));
  assert.deepEqual(
    lines.map((l) => l.trim().replace(/ +/g, ' ')),
    [`> Local: http://localhost:${port}/`, `> Network: http://192.0.2.30:${port}/`],
    output,
  );
  assert.ok(!output.includes('2001:db8'), output);
});

test('guide/basic/server "while the output has an `index.html` at its root, it answers unknown page paths with that file before the rewrites are tried": without an index entry the rewrites apply with htmlFallback left at index, with one they do not', async () => {
  pageSays(
    'guide/basic/server',
    {
      en: 'In 0.5.9 the HTML fallback runs first: while the output has an `index.html` at its root, it answers unknown page paths with that file before the rewrites are tried, so set `htmlFallback` to `false`:',
      zh: '在 0.5.9 中，HTML 回退会先执行：只要产物根目录下有 `index.html`，它就会在尝试重写规则之前用这个文件响应未知的页面路径，因此请将 `htmlFallback` 设为 `false`：',
    },
    {
      en: 'its rewrites only take effect when `htmlFallback` is `false`',
      zh: '它的重写规则只有在 `htmlFallback` 为 `false` 时才会生效',
    },
  );
  const config = (entries: string[], index?: string) => `export default {
  source: { entry: { ${entries.map((e) => `${e}: './src/${e}.js'`).join(', ')} } },
  html: { title: ({ entryName }) => 'page-' + entryName },
  server: { historyApiFallback: { ${index ? `index: '${index}', ` : ''}rewrites: [{ from: /^\\/admin/, to: '/admin.html' }] } },
};
`;
  const files = (entries: string[], index?: string) =>
    Object.fromEntries([['rsbuild.config.mjs', config(entries, index)], ...entries.map((e) => [`src/${e}.js`, `console.log('${e}');\n`])]);
  // No index.html in the output: the HTML fallback passes, the rewrites and `index` answer.
  const noIndex = await devServer(project(files(['main', 'admin'], '/main.html')));
  try {
    const admin = await ask(noIndex.port, '/admin/users/42');
    const settings = await ask(noIndex.port, '/settings');
    assert.deepEqual([admin.status, admin.page, settings.status, settings.page], [200, 'page-admin', 200, 'page-main'], noIndex.log());
  } finally {
    await noIndex.stop();
  }
  // An index.html in the output: the HTML fallback answers /admin/users/42 with it, the rule is never tried.
  const withIndex = await devServer(project(files(['index', 'admin'])));
  try {
    const admin = await ask(withIndex.port, '/admin/users/42');
    assert.deepEqual([admin.status, admin.page], [200, 'page-index'], withIndex.log());
  } finally {
    await withIndex.stop();
  }
});

test('guide/basic/server "`server.*` options | Yes | Yes, except `server.publicDir`": rsbuild preview does not serve the folder server.publicDir names, rsbuild dev does', async () => {
  pageSays(
    'guide/basic/server',
    {
      en: '| `server.*` options | Yes | Yes, except `server.publicDir` |',
      zh: '| `server.*` 选项 | 支持 | 支持（`server.publicDir` 除外） |',
    },
    { en: '| `server.*` options | Yes | Yes |', zh: '| `server.*` 选项 | 支持 | 支持 |' },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { server: { publicDir: { name: 'static', copyOnBuild: false } } };\n",
    'src/index.js': "console.log('public');\n",
    'static/robots.txt': 'User-agent: *\n',
  });
  const built = build(dir);
  assert.equal(built.code, 0, built.output);
  const preview = await previewServer(dir);
  try {
    const robots = await ask(preview.port, '/robots.txt', { client: 'fetch' });
    // Not the file: the HTML fallback's index.html (a top-level path reaches sirv without its leading slash, since
    // the preview server strips output.assetPrefix, '/' by default, prodServer.ts 123-133, so `single` serves it).
    assert.deepEqual([robots.status, robots.text.startsWith('<!doctype html>')], [200, true], `${robots.text}\n${preview.log()}`);
  } finally {
    await preview.stop();
  }
  const dev = await devServer(dir);
  try {
    const robots = await ask(dev.port, '/robots.txt', { client: 'fetch' });
    assert.deepEqual([robots.status, robots.text], [200, 'User-agent: *\n'], dev.log());
  } finally {
    await dev.stop();
  }
});

test('config/server/history-api-fallback "except a one-segment path such as `/john.doe`, which gets `index.html`": with the defaults, rsbuild preview answers /search/192.168.1.0 and /user/john.doe with 404 and /john.doe with index.html', async () => {
  pageSays(
    'config/server/history-api-fallback',
    {
      en: '`rsbuild preview` leaves a path that looks like a file to its file server, except a one-segment path such as `/john.doe`, which gets `index.html`.',
      zh: '`rsbuild preview` 会把看起来像文件的路径交给它的静态文件服务处理，只有一段的路径除外（如 `/john.doe` 会得到 `index.html`）。',
    },
    {
      en: '`rsbuild preview` leaves a path that looks like a file to its file server.',
      zh: '`rsbuild preview` 会把看起来像文件的路径交给它的静态文件服务处理。',
    },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { html: { title: 'page-index' } };\n",
    'src/index.js': "console.log('dots');\n",
  });
  const built = build(dir);
  assert.equal(built.code, 0, built.output);
  const preview = await previewServer(dir);
  try {
    const answers: Record<string, [number, string | null]> = {};
    for (const path of ['/search/192.168.1.0', '/user/john.doe', '/john.doe']) {
      const answer = await ask(preview.port, path);
      answers[path] = [answer.status, answer.page];
    }
    assert.deepEqual(
      answers,
      // connect's own 404 page (title "Error", "Cannot GET ...") for the two left to the file server
      { '/search/192.168.1.0': [404, 'Error'], '/user/john.doe': [404, 'Error'], '/john.doe': [200, 'page-index'] },
      preview.log(),
    );
  } finally {
    await preview.stop();
  }
});

test('config/server/compress "sends every script of 1024 bytes or more, the bundle included, with `Content-Encoding: gzip`": rsbuild dev gzips the entry script, not a small async chunk', async () => {
  pageSays(
    'config/server/compress',
    {
      en: '`rsbuild dev` sends every script of 1024 bytes or more, the bundle included, with `Content-Encoding: gzip`, which',
      zh: '`rsbuild dev` 返回的 1024 字节及以上的 JS（包括打包出的主脚本）都带 `Content-Encoding: gzip`，',
    },
    { en: '`rsbuild dev` sends the JavaScript with `Content-Encoding: gzip`', zh: '`rsbuild dev` 返回的 JS 都带' },
  );
  const dir = project({
    'rsbuild.config.mjs': 'export default { dev: { writeToDisk: true } };\n',
    'src/index.js': "import('./tiny.js').then((m) => console.log(m.default));\n",
    'src/tiny.js': "export default 'tiny';\n",
  });
  const server = await devServer(dir);
  try {
    const scripts = distFiles(dir).filter((f) => f.endsWith('.js'));
    assert.ok(scripts.includes('static/js/index.js') && scripts.includes('static/js/async/src_tiny_js.js'), scripts.join('\n'));
    const answers: Record<string, [number, string | undefined, boolean]> = {};
    for (const file of ['static/js/index.js', 'static/js/async/src_tiny_js.js']) {
      const answer = await ask(server.port, `/${file}`, { client: 'script', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      answers[file] = [answer.status, answer.headers['content-encoding'], answer.text.length >= 1024];
    }
    assert.deepEqual(
      answers,
      { 'static/js/index.js': [200, 'gzip', true], 'static/js/async/src_tiny_js.js': [200, undefined, false] },
      server.log(),
    );
  } finally {
    await server.stop();
  }
});

test('config/server/proxy "in the object map forms, a `context` in an entry\'s options replaces its key": a context function in a map entry decides what is forwarded', async (t) => {
  pageSays(
    'config/server/proxy',
    {
      en: "; in the object map forms, a `context` in an entry's options replaces its key.",
      zh: '；在对象映射写法中，选项里的 `context` 会取代该项的键。',
    },
    { en: '(array and single-rule forms only)', zh: '（仅限数组写法和单条规则写法）' },
  );
  const backend = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ backend: req.url }));
  });
  const backendPort = await listen(backend, t);
  const dir = project({
    'rsbuild.config.mjs': `export default {
  html: { title: 'page-index' },
  server: { proxy: { '/ignored': { target: 'http://localhost:${backendPort}', context: (pathname) => pathname.startsWith('/fn/') } } },
};
`,
    'src/index.js': "console.log('proxy');\n",
  });
  const server = await devServer(dir);
  try {
    const fn = await ask(server.port, '/fn/users', { client: 'fetch' });
    const key = await ask(server.port, '/ignored/users', { client: 'fetch' });
    assert.deepEqual([fn.status, fn.text, key.status, key.page], [200, '{"backend":"/fn/users"}', 200, 'page-index'], server.log());
  } finally {
    await server.stop();
  }
});
