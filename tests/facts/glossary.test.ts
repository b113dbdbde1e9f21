// Facts behind the CSR, SSR and Module Federation entries of /guide/start/glossary, run on
// @rsbuild/core 0.5.9.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { build, distFiles, project } from './topics-support';

test('CSR: the built page holds an empty mount element; the browser renders everything', () => {
  const dir = project({ 'src/index.js': "document.getElementById('root').textContent = 'rendered in the browser';\n" });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.match(html, /<div id="root"><\/div>/);
  assert.ok(!html.includes('rendered in the browser'));
});

test('SSR: output.targets ["web", "node"] builds a Node.js bundle next to the browser one, and renders nothing by itself', () => {
  const dir = project({
    'src/index.js': "export const render = () => '<p>from the server</p>';\n",
    'rsbuild.config.mjs': "export default { output: { targets: ['web', 'node'] } };\n",
  });
  build(dir);
  const files = distFiles(dir);
  assert.ok(files.includes('server/index.js'), files.join('\n'));
  assert.ok(files.includes('index.html'));
  assert.ok(!fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8').includes('from the server'));
  const { render } = createRequire(import.meta.url)(path.join(dir, 'dist/server/index.js')) as { render: () => string };
  assert.equal(render(), '<p>from the server</p>');
});

test('Module Federation: moduleFederation.options emits the container entry of a remote', () => {
  const dir = project({
    'src/index.js': "import('./bootstrap');\n",
    'src/bootstrap.js': "import { Button } from './Button';\ndocument.body.append(Button());\n",
    'src/Button.js': "export const Button = () => Object.assign(document.createElement('button'), { textContent: 'remote button' });\n",
    'rsbuild.config.mjs':
      "export default { moduleFederation: { options: { name: 'remote', filename: 'remoteEntry.js', exposes: { './Button': './src/Button.js' } } } };\n",
  });
  build(dir);
  const files = distFiles(dir);
  assert.ok(files.includes('remoteEntry.js'), files.join('\n'));
  assert.match(fs.readFileSync(path.join(dir, 'dist/remoteEntry.js'), 'utf8'), /\.\/Button/);
});
