// Facts behind the third accuracy review of session 90 (slice j): config/source/pre-entry, guide/basic/html-template,
// config/html/meta, guide/framework/react and plugins/list/plugin-react, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and
// checks that both languages say it and no longer say what they said before.
//
// - guide/framework/react, "Build for production": the output of `npm run build` gave `lib-react` as 140.3 kB
//   (45.0 kB gzipped), 142.7 kB in total (46.2 kB gzipped). 0.5.9 does not print that for the guide's project with
//   React 18: built with react and react-dom 18.3.1 (what `react@18` installs) lib-react is 148.1 kB (46.4 kB
//   gzipped), 150.5 kB in total (47.6 kB gzipped); with 18.2.0 (this site's sample-react) it is 148.2 kB, so no React
//   18 release gives 140.3 kB. index.html (0.33 kB) and index.js (2.0 kB) were right. The block now shows the 18.3.1
//   run, hashes included.
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
import { REACT_LINKS, build, pageSays, project } from './topics-support';

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

test('guide/framework/react "dist/static/js/lib-react.e9ad4d02.js    148.1 kB    46.4 kB ... Total size:  150.5 kB ... Gzipped size:  47.6 kB": rsbuild build of the guide\'s project with React 18.3.1 prints these sizes', () => {
  const block = {
    en: [
      '  dist/index.html                         0.33 kB     0.22 kB',
      '  dist/static/js/index.f1adf810.js        2.0 kB      1.0 kB',
      '  dist/static/js/lib-react.e9ad4d02.js    148.1 kB    46.4 kB',
      '',
      '  Total size:  150.5 kB',
      '  Gzipped size:  47.6 kB',
    ].join('\n'),
    zh: '',
  };
  block.zh = block.en;
  pageSays('guide/framework/react', block, {
    en: 'lib-react.dec445fa.js    140.3 kB    45.0 kB',
    zh: 'lib-react.dec445fa.js    140.3 kB    45.0 kB',
  });
  const dir = project(REACT_GUIDE_FILES, { ...REACT_LINKS, '@rsbuild/core': 'rsbuild-0.5' });
  const { output } = build(dir);
  const sizes = (file: RegExp) =>
    output
      .split('\n')
      .find((line) => file.test(line))
      ?.trim()
      .split(/\s{2,}/)
      .slice(1);
  assert.deepEqual(sizes(/dist\/index\.html/), ['0.33 kB', '0.22 kB'], output);
  assert.deepEqual(sizes(/dist\/static\/js\/index\.[0-9a-f]{8}\.js/), ['2.0 kB', '1.0 kB'], output);
  assert.deepEqual(sizes(/dist\/static\/js\/lib-react\.[0-9a-f]{8}\.js/), ['148.1 kB', '46.4 kB'], output);
  assert.match(output, /Total size: {2}150\.5 kB\n {2}Gzipped size: {2}47\.6 kB/);
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
