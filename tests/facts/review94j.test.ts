// Facts behind the accuracy review of session 94 (slice j): config/html/script-loading, config/output/targets and
// config/tools/swc, in both languages. Each test names the page and the sentence it backs, checks that both languages
// say it (and, for a fix, that the replaced wording is gone), then runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts). No package beyond those the repository installs is needed.
//
// Fixes:
// - config/html/script-loading, 'defer': "The root element from the template already exists when your code runs, even
//   though the script is in <head>" held only for a script loaded from a file. With output.inlineScripts the build
//   writes the code into <head> as <script defer="defer">…</script>: InlineChunkHtmlPlugin keeps the tag's other
//   attributes (core/src/rspack/InlineChunkHtmlPlugin.ts 106-135), and browsers ignore defer on an inline script, so it
//   runs before <body> is parsed. Now: "..., unless output.inlineScripts writes the script into the HTML: browsers ignore
//   defer on an inline script, so it runs before <body> is parsed." Run below in Chromium: the root element exists when
//   the default build's script runs and is null when the inlined one runs.
// - config/output/targets, "What each target changes": the rows "Output location" (dist/worker/ for service-worker) and
//   "Hash in production file names" ("no, [name].js" for node and service-worker) read as true of every file. Only the
//   JavaScript follows them (shared/src/chain.ts 338-382, applyOutputPlugin: output.filename '[name].js' and the server
//   or worker folder); a service-worker build extracts its CSS to dist/static/css/index.[hash].css (output.cssFilename
//   of core/src/provider/plugins/output.ts, the same as for web), and an imported image keeps its hash for every
//   target (dist/server/static/image/… for node, dist/static/image/… for service-worker). Now "JavaScript output" and
//   "Hash in production JavaScript file names", and the service-worker CSS cell says "in dist/static/css/". Run below.
//
// Checked by a run for this review and kept as tests (no change to the pages):
// - config/tools/swc, swc.jsc: "jsc.target cannot be combined with env: SWC fails with `env` and `jsc.target` cannot be
//   used together" and "remove env in the function form, knowing that this also removes the polyfills of
//   output.polyfill": the object form fails with that message; the function form's example builds, with no
//   lib-polyfill chunk and no core-js in the output.
// - config/tools/swc, swc.isModule: "'unknown': a file with import or export is a module": a file without either that
//   declares `var yield` (valid in a script only) builds; the same file with `export {}` stops the build.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, buildAndVisit, distFiles, distText, hashed, pageSays, project, rsbuild, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// config/html/script-loading: an inlined script ignores defer

test('config/html/script-loading "unless output.inlineScripts writes the script into the HTML: browsers ignore `defer` on an inline script, so it runs before `<body>` is parsed": the root element exists when the default build\'s script runs, not when the inlined one runs', async () => {
  pageSays(
    'config/html/script-loading',
    {
      en: 'even though the script is in `<head>`, unless [output.inlineScripts](/config/output/inline-scripts) writes the script into the HTML: browsers ignore `defer` on an inline script, so it runs before `<body>` is parsed.',
      zh: '通过 [output.inlineScripts](/zh/config/output/inline-scripts) 内联进 HTML 的脚本除外：浏览器会忽略内联脚本上的 `defer`，它会在 `<body>` 解析之前执行。',
    },
    {
      en: 'even though the script is in `<head>`.\n',
      zh: '即使脚本位于 `<head>` 中，代码执行时模板中的根元素也已经存在。\n',
    },
  );
  const src = { 'src/index.js': "window.rootAtRun = document.getElementById('root') !== null;\n" };
  const run = async (config: string) => {
    const dir = project({ ...src, 'rsbuild.config.mjs': `export default ${config};\n` });
    const visited = await buildAndVisit(browser(), dir, () => (window as unknown as { rootAtRun: boolean }).rootAtRun);
    const head = distText(dir, /^index\.html$/).split('</head>')[0] as string;
    return { ...visited, head };
  };

  const fromFile = await run('{}');
  assert.deepEqual(fromFile.errors, []);
  assert.match(fromFile.head, /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
  assert.equal(fromFile.value, true);

  const inlined = await run('{ output: { inlineScripts: true } }');
  assert.deepEqual(inlined.errors, []);
  assert.match(inlined.head, /<script defer="defer">[^<]*rootAtRun/);
  assert.doesNotMatch(inlined.head, /<script[^>]* src=/);
  assert.equal(inlined.value, false);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/targets: where the node and service-worker builds write their files

test('config/output/targets "JavaScript output" and "Hash in production JavaScript file names" (no, [name].js for node and service-worker) + service-worker CSS "extracted .css files, in dist/static/css/": the JavaScript has no hash, the CSS and images keep theirs', () => {
  pageSays(
    'config/output/targets',
    {
      en: '| JavaScript output | `dist/static/js/` | `dist/server/` ([distPath.server](/config/output/dist-path)) | `dist/static/js/` | `dist/worker/` ([distPath.worker](/config/output/dist-path)) |\n| Hash in production JavaScript file names | yes | no, `[name].js` | yes | no, `[name].js` |',
      zh: '| JavaScript 输出位置 | `dist/static/js/` | `dist/server/`（[distPath.server](/zh/config/output/dist-path)） | `dist/static/js/` | `dist/worker/`（[distPath.worker](/zh/config/output/dist-path)） |\n| 生产构建的 JavaScript 文件名带哈希 | 是 | 否，为 `[name].js` | 是 | 否，为 `[name].js` |',
    },
    { en: '| Output location |', zh: '| 输出位置 |' },
  );
  pageSays('config/output/targets', {
    en: '| extracted `.css` files, in `dist/static/css/` |',
    zh: '| 抽取为 `.css` 文件，位于 `dist/static/css/` |',
  });
  const files = (target: string): string[] => {
    const dir = project({
      'src/index.js': "import './index.css';\nimport big from './big.png';\nconsole.log(big);\n",
      'src/index.css': '.a { display: flex; }\n',
      // above the default output.dataUriLimit of 10,000 bytes, so it is written as a file
      'src/big.png': Buffer.alloc(20_000, 7),
      'rsbuild.config.mjs': `export default { output: { targets: ['${target}'] } };\n`,
    });
    build(dir);
    return hashed(distFiles(dir).filter((f) => !f.endsWith('.LICENSE.txt')));
  };
  assert.deepEqual(files('node'), ['server/index.js', 'server/static/image/big.[hash].png']);
  assert.deepEqual(files('service-worker'), ['static/css/index.[hash].css', 'static/image/big.[hash].png', 'worker/index.js']);
});

// ---------------------------------------------------------------------------------------------------------
// config/tools/swc: jsc.target and env; isModule 'unknown'

test('config/tools/swc "`jsc.target` cannot be combined with `env`: SWC fails with `env` and `jsc.target` cannot be used together" and "remove env in the function form, knowing that this also removes the polyfills of output.polyfill"', () => {
  pageSays('config/tools/swc', {
    en: '`jsc.target` cannot be combined with `env`: SWC fails with `` `env` and `jsc.target` cannot be used together ``.',
    zh: '`jsc.target` 不能与 `env` 同时使用，否则 SWC 会报错：`` `env` and `jsc.target` cannot be used together ``。',
  });
  const src = { 'src/index.js': "console.log([1, 2].at(-1), Object.hasOwn({}, 'a'));\n" };
  const both = rsbuild(project({ ...src, 'rsbuild.config.mjs': "export default { tools: { swc: { jsc: { target: 'es2015' } } } };\n" }), [
    'build',
  ]);
  assert.notEqual(both.code, 0);
  assert.match(both.output, /`env` and `jsc\.target` cannot be used together/);

  const withPolyfill = project(src);
  build(withPolyfill);
  assert.ok(distFiles(withPolyfill).some((f) => /lib-polyfill\.[0-9a-f]{8}\.js$/.test(f)));
  assert.ok(distText(withPolyfill, /\.js$/).includes('__core-js_shared__'), 'core-js is in the default build');

  const fixed = project({
    ...src,
    'rsbuild.config.mjs':
      "export default { tools: { swc: (config) => { delete config.env; config.jsc ??= {}; config.jsc.target = 'es2015'; } } };\n",
  });
  build(fixed);
  assert.ok(!distFiles(fixed).some((f) => /lib-polyfill/.test(f)), distFiles(fixed).join(', '));
  assert.ok(!distText(fixed, /\.js$/).includes('__core-js_shared__'), 'no core-js without env');
});

test('config/tools/swc "`\'unknown\'`: a file with `import` or `export` is a module": `var yield` builds in a file with neither and stops the build once the file exports', () => {
  pageSays('config/tools/swc', {
    en: "or decides per file (`'unknown'`: a file with `import` or `export` is a module).",
    zh: "还是逐个文件判断（`'unknown'`：包含 `import` 或 `export` 的文件视为模块）。",
  });
  const run = (legacy: string) => rsbuild(project({ 'src/index.js': "require('./legacy.js');\n", 'src/legacy.js': legacy }), ['build']);
  const script = run("var yield = 1;\nconsole.log('YIELD', yield);\n");
  assert.equal(script.code, 0, script.output);
  const module = run("export {};\nvar yield = 1;\nconsole.log('YIELD', yield);\n");
  assert.notEqual(module.code, 0);
  assert.match(module.output, /legacy\.js/);
});
