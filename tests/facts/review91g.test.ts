// Facts behind the third accuracy review of session 91 (slice g): plugins/list/plugin-eslint,
// plugins/list/plugin-css-minimizer, plugins/list/plugin-solid and plugins/list/plugin-pug, in both languages. Each test
// runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and
// checks that both languages say it and that the old wording is gone.
//
// - plugins/list/plugin-eslint, Limits, "Build time": ESLint "slows down builds and rebuilds noticeably". Rebuilds are
//   not linted: the page itself says (Register the plugin) that after a change the dev server only repeats the results
//   of its first compilation (dev.test.ts), and ESLint does not even run then. With an `eslintPath` module whose ESLint
//   class records each lintFiles() call, `rsbuild build` lints src/index.js and src/a.js, `rsbuild dev` lints them for
//   its first compilation, and the compilation after an edit of src/a.js calls lintFiles() no more (the edit is served).
//   Now "it slows down `rsbuild build` and the first compilation of `rsbuild dev` noticeably (rebuilds are not linted,
//   see above)". @rsbuild/plugin-eslint 0.5.9 is not installed here (the registry lacks it): the project registers
//   eslint-webpack-plugin as its 0.5.9 source does (packages/plugin-eslint/src/index.ts 30-52: the default extensions
//   and exclude, the user's eslintPluginOptions spread over them), with eslint-webpack-plugin 4.1.0 and ESLint 8.57.0,
//   as review87g.test.ts does. Test below.
// - plugins/list/plugin-solid, solidPresetOptions table, `delegateEvents`: "Handles camelCase events such as `onClick`
//   with one listener on the document". Only a fixed list of events is delegated: babel-plugin-jsx-dom-expressions
//   delegates an `on<Event>` handler when `config.delegateEvents && (DelegatedEvents.has(ev) || ...)` (0.37.19, the
//   compiler of babel-preset-solid 1.8, index.js 1277-1279; 0.40.14, that of 1.9, index.js 1730-1732), and
//   DelegatedEvents holds beforeinput, click, dblclick, contextmenu, focusin, focusout, input, keydown, keyup, the
//   mouse*, pointer* and touch* events (0.37.19 index.js 113-136; 0.40.14 index.js 215-237, the same list). Any other
//   camelCase handler gets a listener on its element. Run by hand for this review in /tmp/rev91g/hand: @rsbuild/core
//   0.5.9, @rsbuild/plugin-babel 0.5.4 from npm (its modifyBabelLoaderOptions and `order: 'pre'` are those of the
//   0.5.9 source), @rsbuild/plugin-solid 0.5.9 built with esbuild from its source, babel-preset-solid 1.9.19 and
//   solid-js 1.9.20: the guide's App.tsx with `<main onScroll={...}>` added, built with output.minify false, gave
//   `_el$.addEventListener("scroll", ...)` next to `_el$3.$$click = ...` (delegated); with delegateEvents: false,
//   `addEventListener("click", ...)` too. Now "Handles common events such as `onClick` and `onInput` with one listener
//   on the document; others, such as `onScroll`, get a listener on the element". Settled by the source and that run
//   (babel-preset-solid is not a dependency of this site), no test below.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { compilations, devServer, edit, nextCompilation, pageSays, project, rsbuild } from './topics-support';

const ESLINT_LINKS = { 'eslint-webpack-plugin': 'eslint-webpack-plugin', eslint: 'eslint' };

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-eslint: what costs build time

test('plugins/list/plugin-eslint "it slows down `rsbuild build` and the first compilation of `rsbuild dev` noticeably (rebuilds are not linted, see above)": ESLint lints the files in rsbuild build and in the first compilation of rsbuild dev, and is not called for the compilation after an edit', async () => {
  pageSays(
    'plugins/list/plugin-eslint',
    {
      en: 'it slows down `rsbuild build` and the first compilation of `rsbuild dev` noticeably (rebuilds are not linted, see above)',
      zh: '它会明显拖慢 `rsbuild build` 和 `rsbuild dev` 的首次编译（重新编译时不会检查，见上文）',
    },
    { en: 'it slows down builds and rebuilds noticeably', zh: '它会明显拖慢构建和重新构建' },
  );
  const files = {
    '.eslintrc.cjs':
      "module.exports = { root: true, env: { browser: true, es2022: true }, parserOptions: { ecmaVersion: 'latest', sourceType: 'module' }, extends: ['eslint:recommended'] };\n",
    'src/index.js': "import './a.js';\nconsole.log('index');\n",
    'src/a.js': "console.log('first');\n",
    // An ESLint module whose ESLint class records the files of each lintFiles() call in lint.log, one line per call.
    'record-eslint.cjs': `const eslint = require('eslint');
const fs = require('node:fs');
const path = require('node:path');
class ESLint extends eslint.ESLint {
  async lintFiles(files) {
    const names = [].concat(files).map((f) => path.relative(__dirname, f)).sort();
    fs.appendFileSync(path.join(__dirname, 'lint.log'), names.join(' ') + '\\n');
    return super.lintFiles(files);
  }
}
module.exports = { ...eslint, ESLint };
`,
    'rsbuild.config.mjs': `import path from 'node:path';
import ESLintPlugin from 'eslint-webpack-plugin';
// what @rsbuild/plugin-eslint 0.5.9 does (its src/index.ts)
const pluginEslint = (options = {}) => ({ name: 'rsbuild:eslint', setup(api) { api.modifyBundlerChain((chain, { target, CHAIN_ID }) => {
  if (target !== api.context.targets[0]) return;
  chain.plugin(CHAIN_ID.PLUGIN.ESLINT).use(ESLintPlugin, [{ extensions: ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts'], exclude: ['node_modules', path.relative(api.context.rootPath, api.context.distPath)], ...options.eslintPluginOptions }]);
}); } });
export default { plugins: [pluginEslint({ eslintPluginOptions: { eslintPath: path.resolve('record-eslint.cjs') } })] };
`,
  };
  const calls = (dir: string): string[] => {
    const log = path.join(dir, 'lint.log');
    return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  };

  const built = project(files, ESLINT_LINKS);
  const run = rsbuild(built, ['build']);
  assert.equal(run.code, 0, run.output);
  assert.deepEqual(calls(built), ['src/a.js src/index.js'], 'rsbuild build lints');

  const dir = project(files, ESLINT_LINKS);
  const server = await devServer(dir);
  try {
    const first = compilations(server);
    assert.deepEqual(calls(dir), ['src/a.js src/index.js'], 'the first compilation of rsbuild dev lints');
    edit(dir, 'src/a.js', "'first'", "'second'");
    await nextCompilation(server, first);
    assert.ok((await (await fetch(`${server.url}/static/js/index.js`)).text()).includes('second'), 'the edit was compiled');
    assert.deepEqual(calls(dir), ['src/a.js src/index.js'], 'the rebuild does not call ESLint');
  } finally {
    await server.stop();
  }
});
