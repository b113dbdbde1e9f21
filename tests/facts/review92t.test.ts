// Facts behind the third accuracy review of session 92 (slice t): config/dev/hmr and config/html/output-structure, in
// both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project; Chromium for pages), names the
// page and the sentence it backs, and checks that both languages say it and that the old wording is gone.
//
// - config/dev/hmr, intro: "The state of the page, such as form input, scroll position or the state of React
//   components, survives the update." With @rsbuild/plugin-react (React Refresh), a class component is updated in
//   place but its state is reset on every edit (guide/faq/hmr says so; review80b.test.ts ran it by hand); only function
//   components keep their state. Now: "the state of React function components". Test 1 runs both: an edited function
//   counter keeps its count, an edited class counter is updated without a reload and its count goes back to 0.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { counterAfterEdit, pageSays, REACT_18, REACT_COUNTER_FILES, REACT_LINKS, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

const WITH_REACT = `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(REACT_18)} } } };\n`;

test('config/dev/hmr "The state of the page, such as form input, scroll position or the state of React function components, survives the update": with pluginReact an edited function component keeps its state; an edited class component is updated without a reload but its state is reset', async () => {
  pageSays(
    'config/dev/hmr',
    {
      en: 'such as form input, scroll position or the state of React function components, survives the update.',
      zh: '例如表单中的输入、滚动位置或 React 函数组件的状态，在更新后都会保留。',
    },
    {
      en: 'scroll position or the state of React components, survives',
      zh: '滚动位置或 React 组件的状态',
    },
  );
  const fn = await counterAfterEdit(browser, { ...REACT_COUNTER_FILES, 'rsbuild.config.mjs': WITH_REACT }, REACT_LINKS);
  assert.deepEqual(fn, { loads: 1, text: 'second label 2' }, 'a function component keeps its state');
  const cls = await counterAfterEdit(
    browser,
    {
      ...REACT_COUNTER_FILES,
      'rsbuild.config.mjs': WITH_REACT,
      'src/App.jsx': [
        "import React from 'react';",
        'export default class App extends React.Component {',
        '  state = { count: 0 };',
        '  render() {',
        '    return (',
        '      <button type="button" onClick={() => this.setState({ count: this.state.count + 1 })}>',
        '        first label {this.state.count}',
        '      </button>',
        '    );',
        '  }',
        '}',
        '',
      ].join('\n'),
    },
    REACT_LINKS,
  );
  assert.deepEqual(cls, { loads: 1, text: 'second label 0' }, 'a class component is updated in place, its state reset');
});
