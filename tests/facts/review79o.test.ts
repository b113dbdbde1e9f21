// Facts behind statements fixed in review 79 (slice o), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/performance/chunk-split, split-by-size: with `minSize: 30000` and `maxSize: 100000`, the sample app of the page
//   (react, react-dom 18.2.0, lodash, axios, moment) is cut into 22 files, the largest 129.1 kB (react-dom, one module larger
//   than maxSize) and the smallest between 13.9 and 15.5 kB in a dozen builds (the cut moves a little from one build to the next,
//   even in the same folder); the page said "22 files of 12 to 129 kB", which no build gave.
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
import { ROOT, project, rsbuild } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

test('config/performance/chunk-split "With minSize: 30000 and maxSize: 100000, the packages of the same app are cut into 22 files of about 15 to 129 kB"', async () => {
  for (const [lang, words] of [
    ['en', 'With `minSize: 30000` and `maxSize: 100000`, the packages of the same app are cut into 22 files of about 15 to 129 kB.'],
    ['zh', '设置 `minSize: 30000` 和 `maxSize: 100000` 后，同一应用中的包被拆成 22 个文件，体积约在 15 kB 到 129 kB 之间。'],
  ] as const) {
    assert.ok(page(lang, 'config/performance/chunk-split').includes(words), `${lang}: the page says so`);
  }
  const en = page('en', 'config/performance/chunk-split');
  const block = (title: string): string => {
    const found = codeBlocks(en).find((b) => b.meta.includes(`title="${title}"`));
    assert.ok(found, `a block titled ${title}`);
    return found.code;
  };
  const { cwd, base } = sampleProject('review79o-split-by-size', {
    'src/index.jsx': block('src/index.jsx'),
    'src/help.js': block('src/help.js'),
  });
  fs.writeFileSync(
    path.join(cwd, 'rsbuild.config.mjs'),
    `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({
  plugins: [pluginReact()],
  source: { alias: ${JSON.stringify(base.source?.alias)} },
  performance: { chunkSplit: { strategy: 'split-by-size', minSize: 30000, maxSize: 100000 } },
});
`,
  );
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
