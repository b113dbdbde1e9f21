// Facts behind the twenty-fifth round's (d) items (migration, aliases, entries, TypeScript, React), as readers
// describe the problem: esbuild's `The JSX syntax extension is not currently enabled` for src/main.js, Vite's
// `Failed to resolve import "@/lib/utils"`, a multi-page mode like Vue CLI's pages option, type errors in .vue files
// that neither dev nor build reports, Emotion's `You have tried to stringify object returned from css function`,
// antd on demand as in Create React App (styles missing), and a build that bundles while VS Code underlines a type
// error. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium where the browser decides, tsc
// where TypeScript decides. Items resting on other sources:
//
// - guide/migration/cra: `✘ [ERROR] The JSX syntax extension is not currently enabled` for src/main.js, with esbuild's
//   note that the loader for the file is "js", is Vite's output as quoted in vitejs/vite issue 12417 (a CRA project
//   moved to Vite 4); that Vite parses JSX only in .jsx and .tsx files is its maintainer's answer in vitejs/vite
//   issue 769. Neither Vite nor esbuild is run here.
// - config/source/alias: `Failed to resolve import "@/lib/utils" from "src/components/ui/button.tsx". Does the file
//   exist?` is the wording of Vite's vite:import-analysis plugin (src/node/plugins/importAnalysis.ts); that shadcn/ui
//   components import cn from "@/lib/utils" and that its Vite setup puts "@/*": ["./src/*"] in the paths of the root
//   tsconfig.json (next to "files": [] and "references") rest on shadcn/ui's Vite installation page. The Rsbuild side
//   is run below with that tsconfig.json.
// - config/source/entry: the fields of a Vue CLI pages item (entry, template, filename, title, chunks) and its string
//   short form are Vue CLI's documentation (cli.vuejs.org/config/#pages), and <title><%= htmlWebpackPlugin.options.title
//   %></title> is the title of the public/index.html that Vue CLI creates; Vue CLI is not run. The test's templates
//   carry that title line.
// - plugins/list/plugin-type-check: @rsbuild/plugin-type-check 0.5.9 and @rsbuild/plugin-vue are not installed here.
//   Run once by hand, not kept as a test, in a project outside the repository: @rsbuild/core 0.5.9, @rsbuild/plugin-vue
//   0.5.9, vue 3.4.21, fork-ts-checker-webpack-plugin 9.0.2, webpack 5.91.0, typescript 5.4.5 and vue-tsc 2.0.7 from
//   the registry, with a stand-in for the type-check plugin that is a CommonJS copy of its 0.5.9 src/index.ts, and a
//   tsconfig.json whose include lists src/**/*.ts and src/**/*.vue. With formatPrice('1999') (TS2345) in the
//   <script setup lang="ts"> of src/App.vue: rsbuild build printed "Type checker is enabled. It may take some time.",
//   no error, and exited with code 0; rsbuild dev printed "ready   Client compiled" and no type error; npx vue-tsc
//   --noEmit printed `src/App.vue(5,35): error TS2345: Argument of type 'string' is not assignable to parameter of
//   type 'number'.` and exited with code 2. The same call moved to src/price.ts made rsbuild build print
//   `× Error: TS2345: …` and `Failed to build.`, exit code 1, and vue-tsc --noEmit then reported both errors, the one
//   in src/App.vue and the one in src/price.ts (so vue-tsc covers the .ts files the plugin checks). That fork-ts-checker-webpack-plugin 9 has no Vue support
//   is its README ("If you need Vue.js support, please use version 6"). The kept test below runs tsc on such a
//   project: it does not see the error in the .vue file.
// - guide/framework/react: @emotion/react is not installed here. Run once by hand outside the repository with
//   @rsbuild/core and @rsbuild/plugin-react 0.5.9, react and react-dom 18.2.0 and @emotion/react 11.11.4, on
//   <div id="box" css={css`color: rgb(255, 0, 0);`}>: with pluginReact() and rsbuild dev, Chromium showed
//   <div id="box" css="You have tried to stringify object returned from `css` function. It isn't supposed to be used
//   directly (e.g. as value of the `className` prop), but rather handed to emotion so it can handle it (e.g. as value
//   of `css` prop).">, colour rgb(0, 0, 0); after rsbuild build, with rsbuild preview, <div id="box"
//   css="[object Object]">, colour rgb(0, 0, 0); with swcReactOptions.importSource '@emotion/react' and rsbuild dev,
//   class="css-bfz19e-App", colour rgb(255, 0, 0). The text is the toString of the object that @emotion/serialize's
//   development build returns (its production build has none). The kept test below stands in for @emotion/react with
//   a package whose css() returns such an object, and shows that React, given the css prop by the default JSX
//   runtime, writes the object's string into an attribute.
// - config/source/transform-import: that Create React App projects took babel-plugin-import through react-app-rewired
//   and customize-cra's fixBabelImports('import', { libraryName: 'antd', libraryDirectory: 'es', style: 'css' }) in
//   config-overrides.js, or through craco's babel.plugins, is antd 3 and 4's "Use in create-react-app" documentation;
//   neither tool is installed. antd is stood in for by a package with antd 4's layout, as in
//   transform-import-antd-lodash.test.ts.
// - guide/basic/typescript: that VS Code underlines type errors through TypeScript's language service, which reads
//   tsconfig.json, is VS Code's documentation; VS Code is not run. tsc stands in for the editor's check.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  ROOT,
  build,
  buildAndVisit,
  devServer,
  distFiles,
  distText,
  hashed,
  project,
  rsbuild,
  sharedBrowser,
  visit,
} from './topics-support';

const browser = sharedBrowser();

const REACT = { react: 'react-18', 'react-dom': 'react-dom-18', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' };
// react-dom 18's copy in our store sits next to React 19: the browser runs need react itself pinned to 18.
const REACT_18 = JSON.stringify(fs.realpathSync(path.join(ROOT, 'node_modules/react-18')));

const tsc = (dir: string, args: string[] = ['-p', dir]): { code: number | null; output: string } => {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
};

// ---------------------------------------------------------------------------------------------------------
// guide/migration/cra

test('guide/migration/cra "[ERROR] The JSX syntax extension is not currently enabled for src/main.js": JSX in .js files (src/main.js rendering <App /> from App.js, no React import) builds and runs with pluginReact() and source.entry index ./src/main.js, no renaming; without source.entry, src/main.js is not found as an entry', async () => {
  const files = {
    'src/App.js': 'export default function App() {\n  return <h1 className="title">Hello from App.js</h1>;\n}\n',
    'src/main.js':
      "import { createRoot } from 'react-dom/client';\nimport App from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  };
  const dir = project(
    {
      ...files,
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { entry: { index: './src/main.js' }, alias: { react: ${REACT_18} } } };\n`,
    },
    REACT,
  );
  const seen = await buildAndVisit(browser(), dir, () => document.querySelector('h1.title')?.textContent ?? null);
  assert.deepEqual([seen.errors, seen.value], [[], 'Hello from App.js']);

  const noEntry = rsbuild(
    project(
      {
        ...files,
        'rsbuild.config.mjs': "import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()] };\n",
      },
      REACT,
    ),
    ['build'],
  );
  assert.equal(noEntry.code, 1);
  assert.match(noEntry.output, /Could not find any entry module/);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/alias

test('config/source/alias "Failed to resolve import \\"@/lib/utils\\"": without an @ alias, src/components/ui/button.ts importing @/lib/utils fails with Can\'t resolve \'@/lib/utils\'; shadcn/ui\'s root tsconfig.json (files [], references, compilerOptions paths @/*) resolves it with no Rsbuild option, and so does source.alias @ ./src', () => {
  const files = {
    'src/lib/utils.ts': "export function cn(...parts: string[]): string {\n  return parts.filter(Boolean).join(' ');\n}\n",
    'src/components/ui/button.ts': "import { cn } from '@/lib/utils';\n\nexport const buttonClass = cn('btn', 'UTILS_MARK');\n",
    'src/index.ts': "import { buttonClass } from './components/ui/button';\n\ndocument.body.className = buttonClass;\n",
  };
  const missing = rsbuild(project(files), ['build']);
  assert.equal(missing.code, 1);
  assert.match(missing.output, /Can't resolve '@\/lib\/utils' in '[^']+ui'/);

  const shadcn = project({
    ...files,
    'tsconfig.json':
      '{\n  "files": [],\n  "references": [{ "path": "./tsconfig.app.json" }, { "path": "./tsconfig.node.json" }],\n  "compilerOptions": {\n    "baseUrl": ".",\n    "paths": { "@/*": ["./src/*"] }\n  }\n}\n',
    'tsconfig.app.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["./src/*"] } }, "include": ["src"] }\n',
  });
  build(shadcn);
  assert.ok(distText(shadcn, /^static\/js\//).includes('UTILS_MARK'));

  const alias = project({ ...files, 'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n" });
  build(alias);
  assert.ok(distText(alias, /^static\/js\//).includes('UTILS_MARK'));
});

// ---------------------------------------------------------------------------------------------------------
// config/source/entry

test('config/source/entry "multi-page mode like Vue CLI\'s pages option": the keys of source.entry name the pages (index.html, subpage.html); an html.template function gives each its own template, an html.title function its title; each page loads its own entry and the chunk split from the code both share, never the other entry', () => {
  const shared = `export const big = ${JSON.stringify('x'.repeat(60_000))};\n`;
  const dir = project({
    'src/shared.js': shared,
    'src/index/main.js': "import { big } from '../shared';\nconsole.log('INDEX_PAGE', big.length);\n",
    'src/subpage/main.js': "import { big } from '../shared';\nconsole.log('SUB_PAGE', big.length);\n",
    'public/index.html':
      '<!doctype html><html><head><title><%= htmlWebpackPlugin.options.title %></title></head><body><div id="app">INDEX_TEMPLATE</div></body></html>\n',
    'public/subpage.html':
      '<!doctype html><html><head><title><%= htmlWebpackPlugin.options.title %></title></head><body><div id="app">SUB_TEMPLATE</div></body></html>\n',
    'rsbuild.config.mjs': `const titles = { index: 'Index Page', subpage: 'Sub Page' };
export default {
  source: { entry: { index: './src/index/main.js', subpage: './src/subpage/main.js' } },
  html: {
    template: ({ entryName }) => \`./public/\${entryName}.html\`,
    title: ({ entryName }) => titles[entryName],
  },
};
`,
  });
  build(dir);
  const html = (name: string) => distText(dir, new RegExp(`^${name}\\.html$`));
  const scripts = (name: string) => hashed([...html(name).matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((m) => m[1]));
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.html')),
    ['index.html', 'subpage.html'],
  );
  assert.match(html('index'), /<title>Index Page<\/title>/);
  assert.match(html('index'), /INDEX_TEMPLATE/);
  assert.match(html('subpage'), /<title>Sub Page<\/title>/);
  assert.match(html('subpage'), /SUB_TEMPLATE/);

  const own = (name: string) => scripts(name).filter((s) => /^static\/js\/(index|subpage)\./.test(s));
  assert.deepEqual(own('index'), ['static/js/index.[hash].js']);
  assert.deepEqual(own('subpage'), ['static/js/subpage.[hash].js']);
  const common = scripts('index').filter((s) => !own('index').includes(s));
  assert.equal(common.length, 1, JSON.stringify(scripts('index')));
  assert.ok(scripts('subpage').includes(common[0]));
  assert.ok(distText(dir, new RegExp(`^${common[0].replace('[hash]', '[0-9a-f]{8}').replace(/\//g, '\\/')}$`)).includes('x'.repeat(1000)));
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-type-check

test('plugins/list/plugin-type-check "type errors in .vue files are not reported in dev or build": tsc --noEmit on a tsconfig whose include lists src/**/*.vue exits 0 while App.vue holds a TS2345 error; the same code in a .ts file fails with TS2345', () => {
  const script =
    "function formatPrice(cents: number): string {\n  return '$' + (cents / 100).toFixed(2);\n}\nexport const label: string = formatPrice('1999');\n";
  const tsconfig =
    '{ "compilerOptions": { "strict": true, "noEmit": true, "module": "ESNext", "moduleResolution": "Bundler" }, "include": ["src/**/*.ts", "src/**/*.vue"] }\n';
  const vue = tsc(
    project({
      'tsconfig.json': tsconfig,
      'src/App.vue': `<script setup lang="ts">\n${script}</script>\n\n<template>\n  <p>{{ label }}</p>\n</template>\n`,
      'src/env.d.ts': "declare module '*.vue' {\n  const component: unknown;\n  export default component;\n}\n",
      'src/index.ts': "import App from './App.vue';\n\nconsole.log(App);\n",
    }),
  );
  assert.equal(vue.code, 0, vue.output);

  const ts = tsc(
    project({
      'tsconfig.json': tsconfig,
      'src/price.ts': script,
      'src/index.ts': "import { label } from './price';\n\nconsole.log(label);\n",
    }),
  );
  assert.equal(ts.code, 2);
  assert.match(
    ts.output,
    /src\/price\.ts\(4,42\): error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'\./,
  );
});

// ---------------------------------------------------------------------------------------------------------
// guide/framework/react

const STRINGIFY =
  "You have tried to stringify object returned from `css` function. It isn't supposed to be used directly (e.g. as value of the `className` prop), but rather handed to emotion so it can handle it (e.g. as value of `css` prop).";
const emotionRuntime =
  "const r = require('react/jsx-runtime');\nconst wrap = (f) => (type, props, key) => {\n  const { css, ...rest } = props;\n  return f(type, css ? { ...rest, className: 'css-' + css.name } : rest, key);\n};\nexports.jsx = wrap(r.jsx);\nexports.jsxs = wrap(r.jsxs);\nexports.jsxDEV = wrap(r.jsx);\nexports.Fragment = r.Fragment;\n";

test("guide/framework/react \"You have tried to stringify object returned from `css` function\": with pluginReact() as is, rsbuild dev hands the css prop to React as an ordinary prop, and React writes the string of the object css() returns into a css attribute (no class); with swcReactOptions.importSource '@emotion/react' the prop goes to Emotion's JSX runtime instead", async () => {
  const files = (importSource: string) => ({
    'node_modules/@emotion/react/package.json': '{ "name": "@emotion/react", "version": "11.11.4", "main": "index.js" }\n',
    'node_modules/@emotion/react/index.js': `exports.css = (strings) => ({ name: 'stand-in', styles: strings.join(''), toString() { return ${JSON.stringify(STRINGIFY)}; } });\n`,
    'node_modules/@emotion/react/jsx-runtime.js': emotionRuntime,
    'node_modules/@emotion/react/jsx-dev-runtime.js': emotionRuntime,
    'src/index.jsx':
      "import { css } from '@emotion/react';\nimport { createRoot } from 'react-dom/client';\n\nconst App = () => (\n  <div id=\"box\" css={css`color: red;`}>\n    hi\n  </div>\n);\ncreateRoot(document.getElementById('root')).render(<App />);\n",
    'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { source: { entry: { index: './src/index.jsx' }, alias: { react: ${REACT_18} } }, plugins: [pluginReact(${importSource})] };\n`,
  });
  const read = () => {
    const box = document.getElementById('box');
    return { css: box?.getAttribute('css') ?? null, className: box?.className ?? null };
  };
  for (const [importSource, expected] of [
    ['', { css: STRINGIFY, className: '' }],
    ["{ swcReactOptions: { importSource: '@emotion/react' } }", { css: null, className: 'css-stand-in' }],
  ] as const) {
    const server = await devServer(project(files(importSource), REACT));
    try {
      const seen = await visit(browser(), `${server.url}/`, read);
      assert.deepEqual([seen.errors, seen.value], [[], expected], importSource);
    } finally {
      await server.stop();
    }
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

const ANTD = {
  'node_modules/antd/package.json': '{"name":"antd","version":"4.24.16","main":"lib/index.js","module":"es/index.js"}',
  'node_modules/antd/es/index.js':
    'export { default as Button } from "./button"; export { default as DatePicker } from "./date-picker"; console.log("WHOLE_ANTD");',
  'node_modules/antd/es/button/index.js': 'export default function Button() { return "BUTTON"; }',
  'node_modules/antd/es/button/style/index.js': 'import "./index.css";',
  'node_modules/antd/es/button/style/css.js': 'import "./index.css";',
  'node_modules/antd/es/button/style/index.css': '.ant-btn{color:red}',
  'node_modules/antd/es/date-picker/index.js': 'export default function DatePicker() { return "DATE_PICKER"; }',
  'node_modules/antd/es/date-picker/style/css.js': 'import "./index.css";',
  'node_modules/antd/es/date-picker/style/index.css': '.ant-picker{color:blue}',
};

test('config/source/transform-import "antd as in create-react-app: styles missing, no import plugin": with config-overrides.js (customize-cra fixBabelImports) and craco.config.js in the project, rsbuild build reads neither (both require packages that are not installed) and writes no CSS; the same options in transformImport bring the button\'s CSS into static/css and leave the rest of antd out', () => {
  const files = {
    ...ANTD,
    'src/index.js': 'import { Button } from "antd";\nconsole.log(Button());\n',
    'config-overrides.js':
      "const { override, fixBabelImports } = require('customize-cra');\nmodule.exports = override(fixBabelImports('import', { libraryName: 'antd', libraryDirectory: 'es', style: 'css' }));\n",
    'craco.config.js':
      "require('craco-less');\nmodule.exports = { babel: { plugins: [['import', { libraryName: 'antd', libraryDirectory: 'es', style: 'css' }]] } };\n",
  };
  const cra = project(files);
  const run = build(cra);
  assert.doesNotMatch(run.output, /customize-cra|craco/);
  // What a build keeps of real antd 4 without the item (only what is used, as its sideEffects list allows) is review92d's;
  // this stand-in's es/index.js has a side effect of its own, so it says nothing about that.
  assert.deepEqual(
    distFiles(cra).filter((f) => f.endsWith('.css')),
    [],
  );

  const moved = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', style: 'css' }] } };\n",
  });
  build(moved);
  const js = distText(moved, /\.js$/);
  assert.ok(js.includes('BUTTON'));
  assert.ok(!js.includes('WHOLE_ANTD'));
  assert.ok(!js.includes('DATE_PICKER'));
  assert.deepEqual(hashed(distFiles(moved).filter((f) => f.endsWith('.css'))), ['static/css/index.[hash].css']);
  assert.match(distText(moved, /\.css$/), /\.ant-btn\{color:red\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/typescript

test('guide/basic/typescript "there is a TypeScript error, VS Code draws the red line, yet the build bundles without an error": rsbuild build exits 0 with const total: number = \'42\', printing no error, while tsc (which reads tsconfig.json as the editor does) reports TS2322', () => {
  const dir = project({
    'tsconfig.json': '{ "compilerOptions": { "strict": true, "noEmit": true }, "include": ["src"] }\n',
    'src/index.ts': "const total: number = '42';\n\nconsole.log(total);\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /error|TS2322/i);
  assert.ok(fs.existsSync(path.join(dir, 'dist/index.html')));
  const checked = tsc(dir);
  assert.equal(checked.code, 2);
  assert.match(checked.output, /src\/index\.ts\(1,7\): error TS2322: Type 'string' is not assignable to type 'number'\./);
});
