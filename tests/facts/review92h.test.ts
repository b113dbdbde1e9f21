// Facts behind the third accuracy review of session 92 (slice h): plugins/list/plugin-styled-components,
// plugins/list/plugin-vue2-jsx and guide/framework/vue2, in both languages. Each test names the page and the sentence
// it backs, checks that both languages say it and that the old wording is gone, and runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts).
//
// - plugins/list/plugin-styled-components, topLevelImportPaths: the Default line said "only `styled-components` is
//   recognized", and the text said the list "replaces `styled-components`". With no list, the transform of Rspack 0.5
//   also recognizes subpaths of the package: a file importing `styled` from `styled-components/native` or
//   `styled-components/macro` gets its displayName. Any list replaces all of these: with
//   `['styled-components']` or `['@acme/styled']`, the subpath files are no longer transformed, and a subpath is
//   recognized again only when it is listed as it is written. The Default line, the text and the Limits item
//   ("Repeat the default entries") now say so. Run below.
// - plugins/list/plugin-styled-components, displayName: "With `false`, components have no display name and the class
//   names only contain the hash." The transform then writes no withConfig({ displayName }), but a styled component
//   still has a display name: styled-components gives it its own, `styled.button` (what React DevTools shows without
//   the plugin), and its classes are those of a build without the plugin, `sc-` and a hash (`sc-beySPh hDoMBW` for the
//   page's src/App.tsx), not "only the hash". Now: "the transform adds no name: React DevTools shows `styled.button`
//   again, and the classes are the bare hashes seen without the plugin (`sc-beySPh hDoMBW`)". Run below: the build
//   always; the class and displayName in Chromium when REVIEW92H_DEPS is set (below), otherwise that part skips.
// - plugins/list/plugin-vue2-jsx, vueJsxOptions.functional: "is compiled to `{ functional: true, render: h => h("span",
//   ...) }`" was said of every build. @vue/babel-sugar-functional-vue 1.4.0 (dist/plugin.js, convertFunctionalComponent)
//   puts `name: "Tag"` in front when process.env.NODE_ENV is 'development', as it is while `rsbuild dev` runs Babel.
//   Now: "(`rsbuild dev` also adds `name: "Tag"`)". Run below with REVIEW92H_DEPS: `rsbuild build` writes the object
//   without a name, the dev server serves it with `name: "Tag"`, and with `functional: false` Tag stays a function.
// - plugins/list/plugin-vue2-jsx, Common problems, "ReferenceError: h is not defined": "If the error comes with no other
//   sign of Vue's JSX working (no `v-model` or `on…` handlers either), the file did not go through Babel". A file outside
//   Babel never calls `h`: SWC compiles its JSX for React (core/src/provider/plugins/swc.ts sets no JSX pragma, so
//   React.createElement), and Vue reports `ReferenceError: React is not defined`, as the page's Limits and next item say.
//   Now: "A file that does not go through Babel fails with `ReferenceError: React is not defined` instead, since SWC
//   compiles its JSX for React". Run below with REVIEW92H_DEPS: one build, a component in a .js file and the same in a
//   .jsx file, with the page's pluginBabel include; Vue's errorHandler records React is not defined for the first, the
//   second renders, and no error names h.
//
// REVIEW92H_DEPS: a folder whose node_modules holds what the repository does not install: `npm install
// styled-components@6.1.8 react@18.2.0 react-dom@18.2.0 @babel/core@7 @vue/babel-preset-jsx@1.4.0
// @vue/babel-helper-vue-jsx-merge-props@1.4.0 vue@2.7.16 @rsbuild/plugin-babel@0.5.4` there (the registry we reach has
// no 0.5.9 of plugin-babel nor any 0.5 of plugin-vue2-jsx; review88h.test.ts says why 0.5.4 of plugin-babel does, and
// the stand-in of plugin-vue2-jsx below is written from its 0.5.9 src/index.ts, as there).
//
// Neither @rsbuild/plugin-styled-components nor styled-components is installed in the repository: the runs use a
// stand-in of the plugin written from its 0.5.9 source (packages/plugin-styled-components/src/index.ts; `STYLED_PLUGIN`
// of stand-in-plugins.ts, shared with review79i and review97a) and, where the transform only has to recognize an
// import, packages that only resolve.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import path from 'node:path';
import { build, devServer, distText, linkPackages, pageSays, project, sharedBrowser, staticHost, visit } from './topics-support';
import { STYLED_PLUGIN } from './stand-in-plugins';

const browser = sharedBrowser();

const DEPS = process.env.REVIEW92H_DEPS;
const NO_DEPS =
  'REVIEW92H_DEPS is not set: styled-components, Vue 2.7, Babel, @vue/babel-preset-jsx and @rsbuild/plugin-babel are not installed in the repository';

const STYLED = 'plugins/list/plugin-styled-components';

const LINKS = { '@rsbuild/shared': 'rsbuild-shared-0.5', '@rsbuild/core': 'rsbuild-0.5' };

/** A styled-components package that only resolves (with two subpaths): the transform recognizes imports by their path. */
const FAKE_STYLED = {
  'node_modules/styled-components/package.json': '{ "name": "styled-components", "version": "6.1.8", "main": "index.js" }\n',
  'node_modules/styled-components/index.js': 'module.exports = function styled() {};\n',
  'node_modules/styled-components/native/index.js': 'module.exports = function styled() {};\n',
  'node_modules/styled-components/macro/index.js': 'module.exports = function styled() {};\n',
};

/** The page's src/App.tsx. */
const APP_TSX = `import styled from 'styled-components';

const Button = styled.button\`
  color: #ff5e00;
  padding: 8px 16px;
  border: 2px solid currentColor;
\`;

export default function App() {
  return <Button type="button">Click me</Button>;
}
`;

test(`${STYLED} "the transform's default: styled-components and its subpaths, such as styled-components/native, are recognized" and "a subpath such as styled-components/native only when you list that exact path"`, () => {
  pageSays(
    STYLED,
    {
      en: "- **Default:** `[]` (the transform's default: `styled-components` and its subpaths, such as `styled-components/native`, are recognized)",
      zh: '- **默认值：** `[]`（转换自身的默认值：识别 `styled-components` 及其子路径，例如 `styled-components/native`）',
    },
    {
      en: "(the transform's default: only `styled-components` is recognized)",
      zh: '（转换自身的默认值：只识别 `styled-components`）',
    },
  );
  pageSays(
    STYLED,
    {
      en: '**The list replaces** that default: files that import from `styled-components` are no longer transformed unless you list it too, and a subpath such as `styled-components/native` only when you list that exact path.',
      zh: '**这个列表会替换**上述默认值：除非你把 `styled-components` 也列出来，否则从它引入的文件将不再被转换；`styled-components/native` 这样的子路径也只有原样列出才会被识别。',
    },
    {
      en: '**The list replaces** `styled-components`: files that import from `styled-components` directly',
      zh: '**这个列表会替换** `styled-components`：',
    },
  );
  pageSays(
    STYLED,
    {
      en: "Repeat the default entries (`'index'`, `'styled-components'` and each subpath you import) in your lists.",
      zh: "请在你的列表中重复写上默认项（`'index'`、`'styled-components'` 以及你用到的每个子路径）。",
    },
    {
      en: "Repeat the default entries (`'index'`, `'styled-components'`) in your lists.",
      zh: "请在你的列表中重复写上默认项（`'index'`、`'styled-components'`）。",
    },
  );

  /** Builds files importing styled from the package and from two subpaths; returns which got a displayName. */
  const named = (options: string): Record<string, boolean> => {
    const dir = project(
      {
        ...FAKE_STYLED,
        'styled-plugin.cjs': STYLED_PLUGIN,
        'src/Main.js': "import styled from 'styled-components';\nexport const Main = styled.div`color: red;`;\n",
        'src/Native.js': "import styled from 'styled-components/native';\nexport const Native = styled.View`color: red;`;\n",
        'src/Macro.js': "import styled from 'styled-components/macro';\nexport const Macro = styled.div`color: red;`;\n",
        'src/index.js':
          "import { Main } from './Main';\nimport { Native } from './Native';\nimport { Macro } from './Macro';\nconsole.log(Main, Native, Macro);\n",
        'rsbuild.config.mjs': `import { pluginStyledComponents } from './styled-plugin.cjs';\nexport default { plugins: [pluginStyledComponents(${options})], output: { minify: false } };\n`,
      },
      LINKS,
    );
    const run = build(dir);
    assert.equal(run.code, 0, run.output);
    const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
    return Object.fromEntries(['Main', 'Native', 'Macro'].map((name) => [name, new RegExp(`displayName: "${name}"`).test(js)]));
  };
  assert.deepEqual(named(''), { Main: true, Native: true, Macro: true }, 'no list: the package and its subpaths');
  assert.deepEqual(
    named("{ topLevelImportPaths: ['styled-components'] }"),
    { Main: true, Native: false, Macro: false },
    'a list with the package only: its subpaths are no longer recognized',
  );
  assert.deepEqual(
    named("{ topLevelImportPaths: ['styled-components', 'styled-components/native'] }"),
    { Main: true, Native: true, Macro: false },
    'a subpath listed as written is recognized again',
  );
});

test(`${STYLED} "With false, the transform adds no name: React DevTools shows styled.button again, and the classes are the bare hashes seen without the plugin (sc-beySPh hDoMBW)": the build`, () => {
  pageSays(
    STYLED,
    {
      en: 'With `false`, the transform adds no name: React DevTools shows `styled.button` again, and the classes are the bare hashes seen without the plugin (`sc-beySPh hDoMBW`).',
      zh: '设为 `false` 时，转换不会添加名称：React DevTools 中又显示为 `styled.button`，类名也回到没有插件时的哈希形式（`sc-beySPh hDoMBW`）。',
    },
    {
      en: 'With `false`, components have no display name and the class names only contain the hash.',
      zh: '设为 `false` 时，组件没有显示名称，类名中只有哈希值。',
    },
  );
  const dir = project(
    {
      ...FAKE_STYLED,
      'styled-plugin.cjs': STYLED_PLUGIN,
      'src/App.js': "import styled from 'styled-components';\nexport const Button = styled.button`\n  color: #ff5e00;\n`;\n",
      'src/index.js': "import { Button } from './App';\nconsole.log(Button);\n",
      'rsbuild.config.mjs':
        "import { pluginStyledComponents } from './styled-plugin.cjs';\nexport default { plugins: [pluginStyledComponents({ displayName: false })], output: { minify: false } };\n",
    },
    LINKS,
  );
  build(dir);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(js, /\(\)\.button\(\[\s*"\\n {2}color: #ff5e00;\\n"\s*\]\)/, 'the template is transpiled, with no withConfig');
  assert.doesNotMatch(js, /withConfig|displayName/);
});

test(`${STYLED} "React DevTools shows styled.button again, and the classes are the bare hashes seen without the plugin (sc-beySPh hDoMBW)" (styled-components 6.1.8 in Chromium)`, {
  skip: DEPS ? false : NO_DEPS,
}, async (t) => {
  const app = (config: string) => {
    const dir = project(
      {
        'styled-plugin.cjs': STYLED_PLUGIN,
        // the page's component, with its Button exported so that the page can read its displayName
        'src/App.tsx': `${APP_TSX}export { Button };\n`,
        'src/index.tsx':
          "import { createRoot } from 'react-dom/client';\nimport App, { Button } from './App';\ndocument.title = String(Button.displayName);\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
        'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginStyledComponents } from './styled-plugin.cjs';\nexport default ${config};\n`,
      },
      { ...LINKS, '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' },
    );
    linkPackages(dir, DEPS ?? '', ['styled-components', 'react', 'react-dom']);
    return dir;
  };
  const read = () => `${document.title} ${document.querySelector('button')?.className}`;
  /** One build (the only rsbuild run), served by a plain static host, read in Chromium. */
  const visitBuilt = async (dir: string): Promise<string> => {
    const run = build(dir);
    assert.equal(run.code, 0, run.output);
    const origin = await staticHost(t, path.join(dir, 'dist'));
    const { errors, value } = await visit(browser(), `${origin}/`, read);
    assert.deepEqual(errors, []);
    return String(value);
  };
  assert.equal(await visitBuilt(app('{ plugins: [pluginReact()] }')), 'styled.button sc-beySPh hDoMBW', 'without the plugin');
  assert.equal(
    await visitBuilt(app('{ plugins: [pluginReact(), pluginStyledComponents({ displayName: false })] }')),
    'styled.button sc-beySPh hDoMBW',
    'displayName: false',
  );
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue2-jsx

const VUE2_JSX = 'plugins/list/plugin-vue2-jsx';

/** @rsbuild/plugin-vue2-jsx 0.5.9 (packages/plugin-vue2-jsx/src/index.ts), as CommonJS. */
const VUE2_JSX_PLUGIN = `const { modifyBabelLoaderOptions } = require('@rsbuild/plugin-babel');
exports.pluginVue2Jsx = (options = {}) => ({
  name: 'rsbuild:vue2-jsx',
  setup(api) {
    api.modifyBundlerChain((chain, { CHAIN_ID }) => {
      modifyBabelLoaderOptions({
        chain,
        CHAIN_ID,
        modifier: (babelOptions) => {
          babelOptions.presets ??= [];
          babelOptions.presets.push([require.resolve('@vue/babel-preset-jsx'), { injectH: true, ...options.vueJsxOptions }]);
          return babelOptions;
        },
      });
    });
  },
});
`;

test(`${VUE2_JSX} "is compiled to { functional: true, render: h => h("span", ...) } (rsbuild dev also adds name: "Tag")" and "With functional: false, Tag stays a plain function"`, {
  skip: DEPS ? false : NO_DEPS,
}, async () => {
  pageSays(
    VUE2_JSX,
    {
      en: 'is compiled to `{ functional: true, render: h => h("span", ...) }` (`rsbuild dev` also adds `name: "Tag"`), a component',
      zh: '会被编译为 `{ functional: true, render: h => h("span", ...) }`（`rsbuild dev` 下还会加上 `name: "Tag"`），即一个',
    },
    {
      en: 'is compiled to `{ functional: true, render: h => h("span", ...) }`, a component',
      zh: '会被编译为 `{ functional: true, render: h => h("span", ...) }`，即一个',
    },
  );
  const tagProject = (vueJsxOptions: string) => {
    const dir = project(
      {
        'vue2-jsx-plugin.cjs': VUE2_JSX_PLUGIN,
        // the page's src/Tag.tsx
        'src/Tag.tsx': 'export const Tag = () => <span class="tag">new</span>;\n',
        'src/index.js': "import { Tag } from './Tag';\nconsole.log(Tag);\n",
        'rsbuild.config.mjs': `import { pluginBabel } from '@rsbuild/plugin-babel';\nimport { pluginVue2Jsx } from './vue2-jsx-plugin.cjs';\nexport default { plugins: [pluginBabel({ include: /\\.(?:jsx|tsx)$/ }), pluginVue2Jsx({ vueJsxOptions: ${vueJsxOptions} })], output: { minify: false } };\n`,
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    );
    linkPackages(dir, DEPS ?? '', ['@rsbuild/plugin-babel', '@vue/babel-preset-jsx', '@vue/babel-helper-vue-jsx-merge-props', 'vue']);
    return dir;
  };
  const TAG = /const Tag = \{\s*(name: "Tag",\s*)?functional: true,\s*render: \(h\)=>h\("span"/;

  const dir = tagProject('{}');
  const run = build(dir);
  assert.equal(run.code, 0, run.output);
  const built = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).match(TAG);
  assert.ok(built, 'rsbuild build: a functional component');
  assert.equal(built[1], undefined, 'rsbuild build: no name');

  const dev = await devServer(dir);
  try {
    const served = (await (await fetch(`${dev.url}/static/js/index.js`)).text()).match(TAG);
    assert.ok(served, 'rsbuild dev: a functional component');
    assert.ok(served[1], 'rsbuild dev: name: "Tag" in front');
  } finally {
    await dev.stop();
  }

  const off = tagProject('{ functional: false }');
  assert.equal(build(off).code, 0);
  assert.match(
    distText(off, /^static\/js\/index\.[0-9a-f]{8}\.js$/),
    /const Tag = \(\)=>h\("span"/,
    'functional: false: a plain arrow function',
  );
});

test(`${VUE2_JSX} "A file that does not go through Babel fails with ReferenceError: React is not defined instead, since SWC compiles its JSX for React" (Vue 2.7 in Chromium)`, {
  skip: DEPS ? false : NO_DEPS,
}, async (t) => {
  pageSays(
    VUE2_JSX,
    {
      en: 'A file that does not go through Babel fails with `ReferenceError: React is not defined` instead, since SWC compiles its JSX for React: check',
      zh: '没有经过 Babel 的文件报的则是 `ReferenceError: React is not defined`，因为 SWC 会按 React 的方式编译其中的 JSX：检查',
    },
    {
      en: "If the error comes with no other sign of Vue's JSX working",
      zh: '如果报错的同时 Vue JSX 的其他写法也都不生效',
    },
  );
  const component = (id: string) => `export default {\n  render() {\n    return <p id="${id}">${id}</p>;\n  },\n};\n`;
  const dir = project(
    {
      'vue2-jsx-plugin.cjs': VUE2_JSX_PLUGIN,
      'src/Plain.js': component('plain'),
      'src/Sugar.jsx': component('sugar'),
      'src/index.js': [
        "import Vue from 'vue';",
        "import Plain from './Plain';",
        "import Sugar from './Sugar.jsx';",
        'window.vueErrors = [];',
        'Vue.config.errorHandler = (err) => { window.vueErrors.push(`${err.name}: ${err.message}`); };',
        'for (const [id, component] of [["a", Plain], ["b", Sugar]]) {',
        "  const el = document.createElement('div');",
        '  el.id = id;',
        '  document.body.append(el);',
        '  new Vue({ render: (h) => h(component) }).$mount(`#${id}`);',
        '}',
        '',
      ].join('\n'),
      'rsbuild.config.mjs': `import { pluginBabel } from '@rsbuild/plugin-babel';\nimport { pluginVue2Jsx } from './vue2-jsx-plugin.cjs';\nexport default { plugins: [pluginBabel({ include: /\\.(?:jsx|tsx)$/ }), pluginVue2Jsx({ vueJsxOptions: { compositionAPI: 'auto' } })] };\n`,
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  linkPackages(dir, DEPS ?? '', ['@rsbuild/plugin-babel', '@vue/babel-preset-jsx', '@vue/babel-helper-vue-jsx-merge-props', 'vue']);
  const run = build(dir);
  assert.equal(run.code, 0, run.output);
  const origin = await staticHost(t, path.join(dir, 'dist'));
  const { value } = await visit(browser(), `${origin}/`, () => ({
    errors: (window as unknown as { vueErrors: string[] }).vueErrors,
    plain: document.querySelector('#plain')?.textContent ?? null,
    sugar: document.querySelector('#sugar')?.textContent ?? null,
  }));
  assert.deepEqual(value, { errors: ['ReferenceError: React is not defined'], plain: null, sugar: 'sugar' });
});
