// Facts behind statements fixed in review 79 (slice o), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/performance/chunk-split, split-by-size: with `minSize: 30000` and `maxSize: 100000`, the sample app of the page
//   (react, react-dom 18.2.0, lodash, axios, moment) is cut into about 20 files, the largest 129 kB (react-dom, one module
//   larger than maxSize). Where the cuts fall moves from one build to the next, even in the same folder, and the file names
//   with it: in 48 builds in 13 folders (review 80) there were 22 files or 21, the smallest 11.9 to 17.4 kB. Review 79 had
//   written "22 files of about 15 to 129 kB" from a dozen builds, and its test asserted exactly 22 and 13 to 17 kB.
// - config/performance/chunk-split, forceSplitting: a forced `react-dom` rule next to @rsbuild/plugin-react (the same priority
//   0 as lib-react) has no fixed winner: the same build gives the same answer every time in one folder, but copies of the
//   project whose react-dom files sit in other folders gave the other answer on some machines (six copies under /tmp:
//   production 3 forced / 3 lib-react, development 4 forced / 2 lib-react). Session 79 had written "won in development
//   builds, lost in production builds" from one folder; the page said until session 84 that the two modes disagree in
//   some folders, which CI's 64 folders of session 83 did not reproduce; until session 87 that the folder decided, which
//   session 86's CI (lib-react in all 32 folders) did not reproduce.
//   A forced lodash rule lost in both modes in every folder tried (eight).
// - config/dev/asset-prefix, "Caveats": `rsbuild build` run with NODE_ENV=development is a development build and takes its
//   publicPath from dev.assetPrefix, not from output.assetPrefix (shared/src/chain.ts, getPublicPath: `isProd` decides); the
//   page said the option "has no effect on rsbuild build". A production build (NODE_ENV unset) ignores it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { cli } from './lib/rsbuild';
import { chunkSplitApp } from './lib/sample-apps';
import { page, project, rsbuild } from './topics-support';

test('config/performance/chunk-split "With minSize: 30000 and maxSize: 100000, the packages of the same app are cut into about 20 files of up to 129 kB; where the cuts fall can move between two builds of unchanged code, and the file names with it"', async () => {
  for (const [lang, words] of [
    [
      'en',
      'With `minSize: 30000` and `maxSize: 100000`, the packages of the same app are cut into about 20 files of up to 129 kB; where the cuts fall can move between two builds of unchanged code, and the file names with it (21 or 22 files, the smallest 12 to 17 kB, in our builds).',
    ],
    [
      'zh',
      '设置 `minSize: 30000` 和 `maxSize: 100000` 后，同一应用中的包被拆成约 20 个文件，最大 129 kB；代码不变时，两次构建的拆分位置和文件名也可能不同（我们的构建中为 21 或 22 个文件，最小 12 kB 到 17 kB）。',
    ],
  ] as const) {
    assert.ok(page(lang, 'config/performance/chunk-split').includes(words), `${lang}: the page says so`);
  }
  const cwd = chunkSplitApp('review79o-split-by-size', "{ strategy: 'split-by-size', minSize: 30000, maxSize: 100000 }");
  // Build until two builds of the same folder have cut differently (or give up after eight); every build is checked.
  const seen = new Set<string>();
  for (let i = 0; i < 8 && seen.size < 2; i += 1) {
    const { code, output } = await cli(['build'], { cwd });
    assert.equal(code, 0, output);
    const table = output.slice(output.indexOf('Production file sizes:'));
    // The files the packages are cut into: numbered chunks of static/js (the entry's index.js and the async chunk aside).
    const chunks = [...table.matchAll(/^\s*dist\/static\/js\/(\d+\.[0-9a-f]{8}\.js)\s+([\d.]+) kB/gm)];
    const sizes = chunks.map((m) => Number(m[2]));
    assert.ok(sizes.length >= 20 && sizes.length <= 23, `about 20 files: ${sizes.length}\n${table}`);
    assert.ok(Math.abs(Math.max(...sizes) - 129) <= 0.5, `the largest is ${Math.max(...sizes)} kB, "up to 129 kB"`);
    assert.ok(Math.min(...sizes) >= 10 && Math.min(...sizes) <= 20, `the smallest is ${Math.min(...sizes)} kB`);
    seen.add(
      chunks
        .map((m) => m[1])
        .sort()
        .join(' '),
    );
  }
  assert.equal(seen.size, 2, 'two builds of unchanged code with different file names');
});

test('config/performance/chunk-split "a forced react-dom rule next to @rsbuild/plugin-react won in some folders and lost to lib-react in others; on another machine it lost in all 32 folders tried"', () => {
  for (const [lang, words] of [
    [
      'en',
      'In our 0.5.9 builds, a forced `react-dom` rule next to `@rsbuild/plugin-react` won in some folders and lost to `lib-react` in others; on another machine it lost in all 32 folders tried.',
    ],
    [
      'zh',
      '在 0.5.9 的构建中，与 `@rsbuild/plugin-react` 同用时，`react-dom` 的强制规则在有的目录下胜出，在有的目录下输给 `lib-react`；在另一台机器上，试过的 32 个目录全都输给了 `lib-react`。',
    ],
  ] as const) {
    assert.ok(page(lang, 'config/performance/chunk-split').includes(words), `${lang}: the page says so`);
  }
  const original = chunkSplitApp(
    'review79o-force-react-dom',
    "{ strategy: 'split-by-experience', forceSplitting: { 'my-react-dom': /node_modules[\\\\/]react-dom/ } }",
  );
  /** Builds a copy of the app in folder `name` (react-dom copied in, so its files sit there) and says which group took react-dom. */
  const winner = (name: string): 'forced' | 'lib-react' => {
    const cwd = path.join(path.dirname(original), name);
    fs.cpSync(original, cwd, { recursive: true, verbatimSymlinks: true, filter: (f) => !f.includes(`${path.sep}dist`) });
    const reactDom = path.join(cwd, 'node_modules/react-dom');
    const real = fs.realpathSync(reactDom);
    fs.rmSync(reactDom);
    fs.cpSync(real, reactDom, { recursive: true, dereference: true });
    const run = rsbuild(cwd, ['build']);
    assert.equal(run.code, 0, run.output);
    const files = fs.readdirSync(path.join(cwd, 'dist/static/js'));
    fs.rmSync(cwd, { recursive: true, force: true });
    const has = (group: string) => files.some((f) => f.startsWith(`${group}.`));
    assert.ok(has('lib-react'), files.join(' '));
    return has('my-react-dom') ? 'forced' : 'lib-react';
  };
  // Which group wins depends on where react-dom's files sit, and how it depends differs between machines: review 80's 48
  // folders gave the forced group 8 of 48 production builds, six copies under /tmp 3 of 6, session 83's CI both winners,
  // session 86's CI none in 32 folders (production and development). What holds on every machine tried is that the
  // forced rule does not always win; the folders where it does are counted and printed, not asserted.
  const winners: string[] = [];
  for (let i = 0; i < 8 && !winners.includes('lib-react'); i += 1) winners.push(winner(`review79o-react-dom-${i}`));
  console.log(`forced react-dom rule, production builds in ${winners.length} folders: ${winners.join(', ')}`);
  assert.ok(winners.includes('lib-react'), `lib-react took react-dom in one of ${winners.length} folders: ${winners}`);
});

test('config/dev/asset-prefix "Only development builds use this option: rsbuild dev, and rsbuild build run with NODE_ENV=development. A production build and rsbuild preview ignore it"', () => {
  for (const [lang, words] of [
    ['en', 'Only development builds use this option: `rsbuild dev`, and `rsbuild build` run with `NODE_ENV=development`.'],
    ['zh', '只有开发构建会使用该选项：`rsbuild dev`，以及在 `NODE_ENV=development` 下运行的 `rsbuild build`。'],
  ] as const) {
    assert.ok(page(lang, 'config/dev/asset-prefix').includes(words), `${lang}: the page says so`);
  }
  const dir = project({
    'src/index.js': 'document.body.dataset.prefix = process.env.ASSET_PREFIX;\n',
    'rsbuild.config.mjs': "export default { dev: { assetPrefix: '/dev-prefix/' }, output: { assetPrefix: '/prod-prefix/' } };\n",
  });
  const scripts = (): string[] => fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8').match(/<script[^>]*>/g) ?? [];
  // NODE_ENV=development: a development build (no hash, bare defer) that loads its script below dev.assetPrefix.
  const development = rsbuild(dir, ['build'], { NODE_ENV: 'development' });
  assert.equal(development.code, 0, development.output);
  assert.deepEqual(scripts(), ['<script defer src="/dev-prefix/static/js/index.js">']);
  assert.ok(fs.readFileSync(path.join(dir, 'dist/static/js/index.js'), 'utf8').includes('"/dev-prefix"'), 'process.env.ASSET_PREFIX');
  // Without NODE_ENV: a production build, which takes output.assetPrefix.
  const production = rsbuild(dir, ['build']);
  assert.equal(production.code, 0, production.output);
  assert.deepEqual(
    scripts().map((s) => s.replace(/\.[0-9a-f]{8}\.js/, '.[hash].js')),
    ['<script defer="defer" src="/prod-prefix/static/js/index.[hash].js">'],
  );
});
