// Facts behind the accuracy review of session 79 (slice b): config/server/html-fallback, guide/migration/webpack,
// config/output/inline-styles, config/html/inject, plugins/list/plugin-vue2-jsx and config/dev/hmr, in both languages.
// Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project) for a statement of guide/migration/webpack that
// no earlier test ran: the page's complete configuration as the page shows it, and the warning about CSS rules.
//
// Run by hand, not here (vue, vue-loader, Babel, @vue/babel-preset-jsx and the official Vue 2 plugins are not
// dependencies of this site): the two corrections of plugins/list/plugin-vue2-jsx. In a throw-away folder, with
// @rsbuild/core 0.5.9, @rsbuild/plugin-babel, plugin-vue2 and plugin-vue2-jsx 0.5.9 built with esbuild from their
// sources (/work/shared/rsbuild-0.5.9/packages; plugin-babel's compiled babel-loader taken from its 0.5.4 package on
// npm), vue 2.7.16, vue-loader 15.11.1 and @vue/babel-preset-jsx 1.4.0 from npm, the page's configuration
// (pluginBabel({ include: /\.(?:jsx|tsx)$/ }), pluginVue2(), pluginVue2Jsx()), `rsbuild build`, pages in Chromium:
// - vueJsxOptions.injectH "adds const h = arguments[0] at the start of render(), and const h = this.$createElement at
//   the start of every other method that contains JSX": with compositionAPI false the built code has
//   `const h = arguments[0]` in the render() of Counter.tsx and List.tsx and `const h = this.$createElement` in the
//   method renderItem(item) of List.tsx and in the setup() of Clicks.tsx; List.tsx renders <li>a</li><li>b</li>.
//   This is @vue/babel-sugar-inject-h 1.4.0 (dist/plugin.js: its ObjectMethod|ClassMethod visitor writes
//   arguments[0] when the method's key is render, this.$createElement otherwise, and nothing when the first parameter
//   is named h).
// - Common problems, "ReferenceError: h is not defined": with compositionAPI false the page's Clicks.tsx (a setup()
//   method returning JSX) logged `TypeError: Cannot read properties of null (reading '$createElement')` (Vue 2.7.16
//   calls setup through invokeWithErrorHandling(setup, null, …), so `this` is null); the same component written with
//   `setup: () => …` logged `ReferenceError: h is not defined`. With compositionAPI 'auto' both rendered and counted.
// Confirmed by the same run, and left as the page has them: vModel false (the input no longer updates this.name),
// vOn false (the form is submitted: the page navigates to /?), injectH false (ReferenceError: h is not defined in
// render() and in setup() with compositionAPI 'auto'), functional (export const Tag = () => <span …> is built as
// { functional: true, render: (h) => h("span", …) }), the merge-props helper imported for vModel, tsc's
// `Property 'vModel' does not exist on type 'ElementAttrs<InputHTMLAttributes>'` and the jsx-sugar.d.ts that removes it
// (TypeScript 5.9, valeu still reported), and in `rsbuild dev` an edit of Counter.tsx updating the page without a
// reload while App.vue and every component below it lost its state.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REACT_LINKS, build, distFiles, project, rsbuild } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/migration/webpack "The complete configuration" and "Build and check"

/** The page's rsbuild.config.ts, as printed there. */
const MIGRATED_CONFIG = `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const ESLintPlugin = require('eslint-webpack-plugin');
const { version } = require('./package.json');

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: {
      index: './src/main.tsx',
    },
    alias: {
      '@': './src',
    },
    define: {
      'process.env.API_URL': JSON.stringify(process.env.API_URL || '/api'),
      __APP_VERSION__: JSON.stringify(version),
    },
  },
  html: {
    template: './src/index.html',
    title: 'My App',
  },
  output: {
    distPath: {
      root: 'build',
      js: 'js',
      css: 'css',
    },
    copy: [{ from: 'static', to: 'static' }],
  },
  server: {
    port: 3000,
    proxy: {
      '/api': 'http://localhost:4000',
    },
  },
  tools: {
    rspack: (config, { addRules, appendPlugins }) => {
      addRules([{ test: /\\.md$/, use: 'raw-loader' }]);
      appendPlugins(new ESLintPlugin({ extensions: ['ts', 'tsx'] }));
    },
  },
});
`;

/**
 * The example project of the page after the migration. The .tsx files hold no TypeScript-only syntax, so that ESLint's
 * own parser reads them (the reader's project has its TypeScript parser in its ESLint configuration); raw-loader is a
 * stand-in with raw-loader's output (the file's text as the default export).
 */
const MIGRATED_APP: Record<string, string> = {
  'package.json': '{ "name": "my-app", "version": "1.4.2", "private": true }\n',
  'rsbuild.config.ts': MIGRATED_CONFIG,
  '.eslintrc.json':
    '{ "root": true, "parserOptions": { "ecmaVersion": 2022, "sourceType": "module", "ecmaFeatures": { "jsx": true } }, "rules": { "no-debugger": "error" } }\n',
  'node_modules/raw-loader/package.json': '{ "name": "raw-loader", "version": "4.0.2", "main": "index.js" }\n',
  'node_modules/raw-loader/index.js': 'module.exports = function (source) { return `export default ${JSON.stringify(source)};`; };\n',
  'src/index.html':
    '<!doctype html>\n<html>\n  <head>\n    <title><%= htmlWebpackPlugin.options.title %></title>\n  </head>\n  <body>\n    <div id="app"></div>\n  </body>\n</html>\n',
  'src/main.tsx': [
    "import React from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { App } from '@/components/App';",
    "import './global.css';",
    "import './theme.scss';",
    "import notes from './notes.md';",
    '',
    "createRoot(document.getElementById('app')).render(<App text={notes + __APP_VERSION__ + process.env.API_URL} />);",
    '',
  ].join('\n'),
  'src/components/App.tsx': [
    "import React from 'react';",
    '',
    'export function App({ text }) {',
    '  return <div className="app">{text}</div>;',
    '}',
    '',
  ].join('\n'),
  'src/global.css': '.app { display: flex; }\n',
  'src/theme.scss': '$accent: #336699;\n.app { color: $accent; }\n',
  'src/notes.md': '# Release notes\n',
  'static/robots.txt': 'User-agent: *\n',
};

test('guide/migration/webpack "The complete configuration": the page\'s rsbuild.config.ts (require() of the ESLint plugin and package.json, raw-loader through addRules) builds into build/ with index.html, css/, js/ with lib-react, and static/robots.txt; the ESLint plugin fails the build with Compile error and its report; rsbuild inspect --env production writes build/rspack.config.web.mjs', () => {
  const dir = project(MIGRATED_APP, {
    '@rsbuild/core': 'rsbuild-0.5',
    ...REACT_LINKS,
    'eslint-webpack-plugin': 'eslint-webpack-plugin',
    eslint: 'eslint',
  });
  const run = build(dir);
  const files = distFiles(dir, 'build').filter((f) => !f.endsWith('.LICENSE.txt'));
  assert.deepEqual(
    files.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].')),
    ['css/index.[hash].css', 'index.html', 'js/index.[hash].js', 'js/lib-react.[hash].js', 'static/robots.txt'],
  );
  // "Production file sizes:", the copied file among them, smallest first.
  assert.match(run.output, /Production file sizes:/);
  assert.match(run.output, /build\/static\/robots\.txt\s+0\.01 kB[\s\S]*build\/js\/lib-react\.[0-9a-f]{8}\.js/);
  // "The template keeps <%= htmlWebpackPlugin.options.title %> and its <div id="app"></div>".
  const html = fs.readFileSync(path.join(dir, 'build/index.html'), 'utf8');
  assert.match(html, /<title>My App<\/title>/);
  assert.match(html, /<div id="app"><\/div>/);
  // source.define and raw-loader: the values and the Markdown text are in the bundle.
  const bundle = fs.readFileSync(path.join(dir, 'build', files.find((f) => /^js\/index\./.test(f)) ?? ''), 'utf8');
  for (const text of ['# Release notes', '1.4.2', '/api']) assert.ok(bundle.includes(text), text);
  assert.match(fs.readFileSync(path.join(dir, 'build', files[0]), 'utf8'), /display:flex/);

  // "ESLint errors appear as compile errors and fail the build".
  fs.writeFileSync(
    path.join(dir, 'src/components/App.tsx'),
    'import React from \'react\';\n\nexport function App({ text }) {\n  debugger;\n  return <div className="app">{text}</div>;\n}\n',
  );
  const linted = rsbuild(dir, ['build']);
  assert.notEqual(linted.code, 0);
  assert.match(
    linted.output,
    /error\s+Compile error: ?\nFailed to compile, check the errors for troubleshooting\.\n× \[eslint\]\n\s*│ \S*\/src\/components\/App\.tsx\n\s*│\s+4:3\s+error\s+Unexpected 'debugger' statement\s+no-debugger/,
  );

  // "npx rsbuild inspect --env production writes the generated Rspack configuration into the output folder".
  fs.rmSync(path.join(dir, 'build'), { recursive: true, force: true });
  const inspected = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(inspected.code, 0, inspected.output);
  assert.ok(fs.existsSync(path.join(dir, 'build/rspack.config.web.mjs')));
});

test('guide/migration/webpack "a second rule with style-loader and css-loader makes the build succeed with a broken result: the JavaScript code of style-loader ends up inside the .css file"', () => {
  const dir = project(
    {
      'src/index.css': '.title { color: red; }\n',
      'src/index.js': "import './index.css';\nconsole.log('page');\n",
      'rsbuild.config.mjs':
        "export default { tools: { rspack: (config, { addRules }) => { addRules([{ test: /\\.css$/, use: ['style-loader', 'css-loader'] }]); } } };\n",
    },
    { 'style-loader': 'rsbuild-shared-0.5/compiled/style-loader', 'css-loader': 'rsbuild-shared-0.5/compiled/css-loader' },
  );
  assert.equal(build(dir).code, 0);
  const cssFile = distFiles(dir).find((f) => f.endsWith('.css'));
  assert.ok(cssFile, 'a .css file is written');
  const css = fs.readFileSync(path.join(dir, 'dist', cssFile), 'utf8');
  assert.match(css, /options\.insert = insertFn\.bind\(null, "head"\)/);
  assert.match(css, /var update = api\(content, options\)/);
});
