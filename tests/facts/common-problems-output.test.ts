// Facts behind the fourth round of "Common problems" items, on the output pages and the plugin pages
// (server.publicDir, the Assets Retry plugin, html.inject and html.scriptLoading, output.sourceMap,
// performance.bundleAnalyze, output.dataUriLimit, output.distPath, output.injectStyles, output.externals):
// production builds of @rsbuild/core 0.5.9, and Chromium where the browser decides (a failed chunk, a
// deferred script, a CDN global). The Assets Retry plugin itself is not installed here: where its runtime
// matters, a capture listener of our own stands in for it (see that test).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import vm from 'node:vm';
import type { Page } from '@playwright/test';
import { build, previewServer, subProject, type Built } from './lib/rsbuild';
import { sharedBrowser } from './topics-support';

const browser = sharedBrowser();

/** Opens `url` in a new page; `setup` runs before the navigation (routes, listeners). */
async function open(url: string, setup: (page: Page) => Promise<unknown> | void = () => {}): Promise<Page> {
  const page = await browser().newPage();
  await setup(page);
  await page.goto(url);
  return page;
}

const hashed = (files: string[]): string[] => files.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/\/\d+\./, '/[id].'));

describe('common problems: output and plugins', { concurrency: 2 }, () => {
  test('config/server/public-dir "Copy favicons, robots.txt or a whole folder of files into dist unchanged, with no hash in their names": public/ is copied byte for byte under the same paths (a script too, unminified); output.copy copies another folder, into a subfolder with to', async () => {
    const cwd = subProject('common-public-copy', {
      'src/index.js': "console.log('public copy');\n",
      'public/robots.txt': 'User-agent: *\nDisallow:\n',
      'public/legacy/tracker.js': 'var  spaced   =  1 ;\n',
      'seo/sitemap.xml': '<urlset></urlset>\n',
    });
    const icon = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x80]);
    fs.mkdirSync(path.join(cwd, 'public/icons'), { recursive: true });
    fs.writeFileSync(path.join(cwd, 'public/icons/favicon-32.png'), icon);

    const out = await build('common-public-copy', { output: { copy: [{ from: './seo', to: 'seo' }] } }, { cwd });
    for (const f of ['robots.txt', 'icons/favicon-32.png', 'legacy/tracker.js', 'seo/sitemap.xml']) {
      assert.ok(out.files.includes(f), `${f} in ${out.files.join(', ')}`);
    }
    assert.deepEqual(fs.readFileSync(path.join(out.dist, 'icons/favicon-32.png')), icon);
    assert.equal(fs.readFileSync(path.join(out.dist, 'robots.txt'), 'utf8'), 'User-agent: *\nDisallow:\n');
    assert.equal(fs.readFileSync(path.join(out.dist, 'legacy/tracker.js'), 'utf8'), 'var  spaced   =  1 ;\n');
    assert.equal(fs.readFileSync(path.join(out.dist, 'seo/sitemap.xml'), 'utf8'), '<urlset></urlset>\n');
  });

  test('plugins/list/plugin-assets-retry "ChunkLoadError: Loading chunk 3 failed": the messages of the Rspack runtime for a lazy chunk\'s JavaScript and CSS; "call import() once more" in the catch requests the failed file again; called later, a failed CSS file is not requested again', async () => {
    const cwd = subProject('common-chunk-error', {
      'src/index.js': [
        'const report = (e) => ({ name: e.name, message: e.message });',
        "window.attempt = () => import('./lazy').then((m) => m.default(), report);",
        // the page's example: a second import() in the catch
        "window.retry = () => import('./lazy').catch(() => import('./lazy')).then((m) => m.default(), report);",
        "window.styled = () => { const el = document.createElement('p'); el.className = 'lazy'; document.body.append(el); return getComputedStyle(el).color; };",
        '',
      ].join('\n'),
      'src/lazy.js': "import './lazy.css';\nexport default () => 'lazy ran';\n",
      'src/lazy.css': '.lazy { color: rgb(255, 0, 0); }\n',
    });
    const server = await previewServer('common-chunk-error', {}, { cwd });
    type Lazy = { attempt(): Promise<unknown>; retry(): Promise<unknown>; styled(): string; first?: unknown };
    const call = (page: Page, fn: 'attempt' | 'retry') => page.evaluate((f) => (window as unknown as Lazy)[f](), fn);
    try {
      const js = server.files.find((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f));
      const css = server.files.find((f) => /^static\/css\/async\/\d+\.[0-9a-f]{8}\.css$/.test(f));
      assert.ok(js && css, server.files.join(', '));
      const id = /async\/(\d+)\./.exec(js)![1];
      const base = `http://localhost:${server.port}`;
      /** Opens the page with `file` answered 404 the first time; `asked` counts its requests. */
      const failOnce = async (file: string, setup: (page: Page) => Promise<unknown> | void = () => {}) => {
        const asked: string[] = [];
        let failures = 1;
        const page = await open(`${base}/`, async (p) => {
          await setup(p);
          await p.route(`${base}/${file}`, (route) => {
            asked.push(file);
            return failures-- > 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue();
          });
        });
        return { page, asked };
      };

      for (const [file, message] of [
        [js, `Loading chunk ${id} failed.\n(error: ${base}/${js})`],
        [css, `Loading css chunk ${id} failed.\n(error: undefined)`],
      ] as const) {
        // the message
        const first = await failOnce(file);
        try {
          assert.deepEqual(await call(first.page, 'attempt'), { name: 'ChunkLoadError', message });
        } finally {
          await first.page.close();
        }
        // the page's example: the second import() in the catch requests the file again and succeeds
        const again = await failOnce(file);
        try {
          assert.equal(await call(again.page, 'retry'), 'lazy ran');
          assert.equal(again.asked.length, 2, `${file}: the second import() requested the file again`);
          assert.equal(await again.page.evaluate(() => (window as unknown as Lazy).styled()), 'rgb(255, 0, 0)');
        } finally {
          await again.page.close();
        }
      }

      // Later: the CSS failed first, the chunk's JavaScript arrived after (held here until the first import()
      // has been rejected). Rspack 0.5.9's runtime then counts the CSS as loaded: import() succeeds without
      // requesting it, and the styles are missing.
      const late = await failOnce(css, (p) =>
        p.route(`${base}/${js}`, async (route) => {
          await p.waitForFunction(() => (window as unknown as Lazy).first !== undefined);
          await route.continue();
        }),
      );
      try {
        await late.page.evaluate(() => {
          const w = window as unknown as Lazy;
          void w.attempt().then((r) => (w.first = r));
        });
        await late.page.waitForResponse(`${base}/${js}`);
        await late.page.waitForFunction(() =>
          Object.keys(window).some((k) => k.startsWith('webpackChunk') && (window as unknown as Record<string, unknown[]>)[k].length > 0),
        );
        assert.deepEqual(await late.page.evaluate(() => (window as unknown as Lazy).first), {
          name: 'ChunkLoadError',
          message: `Loading css chunk ${id} failed.\n(error: undefined)`,
        });
        assert.equal(await call(late.page, 'attempt'), 'lazy ran');
        assert.equal(late.asked.length, 1, 'the CSS file was not requested again');
        assert.notEqual(await late.page.evaluate(() => (window as unknown as Lazy).styled()), 'rgb(255, 0, 0)');
      } finally {
        await late.page.close();
      }
    } finally {
      await server.close();
    }
  });

  test('plugins/list/plugin-assets-retry Limits "Rspack\'s chunk loader has already rejected the import() promise ... once a retry has loaded the file, the second call succeeds without downloading it again": a capture listener on document that adds a new <script> for the failed chunk, as the plugin\'s does, does not stop the rejection', async () => {
    // Stand-in for the plugin's runtime (not installed here): in the capture phase, add a new <script> with
    // the failed URL to <body>, as the plugin does for an async <script> (the chunk loader's scripts are).
    const standIn =
      "document.addEventListener('error', (e) => { const t = e.target; if (t instanceof HTMLScriptElement && !t.dataset.again) { window.retried = t.async; const s = document.createElement('script'); s.src = t.src; s.dataset.again = '1'; document.body.appendChild(s); } }, true);";
    const cwd = subProject('common-chunk-retry', {
      'src/index.js': "window.attempt = () => import('./lazy').then((m) => m.default(), (e) => e.name);\n",
      'src/lazy.js': "export default () => 'lazy ran';\n",
    });
    const server = await previewServer(
      'common-chunk-retry',
      { html: { tags: [{ tag: 'script', children: standIn, head: true, append: false }] } },
      { cwd },
    );
    try {
      const js = server.files.find((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f));
      assert.ok(js);
      const base = `http://localhost:${server.port}`;
      let failures = 1;
      let asked = 0;
      const page = await open(`${base}/`, (p) =>
        p.route(`${base}/${js}`, (route) => {
          asked += 1;
          return failures-- > 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue();
        }),
      );
      try {
        const attempt = (): Promise<unknown> => page.evaluate(() => (window as unknown as { attempt(): Promise<unknown> }).attempt());
        assert.equal(await attempt(), 'ChunkLoadError');
        assert.equal(
          await page.evaluate(() => (window as unknown as { retried: boolean }).retried),
          true,
          "the loader's <script> is async",
        );
        await page.waitForFunction(() => document.querySelectorAll('script[data-again]').length === 1);
        await page.waitForLoadState('networkidle');
        assert.equal(asked, 2, "the failed load and the stand-in's retry");
        assert.equal(await attempt(), 'lazy ran');
        assert.equal(asked, 2, 'the second import() did not download the file again');
      } finally {
        await page.close();
      }
    } finally {
      await server.close();
    }
  });

  test('config/html/inject + config/html/script-loading "Why are the <script> tags in <head> and not at the end of <body>?": by default they are in <head> with defer and still find the root element; with blocking in <head> it is null, inject: \'body\' moves them', async () => {
    const cwd = subProject('common-script-place', {
      'src/index.js': "window.rootFound = document.getElementById('root') !== null;\n",
    });
    const place = async (name: string, html: object): Promise<{ head: boolean; body: boolean; rootFound: boolean }> => {
      const server = await previewServer(`common-script-${name}`, { html }, { cwd });
      try {
        const page = await open(`http://localhost:${server.port}/`);
        try {
          await page.waitForFunction(() => 'rootFound' in window);
          return await page.evaluate(() => ({
            head: document.head.querySelector('script[src*="static/js/index"]') !== null,
            body: document.body.querySelector('script[src*="static/js/index"]') !== null,
            rootFound: (window as unknown as { rootFound: boolean }).rootFound,
          }));
        } finally {
          await page.close();
        }
      } finally {
        await server.close();
      }
    };
    const def = await place('default', {});
    assert.deepEqual(def, { head: true, body: false, rootFound: true });
    const blocking = await place('blocking', { scriptLoading: 'blocking' });
    assert.deepEqual(blocking, { head: true, body: false, rootFound: false });
    const moved = await place('body', { inject: 'body', scriptLoading: 'blocking' });
    assert.deepEqual(moved, { head: false, body: true, rootFound: true });
  });

  test('config/output/source-map "Errors in the browser console point to minified code": a production build has no .map file and no sourceMappingURL; js: \'source-map\' writes index.[hash].js.map and the comment', async () => {
    const cwd = subProject('common-source-map', { 'src/index.js': "export const fail = () => { throw new Error('boom'); };\nfail();\n" });
    const plain = await build('common-map-default', {}, { cwd });
    assert.ok(!plain.files.some((f) => f.endsWith('.map')), plain.files.join(', '));
    assert.doesNotMatch(plain.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/), /sourceMappingURL/);
    const mapped = await build('common-map-on', { output: { sourceMap: { js: 'source-map' } } }, { cwd });
    assert.ok(hashed(mapped.files).includes('static/js/index.[hash].js.map'), mapped.files.join(', '));
    assert.match(mapped.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/), /\/\/# sourceMappingURL=index\.[0-9a-f]{8}\.js\.map\s*$/);
    const map = JSON.parse(mapped.read(/^static\/js\/index\.[0-9a-f]{8}\.js\.map$/)) as { sources: string[] };
    assert.ok(
      map.sources.some((s) => s.endsWith('src/index.js')),
      map.sources.join(', '),
    );
  });

  test('config/performance/bundle-analyze "Which third-party packages make a JavaScript file so big?": in the report each file has a node_modules group with one entry per package, scoped ones as @scope/name, with their sizes', async () => {
    const cwd = subProject('common-analyze-packages', {
      'src/index.js': "import big from 'big-lib';\nimport small from '@acme/small-lib';\nconsole.log(big, small);\n",
      'node_modules/big-lib/package.json': '{ "name": "big-lib", "main": "index.js" }\n',
      'node_modules/big-lib/index.js': `module.exports = ${JSON.stringify('b'.repeat(50_000))} + Math.random();\n`,
      'node_modules/@acme/small-lib/package.json': '{ "name": "@acme/small-lib", "main": "index.js" }\n',
      'node_modules/@acme/small-lib/index.js': "module.exports = 's' + Math.random();\n",
    });
    const out = await build(
      'common-analyze-packages',
      { performance: { bundleAnalyze: { analyzerMode: 'json', reportFilename: 'report-web.json', logLevel: 'silent' } } },
      { cwd },
    );
    type Group = { label: string; parsedSize: number; gzipSize: number; groups?: Group[] };
    const report = JSON.parse(fs.readFileSync(path.join(out.dist, 'report-web.json'), 'utf8')) as Group[];
    const packages = report.flatMap((file) => file.groups?.find((g) => g.label === 'node_modules')?.groups ?? []);
    const sizes = Object.fromEntries(packages.map((p) => [p.label, p.parsedSize]));
    assert.deepEqual(Object.keys(sizes).sort(), ['@acme/small-lib', 'big-lib']);
    assert.ok(sizes['big-lib'] > 50_000 && sizes['@acme/small-lib'] < 100, JSON.stringify(sizes));
    assert.ok(packages.every((p) => p.gzipSize > 0));
  });

  test('config/output/data-uri-limit "Small images are inlined as base64 data URLs": dataUriLimit: { image: 0 } writes a 2,000-byte PNG as a file, while a small SVG is still inlined', async () => {
    const cwd = subProject('common-data-uri', {
      'src/index.js': "import small from './small.png';\nimport logo from './logo.svg';\nglobalThis.urls = [small, logo];\n",
      'src/small.png': `\u0089PNG${'i'.repeat(1_996)}`,
      'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    });
    const js = (b: Built): string => b.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/);
    const plain = await build('common-data-uri-default', {}, { cwd });
    assert.ok(!plain.files.some((f) => f.endsWith('.png')));
    assert.match(js(plain), /data:image\/png;base64,/);
    const files = await build('common-data-uri-image-0', { output: { dataUriLimit: { image: 0 } } }, { cwd });
    assert.ok(hashed(files.files).includes('static/image/small.[hash].png'), files.files.join(', '));
    assert.doesNotMatch(js(files), /data:image\/png;base64,/);
    assert.match(js(files), /data:image\/svg\+xml;base64,/);
  });

  test("config/output/dist-path \"put the built JS and CSS into folders of your choice\": js: 'assets/js' and css: 'assets/css' move the entry and async files and the URLs in the HTML", async () => {
    const cwd = subProject('common-dist-folders', {
      'src/index.js': "import './index.css';\nimport('./lazy').then((m) => m.default());\n",
      'src/index.css': 'body { margin: 0; }\n',
      'src/lazy.js': "import './lazy.css';\nexport default () => 1;\n",
      'src/lazy.css': '.lazy { color: red; }\n',
    });
    const out = await build('common-dist-folders', { output: { distPath: { js: 'assets/js', css: 'assets/css' } } }, { cwd });
    assert.deepEqual(
      hashed(out.files).filter((f) => !f.endsWith('.LICENSE.txt')),
      [
        'assets/css/async/[id].[hash].css',
        'assets/css/index.[hash].css',
        'assets/js/async/[id].[hash].js',
        'assets/js/index.[hash].js',
        'index.html',
      ],
    );
    const html = out.read(/^index\.html$/);
    assert.match(html, /src="\/assets\/js\/index\.[0-9a-f]{8}\.js"/);
    assert.match(html, /href="\/assets\/css\/index\.[0-9a-f]{8}\.css"/);
  });

  test('config/output/inject-styles "Bundle the CSS into the JavaScript, with no separate .css file": no .css file at all, the CSS of a lazy chunk is in that chunk\'s JavaScript', async () => {
    const cwd = subProject('common-inject-styles', {
      'src/index.js': "import './index.css';\nimport('./lazy').then((m) => m.default());\n",
      'src/index.css': '.entry-style { margin: 0; }\n',
      'src/lazy.js': "import './lazy.css';\nexport default () => 1;\n",
      'src/lazy.css': '.lazy-style { color: red; }\n',
    });
    const out = await build('common-inject-styles', { output: { injectStyles: true } }, { cwd });
    assert.ok(!out.files.some((f) => f.endsWith('.css')), out.files.join(', '));
    assert.doesNotMatch(out.read(/^index\.html$/), /stylesheet/);
    assert.match(out.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/), /\.entry-style/);
    assert.match(out.read(/^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/), /\.lazy-style/);
  });

  test('config/output/externals "Vue is not defined": the bundle reads exactly the global named in externals (vue: \'vue\' fails where the CDN script defines Vue); with the script added by html.tags the page runs, without it the page throws', async () => {
    const cwd = subProject('common-externals-vue', {
      'src/index.js': "import { version } from 'vue';\nwindow.result = version;\n",
    });
    const lower = await build('common-externals-lower', { output: { externals: { vue: 'vue' } } }, { cwd });
    assert.throws(
      () => vm.runInNewContext(lower.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/), { Vue: { version: '3.4.21' }, window: {} }),
      (e: Error) => e.name === 'ReferenceError' && e.message === 'vue is not defined',
    );

    const cdn = 'https://cdn.example.com/vue@3.4.21/dist/vue.global.prod.js';
    const withTag = {
      output: { externals: { vue: 'Vue' } },
      html: { tags: [{ tag: 'script', attrs: { src: cdn }, head: true, append: false }] },
    };
    for (const [name, config, expected] of [
      ['common-externals-tag', withTag, { result: '3.4.21', errors: [] as string[] }],
      ['common-externals-no-tag', { output: { externals: { vue: 'Vue' } } }, { result: null, errors: ['Vue is not defined'] }],
    ] as const) {
      const server = await previewServer(name, config, { cwd });
      try {
        const errors: string[] = [];
        const page = await open(`http://localhost:${server.port}/`, async (p) => {
          p.on('pageerror', (e) => errors.push(e.message));
          await p.route(cdn, (route) => route.fulfill({ contentType: 'text/javascript', body: "var Vue = { version: '3.4.21' };" }));
        });
        try {
          await page.waitForLoadState('load');
          const result = await page.evaluate(() => (window as unknown as { result?: string }).result ?? null);
          assert.deepEqual({ result, errors }, expected);
        } finally {
          await page.close();
        }
      } finally {
        await server.close();
      }
    }
  });
});
