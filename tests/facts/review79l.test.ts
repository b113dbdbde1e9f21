// Facts behind statements fixed in review 79 (slice l), read from and run with @rsbuild/core 0.5.9 and @rsbuild/shared
// 0.5.9 (their installed packages; the CLI in throw-away projects):
// - config/tools/sass, sass.implementation: "Type: `any`". The page said `unknown`, the type of less-loader's option in
//   the same file. 0.5.9 types tools.sass as SassLoaderOptions (@rsbuild/shared dist/types/thirdParty.d.ts:
//   `Omit<SassLoader.Options, 'sassOptions'> & …`), and the bundled sass-loader's LoaderOptions declare
//   `implementation?: any` (compiled/sass-loader/interfaces.d.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

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
