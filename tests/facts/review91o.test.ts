// Facts behind the third accuracy review of session 91 (slice o): config/output/copy, config/output/targets and
// config/source/entry, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project,
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that the old
// wording is gone.
//
// - config/output/copy, "Image assets not in dist": "The build writes the files that your code imports, with a hash in
//   their names (an imported logo.png becomes static/image/logo.[hash].png)". Only an image above output.dataUriLimit
//   (image: 10000 bytes by default, core/src/provider/config.ts 122-127; the limit is inclusive) is written as a file;
//   a smaller one is inlined into the JavaScript as a base64 data URL and no static/image file is written for it. Now:
//   "an imported logo.png larger than 10,000 bytes becomes static/image/logo.[hash].png; a smaller one is inlined into
//   the JavaScript". Test 1 builds both and an image that no module imports.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PNG, build, distFiles, distText, hashed, pageSays, project } from './topics-support';

const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

// ---------------------------------------------------------------------------------------------------------
// config/output/copy: which imported images the build writes as files

test('config/output/copy "an imported logo.png larger than 10,000 bytes becomes static/image/logo.[hash].png; a smaller one is inlined into the JavaScript": a 12 kB import is a file, a 2 kB one a data URL, an image no module imports is not copied', () => {
  pageSays(
    'config/output/copy',
    {
      en: '(an imported `logo.png` larger than 10,000 bytes becomes `static/image/logo.[hash].png`; a smaller one is inlined into the JavaScript, see [output.dataUriLimit](/config/output/data-uri-limit))',
      zh: '引入的 `logo.png` 超过 10000 字节时输出为 `static/image/logo.[hash].png`，更小的会内联到 JS 中',
    },
    {
      en: '(an imported `logo.png` becomes `static/image/logo.[hash].png`)',
      zh: '引入的 `logo.png` 输出为 `static/image/logo.[hash].png`）',
    },
  );
  const dir = project(
    {
      'src/index.js': "import logo from './logo.png';\nimport icon from './icon.png';\nwindow.result = [logo, icon];\n",
      'src/logo.png': Buffer.concat([PNG, Buffer.alloc(12_000, 1)]),
      'src/icon.png': Buffer.concat([PNG, Buffer.alloc(2_000, 1)]),
      'src/assets/photo.png': PNG,
    },
    CORE,
  );
  build(dir);
  const files = hashed(distFiles(dir));
  assert.ok(files.includes('static/image/logo.[hash].png'), files.join('\n'));
  assert.ok(!files.some((f) => f.includes('icon')), files.join('\n'));
  assert.ok(!files.some((f) => f.includes('photo')), files.join('\n'));
  assert.match(distText(dir, /^static\/js\/.*\.js$/), /data:image\/png;base64,/);
});
