// Facts behind the corrections of review 79 (slice c), run on @rsbuild/core 0.5.9: where emoji stay escaped
// (config/output/charset) and which prefixes autoprefixer adds with the default browserslist
// (config/tools/autoprefixer).
// Builds and dev servers in this process, each in a project folder of its own.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { build, devServer, subProject } from './lib/rsbuild';

const EMOJI = '😀';
/** What SWC writes for the emoji: a pair of escapes, in upper case (the HTML minifier writes lower case). */
const SWC_ESCAPED = '\\uD83D\\uDE00';

describe('review 79c', { concurrency: true }, () => {
  test('config/output/charset "Emoji are escaped wherever SWC writes the code ... in all minified JavaScript and in your own source files even unminified. Code that SWC leaves alone keeps them: unminified JavaScript of node_modules packages, and inline <script> code of the template unless minified with ascii" + "the JavaScript minifier escapes them whatever the value"', async () => {
    const cwd = subProject('review79c-charset', {
      'src/index.js': "import { fromPackage } from 'emoji-pkg';\nconsole.log(fromPackage, 'source 😀');\n",
      'node_modules/emoji-pkg/package.json': '{ "name": "emoji-pkg", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/emoji-pkg/index.js': "exports.fromPackage = 'package 😀';\n",
      'template.html':
        '<!doctype html><html><head><title>t</title><script>console.log("inline 😀")</script></head><body><div id="root"></div></body></html>\n',
    });
    const html = { template: './template.html' };
    const [ascii, utf8, unminified] = await Promise.all([
      build('review79c-charset-ascii', { html }, { cwd }),
      build('review79c-charset-utf8', { html, output: { charset: 'utf8' } }, { cwd }),
      build('review79c-charset-unminified', { html, output: { charset: 'utf8', minify: false } }, { cwd }),
    ]);
    const js = (b: typeof ascii): string => b.read(/^static\/js\/index\.[0-9a-f]{8}\.js$/);
    const inline = (b: typeof ascii): string => /<script>([^<]*)<\/script>/.exec(b.read(/^index\.html$/))?.[1] ?? '';

    // Minified (both values): the source's and the package's emoji are escaped.
    for (const b of [ascii, utf8]) {
      assert.ok(js(b).includes(`"source ${SWC_ESCAPED}"`), js(b));
      assert.ok(js(b).includes(`"package ${SWC_ESCAPED}"`), js(b));
      assert.ok(!js(b).includes(EMOJI));
    }
    // Unminified: SWC compiles the source (escaped), not the package (kept as written).
    assert.ok(js(unminified).includes(`"source ${SWC_ESCAPED}"`), js(unminified));
    assert.ok(js(unminified).includes(`'package ${EMOJI}'`), js(unminified));
    // The inline script of the template: escaped when minified with 'ascii', kept with 'utf8' or unminified.
    assert.equal(inline(ascii), 'console.log("inline \\ud83d\\ude00")');
    assert.equal(inline(utf8), `console.log("inline ${EMOJI}")`);
    assert.equal(inline(unminified), `console.log("inline ${EMOJI}")`);

    // Development: the same as unminified.
    const server = await devServer({ html }, { cwd });
    try {
      const base = `http://localhost:${server.port}`;
      const page = await (await fetch(`${base}/`)).text();
      assert.ok(page.includes(`<script>console.log("inline ${EMOJI}")</script>`), page);
      const scripts = await Promise.all(
        [...page.matchAll(/<script[^>]* src="([^"]+)"/g)].map(async (m) => (await fetch(`${base}${m[1]}`)).text()),
      );
      const all = scripts.join('\n');
      assert.ok(all.includes(`"source ${SWC_ESCAPED}"`), 'the source is escaped in development');
      assert.ok(all.includes(`'package ${EMOJI}'`), 'the package keeps the emoji in development');
    } finally {
      await server.close();
    }
  });

  test('config/tools/autoprefixer "autoprefixer adds a prefix only for the browsers of your browserslist that need it: the default browserslist needs none for display: flex, but -webkit-user-select for Safari"', async () => {
    const cwd = subProject('review79c-autoprefixer', {
      'src/index.js': "import './index.css';\n",
      'src/index.css': '.title {\n  display: flex;\n  user-select: none;\n}\n',
    });
    const [byDefault, noSafari, safari] = await Promise.all([
      build('review79c-prefix-default', {}, { cwd }),
      build('review79c-prefix-chrome', { output: { overrideBrowserslist: ['chrome >= 87', 'edge >= 88', 'firefox >= 78'] } }, { cwd }),
      build('review79c-prefix-safari', { output: { overrideBrowserslist: ['safari >= 14'] } }, { cwd }),
    ]);
    const css = (b: typeof byDefault): string => b.read(/^static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.match(css(byDefault), /\.title\{display:flex;-webkit-user-select:none;user-select:none\}/);
    // The prefix is Safari's: the default list without Safari gets none, Safari 14 alone gets it.
    assert.match(css(noSafari), /\.title\{display:flex;user-select:none\}/);
    assert.match(css(safari), /\.title\{display:flex;-webkit-user-select:none;user-select:none\}/);
  });
});
