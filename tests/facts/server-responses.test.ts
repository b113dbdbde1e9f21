// What the responses of the dev server and the preview server of @rsbuild/core 0.5.9 carry: server.headers,
// the dev server's CORS header, server.compress, dev.setupMiddlewares (unshift and push) and
// server.publicDir, each run on both servers where both have the option.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, test } from 'node:test';
import { type Answer, ask, seen } from './lib/http';
import { ROOT, build, devServer, freePort, listFiles, previewServer, startCli, subProject, type RsbuildConfig } from './lib/rsbuild';
import { launchBrowser } from './topics-support';

const require = createRequire(import.meta.url);

const TEXT = (n: number): string => 'x'.repeat(n);
const FILES = {
  'src/index.js': `import './style.css';\nconsole.log(${JSON.stringify(TEXT(3000))});\n`,
  'src/style.css': `.a { content: "${TEXT(2000)}"; }\n`,
  'public/robots.txt': `User-agent: *\n${'Disallow: /private/\n'.repeat(120)}`,
  'public/small.txt': TEXT(1023),
  'public/exact.txt': TEXT(1024),
  'public/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${TEXT(2000)} --></svg>\n`,
  'public/photo.png': TEXT(3000),
};
const cwd = (): string => subProject('server-responses', FILES);

const HEADERS = { 'X-Custom': 'yes', 'Set-Cookie': ['locale=en-US; Path=/', 'theme=dark; Path=/'], 'X-Case': 'first', 'x-case': 'second' };
const gzip = { 'accept-encoding': 'gzip, deflate, br' };

/** The middlewares of the dev server's tests; `log` records what the first unshift handler saw. */
function middlewares(log: string[], calls: { setup: number; order: string[] }): RsbuildConfig['dev'] {
  return {
    setupMiddlewares: [
      (m) => {
        calls.setup += 1;
        m.unshift((req, _res, next) => {
          log.push(`${req.method} ${req.url}`);
          next();
        });
        m.unshift((req, res, next) => {
          if (req.url === '/api/users') {
            res.setHeader('Content-Type', 'application/json');
            res.end(JSON.stringify({ users: TEXT(2000) }));
            return;
          }
          if (req.url === '/hang') return; // neither ends the response nor calls next()
          if (req.url === '/body' && req.method === 'POST') {
            const parsed = 'body' in req;
            let body = '';
            req.on('data', (c: Buffer) => (body += c));
            req.on('end', () => res.end(`parsed: ${parsed}, read: ${body}`));
            return;
          }
          if (req.url === '/order') calls.order.push('unshift 1');
          next();
        });
        m.push((req, res, next) => {
          if (req.url === '/pushed') {
            res.setHeader('Content-Type', 'text/plain');
            res.end(TEXT(2000));
            return;
          }
          if (req.url === '/untyped') return void res.end(TEXT(2000));
          if (req.url === '/encoded') {
            res.setHeader('Content-Type', 'text/plain');
            res.setHeader('Content-Encoding', 'identity');
            return void res.end(TEXT(2000));
          }
          if (req.url === '/order') calls.order.push('push 1');
          next();
        });
      },
      (m) => {
        m.unshift((req, _res, next) => {
          if (req.url === '/order') calls.order.push('unshift 2');
          next();
        });
        m.push((req, res) => {
          if (req.url === '/order') calls.order.push('push 2');
          res.statusCode = 404;
          res.end(`no mock for ${req.url}`);
        });
      },
    ],
  };
}

const enc = (a: Answer): string =>
  `${a.status} ${a.headers['content-encoding'] ?? 'plain'}${a.headers['content-length'] ? ` length ${a.headers['content-length']}` : ''}`;

describe('responses of both servers', { concurrency: 2 }, () => {
  test('config/server/headers + config/dev/setup-middlewares + config/server/compress + guide/basic/server: headers, CORS and gzip on each kind of response of the dev server, and what unshift handlers miss', async () => {
    const log: string[] = [];
    const calls = { setup: 0, order: [] as string[] };
    const dev = await devServer({ server: { headers: HEADERS }, dev: middlewares(log, calls) }, { cwd: cwd() });
    try {
      // headers "Every response of the server, HTML pages, JavaScript, CSS and files of the public directory alike,
      // now carries both headers" + "The dev server adds Access-Control-Allow-Origin: * to every response".
      for (const url of ['/', '/static/js/index.js', '/static/css/index.css', '/robots.txt', '/users/42', '/favicon.ico']) {
        const a = await ask(dev.port, url, { client: 'script' });
        assert.equal(a.headers['x-custom'], 'yes', url);
        assert.equal(a.headers['access-control-allow-origin'], '*', url);
        // "A header that must appear several times ... takes an array. Each element is sent as its own header line"
        assert.deepEqual(a.headers['set-cookie'], HEADERS['Set-Cookie'], url);
        // "do not configure the same header twice with different cases, because the last one replaces the first"
        assert.equal(a.headers['x-case'], 'second', url);
      }
      // Omission: a response ended by an unshift handler gets no server.headers, no CORS header and no gzip.
      const mock = await ask(dev.port, '/api/users', { client: 'fetch', headers: gzip });
      assert.equal(mock.status, 200);
      assert.equal(mock.headers['x-custom'], undefined);
      assert.equal(mock.headers['access-control-allow-origin'], undefined);
      assert.match(enc(mock), /^200 plain/);
      assert.equal(JSON.parse(mock.text).users.length, 2000, "the guide's mock answers");
      // A pushed handler's response has them all (the built-in middlewares ran first).
      const pushed = await ask(dev.port, '/pushed', { client: 'json', headers: gzip });
      assert.equal(pushed.headers['x-custom'], 'yes');
      assert.equal(pushed.headers['access-control-allow-origin'], '*');
      assert.equal(enc(pushed), '200 gzip');
      // setup-middlewares "Each function is called once when the dev server is created".
      assert.equal(calls.setup, 1);
      // "unshift handlers ... see every request first, including requests for the HTML pages and the build files".
      assert.ok(log.includes('GET /') && log.includes('GET /static/js/index.js') && log.includes('GET /robots.txt'), log.join(', '));
      // "every unshift call puts its handlers in front of those added before, so the handlers of the last call run
      // first. push calls keep their order"; the order is unshift handlers, built-ins, push handlers.
      assert.equal(await seen(dev.port, '/order', { client: 'json' }), '404');
      assert.deepEqual(calls.order, ['unshift 2', 'unshift 1', 'push 1', 'push 2']);
      // "push handlers therefore mainly receive other methods, such as POST, and requests that ask for another type,
      // such as Accept: application/json": the HTML fallback answers the others.
      assert.equal(await seen(dev.port, '/pushed', { client: 'fetch' }), '200 Rsbuild App');
      assert.equal((await ask(dev.port, '/pushed', { method: 'POST', client: 'browser' })).text, TEXT(2000));
      // "Request bodies are not parsed: read req as a stream".
      assert.equal(
        (await ask(dev.port, '/body', { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
          .text,
        'parsed: false, read: a=1',
      );
      // "A handler that does neither leaves the request hanging."
      await assert.rejects(ask(dev.port, '/hang', { timeout: 1500 }), /no answer/);
      // The built-in middlewares listed in order include the open-in-editor endpoint.
      assert.match((await ask(dev.port, '/__open-in-editor')).text, /required query param "file" is missing/);

      // compress: "every browser sends one" (Accept-Encoding with gzip); without it nothing is compressed.
      assert.equal(enc(await ask(dev.port, '/robots.txt', { headers: gzip })), '200 gzip');
      assert.match(enc(await ask(dev.port, '/robots.txt')), /^200 plain length \d+$/);
      // "the request method is not HEAD"
      assert.equal((await ask(dev.port, '/robots.txt', { method: 'HEAD', headers: gzip })).headers['content-encoding'], undefined);
      // "Only gzip is used ...; Rsbuild 0.5 does not send Brotli"
      assert.equal((await ask(dev.port, '/robots.txt', { headers: { 'accept-encoding': 'br' } })).headers['content-encoding'], undefined);
      // Content types: text, JavaScript, CSS, SVG are compressed, images are not; no Content-Type counts as text/plain.
      for (const url of ['/static/js/index.js', '/static/css/index.css', '/logo.svg'])
        assert.equal(enc(await ask(dev.port, url, { headers: gzip })), '200 gzip', url);
      assert.match(enc(await ask(dev.port, '/photo.png', { headers: gzip })), /^200 plain length 3000$/);
      assert.equal(enc(await ask(dev.port, '/untyped', { client: 'json', headers: gzip })), '200 gzip');
      // "the response is at least 1024 bytes"
      assert.equal(enc(await ask(dev.port, '/small.txt', { headers: gzip })), '200 plain length 1023');
      assert.equal(enc(await ask(dev.port, '/exact.txt', { headers: gzip })), '200 gzip');
      // "the response does not already have a Content-Encoding header"
      assert.equal((await ask(dev.port, '/encoded', { client: 'json', headers: gzip })).headers['content-encoding'], 'identity');
    } finally {
      await dev.close();
    }
  });

  test('config/server/headers "The preview server does not add Access-Control-Allow-Origin; there, only the headers you configure are added" + config/server/compress on the preview server + dev.setupMiddlewares "only run in the dev server"', async () => {
    const preview = await previewServer(
      'responses',
      { server: { headers: HEADERS }, dev: middlewares([], { setup: 0, order: [] }) },
      { cwd: cwd() },
    );
    try {
      const js = preview.files.find((f) => /^static\/js\/index\.\w+\.js$/.test(f));
      for (const url of ['/', `/${js}`, '/robots.txt', '/users/42', '/favicon.ico', '/static/js/missing.js']) {
        const a = await ask(preview.port, url, { client: 'script' });
        assert.equal(a.headers['x-custom'], 'yes', url);
        assert.deepEqual(a.headers['set-cookie'], HEADERS['Set-Cookie'], url);
        assert.equal(a.headers['x-case'], 'second', url);
        assert.equal(a.headers['access-control-allow-origin'], undefined, url);
      }
      // The mock of dev.setupMiddlewares does not exist here: the request falls back to the page.
      assert.equal(await seen(preview.port, '/api/users', { client: 'fetch' }), '200 Rsbuild App');
      assert.equal(enc(await ask(preview.port, '/robots.txt', { headers: gzip })), '200 gzip');
      assert.equal(enc(await ask(preview.port, `/${js}`, { headers: gzip })), '200 gzip');
      assert.match(enc(await ask(preview.port, '/photo.png', { headers: gzip })), /^200 plain length 3000$/);
      assert.equal(enc(await ask(preview.port, '/small.txt', { headers: gzip })), '200 plain length 1023');
      assert.equal((await ask(preview.port, '/robots.txt', { method: 'HEAD', headers: gzip })).headers['content-encoding'], undefined);
      // compress "has no effect on rsbuild build and does not write any .gz files"; headers "does not end up in the build output".
      assert.deepEqual(
        preview.files.filter((f) => /\.(gz|br)$|_headers/.test(f)),
        [],
      );
    } finally {
      await preview.close();
    }
  });

  test('config/server/headers "Headers from server.headers are set after that default, so you can replace it" (dev) + config/server/compress `compress: false` in both servers', async () => {
    const dev = await devServer(
      { server: { headers: { 'Access-Control-Allow-Origin': 'http://localhost:3000' }, compress: false } },
      { cwd: cwd() },
    );
    const preview = await previewServer('responses-uncompressed', { server: { compress: false } }, { cwd: cwd() });
    try {
      assert.equal(
        (await ask(dev.port, '/static/js/index.js', { client: 'script' })).headers['access-control-allow-origin'],
        'http://localhost:3000',
      );
      // "You want to see the real transfer size or a Content-Length header"
      for (const port of [dev.port, preview.port])
        assert.match(enc(await ask(port, '/robots.txt', { headers: gzip })), /^200 plain length \d+$/);
    } finally {
      await Promise.all([dev.close(), preview.close()]);
    }
  });

  test('config/server/compress "Only gzip is used (compression level 7)" + "A compressed response carries Content-Encoding: gzip and no Content-Length", both servers', async () => {
    // Text that zlib compresses differently at levels 6, 7 and 9: words of a small vocabulary in a fixed pseudo-random order.
    let seed = 7;
    const next = (): number => (seed = (seed * 48271) % 2147483647);
    const vocab = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'rsbuild', 'server', 'compress', 'level', 'seven'];
    const words = Array.from({ length: 20_000 }, () => `${vocab[next() % 10]}${next() % 3 ? '' : String(next() % 10)}`).join(' ');
    const dir = subProject('server-compress-level', { ...FILES, 'public/words.txt': words });
    const dev = await devServer({}, { cwd: dir });
    const preview = await previewServer('responses-level', {}, { cwd: dir });
    try {
      for (const port of [dev.port, preview.port]) {
        for (const client of ['browser', 'script', 'fetch'] as const) {
          const a = await ask(port, '/words.txt', { client, headers: gzip });
          assert.equal(a.text, words);
          assert.equal(a.headers['content-encoding'], 'gzip');
          assert.equal(a.headers['content-length'], undefined);
          // The bytes on the wire are what zlib writes at level 7, and not what it writes at the default level 6 or at 9.
          assert.ok(a.raw.equals(zlib.gzipSync(words, { level: 7 })), `level 7 on port ${port}`);
          assert.ok(!a.raw.equals(zlib.gzipSync(words, { level: 6 })) && !a.raw.equals(zlib.gzipSync(words, { level: 9 })));
        }
      }
    } finally {
      await Promise.all([dev.close(), preview.close()]);
    }
  });

  test("config/server/compress example \"unless NODE_ENV is already set, rsbuild dev sets it to 'development', rsbuild preview to 'production'\": compress: process.env.NODE_ENV === 'production' through the CLI", async () => {
    const dir = subProject('compress-by-mode', {
      ...FILES,
      'rsbuild.config.mjs': "export default { server: { host: 'localhost', compress: process.env.NODE_ENV === 'production' } };\n",
    });
    const devPort = await freePort();
    const dev = startCli(['dev', '--port', String(devPort)], { cwd: dir });
    try {
      await dev.waitFor(/ready\s+Client compiled/, 0, 60_000);
      assert.match(enc(await ask(devPort, '/robots.txt', { headers: gzip })), /^200 plain length/);
    } finally {
      await dev.stop();
    }
    assert.equal((await startCli(['build'], { cwd: dir }).done).code, 0);
    const previewPort = await freePort();
    const preview = startCli(['preview', '--port', String(previewPort)], { cwd: dir });
    try {
      await preview.waitFor(/Local:/, 0, 60_000);
      assert.equal(enc(await ask(previewPort, '/robots.txt', { headers: gzip })), '200 gzip');
    } finally {
      await preview.stop();
    }
  });
  test('config/server/compress "The gzipped sizes that Rsbuild prints after a production build come from performance.printFileSize, not from this option"', async () => {
    const dir = subProject('compress-file-sizes', {
      ...FILES,
      'rsbuild.config.mjs': 'export default { server: { compress: false } };\n',
      'no-sizes.config.mjs': 'export default { server: { compress: true }, performance: { printFileSize: false } };\n',
    });
    const off = await startCli(['build'], { cwd: dir }).done;
    assert.equal(off.code, 0, off.output);
    assert.match(off.output, /Gzipped/, 'compress: false, the sizes are printed with their gzipped size');
    const noSizes = await startCli(['build', '--config', 'no-sizes.config.mjs'], { cwd: dir }).done;
    assert.equal(noSizes.code, 0, noSizes.output);
    assert.doesNotMatch(noSizes.output, /Gzipped/, 'compress: true, printFileSize: false: no sizes');
  });
});

describe('server.publicDir in both servers', { concurrency: 2 }, () => {
  test('config/server/public-dir name, false, copyOnBuild: false and a missing folder, in the dev server, the build and the preview server', async () => {
    const dir = subProject('public-dir-options', {
      'src/index.js': "console.log('public');\n",
      'static/hello.txt': 'from static\n',
      'public/robots.txt': 'from public\n',
      'outside/shared.txt': 'followed link\n',
    });
    const link = path.join(dir, 'public', 'linked.txt');
    if (!fs.existsSync(link)) fs.symlinkSync(path.join(dir, 'outside', 'shared.txt'), link);
    const json = { client: 'json' } as const;

    // "Use a folder named static instead of public"
    const named = { server: { publicDir: { name: 'static' } } };
    const dev1 = await devServer(named, { cwd: dir });
    const prev1 = await previewServer('public-static', named, { cwd: dir });
    try {
      for (const port of [dev1.port, prev1.port]) {
        assert.equal((await ask(port, '/hello.txt')).text, 'from static\n');
        assert.equal(await seen(port, '/robots.txt', json), port === prev1.port ? '200 Rsbuild App' : '404', 'public/ is no longer served');
      }
    } finally {
      await Promise.all([dev1.close(), prev1.close()]);
    }

    // "Disable the public directory completely, both serving and copying"
    const off = { server: { publicDir: false as const } };
    const dev2 = await devServer(off, { cwd: dir });
    const prev2 = await previewServer('public-off', off, { cwd: dir });
    try {
      assert.equal(await seen(dev2.port, '/robots.txt', json), '404');
      assert.ok(!prev2.files.includes('robots.txt'));
    } finally {
      await Promise.all([dev2.close(), prev2.close()]);
    }

    // copyOnBuild: false "The dev server keeps serving them" + "rsbuild preview does not serve the files either".
    const noCopy = { server: { publicDir: { copyOnBuild: false } } };
    const dev3 = await devServer(noCopy, { cwd: dir });
    const prev3 = await previewServer('public-no-copy', noCopy, { cwd: dir });
    try {
      assert.equal((await ask(dev3.port, '/robots.txt')).text, 'from public\n');
      assert.ok(!prev3.files.includes('robots.txt'));
      assert.equal(await seen(prev3.port, '/robots.txt', json), '200 Rsbuild App', 'not served: the page fallback answers');
    } finally {
      await Promise.all([dev3.close(), prev3.close()]);
    }

    // "If the directory does not exist, nothing is served or copied, and no error is reported."
    const missing = { server: { publicDir: { name: 'no-such-folder' } } };
    const dev4 = await devServer(missing, { cwd: dir });
    const prev4 = await previewServer('public-missing', missing, { cwd: dir });
    try {
      assert.equal(await seen(dev4.port, '/', { client: 'browser' }), '200 Rsbuild App');
      assert.equal(await seen(prev4.port, '/', { client: 'browser' }), '200 Rsbuild App');
    } finally {
      await Promise.all([dev4.close(), prev4.close()]);
    }

    // "Symbolic links are followed and their targets copied."
    const out = await build('public-links', {}, { cwd: dir });
    assert.ok(out.files.includes('linked.txt'));
    assert.ok(!fs.lstatSync(path.join(out.dist, 'linked.txt')).isSymbolicLink());
    assert.equal(fs.readFileSync(path.join(out.dist, 'linked.txt'), 'utf8'), 'followed link\n');
  });

  test("config/server/public-dir \"in an HTML template write <%= assetPrefix %>/favicon.ico, and in JavaScript use process.env.ASSET_PREFIX, which Rsbuild replaces with the asset prefix without its trailing slash\" + \"With the special values 'auto' and './', process.env.ASSET_PREFIX is the string 'auto' or '.'\", dev and preview", async () => {
    const dir = subProject('public-dir-prefix', {
      'src/index.js': 'globalThis.__prefix = process.env.ASSET_PREFIX;\n',
      'template.html':
        '<!doctype html><html><head><link rel="icon" href="<%= assetPrefix %>/favicon.ico"></head><body><div id="root"></div></body></html>\n',
      'public/favicon.ico': 'icon',
    });
    const config = (dev: string, output: string): RsbuildConfig => ({
      html: { template: './template.html' },
      dev: { assetPrefix: dev },
      output: { assetPrefix: output },
    });
    /** The icon link of the page, and the value the page's script puts in place of process.env.ASSET_PREFIX. */
    const read = async (port: number): Promise<{ icon?: string; prefix?: string }> => {
      const page = (await ask(port, '/')).text;
      // The entry's own script is the last one of the page (the dev server puts its client's chunk first).
      const script = [...page.matchAll(/<script defer(?:="defer")? src="([^"]+)"/g)].at(-1)?.[1] ?? '';
      const js = (await ask(port, new URL(script, 'http://x/').pathname, { client: 'script' })).text;
      return { icon: /<link rel="icon" href="([^"]*)"/.exec(page)?.[1], prefix: /__prefix\s*=\s*"([^"]*)"/.exec(js)?.[1] };
    };
    const dev = await devServer(config('/dev-prefix/', '/unused/'), { cwd: dir });
    const preview = await previewServer('public-dir-prefix', config('/unused/', '/app/'), { cwd: dir }).catch(async (err: unknown) => {
      await dev.close();
      throw err;
    });
    try {
      assert.deepEqual(await read(dev.port), { icon: '/dev-prefix/favicon.ico', prefix: '/dev-prefix' });
      assert.deepEqual(await read(preview.port), { icon: '/app/favicon.ico', prefix: '/app' });
      // The copied public file is where the prefix (here a path the preview server does not serve) points, under dist/.
      assert.equal(fs.readFileSync(path.join(preview.dist, 'favicon.ico'), 'utf8'), 'icon');
    } finally {
      await Promise.all([dev.close(), preview.close()]);
    }
    // A URL as prefix, and the special values, in the build that the preview server serves.
    for (const [prefix, expected] of [
      ['https://cdn.example.com/app/', 'https://cdn.example.com/app'],
      ['auto', 'auto'],
      ['./', '.'],
    ] as const) {
      const out = await build(`public-dir-prefix-${expected.replace(/\W/g, '_')}`, config('/', prefix), { cwd: dir });
      const js = out.read(/^static\/js\/index\.\w+\.js$/);
      assert.equal(/__prefix\s*=\s*"([^"]*)"/.exec(js)?.[1], expected, `${prefix}: ${js.slice(0, 300)}`);
    }
  });

  test('config/server/public-dir caveat "Build output wins over public files" in the build and the preview server + "Copy public dir to dist failed": a broken link stops rsbuild build with ENOENT', async () => {
    const dir = subProject('public-dir-overlap', {
      'src/index.js': "console.log('overlap');\n",
      'public/index.html': '<title>from public</title>\n',
      'public/static/js/index.js': 'from public\n',
      'public/kept.txt': 'kept\n',
    });
    // "in a build, the compiled files are written after the copy and overwrite files with the same name"
    const prev = await previewServer('public-overlap', { output: { filenameHash: false } }, { cwd: dir });
    try {
      assert.equal(fs.readFileSync(path.join(prev.dist, 'kept.txt'), 'utf8'), 'kept\n');
      assert.match(fs.readFileSync(path.join(prev.dist, 'index.html'), 'utf8'), /<title>Rsbuild App<\/title>/);
      assert.doesNotMatch(fs.readFileSync(path.join(prev.dist, 'static/js/index.js'), 'utf8'), /from public/);
      assert.equal(await seen(prev.port, '/'), '200 Rsbuild App');
    } finally {
      await prev.close();
    }
    // "a link whose target was moved or deleted ... stops the build"
    const broken = subProject('public-dir-broken-link', { 'src/index.js': "console.log('broken');\n", 'public/ok.txt': 'ok\n' });
    const link = path.join(broken, 'public', 'data.txt');
    if (!fs.existsSync(link) && !fs.lstatSync(link, { throwIfNoEntry: false })) fs.symlinkSync(path.join(broken, 'gone.txt'), link);
    const run = await startCli(['build'], { cwd: broken }).done;
    assert.equal(run.code, 1, run.output);
    const printed =
      /error +Failed to build\.\nerror +Copy public dir \((.+)\) to dist failed:\nENOENT: no such file or directory, stat '(.+)'/.exec(
        run.output,
      );
    assert.ok(printed, run.output);
    assert.deepEqual([printed[1].endsWith('/public-dir-broken-link/public'), printed[2]], [true, `${printed[1]}/data.txt`]);
  });

  test('config/server/public-dir "the project root ... does not change when you point --config to a file elsewhere": the CLI copies public/ of the folder it runs in', async () => {
    const dir = subProject('public-dir-config-elsewhere', {
      'src/index.js': "console.log('public');\n",
      'public/robots.txt': 'root public\n',
      'config/public/robots.txt': 'next to the config\n',
      'config/rsbuild.config.mjs': 'export default {};\n',
    });
    const run = await startCli(['build', '--config', 'config/rsbuild.config.mjs'], { cwd: dir }).done;
    assert.equal(run.code, 0, run.output);
    assert.equal(fs.readFileSync(path.join(dir, 'dist', 'robots.txt'), 'utf8'), 'root public\n');
    assert.ok(
      listFiles(path.join(dir, 'dist')).some((f) => f.startsWith('static/js/index.')),
      'the build itself ran',
    );
  });

  test('config/server/public-dir "(the page is not reloaded for them)" + config/dev/setup-middlewares sockWrite("content-changed") reaches the hot update clients: the messages of the HMR socket', async () => {
    // The WebSocket client bundled with 0.5.9 (Node 20 has no global WebSocket).
    type Socket = { on(event: 'message', cb: (data: Buffer) => void): void; once(event: 'open', cb: () => void): void; close(): void };
    const WebSocket = require(path.join(ROOT, 'node_modules/rsbuild-0.5/compiled/ws')) as new (url: string) => Socket;
    const dir = subProject('public-dir-reload', { 'src/index.js': "console.log('reload');\n", 'public/a.txt': 'a\n' });
    const dev = await devServer(
      {
        dev: {
          setupMiddlewares: [
            (m, server) =>
              m.unshift((req, res, next) => {
                if (req.method === 'POST' && req.url === '/__reload') {
                  server.sockWrite('content-changed');
                  res.statusCode = 204;
                  return void res.end();
                }
                next();
              }),
          ],
        },
      },
      { cwd: dir },
    );
    const messages: string[] = [];
    const socket = new WebSocket(`ws://localhost:${dev.port}/rsbuild-hmr`);
    try {
      socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()).type));
      await new Promise<void>((resolve) => socket.once('open', () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = messages.length;
      fs.writeFileSync(path.join(dir, 'public/b.txt'), 'b\n');
      fs.writeFileSync(path.join(dir, 'public/a.txt'), 'a changed\n');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.deepEqual(messages.slice(before), [], 'no message for added or edited public files');
      assert.equal((await ask(dev.port, '/a.txt')).text, 'a changed\n');
      assert.equal((await ask(dev.port, '/__reload', { method: 'POST' })).status, 204);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.deepEqual(messages.slice(before), ['content-changed']);
    } finally {
      socket.close();
      await dev.close();
    }
  });

  test('config/server/headers "self.crossOriginIsolated is true in the page" (both servers) + config/dev/setup-middlewares "The client acts on the message types \'content-changed\' and \'static-changed\' by reloading the page", in Chromium, and HMR over wss:// on an HTTPS page', async () => {
    const dir = subProject('isolated', { 'src/index.js': 'document.body.dataset.isolated = String(self.crossOriginIsolated);\n' });
    const config: RsbuildConfig = {
      server: { headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } },
      dev: {
        setupMiddlewares: [
          (m, server) =>
            m.unshift((req, res, next) => {
              if (req.method === 'POST' && (req.url === '/__reload' || req.url === '/__static')) {
                server.sockWrite(req.url === '/__reload' ? 'content-changed' : 'static-changed');
                return void res.end();
              }
              if (req.url === '/api/mock') {
                res.setHeader('Content-Type', 'application/json');
                return void res.end('{"mock":true}');
              }
              next();
            }),
        ],
      },
    };
    const dev = await devServer(config, { cwd: dir });
    const preview = await previewServer('isolated', config, { cwd: dir });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      for (const port of [dev.port, preview.port]) {
        await page.goto(`http://localhost:${port}/`);
        await page.waitForSelector('body[data-isolated]', { state: 'attached' });
        assert.equal(await page.evaluate(() => document.body.dataset.isolated), 'true', `${port}`);
      }
      const connected = page.waitForEvent('console', (m) => m.text().includes('[HMR] connected.'));
      await page.goto(`http://localhost:${dev.port}/`);
      await connected;
      for (const url of ['/__reload', '/__static']) {
        const reloaded = page.waitForEvent('load');
        await page.evaluate((u) => void fetch(u, { method: 'POST' }), url);
        await reloaded;
      }
      // guide/basic/server + config/dev/setup-middlewares: a page on another origin (the preview server) may load the
      // dev server's files, but its fetch() of a mock answered by an unshift middleware is blocked (no CORS header).
      await page.goto(`http://localhost:${preview.port}/`);
      // (A string: tsx would add helpers to a function's source that the page does not have.)
      const attempt = (url: string): Promise<string> =>
        page.evaluate(`fetch(${JSON.stringify(url)}).then((r) => String(r.status), (e) => e.name)`);
      const crossOrigin = {
        file: await attempt(`http://localhost:${dev.port}/static/js/index.js`),
        mock: await attempt(`http://localhost:${dev.port}/api/mock`),
      };
      assert.deepEqual(crossOrigin, { file: '200', mock: 'TypeError' });
    } finally {
      await browser.close();
      await Promise.all([dev.close(), preview.close()]);
    }
    // config/server/https + guide/basic/server "The hot update connection follows the page: on an HTTPS page it uses a
    // secure WebSocket (wss://)".
    const certs = path.join(ROOT, 'tests/facts/fixtures');
    const secure = await devServer(
      {
        server: {
          https: {
            key: fs.readFileSync(path.join(certs, 'localhost-key.pem')),
            cert: fs.readFileSync(path.join(certs, 'localhost-cert.pem')),
          },
        },
      },
      { cwd: dir },
    );
    const browser2 = await launchBrowser();
    try {
      const page = await (await browser2.newContext({ ignoreHTTPSErrors: true })).newPage();
      const sockets: string[] = [];
      page.on('websocket', (ws) => sockets.push(ws.url()));
      const connected = page.waitForEvent('console', (m) => m.text().includes('[HMR] connected.'));
      await page.goto(`https://localhost:${secure.port}/`);
      await connected;
      assert.ok(
        sockets.some((u) => u.startsWith(`wss://localhost:${secure.port}/rsbuild-hmr`)),
        sockets.join(', '),
      );
    } finally {
      await browser2.close();
      await secure.close();
    }
  });
});
