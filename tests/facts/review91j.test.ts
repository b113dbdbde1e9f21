// Facts behind the third accuracy review of session 91 (slice j): config/performance/profile, config/source/exclude,
// config/server/print-urls and config/server/strict-port, in both languages. Each test runs @rsbuild/core 0.5.9 (its
// CLI, in a throw-away project, topics-support.ts), names the page and the sentence it backs, and checks that both
// languages say it and that the old wording is gone.
//
// - config/source/exclude, intro: "A file that matches any of the conditions is still bundled, but its code is not
//   transformed: no TypeScript or JSX transform, ...". The exclusion only takes the file out of the SWC rule
//   (shared/src/chain.ts 244-273, core/src/provider/plugins/swc.ts 58-74); the production minifier works on the
//   emitted chunks and still rewrites the excluded code (a function of the excluded file is inlined and its name
//   dropped). Now "SWC does not compile it: ... In production, the minifier still minifies it with the rest of the
//   bundle." Run below.
// - config/source/exclude, example: "Every file under src/vendor/ is bundled as it is." The SWC rule only tests script
//   files (SCRIPT_REGEX); a CSS file under src/vendor/ still goes through the CSS rules (a user-select declaration gets
//   its -ms- prefix for ie 11). Now "The scripts under src/vendor/ are bundled without SWC compiling them; other files
//   there, such as CSS, still go through their own rules." Run below (same test as the intro).
// - config/source/exclude, intro: "no polyfill injection". True of the file's code in the default 'usage' mode, where
//   SWC adds the imports per compiled file; with output.polyfill 'entry', Rsbuild adds a virtual `import "core-js"`
//   module to every entry (core/src/plugins/entry.ts 39-52), compiled by the data-URI rule that source.exclude does not
//   reach, so the polyfills load even when every file of src/ is excluded. Now "no polyfill imports for its code (with
//   output.polyfill: 'entry', every entry still loads the polyfills)". Run below.
//
// Checked and left alone (true): the other statements of the four pages, against the 0.5.9 source (performance.ts,
// bundleAnalyzer.ts, server/helper.ts, devServer.ts, prodServer.ts, shared/src/url.ts, the config types) and against
// the runs of performance-options.test.ts, optimize-bundle-sizes.test.ts, common-problems-round22d.test.ts,
// review87k.test.ts, source-output-pages.test.ts, common-problems-round35b.test.ts, server-listen.test.ts,
// config.test.ts, dev.test.ts, common-problems-round32a.test.ts and review87l.test.ts, plus scratch runs: the profile
// field of every module but the runtime modules (also in a production build with an ESM import chain and a
// node_modules package), the page's `node -e` one-liner, the printed "saved stats file" line before "ready", a string
// condition matching as a path prefix, source.define replacing in an excluded file.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distText, pageSays, project } from './topics-support';

test('config/source/exclude "SWC does not compile it ... In production, the minifier still minifies it with the rest of the bundle" + "The scripts under src/vendor/ are bundled without SWC compiling them; other files there, such as CSS, still go through their own rules"', () => {
  pageSays(
    'config/source/exclude',
    {
      en: 'is still bundled, but SWC does not compile it: no TypeScript or JSX transform',
      zh: '匹配任意一个条件的文件仍然会被打包，但不会经过 SWC 编译：',
    },
    { en: 'but its code is not transformed:', zh: '但其代码不会被转换：' },
  );
  pageSays('config/source/exclude', {
    en: 'In production, the minifier still minifies it with the rest of the bundle.',
    zh: '生产构建时，它仍会和其他代码一起被压缩。',
  });
  pageSays(
    'config/source/exclude',
    {
      en: 'The scripts under `src/vendor/` are bundled without SWC compiling them; other files there, such as CSS, still go through their own rules.',
      zh: '`src/vendor/` 下的脚本文件不经 SWC 编译，直接打包；该目录下的 CSS 等其他文件仍按各自的规则处理。',
    },
    { en: 'Every file under `src/vendor/` is bundled as it is.', zh: '`src/vendor/` 下的所有文件都会原样打包。' },
  );
  const dir = project({
    'src/vendor/sdk.js':
      "function vendorLongFunctionName(someArgument) { return someArgument + 1; }\nconst vendorArrow = () => vendorLongFunctionName(2);\nconsole.log('vendor', vendorArrow());\n",
    'src/vendor/sdk.css': '.box {\n  user-select: none;\n}\n',
    'src/index.js': "import './vendor/sdk.js';\nimport './vendor/sdk.css';\nconst own = () => 'app';\nconsole.log(own());\n",
    // The page's example, for ie 11; MINIFY=false builds without the minifier.
    'rsbuild.config.mjs':
      "export default { source: { exclude: [/[\\\\/]src[\\\\/]vendor[\\\\/]/] }, output: { overrideBrowserslist: ['ie 11'], minify: process.env.MINIFY !== 'false' } };\n",
  });

  build(dir, { MINIFY: 'false' });
  const plain = distText(dir, /^static\/js\/index\./);
  assert.match(plain, /const vendorArrow = \(\)\s*=>\s*vendorLongFunctionName\(2\)/, 'the excluded script keeps its arrow function');
  assert.doesNotMatch(plain, /own = \(\)\s*=>/, "the app's arrow function is compiled for ie 11");
  assert.match(distText(dir, /\.css$/), /-ms-user-select:\s*none/, 'the CSS file under src/vendor/ still gets its prefix');

  build(dir);
  const minified = distText(dir, /^static\/js\/index\./);
  assert.match(minified, /"vendor"/, 'the excluded code is bundled');
  assert.doesNotMatch(minified, /vendorLongFunctionName|vendorArrow/, 'and minified: its function names are gone');
  assert.match(distText(dir, /\.css$/), /\.box\{-ms-user-select:none;user-select:none\}/, 'the CSS is prefixed and minified');
});

test('config/source/exclude "no polyfill imports for its code (with output.polyfill: \'entry\', every entry still loads the polyfills)"', () => {
  pageSays(
    'config/source/exclude',
    {
      en: "no `transformImport` rewriting and no polyfill imports for its code (with `output.polyfill: 'entry'`, every entry still loads the polyfills).",
      zh: "也不为其代码引入 polyfill（`output.polyfill` 为 `'entry'` 时，每个入口仍会加载 polyfill）。",
    },
    { en: 'rewriting and no polyfill injection.', zh: '也不注入 polyfill。' },
  );
  const dir = project({
    'src/index.js': 'console.log([1, 2].includes(1), Promise.resolve(1));\n',
    'rsbuild.config.mjs':
      "export default { source: { exclude: process.env.EXCLUDE === 'none' ? [] : [/[\\\\/]src[\\\\/]/] }, output: { polyfill: process.env.POLYFILL, overrideBrowserslist: ['ie 11'], minify: false } };\n",
  });
  const coreJs = (env: NodeJS.ProcessEnv): boolean => {
    build(dir, env);
    return /core-js/.test(distText(dir, /^static\/js\//));
  };
  assert.equal(coreJs({ POLYFILL: 'usage', EXCLUDE: 'none' }), true, "usage: the compiled file's APIs are polyfilled");
  assert.equal(coreJs({ POLYFILL: 'usage' }), false, 'usage: the excluded file gets no polyfill imports');
  assert.equal(coreJs({ POLYFILL: 'entry' }), true, 'entry: the entry still loads core-js though its file is excluded');
});
