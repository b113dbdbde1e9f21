// Facts behind the config/performance pages (bundle-analyze, dns-prefetch, preconnect, prefetch, preload,
// print-file-size, profile, remove-console, remove-moment-locale) and the non-size claims of
// guide/optimization/build-performance, run on @rsbuild/core 0.5.9. Builds share one small app with a
// lazily imported module that pulls in CSS, an image, an SVG and a font.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  ROOT,
  build,
  cli,
  core,
  devServer,
  eventually,
  inspect,
  listFiles,
  startCli,
  subProject,
  type Loose,
  type RsbuildPlugin,
} from './lib/rsbuild';

/** `rsbuild <args>` with NODE_ENV set (the `cli` helper leaves NODE_ENV to the CLI). */
function cliWithNodeEnv(args: string[], cwd: string, nodeEnv: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/rsbuild-0.5/bin/rsbuild.js'), ...args], {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', NODE_ENV: nodeEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The analyzer writes stats.json after the build has finished: waits until the file is complete JSON. */
function readStats(file: string, timeoutMs = 60_000): Promise<Loose> {
  return eventually(
    () => {
      try {
        return JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        return undefined;
      }
    },
    file,
    timeoutMs,
  );
}

const BIG = 12_000; // above the 10,000-byte data URI limit: the assets stay files
const HINTS_APP = {
  'src/index.js':
    "import './index.css';\nimport('./lazy').then((m) => m.run());\nimport(/* webpackChunkName: \"dashboard\" */ './dashboard');\n",
  'src/index.css': 'body { color: red; }\n',
  'src/lazy.js':
    "import './lazy.css';\nimport big from './big.png';\nimport pic from './pic.svg';\nexport const run = () => console.log(big, pic);\n",
  'src/lazy.css': ".x { background: url('./font.woff2'); }\n",
  'src/dashboard.js': "console.log('dashboard');\n",
  'src/font.woff2': 'f'.repeat(BIG),
  'src/big.png': 'x'.repeat(BIG),
  'src/pic.svg': `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(BIG)}</svg>`,
};
let hintsDir: string | undefined;
const hintsApp = (): string => (hintsDir ??= subProject('performance-hints', HINTS_APP));

/** The tags of `<head>`, each as its opening tag. */
const headTags = (html: string): string[] =>
  [...(html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? '').matchAll(/<(link|meta|title|script)\b[^>]*>/g)].map((m) => m[0]);
const rel = (tags: string[], value: string): string[] => tags.filter((t) => t.includes(`rel="${value}"`));
const href = (tag: string): string => /href="([^"]*)"/.exec(tag)?.[1] ?? '';

const HINTS_CONFIG = {
  html: { tags: [{ tag: 'meta', attrs: { name: 'from-html-tags' }, append: false }] },
  output: { sourceMap: { js: 'source-map' as const, css: true } },
  performance: {
    dnsPrefetch: ['https://cdn.example.com', '//api.example.com'],
    preconnect: [
      'https://cdn.example.com',
      { href: 'https://fonts.example.com', crossorigin: true },
      { href: 'https://plain.example.com', crossorigin: false },
    ],
    preload: true as const,
    prefetch: true as const,
  },
};

describe('performance options', { concurrency: true }, () => {
  test('config/performance/dns-prefetch "Each string becomes one tag, in the same order" + "inserted at the very beginning of <head>, before <title> ... html.tags ... the preconnect tags come first" + config/performance/preconnect "crossorigin: true gives a bare crossorigin attribute ... false leaves the attribute out" + config/performance/preload and prefetch "Generated tags"', async () => {
    const out = await build('performance-hints', HINTS_CONFIG, { cwd: hintsApp() });
    const html = out.read(/^index\.html$/);
    assert.ok(!html.includes('</link>'), 'the minified production HTML has no </link>');
    const tags = headTags(html);
    // Network hints first: preconnect, then dns-prefetch, then <title> and the tags of html.tags (even with append: false).
    assert.deepEqual(tags.slice(0, 5), [
      '<link rel="preconnect" href="https://cdn.example.com">',
      '<link rel="preconnect" href="https://fonts.example.com" crossorigin>',
      '<link rel="preconnect" href="https://plain.example.com">',
      '<link rel="dns-prefetch" href="https://cdn.example.com">',
      '<link rel="dns-prefetch" href="//api.example.com">',
    ]);
    assert.ok(tags.indexOf('<title>') > 4 && tags.indexOf('<meta name="from-html-tags">') > 4, tags.join('\n'));

    const preload = rel(tags, 'preload');
    const prefetch = rel(tags, 'prefetch');
    // Candidates of `true`: the files of the async chunks, sorted by path, no source maps.
    const files = preload.map(href);
    assert.deepEqual(files, [...files].sort());
    assert.ok(files.every((f) => !f.endsWith('.map')) && out.files.some((f) => f.endsWith('.js.map')), 'maps exist but are not hinted');
    assert.ok(
      files.every((f) => /\/async\/|\/image\/|\/svg\/|\/font\//.test(f)),
      files.join(', '),
    );
    assert.deepEqual(prefetch.map(href), files);
    // `as` from the extension; fonts get crossorigin; .svg is preloaded as a script.
    const as = Object.fromEntries(preload.map((t) => [href(t).replace(/^.*\.(\w+)$/, '$1'), /as="(\w+)"/.exec(t)?.[1]]));
    assert.deepEqual(as, { css: 'style', woff2: 'font', png: 'image', js: 'script', svg: 'script' });
    assert.ok(preload.find((t) => t.includes('.woff2'))?.includes('crossorigin'), 'the font preload has crossorigin');
    assert.ok(
      prefetch.every((t) => !t.includes(' as=') && !t.includes('crossorigin')),
      'prefetch tags carry no as, no crossorigin',
    );
    // Preload first, then prefetch, then the page's stylesheet.
    const last = (list: string[]): number => tags.indexOf(list[list.length - 1]);
    assert.ok(last(preload) < tags.indexOf(prefetch[0]), 'preload before prefetch');
    assert.equal(
      tags[last(prefetch) + 1],
      tags.find((t) => t.includes('rel="stylesheet"')),
      'just before the stylesheet',
    );
    // The include pattern of the preload page selects the named chunk.
    const named = files.filter((f) => [/[\\/]dashboard\.[0-9a-f]+\.(js|css)$/].some((r) => r.test(f)));
    assert.equal(named.length, 1, files.join(', '));
  });

  test('config/performance/preload "Scripts and styles get crossorigin when html.crossorigin is set and the asset prefix is not /" + "files that already have a <script> tag in the page are skipped" + prefetch "all-chunks"', async () => {
    const out = await build(
      'performance-hints-initial',
      {
        html: { crossorigin: true },
        output: { assetPrefix: 'https://cdn.example.com/' },
        performance: { preload: { type: 'initial' }, prefetch: { type: 'all-chunks', exclude: [/\.(png|jpe?g|gif|webp|svg|woff2?)$/] } },
      },
      { cwd: hintsApp() },
    );
    const tags = headTags(out.read(/^index\.html$/));
    const script = tags.find((t) => t.startsWith('<script'));
    assert.ok(script);
    // initial: the entry's script already has its tag, so only its CSS is preloaded.
    assert.deepEqual(rel(tags, 'preload'), [
      `<link href="https://cdn.example.com/${out.files.find((f) => /^static\/css\/index\./.test(f))}" rel="preload" as="style" crossorigin="">`,
    ]);
    const prefetched = rel(tags, 'prefetch').map(href);
    assert.ok(prefetched.some((f) => /css\/index\./.test(f)) && prefetched.some((f) => /js\/async\//.test(f)), 'initial and async chunks');
    assert.ok(!prefetched.some((f) => /js\/index\./.test(f)), 'not the entry script');
    assert.ok(!prefetched.some((f) => /\.(png|svg|woff2)$/.test(f)), 'exclude removed the assets');
  });

  test('config/performance/preload + prefetch "Several pages ... each page only preloads chunks that belong to its own entry"', async () => {
    const cwd = subProject('performance-hints-pages', {
      'src/a.js': "import('./lazy-a');\n",
      'src/lazy-a.js': "console.log('lazy a');\n",
      'src/b.js': "import('./lazy-b');\n",
      'src/lazy-b.js': "console.log('lazy b');\n",
    });
    const out = await build('pages', { source: { entry: { a: './src/a.js', b: './src/b.js' } }, performance: { preload: true } }, { cwd });
    const lazyOf = (page: string): string[] => rel(headTags(out.read(new RegExp(`^${page}\\.html$`))), 'preload').map(href);
    const [a, b] = [lazyOf('a'), lazyOf('b')];
    assert.equal(a.length, 1);
    assert.equal(b.length, 1);
    assert.notEqual(a[0], b[0]);
    assert.match(out.read(new RegExp(a[0].replace(/^\//, '').replace(/\./g, '\\.') + '$')), /lazy a/);
  });

  test('config/performance/preload "When the entry itself imports a package, that file is initial ... when the entry imports none, the vendor file is an async chunk and is preloaded"', async () => {
    const cwd = subProject('performance-hints-vendor', {
      'src/with-package.js': "import react from 'react';\nconsole.log(react.name);\nimport('./lazy');\n",
      'src/without-package.js': "import('./lazy');\n",
      'src/lazy.js': "import lodash from 'lodash';\nconsole.log(lodash.name);\n",
    });
    const [withPkg, without] = await Promise.all(
      ['with-package', 'without-package'].map((name) =>
        build(
          `vendor-${name}`,
          { source: { entry: { index: `./src/${name}.js` } }, performance: { preload: true, chunkSplit: { strategy: 'single-vendor' } } },
          { cwd },
        ),
      ),
    );
    assert.ok(
      withPkg.files.some((f) => /^static\/js\/vendor\.\w+\.js$/.test(f)),
      withPkg.files.join(', '),
    );
    assert.match(withPkg.read(/^static\/js\/vendor\.\w+\.js$/), /"lodash"/);
    assert.ok(
      !rel(headTags(withPkg.read(/^index\.html$/)), 'preload').some((t) => t.includes('vendor')),
      'the initial vendor file is not preloaded',
    );
    // Without a package in the entry, the vendor file is an async chunk and is preloaded.
    assert.ok(
      without.files.some((f) => /^static\/js\/async\/vendor\.\w+\.js$/.test(f)),
      without.files.join(', '),
    );
    assert.ok(rel(headTags(without.read(/^index\.html$/)), 'preload').some((t) => t.includes('/async/vendor.')));
  });

  test('config/performance/preload + prefetch "type all-assets fails the build in 0.5.9 (TypeError: [html-rspack-plugin]: Cannot read properties of undefined (reading \'values\'))"', async () => {
    const cwd = subProject('performance-all-assets', {
      'src/index.js': "import('./lazy');\n",
      'src/lazy.js': "console.log('lazy');\n",
      'rsbuild.config.mjs': "export default { performance: { preload: { type: 'all-assets' }, printFileSize: false } };\n",
    });
    const { code, output } = await cli(['build'], { cwd });
    assert.notEqual(code, 0);
    assert.ok(output.includes("TypeError: [html-rspack-plugin]: Cannot read properties of undefined (reading 'values')"), output);
  });

  test('config/performance/* "Both modes": hints in development HTML (non-void <link ...></link>, readable async names); bundleAnalyze writes its report and the whole dev build; print-file-size "rsbuild dev never prints them"', async () => {
    let afterBuild = 0;
    const probe: RsbuildPlugin = { name: 'probe', setup: (api) => api.onAfterBuild(() => void (afterBuild += 1)) };
    const server = await devServer(
      {
        ...HINTS_CONFIG,
        output: {},
        plugins: [probe],
        performance: { ...HINTS_CONFIG.performance, bundleAnalyze: { logLevel: 'silent' } },
      },
      { cwd: hintsApp() },
    );
    try {
      const html = await (await fetch(`http://localhost:${server.port}/`)).text();
      assert.ok(html.includes('<link rel="preconnect" href="https://cdn.example.com"></link>'), html);
      assert.ok(html.includes('<link rel="dns-prefetch" href="//api.example.com"></link>'), html);
      assert.ok(html.includes('<link href="/static/js/async/src_lazy_js.js" rel="preload" as="script">'), html);
      assert.ok(html.includes('<link href="/static/js/async/src_lazy_js.js" rel="prefetch">'), html);
      const dist = path.join(hintsApp(), 'dist', `dev-${server.port}`);
      const files = await eventually(
        () => (fs.existsSync(path.join(dist, 'report-web.html')) ? listFiles(dist) : undefined),
        'the dev report',
        60_000,
      );
      assert.ok(files.includes('index.html') && files.includes('static/js/index.js'), `the dev build is on disk: ${files.join(', ')}`);
      assert.equal(afterBuild, 0, 'onAfterBuild (which prints the sizes) does not run in dev');
    } finally {
      await server.close();
    }
  });

  test('config/performance/profile "Both modes ... stats.json is written ... although the rest of the development build stays in memory"', async () => {
    const cwd = subProject('performance-profile-dev', { 'src/index.js': "console.log('profile dev');\n" });
    const server = await devServer({ performance: { profile: true, bundleAnalyze: undefined } }, { cwd });
    try {
      const dist = path.join(cwd, 'dist', `dev-${server.port}`);
      await readStats(path.join(dist, 'stats.json'));
      assert.deepEqual(listFiles(dist), ['stats.json']);
    } finally {
      await server.close();
    }
  });

  test('config/performance/bundle-analyze: the options Rsbuild sets, one report per target (dist/server for node), dev.writeToDisk in development only, no plugin without the option', async () => {
    const opts = (c: Loose): Loose => c.plugins.find((p: Loose) => p?.constructor?.name === 'BundleAnalyzerPlugin')?.opts;
    const { rspack } = await inspect({
      performance: { bundleAnalyze: {} },
      output: { targets: ['web', 'node', 'web-worker', 'service-worker'] },
    });
    assert.deepEqual(
      rspack.map((c) => [
        path.relative(ROOT, c.output.path).replace(/^.*?dist/, 'dist'),
        opts(c).reportFilename,
        opts(c).analyzerMode,
        opts(c).openAnalyzer,
      ]),
      [
        ['dist', 'report-web.html', 'static', false],
        ['dist/server', 'report-node.html', 'static', false],
        ['dist', 'report-web-worker.html', 'static', false],
        ['dist', 'report-service-worker.html', 'static', false],
      ],
    );
    const web = opts(rspack[0]);
    assert.deepEqual(
      [
        web.defaultSizes,
        web.generateStatsFile,
        web.statsFilename,
        web.statsOptions,
        web.excludeAssets,
        web.analyzerHost,
        web.analyzerPort,
        web.logLevel,
      ],
      ['parsed', false, 'stats.json', null, null, '127.0.0.1', 8888, 'info'],
    );
    const mine = await inspect({ performance: { bundleAnalyze: { reportFilename: '../reports/bundle.html', openAnalyzer: true } } });
    assert.deepEqual(
      [opts(mine.rspack[0]).reportFilename, opts(mine.rspack[0]).openAnalyzer],
      ['../reports/bundle.html', true],
      'your keys win',
    );
    const dev = await inspect({ performance: { bundleAnalyze: {} } }, { mode: 'development' });
    assert.equal(dev.normalized.dev.writeToDisk, true);
    const prod = await inspect({ performance: { bundleAnalyze: {} } });
    assert.notEqual(prod.normalized.dev.writeToDisk, true);
    const off = await inspect({});
    assert.equal(opts(off.rspack[0]), undefined);
  });

  test('config/performance/bundle-analyze "BUNDLE_ANALYZE=true npx rsbuild build" writes dist/report-web.html + "json mode keeps the .html name"', async () => {
    const cwd = subProject('performance-analyze-env', { 'src/index.js': "console.log('analyze');\n" });
    const [{ code, output }, json] = await Promise.all([
      cli(['build'], { cwd, env: { BUNDLE_ANALYZE: 'true' } }),
      build('analyze-json', { performance: { bundleAnalyze: { analyzerMode: 'json', logLevel: 'silent' } } }, { cwd }),
    ]);
    assert.equal(code, 0, output);
    assert.match(output, /Webpack Bundle Analyzer saved report to .*[\\/]dist[\\/]report-web\.html/);
    assert.ok(fs.readFileSync(path.join(cwd, 'dist', 'report-web.html'), 'utf8').startsWith('<!DOCTYPE html>'));
    assert.ok(Array.isArray(JSON.parse(fs.readFileSync(path.join(json.dist, 'report-web.html'), 'utf8'))), 'JSON in report-web.html');
  });

  test('config/performance/bundle-analyze "\'server\' mode does not exit. rsbuild build stays running"', async () => {
    const cwd = subProject('performance-analyze-server', {
      'src/index.js': "console.log('server mode');\n",
      'rsbuild.config.mjs':
        "export default { performance: { printFileSize: false, bundleAnalyze: { analyzerMode: 'server', analyzerPort: 'auto', openAnalyzer: false } } };\n",
    });
    const child = startCli(['build'], { cwd });
    try {
      await child.waitFor(/Webpack Bundle Analyzer is started at (http:\/\/\S+)/);
      await new Promise((r) => setTimeout(r, 1500));
      let exited = false;
      void child.done.then(() => (exited = true));
      await new Promise((r) => setImmediate(r));
      assert.equal(exited, false, 'still running after the build');
    } finally {
      await child.stop();
    }
  });

  test('config/performance/profile: Rspack profile on, bundleAnalyze set to { analyzerMode: "disabled", generateStatsFile: true } or given generateStatsFile; stats.json has per-module profile timings', async () => {
    const alone = await inspect({ performance: { profile: true } });
    assert.equal(alone.rspack[0].profile, true);
    assert.deepEqual(alone.normalized.performance.bundleAnalyze, { analyzerMode: 'disabled', generateStatsFile: true });
    const both = await inspect({ performance: { profile: true, bundleAnalyze: { analyzerMode: 'static' } } });
    assert.deepEqual(both.normalized.performance.bundleAnalyze, { generateStatsFile: true, analyzerMode: 'static' });
    const mine = await inspect({ performance: { profile: true, bundleAnalyze: { generateStatsFile: false } } });
    assert.equal(mine.normalized.performance.bundleAnalyze.generateStatsFile, false, 'your own key wins');

    const cwd = subProject('performance-profile', {
      'src/index.js': "import './a.css';\nconsole.log('profile');\n",
      'src/a.css': 'a { color: red; }\n',
    });
    const out = await build(
      'profile',
      { performance: { profile: true, bundleAnalyze: { analyzerMode: 'disabled', generateStatsFile: true, logLevel: 'silent' } } },
      { cwd },
    );
    assert.ok(out.files.includes('stats.json') && !out.files.some((f) => f.startsWith('report-')), out.files.join(', '));
    const stats = await readStats(path.join(out.dist, 'stats.json'));
    for (const key of ['assets', 'chunks', 'modules', 'entrypoints']) assert.ok(key in stats, key);
    const css = stats.modules.find((m: Loose) => m.name === './src/a.css');
    assert.deepEqual(Object.keys(css.profile).sort(), ['building', 'integration', 'resolving', 'total']);
    assert.equal(typeof css.profile.total, 'number');
  });

  test('config/performance/remove-console: true drops calls with their arguments; an array keeps side effects and arguments of returned calls; indirect calls stay; jsOptions pure_funcs are concatenated', async () => {
    const cwd = subProject('performance-remove-console', {
      'src/index.js': [
        'function increment() { globalThis.count = (globalThis.count || 0) + 1; return globalThis.count; }',
        "console.log('count', increment());",
        "console.error('failed', 1);",
        "console.debug('debug');",
        "const arrow = (value) => console.log('input', value);",
        "const block = (value) => { console.log('input', value); };",
        "window.console.log('through window');",
        "const log = console.log; log('stored');",
        'globalThis.fns = [arrow, block];',
        '',
      ].join('\n'),
    });
    const jsOptions = { compress: { pure_funcs: ['console.debug'] } };
    const [all, some] = await Promise.all([
      build('remove-console-true', { performance: { removeConsole: true } }, { cwd }),
      build('remove-console-array', { performance: { removeConsole: ['log'] }, output: { minify: { jsOptions } } }, { cwd }),
    ]);
    const a = all.read(/^static\/js\/index\.\w+\.js$/);
    assert.ok(!a.includes('failed') && !a.includes('globalThis.count') && !a.includes('debug'), a);
    assert.ok(a.includes('=>void 0'), 'the arrow returning console.log becomes void 0');
    const s = some.read(/^static\/js\/index\.\w+\.js$/);
    assert.ok(s.includes('console.error("failed",1)'), s);
    assert.ok(s.includes('globalThis.count'), 'the side effect of the argument stays');
    assert.ok(!s.includes('"count"') && !s.includes('"debug"'), 'console.log and console.debug calls are gone');
    assert.ok(s.includes('=>console.log("input",'), 'a returned call stays');
    for (const text of [a, s]) {
      assert.ok(text.includes('window.console.log("through window")'), 'window.console.log stays');
      assert.ok(text.includes('console.log)("stored")'), 'a stored console.log stays');
    }
    const { rspack } = await inspect({ performance: { removeConsole: ['log'] }, output: { minify: { jsOptions } } });
    const minimizer = rspack[0].optimization.minimizer.find((m: Loose) => m.name === 'SwcJsMinimizerRspackPlugin');
    assert.deepEqual(JSON.parse(minimizer._options.compress).pure_funcs, ['console.log', 'console.debug']);
  });

  test('config/performance/remove-console "Production only" + "Needs the minifier" + "Merging configs ... replaces" + "Inline scripts of the HTML template"', async () => {
    const jsMinimizer = (c: Loose): boolean => (c.optimization.minimizer ?? []).some((m: Loose) => m.name === 'SwcJsMinimizerRspackPlugin');
    const dev = await inspect({ performance: { removeConsole: true } }, { mode: 'development' });
    assert.equal(jsMinimizer(dev.rspack[0]), false);
    for (const minify of [false, { js: false }] as const) {
      const { rspack } = await inspect({ performance: { removeConsole: true }, output: { minify } });
      assert.equal(jsMinimizer(rspack[0]), false, JSON.stringify(minify));
    }
    const { mergeRsbuildConfig } = await core();
    assert.deepEqual(
      mergeRsbuildConfig({ performance: { removeConsole: ['log'] } }, { performance: { removeConsole: ['warn'] } }).performance
        ?.removeConsole,
      ['warn'],
    );

    const cwd = subProject('performance-remove-console-template', {
      'src/index.js': "document.title = 'template';\n",
      'template.html':
        '<!doctype html><html><head><script>console.log("template log"); console.warn("template warn");</script></head><body><div id="root"></div></body></html>\n',
    });
    const out = await build(
      'remove-console-template',
      { html: { template: './template.html' }, performance: { removeConsole: ['log'] } },
      { cwd },
    );
    const html = out.read(/^index\.html$/);
    assert.ok(!html.includes('template log') && html.includes('console.warn("template warn")'), html);
  });

  test('config/performance/remove-moment-locale "keeps the locale that was active before, without any warning" + "Direct imports of moment/locale/<name> are not affected" + "Both modes"', async () => {
    const cwd = subProject('performance-moment', {
      'src/moment.js': [
        "import moment from 'moment';",
        "import 'moment/locale/fr';",
        'const warnings = [];',
        'console.warn = (message) => warnings.push(message);',
        "globalThis.momentResult = { fr: moment.locale('fr'), de: moment.locale('de'), warnings };",
        '',
      ].join('\n'),
    });
    fs.mkdirSync(path.join(cwd, 'node_modules'), { recursive: true });
    const link = path.join(cwd, 'node_modules', 'moment');
    if (!fs.existsSync(link)) fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules', 'moment')), link);
    const run = async (removeMomentLocale: boolean): Promise<{ size: number; result: Loose }> => {
      const out = await build(
        `moment-${removeMomentLocale}`,
        { source: { entry: { index: './src/moment.js' } }, output: { targets: ['node'] }, performance: { removeMomentLocale } },
        { cwd },
      );
      const file = path.join(out.dist, 'server', 'index.js');
      const warn = console.warn;
      try {
        createRequire(import.meta.url)(file);
      } finally {
        console.warn = warn;
      }
      return { size: fs.statSync(file).size, result: (globalThis as Loose).momentResult };
    };
    const kept = await run(false);
    const removed = await run(true);
    assert.equal(kept.result.de, 'de', 'all locales bundled: de loads');
    assert.equal(removed.result.fr, 'fr');
    assert.equal(removed.result.de, 'fr', 'the previous locale stays');
    assert.deepEqual(removed.result.warnings, [], 'no console warning');
    assert.ok(removed.size * 4 < kept.size, `${removed.size} vs ${kept.size}`);
    const dev = await inspect({ performance: { removeMomentLocale: true } }, { mode: 'development' });
    const ignore = dev.rspack[0].plugins.find((p: Loose) => p?.constructor?.name === 'IgnorePlugin');
    assert.deepEqual([String(ignore?.options.resourceRegExp), String(ignore?.options.contextRegExp)], ['/^\\.\\/locale$/', '/moment$/']);
  });

  test('config/performance/print-file-size "The heading always says Production file sizes" + "Several targets ... each with its own output folder" + "detail: false"', async () => {
    const cwd = subProject('performance-file-size', { 'src/index.js': "console.log('sizes');\n" });
    fs.writeFileSync(path.join(cwd, 'rsbuild.config.mjs'), "export default { output: { targets: ['web', 'node'] } };\n");
    const detailOff = subProject('performance-file-size-totals', {
      'src/index.js': "console.log('totals');\n",
      'rsbuild.config.mjs': 'export default { performance: { printFileSize: { detail: false } } };\n',
    });
    const [dev, totals] = await Promise.all([cliWithNodeEnv(['build'], cwd, 'development'), cli(['build'], { cwd: detailOff })]);
    assert.equal(dev.code, 0, dev.output);
    assert.match(dev.output, /Production file sizes:/);
    const listed = [...dev.output.matchAll(/^\s+(dist\/\S+)\s+[\d.]+ kB/gm)].map((m) => m[1]);
    assert.ok(listed.includes('dist/static/js/index.js') && listed.includes('dist/server/index.js'), listed.join(', '));
    assert.equal(totals.code, 0, totals.output);
    const table = totals.output.slice(totals.output.indexOf('Production file sizes:'));
    assert.match(table, /^Production file sizes:\n\n\n {2}Total size: {2}[\d.]+ kB\n {2}Gzipped size: {2}[\d.]+ kB/);
  });

  test('guide/optimization/build-performance "The default list ... makes SWC downgrade class private fields, optional chaining and more. A list of newer browsers leaves more code untouched"', async () => {
    const cwd = subProject('performance-downgrade', {
      'src/index.js': 'class A { #x = 1; get x() { return this.#x; } }\nconst o = globalThis.o;\nconsole.log(o?.a?.b, new A().x);\n',
    });
    const modern = ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16'];
    const [dflt, recent] = await Promise.all([
      build('downgrade-default', { output: { minify: false } }, { cwd }),
      build('downgrade-modern', { output: { minify: false, overrideBrowserslist: modern } }, { cwd }),
    ]);
    const d = dflt.read(/^static\/js\/index\.\w+\.js$/);
    const m = recent.read(/^static\/js\/index\.\w+\.js$/);
    assert.ok(d.includes('_class_private_field_get') && !d.includes('this.#x') && !d.includes('o?.a'), d);
    assert.ok(m.includes('this.#x') && m.includes('o?.a?.b'), m);
  });

  test('guide/optimization/build-performance "performance.buildCache ... shows up as true ... the generated Rspack configuration has no cache setting" + "nothing is written to node_modules/.cache"', async () => {
    const { rspack, normalized } = await inspect({});
    assert.equal(normalized.performance.buildCache, true);
    assert.equal(rspack[0].cache, undefined);
    const dev = await inspect({}, { mode: 'development' });
    assert.equal(dev.rspack[0].cache, undefined);
    assert.equal(dev.rspack[0].devtool, 'cheap-module-source-map', 'development JS source maps');
    assert.equal(rspack[0].devtool, false, 'no production source maps');
    assert.ok(
      rspack[0].plugins.some((p: Loose) => p?.constructor?.name === 'ProgressPlugin'),
      'production progress bar',
    );
    const cwd = subProject('performance-no-cache', { 'src/index.js': "console.log('no cache');\n" });
    await build('no-cache', {}, { cwd });
    assert.ok(!fs.existsSync(path.join(cwd, 'node_modules', '.cache')));
  });
});
