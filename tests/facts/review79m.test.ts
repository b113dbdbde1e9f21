// Facts behind the accuracy review of session 79 (slice m): plugins/list/plugin-check-syntax,
// plugins/list/plugin-node-polyfill, config/dev/progress-bar, plugins/list/plugin-lightningcss, guide/framework/vue2 and
// config/output/override-browserslist, in both languages.
//
// plugins/list/plugin-check-syntax, Limits: the page said "each file reports at most one location". The plugin's 0.5.9
// source (/work/shared/rsbuild-0.5.9/packages/plugin-check-syntax/src/CheckSyntaxPlugin.ts, check()) calls tryParse once
// for each emitted JavaScript file but once per inline script of an HTML file (helpers/generateHtmlScripts.ts collects the
// <script> elements without src whose type is absent or a JavaScript type), and every failing call adds one error. Run by
// hand, not here (@rsbuild/plugin-check-syntax, htmlparser2 and source-map are not dependencies of this site): the plugin
// built with esbuild from that source, with acorn 8.11.3, htmlparser2 9.1.0 and source-map 0.7.4 from npm, registered as
// pluginCheckSyntax() in a project whose html.template holds two inline scripts that each use `??`: `rsbuild build`
// printed ERROR 1 and ERROR 2, both with `source:  /dist/index.html:1:18`, and failed. The test below builds the same
// project with 0.5.9 and parses what the plugin parses with acorn (the version of this site's terser; the plugin asks
// for ^8.11.3) at the ECMAScript version @rsbuild/shared 0.5.9 derives from the default browserslist (2017).
//
// plugins/list/plugin-node-polyfill, globals: the page said a module that uses the free variable Buffer "gets
// `import { Buffer } from 'buffer'` added", next to "a package of the same name installed in your project (for example
// your own buffer) takes precedence" for imports. The plugin's 0.5.9 source (src/index.ts, getProvideGlobals; src/libs.ts)
// gives ProvidePlugin `Buffer: [require.resolve('buffer/'), 'Buffer']`, the absolute path of its own copy, so the global
// never comes from the project's `buffer`. Run by hand with the plugin built from that source and its dependencies from
// npm, in a project with a node_modules/buffer of its own: the page showed the plugin's Buffer for `Buffer.from` and the
// project's for an explicit import. @rsbuild/plugin-node-polyfill is not a dependency of this site; the test registers what
// the plugin registers (the ProvidePlugin and the resolve.fallback entry, with tools.bundlerChain, as its
// modifyBundlerChain does) with a stand-in for the plugin's copy of buffer.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, buildAndVisit, distFiles, page, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

const acorn = createRequire(fs.realpathSync(path.join(ROOT, 'node_modules/terser/package.json')))('acorn') as {
  parse: (src: string, opts: { ecmaVersion: number }) => unknown;
};

/** The messages acorn throws for `src`, one at most, as the plugin's tryParse() gets them. */
function parseErrors(src: string, ecmaVersion: number): string[] {
  try {
    acorn.parse(src, { ecmaVersion });
    return [];
  } catch (e) {
    return [(e as Error).message];
  }
}

/** The inline scripts the plugin reads from an HTML file: no src, and no type or a JavaScript type. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs ?? ''))
    .filter(([, attrs]) => {
      const type = /\btype=["']?([^"'\s>]+)/.exec(attrs ?? '')?.[1];
      return !type || type === 'application/javascript' || type === 'text/javascript';
    })
    .map(([, , body]) => (body ?? '').trim())
    .filter(Boolean);
}

test('plugins/list/plugin-check-syntax "each JavaScript file and each inline script of an HTML file reports at most one location": an output .js file with two ?? gives one error, an index.html with two inline scripts using ?? gives two', async () => {
  for (const [lang, words] of [
    ['en', 'so each JavaScript file and each inline script of an HTML file reports at most one location'],
    ['zh', '因此每个 JavaScript 文件、HTML 文件中的每个内联脚本都最多报告一处位置'],
  ] as const) {
    assert.ok(page(lang, 'plugins/list/plugin-check-syntax').includes(words), `${lang}: the page says so`);
  }
  const { browserslistToESVersion } = (await import('rsbuild-shared-0.5')) as {
    browserslistToESVersion: (browsers: string[]) => number;
  };
  // What the plugin checks against without targets or ecmaVersion: the default browserslist of 0.5.9.
  const ecmaVersion = browserslistToESVersion(['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']);
  assert.equal(ecmaVersion, 2017);

  const dir = project({
    'src/index.js': 'window.first = window.a ?? 1;\nwindow.second = window.b ?? 2;\n',
    'index.html':
      '<!doctype html>\n<html>\n  <head>\n    <script>window.c = window.d ?? 3;</script>\n    <script>window.e = window.f ?? 4;</script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
  });
  build(dir);

  // The JavaScript file keeps both ?? (the default browsers support it); parsing stops at the first.
  const js = distFiles(dir).filter((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
  assert.equal(js.length, 1, distFiles(dir).join(', '));
  const code = fs.readFileSync(path.join(dir, 'dist', js[0] as string), 'utf8');
  assert.equal((code.match(/\?\?/g) ?? []).length, 2, code);
  assert.equal(parseErrors(code, ecmaVersion).length, 1);

  // index.html: the two inline scripts are parsed one by one, and each fails.
  const scripts = inlineScripts(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'));
  assert.equal(scripts.length, 2, scripts.join('\n'));
  const errors = scripts.flatMap((s) => parseErrors(s, ecmaVersion));
  assert.equal(errors.length, 2, errors.join('\n'));
  for (const message of errors) assert.match(message, /^Unexpected token \(1:\d+\)$/);
});

test("plugins/list/plugin-node-polyfill \"gets the Buffer of the plugin's own buffer package (also when your project has its own buffer)\": with the plugin's ProvidePlugin, a free Buffer is the plugin's copy while import { Buffer } from 'buffer' resolves to the project's", async () => {
  for (const [lang, words] of [
    ['en', "gets the `Buffer` of the plugin's own `buffer` package (also when your project has its own `buffer`)"],
    ['zh', '都会得到插件自带的 `buffer` 包中的 `Buffer`（项目中另有 `buffer` 时也是如此）'],
  ] as const) {
    assert.ok(page(lang, 'plugins/list/plugin-node-polyfill').includes(words), `${lang}: the page says so`);
  }
  const stub = (name: string) => `exports.Buffer = { from: function () { return '${name}'; } };\n`;
  const own = 'node_modules/@rsbuild/plugin-node-polyfill/node_modules/buffer';
  const dir = project({
    // the project's own buffer
    'node_modules/buffer/package.json': '{ "name": "buffer", "version": "6.0.3", "main": "index.js" }\n',
    'node_modules/buffer/index.js': stub('PROJECT_BUFFER'),
    // the plugin's copy, where pnpm or a nested npm install puts it
    [`${own}/package.json`]: '{ "name": "buffer", "version": "5.7.1", "main": "index.js" }\n',
    [`${own}/index.js`]: stub('PLUGIN_BUFFER'),
    'src/global.js': "window.fromGlobal = Buffer.from('a');\n",
    'src/imported.js': "import { Buffer } from 'buffer';\nwindow.fromImport = Buffer.from('b');\n",
    'src/index.js': "import './global';\nimport './imported';\n",
    // what pluginNodePolyfill() adds for Buffer: src/index.ts, modifyBundlerChain
    'rsbuild.config.mjs': `import path from 'node:path';
const buffer = path.resolve('${own}/index.js');
export default {
  tools: {
    bundlerChain: (chain, { CHAIN_ID, bundler }) => {
      chain.resolve.fallback.merge({ buffer });
      chain.plugin(CHAIN_ID.PLUGIN.NODE_POLYFILL_PROVIDE).use(bundler.ProvidePlugin, [{ Buffer: [buffer, 'Buffer'] }]);
    },
  },
};
`,
  });
  const { errors, value } = await buildAndVisit(browser(), dir, () => {
    const w = window as unknown as { fromGlobal?: string; fromImport?: string };
    return { fromGlobal: w.fromGlobal ?? null, fromImport: w.fromImport ?? null };
  });
  assert.deepEqual(errors, []);
  assert.deepEqual(value, { fromGlobal: 'PLUGIN_BUFFER', fromImport: 'PROJECT_BUFFER' });
});
