// Facts behind the session's own fixes after the accuracy review of session 96: guide/basic/unocss and config/plugins,
// in both languages.
// review96e found that guide/basic/tailwindcss gave the wrong reason for vendor prefixes, and that the UnoCSS page says
// the same:
// - guide/basic/unocss, "Install the PostCSS plugin": "runs the plugin before autoprefixer, which it adds by itself, so
//   the generated utilities get vendor prefixes too." The order is true, the "so" is not: the autoprefixer of
//   @rsbuild/shared 0.5.9 does all its work in OnceExit, which PostCSS runs after every plugin's own pass, and
//   @unocss/postcss 0.58.9 is a plain function plugin (dist/index.mjs, `plugins: [async function (root, result)`), which
//   runs in that earlier pass wherever it stands in the list. Now: "The generated utilities get vendor prefixes whatever
//   the order: autoprefixer does its work only after every plugin has run." The test builds the page's project twice:
//   with its postcss.config.mjs (UnoCSS before autoprefixer) and with the plugin appended after autoprefixer by
//   tools.postcss's addPlugins; both write `-webkit-backface-visibility:hidden` for `backface-hidden`, the page's example
//   of a prefix that autoprefixer adds for the default browserslist.
// - config/plugins, "Write a plugin": `api.context` holds "`devServer` (`{ hostname, port, https }`) once the dev
//   server is running" (review96a's doubt). createDevServer sets context.devServer right after it has chosen the port
//   (core/src/server/devServer.ts 61-65), before it creates the compiler, so a plugin's modifyRspackConfig already reads
//   it in `rsbuild dev`; `rsbuild build` never sets it. Now: "in development, `devServer` ...: the dev server sets it
//   when it is created, before the first compilation, so hooks such as `modifyRspackConfig` already see it (in
//   `rsbuild build` it is `undefined`)". The second test writes what modifyRspackConfig reads, in both commands.
//
// REVIEW96_DEPS: a folder outside the repository with unocss and @unocss/postcss 0.58.9 (`npm i --prefix <folder>
// unocss@0.58.9 @unocss/postcss@0.58.9`; review94d.test.ts uses the same packages). Without it the build is skipped and
// only the page's words are checked.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distText, linkPackages, pageSays, project } from './topics-support';

const DEPS = process.env.REVIEW96_DEPS;

test('guide/basic/unocss "The generated utilities get vendor prefixes whatever the order: autoprefixer does its work only after every plugin has run": backface-hidden gets -webkit-backface-visibility with UnoCSS before autoprefixer and after it', (t) => {
  pageSays(
    'guide/basic/unocss',
    {
      en: 'Rsbuild reads this file when it starts and runs the plugin before autoprefixer, which it adds by itself. The generated utilities get vendor prefixes whatever the order: autoprefixer does its work only after every plugin has run.',
      zh: 'Rsbuild 启动时会读取这个文件，并在它自动添加的 autoprefixer 之前运行该插件。无论顺序如何，生成的原子类都会被添加厂商前缀：autoprefixer 要等所有插件运行完才开始处理。',
    },
    { en: 'so the generated utilities get vendor prefixes too', zh: '因此生成的原子类同样会被添加厂商前缀' },
  );
  if (!DEPS) {
    t.skip('REVIEW96_DEPS is not set: unocss and @unocss/postcss 0.58.9 are not installed in the repository');
    return;
  }
  const css = (files: Record<string, string>): string => {
    const dir = project({
      'uno.config.ts':
        "import { defineConfig, presetUno } from 'unocss';\n\nexport default defineConfig({\n  content: { filesystem: ['./src/**/*.ts'] },\n  presets: [presetUno()],\n});\n",
      'src/index.css': '@unocss;\n',
      'src/index.ts': "import './index.css';\n\ndocument.body.innerHTML = '<div class=\"backface-hidden\">card</div>';\n",
      ...files,
    });
    linkPackages(dir, DEPS, ['unocss', '@unocss']);
    build(dir);
    assert.ok(fs.existsSync(path.join(dir, 'dist/index.html')));
    return distText(dir, /^static\/css\/index\.\w+\.css$/);
  };
  // The page's setup: postcss.config.mjs, read before Rsbuild appends autoprefixer.
  const before = css({
    'postcss.config.mjs': "import UnoCSS from '@unocss/postcss';\n\nexport default {\n  plugins: [UnoCSS()],\n};\n",
  });
  assert.match(before, /\.backface-hidden\{-webkit-backface-visibility:hidden;backface-visibility:hidden\}/, before);
  // The plugin appended after autoprefixer: the same rule.
  const after = css({
    'rsbuild.config.mjs':
      "import UnoCSS from '@unocss/postcss';\n\nexport default {\n  tools: { postcss: (options, { addPlugins }) => addPlugins(UnoCSS()) },\n};\n",
  });
  assert.match(after, /\.backface-hidden\{-webkit-backface-visibility:hidden;backface-visibility:hidden\}/, after);
});

test('config/plugins "in development, `devServer` ...: the dev server sets it when it is created, before the first compilation, so hooks such as `modifyRspackConfig` already see it (in `rsbuild build` it is `undefined`)"', async () => {
  pageSays(
    'config/plugins',
    {
      en: 'and, in development, `devServer` (`{ hostname, port, https }`): the dev server sets it when it is created, before the first compilation, so hooks such as `modifyRspackConfig` already see it (in `rsbuild build` it is `undefined`).',
      zh: '以及开发模式下的 `devServer`（`{ hostname, port, https }`）：开发服务器在创建时、首次编译之前就会设置它，因此 `modifyRspackConfig` 等钩子中已经能读到（`rsbuild build` 中为 `undefined`）。',
    },
    { en: 'once the dev server is running', zh: '开发服务器运行后可用的' },
  );
  const dir = project({
    'src/index.js': "console.log('context');\n",
    'rsbuild.config.mjs': `import fs from 'node:fs';

export default {
  plugins: [
    {
      name: 'read-context',
      setup(api) {
        api.modifyRspackConfig(() => {
          fs.appendFileSync('seen.txt', JSON.stringify(api.context.devServer ?? 'undefined') + '\\n');
        });
      },
    },
  ],
};
`,
  });
  const seen = (): string[] => fs.readFileSync(path.join(dir, 'seen.txt'), 'utf8').trim().split('\n');
  build(dir);
  assert.deepEqual(seen(), ['"undefined"']);
  fs.rmSync(path.join(dir, 'seen.txt'));
  const server = await devServer(dir);
  try {
    const [first] = seen().map((line) => JSON.parse(line));
    assert.equal(first.port, Number(new URL(server.url).port), JSON.stringify(first));
    assert.equal(first.https, false);
    assert.equal(typeof first.hostname, 'string');
  } finally {
    await server.stop();
  }
});
