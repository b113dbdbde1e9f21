// Facts behind the thirty-first round's (b) items, as readers describe the problem: switching the backend API URL
// between localhost in development and the real domain in production (API_BASE_URL for the production build; 怎么配置
// 地址，可能存在多个环境，地址需要根据环境改变; 如何在生产和开发下调用不同接口), 开发模式下 process.env.VITE_APP_TITLE
// 取不到值, 项目自由部署、部署在任意目录下面 (publicPath), and 打包后上传到 OSS 资源路径错了 404. Each test runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), with Chromium where the page decides.
//
// Resting on other sources, not run here:
// - guide/advanced/env-vars: that Create React App's answer to switching the backend URL was a condition on
//   process.env.NODE_ENV is the report (facebook/create-react-app#2753); that vue-enterprise-boilerplate reads
//   API_BASE_URL from the shell is the report (bencodezen/vue-enterprise-boilerplate#163). That the reader's template reads
//   VITE_APP_TITLE as a Vite project does is GeekQiaQia/vue3.0-template-admin#81; Vite is not run.
// - config/output/asset-prefix: that OSS (Alibaba Cloud Object Storage Service) serves the uploaded files of a bucket
//   at paths below its domain, as the static host of the test does, is OSS's documentation of static website hosting;
//   OSS is not run. That hash routing keeps the document's path at the folder of index.html is the URL standard (the
//   fragment is not part of the path).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distText, project, sharedBrowser, staticHost, visit } from './topics-support';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars: one API URL per environment (items 1 to 4)

test('guide/advanced/env-vars "switching the backend API URL: localhost in development, the real domain in production; API_BASE_URL for the production build": with PUBLIC_API_BASE_URL in .env.development and .env.production, rsbuild dev serves the localhost URL and rsbuild build writes only the real domain', async () => {
  const code = "const baseURL = process.env.PUBLIC_API_BASE_URL;\nconsole.log('GET ' + baseURL + '/users');\n";
  const dir = project({
    '.env.development': 'PUBLIC_API_BASE_URL=http://localhost:9000\n',
    '.env.production': 'PUBLIC_API_BASE_URL=https://api.example.com\n',
    'src/index.js': code,
  });
  const dev = await devServer(dir);
  try {
    const js = await (await fetch(`${dev.url}/static/js/index.js`)).text();
    assert.ok(js.includes('http://localhost:9000'));
    assert.ok(!js.includes('https://api.example.com'));
  } finally {
    await dev.stop();
  }
  build(dir);
  const out = distText(dir, /\.js$/);
  assert.ok(out.includes('https://api.example.com'));
  assert.ok(!out.includes('localhost:9000'));
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars: process.env.VITE_APP_TITLE in development (item 5)

test("guide/advanced/env-vars \"开发模式下 process.env.VITE_APP_TITLE 取不到值\": with VITE_APP_TITLE in .env.development, process.env.VITE_APP_TITLE in src stays as written in the JavaScript rsbuild dev serves, and the page throws process is not defined; with loadEnv({ prefixes: ['VITE_'] }) passed to source.define, the dev server's JavaScript holds the value and the page reads it", async () => {
  const files = {
    '.env.development': 'VITE_APP_TITLE=Admin dev\n',
    'src/index.js': 'document.body.dataset.title = process.env.VITE_APP_TITLE;\n',
  };
  const read = () => document.body.dataset.title;
  const dev = await devServer(project(files));
  try {
    const js = await (await fetch(`${dev.url}/static/js/index.js`)).text();
    assert.ok(js.includes('process.env.VITE_APP_TITLE'));
    const { errors, value } = await visit(browser(), `${dev.url}/`, read);
    assert.ok(errors.includes('Uncaught ReferenceError: process is not defined'), errors.join('\n'));
    assert.equal(value, undefined);
  } finally {
    await dev.stop();
  }
  const exposed = await devServer(
    project(
      {
        ...files,
        'rsbuild.config.mjs':
          "import { loadEnv } from '@rsbuild/core';\nconst { publicVars } = loadEnv({ prefixes: ['VITE_'] });\nexport default { source: { define: publicVars } };\n",
      },
      { '@rsbuild/core': 'rsbuild-0.5' },
    ),
  );
  try {
    const { errors, value } = await visit(browser(), `${exposed.url}/`, read);
    assert.deepEqual(errors, []);
    assert.equal(value, 'Admin dev');
  } finally {
    await exposed.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix: any folder (item 6), OSS (item 7)

const app = {
  'src/index.js': "import('./lazy.js').then(({ name }) => { document.body.dataset.ready = name + ' ' + location.hash; });\n",
  'src/lazy.js': "export const name = 'lazy';\n",
};

test('config/output/asset-prefix "项目自由部署，想部署在任意目录下面": one build with assetPrefix \'auto\' and hash routes renders, lazy chunk included, at /#/base/user and at /any/dir/#/base/user; with history routes, /any/dir/base/user (answered with index.html) does not', async (t) => {
  const dir = project({ ...app, 'rsbuild.config.mjs': "export default { output: { assetPrefix: 'auto' } };\n" });
  build(dir);
  const dist = path.join(dir, 'dist');
  const root = await staticHost(t, dist);
  const nested = await staticHost(t, dist, { folder: 'any/dir', fallback: true });
  const read = () => document.body.dataset.ready;
  assert.equal((await visit(browser(), `${root}/#/base/user`, read)).value, 'lazy #/base/user');
  assert.equal((await visit(browser(), `${nested}/any/dir/#/base/user`, read)).value, 'lazy #/base/user');
  assert.equal((await visit(browser(), `${nested}/any/dir/base/user`, read)).value, undefined);
});

test('config/output/asset-prefix "上传到 OSS 后 index.html 能访问，但资源路径错了 404": with the files served below /yt/, the default prefix requests /static/js/... (404, nothing runs); assetPrefix \'/yt/\' or the full address of the folder renders the page', async (t) => {
  const read = () => document.body.dataset.ready;
  const served = async (assetPrefix?: string | ((origin: string) => string)) => {
    const dir = project(app);
    const dist = path.join(dir, 'dist');
    const origin = await staticHost(t, dist, { folder: 'yt' });
    const prefix = typeof assetPrefix === 'function' ? assetPrefix(origin) : assetPrefix;
    const config = prefix === undefined ? '{}' : `{ output: { assetPrefix: ${JSON.stringify(prefix)} } }`;
    // The config is written once the host listens, so that it can name the host's address.
    fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), `export default ${config};\n`);
    build(dir);
    const html = distText(dir, /^index\.html$/);
    const script = /<script defer="defer" src="([^"]+)"/.exec(html)?.[1] ?? '';
    return { script, value: (await visit(browser(), `${origin}/yt/index.html`, read)).value };
  };
  const plain = await served();
  assert.match(plain.script, /^\/static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.equal(plain.value, undefined);
  const sub = await served('/yt/');
  assert.match(sub.script, /^\/yt\/static\/js\//);
  assert.equal(sub.value, 'lazy ');
  const full = await served((origin) => `${origin}/yt/`);
  assert.match(full.script, /^http:\/\/localhost:\d+\/yt\/static\/js\//);
  assert.equal(full.value, 'lazy ');
});
