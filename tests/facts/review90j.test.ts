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
import assert from 'node:assert/strict';
import { test } from 'node:test';
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
