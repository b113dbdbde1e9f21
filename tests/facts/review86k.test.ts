// Facts behind the second accuracy review of session 86 (slice k): config/tools/bundler-chain and
// config/tools/css-loader, in both languages. Each test runs @rsbuild/core 0.5.9 (createRsbuild + initConfigs on the
// fixture project, no build), names the page and the sentence it backs, and checks that both languages say it.
//
// - config/tools/css-loader, "Where the defaults come from": "For the node and web-worker targets, Rsbuild adds
//   modules.exportOnlyLocals: true after your options are applied" read as always. normalizeCssLoaderOptions
//   (shared/src/css.ts 191-215) adds it only when `modules` is truthy: with `modules: false` the node build's
//   css-loader gets `modules: false` and no exportOnlyLocals.
// - config/tools/css-loader, the same list: "importLoaders is the number of loaders that run before css-loader for
//   @imported files: PostCSS (1), plus the Less loader (2), or plus resolve-url-loader and the Sass loader (3)".
//   Not for the node and web-worker targets: those rules have no postcss-loader (core/src/provider/plugins/css.ts 115),
//   yet importLoaders stays 1, 2 and 3.
// - config/tools/css-loader, cssLoader.sourceMap: "Prefer output.sourceMap.css, which also turns on source maps in the
//   loaders before css-loader". It sets them for postcss-loader and less-loader only: sass-loader always generates
//   source maps (core/src/provider/plugins/sass.ts 22-27 passes `true`, resolve-url-loader needs them), and
//   resolve-url-loader always has sourceMap: false.
// - config/tools/bundler-chain, "this is chainWebpack in Vue CLI, with the same webpack-chain API": unbacked. Rsbuild
//   0.5.9 bundles webpack-chain 8.0.1, Vue CLI 4's cli-service depends on webpack-chain ^6.0.0; the page now says
//   only that Vue CLI is also built on webpack-chain. Settled by those package.json files, not by a run: no test here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inspect, type Loose } from './lib/rsbuild';
import { pageSays } from './topics-support';

const ROUTE = 'config/tools/css-loader';
const rule = (config: Loose, re: RegExp): Loose => config.module.rules.find((r: Loose) => String(r.test) === String(re));
const names = (r: Loose): string[] =>
  r.use.map((u: Loose) =>
    String(u.loader)
      .replace(/\\/g, '/')
      .replace(/.*\/(?:compiled\/)?([^/]+?)(?:\/index\.js|\.js)?$/, '$1'),
  );
const use = (r: Loose, name: string): Loose => r.use[names(r).indexOf(name)];
const LESS = /\.less$/;
const SASS = /\.s(?:a|c)ss$/;

test(`${ROUTE} "exportOnlyLocals: true ... unless modules is false" + "the node and web-worker targets have no PostCSS loader, importLoaders stays 1, 2, 3" + "sass-loader always makes source maps"`, async () => {
  const { rspack } = await inspect({
    output: { injectStyles: true, targets: ['web', 'node'] },
    tools: { cssLoader: (options) => ({ ...options, modules: false }) },
  });
  const [web, node] = rspack;
  const nodeCss = rule(node, /\.css$/);
  // modules: false stays false on the node target, no exportOnlyLocals
  assert.equal(use(nodeCss, 'css-loader').options.modules, false);
  // node: no postcss-loader, importLoaders still 1 / 2 / 3
  assert.ok(!names(nodeCss).includes('postcss-loader'), names(nodeCss).join());
  assert.deepEqual(
    [nodeCss, rule(node, LESS), rule(node, SASS)].map((r) => use(r, 'css-loader').options.importLoaders),
    [1, 2, 3],
  );
  assert.ok(!names(rule(node, LESS)).includes('postcss-loader'));
  // web, default output.sourceMap.css (false): postcss and less off, sass-loader on, resolve-url-loader off
  assert.equal(use(rule(web, /\.css$/), 'postcss-loader').options.sourceMap, false);
  assert.equal(use(rule(web, LESS), 'less-loader').options.sourceMap, false);
  assert.equal(use(rule(web, SASS), 'sass-loader').options.sourceMap, true);
  assert.equal(use(rule(web, SASS), 'resolve-url-loader').options.sourceMap, false);
  pageSays(
    ROUTE,
    {
      en: 'Rsbuild adds `modules.exportOnlyLocals: true` after your options are applied, unless `modules` is `false`',
      zh: '只要 `modules` 不是 `false`，Rsbuild 就会在应用你的选项之后添加 `modules.exportOnlyLocals: true`',
    },
    {
      en: 'Rsbuild adds `modules.exportOnlyLocals: true` after your options are applied:',
      zh: '构建目标，Rsbuild 会在应用你的选项之后添加',
    },
  );
  pageSays(ROUTE, {
    en: 'The `node` and `web-worker` targets have no PostCSS loader, but keep the same numbers.',
    zh: '`node` 和 `web-worker` 构建目标没有 PostCSS loader，但这几个数值不变。',
  });
  pageSays(
    ROUTE,
    {
      en: 'which also sets the source maps of postcss-loader and less-loader (sass-loader always generates them, because resolve-url-loader needs them)',
      zh: '它还会同时控制 postcss-loader 和 less-loader 的 source map（sass-loader 始终生成 source map，因为 resolve-url-loader 依赖它）',
    },
    { en: 'which also turns on source maps in the loaders before css-loader', zh: '它还会为 css-loader 之前的 loader 开启 source map' },
  );
});
