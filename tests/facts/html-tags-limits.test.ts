// Config page html.tags, section "What html.tags cannot do": where the tags land in a custom template,
// that they cannot change <html>, and that they vanish with no HTML output.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildWithApi, makeProject, runCli } from './fixture-project';

const template =
  '<!doctype html><html><head><meta name="from-template" content="1"><title>T</title></head>' +
  '<body><div id="root"></div><script>window.fromTemplate = 1</script></body></html>';

test('append: false cannot go before the template’s own elements', async () => {
  const p = makeProject({ 'src/index.js': 'console.log(1);', 'index.html': template });
  await buildWithApi(p, {
    html: {
      template: './index.html',
      tags: [
        { tag: 'script', attrs: { src: 'https://cdn.example.com/first.js' }, append: false },
        { tag: 'script', attrs: { src: 'https://cdn.example.com/body-first.js' }, head: false, append: false },
      ],
    },
  });
  const html = p.read('dist/index.html');
  const at = (s: string): number => html.indexOf(s);
  // head: after the template's <meta> and <title>, before Rsbuild's own tags
  assert.ok(at('from-template') < at('first.js') && at('<title>T</title>') < at('first.js'));
  assert.ok(at('first.js') < at('charset') && at('first.js') < at('/static/js/index.'));
  // body: after the template's inline script, just before </body>
  assert.ok(at('window.fromTemplate') < at('body-first.js') && at('body-first.js') < at('</body>'));
});

test('a tag named html adds a second <html> element instead of setting attributes', async () => {
  const p = makeProject({ 'src/index.js': 'console.log(1);' });
  await buildWithApi(p, { html: { tags: [{ tag: 'html', attrs: { lang: 'fr' } }] } });
  const html = p.read('dist/index.html');
  assert.match(html, /^<!doctype html><html><head>/);
  assert.match(html, /<div id="root"><\/div><html lang="fr"><\/html><\/body>/);
});

test('no HTML file, no tags: tools.htmlPlugin false, the node and web-worker targets', async () => {
  const off = makeProject({ 'src/index.js': 'console.log(1);' });
  await buildWithApi(off, { tools: { htmlPlugin: false }, html: { tags: [{ tag: 'meta', attrs: { name: 'x' } }] } });
  assert.ok(!off.list().some((f) => f.endsWith('.html')));
  const node = makeProject({ 'src/index.js': 'console.log(1);' });
  await buildWithApi(node, { output: { targets: ['node'] }, html: { tags: [{ tag: 'meta', attrs: { name: 'x' } }] } });
  assert.deepEqual(node.list(), ['server/index.js']);
  const worker = makeProject({ 'src/index.js': 'console.log(1);' });
  await buildWithApi(worker, { output: { targets: ['web-worker'] }, html: { tags: [{ tag: 'meta', attrs: { name: 'x' } }] } });
  assert.ok(!worker.list().some((f) => f.endsWith('.html')), worker.list().join(', '));
});

test('a comment tag breaks the production build in the HTML minifier', () => {
  const p = makeProject({
    'src/index.js': 'console.log(1);',
    'rsbuild.config.mjs': "export default { html: { tags: [{ tag: '!--', children: 'build 42' }] } };",
  });
  const r = runCli(p, ['build']);
  assert.notEqual(r.status, 0);
  assert.match(r.output, /\[html-rspack-plugin\]: Parse Error: <\/!-->/);
});
