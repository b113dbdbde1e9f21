// Facts behind the second accuracy review of session 86 (slice j): guide/basic/output-files and
// config/output/filename-hash, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - config/output/filename-hash, under "Where the hash appears": "So with the defaults, a development build writes
//   static/js/index.js and static/image/logo.3cf9400b.png". rsbuild dev writes nothing to disk without
//   dev.writeToDisk: it serves /static/js/index.js and /static/image/logo.[hash].png from memory (no dist/ appears),
//   and the production build writes the image under the same hashed name.
// - guide/basic/output-files, the item on a dist without index.html: "when output.targets holds only 'node': dist
//   then has server/index.js alone". Only for an app without lazy chunks, emitted assets or legal comments: a node
//   build writes everything below dist/server/, its chunks (server/797.js), its images (server/static/image/) and
//   server/index.js.LICENSE.txt too, and no HTML.
// - config/output/filename-hash, the JS cache item: "If your build writes a plain index.js, you are looking at rsbuild
//   dev output or the hash was turned off (filenameHash: false or an output.filename template)". Overstated: with
//   NODE_ENV=staging in the environment, rsbuild build (which sets NODE_ENV only when it is empty) writes
//   static/js/index.js and static/css/index.css with the default filenameHash. The item now names that cause too.
//   (Not added to the 143.js item: such a build names its lazy chunk src_lazy_js.js, by path, not by a number.)
// - config/output/filename-hash, "Every build generates new hashes": "the folder of the project does not enter the hash:
//   a copy of the project built in another folder, as a CI job that checks out to a new path each time does, writes
//   the same names". Shown only for a sibling folder (common-problems-round25b). A copy one level deeper, with the
//   packages outside the project as in these tests, gives the entry of an app that imports CSS a new hash (the CSS
//   and the async chunk keep theirs); without the CSS import the entry keeps its name too. The page now says that the
//   folder's name does not enter the hash, paths relative to the project do.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, pageSays, project } from './topics-support';

/** 12,000 bytes, over the 10,000-byte inline limit, so the image is emitted as a file. */
const LOGO = Buffer.from(Array.from({ length: 12_000 }, (_, i) => (i * 31 + ((i * i) >> 3)) & 0xff));

test('config/output/filename-hash: rsbuild dev serves static/js/index.js and the hashed image from memory; build writes the same image name', async () => {
  const dir = project({
    'src/index.js': 'import logo from \'./logo.png\';\ndocument.body.innerHTML = `<img src="${logo}">`;',
    'src/logo.png': LOGO,
  });
  const server = await devServer(dir);
  let devImage: string;
  try {
    const js = await fetch(`${server.url}/static/js/index.js`);
    assert.equal(js.status, 200);
    const code = await js.text();
    const image = code.match(/static\/image\/logo\.[0-9a-f]{8}\.png/);
    assert.ok(image, 'the dev script names a hashed image');
    devImage = image[0];
    assert.equal((await fetch(`${server.url}/${devImage}`)).status, 200);
    assert.equal(fs.existsSync(path.join(dir, 'dist')), false, 'rsbuild dev wrote no dist/');
  } finally {
    await server.stop();
  }
  assert.equal(build(dir).code, 0);
  const files = distFiles(dir);
  assert.ok(files.includes(devImage), `the build writes ${devImage}: ${files.join(', ')}`);
  assert.ok(files.some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)));
  pageSays(
    'config/output/filename-hash',
    {
      en: '`rsbuild dev` serves `static/js/index.js` and `static/image/logo.3cf9400b.png` from memory (it writes them to disk only with [dev.writeToDisk](/config/dev/write-to-disk))',
      zh: '`rsbuild dev` 在内存中提供 `static/js/index.js` 和 `static/image/logo.3cf9400b.png`（开启 [dev.writeToDisk](/zh/config/dev/write-to-disk) 才会写入磁盘）',
    },
    { en: 'a development build writes `static/js/index.js`', zh: '开发构建会生成 `static/js/index.js`' },
  );
});

test('guide/basic/output-files: a node-only build writes only dist/server/, with index.js, its chunks and its assets', () => {
  const dir = project({
    'src/index.js': "import logo from './logo.png';\nimport('./lazy').then((m) => console.log(m, logo));",
    'src/lazy.js': 'export const a = 1;',
    'src/logo.png': LOGO,
    'rsbuild.config.mjs': "export default { output: { targets: ['node'] } };",
  });
  assert.equal(build(dir).code, 0);
  const files = distFiles(dir);
  assert.ok(files.includes('server/index.js'));
  assert.ok(
    files.every((f) => f.startsWith('server/')),
    `all below server/: ${files.join(', ')}`,
  );
  assert.ok(
    files.some((f) => /^server\/\d+\.js$/.test(f)),
    'a lazy chunk beside index.js',
  );
  assert.ok(
    files.some((f) => /^server\/static\/image\/logo\.[0-9a-f]{8}\.png$/.test(f)),
    'the image below server/',
  );
  assert.ok(files.length > 1, 'not server/index.js alone');
  pageSays(
    'guide/basic/output-files',
    {
      en: '`dist` then holds only the `server/` folder: `server/index.js`, with the chunks and assets it uses beside it.',
      zh: '这时 `dist` 下只有 `server/` 一个目录：`server/index.js`，以及它用到的 chunk 和静态资源。',
    },
    { en: '`dist` then has `server/index.js` alone.', zh: '这时 `dist` 中只有 `server/index.js`。' },
  );
});

test('config/output/filename-hash: with NODE_ENV=staging, rsbuild build writes a plain index.js with the default filenameHash', () => {
  const dir = project({
    'src/index.js': "import './a.css';\nimport('./lazy').then((m) => console.log(m));",
    'src/a.css': 'body { color: red; }',
    'src/lazy.js': 'export const a = 1;',
  });
  assert.equal(build(dir, { NODE_ENV: 'staging' }).code, 0);
  const files = distFiles(dir);
  assert.ok(files.includes('static/js/index.js'), files.join(', '));
  assert.ok(files.includes('static/css/index.css'));
  assert.ok(files.includes('static/js/async/src_lazy_js.js'), 'the lazy chunk is named by its path, not by a number');
  pageSays('config/output/filename-hash', {
    en: '`NODE_ENV` is set to a value other than `production` when you build (see the Vue CLI item below)',
    zh: '要么构建时 `NODE_ENV` 被设成了 `production` 以外的值（见下文 Vue CLI 那一条）',
  });
});

test('config/output/filename-hash: a copy one level deeper, packages outside, gives the entry of an app that imports CSS a new hash; a sibling copy does not', () => {
  const files = {
    'package.json': '{ "name": "fact", "private": true }\n',
    'src/index.js': "import './a.css';\nimport('./lazy').then((m) => console.log(m));",
    'src/a.css': 'body { color: red; }',
    'src/lazy.js': 'export const a = 1;',
  };
  const here = project(files);
  const sibling = project(files);
  const deeper = path.join(project({}), 'deeper');
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(deeper, file)), { recursive: true });
    fs.writeFileSync(path.join(deeper, file), content);
  }
  for (const dir of [here, sibling, deeper]) assert.equal(build(dir).code, 0);
  const names = (dir: string) => distFiles(dir).filter((f) => !f.endsWith('.txt'));
  assert.deepEqual(names(sibling), names(here), 'a sibling copy writes the same names');
  const entry = (dir: string) => names(dir).find((f) => /^static\/js\/index\./.test(f));
  assert.notEqual(entry(deeper), entry(here), 'the entry of the deeper copy has another hash');
  assert.deepEqual(
    names(deeper).filter((f) => f !== entry(deeper)),
    names(here).filter((f) => f !== entry(here)),
    'the CSS and the async chunk keep their names',
  );
  pageSays(
    'config/output/filename-hash',
    {
      en: 'a copy one level deeper, with its packages left outside the project, gave the entry file of an app that imports CSS a new name',
      zh: '复制到深一层的目录、依赖包仍留在项目之外时，引入了 CSS 的应用的入口文件换了名字',
    },
    {
      en: 'the folder of the project does not enter the hash',
      zh: '项目所在的目录不会影响 hash',
    },
  );
});
