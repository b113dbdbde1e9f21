// Facts behind the second accuracy review of session 86 (slice l): guide/optimization/inline-assets and
// config/output/inject-styles, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - guide/optimization/inline-assets, "Change the limit": "With svg: 0, every SVG is written as a file under
//   dist/static/svg/. A Content Security Policy that does not allow data: URLs needs dataUriLimit: 0, which turns
//   inlining off for all assets." An import with ?inline is inlined whatever the limit: core/src/plugins/asset.ts
//   33-37 gives it its own rule (resourceQuery /inline/, type 'asset/inline'), and with dataUriLimit: 0 a build
//   writes logo.svg to static/svg/ while icon.png?inline is a data:image/png URI in the JavaScript.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, hashed, pageSays, project } from './topics-support';

test('guide/optimization/inline-assets: dataUriLimit 0 (or svg: 0) leaves ?inline imports inlined', () => {
  const dir = project({
    'rsbuild.config.mjs': 'export default { output: { dataUriLimit: 0 } };\n',
    'src/index.js': [
      "import icon from './assets/icon.png?inline';",
      "import logo from './assets/logo.svg';",
      "document.body.textContent = icon + ' ' + logo;",
      '',
    ].join('\n'),
    'src/assets/icon.png': Buffer.alloc(411, 1),
    'src/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  });
  build(dir);
  const files = hashed(distFiles(dir));
  assert.ok(files.includes('static/svg/logo.[hash].svg'), files.join(', '));
  assert.ok(!files.some((f) => f.includes('icon')), `icon.png?inline is not emitted: ${files.join(', ')}`);
  assert.match(distText(dir, /^static\/js\/.*\.js$/), /data:image\/png;base64,AQEB/);
  pageSays(
    'guide/optimization/inline-assets',
    {
      en: 'needs `dataUriLimit: 0` and no `?inline` imports: the limit turns off inlining for every asset but those, which stay data URIs even at `0`.',
      zh: '但 `?inline` 导入的资源即使在 `0` 下也仍是 data URI',
    },
    {
      en: 'needs `dataUriLimit: 0`, which turns inlining off for all assets.',
      zh: '则需要设置 `dataUriLimit: 0`，关闭所有资源的内联。',
    },
  );
});
