// Config page output.distPath, section "Flatten the output directory": empty sub-folders put the files
// at the root of dist; async chunks keep an `async` folder until jsAsync and cssAsync are emptied too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildWithApi, makeProject } from './fixture-project';

const files = {
  'src/index.js': 'import "./a.css"; import logo from "./logo.png"; console.log(logo); import("./lazy").then((m) => m.run());',
  'src/lazy.js': 'import "./b.css"; export const run = () => 1;',
  'src/a.css': '.a{color:red}',
  'src/b.css': '.b{color:blue}',
  'src/logo.png': Buffer.alloc(20_000, 1).toString('latin1'),
};
const strip = (list: string[]): string[] =>
  list
    .filter((f) => !f.endsWith('.LICENSE.txt'))
    .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/(^|\/)\d+\./, '$1[id].'))
    .sort();

test('default layout', async () => {
  const p = makeProject(files);
  await buildWithApi(p, {});
  assert.deepEqual(strip(p.list()), [
    'index.html',
    'static/css/async/[id].[hash].css',
    'static/css/index.[hash].css',
    'static/image/logo.[hash].png',
    'static/js/async/[id].[hash].js',
    'static/js/index.[hash].js',
  ]);
});

test('empty js, css, image, media, font and svg folders: async chunks still in async/', async () => {
  const p = makeProject(files);
  await buildWithApi(p, { output: { distPath: { js: '', css: '', image: '', media: '', font: '', svg: '' } } });
  assert.deepEqual(strip(p.list()), [
    'async/[id].[hash].css',
    'async/[id].[hash].js',
    'index.[hash].css',
    'index.[hash].js',
    'index.html',
    'logo.[hash].png',
  ]);
});

test('with jsAsync and cssAsync emptied as well, every file is at the root', async () => {
  const p = makeProject(files);
  await buildWithApi(p, {
    output: { distPath: { js: '', jsAsync: '', css: '', cssAsync: '', svg: '', font: '', image: '', media: '', wasm: '' } },
  });
  assert.deepEqual(strip(p.list()), [
    '[id].[hash].css',
    '[id].[hash].js',
    'index.[hash].css',
    'index.[hash].js',
    'index.html',
    'logo.[hash].png',
  ]);
  assert.match(p.read('dist/index.html'), /<script defer="defer" src="\/index\.[0-9a-f]{8}\.js"><\/script>/);
  assert.match(p.read('dist/index.html'), /<link href="\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
});
