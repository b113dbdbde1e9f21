// Facts behind the accuracy review of session 89 (slice t): config/dev/hmr, config/html/output-structure and
// config/index, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project; Chromium for
// pages), names the page and the sentence it backs, and checks that both languages say it and the old wording is gone.
//
// - config/dev/hmr, Caveats: "Changes to `rsbuild.config.ts` or to `.env` files are not hot updates: `rsbuild dev`
//   restarts the dev server instead." read as true of any .env file. 0.5.9 watches only the files loadEnv read for the
//   mode plus the config file (core/src/cli/init.ts 38-45, envs.filePaths; loadEnv.ts 45-50 lists .env, .env.local,
//   .env.<mode>, .env.<mode>.local); a .env.production edited in `rsbuild dev` restarts nothing. Now: the .env files
//   loaded at start; those of other modes such as .env.production are not watched. Test 1.
// - config/dev/hmr, "Coming from another tool": "`server.hmr: false` in Vite turns HMR off the way `dev.hmr: false`
//   does here." Vite calls handleHMRUpdate, which sends both hot updates and `full-reload`, only when
//   `serverConfig.hmr !== false` (vitejs/vite packages/vite/src/node/server/index.ts, onHMRUpdate; Vite 4 and 5): with
//   it off a save changes nothing in the browser (vitejs/vite#7131, "websites delivered by the server don't reload
//   themselves"; withastro/astro#8683). Vite is not run here. In 0.5.9, `dev.hmr: false` alone keeps the dev client,
//   which reloads the page after each rebuild (core/src/server/compilerDevMiddleware.ts 108: the client is injected for
//   hmr || liveReload; the reload itself is run by common-problems-round32d.test.ts). Now: Vite's option matches
//   `dev: { hmr: false, liveReload: false }`; `dev.hmr: false` alone still reloads. Test 6 runs the client half.
// - config/html/output-structure, Caveats: "Relative asset URLs in a template (`./logo.png`) resolve against the
//   directory of the HTML file, which is one level deeper with 'nested'." Rsbuild leaves the URL as written and the
//   browser resolves it against the page's URL; the dev server serves a nested page at /about (the URL it prints) as
//   well as at /about/, and at /about `./logo.png` is /logo.png, not /about/logo.png. Test 2.
// - config/html/output-structure, Caveats: "The option applies to all entries; a single entry cannot use another
//   structure." The page's own Common problems gives entries other paths with tools.htmlPlugin: the html plugin's
//   filename from getHTMLPathByEntry (core/src/provider/initPlugins.ts 17-28) is what tools.htmlPlugin receives and may
//   change (core/src/plugins/html.ts 223-280). Now: the option takes no value per entry; tools.htmlPlugin's filename
//   writes one entry elsewhere. Test 3.
// - config/index: "whose top-level keys are the sections listed below" left out `provider`, a top-level key of
//   RsbuildConfig in 0.5.9 (shared/src/types/config/index.ts 33-82) that createRsbuild calls instead of the Rspack
//   provider when set (core/src/createRsbuild.ts 12-21). Test 4.
// - config/index: "Each entry below links the page of one option and repeats the first sentence of that page." The
//   overview is made by the site's own plugins/config-overview.ts (summaryOf), which skips a paragraph ending in a
//   colon: html.mountId and performance.printFileSize are quoted with a later sentence ("You do not add this root
//   <div> yourself: ...", "The list is a quick way to notice ..."). Now: one sentence of that page, usually its first.
//   Test 5 runs the generator (this statement is about the site, not about 0.5.9).
// - config/html/output-structure, Common problems: "Rsbuild creates one HTML file for each entry ... by itself, with
//   no plugin instance per page" (en). Rsbuild itself adds one html-rspack-plugin instance per entry
//   (core/src/plugins/html.ts 292-293, `html-plugin-<entry>`); what the reader does not write is an instance per page.
//   Now (en): "with no plugin instance per page to write in your configuration"; the zh sentence already said so
//   (不需要为每个页面各写一个插件实例) and stays. Test 8 (rsbuild inspect).
// - config/index: "The file exports an object, usually wrapped in `defineConfig`". It may export a function that
//   returns the object, sync or async (core/src/config.ts 34-42 and 136: loadConfig calls it with env, command and
//   envMode). Now: an object (or a function that returns one). Test 7.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { configOverview } from '../../plugins/config-overview';
import { splitFrontMatter, withoutCode } from '../../scripts/lib/markdown';
import { build, devServer, distFiles, page, pageSays, project, rsbuild, sharedBrowser, waitFor } from './topics-support';

const browser = sharedBrowser();

test('config/dev/hmr "Changes to rsbuild.config.ts or to the .env files loaded at start are not hot updates: rsbuild dev restarts the dev server instead. The .env files of other modes, such as .env.production, are not watched."', async () => {
  pageSays(
    'config/dev/hmr',
    {
      en: '- Changes to `rsbuild.config.ts` or to the `.env` files loaded at start are not hot updates: `rsbuild dev` restarts the dev server instead. The `.env` files of other modes, such as `.env.production`, are not watched.',
      zh: '- 修改 `rsbuild.config.ts` 或启动时加载的 `.env` 文件不会触发热更新，`rsbuild dev` 会改为重启开发服务器。`.env.production` 等其他模式的 `.env` 文件不会被监听。',
    },
    {
      en: 'Changes to `rsbuild.config.ts` or to `.env` files are not hot updates',
      zh: '修改 `rsbuild.config.ts` 或 `.env` 文件不会触发热更新',
    },
  );
  const dir = project({
    '.env': 'PUBLIC_STAGE=first\n',
    '.env.production': 'PUBLIC_STAGE=production\n',
    'rsbuild.config.mjs': 'export default {};\n',
    'src/index.js': 'globalThis.stage = process.env.PUBLIC_STAGE;\n',
  });
  const server = await devServer(dir);
  const restarts = (): string[] => server.log().match(/Restart because \S+ is changed\./g) ?? [];
  const readyAfter = (n: number) => () => /ready\s+Client compiled/.test(server.log().split('Restart because')[n] ?? '');
  try {
    // .env (loaded) then .env.production (not loaded): the debounced restart would name the last watched file written
    fs.writeFileSync(path.join(dir, '.env'), 'PUBLIC_STAGE=second\n');
    fs.writeFileSync(path.join(dir, '.env.production'), 'PUBLIC_STAGE=production edited\n');
    assert.ok(await waitFor(readyAfter(1)), server.log());
    assert.deepEqual(restarts(), ['Restart because .env is changed.']);
    // the config file restarts the server too
    fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), 'export default { html: { title: "x" } };\n');
    assert.ok(await waitFor(readyAfter(2)), server.log());
    assert.deepEqual(restarts(), ['Restart because .env is changed.', 'Restart because rsbuild.config.mjs is changed.']);
  } finally {
    await server.stop();
  }
});

test('config/html/output-structure "Relative asset URLs in a template (./logo.png) are left as written and resolve against the URL of the page: with nested, ./logo.png is /about/logo.png on /about/ but /logo.png on /about, and both URLs serve the page"', async () => {
  pageSays(
    'config/html/output-structure',
    {
      en: "- Relative asset URLs in a template (`./logo.png`) are left as written and resolve against the URL of the page: with `'nested'`, `./logo.png` is `/about/logo.png` on `/about/` but `/logo.png` on `/about`, and both URLs serve the page.",
      zh: "- 模板中的相对资源地址（如 `./logo.png`）会原样保留，由浏览器相对于页面 URL 解析：使用 `'nested'` 时，`./logo.png` 在 `/about/` 下是 `/about/logo.png`，在 `/about` 下却是 `/logo.png`，而这两个 URL 都能打开该页面。",
    },
    {
      en: 'resolve against the directory of the HTML file, which is one level deeper',
      zh: '是相对于 HTML 文件所在目录解析的',
    },
  );
  const dir = project({
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', about: './src/about.js' } }, html: { outputStructure: 'nested', template: './template.html' } };\n",
    'template.html': '<!doctype html><html><head></head><body><img id="logo" src="./logo.png"><div id="root"></div></body></html>\n',
    'src/index.js': "document.title = 'index';\n",
    'src/about.js': "document.title = 'about';\n",
  });
  build(dir);
  assert.match(fs.readFileSync(path.join(dir, 'dist/about/index.html'), 'utf8'), /<img id="logo" src="\.\/logo\.png">/);
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    const seen: Record<string, { url: string; title: string; logo: string }> = {};
    for (const p of ['/about', '/about/']) {
      const res = await page.goto(`${server.url}${p}`);
      assert.equal(res?.status(), 200, p);
      assert.ok(await waitFor(async () => (await page.title()) === 'about', 10_000), p);
      seen[p] = {
        url: new URL(page.url()).pathname,
        title: await page.title(),
        logo: new URL(await page.$eval('#logo', (img) => (img as HTMLImageElement).src)).pathname,
      };
    }
    assert.deepEqual(seen, {
      '/about': { url: '/about', title: 'about', logo: '/logo.png' },
      '/about/': { url: '/about/', title: 'about', logo: '/about/logo.png' },
    });
  } finally {
    await page.close();
    await server.stop();
  }
});

test('config/html/output-structure "The option applies to all entries and takes no value per entry; to write one entry elsewhere, set its file name with tools.htmlPlugin"', () => {
  pageSays(
    'config/html/output-structure',
    {
      en: '- The option applies to all entries and takes no value per entry; to write one entry elsewhere, set its file name with [tools.htmlPlugin](/config/tools/html-plugin#htmlpluginfilename), as in Common problems below.',
      zh: '- 该选项作用于所有入口，不能按入口分别设置；要把某个入口输出到别的位置，请用 [tools.htmlPlugin](/zh/config/tools/html-plugin#htmlpluginfilename) 设置它的文件名，见下方常见问题。',
    },
    {
      en: 'a single entry cannot use another structure',
      zh: '无法为单个入口使用不同的结构',
    },
  );
  const dir = project({
    'rsbuild.config.mjs': [
      'export default {',
      "  source: { entry: { index: './src/index.js', about: './src/about.js' } },",
      "  html: { outputStructure: 'nested' },",
      '  tools: {',
      '    htmlPlugin: (options, { entryName }) => {',
      "      if (entryName === 'index') options.filename = 'index.html';",
      '    },',
      '  },',
      '};',
      '',
    ].join('\n'),
    'src/index.js': "document.title = 'index';\n",
    'src/about.js': "document.title = 'about';\n",
  });
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.html')),
    ['about/index.html', 'index.html'],
  );
  // the bare option cannot take an object of entries: 0.5.9 only tests for 'flat', anything else is 'nested'
  const perEntry = project({
    'rsbuild.config.mjs':
      "export default { source: { entry: { index: './src/index.js', about: './src/about.js' } }, html: { outputStructure: { index: 'flat' } } };\n",
    'src/index.js': "document.title = 'index';\n",
    'src/about.js': "document.title = 'about';\n",
  });
  build(perEntry);
  assert.deepEqual(
    distFiles(perEntry).filter((f) => f.endsWith('.html')),
    ['about/index.html', 'index/index.html'],
  );
});

test('config/index "whose top-level keys are the sections listed below, plus provider, which replaces the bundler (Rspack unless set)"', () => {
  pageSays(
    'config/index',
    {
      en: 'keys are the sections listed below, plus `provider`, which replaces the bundler (Rspack unless set).',
      zh: '对象的顶层字段就是下面列出的各个配置分类，另外还有用于替换打包工具的 `provider`（未设置时使用 Rspack）。',
    },
    {
      en: 'keys are the sections listed below. Every option',
      zh: '对象的顶层字段就是下面列出的各个配置分类。',
    },
  );
  const src = { 'src/index.js': "document.title = 'ok';\n" };
  const custom = project({
    ...src,
    'rsbuild.config.mjs':
      "export default { provider: async () => { throw new Error('the provider of rsbuild.config.mjs was called'); } };\n",
  });
  const run = rsbuild(custom, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /the provider of rsbuild\.config\.mjs was called/);
  const plain = project(src);
  const ok = build(plain);
  assert.match(ok.output, /Client compiled/);
  assert.ok(distFiles(plain).includes('index.html'));
});

test('config/index "Each entry below links the page of one option and repeats one sentence of that page, usually its first": the generated overview quotes a sentence of each page, for nearly all pages the first, not for html.mountId and performance.printFileSize', () => {
  pageSays(
    'config/index',
    {
      en: 'Each entry below links the page of one option and repeats one sentence of that page, usually its first.',
      zh: '下面每一项都链接到对应选项的页面，并摘录该页面中的一句话（通常是第一句）。',
    },
    {
      en: 'repeats the first sentence of that page',
      zh: '并摘录该页面的第一句话',
    },
  );
  for (const lang of ['en', 'zh'] as const) {
    const notFirst: string[] = [];
    let entries = 0;
    for (const { items } of configOverview(lang)) {
      for (const { route, summary } of items) {
        entries++;
        const text = page(lang, route.replace(/^\/zh/, '').replace(/^\//, ''));
        const prose = withoutCode(splitFrontMatter(text).body)
          .split(/\n\s*\n/)
          .map((p) => p.trim().replace(/\s*\n\s*/g, ' '));
        assert.ok(summary && prose.some((p) => p.includes(summary)), `${lang} ${route}: the entry quotes the page`);
        const first = prose.find((p) => p && !/^(#|-|\*|\||>|:::|import |export |<|\{\/\*|\d+\.)/.test(p));
        if (!first?.startsWith(summary)) notFirst.push(route.replace(/^\/zh/, ''));
      }
    }
    assert.ok(entries > 80, `${lang}: ${entries} entries`);
    // not every entry quotes the first prose sentence (at this commit: html.mountId and performance.printFileSize,
    // whose first paragraph ends with a colon, and source.alias, source.entry and source.transformImport, whose first
    // prose paragraph is "The full type:"), but nearly all do; pages of other slices may change, so only the share
    assert.ok(notFirst.length >= 1, `${lang}: some entry quotes a later sentence`);
    assert.ok(notFirst.length <= entries / 10, `${lang}: most entries quote the first sentence: ${notFirst.join(', ')}`);
  }
});

test('config/dev/hmr "Vite\'s server.hmr: false also stops full reloads, so it matches dev: { hmr: false, liveReload: false } here; dev.hmr: false alone still reloads the page": the dev client is served with hmr false alone and left out with both false', async () => {
  pageSays(
    'config/dev/hmr',
    {
      en: "Vite's `server.hmr: false` also stops full reloads, so it matches `dev: { hmr: false, liveReload: false }` here; `dev.hmr: false` alone still reloads the page.",
      zh: 'Vite 的 `server.hmr: false` 连整页刷新也会一并停止，对应这里的 `dev: { hmr: false, liveReload: false }`；只设置 `dev.hmr: false` 时页面仍会整页刷新。',
    },
    {
      en: 'turns HMR off the way `dev.hmr: false` does here',
      zh: '与这里的 `dev.hmr: false` 作用相同',
    },
  );
  const served = async (dev: string): Promise<string> => {
    const dir = project({ 'rsbuild.config.mjs': `export default { dev: ${dev} };\n`, 'src/index.js': "document.title = 'entry';\n" });
    const server = await devServer(dir);
    try {
      // the scripts of the page: the entry and the chunks it loads (the dev client comes from node_modules)
      const html = await (await fetch(`${server.url}/`)).text();
      const srcs = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
      assert.ok(srcs.length > 0, html);
      const texts = await Promise.all(srcs.map(async (src) => (await fetch(new URL(src, server.url))).text()));
      return texts.join('\n');
    } finally {
      await server.stop();
    }
  };
  const hmrOff = await served('{ hmr: false }');
  assert.match(hmrOff, /document\.title = "entry"/);
  assert.match(hmrOff, /\[HMR\] connected\./);
  assert.match(hmrOff, /window\.location\.reload\(\)/);
  const bothOff = await served('{ hmr: false, liveReload: false }');
  assert.match(bothOff, /document\.title = "entry"/);
  assert.doesNotMatch(bothOff, /\[HMR\] connected\.|rsbuild-hmr/);
});

test('config/index "The file exports an object (or a function that returns one)": an rsbuild.config.mjs exporting defineConfig(async function) is read', () => {
  pageSays(
    'config/index',
    {
      en: 'The file exports an object (or a function that returns one), usually wrapped in `defineConfig` for type hints',
      zh: '该文件导出一个对象（或返回对象的函数），通常用 `defineConfig` 包裹以获得类型提示',
    },
    {
      en: 'The file exports an object, usually wrapped',
      zh: '该文件导出一个对象，通常用',
    },
  );
  const dir = project(
    {
      'rsbuild.config.mjs':
        "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig(async ({ command }) => ({ output: { distPath: { root: `out-${command}` } } }));\n",
      'src/index.js': "document.title = 'ok';\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  build(dir);
  assert.ok(distFiles(dir, 'out-build').includes('index.html'));
  assert.ok(!fs.existsSync(path.join(dir, 'dist')));
});

test('config/html/output-structure "Rsbuild creates one HTML file for each entry of source.entry by itself, with no plugin instance per page to write in your configuration": rsbuild inspect shows one html plugin instance per entry, added by Rsbuild', () => {
  pageSays('config/html/output-structure', {
    en: 'Rsbuild creates one HTML file for each entry of [source.entry](/config/source/entry) by itself, with no plugin instance per page to write in your configuration, and each file loads only the scripts of its own entry.',
    zh: 'Rsbuild 会为 [source.entry](/zh/config/source/entry) 中的每个入口自动生成一个 HTML 文件，不需要为每个页面各写一个插件实例，每个 HTML 文件只加载自己入口的脚本。',
  });
  assert.ok(
    !page('en', 'config/html/output-structure').includes('by itself, with no plugin instance per page, and'),
    'en: the old wording is gone',
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { source: { entry: { index: './src/index.js', about: './src/about.js' } } };\n",
    'src/index.js': "document.title = 'index';\n",
    'src/about.js': "document.title = 'about';\n",
  });
  const run = rsbuild(dir, ['inspect']);
  assert.equal(run.code, 0, run.output);
  const rspack = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.equal(rspack.match(/new HtmlWebpackPlugin\(/g)?.length, 2);
  assert.match(rspack, /filename: 'index\.html'/);
  assert.match(rspack, /filename: 'about\.html'/);
});
