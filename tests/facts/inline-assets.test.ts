// Facts behind guide/optimization/inline-assets, run on @rsbuild/core 0.5.9: the page's own app (its code
// blocks), with assets of the sizes the page gives (icon.png 411 bytes, logo.svg 137 bytes, hero.png
// 19,353 bytes). The bytes of the images are not on the page, so gzip sizes and hashes are not compared.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { ROOT, build, inspect, subProject, type Built, type Loose, type RsbuildConfig } from './lib/rsbuild';

const en = fs.readFileSync(path.join(ROOT, 'docs/en/guide/optimization/inline-assets.mdx'), 'utf8');
const block = (title: string, nth = 0): string => {
  const found = codeBlocks(en).filter((b) => b.meta.includes(`title="${title}"`))[nth];
  assert.ok(found, `block ${title} #${nth}`);
  return found.code;
};
const png = (bytes: number): string => `\u0089PNG${'i'.repeat(bytes - 4)}`;
const FILES = {
  'src/index.js': block('src/index.js'),
  'src/index.css': block('src/index.css'),
  'src/assets/icon.png': png(411),
  'src/assets/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(137 - 46)}</svg>`,
  'src/assets/hero.png': png(19_353),
};
let dir: string | undefined;
const app = (): string => (dir ??= subProject('inline-assets', FILES));
const kB = (b: Built, file: string): number => fs.statSync(path.join(b.dist, file)).size / 1000;
const pattern = (files: string[]): string[] =>
  files.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/async\/\d+\./, 'async/[id].'));
const pageConfig = (nth: number): RsbuildConfig => {
  // The page's rsbuild.config.ts blocks, read as plain objects.
  const code = codeBlocks(en).filter((b) => b.meta.includes('title="rsbuild.config.ts"'))[nth].code;
  const body = code.slice(code.indexOf('defineConfig(') + 'defineConfig('.length, code.lastIndexOf(');'));
  return new Function(`return (${body});`)() as RsbuildConfig;
};

describe('guide/optimization/inline-assets', { concurrency: true }, () => {
  test('"Without any configuration, a production build prints" four files; icon.png and logo.svg are inlined as base64 data URIs, hero.png stays a URL', async () => {
    const out = await build('inline-default', {}, { cwd: app() });
    // The size table leaves out the .LICENSE.txt file.
    assert.deepEqual(pattern(out.files), [
      'index.html',
      'static/css/index.[hash].css',
      'static/image/hero.[hash].png',
      'static/js/index.[hash].js',
      'static/js/index.[hash].js.LICENSE.txt',
    ]);
    const css = out.files.find((f) => f.endsWith('.css')) ?? '';
    const js = out.files.find((f) => f.endsWith('.js') && !f.includes('LICENSE')) ?? '';
    const hero = out.files.find((f) => f.endsWith('.png')) ?? '';
    assert.deepEqual(
      [kB(out, 'index.html').toFixed(2), kB(out, css).toFixed(2), kB(out, js).toFixed(1), kB(out, hero).toFixed(1)],
      ['0.32', '0.75', '1.7', '19.4'],
    );
    const cssText = out.read(/\.css$/);
    assert.ok(cssText.includes(`.banner{background:url(/${hero})center/cover;min-height:200px}`), cssText);
    assert.ok(cssText.includes('.icon{background:url(data:image/png;base64,'), cssText);
    assert.ok(out.read(/\.js$/).includes('data:image/svg+xml;base64,'));
  });

  test('"The object form sets a limit per type; the types you leave out keep 10000" + "With svg: 0, every SVG is written as a file under dist/static/svg/"', async () => {
    const config = pageConfig(0);
    const { normalized } = await inspect(config);
    assert.deepEqual(normalized.output.dataUriLimit, { svg: 0, font: 10000, image: 5000, media: 10000 });
    const out = await build('inline-svg-0', config, { cwd: app() });
    assert.ok(
      out.files.some((f) => /^static\/svg\/logo\.[0-9a-f]{8}\.svg$/.test(f)),
      out.files.join(', '),
    );
  });

  test('"Two query strings override the limit for one import": ?inline gives a data URI, ?url the URL of a file', async () => {
    const cwd = subProject('inline-assets-query', {
      ...FILES,
      'src/index.js': `${block('src/index.js', 1)}\nglobalThis.result = [heroData, iconUrl];\n`,
    });
    const out = await build('inline-query', {}, { cwd });
    const js = out.read(/\.js$/);
    assert.ok(js.includes('data:image/png;base64,'), 'hero as data URI');
    const icon = out.files.find((f) => /^static\/image\/icon\.[0-9a-f]{8}\.png$/.test(f));
    assert.ok(icon && js.includes(icon), out.files.join(', '));
  });

  test('"Styles and scripts in the HTML": the CSS and JS files are gone, the code is in index.html, the script at the end of <body>; "One file stays next to the HTML: dist/static/js/index.[hash].js.LICENSE.txt"', async () => {
    const out = await build('inline-html', pageConfig(1), { cwd: app() });
    assert.deepEqual(pattern(out.files), ['index.html', 'static/image/hero.[hash].png', 'static/js/index.[hash].js.LICENSE.txt']);
    assert.equal(kB(out, 'index.html').toFixed(1), '2.7');
    const html = out.read(/^index\.html$/);
    assert.match(html, /<head>.*<style>body\{margin:0;font-family:sans-serif\}.*<\/style><\/head>/);
    assert.match(html, /<body><div id="root"><\/div><script defer="defer">[\s\S]+<\/script><\/body>/);
  });

  test('"Inline only small files": the regular expression and the function forms', async () => {
    const config = pageConfig(2);
    const { rspack } = await inspect(config);
    const plugin = rspack[0].plugins.find((p: Loose) => p?.constructor?.name === 'InlineChunkHtmlPlugin');
    const [scriptTest] = plugin.scriptTests;
    assert.equal(scriptTest({ name: 'static/js/index.js', size: 9_999 }), true);
    assert.equal(scriptTest({ name: 'static/js/index.js', size: 10_000 }), false);
    const out = await build('inline-small', config, { cwd: app() });
    assert.deepEqual(pattern(out.files), ['index.html', 'static/image/hero.[hash].png', 'static/js/index.[hash].js.LICENSE.txt']);
  });

  test('"Build a single HTML file": only dist/index.html; a dynamic import() still makes a file under static/js/async/', async () => {
    const config = pageConfig(3);
    const out = await build('inline-single', config, { cwd: app() });
    assert.deepEqual(out.files, ['index.html']);
    assert.equal(kB(out, 'index.html').toFixed(1), '54.2');
    const cwd = subProject('inline-assets-later', {
      ...FILES,
      'src/index.js': `${FILES['src/index.js']}\nimport('./later');\n`,
      'src/later.js': "console.log('later');\n",
    });
    const later = await build('inline-single-later', config, { cwd });
    assert.deepEqual(pattern(later.files), ['index.html', 'static/js/async/[id].[hash].js']);
  });

  test('"dynamicImportMode: \'eager\' ... An ES module keeps only the exports that a static import also uses, and the build succeeds anyway: loaded only through import(), one without side effects is left out, and the page fails with a TypeError ... (__webpack_modules__[moduleId] is not a function in unminified output)" + "security.nonce adds a nonce to the <script> tags ..., inlined ones included"', async () => {
    const cwd = subProject('inline-assets-eager', {
      'src/index.js': "import('./later').then((m) => { globalThis.result = m.value; }, (e) => { globalThis.result = String(e); });\n",
      'src/later.js': "export const value = 'LATER_VALUE';\n",
    });
    const out = await build(
      'inline-eager',
      {
        html: { inject: 'body' },
        output: { minify: false, inlineScripts: true },
        security: { nonce: 'abc123' },
        tools: { rspack: { module: { parser: { javascript: { dynamicImportMode: 'eager' } } } } as Loose },
      },
      { cwd },
    );
    assert.deepEqual(out.files, ['index.html']);
    const html = out.read(/^index\.html$/);
    assert.ok(!html.includes('LATER_VALUE'), 'the imported module is not in the output');
    const script = /<script([^>]*)>([\s\S]*?)<\/script>/.exec(html);
    assert.ok(script && script[1].includes('nonce="abc123"'), 'the inlined script has the nonce');
    const context: Loose = { console, document: {} };
    context.globalThis = context;
    vm.createContext(context);
    vm.runInContext(script[2], context);
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(context.result, 'TypeError: __webpack_modules__[moduleId] is not a function');
  });

  test('"Inlining into HTML is skipped in development"', async () => {
    const { rspack } = await inspect(pageConfig(1), { mode: 'development' });
    assert.ok(!rspack[0].plugins.some((p: Loose) => p?.constructor?.name === 'InlineChunkHtmlPlugin'));
  });
});
