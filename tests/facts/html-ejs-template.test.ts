// Guide "HTML template", section "EJS templates": an .ejs file works as html.template in 0.5.9, and it
// is rendered with lodash's template function, which shares only part of the EJS syntax.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildWithApi, makeProject, runCli } from './fixture-project';

const page = (body: string): string => `<!doctype html><html><head></head><body>${body}</body></html>`;

test('an .ejs template renders <%= %>, <% %> and the default parameters', async () => {
  const p = makeProject({
    'src/index.js': 'console.log(1);',
    'static/index.ejs': page('<div id="<%= mountId %>"></div><% if (entryName === "index") { %><p>home</p><% } %>'),
  });
  await buildWithApi(p, { html: { template: './static/index.ejs' } });
  const html = p.read('dist/index.html');
  assert.match(html, /<div id="root"><\/div><p>home<\/p>/);
  assert.match(html, /<script defer="defer" src="\/static\/js\/index\.\w+\.js"><\/script>/);
});

test('<%- %> escapes HTML (the opposite of EJS), <%= %> prints it raw', async () => {
  const p = makeProject({
    'src/index.js': 'console.log(1);',
    'index.ejs': page('<%= "<b>raw</b>" %>|<%- "<b>escaped</b>" %>'),
  });
  await buildWithApi(p, { html: { template: './index.ejs' } });
  assert.match(p.read('dist/index.html'), /<b>raw<\/b>\|&lt;b&gt;escaped&lt;\/b&gt;/);
});

test('include() does not exist: "include is not defined"', () => {
  const p = makeProject({
    'src/index.js': 'console.log(1);',
    'part.html': '<p>part</p>',
    'index.ejs': page('<%- include("./part.html") %>'),
    'rsbuild.config.mjs': "export default { html: { template: './index.ejs' } };",
  });
  const r = runCli(p, ['build']);
  assert.notEqual(r.status, 0);
  assert.match(r.output, /Template execution failed: ReferenceError: include is not defined/);
});

test('EJS-only tags (<%# %>, <%_ _%>, -%>) fail the build with a SyntaxError', () => {
  for (const body of ['<%# a comment %>', '<%_ if (true) { _%>x<%_ } _%>', '<% if (true) { -%>x<% } -%>']) {
    const p = makeProject({
      'src/index.js': 'console.log(1);',
      'index.ejs': page(body),
      'rsbuild.config.mjs': "export default { html: { template: './index.ejs' } };",
    });
    const r = runCli(p, ['build']);
    assert.notEqual(r.status, 0, body);
    assert.match(r.output, /\[html-rspack-plugin\]:\s+× Module build failed:[\s\S]*SyntaxError/, body);
  }
});
