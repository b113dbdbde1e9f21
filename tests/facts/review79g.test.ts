// Facts behind statements fixed in review 79 (slice g), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/output/polyfill, "usage": SWC's `shippedProposals`, which Rsbuild turns on in this mode, makes SWC add
//   core-js's polyfills of proposals for the built-ins the code uses, shipped or not: `new Map()` pulls in fourteen
//   `esnext.map.*` modules (`esnext.map.emplace` …) even for `chrome >= 120` (the page said "a few", for APIs "browsers
//   have shipped ahead of standardization").
// - config/output/polyfill, "entry": the size it costs. The page's "a small test project grew from about 24 kB to about
//   147 kB of polyfill code" named no project, and no run gave 24 kB; the one-line entry of
//   guide/advanced/browser-compatibility ("Compare the modes") gives a lib-polyfill chunk of 16.7 kB with 'usage' and
//   147 kB with 'entry' (minified).
// - config/output/polyfill, caveat "Rsbuild's own core-js is used": the page added that "a different core-js version
//   installed in your project is not used by the build", which its own "Can't resolve" section contradicts. Rsbuild
//   aliases `core-js` to its copy; a file that copy lacks (a core-js 2 `es6.*` module) resolves from the project's
//   core-js, while a file both have comes from Rsbuild's.
// - guide/advanced/browserslist, the warning under "Different queries per environment": an empty query list, and the
//   compiler's panic, come from a `.browserslistrc` whose sections miss `NODE_ENV` (Browserslist's parseConfig starts
//   from `{ defaults: [] }`). An object in `package.json` without the key is `undefined` to Rsbuild, which then uses its
//   own defaults without a message; the page said both panic.
// - guide/advanced/browserslist, BROWSERSLIST_ENV: the page gave as the reason that "the CLI always sets NODE_ENV". The CLI
//   sets it only when it is empty (core/src/cli/prepare.ts, initNodeEnv): `NODE_ENV=staging rsbuild build` keeps
//   `staging` and takes the [staging] section. BROWSERSLIST_ENV is ignored either way, since NODE_ENV always has a value.
// - config/dev/setup-middlewares, `push`: the HTML fallback (core/src/server/middlewares.ts, getHtmlFallbackMiddleware)
//   passes on every request whose Accept header contains application/json, even with `*/*` in it as axios sends
//   (`application/json, text/plain, */*`); the page's rule ("contains text/html or */*") gave those index.html.
// - guide/optimization/split-chunk, "Understand the default split": the report app's lib-polyfill chunk holds core-js only;
//   no module of @swc/helpers is in its build (the page listed "core-js and @swc/helpers" for the output above).
// - guide/advanced/browserslist, "Check which queries are used": run inspect, then inspect --env production, as the page
//   suggests for both environments, and dist/rspack.config.web.mjs still holds the first one; the second is written to
//   rspack.config.web.<timestamp>.mjs (shared/src/config.ts, outputInspectConfigFiles), the path the command prints.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { cli } from './lib/rsbuild';
import { sampleProject } from './lib/sample-apps';
import { devServer, distFiles, distText, freePort, page, project, rsbuild, startRsbuild, waitFor } from './topics-support';

test('config/output/polyfill "using Map pulls in fourteen esnext.map.* modules, such as esnext.map.emplace, even for chrome >= 120": the proposals SWC polyfills with shippedProposals include ones no browser has shipped', () => {
  for (const [lang, words] of [
    ['en', 'using `Map` pulls in fourteen `esnext.map.*` modules, such as `esnext.map.emplace`, even for `chrome >= 120`'],
    ['zh', '即使面向 `chrome >= 120`，使用 `Map` 也会引入 14 个 `esnext.map.*` 模块，例如 `esnext.map.emplace`'],
  ] as const) {
    assert.ok(page(lang, 'config/output/polyfill').includes(words), `${lang}: the page says so`);
  }
  const modules = (config: string): string[] => {
    const dir = project({
      'src/index.js': "const m = new Map([[1, 'a']]);\ndocument.body.textContent = String(m.get(1));\n",
      'rsbuild.config.mjs': `export default ${config};\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, run.output);
    return [...new Set(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).match(/core-js\/modules\/[\w.-]+\.js/g) ?? [])].sort();
  };
  const latest = modules("{ output: { minify: false, overrideBrowserslist: ['chrome >= 120'] } }");
  assert.equal(latest.length, 14, latest.join(', '));
  assert.ok(
    latest.every((m) => m.startsWith('core-js/modules/esnext.map.')),
    latest.join(', '),
  );
  assert.ok(latest.includes('core-js/modules/esnext.map.emplace.js'));
  assert.ok(latest.includes('core-js/modules/esnext.map.delete-all.js'));
  // The default browser list gets the same fourteen (Map itself needs no polyfill there either).
  assert.deepEqual(modules('{ output: { minify: false } }'), latest);
});

test('config/output/polyfill "the lib-polyfill chunk of a one-line entry calling [1, 2, 3].at(-1) grew from 16.7 kB with usage to 147 kB" (entry, default browser list, minified)', () => {
  for (const [lang, words] of [
    ['en', "the `lib-polyfill` chunk of a one-line entry calling `[1, 2, 3].at(-1)` grew from 16.7 kB with `'usage'` to 147 kB"],
    ['zh', "对于只有一行 `[1, 2, 3].at(-1)` 调用的入口，`lib-polyfill` chunk 从 `'usage'` 时的 16.7 kB 增加到 147 kB"],
  ] as const) {
    assert.ok(page(lang, 'config/output/polyfill').includes(words), `${lang}: the page says so`);
  }
  const chunk = (polyfill: string): number => {
    const dir = project({
      'src/index.js': 'document.body.textContent = String([1, 2, 3].at(-1));\n',
      'rsbuild.config.mjs': `export default { output: { polyfill: '${polyfill}' } };\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, run.output);
    const file = distFiles(dir).find((f) => /^static\/js\/lib-polyfill\.[0-9a-f]{8}\.js$/.test(f));
    assert.ok(file, `${polyfill}: a lib-polyfill chunk`);
    return fs.statSync(path.join(dir, 'dist', file)).size / 1000;
  };
  // Module ids are hashes of paths relative to the project: the sizes move by a few dozen bytes per layout.
  const usage = chunk('usage');
  const entry = chunk('entry');
  assert.ok(Math.abs(usage - 16.7) <= 0.15, `usage: ${usage} kB`);
  assert.ok(Math.abs(entry - 147) <= 1, `entry: ${entry} kB`);
});

test('config/output/polyfill "A core-js installed in your project is only used for a file that copy lacks, such as a core-js 2 es6.* module": the project\'s es6.regexp.constructor is bundled, its es.array.at is not', () => {
  for (const [lang, words] of [
    ['en', 'A `core-js` installed in your project is only used for a file that copy lacks, such as a `core-js` 2 `es6.*` module'],
    ['zh', '项目中安装的 `core-js` 只在这份副本缺少某个文件时才会被用到，例如 `core-js` 2 的 `es6.*` 模块'],
  ] as const) {
    assert.ok(page(lang, 'config/output/polyfill').includes(words), `${lang}: the page says so`);
  }
  const dir = project({
    'src/index.js': "import 'old-lib';\ndocument.body.textContent = String([1, 2, 3].at(-1));\n",
    'node_modules/old-lib/package.json': '{ "name": "old-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/old-lib/index.js': "require('core-js/modules/es6.regexp.constructor');\n",
    // The project's own core-js: one file Rsbuild's 3.36 copy also has, one it lacks.
    'node_modules/core-js/package.json': '{ "name": "core-js", "version": "3.20.0" }\n',
    'node_modules/core-js/modules/es.array.at.js': "globalThis.mark = 'PROJECT_COPY_ARRAY_AT';\n",
    'node_modules/core-js/modules/es6.regexp.constructor.js': "globalThis.mark = 'PROJECT_COPY_ES6';\n",
    'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
  });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 0, run.output);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.ok(js.includes('PROJECT_COPY_ES6'), 'the file only the project has comes from the project');
  assert.ok(!js.includes('PROJECT_COPY_ARRAY_AT'), "the project's copy of a file Rsbuild's copy has is not used");
  assert.ok(js.includes("addToUnscopables('at')"), "Rsbuild's es.array.at is bundled");
});

test('guide/advanced/browserslist "If NODE_ENV matches no section of a .browserslistrc ... the compiler panics with failed to resolve browserslist query: []", "An object in package.json with neither that key nor defaults makes Rsbuild use its defaults, without a message"', async () => {
  for (const [lang, words] of [
    ['en', 'An object in `package.json` with neither that key nor `defaults` makes Rsbuild use its defaults, without a message.'],
    ['zh', '`package.json` 中的对象既没有对应的键，也没有 `defaults` 键时，Rsbuild 则会使用它的默认值，不给任何提示。'],
  ] as const) {
    assert.ok(page(lang, 'guide/advanced/browserslist').includes(words), `${lang}: the page says so`);
  }
  const source = { 'src/index.js': 'globalThis.r = globalThis.a?.b ?? 1;\n' };
  // .browserslistrc with a [production] section only: rsbuild dev stops with the compiler's panic.
  const rc = project({ ...source, '.browserslistrc': '[production]\nchrome >= 61\n' });
  const dev = startRsbuild(rc, ['dev', '--port', String(await freePort())]);
  try {
    assert.ok(await waitFor(() => dev.log().includes('failed to resolve browserslist query: []'), 60_000), dev.log());
    assert.ok(!/ready\s+Client compiled/.test(dev.log()), dev.log());
  } finally {
    await dev.stop();
  }
  // The same in package.json: inspect (development) shows the default queries, and nothing is printed about it.
  const pkg = project({
    ...source,
    'package.json': JSON.stringify({ name: 'fact', private: true, browserslist: { production: ['chrome >= 61'] } }),
  });
  const inspect = rsbuild(pkg, ['inspect']);
  assert.equal(inspect.code, 0, inspect.output);
  assert.doesNotMatch(inspect.output, /browserslist|warn/i);
  const config = fs.readFileSync(path.join(pkg, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.match(config, /targets: \[\s*'chrome >= 87',\s*'edge >= 88',\s*'firefox >= 78',\s*'safari >= 14'\s*\]/);
  // In production the key is found (the second inspect may write a file with a timestamp beside the first).
  const production = rsbuild(pkg, ['inspect', '--env', 'production']);
  assert.equal(production.code, 0, production.output);
  const prod = fs.readdirSync(path.join(pkg, 'dist')).filter((f) => f.startsWith('rspack.config.web'));
  assert.ok(
    prod.some((f) => /targets: \[\s*'chrome >= 61'\s*\]/.test(fs.readFileSync(path.join(pkg, 'dist', f), 'utf8'))),
    prod.join(', '),
  );
  // A dev server on that package.json starts.
  const ok = startRsbuild(pkg, ['dev', '--port', String(await freePort())]);
  try {
    assert.ok(await waitFor(() => /ready\s+Client compiled/.test(ok.log()), 60_000), ok.log());
  } finally {
    await ok.stop();
  }
});

test('guide/advanced/browserslist "BROWSERSLIST_ENV has no effect ... NODE_ENV always has a value there (the CLI sets it unless your shell did)": NODE_ENV=staging is kept and selects [staging]; BROWSERSLIST_ENV selects nothing', () => {
  for (const [lang, words] of [
    ['en', '`NODE_ENV` always has a value there (the CLI sets it unless your shell did)'],
    ['zh', '此时 `NODE_ENV` 总是有值（shell 中没有设置时由 CLI 设置）'],
  ] as const) {
    assert.ok(page(lang, 'guide/advanced/browserslist').includes(words), `${lang}: the page says so`);
  }
  const dir = project({
    'src/index.js': 'globalThis.f = (a) => a?.b ?? 1;\n',
    '.browserslistrc': '[production]\nchrome >= 100\n\n[staging]\nie 11\n',
  });
  const output = (env: NodeJS.ProcessEnv): string => {
    const run = rsbuild(dir, ['build'], env);
    assert.equal(run.code, 0, run.output);
    // With NODE_ENV=staging the build is not a production one: its file names carry no hash (static/js/index.js).
    const js = distText(dir, /^static\/js\/index(\.[0-9a-f]{8})?\.js$/);
    assert.match(js, /globalThis\.f\s*=/, 'the entry was read');
    return js;
  };
  // The shell's NODE_ENV is kept: the [staging] section (ie 11) compiles the arrow function and ?. away.
  const staging = output({ NODE_ENV: 'staging', BROWSERSLIST_ENV: 'production' });
  assert.ok(!staging.includes('=>') && !staging.includes('?.'), staging);
  // Without it the CLI sets production; BROWSERSLIST_ENV=staging does not select [staging].
  const production = output({ BROWSERSLIST_ENV: 'staging' });
  assert.ok(production.includes('=>') && production.includes('?.'), production);
});

test('config/dev/setup-middlewares "the HTML fallback answers ... whose Accept header contains text/html or */*, but not application/json": a push handler gets GET requests whose Accept names application/json, axios\'s default included', async () => {
  for (const [lang, words] of [
    ['en', 'contains `text/html` or `*/*` (the default of browsers and of `fetch()`), but not `application/json`, with `index.html`'],
    ['zh', '包含 `text/html` 或 `*/*`（浏览器和 `fetch()` 的默认值）但不包含 `application/json` 的 `GET` 和 `HEAD` 请求'],
    ['en', "such as axios's default `Accept: application/json, text/plain, */*`"],
    ['zh', '例如 axios 默认的 `Accept: application/json, text/plain, */*`'],
  ] as const) {
    assert.ok(page(lang, 'config/dev/setup-middlewares').includes(words), `${lang}: the page says ${words}`);
  }
  const dir = project({
    'src/index.js': "console.log('page');\n",
    'rsbuild.config.mjs':
      "export default { dev: { setupMiddlewares: [(middlewares) => { middlewares.push((req, res) => { res.end('PUSH ' + req.method); }); }] } };\n",
  });
  const server = await devServer(dir);
  try {
    const answer = async (accept: string, method = 'GET'): Promise<string> => {
      const res = await fetch(`${server.url}/api/users`, { method, headers: { accept } });
      const text = await res.text();
      return text.startsWith('PUSH') ? text : /<div id="root">/.test(text) ? 'index.html' : `${res.status} ${text.slice(0, 40)}`;
    };
    assert.equal(await answer('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'), 'index.html');
    assert.equal(await answer('*/*'), 'index.html');
    assert.equal(await answer('application/json, text/plain, */*'), 'PUSH GET');
    assert.equal(await answer('application/json'), 'PUSH GET');
    assert.equal(await answer('text/html, application/json'), 'PUSH GET');
    assert.equal(await answer('*/*', 'POST'), 'PUSH POST');
  } finally {
    await server.stop();
  }
});

test('guide/optimization/split-chunk "lib-polyfill: core-js, whose polyfills SWC adds (the group also takes @swc/helpers, tslib and @babel/runtime, which this app does not need)": the packages of each chunk of the report app', async () => {
  for (const [lang, words] of [
    [
      'en',
      '- `lib-polyfill`: `core-js`, whose polyfills SWC adds (the group also takes `@swc/helpers`, `tslib` and `@babel/runtime`, which this app does not need);',
    ],
    [
      'zh',
      '- `lib-polyfill`：SWC 添加的 `core-js` polyfill（`@swc/helpers`、`tslib` 和 `@babel/runtime` 这些辅助函数包也归入这一组，只是这个应用用不到）；',
    ],
  ] as const) {
    assert.ok(page(lang, 'guide/optimization/split-chunk').includes(words), `${lang}: the page says so`);
  }
  const en = page('en', 'guide/optimization/split-chunk');
  const block = (title: string): string => {
    const found = codeBlocks(en).find((b) => b.meta.includes(`title="${title}"`));
    assert.ok(found, title);
    return found.code;
  };
  const { cwd, base } = sampleProject('review79g-report', {
    'src/index.jsx': block('src/index.jsx'),
    'src/Report.jsx': block('src/Report.jsx'),
  });
  // A plugin of the project writes the npm packages of each chunk after the build.
  fs.writeFileSync(
    path.join(cwd, 'rsbuild.config.mjs'),
    `import fs from 'node:fs';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
const chunkPackages = {
  name: 'chunk-packages',
  setup(api) {
    api.onAfterBuild(({ stats }) => {
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true });
      const out = {};
      for (const chunk of json.chunks) {
        const names = (chunk.modules ?? []).map((m) => m.name);
        const packages = names.map((n) => (/node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?((?:@[^\\\\/]+[\\\\/])?[^\\\\/]+)/.exec(n) ?? [])[1]);
        out[chunk.files.find((f) => f.endsWith('.js'))] = [...new Set(packages.filter(Boolean))].sort();
      }
      fs.writeFileSync('chunk-packages.json', JSON.stringify(out));
    });
  },
};
export default defineConfig({ plugins: [pluginReact(), chunkPackages], source: { alias: ${JSON.stringify(base.source?.alias)} } });
`,
  );
  const { code, output } = await cli(['build'], { cwd });
  assert.equal(code, 0, output);
  const chunks: Record<string, string[]> = JSON.parse(fs.readFileSync(path.join(cwd, 'chunk-packages.json'), 'utf8'));
  const polyfill = Object.keys(chunks).find((f) => /^static\/js\/async\/lib-polyfill\.[0-9a-f]{8}\.js$/.test(f));
  assert.ok(polyfill, Object.keys(chunks).join(', '));
  assert.deepEqual(chunks[polyfill], ['core-js']);
  for (const helper of ['@swc/helpers', 'tslib', '@babel/runtime'])
    assert.ok(!Object.values(chunks).flat().includes(helper), `${helper}: ${JSON.stringify(chunks)}`);
});

test('guide/advanced/browserslist "open the file it names: dist/rspack.config.web.mjs, or rspack.config.web.<timestamp>.mjs beside it when that file already exists (it is left as it was)": inspect, then inspect --env production', () => {
  for (const [lang, words] of [
    ['en', 'or `rspack.config.web.<timestamp>.mjs` beside it when that file already exists (it is left as it was)'],
    ['zh', '该文件已存在时则是旁边的 `rspack.config.web.<timestamp>.mjs`（原文件保持不变）'],
  ] as const) {
    assert.ok(page(lang, 'guide/advanced/browserslist').includes(words), `${lang}: the page says so`);
  }
  const dir = project({
    'src/index.js': "console.log('x');\n",
    '.browserslistrc': '[production]\nchrome >= 61\n\n[development]\nchrome >= 100\n',
  });
  const first = rsbuild(dir, ['inspect']);
  assert.equal(first.code, 0, first.output);
  const plain = path.join(dir, 'dist/rspack.config.web.mjs');
  assert.match(fs.readFileSync(plain, 'utf8'), /targets: \[\s*'chrome >= 100'\s*\]/);
  const second = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(second.code, 0, second.output);
  assert.match(fs.readFileSync(plain, 'utf8'), /targets: \[\s*'chrome >= 100'\s*\]/, 'the first file is left as it was');
  const stamped = distFiles(dir).filter((f) => /^rspack\.config\.web\.\d+\.mjs$/.test(f));
  assert.equal(stamped.length, 1, distFiles(dir).join(', '));
  assert.match(fs.readFileSync(path.join(dir, 'dist', stamped[0]), 'utf8'), /targets: \[\s*'chrome >= 61'\s*\]/);
  assert.ok(second.output.includes(stamped[0]), 'the command prints the path it wrote');
});
