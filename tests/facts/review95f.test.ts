// Facts behind the accuracy review of session 95 (slice f): plugins/list/plugin-umd, plugins/list/plugin-lightningcss,
// config/source/alias-strategy and config/output/clean-dist-path, in both languages. Each test runs @rsbuild/core
// 0.5.9 (its CLI, in a throw-away project, topics-support.ts), names the page and the sentence it backs, and checks
// that both languages say it.
//
// No fix: every statement checked on the four pages holds at 0.5.9 (see /work/review95/REPORT-f.md). Confirmed by a
// run here, where no earlier facts file had run them:
// 1. plugins/list/plugin-lightningcss, "Register the plugin" and minify: the stylesheet of the page "comes out as
//    follows" with minify: false and output.minify false (the exact block: prefixes, the #c55c0a and display-p3
//    fallbacks of lab(), the nested rule flattened, `display: flex` last); with the default options the minified CSS
//    is the page's one line, without -webkit-backdrop-filter and #c55c0a (the minimizer drops `targets`,
//    plugin-lightningcss/src/minimizer.ts 68); with minify: false the SWC minimizer keeps the prefixes and fallbacks.
// 2. plugins/list/plugin-lightningcss, implementation: the three TypeErrors the page quotes. An object without
//    browserslistToTargets stops the build while the configuration is generated (src/plugin.ts 43-51), with nothing
//    compiled; with browserslistToTargets but no transform, the minimizer (constructed with the configuration,
//    src/minimizer.ts 19-27) stops a default production build, and with minify: false the loader fails the CSS module
//    (src/loader.ts 22-31).
// 3. plugins/list/plugin-lightningcss, Limits ("Stricter parsing") and both Common problems: `.a:: {}`,
//    `.ui.popup:after .header` and foundation.css's `@media screen and (min-width: 0\0)` build without the plugin;
//    with it each fails with `Module build failed:` and `Invalid token in pseudo element`, `Unexpected token
//    Delim('.')` and `Invalid media query` (Lightning CSS 1.24.1); the page's errorRecovery config builds all three and
//    keeps the other rules of each file.
// 4. config/source/alias-strategy, prefer-tsconfig and the warning of prefer-alias: `baseUrl` alone (no `paths`) takes
//    part in resolution: `import 'utils/x'` with baseUrl ./src builds by default and fails with "Can't resolve" under
//    'prefer-alias' (core/src/provider/plugins/resolve.ts 11-18). No package needed.
//
// Tests 1-3 need @rsbuild/plugin-lightningcss 0.5.9, which the repository does not install and the registry reachable
// here does not hold (only 0.6.15). They run only when REVIEW95f_DEPS names a folder prepared outside the repository
// (otherwise they check the pages' words and skip the run):
//   npm i --prefix $REVIEW95f_DEPS lightningcss@1.24.1   (the lowest version the plugin's ^1.24.1 accepts)
//   the plugin built from its 0.5.9 source (shared/rsbuild-0.5.9/packages/plugin-lightningcss/src) with esbuild
//   (--bundle --platform=node --format=cjs, lightningcss and @rsbuild/shared external): src/index.ts to
//   $REVIEW95f_DEPS/node_modules/@rsbuild/plugin-lightningcss/index.js and src/loader.ts to loader.js beside it (the
//   plugin resolves './loader' from its own folder), with a package.json whose main is index.js;
//   $REVIEW95f_DEPS/node_modules/@rsbuild/shared a symbolic link to this repository's node_modules/rsbuild-shared-0.5.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, distText, pageSays, project, rsbuild } from './topics-support';

const DEPS = process.env.REVIEW95f_DEPS;
const PLUGIN = path.join(DEPS ?? '', 'node_modules/@rsbuild/plugin-lightningcss/index.js');
const SKIP = 'REVIEW95f_DEPS is not set: @rsbuild/plugin-lightningcss 0.5.9 is not installed in the repository';
const LIGHTNINGCSS = 'plugins/list/plugin-lightningcss';

/** An rsbuild.config.mjs that registers the plugin of REVIEW95f_DEPS with `options`; `real` is its lightningcss. */
const withPlugin = (options: string, config = ''): string =>
  [
    "import { createRequire } from 'node:module';",
    `import { pluginLightningcss } from ${JSON.stringify(PLUGIN)};`,
    `const real = createRequire(${JSON.stringify(`${DEPS}/`)})('lightningcss');`,
    `export default { plugins: [pluginLightningcss(${options})], ${config} };`,
    '',
  ].join('\n');

/** The page's src/index.css. */
const CARD_CSS = `.card {
  display: flex;
  user-select: none;
  color: lab(52% 40 59);

  & .title {
    backdrop-filter: blur(4px);
  }
}
`;

/** What the page shows for it, unminified. */
const CARD_OUT = `.card {
  -webkit-user-select: none;
  user-select: none;
  color: #c55c0a;
  color: color(display-p3 .720601 .384947 .15203);
  color: lab(52% 40 59);
  display: flex;
}

.card .title {
  -webkit-backdrop-filter: blur(4px);
  backdrop-filter: blur(4px);
}
`;

const CARD_MINIFIED =
  '.card{-webkit-user-select:none;user-select:none;color:lab(52% 40 59);display:flex}.card .title{backdrop-filter:blur(4px)}';

test(`${LIGHTNINGCSS} "comes out as follows" and "the minified CSS is": the page's stylesheet with minify: false, then with the default options (the targets dropped), then with minify: false and the SWC minimizer`, (t) => {
  pageSays(LIGHTNINGCSS, {
    en: `\`\`\`css title="src/index.css"\n${CARD_CSS}\`\`\`\n\ncomes out as follows (shown unminified, with [output.minify](/config/output/minify) set to \`false\`):\n\n\`\`\`css\n${CARD_OUT}\`\`\``,
    zh: `\`\`\`css title="src/index.css"\n${CARD_CSS}\`\`\`\n\n会被编译为下面的内容（未压缩，即 [output.minify](/zh/config/output/minify) 设为 \`false\` 时的结果）：\n\n\`\`\`css\n${CARD_OUT}\`\`\``,
  });
  pageSays(LIGHTNINGCSS, {
    en: `With the stylesheet above and the default settings, the minified CSS is:\n\n\`\`\`css\n${CARD_MINIFIED}\n\`\`\`\n\nThe \`-webkit-backdrop-filter\` that Safari 14 needs and the \`#c55c0a\` fallback of the \`lab()\` color are gone. With \`minify: false\`, the transform step still does its work and the SWC minimizer keeps its result:`,
    zh: `对于上面的样式表，使用默认设置时压缩结果为：\n\n\`\`\`css\n${CARD_MINIFIED}\n\`\`\`\n\nSafari 14 需要的 \`-webkit-backdrop-filter\` 和 \`lab()\` 颜色的回退值 \`#c55c0a\` 都不见了。设置 \`minify: false\` 后，转换环节照常工作，SWC 压缩器会保留它的结果：`,
  });
  if (!DEPS) {
    t.skip(SKIP);
    return;
  }
  const css = (options: string, config = ''): string => {
    const dir = project({
      'rsbuild.config.mjs': withPlugin(options, config),
      'src/index.js': "import './index.css';\n",
      'src/index.css': CARD_CSS,
    });
    build(dir);
    return distText(dir, /\.css$/);
  };
  assert.equal(css('{ minify: false }', 'output: { minify: false }').trimEnd(), CARD_OUT.trimEnd());
  assert.equal(css('').trim(), CARD_MINIFIED);
  const swc = css('{ minify: false }');
  assert.ok(!swc.includes('\n'), swc);
  for (const kept of ['-webkit-backdrop-filter:blur(4px)', '-webkit-user-select:none', 'color:#c55c0a', 'color:lab(']) {
    assert.ok(swc.includes(kept), `${kept} in ${swc}`);
  }
});

test(`${LIGHTNINGCSS} implementation: "the plugin stops the build with a TypeError": browserslistToTargets is checked while the configuration is generated, transform by the minimizer of a production build and by the loader of each CSS file`, (t) => {
  const BROWSERSLIST_ERROR =
    "[rsbuild:lightningcss]: options.implementation.browserslistToTargets must be an 'lightningcss' browserslistToTargets function. Received undefined";
  const LOADER_ERROR =
    "[lightningcss-loader]: options.implementation.transform must be an 'lightningcss' transform function. Received undefined";
  const MINIFY_ERROR =
    "[lightningcss-minify-plugin]: implementation.transform must be an 'lightningcss' transform function. Received undefined";
  pageSays(LIGHTNINGCSS, {
    en: `That first check, \`${BROWSERSLIST_ERROR}\`, runs while Rsbuild generates the Rspack configuration, before anything is compiled. The loader that compiles each CSS file and the minimizer of production builds check \`transform\` the same way, with \`${LOADER_ERROR}\` and \`${MINIFY_ERROR}\`.`,
    zh: `第一个检查 \`${BROWSERSLIST_ERROR}\` 发生在 Rsbuild 生成 Rspack 配置时，早于任何编译。编译每个 CSS 文件的 loader 和生产构建的压缩器也会用同样的方式检查 \`transform\`，报错分别是 \`${LOADER_ERROR}\` 和 \`${MINIFY_ERROR}\`。`,
  });
  if (!DEPS) {
    t.skip(SKIP);
    return;
  }
  const run = (options: string) => {
    const dir = project({
      'rsbuild.config.mjs': withPlugin(options),
      'src/index.js': "import './index.css';\n",
      'src/index.css': '.card { user-select: none; }\n',
    });
    const result = rsbuild(dir, ['build']);
    assert.notEqual(result.code, 0, result.output);
    return { output: result.output, dist: fs.existsSync(path.join(dir, 'dist')) };
  };
  const none = run('{ implementation: {} }');
  assert.ok(none.output.includes(`TypeError: ${BROWSERSLIST_ERROR}`), none.output);
  assert.doesNotMatch(none.output, /Compile error|Module build failed/);
  const minimizer = run('{ implementation: { browserslistToTargets: real.browserslistToTargets } }');
  assert.ok(minimizer.output.includes(`TypeError: ${MINIFY_ERROR}`), minimizer.output);
  assert.doesNotMatch(minimizer.output, /Compile error|Module build failed/);
  const loader = run('{ implementation: { browserslistToTargets: real.browserslistToTargets }, minify: false }');
  assert.match(loader.output, /File: \.\/src\/index\.css\n\s+× Module build failed:/);
  assert.ok(loader.output.includes(`TypeError: ${LOADER_ERROR}`), loader.output);
});

test(`${LIGHTNINGCSS} "Stricter parsing" and Common problems: \`.a:: {}\`, \`:after .header\` and foundation.css's IE hack build without the plugin, fail with it (Invalid token in pseudo element, Unexpected token Delim('.'), Invalid media query), and build with errorRecovery, the rest of each file kept`, (t) => {
  pageSays(LIGHTNINGCSS, {
    en: 'such as the broken selector `.a:: {}`; the build then fails with a `SyntaxError` (`Invalid token in pseudo element`).',
    zh: '例如错误的选择器 `.a:: {}`；此时构建会因 `SyntaxError`（`Invalid token in pseudo element`）而失败。',
  });
  pageSays(LIGHTNINGCSS, {
    en: "Rsbuild 0.5.9 builds such a stylesheet without this plugin, but Lightning CSS rejects it, and the build fails at that file with `Module build failed:` and `SyntaxError: Unexpected token Delim('.')` (1.24, the version the 0.5.9 plugin requires at least).",
    zh: "不用本插件时，Rsbuild 0.5.9 可以正常构建这样的样式，但 Lightning CSS 会拒绝它，构建会在这个文件上失败，报 `Module build failed:` 和 `SyntaxError: Unexpected token Delim('.')`（0.5.9 插件最低要求的 1.24 版本）。",
  });
  pageSays(LIGHTNINGCSS, {
    en: 'Lightning CSS 1.24 fails on it with `SyntaxError: Invalid media query`;',
    zh: 'Lightning CSS 1.24 在这里报 `SyntaxError: Invalid media query`；',
  });
  pageSays(LIGHTNINGCSS, {
    en: 'Without the plugin, Rsbuild 0.5.9 builds the file. With it, set `errorRecovery: true` in `transform`, as above: Lightning CSS 1.24 then drops that `@media` block, which only Internet Explorer used, and keeps the rest of the stylesheet.',
    zh: '不用本插件时，Rsbuild 0.5.9 可以正常构建这个文件。用本插件时，像上面那样在 `transform` 中设置 `errorRecovery: true`：Lightning CSS 1.24 会丢弃这个只有 IE 才用得到的 `@media` 块，保留样式表的其余部分。',
  });
  pageSays(LIGHTNINGCSS, {
    en: 'plugins: [pluginLightningcss({ transform: { errorRecovery: true }, minify: false })],',
    zh: 'plugins: [pluginLightningcss({ transform: { errorRecovery: true }, minify: false })],',
  });
  if (!DEPS) {
    t.skip(SKIP);
    return;
  }
  const FILES: Record<string, [string, string]> = {
    'pseudo.css': ['.a:: { color: red; }\n.keep-a { color: blue; }\n', 'Invalid token in pseudo element'],
    'popup.css': ['.ui.popup:after .header { color: red; }\n.keep-b { color: green; }\n', "Unexpected token Delim('.')"],
    'foundation.css': ['@media screen and (min-width: 0\\0) { .ie { color: red; } }\n.keep-c { color: black; }\n', 'Invalid media query'],
  };
  const make = (config: string, names: string[]) =>
    project({
      'rsbuild.config.mjs': config,
      'src/index.js': names.map((name) => `import './${name}';\n`).join(''),
      ...Object.fromEntries(names.map((name) => [`src/${name}`, FILES[name][0]])),
    });
  const all = Object.keys(FILES);
  const plain = make('export default {};\n', all);
  build(plain);
  const without = distText(plain, /\.css$/);
  for (const kept of ['.a::', '.ui.popup:after .header', 'min-width:0\\0', '.keep-c'])
    assert.ok(without.includes(kept), `${kept} in ${without}`);
  for (const name of all) {
    const run = rsbuild(make(withPlugin('{ minify: false }'), [name]), ['build']);
    assert.notEqual(run.code, 0, run.output);
    assert.ok(run.output.includes(`File: ./src/${name}`), run.output);
    assert.match(run.output, /× Module build failed:/);
    assert.ok(run.output.includes(`SyntaxError: ${FILES[name][1]}`), run.output);
  }
  const recovered = make(withPlugin('{ transform: { errorRecovery: true }, minify: false }'), all);
  build(recovered);
  const css = distText(recovered, /\.css$/);
  for (const kept of ['.keep-a', '.keep-b', '.keep-c']) assert.ok(css.includes(kept), `${kept} in ${css}`);
  for (const dropped of ['.a:', '.header', '.ie', 'min-width']) assert.ok(!css.includes(dropped), `${dropped} not in ${css}`);
});

test('config/source/alias-strategy "`compilerOptions.paths` and `compilerOptions.baseUrl` take part in module resolution" and "\'prefer-alias\' switches tsconfig `paths` and `baseUrl` off": an import through baseUrl alone builds by default and cannot be resolved with prefer-alias', () => {
  pageSays('config/source/alias-strategy', {
    en: 'so `compilerOptions.paths` and `compilerOptions.baseUrl` take part in module resolution:',
    zh: '因此 `compilerOptions.paths` 和 `compilerOptions.baseUrl` 会参与模块解析：',
  });
  pageSays('config/source/alias-strategy', {
    en: "`'prefer-alias'` switches tsconfig `paths` and `baseUrl` off for bundling completely, not just for the imports that `source.alias` also covers. Every shortcut your code relies on must then be declared in `source.alias`, otherwise the build fails with a \"Can't resolve\" error.",
    zh: "`'prefer-alias'` 会让 tsconfig 的 `paths` 和 `baseUrl` 在打包时完全失效，而不仅仅是对 `source.alias` 也覆盖到的导入失效。代码中用到的每一个简写都必须在 `source.alias` 中声明，否则构建会因为 “Can't resolve” 错误而失败。",
  });
  const files = {
    'tsconfig.json': '{ "compilerOptions": { "baseUrl": "./src" } }\n',
    'src/utils/x.ts': "export const x = 'from-base-url';\n",
    'src/index.ts': "import { x } from 'utils/x';\nconsole.log(x);\n",
  };
  const byDefault = project(files);
  build(byDefault);
  assert.match(distText(byDefault, /\.js$/), /from-base-url/);
  const preferAlias = rsbuild(
    project({ ...files, 'rsbuild.config.mjs': "export default { source: { aliasStrategy: 'prefer-alias' } };\n" }),
    ['build'],
  );
  assert.notEqual(preferAlias.code, 0, preferAlias.output);
  assert.match(preferAlias.output, /Resolve error: Can't resolve 'utils\/x'/);
});
