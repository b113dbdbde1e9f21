// Facts behind statements fixed in review 80 (slice g), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/html-template, the fields of an html.tags object: the page said a string `hash` "appends that string".
//   It appends `?` and the string (core/src/rspack/HtmlBasicPlugin.ts, modifyTags: `${filename}?${optHash}`):
//   `hash: 'v2'` on config.js gives /config.js?v2, as `true` gives /config.js?<compilation hash>.
// - plugins/list/plugin-babel, the TypeScript preset of the default Babel options: the page said it "lets Babel parse
//   TypeScript; SWC removes the types afterwards anyway". @babel/preset-typescript is @babel/plugin-transform-typescript:
//   Babel itself removes the types, and SWC gets the file without them. @babel/core is not in the repository's lockfile;
//   with BABEL_DEPS set to a folder whose node_modules holds @babel/core 7.24.3, @babel/preset-typescript 7.24.1,
//   @babel/plugin-proposal-decorators 7.24.1 and @babel/plugin-transform-class-properties 7.24.1 (the lowest versions
//   of the ranges in the plugin's 0.5.9 package.json; `npm install` there), the test runs Babel with the page's default
//   options; without it, it checks the page only.
// - config/output/dist-path, distPath.root: the page said an absolute root makes `rsbuild preview` "answer every request
//   with 404". The pages, scripts and styles get 404 (the preview server serves join(project root, root), core/src/server/
//   prodServer.ts, applyStaticAssetMiddleware), but /favicon.ico still gets the empty 204 of faviconFallbackMiddleware.
// Resting on the source alone (no test kept):
// - plugins/list/plugin-babel, "See the Babel options in use": the page said the options that `rsbuild inspect` writes hold
//   "the resolved path of every plugin and preset". Only the plugin's defaults are resolved (plugin-babel/src/plugin.ts,
//   require.resolve of the decorators and class-properties plugins and of preset-typescript, lines 68, 74, 80);
//   addPlugins and addPresets push what you pass as it is (src/helper.ts, lines 48 and 56), so
//   ['@babel/plugin-proposal-pipeline-operator', {…}] appears under that name. A local run (the 0.5.9 source built with
//   esbuild, Babel 7 from npm, `rsbuild inspect --verbose`) showed exactly that in dist/rspack.config.web.mjs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { build, distFiles, page, previewServer, project } from './topics-support';

test('guide/basic/html-template "hash: a string appends ? and that string": html.tags with hash: \'v2\' gives /config.js?v2, hash: true /config.js?<compilation hash>', () => {
  for (const [lang, words] of [
    ['en', '`true` appends `?<compilation hash>` to `src` or `href`; a string appends `?` and that string'],
    ['zh', '`true` 会在 `src` 或 `href` 后追加 `?<compilation hash>`；传入字符串则追加 `?` 和该字符串'],
  ] as const) {
    assert.ok(page(lang, 'guide/basic/html-template').includes(words), `${lang}: the page says so`);
  }
  const dir = project({
    'src/index.js': "document.title = 'tags';\n",
    'rsbuild.config.mjs': [
      'export default {',
      '  html: {',
      '    tags: [',
      "      { tag: 'script', attrs: { src: 'config.js' }, hash: 'v2' },",
      "      { tag: 'script', attrs: { src: 'other.js' }, hash: true },",
      '    ],',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.match(html, /<script src="\/config\.js\?v2"><\/script>/, html);
  assert.doesNotMatch(html, /config\.jsv2/, html);
  assert.match(html, /<script src="\/other\.js\?[0-9a-f]{16}"><\/script>/, html);
});

const BABEL_DEPS = process.env.BABEL_DEPS;

test('plugins/list/plugin-babel "The TypeScript preset lets Babel parse TypeScript, and it removes the types before SWC gets the file": Babel with the plugin\'s default options turns const a: number = 1 into const a = 1', async (t) => {
  for (const [lang, words] of [
    ['en', 'The TypeScript preset lets Babel parse TypeScript, and it removes the types before SWC gets the file.'],
    ['zh', 'TypeScript 预设让 Babel 能够解析 TypeScript，并在文件交给 SWC 之前就移除类型。'],
  ] as const) {
    assert.ok(page(lang, 'plugins/list/plugin-babel').includes(words), `${lang}: the page says so`);
  }
  if (!BABEL_DEPS) {
    t.skip('BABEL_DEPS is not set: @babel/core and the plugin-babel defaults are not installed in the repository');
    return;
  }
  const req = createRequire(path.join(BABEL_DEPS, 'package.json'));
  const babel = req('@babel/core') as { transformSync: (code: string, options: object) => { code: string } | null };
  // defaultBabelOptions of the page (plugin-babel/src/plugin.ts, getDefaultBabelOptions), without the cache.
  const options = {
    babelrc: false,
    configFile: false,
    filename: path.join(BABEL_DEPS, 'src/index.ts'),
    plugins: [
      [req.resolve('@babel/plugin-proposal-decorators'), { version: 'legacy' }],
      req.resolve('@babel/plugin-transform-class-properties'),
    ],
    presets: [
      [
        req.resolve('@babel/preset-typescript'),
        { allowNamespaces: true, allExtensions: true, allowDeclareFields: true, optimizeConstEnums: true, isTSX: true },
      ],
    ],
  };
  const out = babel.transformSync(
    'interface User { name: string }\nconst a: number = 1;\nexport const name = (u: User): string => u.name + (a as number);\n',
    options,
  )?.code;
  assert.ok(out, 'Babel returned code');
  assert.doesNotMatch(out, /interface|: number|: string|: User|as number/, out);
  assert.match(out, /const a = 1;/, out);
  // The same preset parses every file as TSX: an angle-bracket assertion is a syntax error (the page's Limits).
  assert.throws(() => babel.transformSync('const y = <number>x;\n', options), /Unterminated JSX contents/);
});

test('config/output/dist-path "an absolute root makes it answer with 404 for the pages, scripts and styles": rsbuild preview of a build whose distPath.root is absolute answers /, /index.html, the script and the stylesheet with 404, and /favicon.ico with 204', async () => {
  for (const [lang, words] of [
    ['en', 'so an absolute `root` makes it answer with 404 for the pages, scripts and styles.'],
    ['zh', '因此 `root` 为绝对路径时，页面、脚本和样式的请求都会得到 404。'],
  ] as const) {
    assert.ok(page(lang, 'config/output/dist-path').includes(words), `${lang}: the page says so`);
  }
  const dir = project({
    'src/index.js': "import './style.css';\ndocument.title = 'absolute root';\n",
    'src/style.css': 'body { margin: 0; }\n',
    // An absolute root inside the project, so that the build empties and fills it as usual.
    'rsbuild.config.mjs':
      "import path from 'node:path';\nexport default { output: { distPath: { root: path.join(process.cwd(), 'out') } } };\n",
  });
  build(dir);
  const files = distFiles(dir, 'out');
  const script = files.find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
  const style = files.find((f) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(f));
  assert.ok(script && style && files.includes('index.html'), files.join(', '));
  const server = await previewServer(dir);
  try {
    const status = async (url: string): Promise<number> =>
      (await fetch(`${server.url}${url}`, { headers: { accept: 'text/html,*/*' } })).status;
    for (const url of ['/', '/index.html', `/${script}`, `/${style}`]) assert.equal(await status(url), 404, url);
    assert.equal(await status('/favicon.ico'), 204);
  } finally {
    await server.stop();
  }
});
