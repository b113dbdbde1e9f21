// Facts behind the lead's fixes of session 94 on reviewers' notes left open in session 93.
// - guide/basic/html-template: the page named two of the `SyntaxError`s an unsupported EJS tag stops the build with;
//   `-%>` gives a third, `Unexpected token ';'`. Each tag is built below with Rsbuild 0.5.9.
// - guide/advanced/env-vars, Common problems: the `.env` files are read from the folder the command runs in
//   (`process.cwd()`: packages/core/src/cli/init.ts at 0.5.9), not from next to `package.json`. A `.env` in the
//   project root is not read when `rsbuild build` runs from `src/`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { devServer, distText, pageSays, project, rsbuild } from './topics-support';

test('guide/basic/html-template: each unsupported EJS tag stops the build with the SyntaxError the page names', () => {
  pageSays('guide/basic/html-template', {
    en: "followed by a `SyntaxError`: `Invalid or unexpected token` for a comment, `Unexpected token 'if'` for `<%_ if (…) { _%>`, `Unexpected token ';'` for `<% if (…) { -%>`.",
    zh: "后面跟着一个 `SyntaxError`：注释报 `Invalid or unexpected token`，`<%_ if (…) { _%>` 报 `Unexpected token 'if'`，`<% if (…) { -%>` 报 `Unexpected token ';'`。",
  });
  const cases: [string, string][] = [
    ['<%# comment %>', 'SyntaxError: Invalid or unexpected token'],
    ['<%_ if (true) { _%><p>x</p><%_ } _%>', "SyntaxError: Unexpected token 'if'"],
    ['<% if (true) { -%>\n<p>x</p>\n<% } -%>', "SyntaxError: Unexpected token ';'"],
  ];
  for (const [tag, message] of cases) {
    const dir = project({
      'src/index.js': 'console.log(1);\n',
      'index.html': `<!doctype html><html><head></head><body>${tag}<div id="root"></div></body></html>\n`,
      'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
    });
    const r = rsbuild(dir, ['build']);
    assert.notEqual(r.code, 0, tag);
    assert.match(r.output, /\[html-rspack-plugin\]:\s+× Module build failed:/, tag);
    assert.ok(r.output.includes(message), `${tag}: ${message}\n${r.output.slice(0, 600)}`);
  }
});

test('guide/advanced/env-vars: the .env files are read from the folder the command runs in', () => {
  pageSays('guide/advanced/env-vars', {
    en: 'The `.env` files are read from the folder the command runs in: the project root, next to `package.json`, when it runs from a `package.json` script.',
    zh: '`.env` 文件从执行命令的目录读取：通过 `package.json` 的脚本运行时，就是项目根目录（和 `package.json` 同级）；',
  });
  // package.json (written by project()) and one .env at the root; another .env in app/, where the command runs.
  const dir = project({
    '.env': 'PUBLIC_WHERE=root\n',
    'app/.env': 'PUBLIC_WHERE=app\n',
    'app/src/index.js': 'console.log("where:" + process.env.PUBLIC_WHERE);\n',
  });
  const app = path.join(dir, 'app');
  const r = rsbuild(app, ['build']);
  assert.equal(r.code, 0, r.output);
  const js = distText(app, /static\/js\/index\.\w+\.js$/);
  assert.match(js, /where:app/);
  assert.doesNotMatch(js, /where:root/);
});

// The same two facts that review94b runs for the JavaScript API page, where two other pages repeated the old words:
// loadEnv's `filePaths` are `cwd` joined with each file name (relative with a relative `cwd`), and the default entry is
// `src/index.(ts|js|tsx|jsx)` only (a lone `src/index.mjs` is not found). The runs are in review94b.test.ts.
test('guide/advanced/env-vars and guide/migration/vue-cli say what review94b runs: filePaths and the default entry', () => {
  pageSays(
    'guide/advanced/env-vars',
    {
      en: '- `filePaths`: the paths of the files that were read: `cwd` joined with each file name, absolute with the default `cwd`.',
      zh: '- `filePaths`：已读取文件的路径，即 `cwd` 与文件名拼接的结果；使用默认的 `cwd` 时是绝对路径。',
    },
    { en: 'the absolute paths of the files that were read', zh: '已读取文件的绝对路径' },
  );
  pageSays(
    'guide/migration/vue-cli',
    { en: 'while Rsbuild looks for `src/index.(ts|js|tsx|jsx)`.', zh: '而 Rsbuild 查找的是 `src/index.(ts|js|tsx|jsx)`。' },
    { en: 'looks for `src/index.*`', zh: '查找的是 `src/index.*`' },
  );
});

/** A small favicon for the sub-path tests below. */
const ICON = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);

/** The dev server answers `/favicon.ico` with the `public/` file and `<prefix>favicon.ico` with something else. */
async function servesPublicAtRootOnly(url: string, prefix: string): Promise<void> {
  const atRoot = await fetch(`${url}/favicon.ico`);
  assert.equal(atRoot.status, 200);
  assert.deepEqual(Buffer.from(await atRoot.arrayBuffer()), ICON);
  const underPrefix = await fetch(`${url}${prefix}favicon.ico`);
  assert.notDeepEqual(Buffer.from(await underPrefix.arrayBuffer()), ICON);
}

// guide/migration/cra, "Source maps and the homepage field" (review94c's doubt): the page said to define
// `process.env.PUBLIC_URL` as the sub-path, in every mode. The 0.5.9 dev server serves the `public` folder at `/`
// whatever the prefix (sirv mounted at the root: packages/core/src/server/getDevMiddlewares.ts), so a file linked as
// `${process.env.PUBLIC_URL}/favicon.ico` is not found in `rsbuild dev`. Run below: the dev server answers
// /favicon.ico with the file and /my-app/favicon.ico with something else; a build with the page's conditional define
// writes '/my-app', the dev server's bundle ''.
test('guide/migration/cra: PUBLIC_URL is the sub-path for the production build only; the dev server serves public/ at /', async () => {
  pageSays('guide/migration/cra', {
    en: "define `JSON.stringify(process.env.NODE_ENV === 'production' ? '/my-app' : '')` instead.",
    zh: "可以写成 `JSON.stringify(process.env.NODE_ENV === 'production' ? '/my-app' : '')`。",
  });
  const dir = project({
    'public/favicon.ico': ICON,
    'src/index.js': 'console.log("url:" + process.env.PUBLIC_URL + "/favicon.ico");\n',
    'rsbuild.config.mjs': `export default {
  output: { assetPrefix: '/my-app/' },
  source: { define: { 'process.env.PUBLIC_URL': JSON.stringify(process.env.NODE_ENV === 'production' ? '/my-app' : '') } },
};
`,
  });
  const server = await devServer(dir);
  try {
    await servesPublicAtRootOnly(server.url, '/my-app/');
    const js = await (await fetch(`${server.url}/static/js/index.js`)).text();
    assert.match(js, /"url:" \+ "" \+ "\/favicon\.ico"|url:\/favicon\.ico/);
  } finally {
    await server.stop();
  }
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  assert.match(distText(dir, /static\/js\/index\.\w+\.js$/), /url:\/my-app\/favicon\.ico/);
});

// guide/migration/vue-cli, the sub-directory advice (the same doubt of review94c as for CRA): it said to write the
// sub-path into `process.env.BASE_URL` and `templateParameters` in every mode. In `rsbuild dev` the favicon link then
// points to /admin/favicon.ico, which the dev server does not serve (it serves public/ at /). Run below with the page's
// conditional value: the dev page links /favicon.ico and gets the icon; the build writes /admin/favicon.ico.
test('guide/migration/vue-cli: BASE_URL is the sub-path for the production build only; the dev page then gets its favicon', async () => {
  pageSays('guide/migration/vue-cli', {
    en: "and for the production build here and in `templateParameters`: `process.env.NODE_ENV === 'production' ? '/admin/' : '/'`.",
    zh: "这里和 `templateParameters` 中则只在生产构建时使用它：`process.env.NODE_ENV === 'production' ? '/admin/' : '/'`。",
  });
  const dir = project({
    'public/favicon.ico': ICON,
    'public/index.html':
      '<!doctype html><html><head><link rel="icon" href="<%= BASE_URL %>favicon.ico"></head><body><div id="app"></div></body></html>\n',
    'src/index.js': 'console.log("base:" + process.env.BASE_URL);\n',
    'rsbuild.config.mjs': `const BASE_URL = process.env.NODE_ENV === 'production' ? '/admin/' : '/';
export default {
  html: { template: './public/index.html', templateParameters: { BASE_URL } },
  source: { define: { 'process.env.BASE_URL': JSON.stringify(BASE_URL) } },
  output: { assetPrefix: '/admin/' },
};
`,
  });
  const server = await devServer(dir);
  try {
    const html = await (await fetch(server.url)).text();
    assert.match(html, /<link rel="icon" href="\/favicon\.ico">/);
    await servesPublicAtRootOnly(server.url, '/admin/');
  } finally {
    await server.stop();
  }
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  assert.match(distText(dir, /index\.html$/), /<link rel="icon" href="\/admin\/favicon\.ico">/);
  assert.match(distText(dir, /static\/js\/index\.\w+\.js$/), /base:\/admin\//);
});
