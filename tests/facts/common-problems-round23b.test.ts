// Facts behind the twenty-third round's (b) items, as readers describe the problem: SVG images embedded into the JS
// bundle, the main JS file (UmiJS's umi.js) in a static folder, a woff font's path becoming static/css/static/fonts
// with a relative assetPrefix, images chosen at run time with require, require of a local image left for the browser,
// and a .yml file copied to the root of dist (CopyWebpackPlugin). Each runs @rsbuild/core 0.5.9 (its CLI, in a
// throw-away project). Items resting on other sources are noted at their section.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, hashed, project } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// config/output/data-uri-limit

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!--${'x'.repeat(2000)}--><rect width="10" height="10"/></svg>\n`;

test('config/output/data-uri-limit "Disable embedding of SVG images into the JS bundle": by default a 2,000-byte SVG is inlined as data:image/svg+xml;base64 into the JS (import) and the CSS (url()), no .svg file; dataUriLimit { svg: 0 } emits dist/static/svg/icon.[hash].svg, referenced from both, while a small PNG stays inlined', () => {
  const files = {
    'src/icon.svg': SVG,
    'src/dot.png': Buffer.alloc(2000, 1),
    'src/a.css': '.a { background: url(./icon.svg); }\n',
    'src/index.js':
      "import icon from './icon.svg';\nimport dot from './dot.png';\nimport './a.css';\ndocument.body.dataset.icon = icon;\ndocument.body.dataset.dot = dot;\n",
  };
  const plain = project(files);
  build(plain);
  assert.match(distText(plain, /^static\/js\/.*\.js$/), /data:image\/svg\+xml;base64,/);
  assert.match(distText(plain, /^static\/css\/.*\.css$/), /data:image\/svg\+xml;base64,/);
  assert.deepEqual(
    distFiles(plain).filter((f) => f.endsWith('.svg')),
    [],
  );
  const off = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { dataUriLimit: { svg: 0 } } };\n' });
  build(off);
  const svgs = distFiles(off).filter((f) => f.endsWith('.svg'));
  assert.deepEqual(hashed(svgs), ['static/svg/icon.[hash].svg']);
  const js = distText(off, /^static\/js\/.*\.js$/);
  assert.ok(js.includes(svgs[0]));
  assert.doesNotMatch(js, /data:image\/svg\+xml/);
  assert.match(js, /data:image\/png;base64,/);
  assert.ok(distText(off, /^static\/css\/.*\.css$/).includes(`url(/${svgs[0]})`));
});
