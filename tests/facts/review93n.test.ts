// Facts behind the third accuracy review of session 93 (slice n): config/tools/autoprefixer, config/tools/postcss,
// guide/basic/tailwindcss, config/performance/remove-console and config/performance/bundle-analyze, in both languages.
// Each test runs @rsbuild/core 0.5.9 (in process, lib/rsbuild.ts, or its CLI in a throw-away project,
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - config/tools/autoprefixer, lead: "adds it to the PostCSS step of every stylesheet (`.css`, `.less`, `.scss`,
//   `.sass`)", and "Function form": "The function is called once for each style rule (CSS, Less, Sass) and build
//   target". Both lists left out Stylus: @rsbuild/plugin-stylus 0.5.9 builds its rule for /\.styl(us)?$/ with core's
//   applyBaseCSSRule (plugin-stylus/src/index.ts 44-61), which adds postcss-loader with getPostcssLoaderOptions and so
//   runs applyAutoprefixer and the tools.autoprefixer function for that rule too, outside the node and web-worker
//   targets (core/src/provider/plugins/css.ts 117-129, shared/src/css.ts 96-129); config/tools/postcss already says so
//   for tools.postcss (review84a). Now "... `.sass`, and `.styl` with @rsbuild/plugin-stylus" and "(CSS, Less, Sass,
//   and Stylus with its plugin) and build target that runs PostCSS". The plugin is not installed here, so the test
//   registers a stand-in that does what plugin-stylus does minus stylus-loader (the .styl file holds plain CSS): the
//   function runs four times for the web target and the .styl file of a build gets -webkit-user-select.
//
// Checked and left as they are, settled by the earlier facts files of these pages (tools-options, review79c, review84a,
// review86b, review90b/h/i/k, performance-options, review80h, review84b, review86e, verify82b, common-problems-*) or by
// the source, or by a run in this session that confirmed the page: the Tailwind CSS walkthrough (Tailwind CSS 3.4.3:
// dist/static/css/index.5b6de043.css of 5.3 kB, 1.6 kB gzipped, and the four rules of the excerpt, byte for byte; a
// class added to src/index.ts reaches /static/css/index.css of rsbuild dev), and the rsbuild.config.ts variant
// (require('tailwindcss') in a "type": "module" project, with autoprefixer kept; with postcss.config.cjs as well the
// CSS is the same). Upstream options by the compiled packages of @rsbuild/shared 0.5.9: autoprefixer 10.4.18
// (lib/autoprefixer.d.ts), webpack-bundle-analyzer 4.10.1 (index.d.ts, defaults and defaultTitle in index.js,
// assets filtered by /\.(js|mjs)$/), postcss-loader 8.1.1, postcss-load-config 5.0.3 (jiti bundled for .ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Loose, type RsbuildPlugin, build, subProject } from './lib/rsbuild';
import { pageSays } from './topics-support';

/** What @rsbuild/plugin-stylus 0.5.9 does to add its rule (plugin-stylus/src/index.ts 44-61), without stylus-loader. */
const stylusStandIn: RsbuildPlugin = {
  name: 'stylus-stand-in',
  setup(api) {
    api.modifyBundlerChain(async (chain, utils) => {
      const rule = chain.module.rule(utils.CHAIN_ID.RULE.STYLUS).test(/\.styl(us)?$/);
      const { applyBaseCSSRule } = await import('rsbuild-0.5/provider');
      await applyBaseCSSRule({ rule, config: api.getNormalizedConfig(), context: api.context, utils, importLoaders: 2 });
    });
  },
};

test('config/tools/autoprefixer "every stylesheet (.css, .less, .scss, .sass, and .styl with @rsbuild/plugin-stylus)" + "called once for each style rule (CSS, Less, Sass, and Stylus with its plugin) and build target that runs PostCSS": with plugin-stylus\'s rule the function runs four times for web, and a .styl file gets -webkit-user-select', async () => {
  pageSays(
    'config/tools/autoprefixer',
    {
      en: 'adds it to the PostCSS step of every stylesheet (`.css`, `.less`, `.scss`, `.sass`, and `.styl` with [@rsbuild/plugin-stylus](/plugins/list/plugin-stylus))',
      zh: '每个样式文件（`.css`、`.less`、`.scss`、`.sass`，以及添加 [@rsbuild/plugin-stylus](/zh/plugins/list/plugin-stylus) 后的 `.styl`）',
    },
    { en: '(`.css`, `.less`, `.scss`, `.sass`), in development', zh: '（`.css`、`.less`、`.scss`、`.sass`）的 PostCSS' },
  );
  pageSays(
    'config/tools/autoprefixer',
    {
      en: 'The function is called once for each style rule (CSS, Less, Sass, and Stylus with its plugin) and build target that runs PostCSS, and must be synchronous.',
      zh: '函数会针对每条样式规则（CSS、Less、Sass，以及添加插件后的 Stylus）和每个执行 PostCSS 的构建目标各调用一次',
    },
    { en: 'style rule (CSS, Less, Sass) and build target,', zh: '每条样式规则（CSS、Less、Sass）和每个构建目标' },
  );
  let calls = 0;
  const dir = subProject('review93n-stylus', {
    'src/index.js': "import './title.styl';\n",
    'src/title.styl': '.title {\n  user-select: none;\n}\n',
  });
  const out = await build(
    'review93n-stylus',
    {
      source: { entry: { index: './src/index.js' } },
      plugins: [stylusStandIn],
      tools: {
        autoprefixer: (options: Loose) => {
          calls += 1;
          return options;
        },
      },
    },
    { cwd: dir },
  );
  assert.equal(calls, 4);
  assert.match(out.read(/\.css$/), /\.title\{-webkit-user-select:none;user-select:none\}/);
});
