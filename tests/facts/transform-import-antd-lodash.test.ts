// Config page source.transformImport, section "Import antd and lodash on demand": with the two items of
// the page, only the used component (with its style) and the used lodash function reach the bundle; no
// library is configured by default in 0.5.9.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadRsbuildDefaults } from '../../scripts/lib/rsbuild-defaults';
import { type Project, buildWithApi, makeProject, runCli } from './fixture-project';

// Stand-ins with the layout of antd 4 and lodash 4: a whole-library entry with a side effect, and one
// module (plus one style folder) per member.
const files = {
  'node_modules/antd/package.json': '{"name":"antd","version":"4.24.16","main":"lib/index.js","module":"es/index.js"}',
  'node_modules/antd/es/index.js':
    'export { default as Button } from "./button"; export { default as DatePicker } from "./date-picker"; console.log("WHOLE_ANTD");',
  'node_modules/antd/es/button/index.js': 'export default function Button() { return "BUTTON"; }',
  'node_modules/antd/es/button/style/index.js': 'import "./index.css";',
  'node_modules/antd/es/button/style/css.js': 'import "./index.css";',
  'node_modules/antd/es/button/style/index.css': '.ant-btn{color:red}',
  'node_modules/antd/es/date-picker/index.js': 'export default function DatePicker() { return "DATE_PICKER"; }',
  'node_modules/antd/es/date-picker/style/index.js': 'import "./index.css";',
  'node_modules/antd/es/date-picker/style/index.css': '.ant-picker{color:blue}',
  'node_modules/lodash/package.json': '{"name":"lodash","version":"4.17.21","main":"lodash.js"}',
  'node_modules/lodash/lodash.js': 'module.exports = { WHOLE_LODASH: true, debounce: function () {}, get: function () { return "GET"; } };',
  'node_modules/lodash/get.js': 'module.exports = function get() { return "GET"; };',
  'node_modules/lodash/debounce.js': 'module.exports = function debounce() { return "DEBOUNCE"; };',
  'src/index.js': 'import { Button } from "antd"; import { debounce } from "lodash"; console.log(Button(), debounce());',
};

const summary = (p: Project) => {
  const js = p.emitted(/\.js$/);
  return {
    wholeAntd: js.includes('WHOLE_ANTD'),
    datePicker: js.includes('DATE_PICKER'),
    wholeLodash: js.includes('WHOLE_LODASH'),
    get: js.includes('"GET"') || js.includes("'GET'"),
    debounce: js.includes('DEBOUNCE'),
    css: p.emitted(/\.css$/).trim(),
  };
};

test('no library is rewritten by default', async () => {
  const { production } = await loadRsbuildDefaults();
  assert.equal(production.source.transformImport, undefined);
  const p = makeProject(files);
  await buildWithApi(p, { output: { minify: false } });
  const s = summary(p);
  assert.equal(s.wholeAntd, true);
  assert.equal(s.wholeLodash, true);
  assert.equal(s.css, '');
});

test('antd with style: "css" and lodash with customName load only what is used', async () => {
  const p = makeProject(files);
  await buildWithApi(p, {
    output: { minify: false },
    source: {
      transformImport: [
        { libraryName: 'antd', libraryDirectory: 'es', style: 'css' },
        { libraryName: 'lodash', customName: 'lodash/{{ member }}' },
      ],
    },
  });
  assert.deepEqual(summary(p), {
    wholeAntd: false,
    datePicker: false,
    wholeLodash: false,
    get: false,
    debounce: true,
    css: '.ant-btn{color:red}',
  });
});

test('antd with style: true imports the style folder of each component', async () => {
  const p = makeProject(files);
  await buildWithApi(p, {
    output: { minify: false },
    source: { transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', style: true }] },
  });
  const s = summary(p);
  assert.equal(s.wholeAntd, false);
  assert.equal(s.css, '.ant-btn{color:red}');
});

test('antd 4 Less styles with inline JavaScript compile without extra options', async () => {
  const p = makeProject({
    'node_modules/antd/es/button/style/index.less': '@size: `1 + 1`; .ant-btn { width: ~"@{size}px"; }',
    'src/index.js': 'import "antd/es/button/style/index.less";',
  });
  await buildWithApi(p, {});
  assert.match(p.emitted(/\.css$/), /\.ant-btn\{width:2px\}/);
});

// antd 5 has es/button/style/index.js (its CSS-in-JS code, config/source/transform-import and review83e), and no
// style/css.js: the antd 4 item with style: 'css' asks for a file antd 5 does not have.
test("the antd 4 item on antd 5 (a style folder without css.js) fails with Can't resolve", () => {
  const p = makeProject({
    'node_modules/antd/package.json': '{"name":"antd","version":"5.16.0","main":"lib/index.js","module":"es/index.js"}',
    'node_modules/antd/es/index.js': 'export { default as Button } from "./button";',
    'node_modules/antd/es/button/index.js': 'export default function Button() { return "BUTTON"; }',
    'node_modules/antd/es/button/style/index.js': 'export default function genButtonStyle() { return {}; }',
    'src/index.js': 'import { Button } from "antd"; console.log(Button());',
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', style: 'css' }] } };",
  });
  const r = runCli(p, ['build']);
  assert.notEqual(r.status, 0);
  assert.match(r.output, /Can't resolve 'antd\/es\/button\/style\/css'/);
});
