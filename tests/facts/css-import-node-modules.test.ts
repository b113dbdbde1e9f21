// Guide "CSS", section "Import CSS from node_modules": bare package paths resolve from JavaScript, CSS,
// Less and Sass; the old `~` prefix still works but plain CSS warns about it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildWithApi, makeProject, runCli } from './fixture-project';

const packages = {
  'node_modules/ui-kit/package.json': '{"name":"ui-kit","version":"1.0.0","main":"index.js"}',
  'node_modules/ui-kit/index.js': 'export {};',
  'node_modules/ui-kit/dist/style.css': '.ui-kit-button{color:red}',
  'node_modules/ui-kit/dist/card.css': '.ui-kit-card{background:url(./texture.png)}',
  'node_modules/ui-kit/dist/texture.png': Buffer.alloc(12_000, 3).toString('latin1'),
  'node_modules/ui-kit/theme.less': '@brand: blue; .ui-kit-less{color:@brand}',
  'node_modules/ui-kit/_theme.scss': '$brand: green; .ui-kit-scss{color:$brand}',
  'node_modules/reset-css/package.json': '{"name":"reset-css","version":"1.0.0","style":"reset.css","main":"reset.css"}',
  'node_modules/reset-css/reset.css': '.reset-css{margin:0}',
};

const cases: [string, Record<string, string>, string][] = [
  ['JavaScript import of a file', { 'src/index.js': "import 'ui-kit/dist/style.css';" }, '.ui-kit-button{color:red}'],
  ['CSS @import of a file', { 'src/index.css': "@import 'ui-kit/dist/style.css';" }, '.ui-kit-button{color:red}'],
  ['CSS @import of a package name', { 'src/index.css': "@import 'reset-css';" }, '.reset-css{margin:0}'],
  [
    'CSS @import of a relative node_modules path',
    { 'src/index.css': "@import '../node_modules/ui-kit/dist/style.css';" },
    '.ui-kit-button{color:red}',
  ],
  ['Less @import', { 'src/index.less': "@import 'ui-kit/theme.less';" }, '.ui-kit-less{color:blue}'],
  ['Less @import with ~', { 'src/index.less': "@import '~ui-kit/theme.less';" }, '.ui-kit-less{color:blue}'],
  ['Sass @use', { 'src/index.scss': "@use 'ui-kit/theme';" }, '.ui-kit-scss{color:green}'],
  ['Sass @import with ~', { 'src/index.scss': "@import '~ui-kit/theme';" }, '.ui-kit-scss{color:green}'],
];

for (const [name, files, expected] of cases) {
  test(`${name} resolves from node_modules`, async () => {
    const [file] = Object.keys(files);
    const entry: Record<string, string> = file === 'src/index.js' ? {} : { 'src/index.js': `import './${file.slice(4)}';` };
    const p = makeProject({ ...packages, ...entry, ...files });
    await buildWithApi(p, {});
    assert.ok(p.emitted(/\.css$/).includes(expected), p.emitted(/\.css$/));
  });
}

test("CSS @import with ~ works, with a 'Deprecated' warning", () => {
  const p = makeProject({ ...packages, 'src/index.css': "@import '~ui-kit/dist/style.css';", 'src/index.js': "import './index.css';" });
  const r = runCli(p, ['build']);
  assert.equal(r.status, 0);
  assert.match(r.output, /css: Deprecated '~'/);
  assert.match(r.output, /'@import' or 'url\(\)' with a request starts with '~' is deprecated\./);
  assert.ok(p.emitted(/\.css$/).includes('.ui-kit-button{color:red}'));
});

test('url() inside a package stylesheet is resolved and the file emitted', async () => {
  const p = makeProject({ ...packages, 'src/index.js': "import 'ui-kit/dist/card.css';" });
  await buildWithApi(p, {});
  assert.match(p.emitted(/\.css$/), /\.ui-kit-card\{background:url\(\/static\/image\/texture\.[0-9a-f]{8}\.png\)\}/);
  assert.ok(p.list().some((f) => /^static\/image\/texture\.[0-9a-f]{8}\.png$/.test(f)));
});
