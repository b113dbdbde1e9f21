// Facts behind statements fixed in review 79 (slice o), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/performance/chunk-split, split-by-size: with `minSize: 30000` and `maxSize: 100000`, the sample app of the page
//   (react, react-dom 18.2.0, lodash, axios, moment) is cut into 22 files, the largest 129.1 kB (react-dom, one module larger
//   than maxSize) and the smallest between 13.9 and 15.5 kB in a dozen builds (the cut moves a little from one build to the next,
//   even in the same folder); the page said "22 files of 12 to 129 kB", which no build gave.
// - config/performance/chunk-split, forceSplitting: a forced `react-dom` rule next to @rsbuild/plugin-react (the same priority
//   0 as lib-react) won in every development build (nine runs of NODE_ENV=development rsbuild build of the page's sample
//   app: static/js/my-react-dom.js, 1114.6 kB) and lost to lib-react in every production build (51 runs, CLI and API,
//   sample app and stand-in packages: no my-react-dom file). The page said it "won in some runs of the same build and lost
//   to lib-react in others"; what changes the winner is the mode. A forced lodash rule lost in both modes.
// - config/dev/asset-prefix, "Caveats": `rsbuild build` run with NODE_ENV=development is a development build and takes its
//   publicPath from dev.assetPrefix, not from output.assetPrefix (shared/src/chain.ts, getPublicPath: `isProd` decides); the
//   page said the option "has no effect on rsbuild build". A production build (NODE_ENV unset) ignores it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { cli } from './lib/rsbuild';
import { sampleProject } from './lib/sample-apps';
import { ROOT, devServer, project, rsbuild } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

/** The chunk-split page's sample app (its src/index.jsx and src/help.js blocks) with @rsbuild/plugin-react and this chunkSplit. */
function chunkSplitApp(name: string, chunkSplit: string): string {
  const en = page('en', 'config/performance/chunk-split');
  const block = (title: string): string => {
    const found = codeBlocks(en).find((b) => b.meta.includes(`title="${title}"`));
    assert.ok(found, `a block titled ${title}`);
    return found.code;
  };
  const { cwd, base } = sampleProject(name, { 'src/index.jsx': block('src/index.jsx'), 'src/help.js': block('src/help.js') });
  fs.writeFileSync(
    path.join(cwd, 'rsbuild.config.mjs'),
    `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({
  plugins: [pluginReact()],
  source: { alias: ${JSON.stringify(base.source?.alias)} },
  performance: { chunkSplit: ${chunkSplit} },
});
`,
  );
  return cwd;
}

test('config/performance/chunk-split "With minSize: 30000 and maxSize: 100000, the packages of the same app are cut into 22 files of about 15 to 129 kB"', async () => {
  for (const [lang, words] of [
    ['en', 'With `minSize: 30000` and `maxSize: 100000`, the packages of the same app are cut into 22 files of about 15 to 129 kB.'],
    ['zh', '设置 `minSize: 30000` 和 `maxSize: 100000` 后，同一应用中的包被拆成 22 个文件，体积约在 15 kB 到 129 kB 之间。'],
  ] as const) {
    assert.ok(page(lang, 'config/performance/chunk-split').includes(words), `${lang}: the page says so`);
  }
  const cwd = chunkSplitApp('review79o-split-by-size', "{ strategy: 'split-by-size', minSize: 30000, maxSize: 100000 }");
  const { code, output } = await cli(['build'], { cwd });
  assert.equal(code, 0, output);
  const table = output.slice(output.indexOf('Production file sizes:'));
  // The files the packages are cut into: numbered chunks of static/js (the entry's index.js and the async chunk aside).
  const sizes = [...table.matchAll(/^\s*dist\/static\/js\/\d+\.[0-9a-f]{8}\.js\s+([\d.]+) kB/gm)].map((m) => Number(m[1]));
  assert.equal(sizes.length, 22, table);
  const largest = Math.max(...sizes);
  const smallest = Math.min(...sizes);
  assert.ok(Math.abs(largest - 129.1) <= 0.2, `the largest is ${largest} kB`);
  assert.ok(smallest >= 13 && smallest <= 17, `the smallest is ${smallest} kB, "about 15"`);
});

test('config/performance/chunk-split "a forced react-dom rule next to @rsbuild/plugin-react won in development builds and lost to lib-react in production builds"', async () => {
  for (const [lang, words] of [
    [
      'en',
      'a forced `react-dom` rule next to `@rsbuild/plugin-react` won in development builds and lost to `lib-react` in production builds, so `rsbuild dev` and `rsbuild build` put the package in different files.',
    ],
    [
      'zh',
      '针对 `react-dom` 的强制规则在开发构建中胜出，在生产构建中输给 `lib-react`，因此 `rsbuild dev` 和 `rsbuild build` 会把这个包放进不同的文件。',
    ],
  ] as const) {
    assert.ok(page(lang, 'config/performance/chunk-split').includes(words), `${lang}: the page says so`);
  }
  const cwd = chunkSplitApp(
    'review79o-force-react-dom',
    "{ strategy: 'split-by-experience', forceSplitting: { 'my-react-dom': /node_modules[\\\\/]react-dom/ } }",
  );
  const jsFiles = (): Record<string, number> =>
    Object.fromEntries(
      fs
        .readdirSync(path.join(cwd, 'dist/static/js'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => [f.replace(/\.[0-9a-f]{8}\.js$/, '.js'), fs.statSync(path.join(cwd, 'dist/static/js', f)).size / 1000]),
    );
  // Production: react-dom stays in lib-react (react, react-dom and scheduler, 140.4 kB); no file of the forced group.
  const production = rsbuild(cwd, ['build']);
  assert.equal(production.code, 0, production.output);
  const prod = jsFiles();
  assert.equal(prod['my-react-dom.js'], undefined, JSON.stringify(prod));
  assert.ok(Math.abs(prod['lib-react.js'] - 140.4) <= 0.2, JSON.stringify(prod));
  // Development: the forced group takes react-dom (its development build), lib-react keeps react, scheduler and react-refresh.
  const development = rsbuild(cwd, ['build'], { NODE_ENV: 'development' });
  assert.equal(development.code, 0, development.output);
  const dev = jsFiles();
  assert.ok(dev['my-react-dom.js'] > 1000, JSON.stringify(dev));
  assert.ok(dev['lib-react.js'] < 300, JSON.stringify(dev));
  // The dev server is a development build too: its page loads the forced group's file.
  const server = await devServer(cwd);
  try {
    const html = await (await fetch(`${server.url}/`)).text();
    assert.match(html, /<script defer src="\/static\/js\/my-react-dom\.js"><\/script>/);
  } finally {
    await server.stop();
  }
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
