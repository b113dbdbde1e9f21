// Facts behind the accuracy review of session 99 (slice n): plugins/list/plugin-node-polyfill and
// plugins/list/plugin-rem, in both languages. Each test runs @rsbuild/core 0.5.9 in throw-away projects
// (topics-support.ts), names the page and the sentences it backs, and checks that both languages say them.
// @rsbuild/plugin-node-polyfill and @rsbuild/plugin-rem are not installed in the repository (the registry lacks 0.5.9),
// nor are the browser implementations the first one depends on (path-browserify, buffer, process ...). As in
// review79m and review89i, the tests register what the plugins register, with stand-ins for those packages; the rem
// runtime is the string genJSTemplate of plugin-rem's 0.5.9 source returns (lib/rem-runtime.ts), inlined by
// remRuntimeProject as AutoSetRootFontSizePlugin inlines it.
//
// Fix:
// - plugins/list/plugin-node-polyfill, lead: packages that "import its built-in modules ... or use the globals
//   `Buffer` and `process`. Browsers have none of these, and Rsbuild 0.5 does not polyfill them: the build stops with
//   an error such as" Can't resolve 'path', and only process was said to fail later. Using the global Buffer does not
//   stop the build: 0.5.9 has no ProvidePlugin and no definition for a bare Buffer (only the plugin adds one,
//   plugin-node-polyfill/src/index.ts, getProvideGlobals), so the module is bundled as written and throws when it runs.
//   Only an import stops the build, with the tip of core/src/provider/shared.ts (addNodePolyfillTip). Now: "importing
//   one of these modules stops the build with an error such as" and "Code that uses `Buffer`, or reads
//   `process.env.SOME_VARIABLE` at run time, builds, but fails in the browser with `ReferenceError: Buffer is not
//   defined` or `ReferenceError: process is not defined`". Run below: a build that uses Buffer and
//   process.env.SOME_VARIABLE succeeds and its code throws both ReferenceErrors; a build that imports path fails with
//   the Resolve error and the tip.
//
// Confirmed by new runs, unchanged (no earlier facts file runs them):
// - plugin-node-polyfill, protocolImports: "the plugin strips the prefix before Rspack resolves the import, so `import
//   path from 'node:path'` gets the same polyfill as `import path from 'path'`" and "a `node:` import that is not
//   handled ... the Rspack compiler aborts with `Panic occurred at runtime` and the message `content should be
//   available`". Run: `import 'node:path'` without the plugin, and with the plugin's fallbacks as protocolImports:
//   false leaves them (no `node:` keys, no ProtocolImportsPlugin; src/index.ts getResolveFallback), each panics with
//   that message and exits non-zero; with its ProtocolImportsPlugin (src/ProtocolImportsPlugin.ts, beforeResolve) the
//   build passes and `node:path` and `path` give the same module.
// - plugin-node-polyfill, globals: "Code that uses `Buffer` then throws `ReferenceError: Buffer is not defined` in the
//   browser, while `process` is still provided. An explicit `import { Buffer } from 'buffer'` keeps working". Run: with
//   the fallbacks and a ProvidePlugin for process alone (what `globals: { Buffer: false }` leaves, getProvideGlobals).
// - plugin-rem, screenWidth: the 750 px design (`375 * 100 / 750 = 50` px on a 375 px phone, `6rem` 300 px wide;
//   with the default maxRootFontSize of 64 the page stops growing at 480 px); widthQueryKey: `/?width=750` computes
//   as a 750 px window would, a missing, zero or non-numeric value is ignored; "Check that rem is in effect": the
//   `style="font-size: 50px;"` of <html> at 375 px and `window.ROOT_FONT_SIZE` with the same number; Common
//   problems: flexible's scale with `rootFontSize: 37.5`, a tenth of the width (up to maxRootFontSize). Run: one
//   build with a page per configuration, served by rsbuild preview and opened in Chromium at several widths.
// - plugin-rem, excludeEntries: the exclusion "only matches HTML files whose output path contains `/<name>.html` or
//   `/<name>/index.html`"; with the default layout and with html.outputStructure 'nested' alone an excluded entry still
//   gets the script, with output.distPath.html 'html' it does not; a misspelt 'dekstop' logs `convertToRem: can't find
//   the entryName: dekstop` once per HTML page and the build goes on. What 0.5.9 decides here is data.outputName
//   (core/src/provider/initPlugins.ts, getHTMLPathByEntry removes the leading slash: 'desktop.html',
//   'desktop/index.html', 'html/desktop.html'). Run: a stand-in with the plugin's test of that name, three layouts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { DEFAULTS, type RuntimeOptions, genJSTemplate } from './lib/rem-runtime';
import {
  build,
  count,
  distFiles,
  pageSays,
  previewServer,
  project,
  remRuntimeProject,
  rsbuild,
  runBuiltPage,
  sharedBrowser,
} from './topics-support';

const NODE_POLYFILL = 'plugins/list/plugin-node-polyfill';
const REM = 'plugins/list/plugin-rem';
const browser = sharedBrowser();

/** What a module of the page evaluates, as plain data (objects made in the vm context compare as ours). */
const result = (dir: string): unknown => JSON.parse(JSON.stringify(runBuiltPage(dir).result));

/** ProtocolImportsPlugin of plugin-node-polyfill 0.5.9 (src/ProtocolImportsPlugin.ts), as config source text. */
const PROTOCOL_IMPORTS = `class ProtocolImportsPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('NormalModuleReplacementPlugin', (nmf) => {
      nmf.hooks.beforeResolve.tap('NormalModuleReplacementPlugin', (resource) => {
        if (/^node:/.test(resource.request)) resource.request = resource.request.replace(/^node:/, '');
      });
    });
  }
}
`;

/** Stand-ins for the plugin's path-browserify, buffer and process/browser.js. */
const STUBS = {
  'stubs/path.js': "exports.join = function () { return 'POLYFILL:' + Array.prototype.join.call(arguments, '/'); };\n",
  'stubs/buffer.js': "exports.Buffer = { from: function (s) { return 'BUFFER:' + s; } };\n",
  'stubs/process.js': 'module.exports = { env: {}, browser: true };\n',
};

test(`${NODE_POLYFILL} lead "importing one of these modules stops the build ... Code that uses Buffer, or reads process.env.SOME_VARIABLE at run time, builds, but fails in the browser with ReferenceError: Buffer is not defined or ReferenceError: process is not defined": 0.5.9 without the plugin`, () => {
  pageSays(
    NODE_POLYFILL,
    {
      en: 'Rsbuild 0.5 does not polyfill them: importing one of these modules stops the build with an error such as',
      zh: 'Rsbuild 0.5 也不会为它们提供 polyfill：只要导入其中一个模块，构建就会因为类似下面的错误而中止',
    },
    {
      en: 'does not polyfill them: the build stops with an error such as',
      zh: '提供 polyfill：构建会因为类似下面的错误而中止',
    },
  );
  pageSays(
    NODE_POLYFILL,
    {
      en: 'Code that uses `Buffer`, or reads `process.env.SOME_VARIABLE` at run time, builds, but fails in the browser with `ReferenceError: Buffer is not defined` or `ReferenceError: process is not defined`.',
      zh: '用到 `Buffer`，或者在运行时读取 `process.env.SOME_VARIABLE` 的代码能通过构建，但在浏览器中会报错 `ReferenceError: Buffer is not defined` 或 `ReferenceError: process is not defined`。',
    },
    {
      en: 'Code that reads `process.env.SOME_VARIABLE` at run time builds',
      zh: '在运行时读取 `process.env.SOME_VARIABLE` 的代码可以通过构建',
    },
  );
  const globals = project({
    'src/index.js': [
      'const tryIt = (fn) => { try { return fn(); } catch (e) { return e.name + ": " + e.message; } };',
      'globalThis.result = {',
      "  buffer: tryIt(() => Buffer.from('a')),",
      '  env: tryIt(() => process.env.SOME_VARIABLE),',
      '};',
      '',
    ].join('\n'),
  });
  const run = build(globals);
  assert.doesNotMatch(run.output, /Buffer|process/, run.output);
  assert.deepEqual(result(globals), {
    buffer: 'ReferenceError: Buffer is not defined',
    env: 'ReferenceError: process is not defined',
  });

  const imported = project({ 'src/index.js': "import path from 'path';\nglobalThis.result = path.join('a', 'b');\n" });
  const failed = rsbuild(imported, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Resolve error: Can't resolve 'path' in '\S+[\\/]src'/);
  assert.ok(failed.output.includes('Tip: "path" is a built-in Node.js module and cannot be imported in client-side code.'), failed.output);
});

test(`${NODE_POLYFILL} protocolImports "strips the prefix before Rspack resolves the import, so import path from 'node:path' gets the same polyfill as import path from 'path'" and "a node: import that is not handled ... aborts with Panic occurred at runtime and the message content should be available"`, () => {
  pageSays(NODE_POLYFILL, {
    en: "When on, the plugin strips the prefix before Rspack resolves the import, so `import path from 'node:path'` gets the same polyfill as `import path from 'path'`.",
    zh: "开启时，插件会在 Rspack 解析导入之前去掉这个前缀，因此 `import path from 'node:path'` 会得到和 `import path from 'path'` 相同的 polyfill。",
  });
  pageSays(NODE_POLYFILL, {
    en: 'In Rsbuild 0.5.9, a `node:` import that is not handled does not produce a readable error: the Rspack compiler aborts with `Panic occurred at runtime` and the message `content should be available`.',
    zh: '在 Rsbuild 0.5.9 中，未被处理的 `node:` 导入不会产生可读的错误信息：Rspack 编译器会直接中止，输出 `Panic occurred at runtime` 和 `content should be available`。',
  });
  const src = {
    ...STUBS,
    'src/index.js':
      "import prefixed from 'node:path';\nimport plain from 'path';\nglobalThis.result = [prefixed.join('/docs', 'a'), plain.join('/docs', 'b'), prefixed === plain];\n",
  };
  // getResolveFallback(protocolImports): every name, plus the node: names when the option is on.
  const config = (protocolImports: boolean) => `import path from 'node:path';
${protocolImports ? PROTOCOL_IMPORTS : ''}export default { tools: { bundlerChain: (chain) => {
  const stub = path.resolve('stubs/path.js');
  chain.resolve.fallback.merge(${protocolImports ? "{ path: stub, 'node:path': stub }" : '{ path: stub }'});
  ${protocolImports ? "chain.plugin('protocol-imports').use(ProtocolImportsPlugin);" : ''}
} } };
`;

  for (const files of [src, { ...src, 'rsbuild.config.mjs': config(false) }]) {
    const run = rsbuild(project(files), ['build']);
    assert.notEqual(run.code, 0, run.output);
    assert.match(run.output, /Panic occurred at runtime\./);
    assert.match(run.output, /Message:\s+content should be available/);
  }

  const on = project({ ...src, 'rsbuild.config.mjs': config(true) });
  build(on);
  assert.deepEqual(result(on), ['POLYFILL:/docs/a', 'POLYFILL:/docs/b', true]);
});

test(`${NODE_POLYFILL} globals "Code that uses Buffer then throws ReferenceError: Buffer is not defined in the browser, while process is still provided. An explicit import { Buffer } from 'buffer' keeps working": the fallbacks with a ProvidePlugin for process alone`, () => {
  pageSays(NODE_POLYFILL, {
    en: "Code that uses `Buffer` then throws `ReferenceError: Buffer is not defined` in the browser, while `process` is still provided. An explicit `import { Buffer } from 'buffer'` keeps working, because the module fallbacks are not affected by this option.",
    zh: "此时使用 `Buffer` 的代码会在浏览器中抛出 `ReferenceError: Buffer is not defined`，而 `process` 仍然会被提供。显式编写的 `import { Buffer } from 'buffer'` 依然可用，因为这个选项不影响模块的 fallback。",
  });
  const dir = project({
    ...STUBS,
    'src/free.js':
      "const tryIt = (fn) => { try { return fn(); } catch (e) { return e.name + ': ' + e.message; } };\nexport const free = { buffer: tryIt(() => Buffer.from('a')), browser: tryIt(() => process.browser), env: tryIt(() => process.env.SOME_VARIABLE) };\n",
    'src/index.js':
      "import { Buffer } from 'buffer';\nimport { free } from './free';\nglobalThis.result = { ...free, imported: Buffer.from('b') };\n",
    // pluginNodePolyfill({ globals: { Buffer: false } }): the fallbacks stay, the ProvidePlugin gets process only.
    'rsbuild.config.mjs': `import path from 'node:path';
export default { tools: { bundlerChain: (chain, { CHAIN_ID, bundler }) => {
  chain.resolve.fallback.merge({ buffer: path.resolve('stubs/buffer.js'), process: path.resolve('stubs/process.js') });
  chain.plugin(CHAIN_ID.PLUGIN.NODE_POLYFILL_PROVIDE).use(bundler.ProvidePlugin, [{ process: [path.resolve('stubs/process.js')] }]);
} } };
`,
  });
  build(dir);
  assert.deepEqual(result(dir), {
    buffer: 'ReferenceError: Buffer is not defined',
    browser: true,
    imported: 'BUFFER:b',
  });
});

/** The pages of the rem app: the runtime options of each and the rem width of its #box. */
const REM_PAGES: Record<string, { options: Partial<RuntimeOptions>; box: string }> = {
  // screenWidth: 750 with the page's rootFontSize and maxRootFontSize; a 600px element of the design is 6rem.
  design750: { options: { screenWidth: 750, rootFontSize: 100, maxRootFontSize: 100 }, box: '6rem' },
  // The same without maxRootFontSize: the default cap of 64.
  design750capped: { options: { screenWidth: 750, rootFontSize: 100 }, box: '6rem' },
  // widthQueryKey: 'width' with the other defaults; a 300px element is 6rem.
  query: { options: { widthQueryKey: 'width' }, box: '6rem' },
  // flexible's scale: rootFontSize 37.5, so 1rem is a tenth of the width.
  flexible: { options: { rootFontSize: 37.5 }, box: '1rem' },
};

let remApp: Promise<{ url: string; stop: () => Promise<void> }> | undefined;
after(async () => (await remApp)?.stop());

/** Builds the rem app once (rsbuild build) and serves it (rsbuild preview). */
function remServed(): Promise<{ url: string; stop: () => Promise<void> }> {
  remApp ??= (async () => {
    const names = Object.keys(REM_PAGES);
    const options = (name: string): RuntimeOptions => ({ ...DEFAULTS, ...REM_PAGES[name]?.options });
    const box = (name: string): string =>
      `document.getElementById('root').innerHTML = '<div id="box" style="width:${REM_PAGES[name]?.box};height:10px"></div>';\n`;
    const dir = remRuntimeProject({
      runtimes: Object.fromEntries(names.map((n) => [`${n}.html`, genJSTemplate(options(n))])),
      entries: Object.fromEntries(names.map((n) => [n, `./src/${n}.js`])),
      files: Object.fromEntries(names.map((n) => [`src/${n}.js`, box(n)])),
    });
    build(dir);
    return previewServer(dir);
  })();
  return remApp;
}

type Measured = { font: string; box: number; style: string | null; variable: unknown };

/** Opens `path` in a window `width` px wide: the inline font size and style of <html>, ROOT_FONT_SIZE and #box's width. */
async function measure(path: string, width: number): Promise<Measured> {
  const { url } = await remServed();
  const tab = await browser().newPage();
  await tab.setViewportSize({ width, height: 700 });
  const read = () => {
    const html = document.documentElement;
    const rect = document.getElementById('box')?.getBoundingClientRect();
    return {
      font: html.style.fontSize,
      box: rect ? Math.round(rect.width * 100) / 100 : -1,
      style: html.getAttribute('style'),
      variable: (window as unknown as { ROOT_FONT_SIZE?: number }).ROOT_FONT_SIZE,
    };
  };
  return tab
    .goto(`${url}${path}`)
    .then(() => tab.waitForFunction(() => document.getElementById('box') !== null))
    .then(() => tab.evaluate(read))
    .finally(() => tab.close());
}

test(`${REM} screenWidth "On a 375 px phone, the runtime then sets 375 * 100 / 750 = 50 px, and a 600px element of the design (6rem) is 300 px wide ... with the default 64, the page would stop growing once the window is 480 px wide"`, async () => {
  pageSays(REM, {
    en: 'On a 375 px phone, the runtime then sets `375 * 100 / 750 = 50` px, and a `600px` element of the design (`6rem`) is 300 px wide. Raising `maxRootFontSize` to `100` matters: with the default `64`, the page would stop growing once the window is 480 px wide.',
    zh: '此时在 375 px 宽的手机上，运行时会设置 `375 * 100 / 750 = 50` px，设计稿中 `600px` 宽的元素（`6rem`）实际宽 300 px。`maxRootFontSize` 提高到 `100` 是必要的：如果保留默认的 `64`，页面在窗口宽度达到 480 px 后就不再放大。',
  });
  const at375 = await measure('/design750.html', 375);
  assert.equal(at375.font, '50px');
  assert.equal(at375.box, 300);
  // With maxRootFontSize 100 the page keeps growing up to a 750 px window.
  assert.equal((await measure('/design750.html', 600)).font, '80px');
  assert.equal((await measure('/design750.html', 1000)).font, '100px');
  // With the default cap: 64 px from 480 px on.
  assert.equal((await measure('/design750capped.html', 375)).font, '50px');
  assert.equal((await measure('/design750capped.html', 480)).font, '64px');
  assert.equal((await measure('/design750capped.html', 600)).font, '64px');
});

test(`${REM} widthQueryKey "/?width=750 computes the root font size as if the window were 750 px wide. A missing, zero or non-numeric value is ignored" + "Check that rem is in effect": style="font-size: 50px;" on a 375 px wide window and window.ROOT_FONT_SIZE`, async () => {
  pageSays(REM, {
    en: 'With the setting below, `/?width=750` computes the root font size as if the window were 750 px wide. A missing, zero or non-numeric value is ignored.',
    zh: '使用下面的设置时，打开 `/?width=750` 会按窗口宽度为 750 px 来计算根字体大小。参数缺失、为 0 或不是数字时会被忽略。',
  });
  pageSays(REM, {
    en: 'it carries an inline style such as `style="font-size: 50px;"` on a 375 px wide window',
    zh: '例如窗口宽 375 px 时为 `style="font-size: 50px;"`',
  });
  pageSays(REM, {
    en: 'In the console, `window.ROOT_FONT_SIZE` returns the same number.',
    zh: '在控制台中，`window.ROOT_FONT_SIZE` 返回同样的数值。',
  });
  // A 750 px wide window gets the cap of 64 px; ?width=750 in a 375 px window gets the same.
  assert.equal((await measure('/query.html', 750)).font, '64px');
  assert.equal((await measure('/query.html?width=750', 375)).font, '64px');
  assert.equal((await measure('/query.html?width=300', 375)).font, '40px');
  for (const query of ['', '?width=0', '?width=abc', '?width=300px', '?width=']) {
    assert.deepEqual(await measure(`/query.html${query}`, 375), {
      font: '50px',
      box: 300,
      style: 'font-size: 50px;',
      variable: 50,
    });
  }
});

test(`${REM} Common problems "For flexible's scale, where 1rem is a tenth of the screen width, set rootFontSize: 37.5 (up to maxRootFontSize)"`, async () => {
  pageSays(REM, {
    en: "For flexible's scale, where `1rem` is a tenth of the screen width, set `rootFontSize: 37.5` (up to `maxRootFontSize`).",
    zh: '如果想保持 flexible 的比例，即 `1rem` 等于屏幕宽度的十分之一，设置 `rootFontSize: 37.5`（不超过 `maxRootFontSize`）。',
  });
  for (const width of [320, 375, 414, 600]) {
    const { font, box } = await measure('/flexible.html', width);
    assert.equal(font, `${width / 10}px`);
    // Layout rounds to 1/64 px: 41.4 px comes out as 41.39.
    assert.ok(Math.abs(box - width / 10) < 0.05, `${box} at ${width} px`);
  }
  // The cap of 64 px is reached at 640 px.
  assert.equal((await measure('/flexible.html', 800)).font, '64px');
});

/**
 * A project of two entries, mobile and desktop, whose stand-in plugin does what AutoSetRootFontSizePlugin 0.5.9 does with
 * excludeEntries (plugin-rem/src/AutoSetRootFontSizePlugin.ts, alterAssetTags: the entry names of the chain, the
 * logger.error for an unknown name, the RegExp tested against data.outputName) and unshifts a runtime into the other
 * pages. EXCLUDE (a name) and HTML (the html and output fields, as JSON) are read from the environment of the build.
 */
const EXCLUDE_CONFIG = `import { logger } from '@rsbuild/core';
const excludeEntries = [process.env.EXCLUDE];
const layout = JSON.parse(process.env.HTML);
const excludeStandIn = {
  name: 'rem-exclude-stand-in',
  setup(api) {
    api.modifyBundlerChain((chain, { HtmlPlugin }) => {
      const entries = Object.keys(chain.entryPoints.entries() || {});
      chain.plugin('rem-exclude-stand-in').use(class {
        apply(compiler) {
          compiler.hooks.compilation.tap('stand-in', (compilation) => {
            HtmlPlugin.getHooks(compilation).alterAssetTags.tapPromise('stand-in', async (data) => {
              const isExclude = excludeEntries.find((item) => {
                if (!entries.includes(item)) {
                  logger.error(\`convertToRem: can't find the entryName: \${item}\`);
                  return false;
                }
                return new RegExp(\`(/\${item}/index.html)|(/\${item}.html)\`, 'gi').test(data.outputName);
              });
              if (isExclude) return data;
              data.assetTags.scripts.unshift({ tagName: 'script', attributes: { type: 'text/javascript' }, voidTag: false, meta: {}, innerHTML: 'window.REM_RUNTIME = 1;' });
              return data;
            });
          });
        }
      });
    });
  },
};
export default { source: { entry: { mobile: './src/mobile.js', desktop: './src/desktop.js' } }, ...layout, plugins: [excludeStandIn] };
`;

test(`${REM} excludeEntries "only matches HTML files whose output path contains /<name>.html or /<name>/index.html ... With the default layout (dist/desktop.html), and also with html.outputStructure set to 'nested' alone (dist/desktop/index.html), an excluded entry still gets the script" + "Here dist/html/mobile.html has the runtime script and dist/html/desktop.html does not" + a misspelt name "once for each HTML page; the build goes on"`, () => {
  pageSays(REM, {
    en: "With the default layout (`dist/desktop.html`), and also with [html.outputStructure](/config/html/output-structure) set to `'nested'` alone (`dist/desktop/index.html`), an excluded entry still gets the script.",
    zh: "使用默认布局（`dist/desktop.html`）时，以及只把 [html.outputStructure](/zh/config/html/output-structure) 设为 `'nested'`（`dist/desktop/index.html`）时，被排除的入口仍然会得到脚本。",
  });
  pageSays(REM, {
    en: 'Here `dist/html/mobile.html` has the runtime script and `dist/html/desktop.html` does not.',
    zh: '这里 `dist/html/mobile.html` 包含运行时脚本，`dist/html/desktop.html` 则没有。',
  });
  pageSays(REM, {
    en: "A name that is not an entry, such as a misspelt `'dekstop'`, is reported with the error `convertToRem: can't find the entryName: dekstop`, once for each HTML page; the build goes on, and no page is excluded by that name.",
    zh: "如果某个名称不是入口，比如拼错的 `'dekstop'`，会报错 `convertToRem: can't find the entryName: dekstop`，每个 HTML 页面报一次；构建会继续进行，但这个名称不会排除任何页面。",
  });
  const dir = project(
    {
      'src/mobile.js': "document.title = 'mobile';\n",
      'src/desktop.js': "document.title = 'desktop';\n",
      'rsbuild.config.mjs': EXCLUDE_CONFIG,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  /** Builds with `exclude` and `html`; for each HTML file of dist, whether it got the runtime. */
  const runtimeIn = (exclude: string, html: object): { output: string; pages: Record<string, boolean> } => {
    fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    const run = build(dir, { EXCLUDE: exclude, HTML: JSON.stringify(html) });
    const pages = distFiles(dir)
      .filter((f) => f.endsWith('.html'))
      .map((f) => [f, fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes('REM_RUNTIME')]);
    return { output: run.output, pages: Object.fromEntries(pages) };
  };

  assert.deepEqual(runtimeIn('desktop', {}).pages, { 'desktop.html': true, 'mobile.html': true });
  assert.deepEqual(runtimeIn('desktop', { html: { outputStructure: 'nested' } }).pages, {
    'desktop/index.html': true,
    'mobile/index.html': true,
  });
  const htmlDir = { output: { distPath: { html: 'html' } } };
  assert.deepEqual(runtimeIn('desktop', htmlDir).pages, { 'html/desktop.html': false, 'html/mobile.html': true });

  const misspelt = runtimeIn('dekstop', htmlDir);
  assert.deepEqual(misspelt.pages, { 'html/desktop.html': true, 'html/mobile.html': true });
  assert.equal(count(misspelt.output, "convertToRem: can't find the entryName: dekstop"), 2, misspelt.output);
  assert.match(misspelt.output, /error\s+convertToRem: can't find the entryName: dekstop/);
});
