// Facts about the dev server of @rsbuild/core 0.5.9 (development mode), run in this process on free ports.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import ESLintPlugin from 'eslint-webpack-plugin';
import net from 'node:net';
import {
  ROOT,
  core,
  devServer,
  eventually,
  fixture,
  freePort,
  listFiles,
  recordOpenedUrls,
  subProject,
  type RsbuildConfig,
  type RsbuildPlugin,
} from './lib/rsbuild';

const entry = (file: string): RsbuildConfig['source'] => ({ entry: { index: `./src/${file}` } });
const fetchText = async (url: string): Promise<string> => {
  const res = await fetch(url);
  assert.equal(res.status, 200, url);
  return res.text();
};

describe('dev server', { concurrency: true }, () => {
  test('config/output/charset "In development ... text such as \'你好\' is written as it is with either value; emoji ... are escaped all the same"', async () => {
    const server = await devServer({ source: entry('charset.js'), output: { charset: 'ascii' } });
    try {
      const js = await fetchText(`http://localhost:${server.port}/static/js/index.js`);
      assert.ok(js.includes('console.log("你好 \\uD83D\\uDE00 \\xe9")'), 'CJK kept, emoji and é escaped, even with the default "ascii"');
    } finally {
      await server.close();
    }
  });

  test('guide/advanced/env-vars "It follows output.assetPrefix in production and dev.assetPrefix in development": process.env.ASSET_PREFIX in the dev server', async () => {
    const server = await devServer({
      source: entry('asset-prefix.js'),
      dev: { assetPrefix: '/dev-prefix/' },
      output: { assetPrefix: 'https://cdn.example.com/' },
    });
    try {
      const js = await fetchText(`http://localhost:${server.port}/dev-prefix/static/js/index.js`);
      assert.match(js, /globalThis\.result = "\/dev-prefix"/);
    } finally {
      await server.close();
    }
  });

  test('config/server/html-fallback "How the dev server resolves a page request": only GET or HEAD requests that accept HTML fall back to a page', async () => {
    const server = await devServer({
      source: { entry: { index: './src/spa.js', about: './src/spa.js' } },
      html: { title: (({ entryName }: { entryName: string }) => `page ${entryName}`) as unknown as string },
    });
    try {
      const got = async (url: string, init: RequestInit = {}): Promise<string> => {
        const res = await fetch(`http://localhost:${server.port}${url}`, init);
        return `${res.status} ${/<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? '-'}`;
      };
      assert.equal(await got('/settings/profile', { headers: { accept: 'text/html' } }), '200 page index');
      // A request that accepts neither HTML nor */* gets 404; a <script> (Accept: */*) gets index.html (server-fallback.test.ts).
      assert.equal(await got('/static/js/missing.js', { headers: { accept: 'application/javascript' } }), '404 -');
      assert.equal(await got('/api/items', { headers: { accept: 'application/json' } }), '404 -');
      assert.equal(await got('/api/items', { method: 'POST', headers: { accept: 'text/html' } }), '404 -');
      assert.equal(await got('/about', { headers: { accept: 'text/html' } }), '200 page about', 'step 2: /about opens about.html');
      assert.equal(
        await got('/about/', { headers: { accept: 'text/html' } }),
        '200 page index',
        '"while the dev server sends index.html for it"',
      );
    } finally {
      await server.close();
    }
  });

  test('config/dev/start-url "The protocol is https when server.https is set and the dev server opens the page"', async () => {
    const { opened } = recordOpenedUrls();
    const cert = path.join(ROOT, 'tests/facts/fixtures');
    const server = await devServer({
      source: entry('spa.js'),
      dev: { startUrl: true },
      server: {
        https: { key: fs.readFileSync(path.join(cert, 'localhost-key.pem')), cert: fs.readFileSync(path.join(cert, 'localhost-cert.pem')) },
      },
    });
    try {
      const url = await eventually(() => opened().find((u) => u.includes(`:${server.port}`)), 'the opened URL');
      assert.equal(url, `https://localhost:${server.port}/`);
      // guide/basic/server "The server then speaks HTTPS only; plain HTTP requests on the same port are not answered."
      await assert.rejects(fetch(`http://localhost:${server.port}/`, { signal: AbortSignal.timeout(5000) }));
    } finally {
      await server.close();
    }
  });

  test('plugins/list/plugin-eslint "Only its first compilation is linted ... the dev server keeps printing the old errors, and errors you add later are not reported"', async () => {
    // The registry lacks @rsbuild/plugin-eslint 0.5.9. What it does at 0.5.9 is one call: it registers
    // eslint-webpack-plugin (^4.1.0) with these default options and the user's options over them. The test
    // does the same with eslint-webpack-plugin 4.1.0 and ESLint 8.57.0, the versions of April 2024.
    const cwd = subProject('eslint', {
      '.eslintrc.json':
        '{ "root": true, "parserOptions": { "ecmaVersion": 2022, "sourceType": "module" }, "env": { "browser": true }, "rules": { "no-undef": "error" } }\n',
      'src/index.js': 'console.log(firstMistake);\n',
    });
    const results: string[][] = [];
    const collect: RsbuildPlugin = {
      name: 'facts:collect-errors',
      setup(api) {
        api.onDevCompileDone(({ stats }) => {
          const { errors = [] } = stats.toJson({ all: false, errors: true });
          results.push(errors.map((e: { message: string }) => e.message));
        });
      },
    };
    const eslint: RsbuildPlugin = {
      name: 'facts:eslint-as-in-0.5.9',
      setup(api) {
        api.modifyBundlerChain((chain, { CHAIN_ID }) => {
          chain.plugin(CHAIN_ID.PLUGIN.ESLINT).use(ESLintPlugin, [
            {
              extensions: ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts'],
              exclude: ['node_modules', 'dist'],
              context: cwd,
              cacheLocation: path.join(cwd, 'node_modules/.cache/eslint-webpack-plugin/.eslintcache'),
            },
          ]);
        });
      },
    };
    const server = await devServer({ plugins: [collect, eslint] }, { cwd });
    const compiled = (n: number): Promise<string[]> => eventually(() => results[n - 1], `compilation ${n}`, 20_000);
    const mentions = (errors: string[], name: string): boolean => errors.some((e) => e.includes(`'${name}' is not defined`));
    try {
      const first = await compiled(1);
      assert.ok(mentions(first, 'firstMistake'), `the first compilation is linted: ${first}`);
      fs.writeFileSync(path.join(cwd, 'src/index.js'), "console.log('fixed');\n");
      const second = await compiled(2);
      assert.ok(mentions(second, 'firstMistake'), 'the fixed error is still reported');
      fs.writeFileSync(path.join(cwd, 'src/index.js'), 'console.log(secondMistake);\n');
      const third = await compiled(3);
      assert.ok(!mentions(third, 'secondMistake'), 'the new error is not reported');
      assert.ok(mentions(third, 'firstMistake'), 'the old one still is');
      const js = await fetchText(`http://localhost:${server.port}/static/js/index.js`);
      assert.ok(js.includes('secondMistake'), 'the change itself was compiled');
    } finally {
      await server.close();
    }
  });
});

describe('dev server: output and serving', { concurrency: true }, () => {
  test('config/output/copy "rsbuild dev serves them from memory" + config/output/filename: readable async chunk names, hashed assets in development', async () => {
    const server = await devServer({ source: entry('lazy-entry.js'), output: { copy: [{ from: './static' }] } });
    try {
      assert.equal(await fetchText(`http://localhost:${server.port}/robots.txt`), 'User-agent: *\n');
      assert.match(await fetchText(`http://localhost:${server.port}/vendor.js`), /function {3}hello/, 'copied as it is, not minified');
      const js = await fetchText(`http://localhost:${server.port}/static/js/index.js`);
      assert.ok(js.includes('src_lazy_js'), '"a readable name derived from the module path in development (src_lazy_js)"');
      assert.match(js, /static\/image\/big\.[0-9a-f]{8}\.png/, '"Static assets ... are hashed in development too"');
    } finally {
      await server.close();
    }
  });

  test('config/output/inline-scripts + inline-styles "Not in development ... the dev server serves separate files" (NODE_ENV unset; review96c runs it with NODE_ENV=production)', async () => {
    const server = await devServer({ source: entry('style-entry.js'), output: { inlineScripts: true, inlineStyles: true } });
    try {
      const html = await fetchText(`http://localhost:${server.port}/`);
      assert.match(html, /<script defer src="\/static\/js\/index\.js"><\/script>/);
      assert.match(html, /<link href="\/static\/css\/index\.css" rel="stylesheet">/);
    } finally {
      await server.close();
    }
  });

  test('config/server/public-dir (dev): served at the root from disk, not under dev.assetPrefix, compiled files first + config/server/headers "The dev server adds Access-Control-Allow-Origin: *"', async () => {
    const cwd = subProject('public-dir-dev', {
      'public/robots.txt': 'public robots\n',
      'public/index.html': '<title>from public</title>\n',
      'src/index.js': "console.log('public');\n",
    });
    const server = await devServer({ dev: { assetPrefix: '/prefix/' }, server: { headers: { 'X-Facts': 'yes' } } }, { cwd });
    try {
      const robots = await fetch(`http://localhost:${server.port}/robots.txt`);
      assert.equal(await robots.text(), 'public robots\n');
      assert.equal(robots.headers.get('access-control-allow-origin'), '*');
      assert.equal(robots.headers.get('x-facts'), 'yes');
      const prefixed = await fetch(`http://localhost:${server.port}/prefix/robots.txt`, { headers: { accept: 'text/html' } });
      assert.doesNotMatch(await prefixed.text(), /public robots/, '"dev.assetPrefix does not apply to them"');
      fs.writeFileSync(path.join(cwd, 'public/added.txt'), 'added later\n');
      assert.equal(
        await fetchText(`http://localhost:${server.port}/added.txt`),
        'added later\n',
        '"Files are read from disk on each request"',
      );
      assert.match(
        await fetchText(`http://localhost:${server.port}/`),
        /<title>Rsbuild App<\/title>/,
        '"compiled files are looked up first"',
      );
    } finally {
      await server.close();
    }
  });

  test('config/dev/asset-prefix "the dev server strips it from incoming requests ... the page itself is served at / as well as at /my-app/"', async () => {
    const server = await devServer({ source: entry('spa.js'), dev: { assetPrefix: '/my-app/' } });
    try {
      const page = await fetchText(`http://localhost:${server.port}/my-app/`);
      assert.match(page, /src="\/my-app\/static\/js\/index\.js"/);
      assert.match(await fetchText(`http://localhost:${server.port}/`), /<title>Rsbuild App<\/title>/);
      const a = await fetchText(`http://localhost:${server.port}/my-app/static/js/index.js`);
      const b = await fetchText(`http://localhost:${server.port}/static/js/index.js`);
      assert.equal(a, b);
    } finally {
      await server.close();
    }
  });

  test('config/dev/client "Options you set are merged with the defaults, so client: { overlay: true } keeps the default path, port and host"', async () => {
    const server = await devServer({ source: entry('spa.js'), dev: { client: { overlay: true } } });
    try {
      const js = await fetchText(`http://localhost:${server.port}/static/js/index.js`);
      assert.ok(
        js.includes(`hmr.mjs?&path=/rsbuild-hmr&port=${server.port}&overlay=true`),
        'the client gets the default path and port next to overlay',
      );
      // guide/basic/server "The dev server then prints a single Local address" (host: 'localhost' in these runs).
      assert.deepEqual(server.urls, [`http://localhost:${server.port}`]);
    } finally {
      await server.close();
    }
  });

  test('config/output/clean-dist-path + config/dev/write-to-disk "Starting the dev server empties the output directory ... with or without writeToDisk"', async () => {
    const cwd = subProject('dev-cleans-dist', {
      'src/index.js': "console.log('clean');\n",
      'dist/old-build.js': '// a production build\n',
    });
    const { createRsbuild } = await core();
    process.env.NODE_ENV = 'development';
    const rsbuild = await createRsbuild({
      cwd,
      rsbuildConfig: { server: { port: await freePort(), host: 'localhost', printUrls: false } },
    });
    const { server } = await rsbuild.startDevServer();
    try {
      assert.deepEqual(
        fs.existsSync(path.join(cwd, 'dist')) ? listFiles(path.join(cwd, 'dist')) : [],
        [],
        'the default output folder dist/ is empty',
      );
    } finally {
      await server.close();
    }
  });

  test('config/server/strict-port: the dev server stops with "Port \\"<port>\\" is occupied, please choose another one."', async () => {
    const { createRsbuild } = await core();
    const port = await freePort();
    const taken = net.createServer().listen(port);
    try {
      process.env.NODE_ENV = 'development';
      const rsbuild = await createRsbuild({
        cwd: fixture(),
        rsbuildConfig: { source: entry('spa.js'), server: { port, strictPort: true, host: 'localhost', printUrls: false } },
      });
      await assert.rejects(rsbuild.startDevServer(), { message: `Port "${port}" is occupied, please choose another one.` });
    } finally {
      taken.close();
    }
  });
});
