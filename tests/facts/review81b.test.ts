// Facts behind the accuracy review of session 81 (slice b): config/output/asset-prefix, guide/start/quick-start and
// guide/start/index, in both languages. Each test runs @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts),
// names the page and the sentence it backs, and checks that both languages say it.
//
// - config/output/asset-prefix, the relative-links item: "Rsbuild 0.5.9 reads none of them" ("homepage": ".",
//   PUBLIC_URL=., Vite's base). PUBLIC_URL is read: loadEnv (packages/core/src/loadEnv.ts) hands every variable of
//   process.env that starts with PUBLIC_ to source.define, so process.env.PUBLIC_URL in the code becomes ".". What holds
//   is that none of them sets the prefix.
// - config/output/asset-prefix, the umi and Vite item: "Rsbuild reads neither option nor any VITE_ variable". The CLI
//   loads the .env files before the configuration (packages/core/src/cli/init.ts, loadEnv; dotenv-expand writes what it
//   parsed to process.env), VITE_ variables included, so rsbuild.config can read a VITE_BASE of .env.production. What
//   holds is that Rsbuild uses none: the prefix stays '/', and process.env.VITE_BASE in the code is left as it is.
// - config/output/asset-prefix, the CDN background image item: "Images below 10000 bytes are inlined as base64". The
//   limit is inclusive (output.dataUriLimit, 10000 by default: an asset is inlined when its size is at most the limit):
//   an image of exactly 10000 bytes is inlined too.
// - guide/start/quick-start: "it prints a Network address for every network interface of your machine". 0.5.9 prints one
//   for each IPv4 address that is not internal or 127.0.0.1 (getAddressUrls and getIpv4Interfaces,
//   packages/shared/src/url.ts): an interface with IPv6 addresses only gets no line, one with two IPv4 addresses two.
import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { PNG, build, devServer, distText, page, pageSays, project } from './topics-support';

/** The script URLs of the built index.html, with their content hash written as [hash]. */
const scripts = (dir: string): string[] =>
  [...distText(dir, /^index\.html$/).matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1].replace(/\.[0-9a-f]{8}\./, '.[hash].'));

// ---------------------------------------------------------------------------------------------------------
// config/output/asset-prefix

test('config/output/asset-prefix "Rsbuild 0.5.9 takes the prefix from none of them and says nothing" ("homepage": ".", PUBLIC_URL=.): the HTML keeps /static/js/index.[hash].js without a warning, while PUBLIC_URL, a PUBLIC_ variable, is read and replaces process.env.PUBLIC_URL in the code with "."', () => {
  pageSays('config/output/asset-prefix', {
    en: 'Rsbuild 0.5.9 takes the prefix from none of them and says nothing:',
    zh: 'Rsbuild 0.5.9 不会从其中任何一个取前缀，也没有任何提示：',
  });
  for (const lang of ['en', 'zh'] as const) {
    assert.doesNotMatch(page(lang, 'config/output/asset-prefix'), /reads none of them|一个都不读取/, lang);
  }
  const dir = project({
    'package.json': '{ "name": "fact", "private": true, "homepage": "." }\n',
    'src/index.js': 'globalThis.publicUrl = process.env.PUBLIC_URL;\n',
  });
  const run = build(dir, { PUBLIC_URL: '.' });
  assert.doesNotMatch(run.output, /warn|homepage|PUBLIC_URL/i);
  assert.deepEqual(scripts(dir), ['/static/js/index.[hash].js']);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(js, /publicUrl="\."/);
  assert.doesNotMatch(js, /process\.env\.PUBLIC_URL/);
});

test('config/output/asset-prefix "Rsbuild reads neither option, uses no VITE_ variable, and says nothing about them": with VITE_BASE=/admin/ in .env.production the HTML keeps /static/js/index.[hash].js and process.env.VITE_BASE stays unreplaced in the code, though the CLI loads it into process.env (a config that reads it gets /admin/)', () => {
  pageSays('config/output/asset-prefix', {
    en: 'Rsbuild reads neither option, uses no `VITE_` variable, and says nothing about them:',
    zh: 'Rsbuild 不读取这两个选项，也不使用任何 `VITE_` 变量，并且不会给出提示：',
  });
  const files = { '.env.production': 'VITE_BASE=/admin/\n', 'src/index.js': 'globalThis.base = process.env.VITE_BASE;\n' };
  const unused = project(files);
  const run = build(unused);
  assert.doesNotMatch(run.output, /warn|VITE/i);
  assert.deepEqual(scripts(unused), ['/static/js/index.[hash].js']);
  assert.match(distText(unused, /^static\/js\/index\.[0-9a-f]{8}\.js$/), /base=process\.env\.VITE_BASE/);

  const read = project({ ...files, 'rsbuild.config.mjs': "export default { output: { assetPrefix: process.env.VITE_BASE ?? '/' } };\n" });
  build(read);
  assert.deepEqual(scripts(read), ['/admin/static/js/index.[hash].js']);
});

test('config/output/asset-prefix "Images of up to 10000 bytes are inlined as base64 instead": with a CDN prefix, a url() of the CSS to an image of exactly 10000 bytes becomes a data:image/png;base64 URL, one of 10001 bytes the CDN address', () => {
  pageSays('config/output/asset-prefix', {
    en: 'Images of up to 10000 bytes are inlined as base64 instead',
    zh: '不超过 10000 字节的图片会直接内联为 base64',
  });
  const image = (size: number): Buffer => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
  const dir = project({
    'rsbuild.config.mjs': "export default { output: { assetPrefix: 'https://cdn.example.com/assets/' } };\n",
    'src/index.js': "import './styles/index.css';\n",
    'src/styles/index.css': ".a { background: url('../assets/even.png'); }\n.b { background: url('../assets/over.png'); }\n",
    'src/assets/even.png': image(10_000),
    'src/assets/over.png': image(10_001),
  });
  build(dir);
  const css = distText(dir, /^static\/css\/index\.[0-9a-f]{8}\.css$/);
  assert.match(css, /\.a\{background:url\(data:image\/png;base64,/);
  assert.match(css, /\.b\{background:url\(https:\/\/cdn\.example\.com\/assets\/static\/image\/over\.[0-9a-f]{8}\.png\)\}/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/start/quick-start

test('guide/start/quick-start "The server listens on all network interfaces (0.0.0.0) by default, so it also prints a Network address for each non-loopback IPv4 address of your machine": rsbuild dev prints a Local line for localhost (on a machine with a loopback IPv4 address) and one Network line per other IPv4 address of this machine, none for its IPv6 addresses', async () => {
  pageSays('guide/start/quick-start', {
    en: 'so it also prints a `Network` address for each non-loopback IPv4 address of your machine.',
    zh: '因此还会为本机每个非回环的 IPv4 地址打印一个 `Network` 地址。',
  });
  // What the machine has: its external IPv4 addresses, whether it has a loopback one (the Local line), its IPv6 ones.
  const ipv4 = new Set<string>();
  const ipv6: string[] = [];
  let loopback = false;
  for (const details of Object.values(os.networkInterfaces())) {
    for (const d of details ?? []) {
      const v4 = d.family === 'IPv4' || (d.family as unknown) === 4;
      if (v4 && (d.internal || d.address === '127.0.0.1')) loopback = true;
      else if (v4) ipv4.add(d.address);
      else if (!d.internal) ipv6.push(d.address);
    }
  }
  const server = await devServer(project({ 'src/index.js': "document.title = 'app';\n" }));
  try {
    const log = server.log();
    assert.deepEqual(
      [...log.matchAll(/> Local:\s+(\S+)/g)].map((m) => m[1]),
      loopback ? [`http://localhost:${server.port}/`] : [],
    );
    assert.deepEqual(
      [...log.matchAll(/> Network:\s+(\S+)/g)].map((m) => m[1]).sort(),
      [...ipv4].map((a) => `http://${a}:${server.port}/`).sort(),
    );
    for (const address of ipv6) assert.ok(!log.includes(address), `no line for ${address}`);
  } finally {
    await server.stop();
  }
});
