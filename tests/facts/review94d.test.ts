// Facts behind the accuracy review of session 94 (slice d): guide/faq/general, guide/debug/error-messages,
// guide/basic/wasm-assets and guide/basic/unocss, in both languages. No statement of the four pages was found false, so
// nothing was changed; the tests below back claims that no earlier facts test ran and that this review confirmed by a
// run of @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts). Each names the page and the sentence.
//
// - guide/faq/general, "Which version does this documentation describe?": "The command prints the version banner and
//   the number, for example `0.5.9`." bin/rsbuild.js calls prepareCli() (banner `Rsbuild v0.5.9`, core/src/cli/
//   prepare.ts) before commander's .version('0.5.9') answers --version (core/src/cli/commands.ts). Test 1.
// - guide/faq/general, browsers: "a `browserslist` field in `package.json` ..., including separate `production` and
//   `development` entries". shared/src/getBrowserslist.ts loads the config with env = NODE_ENV. Test 2: the build keeps
//   `??` (production: chrome >= 87), the dev server downgrades it (development: chrome 60).
// - guide/basic/wasm-assets, "Get the URL of a .wasm file": the example's comment says it prints
//   `/static/wasm/3d48ef3fd02aa2ba.module.wasm 42`; the earlier test (tools-guides-build) only built a file that both
//   imports and references the module. Test 3 builds the example as written (no import of the module) and runs it in
//   Chromium from rsbuild preview.
// - guide/basic/unocss: the earlier reviews ran UnoCSS by hand only (UnoCSS is no dependency of this site). Test 4 runs
//   the page's steps with unocss and @unocss/postcss 0.58.9 installed outside the repository: `npm i --prefix
//   /tmp/rev94d/deps unocss@0.58.9 @unocss/postcss@0.58.9`, then REVIEW94d_DEPS=/tmp/rev94d/deps (without it the runs are
//   skipped and only the page's wording is checked). It shows the CSS excerpt of the page (after the variables on `*`,
//   `:before`, `:after` and `::backdrop`), that the dev server regenerates the CSS when a class is added to
//   src/index.ts, that the object form of postcss.config works with 0.58.9 (its CommonJS build exports the plugin), and
//   that without content.filesystem the plugin reads files outside src/ (a Markdown file at the root) but not
//   node_modules (@unocss/postcss 0.58.9 dist/index.mjs 11-12 and 198-204), and the .mjs file works with "type": "module"
//   too. Test 5 runs what the page says of other versions, with unocss, @unocss/postcss and @unocss/webpack 0.59.4 in
//   REVIEW94d_DEPS/v0594 (`npm i --prefix /tmp/rev94d/deps/v0594 unocss@0.59.4 @unocss/postcss@0.59.4
//   @unocss/webpack@0.59.4`) and @unocss/webpack 0.58.9 beside the 0.58.9 packages (`npm i --prefix /tmp/rev94d/deps
//   @unocss/webpack@0.58.9`): 0.59.4 builds the page's steps; the object form of postcss.config stops with
//   "[object Object] is not a PostCSS plugin"; @unocss/webpack of both versions in tools.rspack stops with
//   "Can't resolve 'uno.css'".
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  devServer,
  distText,
  edit,
  linkPackages,
  nextCompilation,
  compilations,
  pageSays,
  previewServer,
  project,
  rsbuild,
  sharedBrowser,
} from './topics-support';

const browser = sharedBrowser();

/** add.wasm of guide/basic/wasm-assets: exports add(a: i32, b: i32): i32 (the 41 bytes of the page's demo). */
const ADD_WASM = Buffer.from([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 3, 2, 1, 0, 7, 7, 1, 3, 97, 100, 100, 0, 0, 10, 9, 1, 7, 0, 32, 0, 32, 1,
  106, 11,
]);

// ---------------------------------------------------------------------------------------------------------
// guide/faq/general

test('guide/faq/general "npx rsbuild --version ... prints the version banner and the number, for example `0.5.9`"', () => {
  pageSays('guide/faq/general', {
    en: 'The command prints the version banner and the number, for example `0.5.9`.',
    zh: '该命令会打印版本横幅和版本号，例如 `0.5.9`。',
  });
  const dir = project({ 'src/index.js': "console.log('v');\n" });
  const run = rsbuild(dir, ['--version']);
  assert.equal(run.code, 0, run.output);
  const lines = run.output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  assert.deepEqual(lines, ['Rsbuild v0.5.9', '0.5.9']);
});

test('guide/faq/general "a `browserslist` field in `package.json` ..., including separate `production` and `development` entries": rsbuild build uses the production entry, rsbuild dev the development one', async () => {
  pageSays('guide/faq/general', {
    en: 'It reads a `.browserslistrc` file or a `browserslist` field in `package.json` if your project has one, including separate `production` and `development` entries.',
    zh: '如果项目中有 `.browserslistrc` 文件或 `package.json` 中的 `browserslist` 字段，Rsbuild 会读取它们，包括分别为 `production` 和 `development` 设置的配置。',
  });
  const dir = project({
    'package.json': `${JSON.stringify({ name: 'fact', private: true, browserslist: { production: ['chrome >= 87'], development: ['chrome 60'] } })}\n`,
    'src/index.js': "globalThis.value = globalThis.given ?? 'marker-default';\n",
  });
  build(dir);
  // chrome >= 87 knows ??: the production build keeps it.
  assert.match(distText(dir, /^static\/js\/index\.\w+\.js$/), /\?\?\s*"marker-default"/);
  const server = await devServer(dir);
  try {
    const js = await (await fetch(`${server.url}/static/js/index.js`)).text();
    assert.ok(js.includes('marker-default'), 'the dev bundle holds the module');
    // chrome 60 does not: the development bundle has it downgraded.
    assert.doesNotMatch(js, /\?\?\s*["']marker-default/);
    assert.match(js, /void 0 \? [^:]+ : ["']marker-default/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/wasm-assets

test('guide/basic/wasm-assets "Get the URL of a .wasm file": the example, with no import of the module, emits static/wasm/3d48ef3fd02aa2ba.module.wasm and prints "/static/wasm/3d48ef3fd02aa2ba.module.wasm 42" in the browser', async () => {
  pageSays('guide/basic/wasm-assets', {
    en: '  console.log(wasmUrl.pathname, add(20, 22));\n  // /static/wasm/3d48ef3fd02aa2ba.module.wasm 42',
    zh: '  console.log(wasmUrl.pathname, add(20, 22));\n  // /static/wasm/3d48ef3fd02aa2ba.module.wasm 42',
  });
  const dir = project({
    'src/add.wasm': ADD_WASM,
    'src/index.ts': `const wasmUrl = new URL('./add.wasm', import.meta.url);

WebAssembly.instantiateStreaming(fetch(wasmUrl)).then(({ instance }) => {
  const add = instance.exports.add as (a: number, b: number) => number;
  console.log(wasmUrl.pathname, add(20, 22));
  // /static/wasm/3d48ef3fd02aa2ba.module.wasm 42
});
`,
  });
  build(dir);
  assert.ok(fs.existsSync(path.join(dir, 'dist/static/wasm/3d48ef3fd02aa2ba.module.wasm')));
  const server = await previewServer(dir);
  const page = await browser().newPage();
  try {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.goto(`${server.url}/`);
    const deadline = Date.now() + 15_000;
    while (!logs.some((l) => l.endsWith(' 42')) && Date.now() < deadline) await page.waitForTimeout(100);
    assert.ok(logs.includes('/static/wasm/3d48ef3fd02aa2ba.module.wasm 42'), logs.join('\n'));
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/unocss (needs unocss and @unocss/postcss 0.58.9 in REVIEW94d_DEPS)

const DEPS = process.env.REVIEW94d_DEPS;

const UNO_CONFIG = `import { defineConfig, presetUno } from 'unocss';

export default defineConfig({
  content: {
    filesystem: ['./src/**/*.{html,js,ts,jsx,tsx}'],
  },
  presets: [presetUno()],
  shortcuts: {
    btn: 'px-4 py-2 rounded bg-sky-600 text-white',
  },
});
`;

const POSTCSS_CONFIG = `import UnoCSS from '@unocss/postcss';

export default {
  plugins: [UnoCSS()],
};
`;

const INDEX_TS = `import './index.css';

document.querySelector('#root')!.innerHTML = \`
  <main class="mx-auto max-w-md p-8">
    <h1 class="text-3xl font-bold text-sky-600 select-none">Hello UnoCSS</h1>
    <button class="btn">Start</button>
  </main>
\`;
`;

/** A project with the page's files (`files` replaces some) and unocss, @unocss/postcss linked from REVIEW94d_DEPS. */
function unoProject(files: Record<string, string> = {}): string {
  const dir = project({
    'postcss.config.mjs': POSTCSS_CONFIG,
    'uno.config.ts': UNO_CONFIG,
    'src/index.css': '@unocss;\n',
    'src/index.ts': INDEX_TS,
    ...files,
  });
  linkPackages(dir, DEPS ?? '', ['unocss', '@unocss']);
  return dir;
}

test('guide/basic/unocss: the steps build the CSS of the excerpt after the variables; the dev server regenerates the CSS; the object form works with 0.58.9; without content.filesystem files outside src/ are read, node_modules not', async (t) => {
  pageSays('guide/basic/unocss', {
    en: '.btn{border-radius:.25rem;--un-bg-opacity:1;background-color:rgb(2 132 199/var(--un-bg-opacity));padding-left:1rem;padding-right:1rem;padding-top:.5rem;padding-bottom:.5rem;--un-text-opacity:1;color:rgb(255 255 255/var(--un-text-opacity))}\n.mx-auto{margin-left:auto;margin-right:auto}\n.max-w-md{max-width:28rem}\n.select-none{-webkit-user-select:none;user-select:none}\n.p-8{padding:2rem}\n.text-3xl{font-size:1.875rem;line-height:2.25rem}',
    zh: '.btn{border-radius:.25rem;--un-bg-opacity:1;background-color:rgb(2 132 199/var(--un-bg-opacity));padding-left:1rem;padding-right:1rem;padding-top:.5rem;padding-bottom:.5rem;--un-text-opacity:1;color:rgb(255 255 255/var(--un-text-opacity))}\n.mx-auto{margin-left:auto;margin-right:auto}\n.max-w-md{max-width:28rem}\n.select-none{-webkit-user-select:none;user-select:none}\n.p-8{padding:2rem}\n.text-3xl{font-size:1.875rem;line-height:2.25rem}',
  });
  pageSays('guide/basic/unocss', {
    en: 'When you change a class in a source file, the dev server regenerates the CSS.',
    zh: '修改源文件中的类后，开发服务器会重新生成 CSS。',
  });
  pageSays('guide/basic/unocss', {
    en: 'Without it, the plugin scans `**/*.{html,js,ts,jsx,tsx,vue,svelte,astro,elm,php,phtml,mdx,md}` in the whole project (except `node_modules`), which includes build output and configuration files',
    zh: '如果不设置，插件会在整个项目中（`node_modules` 除外）扫描 `**/*.{html,js,ts,jsx,tsx,vue,svelte,astro,elm,php,phtml,mdx,md}`，其中也包括构建产物和配置文件',
  });
  pageSays('guide/basic/unocss', {
    en: 'That build exports the plugin itself in 0.58.9',
    zh: '0.58.9 的 CommonJS 产物直接导出插件本身',
  });
  if (!DEPS) {
    t.skip('REVIEW94d_DEPS is not set: unocss and @unocss/postcss 0.58.9 are not installed in the repository');
    return;
  }

  // The page's steps: the CSS starts with the variables, then the rules of the excerpt, in its order.
  const dir = unoProject();
  build(dir);
  const css = distText(dir, /^static\/css\/index\.\w+\.css$/);
  assert.ok(css.startsWith('*,:before,:after{--un-rotate:0;'), css.slice(0, 80));
  assert.match(css, /}::backdrop\{--un-rotate:0;/);
  assert.ok(css.includes('--un-ring-color:'));
  const excerpt = [
    '.btn{border-radius:.25rem;--un-bg-opacity:1;background-color:rgb(2 132 199/var(--un-bg-opacity));padding-left:1rem;padding-right:1rem;padding-top:.5rem;padding-bottom:.5rem;--un-text-opacity:1;color:rgb(255 255 255/var(--un-text-opacity))}',
    '.mx-auto{margin-left:auto;margin-right:auto}',
    '.max-w-md{max-width:28rem}',
    '.select-none{-webkit-user-select:none;user-select:none}',
    '.p-8{padding:2rem}',
    '.text-3xl{font-size:1.875rem;line-height:2.25rem}',
  ];
  assert.ok(css.includes(excerpt.join('')), css);
  assert.ok(css.includes('.font-bold{font-weight:700}'));

  // The dev server: a class added to src/index.ts gets its rule.
  const server = await devServer(dir);
  try {
    const before = await (await fetch(`${server.url}/static/css/index.css`)).text();
    assert.ok(before.includes('.btn') && !before.includes('.text-red-500'));
    const done = compilations(server);
    edit(dir, 'src/index.ts', 'class="btn"', 'class="btn text-red-500"');
    await nextCompilation(server, done);
    const after = await (await fetch(`${server.url}/static/css/index.css`)).text();
    assert.ok(after.includes('.text-red-500'), after);
  } finally {
    await server.stop();
  }

  // The object form loads the CommonJS build, which in 0.58.9 is the plugin itself.
  const objectForm = unoProject({ 'postcss.config.cjs': "module.exports = { plugins: { '@unocss/postcss': {} } };\n" });
  fs.rmSync(path.join(objectForm, 'postcss.config.mjs'));
  build(objectForm);
  assert.ok(distText(objectForm, /^static\/css\/index\.\w+\.css$/).includes('.p-8{padding:2rem}'));

  // Without content.filesystem: a Markdown file at the root is read, a file in node_modules is not.
  const wide = unoProject({
    'uno.config.ts': "import { defineConfig, presetUno } from 'unocss';\n\nexport default defineConfig({ presets: [presetUno()] });\n",
    'notes.md': 'Uses <span class="text-lime-300">a class</span> only here.\n',
    'node_modules/some-lib/index.js': 'export const markup = \'<b class="text-rose-300">x</b>\';\n',
  });
  build(wide);
  const wideCss = distText(wide, /^static\/css\/index\.\w+\.css$/);
  assert.ok(wideCss.includes('.text-lime-300'), 'the root notes.md was read');
  assert.ok(!wideCss.includes('.text-rose-300'), 'node_modules was not read');

  // The .mjs file with an import also works when package.json has "type": "module".
  const asModule = unoProject({ 'package.json': '{ "name": "fact", "private": true, "type": "module" }\n' });
  build(asModule);
  assert.ok(distText(asModule, /^static\/css\/index\.\w+\.css$/).includes(excerpt.join('')));
});

test('guide/basic/unocss: 0.59.4 builds the same CSS with postcss.config.mjs, its object form stops with "[object Object] is not a PostCSS plugin"; @unocss/webpack 0.58.9 and 0.59.4 in tools.rspack stop with "Can\'t resolve \'uno.css\'"', (t) => {
  pageSays('guide/basic/unocss', {
    en: 'That build exports the plugin itself in 0.58.9, but as `default` in 0.59.4, and with 0.59.4 the build fails with `[object Object] is not a PostCSS plugin`.',
    zh: '0.58.9 的 CommonJS 产物直接导出插件本身，而 0.59.4 把插件作为 `default` 导出，因此使用 0.59.4 时构建会失败并提示 `[object Object] is not a PostCSS plugin`。',
  });
  pageSays('guide/basic/unocss', {
    en: "the build stops with `Can't resolve 'uno.css'`. The same error occurs with `@unocss/webpack` 0.58.9 and 0.59.4.",
    zh: "构建会中止并提示 `Can't resolve 'uno.css'`。`@unocss/webpack` 0.58.9 和 0.59.4 都会出现同样的错误。",
  });
  if (!DEPS) {
    t.skip('REVIEW94d_DEPS is not set: unocss, @unocss/postcss and @unocss/webpack are not installed in the repository');
    return;
  }
  const v0594 = path.join(DEPS, 'v0594');
  const with0594 = (files: Record<string, string> = {}): string => {
    const dir = project({
      'postcss.config.mjs': POSTCSS_CONFIG,
      'uno.config.ts': UNO_CONFIG,
      'src/index.css': '@unocss;\n',
      'src/index.ts': INDEX_TS,
      ...files,
    });
    linkPackages(dir, v0594, ['unocss', '@unocss']);
    return dir;
  };

  // "The steps below use UnoCSS 0.58.9; they also work with 0.59.4."
  const steps = with0594();
  build(steps);
  const css = distText(steps, /^static\/css\/index\.\w+\.css$/);
  for (const rule of ['.btn{border-radius:.25rem;', '.p-8{padding:2rem}', '.text-3xl{font-size:1.875rem;line-height:2.25rem}']) {
    assert.ok(css.includes(rule), rule);
  }

  // The object form with 0.59.4.
  const objectForm = with0594({ 'postcss.config.cjs': "module.exports = { plugins: { '@unocss/postcss': {} } };\n" });
  fs.rmSync(path.join(objectForm, 'postcss.config.mjs'));
  const failed = rsbuild(objectForm, ['build']);
  assert.notEqual(failed.code, 0, failed.output);
  assert.match(failed.output, /\[object Object\] is not a PostCSS plugin/);

  // @unocss/webpack through tools.rspack, the virtual module uno.css imported from the entry.
  for (const folder of [DEPS, v0594]) {
    const dir = project({
      'uno.config.ts': UNO_CONFIG,
      'rsbuild.config.mjs': "import UnoCSS from '@unocss/webpack';\n\nexport default { tools: { rspack: { plugins: [UnoCSS()] } } };\n",
      'src/index.ts': INDEX_TS.replace("import './index.css';", "import 'uno.css';"),
    });
    linkPackages(dir, folder, ['unocss', '@unocss']);
    const run = rsbuild(dir, ['build']);
    assert.notEqual(run.code, 0, run.output);
    assert.match(run.output, /Can't resolve 'uno\.css'/);
  }
});
