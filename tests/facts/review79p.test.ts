// Facts behind statements fixed in review 79 (slice p), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - plugins/dev/core, api.transform: the page said that to handle "a file type that Rsbuild does not know" a plugin must
//   also add a rule with a `type` such as 'javascript/auto'. No rule is needed: a module that no rule gives a type is read
//   as JavaScript by Rspack, so a transform of `.txt` files that returns `export default "…"` builds and the import gets
//   the string (@rsbuild/plugin-toml 0.5.9 relies on this: it registers only the transform). A file type that a rule of
//   Rsbuild already types keeps that type: a transform of `.svg` files returns code that becomes the SVG asset's content,
//   a data URI under output.dataUriLimit.svg and a file in static/svg above it, and the import gets its URL.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { distFiles, distText, page, project, rsbuild } from './topics-support';

/** A plugin, in an rsbuild.config.mjs of its own, whose transform of `test` returns a module exporting a marker. */
const transformConfig = (test: string, output: string): string =>
  [
    'const pluginMarker = {',
    "  name: 'review:transform',",
    '  setup(api) {',
    `    api.transform({ test: ${test} }, ({ code }) => \`export default \${JSON.stringify('MARKER:' + code.trim())};\`);`,
    '  },',
    '};',
    `export default { plugins: [pluginMarker], output: ${output} };`,
    '',
  ].join('\n');

test('plugins/dev/core "a file type that Rsbuild does not know needs none: Rspack reads it as JavaScript ... A file that a rule of Rsbuild already gives a type keeps it: for images, SVG, fonts and media (asset), the code you return becomes the content of the asset, a file or a data URI"', () => {
  for (const [lang, words] of [
    ['en', 'a file type that Rsbuild does not know needs none: Rspack reads it as JavaScript (`javascript/auto`)'],
    ['zh', 'Rsbuild 不认识的文件类型也不需要设置：Rspack 会把这类文件当作 JavaScript（`javascript/auto`）解析'],
  ] as const) {
    assert.ok(page(lang, 'plugins/dev/core').includes(words), `${lang}: the page says so`);
  }

  // An unknown type (.txt), with no rule of any type added: the returned JavaScript is run as a module.
  const txt = project({
    'src/data.txt': 'hello from txt\n',
    'src/index.js': "import data from './data.txt';\nconsole.log('TXT', data);\n",
    'rsbuild.config.mjs': transformConfig('/\\.txt$/', '{ minify: false }'),
  });
  const txtRun = rsbuild(txt, ['build']);
  assert.equal(txtRun.code, 0, txtRun.output);
  assert.match(distText(txt, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /"MARKER:hello from txt"/, 'the import is the exported string');
  assert.deepEqual(
    distFiles(txt).filter((f) => /\.txt$/.test(f)),
    [],
    'no .txt asset is emitted',
  );

  // SVG, which the rule of Rsbuild types as `asset`: the returned code is the asset's content, not a module.
  const svgFiles = {
    'src/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n',
    'src/index.js': "import icon from './icon.svg';\nconsole.log('ICON', icon);\n",
  };
  const asFile = project({
    ...svgFiles,
    'rsbuild.config.mjs': transformConfig('/\\.svg$/', '{ minify: false, dataUriLimit: { svg: 0 } }'),
  });
  const fileRun = rsbuild(asFile, ['build']);
  assert.equal(fileRun.code, 0, fileRun.output);
  const svgs = distFiles(asFile).filter((f) => /^static\/svg\/icon\.[0-9a-f]{8}\.svg$/.test(f));
  assert.equal(svgs.length, 1, distFiles(asFile).join(', '));
  assert.equal(
    fs.readFileSync(path.join(asFile, 'dist', svgs[0]), 'utf8'),
    'export default "MARKER:<svg xmlns=\\"http://www.w3.org/2000/svg\\"></svg>";',
  );
  assert.doesNotMatch(distText(asFile, /^static\/js\/.*\.js$/), /MARKER/, 'the code is not bundled as a module');

  const inline = project({ ...svgFiles, 'rsbuild.config.mjs': transformConfig('/\\.svg$/', '{ minify: false }') });
  const inlineRun = rsbuild(inline, ['build']);
  assert.equal(inlineRun.code, 0, inlineRun.output);
  const js = distText(inline, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  const uri = js.match(/"data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)"/);
  assert.ok(uri, 'below the limit the asset is a data URI');
  assert.match(Buffer.from(uri[1], 'base64').toString('utf8'), /^export default "MARKER:/, 'holding the returned code');
  assert.deepEqual(
    distFiles(inline).filter((f) => f.startsWith('static/svg/')),
    [],
  );
});

// config/source/include, "IE 11 still fails after adding Babel": the page said that Babel "does not widen the compile
// scope" and that @rsbuild/plugin-babel 0.5.9 adds babel-loader to the rule of SWC, with no exception. Its source
// (packages/plugin-babel/src/plugin.ts, modifyBundlerChain) has one: given an `include` or `exclude` of its own, the plugin
// adds a rule 'babel-js' (test SCRIPT_REGEX, those conditions) that runs SWC, with the options of the JS rule, and then
// babel-loader. A run of @rsbuild/plugin-babel 0.5.4 (the same code) with @rsbuild/core 0.5.9 in a throw-away project
// compiled a package's arrow function and class to ES5 with pluginBabel({ include: /[\\/]node_modules[\\/]arrow-lib[\\/]/ })
// and left them with pluginBabel(). Babel is not in our lockfile, so this test runs what that rule does without its
// babel-loader: SWC, with the JS rule's options, on the files the include names, which is what compiles the package.
const BABEL_INCLUDE_STAND_IN = `
const SCRIPT_REGEX = /\\.(?:js|jsx|mjs|cjs|ts|tsx|mts|cts)$/;
const pluginBabelIncludeStandIn = (options) => ({
  name: 'rsbuild:babel',
  setup(api) {
    api.modifyBundlerChain({
      order: 'pre',
      handler: (chain, { CHAIN_ID }) => {
        const rule = chain.module.rule('babel-js');
        for (const condition of [].concat(options.include ?? [])) rule.include.add(condition);
        const swcRule = chain.module.rules.get(CHAIN_ID.RULE.JS).use(CHAIN_ID.USE.SWC);
        rule.test(SCRIPT_REGEX).use(CHAIN_ID.USE.SWC).loader(swcRule.get('loader')).options(swcRule.get('options'));
      },
    });
  },
});
`;

test('config/source/include "Only the plugin\'s own include or exclude option changes that: it then adds a rule of its own, where SWC and Babel compile the files it selects"', () => {
  for (const [lang, words] of [
    [
      'en',
      "Only the plugin's own `include` or `exclude` option changes that: it then adds a rule of its own, where SWC and Babel compile the files it selects.",
    ],
    ['zh', '只有给插件传入它自己的 `include` 或 `exclude` 选项时才不同：插件会另加一条规则，由 SWC 和 Babel 编译这些选项选中的文件。'],
  ] as const) {
    assert.ok(page(lang, 'config/source/include').includes(words), `${lang}: the page says so`);
  }
  const files = {
    'package.json': '{ "name": "fact", "private": true, "browserslist": ["ie 11"] }\n',
    'node_modules/arrow-lib/package.json': '{ "name": "arrow-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/arrow-lib/index.js': 'export const twice = (x) => x * 2;\n',
    'src/index.js': "import { twice } from 'arrow-lib';\nconst own = (y) => y + 1;\nconsole.log(twice(own(1)));\n",
  };
  const arrows = (plugins: string): boolean => {
    const dir = project({
      ...files,
      'rsbuild.config.mjs': `${BABEL_INCLUDE_STAND_IN}\nexport default { plugins: [${plugins}], output: { minify: false } };\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, run.output);
    const js = distText(dir, /^static\/js\/.*\.js$/);
    assert.match(js, /x \* 2/, 'the package is bundled');
    assert.doesNotMatch(js, /\(y\)\s*=>/, 'our own arrow function is compiled either way');
    return /\(x\)\s*=>/.test(js);
  };
  assert.equal(arrows(''), true, 'without the rule the package keeps its arrow function');
  assert.equal(
    arrows('pluginBabelIncludeStandIn({ include: /[\\\\/]node_modules[\\\\/]arrow-lib[\\\\/]/ })'),
    false,
    'the include rule compiles it',
  );
});
