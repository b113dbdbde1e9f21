// Facts behind statements fixed in review 79 (slice l), read from and run with @rsbuild/core 0.5.9 and @rsbuild/shared
// 0.5.9 (their installed packages; the CLI in throw-away projects):
// - config/tools/sass, sass.implementation: "Type: `any`". The page said `unknown`, the type of less-loader's option in
//   the same file. 0.5.9 types tools.sass as SassLoaderOptions (@rsbuild/shared dist/types/thirdParty.d.ts:
//   `Omit<SassLoader.Options, 'sassOptions'> & …`), and the bundled sass-loader's LoaderOptions declare
//   `implementation?: any` (compiled/sass-loader/interfaces.d.ts).
// - plugins/list/plugin-image-compress, "How it works": files of the `public` folder are not compressed because
//   "Rsbuild copies them into the output directory before the compilation, outside Rspack". The page said "after the
//   build". 0.5.9 copies the folder in an onBeforeBuild hook (packages/core/src/plugins/server.ts, fse.copy of
//   server.publicDir to the dist path); the test below looks from the stage at which the image minimizers of
//   @rsbuild/plugin-image-compress run (processAssets, PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE): the public file is already
//   on disk in dist/ and is not one of the compilation's assets, while an imported image is. The plugin itself is not a
//   dependency of this site: run by hand for this review with its 0.5.9 source built with esbuild, @napi-rs/image 1.9.1
//   and svgo 3.2.0, a 120 kB PNG in public/ came out of `rsbuild build` byte for byte, while the same PNG imported
//   from src/ went down to 10.8 kB.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, ROOT, build, distFiles, page, project } from './topics-support';

test('config/tools/sass "sass.implementation Type: any": tools.sass is SassLoaderOptions, whose implementation comes from the bundled sass-loader as `implementation?: any`', () => {
  assert.ok(page('en', 'config/tools/sass').includes('- **Type:** `any` (a Sass module, or the path to one)'));
  assert.ok(page('zh', 'config/tools/sass').includes('- **类型：** `any`（Sass 模块或其路径）'));
  const shared = path.join(ROOT, 'node_modules/rsbuild-shared-0.5');
  const thirdParty = fs.readFileSync(path.join(shared, 'dist/types/thirdParty.d.ts'), 'utf8');
  assert.match(thirdParty, /export type SassLoaderOptions = Omit<SassLoader\.Options, 'sassOptions'> &/);
  assert.match(thirdParty, /import type \* as SassLoader from '\.\.\/\.\.\/compiled\/sass-loader'/);
  const loaderOptions = fs.readFileSync(path.join(shared, 'compiled/sass-loader/interfaces.d.ts'), 'utf8');
  assert.match(loaderOptions, /^\s*implementation\?: any;$/m);
  // The `unknown` the page had is the type of the Less option.
  assert.match(thirdParty, /^\s*implementation\?: unknown;$/m);
});

test('plugins/list/plugin-image-compress "files of the public folder, which Rsbuild copies into the output directory before the compilation, outside Rspack": at the processAssets stage of the image minimizers, public/big.png is already in dist/ and is not an asset, an imported image is', () => {
  assert.ok(
    page('en', 'plugins/list/plugin-image-compress').includes(
      'which Rsbuild copies into the output directory before the compilation, outside Rspack',
    ),
  );
  assert.ok(
    page('zh', 'plugins/list/plugin-image-compress').includes('Rsbuild 在编译开始之前就把它们直接复制到产物目录，它们不经过 Rspack'),
  );
  const big = Buffer.concat([PNG, Buffer.alloc(20_000, 1)]);
  const dir = project({
    'public/big.png': big,
    'src/photo.png': PNG,
    'src/index.js': "import photo from './photo.png';\nconsole.log(photo);\n",
    'rsbuild.config.mjs': `import fs from 'node:fs';
import path from 'node:path';

const probe = {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.compilation.tap('probe', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'probe', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE }, (assets) => {
        const report = { assets: Object.keys(assets).sort(), onDisk: fs.existsSync(path.resolve('dist/big.png')) };
        fs.writeFileSync(path.resolve('probe.json'), JSON.stringify(report));
      });
    });
  },
};

export default {
  output: { dataUriLimit: 0 },
  tools: { rspack: (config) => { config.plugins.push(probe); } },
};
`,
  });
  build(dir);
  const report = JSON.parse(fs.readFileSync(path.join(dir, 'probe.json'), 'utf8')) as { assets: string[]; onDisk: boolean };
  assert.equal(report.onDisk, true, 'the public file is in dist/ before the assets are optimized');
  assert.ok(!report.assets.some((a) => a.includes('big')), `not an asset: ${report.assets.join(', ')}`);
  assert.ok(
    report.assets.some((a) => /^static\/image\/photo\.[0-9a-f]{8}\.png$/.test(a)),
    `the imported image is: ${report.assets.join(', ')}`,
  );
  assert.ok(distFiles(dir).includes('big.png'));
  assert.ok(fs.readFileSync(path.join(dir, 'dist/big.png')).equals(big), 'copied as it is');
});
