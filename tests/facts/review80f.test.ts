// Facts behind the corrections of review 80 (slice f), run on @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/html/crossorigin, Caveats: besides the `<script>` and `<link rel="stylesheet">` tags of the build, the
//   `<link rel="preload">` tags that performance.preload adds for scripts and styles get the attribute too (the page said
//   only the first two did). 0.5.9: packages/core/src/rspack/preload/HtmlPreloadOrPrefetchPlugin.ts gives a preload link
//   of a script or a style `crossorigin` from output.crossOriginLoading ('' for 'anonymous'); prefetch links get none.
//   Its condition for true / 'anonymous' is a public path other than `/` (getPublicPathFromCompiler turns `auto` into
//   ''), where the tags of the page (HtmlCrossOriginPlugin.ts) also leave out `auto` and an empty path: with the asset
//   prefix `auto`, only the preload links get the attribute (the page gave the tags' condition for every tag).
//   An empty public path (Rspack's output.publicPath '' through tools.rspack) gives the preload links none either: the
//   same helper adds the trailing slash, so '' is '/' there; only `auto` sets the two apart.
//   The preload links of other files, such as an image that a stylesheet uses, get none: the plugin sets crossorigin
//   from crossOriginLoading for as=script and as=style only (a font's link always gets crossorigin="", whatever
//   html.crossorigin says).
// - plugins/list/plugin-umd, "What the plugin changes": the Rspack settings of the plugin can be changed afterwards with
//   tools.rspack or tools.bundlerChain (the page said only tools.rspack). 0.5.9: packages/shared/src/chain.ts runs
//   tools.bundlerChain after the modifyBundlerChain hooks of the plugins. The plugin is the stand-in of
//   stand-in-plugins.ts (its 0.5.9 source, packages/plugin-umd/src/index.ts); @rsbuild/plugin-umd 0.5.9 is not installed.
// Each build runs in two project folders of its own, and only what both give is asserted.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PNG, build, page, project } from './topics-support';
import { PLUGIN_UMD } from './stand-in-plugins';

/** Writes the project twice (two temporary folders), builds both and returns what `read` gives for each. */
function inTwoFolders<T>(files: Record<string, string | Buffer>, read: (dir: string) => T): T[] {
  return [0, 1].map(() => {
    const dir = project(files);
    build(dir);
    return read(dir);
  });
}

const CDN = 'https://cdn.example.com/';

test('config/html/crossorigin "Only the tags generated for the build output receive the attribute: <script>, <link rel="stylesheet"> and the <link rel="preload"> tags of scripts and styles from performance.preload": preload links of scripts and styles get crossorigin ("" for anonymous), preload links of images, prefetch links, html.tags, the favicon and the app icon none', () => {
  assert.ok(
    page('en', 'config/html/crossorigin').includes(
      '- Only the tags generated for the build output receive the attribute: `<script>`, `<link rel="stylesheet">` and the `<link rel="preload">` tags of scripts and styles from [performance.preload](/config/performance/preload). Tags added with [html.tags](/config/html/tags), the favicon and the app icon do not;',
    ),
  );
  assert.ok(
    page('zh', 'config/html/crossorigin').includes(
      '- 只有为构建产物生成的标签会带上该属性：`<script>`、`<link rel="stylesheet">`，以及 [performance.preload](/zh/config/performance/preload) 为脚本和样式生成的 `<link rel="preload">` 标签。通过 [html.tags](/zh/config/html/tags) 添加的标签、favicon 和应用图标都不会；',
    ),
  );
  for (const [value, preloadAttr] of [
    ['anonymous', 'crossorigin=""'],
    ['use-credentials', 'crossorigin="use-credentials"'],
  ] as const) {
    const files = {
      'src/index.js': "import './a.css';\nimport('./lazy').then((m) => m.run());\n",
      'src/lazy.js': "import './b.css';\nexport const run = () => console.log('lazy');\n",
      // bg.png is above the 10 kB data URI limit: a file of its own, which all-chunks preloads with as="image".
      'src/a.css': "body { color: red; background: url('./bg.png'); }\n",
      'src/b.css': 'p { color: blue; }\n',
      'src/bg.png': Buffer.alloc(20_000, 7),
      'src/icon.png': PNG,
      'rsbuild.config.mjs': `export default {
  output: { assetPrefix: '${CDN}' },
  html: {
    crossorigin: '${value}',
    favicon: './src/icon.png',
    appIcon: './src/icon.png',
    tags: [{ tag: 'script', attrs: { src: '${CDN}extra.js' } }],
  },
  performance: { preload: { type: 'all-chunks' }, prefetch: { type: 'all-chunks' } },
};
`,
    };
    for (const html of inTwoFolders(files, (dir) => fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'))) {
      const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
      const preload = tags.filter((t) => t.includes('rel="preload"'));
      const prefetch = tags.filter((t) => t.includes('rel="prefetch"'));
      // Preload links of the entry's CSS and of the lazy chunk's script and CSS.
      assert.ok(preload.some((t) => t.includes('as="script"')) && preload.some((t) => t.includes('as="style"')), html);
      for (const t of preload.filter((p) => /as="(script|style)"/.test(p))) assert.ok(t.includes(preloadAttr), `${value}: ${t}`);
      // The preload link of the image gets none (review of session 80, part 3: the page named every preload tag).
      const image = preload.filter((t) => t.includes('as="image"'));
      assert.ok(image.length > 0, html);
      for (const t of image) assert.ok(!t.includes('crossorigin'), `${value}: ${t}`);
      assert.ok(prefetch.length > 0, html);
      for (const t of prefetch) assert.ok(!t.includes('crossorigin'), `${value}: ${t}`);
      const entry = tags.find((t) => t.startsWith('<script') && t.includes('/static/js/index.'));
      const stylesheet = tags.find((t) => t.includes('rel="stylesheet"'));
      assert.ok(entry?.includes(`crossorigin="${value}"`), html);
      assert.ok(stylesheet?.includes(`crossorigin="${value}"`), html);
      for (const mark of ['extra.js', 'rel="icon"', 'rel="apple-touch-icon"']) {
        const tag = tags.find((t) => t.includes(mark));
        assert.ok(tag && !tag.includes('crossorigin'), `${mark}: ${tag}`);
      }
    }
  }
});

test('config/html/crossorigin "only adds the attribute when ... the public path of the build is not /, auto or empty (preload links get it with auto too)": with the asset prefix auto, the script and stylesheet tags get no attribute, the preload links get crossorigin=""; with the default / and with an empty public path, none of them', () => {
  assert.ok(
    page('en', 'config/html/crossorigin').includes(
      'when the public path of the build is not `/`, `auto` or empty (preload links get it with `auto` too).',
    ),
  );
  assert.ok(
    page('zh', 'config/html/crossorigin').includes('即构建的 public path 不是 `/`、`auto` 或空值时（`auto` 时 preload 链接也会带上），'),
  );
  // An empty public path cannot come from output.assetPrefix (Rsbuild adds the trailing slash: '' becomes '/'); Rspack's
  // output.publicPath set through tools.rspack gives it. The preload links then get no attribute either
  // (getPublicPathFromCompiler turns '' into '/'; review of session 80, part 3: the page said "for preload links: not /").
  for (const [config, preloadMarked] of [
    ["output: { assetPrefix: 'auto' }", true],
    ["output: { assetPrefix: '/' }", false],
    ["tools: { rspack: (config) => { config.output.publicPath = ''; } }", false],
  ] as const) {
    const files = {
      'src/index.js': "import './a.css';\nimport('./lazy').then((m) => m.run());\n",
      'src/lazy.js': "export const run = () => console.log('lazy');\n",
      'src/a.css': 'body { color: red; }\n',
      'rsbuild.config.mjs': `export default { ${config}, html: { crossorigin: true }, performance: { preload: { type: 'all-chunks' } } };\n`,
    };
    for (const html of inTwoFolders(files, (dir) => fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8'))) {
      const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
      const preload = tags.filter((t) => t.includes('rel="preload"'));
      const others = tags.filter((t) => !t.includes('rel="preload"'));
      assert.ok(preload.length >= 2 && others.length >= 2, html);
      for (const t of preload) assert.equal(t.includes('crossorigin=""'), preloadMarked, `${config}: ${t}`);
      for (const t of others) assert.ok(!t.includes('crossorigin'), `${config}: ${t}`);
    }
  }
});

test('plugins/list/plugin-umd "the Rspack settings are always applied, and tools.rspack or tools.bundlerChain can change them afterwards": tools.bundlerChain replaces output.globalObject and output.library; tools.rspack can remove globalObject, and the wrapper then reads `self`, which require() in Node.js fails on', () => {
  assert.ok(
    page('en', 'plugins/list/plugin-umd').includes(
      'the Rspack settings are always applied, and [tools.rspack](/config/tools/rspack) or [tools.bundlerChain](/config/tools/bundler-chain) can change them afterwards.',
    ),
  );
  assert.ok(
    page('zh', 'plugins/list/plugin-umd').includes(
      'Rspack 的设置则始终生效，之后可以通过 [tools.rspack](/zh/config/tools/rspack) 或 [tools.bundlerChain](/zh/config/tools/bundler-chain) 修改。',
    ),
  );
  const files = (tools: string): Record<string, string> => ({
    'node_modules/@rsbuild/plugin-umd/package.json': '{ "name": "@rsbuild/plugin-umd", "version": "0.5.9", "main": "index.js" }\n',
    'node_modules/@rsbuild/plugin-umd/index.js': PLUGIN_UMD,
    'src/index.js': "export const add = (a, b) => a + b;\nexport const version = '1.0.0';\n",
    'rsbuild.config.mjs': `import { pluginUmd } from '@rsbuild/plugin-umd';\nexport default { plugins: [pluginUmd({ name: 'MyLib' })], tools: ${tools} };\n`,
  });
  /** The wrapper's global object, the AMD define and the global name, and what `require()` of the bundle gives in Node.js. */
  const read = (dir: string) => {
    const js = fs.readFileSync(path.join(dir, 'dist/index.js'), 'utf8');
    const run = spawnSync(process.execPath, ['-e', "const m = require('./dist/index.js'); console.log(m.add(1, 2), m.version);"], {
      cwd: dir,
      encoding: 'utf8',
    });
    return {
      global: /\}\((\w+),function\(\)\{/.exec(js)?.[1],
      define: /define\(("[^"]*",)?\[\]/.exec(js)?.[0],
      root: /[,:](\w)\.(\w+)=\w\(\)\}/.exec(js)?.[2],
      require: run.status === 0 ? run.stdout.trim() : /\w*Error: [^\n]*/.exec(run.stderr)?.[0],
    };
  };

  // The plugin alone: `this`, an AMD module named after the library, window.MyLib.
  for (const r of inTwoFolders(files('{}'), read)) {
    assert.deepEqual(r, { global: 'this', define: 'define("MyLib",[]', root: 'MyLib', require: '3 1.0.0' });
  }
  // tools.bundlerChain runs after the plugin: its globalObject and library win.
  const chain =
    "{ bundlerChain: (chain) => { chain.output.globalObject('globalThis'); chain.output.library({ name: 'Other', type: 'umd' }); } }";
  for (const r of inTwoFolders(files(chain), read)) {
    assert.deepEqual(r, { global: 'globalThis', define: 'define([]', root: 'Other', require: '3 1.0.0' });
  }
  // tools.rspack runs after it too; without the plugin's globalObject, Rspack's default for the web target is `self`.
  for (const r of inTwoFolders(files('{ rspack: (config) => { delete config.output.globalObject; } }'), read)) {
    assert.deepEqual(r, { global: 'self', define: 'define("MyLib",[]', root: 'MyLib', require: 'ReferenceError: self is not defined' });
  }
});
