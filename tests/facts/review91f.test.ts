// Facts behind the third accuracy review of session 91 (slice f): plugins/list/plugin-mdx, plugins/list/plugin-svelte
// and guide/framework/svelte, in both languages. Each test names the page and the sentence it backs, checks that both
// languages say it and that the replaced wording is gone, then runs @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project, topics-support.ts).
//
// @rsbuild/plugin-svelte is not installed here (the registry we reach has no 0.5.9). As in review87f and
// common-problems-round38d, the tests register the plugin's 0.5.9 source (packages/plugin-svelte/src/index.ts) as a
// CommonJS stand-in (lib/stand-ins.ts) and run when SVELTE_DEPS names a folder whose node_modules holds svelte@4.2.12,
// svelte-loader@3.2.0, svelte-preprocess@5.1.3 and sass (`npm install` there); without it they skip.
//
// Fixes:
// - plugins/list/plugin-svelte, Limits, "No separate chunk for Svelte": "the Svelte runtime lands in a chunk with a
//   numeric name". Only in a production build: `rsbuild dev` names chunks after their modules, and there the runtime
//   (with svelte-hmr) is in static/js/vendors-….js. Now "in a production build, the Svelte runtime lands in a chunk
//   with a numeric name". Run below (a build, and a dev server with dev.writeToDisk).
// - plugins/list/plugin-svelte, Limits, "Preprocessor packages are yours to install": "The CSS it produces still goes
//   through Rsbuild's PostCSS step afterwards." Only while emitCss is on: with emitCss false (which
//   output.injectStyles: true sets, plugin-svelte src/index.ts `emitCss: !rsbuildConfig.output.injectStyles`),
//   svelte-loader 3.2.0 compiles with `css: 'injected'` (its index.js) and the styles go into the JavaScript without
//   passing any CSS rule of Rsbuild. A `user-select: none` gets its -webkit- prefix from Autoprefixer in the default
//   build and none with output.injectStyles or emitCss: false. Run below.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PLUGIN_SVELTE } from './lib/stand-ins';
import { build, devServer, distFiles, distText, linkPackages, pageSays, project } from './topics-support';

const SVELTE_DEPS = process.env.SVELTE_DEPS;
const skip = SVELTE_DEPS
  ? false
  : 'SVELTE_DEPS is not set: Svelte, svelte-loader, svelte-preprocess and sass are not installed in the repository';

/** A Svelte 4 project: src/App.svelte is `app`; rsbuild.config.mjs has `config` and registers the stand-in with `options`. */
function svelteProject(app: string, { config = '', options = '' }: { config?: string; options?: string } = {}): string {
  const deps = SVELTE_DEPS ?? '';
  const dir = project(
    {
      'svelte-plugin.cjs': PLUGIN_SVELTE(deps),
      'rsbuild.config.mjs': `import { pluginSvelte } from './svelte-plugin.cjs';\nexport default { ${config}plugins: [pluginSvelte(${options})] };\n`,
      'src/App.svelte': app,
      'src/index.js': "import App from './App.svelte';\nnew App({ target: document.getElementById('root') });\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/shared': 'rsbuild-shared-0.5' },
  );
  linkPackages(dir, deps, ['svelte']);
  return dir;
}

test('plugins/list/plugin-svelte "this plugin adds no `lib-svelte` chunk group; in a production build, the Svelte runtime lands in a chunk with a numeric name": the build puts the runtime in static/js/<number>.[hash].js, rsbuild dev in static/js/vendors-….js', {
  skip,
}, async () => {
  pageSays(
    'plugins/list/plugin-svelte',
    {
      en: 'this plugin adds no `lib-svelte` chunk group; in a production build, the Svelte runtime lands in a chunk with a numeric name.',
      zh: '这个插件不会添加 `lib-svelte` chunk 分组；在生产构建中，Svelte 运行时会进入一个以数字命名的 chunk。',
    },
    {
      en: 'chunk group; the Svelte runtime lands in a chunk with a numeric name.',
      zh: 'chunk 分组；Svelte 运行时会进入一个以数字命名的 chunk。',
    },
  );
  const app = '<script>\n  let count = 0;\n</script>\n\n<button on:click={() => (count += 1)}>Count: {count}</button>\n';
  // `__svelte` is in the runtime (src/runtime/internal/disclose-version), in development and production.
  const runtimeIn = (dir: string) =>
    distFiles(dir)
      .filter((f) => /^static\/js\/.*\.js$/.test(f) && fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes('__svelte'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.[hash].js'));

  const prod = svelteProject(app);
  build(prod);
  const prodFiles = runtimeIn(prod);
  assert.equal(prodFiles.length, 1, prodFiles.join(', '));
  assert.match(prodFiles[0], /^static\/js\/\d+\.\[hash\]\.js$/);
  assert.ok(!distFiles(prod).some((f) => f.includes('lib-svelte')));

  const dev = svelteProject(app, { config: 'dev: { writeToDisk: true }, ' });
  const server = await devServer(dev);
  try {
    const devFiles = runtimeIn(dev);
    assert.equal(devFiles.length, 1, devFiles.join(', '));
    assert.match(devFiles[0], /^static\/js\/vendors-[^/]+\.js$/);
    assert.doesNotMatch(devFiles[0], /^static\/js\/\d+\./);
  } finally {
    await server.stop();
  }
});

test('plugins/list/plugin-svelte "With `emitCss` on (the default), the CSS it produces still goes through Rsbuild\'s PostCSS step afterwards; styles that components inject themselves (`emitCss: false` or `output.injectStyles`) skip it": Autoprefixer prefixes user-select in the emitted CSS file, not in the styles injected with output.injectStyles or emitCss: false', {
  skip,
}, () => {
  pageSays(
    'plugins/list/plugin-svelte',
    {
      en: "With `emitCss` on (the default), the CSS it produces still goes through Rsbuild's PostCSS step afterwards; styles that components inject themselves (`emitCss: false` or `output.injectStyles`) skip it.",
      zh: '开启 `emitCss`（默认）时，它输出的 CSS 之后仍会经过 Rsbuild 的 PostCSS 处理；由组件自行注入的样式（`emitCss: false` 或 `output.injectStyles`）则不会经过这一步。',
    },
    {
      en: "package in the project. The CSS it produces still goes through Rsbuild's PostCSS step afterwards.",
      zh: '安装对应的包。它输出的 CSS 之后仍会经过 Rsbuild 的 PostCSS 处理。',
    },
  );
  const app = '<h1>Hello</h1>\n\n<style>\n  h1 {\n    user-select: none;\n  }\n</style>\n';

  // The default: the component's CSS is a CSS file, prefixed for Safari by Autoprefixer (0.5.9's default browserslist).
  const emitted = svelteProject(app);
  build(emitted);
  assert.match(distText(emitted, /^static\/css\/.*\.css$/), /h1\.svelte-[a-z0-9]+\{-webkit-user-select:none;user-select:none\}/);

  // Injected by the component: no CSS file, the rule in the JavaScript as Svelte wrote it, without the prefix.
  for (const setting of [{ config: 'output: { injectStyles: true }, ' }, { options: '{ svelteLoaderOptions: { emitCss: false } }' }]) {
    const injected = svelteProject(app, setting);
    build(injected);
    assert.deepEqual(
      distFiles(injected).filter((f) => f.endsWith('.css')),
      [],
    );
    const js = distText(injected, /^static\/js\/.*\.js$/);
    assert.match(js, /h1\.svelte-[a-z0-9]+\{user-select:none\}/);
    assert.doesNotMatch(js, /-webkit-user-select/);
  }
});
