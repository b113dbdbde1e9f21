// Facts behind /guide/optimization/optimize-bundle (duplicate dependencies) and
// /guide/optimization/inline-assets (assets referenced from CSS), run on @rsbuild/core 0.5.9.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, count, distFiles, distText, project } from './topics-support';

/** Two versions of `shared-lib`: 2.0.0 at the top, 1.0.0 nested under `old-widget`, which needs it. */
const TWO_VERSIONS = {
  'src/index.js': "import { version } from 'shared-lib';\nimport widget from 'old-widget';\nconsole.log(version, widget);\n",
  'node_modules/shared-lib/package.json': '{ "name": "shared-lib", "version": "2.0.0", "main": "index.js" }\n',
  'node_modules/shared-lib/index.js': "exports.version = 'SHARED_LIB_2.0.0';\n",
  'node_modules/old-widget/package.json': '{ "name": "old-widget", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/old-widget/index.js': "const { version } = require('shared-lib');\nmodule.exports = 'widget uses ' + version;\n",
  'node_modules/old-widget/node_modules/shared-lib/package.json': '{ "name": "shared-lib", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/old-widget/node_modules/shared-lib/index.js': "exports.version = 'SHARED_LIB_1.0.0';\n",
};

test('two installed versions of a package are both bundled; an alias to one folder leaves a single copy', () => {
  const dir = project(TWO_VERSIONS);
  build(dir);
  const js = distText(dir, /\.js$/);
  assert.equal(count(js, 'SHARED_LIB_2.0.0'), 1);
  assert.equal(count(js, 'SHARED_LIB_1.0.0'), 1);

  const aliased = project({
    ...TWO_VERSIONS,
    'rsbuild.config.mjs':
      "import path from 'node:path';\nexport default { source: { alias: { 'shared-lib': path.resolve('node_modules/shared-lib') } } };\n",
  });
  build(aliased);
  const one = distText(aliased, /\.js$/);
  assert.equal(count(one, 'SHARED_LIB_2.0.0'), 1);
  assert.equal(count(one, 'SHARED_LIB_1.0.0'), 0);
});

const CSS_ASSET = {
  'src/index.js': "import './index.css';\n",
  'src/index.css': ".banner { background: url('./assets/hero.png'); }\n",
  // Larger than the 10,000-byte data URI limit, so it stays a file.
  'src/assets/hero.png': Buffer.alloc(20_000, 7),
};

/** The url() in the built CSS (inlined into the HTML or not) and the output file it points to from where the CSS is. */
function cssUrl(dir: string): { url: string; cssFile: string | undefined } {
  const cssFile = distFiles(dir).find((f) => f.endsWith('.css'));
  const text = cssFile
    ? fs.readFileSync(path.join(dir, 'dist', cssFile), 'utf8')
    : fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  const url = /url\(([^)]+)\)/.exec(text)?.[1] ?? '';
  return { url, cssFile };
}

test('asset URLs in CSS follow output.assetPrefix: a relative prefix only resolves once the CSS is inlined into the HTML', () => {
  const image = (dir: string) => distFiles(dir).find((f) => f.startsWith('static/image/hero.')) ?? '';
  const site = 'http://localhost/';

  const absolute = project({ ...CSS_ASSET, 'rsbuild.config.mjs': 'export default { output: { inlineStyles: true } };\n' });
  build(absolute);
  assert.equal(cssUrl(absolute).url, `/${image(absolute)}`);

  const relativeFile = project({ ...CSS_ASSET, 'rsbuild.config.mjs': "export default { output: { assetPrefix: './' } };\n" });
  build(relativeFile);
  const separate = cssUrl(relativeFile);
  assert.equal(separate.url, `./${image(relativeFile)}`);
  // Resolved from dist/static/css/, where the browser reads it, the path points to a file that does not exist.
  const fromCss = new URL(separate.url, new URL(separate.cssFile ?? '', site)).pathname;
  assert.equal(fromCss, `/static/css/${image(relativeFile)}`);
  assert.ok(!fs.existsSync(path.join(relativeFile, 'dist', fromCss)));

  const relativeInline = project({
    ...CSS_ASSET,
    'rsbuild.config.mjs': "export default { output: { assetPrefix: './', inlineStyles: true } };\n",
  });
  build(relativeInline);
  const inline = cssUrl(relativeInline);
  assert.equal(inline.cssFile, undefined, 'the CSS is inside index.html');
  const fromHtml = new URL(inline.url, new URL('index.html', site)).pathname;
  assert.ok(fs.existsSync(path.join(relativeInline, 'dist', fromHtml)));

  const cdn = project({
    ...CSS_ASSET,
    'rsbuild.config.mjs': "export default { output: { assetPrefix: 'https://cdn.example.com/app/', inlineStyles: true } };\n",
  });
  build(cdn);
  assert.equal(cssUrl(cdn).url, `https://cdn.example.com/app/${image(cdn)}`);
});
