// Facts behind the accuracy review of session 96 (slice b): config/tools/less, guide/faq/features and
// config/dev/start-url, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// No statement of the three pages was found false at 0.5.9, so nothing was changed on them (see
// /work/review96/REPORT-b.md). The tests below back claims that no earlier facts test ran and that this review
// found worth a run; each was confirmed, the page's words are unchanged:
//
// - config/dev/start-url, How the browser is opened: "Each URL is opened only once per process. When the dev server
//   restarts, for example because you edited rsbuild.config.ts, the tabs that are already open are not opened
//   again." core/src/plugins/startUrl.ts keeps a module-level list (openedURLs, lines 85 and 127-130), and a restart
//   (core/src/server/restart.ts) runs init() and startDevServer() again in the same process. Run: rsbuild dev with
//   startUrl true and a fake xdg-open that records the URLs (fakeOpener, so Linux only); an edit of
//   rsbuild.config.mjs restarts the server and opens nothing more; a second edit that sets startUrl to another URL
//   opens that one, so the rule is per URL.
// - config/tools/less, function and array forms: "The function is called once per build target" and, in the array
//   example, `console.log(options.lessOptions?.javascriptEnabled); // true` after an object with lessOptions.
//   getLessLoaderOptions (shared/src/getLoaderOptions.ts 59-110) runs in the modifyBundlerChain of rsbuild:less,
//   once for each target's config. Run: targets web and node, the page's array; the function prints true twice, and
//   the object's modifyVars reaches the CSS.
// - config/tools/less, less.sourceMap: "Turn on output.sourceMap.css to get CSS source maps in the output; in a
//   production build, also set output.sourceMap.js". review83c ran the production half; this runs the other: in
//   rsbuild dev, css: true alone serves /static/css/index.css with a sourceMappingURL, and the map names the .less
//   file (the development devtool is cheap-module-source-map).
// - guide/faq/features, "How do I change the output directory or the file names?": "This writes build/index.html,
//   build/js/index.js and build/css/index.css." and "How do I deploy to a sub-path or a CDN?": "The generated HTML
//   then loads https://cdn.example.com/my-app/static/js/index.[hash].js". Run: the two examples' configurations on
//   a project with a CSS import.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  build,
  compilations,
  devServer,
  distFiles,
  distText,
  fakeOpener,
  nextCompilation,
  pageSays,
  project,
  waitFor,
} from './topics-support';

test('config/dev/start-url "Each URL is opened only once per process. When the dev server restarts ... the tabs that are already open are not opened again": a restart after an edit of rsbuild.config.mjs opens nothing more; a new startUrl after the next restart is opened', async (t) => {
  if (process.platform !== 'linux') return t.skip('the fake browser is an xdg-open, what 0.5.9 runs on Linux');
  pageSays('config/dev/start-url', {
    en: 'Each URL is opened only once per process. When the dev server restarts, for example because you edited `rsbuild.config.ts`, the tabs that are already open are not opened again.',
    zh: '每个 URL 在一个进程中只会打开一次。当开发服务器重启时（例如修改了 `rsbuild.config.ts`），已经打开过的标签页不会再次打开。',
  });
  const opener = fakeOpener();
  const dir = project({
    'src/index.js': "document.body.textContent = 'app';\n",
    'rsbuild.config.mjs': 'export default { dev: { startUrl: true } };\n',
  });
  const server = await devServer(dir, { env: { PATH: opener.PATH } });
  try {
    const first = `http://localhost:${server.port}/`;
    assert.ok(await waitFor(() => opener.opened().length > 0, 20_000), server.log());
    assert.deepEqual(opener.opened(), [first]);

    // An edit of the configuration restarts the server in the same process: the page is not opened again.
    let done = compilations(server);
    fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), "export default { dev: { startUrl: true }, html: { title: 'edited' } };\n");
    await nextCompilation(server, done);
    assert.match(server.log(), /Restart because rsbuild\.config\.mjs is changed/);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    assert.deepEqual(opener.opened(), [first], server.log());

    // Another URL after the next restart is opened: the rule is per URL.
    done = compilations(server);
    fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), "export default { dev: { startUrl: 'http://localhost:<port>/other' } };\n");
    await nextCompilation(server, done);
    assert.ok(await waitFor(() => opener.opened().length > 1, 20_000), server.log());
    assert.deepEqual(opener.opened(), [first, `http://localhost:${server.port}/other`]);
  } finally {
    await server.stop();
  }
});

test('config/tools/less "The function is called once per build target", array form "// true": with the targets web and node, the function after the object runs twice and sees javascriptEnabled true; the object\'s modifyVars reaches the CSS', () => {
  pageSays('config/tools/less', {
    en: 'The function is called once per build target and must be synchronous.',
    zh: '函数会针对每个构建目标调用一次，并且必须是同步的。',
  });
  pageSays('config/tools/less', {
    en: 'console.log(options.lessOptions?.javascriptEnabled); // true',
    zh: 'console.log(options.lessOptions?.javascriptEnabled); // true',
  });
  const dir = project({
    'src/index.js': "import './a.less';\n",
    'src/a.less': '.a { color: @primary-color; }\n',
    'rsbuild.config.mjs': `export default {
  output: { targets: ['web', 'node'] },
  tools: {
    less: [
      { lessOptions: { modifyVars: { 'primary-color': '#ff6600' } } },
      (options) => {
        console.log('LESS-FUNCTION ' + options.lessOptions?.javascriptEnabled);
      },
    ],
  },
};
`,
  });
  const run = build(dir);
  assert.deepEqual(run.output.match(/LESS-FUNCTION \w+/g), ['LESS-FUNCTION true', 'LESS-FUNCTION true'], run.output);
  assert.match(distText(dir, /^static\/css\/.*\.css$/), /\.a\s*\{\s*color:\s*#f60/);
});

test('config/tools/less, less.sourceMap "Turn on output.sourceMap.css to get CSS source maps in the output; in a production build, also set output.sourceMap.js": in rsbuild dev, css: true alone serves a CSS map that names the .less file', async () => {
  pageSays('config/tools/less', {
    en: 'Turn on `output.sourceMap.css` to get CSS source maps in the output; in a production build, also set `output.sourceMap.js`',
    zh: '如果希望构建产物中包含 CSS source map，请开启 `output.sourceMap.css`；生产构建还需要设置 `output.sourceMap.js`',
  });
  const dir = project({
    'src/index.js': "import './a.less';\n",
    'src/a.less': '@c: red;\nbody { color: @c; }\n',
    'rsbuild.config.mjs': 'export default { output: { sourceMap: { css: true } } };\n',
  });
  const server = await devServer(dir);
  try {
    const css = await (await fetch(`${server.url}/static/css/index.css`)).text();
    assert.match(css, /sourceMappingURL=index\.css\.map/);
    const map = await fetch(`${server.url}/static/css/index.css.map`);
    assert.equal(map.status, 200);
    const sources = ((await map.json()) as { sources: string[] }).sources;
    assert.ok(
      sources.some((s) => s.endsWith('src/a.less')),
      sources.join(', '),
    );
  } finally {
    await server.stop();
  }
});

test('guide/faq/features "This writes build/index.html, build/js/index.js and build/css/index.css" and "The generated HTML then loads https://cdn.example.com/my-app/static/js/index.[hash].js": the two examples\' configurations, built', () => {
  pageSays('guide/faq/features', {
    en: 'This writes `build/index.html`, `build/js/index.js` and `build/css/index.css`.',
    zh: '这样会生成 `build/index.html`、`build/js/index.js` 和 `build/css/index.css`。',
  });
  pageSays('guide/faq/features', {
    en: 'The generated HTML then loads `https://cdn.example.com/my-app/static/js/index.[hash].js`.',
    zh: '生成的 HTML 会加载 `https://cdn.example.com/my-app/static/js/index.[hash].js`。',
  });
  const app = { 'src/index.js': "import './a.css';\nconsole.log('app');\n", 'src/a.css': 'body { color: red; }\n' };
  const folders = project({
    ...app,
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'build', js: 'js', css: 'css' }, filenameHash: false } };\n",
  });
  build(folders);
  const files = distFiles(folders, 'build');
  for (const file of ['index.html', 'js/index.js', 'css/index.css']) assert.ok(files.includes(file), `build/${file}: ${files.join(', ')}`);
  assert.deepEqual(distFiles(folders), [], 'nothing in dist/');

  const cdn = project({ ...app, 'rsbuild.config.mjs': "export default { output: { assetPrefix: 'https://cdn.example.com/my-app/' } };\n" });
  build(cdn);
  const html = fs.readFileSync(path.join(cdn, 'dist/index.html'), 'utf8');
  assert.match(html, /<script defer="defer" src="https:\/\/cdn\.example\.com\/my-app\/static\/js\/index\.[0-9a-f]{8}\.js"><\/script>/);
});
