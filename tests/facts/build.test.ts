// Facts about what a production build writes, and about the preview server that serves it: builds of
// @rsbuild/core 0.5.9 in this process, side by side, each into its own folder of the fixture project.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import vm from 'node:vm';
import {
  ROOT,
  build,
  core,
  eventually,
  fixture,
  freePort,
  listFiles,
  pluginReact,
  previewServer,
  recordOpenedUrls,
  subProject,
  type RsbuildConfig,
} from './lib/rsbuild';

const entry = (file: string): RsbuildConfig['source'] => ({ entry: { index: `./src/${file}` } });
/** Runs a built script in a fresh context with the given globals and returns `globalThis.result`. */
function run(code: string, globals: Record<string, unknown> = {}): unknown {
  const context = vm.createContext({ ...globals });
  vm.runInContext(code, context);
  return (context as { result?: unknown }).result;
}

describe('production build', { concurrency: true }, () => {
  test('config/output/charset: CJK text is escaped only by the minifier with "ascii"; emoji are escaped with either value, minified or not', async () => {
    const [ascii, utf8, unminified] = await Promise.all([
      build('charset-ascii', { source: entry('charset.js') }),
      build('charset-utf8', { source: entry('charset.js'), output: { charset: 'utf8' } }),
      build('charset-unminified', { source: entry('charset.js'), output: { charset: 'utf8', minify: false } }),
    ]);
    const js = (b: typeof ascii): string => b.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/);
    // The intro: '你好' becomes "\u4F60\u597D" by default and stays with 'utf8'.
    assert.ok(js(ascii).includes('console.log("\\u4F60\\u597D \\uD83D\\uDE00 \\xe9")'), js(ascii));
    assert.ok(js(utf8).includes('console.log("你好 \\uD83D\\uDE00 \\xe9")'), js(utf8));
    // "with minify: false ... text such as '你好' is written as it is with either value; emoji and some
    // Latin-1 letters of your source are escaped all the same".
    assert.ok(js(unminified).includes('console.log("你好 \\uD83D\\uDE00 \\xe9")'), js(unminified));
    // "Emoji are escaped wherever SWC writes the code": none of these builds of the project's own source holds the
    // emoji itself (what SWC leaves alone keeps it: tests/facts/review79c.test.ts).
    for (const b of [ascii, utf8, unminified]) assert.ok(!js(b).includes('😀'));
  });

  test('config/output/externals "the module is window.Company.format: a default import gets it, import { format } reads window.Company.format.format"', async () => {
    const out = await build('externals', {
      source: entry('externals.js'),
      output: { externals: { '@company/format': ['Company', 'format'] } },
    });
    const format = Object.assign(() => 'outer', { format: () => 'inner' });
    const result = run(out.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/), { Company: { format } }) as { format: unknown; named: unknown };
    assert.equal(result.format, format, 'the default import is window.Company.format');
    assert.equal(result.named, format.format, 'the named import reads window.Company.format.format');
  });

  test('guide/advanced/env-vars "process.env.ASSET_PREFIX ... without the trailing slash ... With the default prefix / it is an empty string" + guide/faq/exceptions "Rsbuild replaces process.env.NODE_ENV, process.env.ASSET_PREFIX"', async () => {
    const [plain, cdn] = await Promise.all([
      build('asset-prefix-default', { source: entry('asset-prefix.js') }),
      build('asset-prefix-cdn', { source: entry('asset-prefix.js'), output: { assetPrefix: 'https://cdn.example.com/assets/' } }),
    ]);
    const js = (b: typeof plain): string => b.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/);
    assert.ok(!js(plain).includes('ASSET_PREFIX'), 'replaced at build time');
    assert.equal(run(js(plain)), '');
    assert.ok(js(cdn).includes('"https://cdn.example.com/assets"'));
    assert.equal(run(js(cdn)), 'https://cdn.example.com/assets');
  });

  describe('config/performance/chunk-split: forced groups next to the built-in groups', { concurrency: true }, () => {
    const split = (name: string, chunkSplit: NonNullable<RsbuildConfig['performance']>['chunkSplit']) =>
      pluginReact().then((react) => build(name, { source: entry('split.js'), plugins: [react], performance: { chunkSplit } }));
    /** The JavaScript files of a build and the fixture packages each one holds. */
    const packagesByFile = (out: Awaited<ReturnType<typeof build>>): Record<string, string[]> =>
      Object.fromEntries(
        out.files
          .filter((f) => f.endsWith('.js'))
          .map((f) => [
            f.replace(/\.[0-9a-f]{8}\.js$/, '.js'),
            ['react', 'react-dom', 'scheduler', 'lodash'].filter((p) =>
              fs.readFileSync(path.join(out.dist, f), 'utf8').includes(`name:"${p}"`),
            ),
          ]),
      );

    test('"a forced rule whose modules all belong to lib-lodash ... loses to that group on every machine": a forced lodash rule', async () => {
      const out = await split('force-lodash', {
        strategy: 'split-by-experience',
        forceSplitting: { 'my-lodash': /node_modules[\\/]lodash/ },
      });
      assert.deepEqual(packagesByFile(out)['static/js/lib-lodash.js'], ['lodash']);
      assert.ok(!out.files.some((f) => f.includes('my-lodash')));
    });

    test('"use override.cacheGroups with a priority above 0, which always wins"', async () => {
      const out = await split('override-react-dom', {
        strategy: 'split-by-experience',
        override: {
          cacheGroups: {
            'my-react-dom': { test: /node_modules[\\/]react-dom/, name: 'my-react-dom', chunks: 'all', enforce: true, priority: 10 },
          },
        },
      });
      const files = packagesByFile(out);
      assert.deepEqual(files['static/js/my-react-dom.js'], ['react-dom']);
      assert.deepEqual(files['static/js/lib-react.js'], ['react', 'scheduler']);
    });

    test('single-vendor "A forceSplitting rule for a package under node_modules competes with singleVendor ... and loses"', async () => {
      const out = await split('single-vendor-force', {
        strategy: 'single-vendor',
        forceSplitting: { 'my-lodash': /node_modules[\\/]lodash/ },
      });
      const files = packagesByFile(out);
      assert.deepEqual(files['static/js/vendor.js'], ['react', 'react-dom', 'scheduler', 'lodash']);
      assert.ok(!out.files.some((f) => f.includes('my-lodash')));
    });
  });
});

/** Status and page title (or '-') of a request to a local server. */
async function answer(port: number, url: string, init: RequestInit = {}): Promise<string> {
  const res = await fetch(`http://localhost:${port}${url}`, init);
  const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? '-';
  return `${res.status} ${title}`;
}
const FALLBACK_APP: RsbuildConfig = {
  source: { entry: { index: './src/spa.js', about: './src/spa.js' } },
  html: { title: (({ entryName }: { entryName: string }) => `page ${entryName}`) as unknown as string },
};

describe('production build: output options', { concurrency: true }, () => {
  test('config/output/copy "Copied JavaScript is minified in production" + config/output/filename: numeric async chunk names, hashed assets', async () => {
    const out = await build('copy', { source: { entry: { index: './src/lazy-entry.js' } }, output: { copy: [{ from: './static' }] } });
    assert.equal(fs.readFileSync(path.join(out.dist, 'vendor.js'), 'utf8'), 'function hello(n){return n}');
    assert.ok(out.files.includes('robots.txt'));
    assert.ok(
      out.files.some((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f)),
      `"a numeric id in production": ${out.files}`,
    );
    assert.ok(out.files.some((f) => /^static\/image\/big\.[0-9a-f]{8}\.png$/.test(f)));
  });

  test('config/output/minify "htmlOptions: false does not do it" (only html: false keeps the HTML unminified)', async () => {
    const [options, html] = await Promise.all([
      build('html-options-false', {
        source: entry('style-entry.js'),
        output: { minify: { htmlOptions: false } as NonNullable<RsbuildConfig['output']>['minify'] },
      }),
      build('html-false', { source: entry('style-entry.js'), output: { minify: { html: false } } }),
    ]);
    assert.equal(
      options
        .read(/^index\.html$/)
        .trim()
        .split('\n').length,
      1,
      'still minified to one line',
    );
    assert.ok(
      html
        .read(/^index\.html$/)
        .trim()
        .split('\n').length > 1,
      'not minified',
    );
  });

  test('config/output/source-map "CSS source maps need JavaScript source maps": css: true alone writes no .css.map in production', async () => {
    const [cssOnly, both] = await Promise.all([
      build('css-map-only', { source: entry('style-entry.js'), output: { sourceMap: { css: true } } }),
      build('css-map-both', { source: entry('style-entry.js'), output: { sourceMap: { css: true, js: 'source-map' } } }),
    ]);
    assert.deepEqual(
      cssOnly.files.filter((f) => f.endsWith('.css.map')),
      [],
    );
    assert.equal(both.files.filter((f) => f.endsWith('.css.map')).length, 1);
  });

  test('config/output/inline-scripts + inline-styles: a production build inlines them', async () => {
    const out = await build('inline', { source: entry('style-entry.js'), output: { inlineScripts: true, inlineStyles: true } });
    assert.ok(!out.files.some((f) => /\.(js|css)$/.test(f)), `no separate files: ${out.files}`);
    assert.match(out.read(/^index\.html$/), /<style>a\{display:flex\}<\/style>/);
  });

  test('guide/basic/css-usage + config/output/inject-styles "in 0.5.9 the injected CSS is not minified, even in production"', async () => {
    const out = await build('inject-styles', { source: entry('style-entry.js'), output: { injectStyles: true } });
    assert.ok(!out.files.some((f) => f.endsWith('.css')), 'no CSS file');
    assert.ok(out.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/).includes('"a { display: flex; }\\n"'), 'the stylesheet text as written');
  });

  test('config/dev/asset-prefix "A production build and rsbuild preview ignore it" + config/source/define "Your own `source.define` entries override `process.env.ASSET_PREFIX`"', async () => {
    const out = await build('dev-prefix-in-build', {
      source: { ...entry('asset-prefix.js'), define: { 'process.env.ASSET_PREFIX': JSON.stringify('/from-define') } },
      dev: { assetPrefix: '/dev-only/' },
    });
    assert.match(out.read(/^index\.html$/), /src="\/static\/js\/index\.[0-9a-f]{8}\.js"/);
    assert.equal(run(out.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/)), '/from-define');
  });
});

describe('preview server', { concurrency: true }, () => {
  test('config/output/asset-prefix "rsbuild preview understands such a prefix: it strips /shop/" + config/server/headers "The preview server does not add Access-Control-Allow-Origin"', async () => {
    const server = await previewServer('preview-prefix', {
      source: entry('spa.js'),
      output: { assetPrefix: '/shop/' },
      server: { headers: { 'X-Facts': 'yes' } },
    });
    try {
      const js = server.files.find((f) => f.startsWith('static/js/index.'));
      assert.match(server.read(/^index\.html$/), new RegExp(`src="/shop/${js?.replace(/\./g, '\\.')}"`));
      const res = await fetch(`http://localhost:${server.port}/shop/${js}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('x-facts'), 'yes');
      assert.equal(res.headers.get('access-control-allow-origin'), null);
      // config/server/host + guide/basic/server "The preview server of 0.5.9 keeps printing the addresses of all
      // interfaces, although only the configured host answers" (host: 'localhost' in these runs).
      const lan = Object.values(os.networkInterfaces())
        .flat()
        .filter((i) => i && i.family === 'IPv4' && !i.internal)
        .map((i) => `http://${i?.address}:${server.port}`);
      assert.deepEqual(server.urls, [`http://localhost:${server.port}`, ...lan]);
    } finally {
      await server.close();
    }
  });

  test('config/server/public-dir "the preview server serves the output directory, which contains the copied files" + "Build output wins over public files"', async () => {
    const cwd = subProject('public-dir-build', {
      'public/robots.txt': 'public robots\n',
      'public/index.html': '<title>from public</title>\n',
      'src/index.js': "console.log('public');\n",
    });
    const server = await previewServer('public', {}, { cwd });
    try {
      assert.ok(server.files.includes('robots.txt'));
      assert.equal(await (await fetch(`http://localhost:${server.port}/robots.txt`)).text(), 'public robots\n');
      assert.match(
        await (await fetch(`http://localhost:${server.port}/`)).text(),
        /<title>Rsbuild App<\/title>/,
        'the generated page, not public/index.html',
      );
    } finally {
      await server.close();
    }
  });

  test('config/output/dist-path "an absolute root makes it answer with 404 for the pages, scripts and styles"', async () => {
    const { createRsbuild } = await core();
    const root = path.join(fixture(), 'dist', 'absolute-root');
    const config: RsbuildConfig = {
      ...{ source: entry('spa.js') },
      output: { distPath: { root } },
      performance: { printFileSize: false },
      server: { port: await freePort(), host: 'localhost', printUrls: false },
    };
    process.env.NODE_ENV = 'production';
    await (await createRsbuild({ cwd: fixture(), rsbuildConfig: config })).build();
    assert.ok(listFiles(root).includes('index.html'), 'the build itself works');
    const { port, server } = await (await createRsbuild({ cwd: fixture(), rsbuildConfig: config })).preview();
    try {
      assert.equal((await fetch(`http://localhost:${port}/`, { headers: { accept: 'text/html' } })).status, 404);
      assert.equal((await fetch(`http://localhost:${port}/index.html`)).status, 404);
    } finally {
      await server.close();
    }
  });

  test('config/server/html-fallback "With \'index\', a request for a path that is not found is answered with index.html and status 200 whatever its method and Accept header" + guide/basic/server', async () => {
    const server = await previewServer('preview-fallback', FALLBACK_APP);
    try {
      const got = async (url: string, init?: RequestInit): Promise<string> => answer(server.port, url, init);
      assert.equal(await got('/settings/profile', { headers: { accept: 'text/html' } }), '200 page index');
      // "a missing file whose name has an extension is answered with 404 when it sits inside a folder" (the preview
      // server; what the dev server answers, per Accept header, is in server-fallback.test.ts).
      assert.equal(await got('/static/js/missing.js', { headers: { accept: 'application/javascript' } }), '404 Error');
      assert.equal(await got('/api/items', { headers: { accept: 'application/json' } }), '200 page index');
      assert.equal(await got('/api/items', { method: 'POST', headers: { accept: 'text/html' } }), '200 page index');
      assert.equal(await got('/about', { headers: { accept: 'text/html' } }), '200 page about');
      assert.equal(await got('/about/', { headers: { accept: 'text/html' } }), '200 page about', '"/about/ opens about.html there"');
    } finally {
      await server.close();
    }
  });

  test('config/server/history-api-fallback + guide/basic/cli "It applies the server options ... history fallback": rsbuild preview honours server.historyApiFallback', async () => {
    const config: RsbuildConfig = {
      source: { entry: { index: './src/spa.js', admin: './src/spa.js' } },
      html: { title: (({ entryName }: { entryName: string }) => `page ${entryName}`) as unknown as string },
      server: { htmlFallback: false, historyApiFallback: { rewrites: [{ from: /^\/admin/, to: '/admin.html' }] } },
    };
    const server = await previewServer('preview-history', config);
    try {
      const page = (p: string): Promise<Response> => fetch(`http://localhost:${server.port}${p}`, { headers: { accept: 'text/html' } });
      const admin = await page('/admin/users/42');
      assert.equal(admin.status, 200);
      assert.match(await admin.text(), /<title>page admin<\/title>/);
      const other = await page('/settings');
      assert.equal(other.status, 200, 'other paths fall back to index.html');
      assert.match(await other.text(), /<title>page index<\/title>/);
    } finally {
      await server.close();
    }
    // The same output without historyApiFallback: with htmlFallback off, these paths are not found.
    const plain = await previewServer('preview-history', { ...config, server: { htmlFallback: false } }, { rebuild: false });
    try {
      const res = await fetch(`http://localhost:${plain.port}/admin/users/42`, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 404);
    } finally {
      await plain.close();
    }
  });

  test('config/dev/start-url "rsbuild preview opens an http:// URL in 0.5.9 even when it serves HTTPS"', async () => {
    const { opened } = recordOpenedUrls();
    const cert = path.join(ROOT, 'tests/facts/fixtures');
    let beforeStartUrl = 0;
    const server = await previewServer('preview-https', {
      source: entry('spa.js'),
      // guide/basic/server "dev.startUrl and dev.beforeStartUrl also act when the preview server starts"
      dev: { startUrl: true, beforeStartUrl: () => void (beforeStartUrl += 1) },
      server: {
        https: { key: fs.readFileSync(path.join(cert, 'localhost-key.pem')), cert: fs.readFileSync(path.join(cert, 'localhost-cert.pem')) },
      },
    });
    try {
      assert.ok(
        server.urls.every((u) => u.startsWith('https://')),
        `it serves HTTPS: ${server.urls}`,
      );
      const url = await eventually(() => opened().find((u) => u.includes(`:${server.port}`)), 'the opened URL');
      assert.equal(url, `http://localhost:${server.port}/`);
      assert.equal(beforeStartUrl, 1);
    } finally {
      await server.close();
    }
  });
});
