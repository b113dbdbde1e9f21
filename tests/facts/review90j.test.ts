// Facts behind the third accuracy review of session 90 (slice j): config/source/pre-entry, guide/basic/html-template,
// config/html/meta, guide/framework/react and plugins/list/plugin-react, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and
// checks that both languages say it and no longer say what they said before.
//
// - guide/framework/react, "Build for production": the output of `npm run build` gave `lib-react` as 140.3 kB
//   (45.0 kB gzipped), 142.7 kB in total (46.2 kB gzipped). Review 90 replaced it with 148.1 kB (46.4 kB gzipped),
//   150.5 kB in total (47.6 kB gzipped), measured with topics-support.ts's REACT_LINKS. Those links are not a clean
//   React 18: the repository's react-dom-18 resolves its peer `react` to the React 19.3.1 beside it in the pnpm store,
//   so that lib-react held both React versions ("18.3.1" and "19.3.1"), and the built page, served and opened in
//   Chromium (a run by hand), rendered nothing: "Cannot read properties of undefined (reading
//   'ReactCurrentBatchConfig')". Session 98 (slice react) rebuilt the guide's project
//   with react, react-dom and scheduler 18.3.1 copied into it (copyReact18 below): index.791451f7.js 2.0 kB (1.0 kB),
//   lib-react.d723751f.js 140.3 kB (45.0 kB), 142.7 kB in total (46.2 kB gzipped). The same project with
//   `npm install react@18 react-dom@18` (18.3.1) printed the same table, hashes included, when its package.json had the
//   same name ("fact"); with another name the hashes differ and the sizes do not. The page now shows that run and says
//   so: "measured with React 18.3.1", "the hashes ... depend on your code and on the name in package.json" (the name is
//   Rspack's output.uniqueName, written into every chunk as webpackChunk<name>).
// - guide/basic/html-template, Go further: "html.crossorigin sets the crossorigin attribute of script and link tags,
//   useful when assets come from a CDN". Not with the default asset prefix: core/src/rspack/HtmlCrossOriginPlugin.ts
//   returns early for anything but 'use-credentials' when output.publicPath is '/' (or unset, or 'auto'), as
//   webpack's crossOriginLoading does for same-origin assets. A build with crossorigin: true writes no attribute;
//   with assetPrefix 'https://cdn.example.com/' (or even '/shop/') the script and the stylesheet get
//   crossorigin="anonymous"; 'use-credentials' is written with the default prefix too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { build, pageSays, project } from './topics-support';
import { copyReact18 } from './react-18-copy';

// ---------------------------------------------------------------------------------------------------------
// guide/framework/react

/** The guide's project, file for file: rsbuild.config.ts, src/index.tsx and src/App.tsx. */
const REACT_GUIDE_FILES: Record<string, string> = {
  'rsbuild.config.ts': [
    "import { defineConfig } from '@rsbuild/core';",
    "import { pluginReact } from '@rsbuild/plugin-react';",
    '',
    'export default defineConfig({',
    '  plugins: [pluginReact()],',
    '});',
    '',
  ].join('\n'),
  'src/index.tsx': [
    "import React from 'react';",
    "import ReactDOM from 'react-dom/client';",
    "import App from './App';",
    '',
    "ReactDOM.createRoot(document.getElementById('root')!).render(",
    '  <React.StrictMode>',
    '    <App />',
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n'),
  'src/App.tsx': [
    "import { useState } from 'react';",
    '',
    'export default function App() {',
    '  const [count, setCount] = useState(0);',
    '',
    '  return (',
    '    <main>',
    '      <h1>Hello, React!</h1>',
    '      <button type="button" onClick={() => setCount((c) => c + 1)}>',
    '        Count: {count}',
    '      </button>',
    '    </main>',
    '  );',
    '}',
    '',
  ].join('\n'),
};

/** The guide's project with React 18.3.1 and @rsbuild/core and @rsbuild/plugin-react 0.5.9; `name` goes to package.json. */
function reactGuideProject(name: string): string {
  const dir = project(
    { 'package.json': `{ "name": "${name}", "private": true }\n`, ...REACT_GUIDE_FILES },
    { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' },
  );
  copyReact18(dir);
  return dir;
}

/** The file-size table that `rsbuild build` printed: its rows and totals, without trailing spaces. */
function sizeTable(output: string): string {
  const lines = output.split('\n').map((line) => line.trimEnd());
  const first = lines.findIndex((line) => line.startsWith('  dist/'));
  const last = lines.findIndex((line) => line.startsWith('  Gzipped size:'));
  return lines.slice(first, last + 1).join('\n');
}

test('guide/framework/react "dist/static/js/lib-react.d723751f.js    140.3 kB    45.0 kB ... Total size:  142.7 kB ... Gzipped size:  46.2 kB", "measured with React 18.3.1", "the hashes ... depend on your code and on the name in package.json": rsbuild build of the guide\'s project with React 18.3.1 prints this table', () => {
  const block = [
    '  dist/index.html                         0.33 kB     0.22 kB',
    '  dist/static/js/index.791451f7.js        2.0 kB      1.0 kB',
    '  dist/static/js/lib-react.d723751f.js    140.3 kB    45.0 kB',
    '',
    '  Total size:  142.7 kB',
    '  Gzipped size:  46.2 kB',
  ].join('\n');
  pageSays(
    'guide/framework/react',
    { en: block, zh: block },
    {
      en: 'lib-react.e9ad4d02.js    148.1 kB    46.4 kB',
      zh: 'lib-react.e9ad4d02.js    148.1 kB    46.4 kB',
    },
  );
  pageSays(
    'guide/framework/react',
    {
      en: 'The sizes were measured with React 18.3.1, the version that `react@18` installs. The hashes in the file names depend on your code and on the `name` in `package.json`.',
      zh: '以上体积使用 React 18.3.1（即 `react@18` 安装的版本）测得。文件名中的哈希值取决于你的代码以及 `package.json` 中的 `name`。',
    },
    { en: 'The hashes in the file names depend on your code. ', zh: '文件名中的哈希值取决于你的代码。' },
  );

  const dir = reactGuideProject('fact');
  const { output } = build(dir);
  assert.equal(sizeTable(output), block, output);
  const libReact = fs.readFileSync(path.join(dir, 'dist/static/js/lib-react.d723751f.js'), 'utf8');
  assert.ok(libReact.includes('"18.3.1"') && !/"19\.\d+\.\d+"/.test(libReact), 'one React, 18.3.1');

  // Another package name: the same sizes, other hashes.
  const other = build(reactGuideProject('my-react-app')).output;
  const hashes = (table: string) => table.match(/\.[0-9a-f]{8}\.js/g);
  assert.equal(sizeTable(other).replace(/\.[0-9a-f]{8}\./g, '.[hash].'), block.replace(/\.[0-9a-f]{8}\./g, '.[hash].'), other);
  assert.notDeepEqual(hashes(sizeTable(other)), hashes(block), other);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/html-template

test('guide/basic/html-template "html.crossorigin sets the crossorigin attribute of the script and link tags when output.assetPrefix is not the default /, as for assets on a CDN; \'use-credentials\' is set in any case"', () => {
  pageSays(
    'guide/basic/html-template',
    {
      en: "sets the `crossorigin` attribute of the script and link tags when [output.assetPrefix](/config/output/asset-prefix) is not the default `/`, as for assets on a CDN; `'use-credentials'` is set in any case.",
      zh: "在 [output.assetPrefix](/zh/config/output/asset-prefix) 不是默认的 `/` 时（例如从 CDN 加载资源）为 script 和 link 标签设置 `crossorigin` 属性；设为 `'use-credentials'` 时则始终会设置。",
    },
    {
      en: 'sets the `crossorigin` attribute of script and link tags, useful when assets come from a CDN.',
      zh: '用于设置 script 和 link 标签的 `crossorigin` 属性，适用于从 CDN 加载资源的场景。',
    },
  );
  const head = (config: string): string => {
    const dir = project({
      'src/index.js': "import './a.css';\nconsole.log('index');\n",
      'src/a.css': 'body { color: red; }\n',
      'rsbuild.config.mjs': `export default ${config};\n`,
    });
    build(dir);
    return fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8').match(/<head>.*<\/head>/)?.[0] ?? '';
  };
  const tags = (html: string) => html.match(/<(script|link) [^>]*(src|href)="[^"]*static[^>]*>/g) ?? [];

  const plain = head('{ html: { crossorigin: true } }');
  assert.equal(tags(plain).length, 2, plain);
  assert.doesNotMatch(plain, /crossorigin/, 'default asset prefix: no attribute');

  const cdn = head("{ html: { crossorigin: true }, output: { assetPrefix: 'https://cdn.example.com/' } }");
  assert.equal(tags(cdn).length, 2, cdn);
  for (const tag of tags(cdn)) assert.match(tag, /crossorigin="anonymous"/, tag);

  const credentials = head("{ html: { crossorigin: 'use-credentials' } }");
  assert.equal(tags(credentials).length, 2, credentials);
  for (const tag of tags(credentials)) assert.match(tag, /crossorigin="use-credentials"/, tag);
});
