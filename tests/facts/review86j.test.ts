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
