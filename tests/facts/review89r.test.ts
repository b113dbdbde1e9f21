// Facts behind the second accuracy review of session 89 (slice r): config/server/https and config/dev/live-reload, in
// both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it (and no longer say what they said before).
//
// - config/server/https, https.cert: "put the intermediate certificates after your certificate in the same file or
//   array". The same file (one PEM chain) is right; an array is not: Node.js reads each element of `cert` as a whole
//   chain for a key of its own (one per key type), so an intermediate certificate given as the second element takes
//   the place of the leaf, and `rsbuild dev` prints `Failed to start dev server.` with `error:05800074:x509 certificate
//   routines::key values mismatch`. The test makes a root, an intermediate and a leaf certificate with openssl and
//   starts the dev server with both forms.
// - config/server/https, https.ca: "when the server also has to check client certificates (with requestCert: true)",
//   followed by an example with `rejectUnauthorized: false`. With that setting the server asks for a client
//   certificate and lets every connection through, with no certificate or one `ca` does not trust: nothing is
//   refused. Only without it (Node's default for a server that sets requestCert) is a client without a certificate
//   that `ca` trusts refused. The test runs the example's options, then the same without rejectUnauthorized.
// - config/server/https, "Coming from another tool: this is devServer.https in webpack and Vue CLI": webpack-dev-server
//   5.0.0 (February 2024, before Rsbuild 0.5.9) removed `https` in favour of `server` (`server: { type: 'https',
//   options }`): webpack/webpack-dev-server migration-v5.md, "The http2 and https options were removed in favor of the
//   server option". `devServer.https` is webpack-dev-server 4's option, the one Vue CLI 5 (webpack-dev-server 4) still
//   has. Settled by that document, not by a run: no test below.
// - config/dev/live-reload, intro: "Live reload is the fallback for changes that hot module replacement cannot apply"
//   read as if dev.liveReload controlled that fallback. In 0.5.9 the client never reads dev.liveReload
//   (core/src/client/hmr/index.ts: window.location.reload() when a hot update fails; the option only decides whether
//   the client is injected, core/src/server/compilerDevMiddleware.ts 108, `hmr || liveReload`): with dev.hmr on, a
//   change that cannot be hot-updated reloads the page with liveReload false too. The page's own "How it works in
//   0.5.9" says so; the intro now does as well.
// - config/dev/live-reload, Caveats: "Editing a file that no bundle imports, such as a file in the public folder, does
//   not reload the page." The HTML template is imported by no bundle, yet the build reads it (html-rspack-plugin):
//   with dev.hmr off, editing it rebuilds and reloads the page; with dev.hmr on, the rebuild brings no hot update and
//   the page keeps the old HTML until it is refreshed. Files the build does not read (the public folder: see
//   server-responses.test.ts, config/server/public-dir; a module nothing imports) bring no rebuild and no reload.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { test } from 'node:test';
import {
  compilations,
  devServer,
  freePort,
  edit,
  hmrPage,
  nextCompilation,
  pageSays,
  project,
  sharedBrowser,
  startRsbuild,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/server/https

/** A root CA, an intermediate CA it signed and a localhost certificate the intermediate signed (openssl, PEM files). */
function certificateChain(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-chain-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const ssl = (...args: string[]) => {
    const res = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
    assert.equal(res.status, 0, `openssl ${args.join(' ')}: ${res.stderr}`);
  };
  const ca = 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n';
  fs.writeFileSync(path.join(dir, 'ca.ext'), ca);
  fs.writeFileSync(path.join(dir, 'leaf.ext'), 'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\n');
  ssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-subj',
    '/CN=Fact Root',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  ssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'inter.key', '-out', 'inter.csr', '-subj', '/CN=Fact Intermediate');
  ssl(
    'x509',
    '-req',
    '-in',
    'inter.csr',
    '-CA',
    'root.pem',
    '-CAkey',
    'root.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-out',
    'inter.pem',
    '-extfile',
    'ca.ext',
  );
  ssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', '/CN=localhost');
  ssl(
    'x509',
    '-req',
    '-in',
    'leaf.csr',
    '-CA',
    'inter.pem',
    '-CAkey',
    'inter.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-out',
    'leaf.pem',
    '-extfile',
    'leaf.ext',
  );
  return dir;
}

test('config/server/https "https.cert: put the intermediate certificates after your certificate in the same PEM file. Each element of an array is a whole chain for a key of its own: an intermediate certificate given as the second element stops the dev server with Failed to start dev server. and key values mismatch"', async () => {
  pageSays(
    'config/server/https',
    {
      en: 'put the intermediate certificates after your certificate in the same PEM file. Each element of an array is a whole chain for a key of its own: an intermediate certificate given as the second element stops the dev server with `Failed to start dev server.` and `key values mismatch`.',
      zh: '请将中间证书放在你的证书之后，写在同一个 PEM 文件中。数组的每一项都是对应一个私钥的完整证书链：把中间证书作为数组的第二项传入，开发服务器会报 `Failed to start dev server.` 和 `key values mismatch` 而无法启动。',
    },
    {
      en: 'put the intermediate certificates after your certificate in the same file or array.',
      zh: '写在同一个文件或数组中。',
    },
  );
  const certs = certificateChain();
  const read = (file: string) => `fs.readFileSync(${JSON.stringify(path.join(certs, file))})`;
  const config = (cert: string) =>
    `import fs from 'node:fs';\nexport default { server: { https: { key: ${read('leaf.key')}, cert: ${cert} } } };\n`;

  // The intermediate as a second element of the array: the server does not start.
  const split = project({
    'src/index.js': "document.body.textContent = 'secure';\n",
    'rsbuild.config.mjs': config(`[${read('leaf.pem')}, ${read('inter.pem')}]`),
  });
  const failed = startRsbuild(split, ['dev', '--port', String(await freePort())]);
  try {
    assert.ok(await waitFor(() => failed.log().includes('key values mismatch'), 60_000), failed.log());
    assert.match(failed.log(), /Failed to start dev server\./);
    assert.match(failed.log(), /error:05800074:x509 certificate routines::key values mismatch/);
  } finally {
    await failed.stop();
  }

  // The same certificates in one PEM file: the server presents the leaf and the intermediate, and a client that trusts
  // only the root accepts the chain.
  const joined = path.join(certs, 'chain.pem');
  fs.writeFileSync(joined, Buffer.concat([fs.readFileSync(path.join(certs, 'leaf.pem')), fs.readFileSync(path.join(certs, 'inter.pem'))]));
  const one = project({ 'src/index.js': "document.body.textContent = 'secure';\n", 'rsbuild.config.mjs': config(read('chain.pem')) });
  const server = await devServer(one, { https: true });
  try {
    const chain = await new Promise<{ authorized: boolean; names: string[] }>((resolve, reject) => {
      const socket = tls.connect(
        { host: 'localhost', port: server.port, servername: 'localhost', ca: fs.readFileSync(path.join(certs, 'root.pem')) },
        () => {
          const names: string[] = [];
          let cert = socket.getPeerCertificate(true);
          while (cert?.subject && !names.includes(String(cert.subject.CN))) {
            names.push(String(cert.subject.CN));
            cert = cert.issuerCertificate;
          }
          resolve({ authorized: socket.authorized, names });
          socket.end();
        },
      );
      socket.on('error', reject);
    });
    assert.deepEqual(chain, { authorized: true, names: ['localhost', 'Fact Intermediate', 'Fact Root'] });
  } finally {
    await server.stop();
  }
});

/** Requests `/` of the dev server on `port` over HTTPS, trusting `ca`, with a client certificate or none. */
function requestWith(port: number, ca: Buffer, client?: { key: Buffer; cert: Buffer }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = https.request({ host: 'localhost', port, path: '/', ca, ...client, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

test('config/server/https "https.ca: With rejectUnauthorized: false, as below, a browser that sends no certificate, or one that ca does not trust, still gets the page; leave it out to refuse such connections"', async () => {
  pageSays(
    'config/server/https',
    {
      en: 'With `rejectUnauthorized: false`, as below, a browser that sends no certificate, or one that `ca` does not trust, still gets the page; leave it out to refuse such connections:',
      zh: '像下面这样设置 `rejectUnauthorized: false` 时，没有发送证书、或者证书不被 `ca` 信任的浏览器仍然能打开页面；去掉这一项，服务器才会拒绝这类连接：',
    },
    { en: 'when the server also has to check client certificates', zh: '当服务器还需要校验客户端证书' },
  );
  const certs = certificateChain();
  const file = (name: string) => fs.readFileSync(path.join(certs, name));
  // A client certificate that the root signed (trusted through `ca`), and a self-signed one (not trusted).
  const ssl = (...args: string[]) => assert.equal(spawnSync('openssl', args, { cwd: certs }).status, 0, args.join(' '));
  ssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'client.key', '-out', 'client.csr', '-subj', '/CN=Fact Client');
  ssl('x509', '-req', '-in', 'client.csr', '-CA', 'root.pem', '-CAkey', 'root.key', '-CAcreateserial', '-days', '2', '-out', 'client.pem');
  ssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-keyout',
    'stranger.key',
    '-out',
    'stranger.pem',
    '-subj',
    '/CN=Stranger',
  );
  const trusted = { key: file('client.key'), cert: file('client.pem') };
  const stranger = { key: file('stranger.key'), cert: file('stranger.pem') };
  const chain = Buffer.concat([file('leaf.pem'), file('inter.pem')]);
  fs.writeFileSync(path.join(certs, 'chain.pem'), chain);
  const read = (name: string) => `fs.readFileSync(${JSON.stringify(path.join(certs, name))})`;
  const config = (extra: string) =>
    `import fs from 'node:fs';\nexport default { server: { https: { key: ${read('leaf.key')}, cert: ${read('chain.pem')}, ca: ${read('root.pem')}, requestCert: true${extra} } } };\n`;
  const files = (extra: string) => ({ 'src/index.js': "document.body.textContent = 'secure';\n", 'rsbuild.config.mjs': config(extra) });
  const root = file('root.pem');

  // The example: every client gets the page.
  const lenient = await devServer(project(files(', rejectUnauthorized: false')), { https: true });
  try {
    assert.equal(await requestWith(lenient.port, root), 200, 'no client certificate');
    assert.equal(await requestWith(lenient.port, root, stranger), 200, 'a certificate ca does not trust');
    assert.equal(await requestWith(lenient.port, root, trusted), 200, 'a certificate ca trusts');
  } finally {
    await lenient.stop();
  }

  // Without rejectUnauthorized: only the client whose certificate ca trusts.
  const strict = await devServer(project(files('')), { https: true });
  try {
    await assert.rejects(requestWith(strict.port, root), 'no client certificate');
    await assert.rejects(requestWith(strict.port, root, stranger), 'a certificate ca does not trust');
    assert.equal(await requestWith(strict.port, root, trusted), 200, 'a certificate ca trusts');
  } finally {
    await strict.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/dev/live-reload

test('config/dev/live-reload "With hot module replacement off, live reload is the only automatic update mechanism. With HMR on, a change that cannot be hot-updated reloads the page whatever this option says": dev.hmr true, dev.liveReload false, an edit of a module that accepts no hot update reloads the page', async () => {
  pageSays(
    'config/dev/live-reload',
    {
      en: 'With [hot module replacement](/config/dev/hmr) off, live reload is the only automatic update mechanism. With HMR on, a change that cannot be hot-updated reloads the page whatever this option says (see below).',
      zh: '关闭[模块热更新](/zh/config/dev/hmr)时，自动刷新是唯一的自动更新机制。开启 HMR 时，无法热更新的修改不论该选项如何设置都会刷新页面（见下文）。',
    },
    {
      en: 'Live reload is the fallback for changes that',
      zh: '自动刷新是兜底手段',
    },
  );
  const dir = project({
    'src/index.js': "document.body.textContent = 'first';\n",
    'rsbuild.config.mjs': 'export default { dev: { hmr: true, liveReload: false } };\n',
  });
  const server = await devServer(dir);
  const { page, loads } = await hmrPage(browser(), `${server.url}/`);
  try {
    assert.equal(await page.textContent('body'), 'first');
    edit(dir, 'src/index.js', "'first'", "'second'");
    assert.ok(
      await waitFor(async () => loads() === 2 && (await page.textContent('body').catch(() => '')) === 'second'),
      `loads: ${loads()}`,
    );
  } finally {
    await page.close();
    await server.stop();
  }
});

/** A project whose HTML template shows `one`; its entry accepts its own hot updates and writes `label` into the title. */
const TEMPLATE_PROJECT = (dev: string): Record<string, string> => ({
  'index.html': '<!doctype html><html><head></head><body><div id="root">one</div></body></html>\n',
  'src/index.js': "document.title = 'first';\nimport.meta.webpackHot?.accept();\n",
  'rsbuild.config.mjs': `export default { html: { template: './index.html' }, dev: ${dev} };\n`,
});

test('config/dev/live-reload "Editing a file that the build does not read, such as a file in the public folder, does not reload the page. The HTML template is read by the build: editing it reloads the page when dev.hmr is off, but with HMR on the page keeps the old HTML until you refresh it"', async () => {
  pageSays(
    'config/dev/live-reload',
    {
      en: 'Editing a file that the build does not read, such as a file in the [public folder](/config/server/public-dir), does not reload the page. The HTML template is read by the build: editing it reloads the page when `dev.hmr` is off, but with HMR on the page keeps the old HTML until you refresh it.',
      zh: '修改构建不会读取的文件，例如 [public 目录](/zh/config/server/public-dir)中的文件，不会刷新页面。HTML 模板会被构建读取：关闭 `dev.hmr` 时，修改它会刷新页面；开启 HMR 时，页面会保留旧的 HTML，直到你手动刷新。',
    },
    {
      en: 'Editing a file that no bundle imports',
      zh: '修改没有被任何产物引用的文件',
    },
  );

  // dev.hmr off, dev.liveReload on: the template edit rebuilds and reloads the page, which shows the new HTML.
  const off = project(TEMPLATE_PROJECT('{ hmr: false, liveReload: true }'));
  const reloading = await devServer(off);
  const first = await hmrPage(browser(), `${reloading.url}/`);
  try {
    const done = compilations(reloading);
    edit(off, 'index.html', 'one', 'two');
    await nextCompilation(reloading, done);
    assert.ok(
      await waitFor(async () => first.loads() === 2 && (await first.page.textContent('#root').catch(() => '')) === 'two'),
      `loads: ${first.loads()}`,
    );
  } finally {
    await first.page.close();
    await reloading.stop();
  }

  // dev.hmr on (the default): the template edit rebuilds, no reload follows; a later hot update of the entry is applied
  // in the same page, which still shows the old HTML.
  const on = project(TEMPLATE_PROJECT('{}'));
  const hot = await devServer(on);
  const second = await hmrPage(browser(), `${hot.url}/`);
  try {
    let done = compilations(hot);
    edit(on, 'index.html', 'one', 'two');
    await nextCompilation(hot, done);
    done = compilations(hot);
    edit(on, 'src/index.js', "'first'", "'second'");
    await nextCompilation(hot, done);
    assert.ok(await waitFor(async () => (await second.page.title()) === 'second'), 'the hot update of the entry is applied');
    assert.equal(second.loads(), 1, 'no reload');
    assert.equal(await second.page.textContent('#root'), 'one', 'the old HTML');
  } finally {
    await second.page.close();
    await hot.stop();
  }
});
