// Facts behind the accuracy review of session 87 (slice o): community/releases/v0-5, community/releases/v0-4 and
// community/releases/index, in both languages. Each test names the page and the sentence it backs, checks that both
// languages say it and that the old wording is gone, then runs @rsbuild/core 0.5.9 (topics-support.ts).
//
// The history that the release notes tell (what an earlier release had) was read in the published packages of those
// releases (npm pack of @rsbuild/core and @rsbuild/shared 0.3.11, 0.4.2 ... 0.4.15, 0.5.1 ... 0.5.6, and
// @rsbuild/plugin-react 0.3.11 / 0.4.1, unpacked under /tmp/rev87o/pk during the review); only 0.5.9 is installed
// here, so the tests below run 0.5.9 and the history is noted here.
//
// - community/releases/v0-5, intro and front-matter description: "It removes the options that 0.4 had deprecated"
//   (description: "removes the options deprecated during 0.4"). The only config option that 0.4 deprecated is
//   output.disableMinimize (@rsbuild/shared 0.4.15 dist/types/config/output.d.ts 219-223, "@deprecated will be removed
//   in v0.5.0"; no @deprecated before 0.4.11). html.tagsByEntries and tools.terser were never marked deprecated
//   (0.4.15 dist/types/config/html.d.ts 56-61, tools.d.ts 97-101) and 0.5 removes them too; the two members that 0.4
//   deprecated in the plugin API (ModifyChainUtils.name, .HtmlWebpackPlugin) are still there in 0.5.9
//   (shared/src/types/plugin.ts 54-61). The page now names the three removed options and says which one was
//   deprecated. Test 1 runs 0.5.9: none of the three has any effect any more.
// - community/releases/index, "Upgrading across several versions": "because the config types of each release only
//   know the new names". The types of 0.4.11 to 0.4.15 know both output.minify and the deprecated
//   output.disableMinimize (shared 0.4.11 and 0.4.15 dist/types/config/output.d.ts), so a release can know an old
//   name. What catches the renames on upgrading is that the 0.5 types no longer know the old names. Test 2 type-checks
//   a config against the 0.5.9 types.
// - community/releases/v0-4, "output.filenameHash": "emitted file names contain [contenthash:8] (JavaScript and CSS
//   files only in production builds)". HTML files never get a hash (their name is the entry name), so not every emitted
//   file name has one. In 0.5.9 getFilename (shared/src/fs.ts 65-96) adds the hash to js and css in production only
//   and to svg, font, image and media in every mode; wasm modules are always named [hash].module.wasm
//   (core/src/plugins/wasm.ts 18). Test 3 builds in production and in development: JS, CSS and an image, and the HTML.
// - community/releases/v0-4, "postcss-flexbugs-fixes is no longer applied": "Autoprefixer still runs last", right
//   before the advice to add the plugin through tools.postcss. In 0.5.9 Rsbuild puts Autoprefixer after the plugins of
//   the project's PostCSS config, but a plugin added with addPlugins is pushed after Autoprefixer
//   (shared/src/css.ts 96-128 and 166-178), so with the page's own example Autoprefixer no longer runs last. Test 4
//   reads the postcss-loader options of both set-ups.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, ROOT, build, distFiles, distText, hashed, pageSays, project } from './topics-support';

const SOURCE = [
  '// a comment that only an unminified build keeps',
  'function addNumbersTogether(firstNumber, secondNumber) {',
  '  return firstNumber + secondNumber;',
  '}',
  'console.log(addNumbersTogether(1, 2));',
  '',
].join('\n');

test('community/releases/v0-5 "It removes `output.disableMinimize`, deprecated since 0.4.11, together with `html.tagsByEntries` and `tools.terser`"', () => {
  pageSays(
    'community/releases/v0-5',
    {
      en: 'It removes `output.disableMinimize`, deprecated since 0.4.11, together with `html.tagsByEntries` and `tools.terser`, which 0.4 never marked as deprecated.',
      zh: '它移除了从 0.4.11 起被标记为废弃的 `output.disableMinimize`，也移除了 `html.tagsByEntries` 和 `tools.terser`，后两者在 0.4 中从未被标记为废弃。',
    },
    { en: 'It removes the options that 0.4 had deprecated', zh: '它移除了 0.4 中已废弃的选项' },
  );
  pageSays(
    'community/releases/v0-5',
    {
      en: 'and removes output.disableMinimize, html.tagsByEntries and tools.terser.',
      zh: '并移除了 output.disableMinimize、html.tagsByEntries 和 tools.terser。',
    },
    { en: 'removes the options deprecated during 0.4', zh: '并移除了 0.4 中废弃的选项' },
  );

  // The three removed options, set: 0.5.9 builds as if they were not there.
  const removed = project({
    'src/index.js': SOURCE,
    'rsbuild.config.mjs': [
      'export default {',
      '  output: { disableMinimize: true },',
      "  html: { tagsByEntries: { index: [{ tag: 'script', attrs: { src: '/from-tags-by-entries.js' } }] } },",
      "  tools: { terser: () => { throw new Error('tools.terser was called'); } },",
      '};',
      '',
    ].join('\n'),
  });
  build(removed);
  const js = distText(removed, /^static\/js\/index\..*\.js$/);
  assert.ok(js.includes('console.log'), 'the entry was built');
  assert.ok(!js.includes('addNumbersTogether'), 'disableMinimize: true no longer turns minification off');
  assert.ok(!js.includes('a comment that only'), 'the comment was minified away');
  assert.ok(!distText(removed, /\.html$/).includes('from-tags-by-entries'), 'html.tagsByEntries injects nothing');

  // output.minify: false, its replacement, does turn minification off.
  const unminified = project({ 'src/index.js': SOURCE, 'rsbuild.config.mjs': 'export default { output: { minify: false } };\n' });
  build(unminified);
  assert.ok(distText(unminified, /^static\/js\/index\..*\.js$/).includes('addNumbersTogether'));
});

test('community/releases/index "because the 0.5 config types no longer know the old names, such as `disableSourceMap`, `disableFilenameHash` or `disableMinimize`"', () => {
  pageSays(
    'community/releases/index',
    {
      en: 'because the 0.5 config types no longer know the old names, such as `disableSourceMap`, `disableFilenameHash` or `disableMinimize`:',
      zh: '因为 0.5 的配置类型已经不再包含 `disableSourceMap`、`disableFilenameHash`、`disableMinimize` 等旧选项名：',
    },
    { en: 'because the config types of each release only know the new names', zh: '因为每个版本的配置类型只认识新的选项名' },
  );
  const dir = project(
    {
      'old.ts': [
        "import { defineConfig } from '@rsbuild/core';",
        'export const a = defineConfig({ output: { disableSourceMap: true } });',
        'export const b = defineConfig({ output: { disableFilenameHash: true } });',
        'export const c = defineConfig({ output: { disableMinimize: true } });',
        '',
      ].join('\n'),
      'new.ts': [
        "import { defineConfig } from '@rsbuild/core';",
        'export default defineConfig({ output: { sourceMap: { js: false }, filenameHash: false, minify: false } });',
        '',
      ].join('\n'),
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const tsc = (file: string) =>
    spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        file,
      ],
      { cwd: dir, encoding: 'utf8' },
    );
  assert.ok(fs.existsSync(path.join(dir, 'node_modules/@rsbuild/core/dist/index.d.ts')));
  const old = tsc('old.ts');
  assert.notEqual(old.status, 0);
  for (const name of ['disableSourceMap', 'disableFilenameHash', 'disableMinimize']) {
    assert.match(old.stdout, new RegExp(`'${name}' does not exist in type 'OutputConfig'`));
  }
  const current = tsc('new.ts');
  assert.equal(current.status, 0, current.stdout);
});

test('community/releases/v0-4 "the names of JavaScript, CSS, image, font, media and SVG files contain `[contenthash:8]` (JavaScript and CSS files only in production builds); HTML files never get a hash"', () => {
  pageSays(
    'community/releases/v0-4',
    {
      en: 'the names of JavaScript, CSS, image, font, media and SVG files contain `[contenthash:8]` (JavaScript and CSS files only in production builds); HTML files never get a hash.',
      zh: 'JavaScript、CSS、图片、字体、媒体和 SVG 文件的文件名中包含 `[contenthash:8]`（JavaScript 和 CSS 文件仅在生产构建中包含），HTML 文件则始终不带哈希。',
    },
    { en: 'emitted file names contain `[contenthash:8]`', zh: '输出的文件名中包含 `[contenthash:8]`' },
  );
  const files = {
    'src/index.js': "import './style.css';\nimport logo from './logo.png';\nconsole.log(logo);\n",
    'src/style.css': 'body { color: red; }\n',
    'src/logo.png': PNG,
    // keep the image a file of its own instead of a data: URI
    'rsbuild.config.mjs': 'export default { output: { dataUriLimit: 0 } };\n',
  };
  const prod = project(files);
  build(prod);
  assert.deepEqual(
    hashed(distFiles(prod)).filter((f) => !f.endsWith('.LICENSE.txt')),
    ['index.html', 'static/css/index.[hash].css', 'static/image/logo.[hash].png', 'static/js/index.[hash].js'],
  );
  const dev = project(files);
  build(dev, { NODE_ENV: 'development' });
  assert.deepEqual(
    hashed(distFiles(dev)).filter((f) => !f.endsWith('.map')),
    ['index.html', 'static/css/index.css', 'static/image/logo.[hash].png', 'static/js/index.js'],
  );
});

/** The names of the PostCSS plugins that postcss-loader receives for `.css` files, in order. */
async function postcssPlugins(dir: string, config: object): Promise<string[]> {
  const { createRsbuild } = await import('rsbuild-0.5');
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: config });
  const [rspack] = await rsbuild.initConfigs();
  type Use = { loader?: string; options?: { postcssOptions?: { plugins?: { postcssPlugin?: string }[] } } };
  type Rule = { test?: unknown; use?: Use[]; oneOf?: Rule[] };
  // The first rule with a postcss-loader is the one for .css files (Less, Sass and Stylus come from plugins).
  const loader = (rspack.module?.rules as Rule[])
    .flatMap((r) => [r, ...(r.oneOf ?? [])])
    .flatMap((r) => r.use ?? [])
    .find((u) => String(u.loader).includes('postcss-loader'));
  return (loader?.options?.postcssOptions?.plugins ?? []).map((p) => p.postcssPlugin ?? '?');
}

test('community/releases/v0-4 "a plugin added with `addPlugins` runs after Autoprefixer; to run it before Autoprefixer as in 0.3, list it in your project\'s `postcss.config.js` instead"', async () => {
  pageSays(
    'community/releases/v0-4',
    {
      en: "(a plugin added with `addPlugins` runs after Autoprefixer; to run it before Autoprefixer as in 0.3, list it in your project's `postcss.config.js` instead):",
      zh: '（用 `addPlugins` 添加的插件会在 Autoprefixer 之后执行；如果希望像 0.3 那样在 Autoprefixer 之前执行，请改为在项目的 `postcss.config.js` 中配置它）：',
    },
    { en: 'Autoprefixer still runs last', zh: 'Autoprefixer 仍然最后执行' },
  );
  // A stand-in for postcss-flexbugs-fixes, which is not installed here.
  const plugin = "{ postcssPlugin: 'flexbugs-stand-in', Once() {} }";
  const files = { 'src/index.js': "import './a.css';\n", 'src/a.css': 'a { display: flex; }\n' };

  const viaTools = project(files);
  const added = await postcssPlugins(viaTools, {
    tools: {
      postcss: (_: unknown, { addPlugins }: { addPlugins: (p: object) => void }) => {
        addPlugins({ postcssPlugin: 'flexbugs-stand-in', Once() {} });
      },
    },
  });
  assert.deepEqual(added, ['autoprefixer', 'flexbugs-stand-in']);

  const viaConfigFile = project({ ...files, 'postcss.config.cjs': `module.exports = { plugins: [${plugin}] };\n` });
  assert.deepEqual(await postcssPlugins(viaConfigFile, {}), ['flexbugs-stand-in', 'autoprefixer']);
});
