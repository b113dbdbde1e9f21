// Facts behind the accuracy review of session 90 (slice g): plugins/dev/hooks and config/html/tags, in both languages.
// Each test runs @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts), names the page and the sentence it
// backs, and checks that both languages say it (and that the old wording is gone).
//
// - plugins/dev/hooks, Other methods: "`createCompiler()` ... It does not compile, and running that compiler yourself
//   calls no build hook: only `onDevCompileDone`, in development mode." The page said "no build or dev hook follows
//   until you run the compiler", as if running it led to the build hooks. onBeforeBuild and onAfterBuild are called
//   only by build() (packages/core/src/provider/build.ts 37-47), which taps the compiler it creates itself; the
//   compiler of createCompiler() only carries the done callback of createCompiler.ts (74-125), which calls
//   onDevCompileDone when NODE_ENV is development (isDev(), 114-119). A run in each mode shows it. (To keep the zh page
//   within its first-visit budget, the zh sentence on Ctrl+C in onCloseDevServer was shortened, same meaning.)
// - config/html/tags, Function form: the example "adds `fetchpriority="high"` to every script with a `src` that
//   Rsbuild injects, on every page (with `rsbuild dev`, the dev client's script too)". The page said it adds the
//   attribute "to the entry script of every page". The example's loop sets it on every <script> of the list with a
//   src, and with rsbuild dev that list also holds the chunk of Rsbuild's dev client (review85c.test.ts), which gets
//   it as well; the admin page's editor.js, pushed after the loop, does not.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { devServer, pageSays, probe, project } from './topics-support';

test('plugins/dev/hooks "It does not compile, and running that compiler yourself calls no build hook: only `onDevCompileDone`, in development mode.": the compiler of createCompiler(), run in production mode, calls no onBeforeBuild, onAfterBuild or onDevCompileDone; run in development mode, onDevCompileDone only', async () => {
  pageSays(
    'plugins/dev/hooks',
    {
      en: 'It does not compile, and running that compiler yourself calls no build hook: only `onDevCompileDone`, in development mode.',
      zh: '它不编译；自己运行它也不会触发构建钩子，开发模式下只会触发 `onDevCompileDone`。',
    },
    {
      en: 'so no build or dev hook follows until you run the compiler',
      zh: '所以在你运行 compiler 之前，构建和开发相关的钩子都不会执行',
    },
  );
  const { output, result } = await probe(
    { 'src/index.js': "console.log('app');\n" },
    [
      "import { createRsbuild } from '@rsbuild/core';",
      'const seen = {};',
      "for (const mode of ['production', 'development']) {",
      '  process.env.NODE_ENV = mode;',
      '  const calls = (seen[mode] = []);',
      "  const hooks = ['onBeforeBuild', 'onAfterBuild', 'onDevCompileDone', 'onAfterCreateCompiler'];",
      "  const plugin = { name: 'log', setup(api) { for (const h of hooks) api[h](() => { calls.push(h); }); } };",
      '  const rsbuild = await createRsbuild({ rsbuildConfig: { plugins: [plugin] } });',
      '  const compiler = await rsbuild.createCompiler();',
      '  const stats = await new Promise((resolve, reject) => compiler.run((err, s) => (err ? reject(err) : compiler.close(() => resolve(s)))));',
      "  calls.push(stats.hasErrors() ? 'errors' : 'compiled');",
      '}',
      'report(seen);',
    ].join('\n'),
  );
  assert.deepEqual(
    result,
    {
      production: ['onAfterCreateCompiler', 'compiled'],
      development: ['onAfterCreateCompiler', 'onDevCompileDone', 'compiled'],
    },
    output,
  );
});

test('config/html/tags "adds `fetchpriority="high"` to every script with a `src` that Rsbuild injects, on every page (with `rsbuild dev`, the dev client\'s script too)": the page\'s example under rsbuild dev puts the attribute on both scripts of index.html, the dev client\'s chunk and the entry, and leaves editor.js on admin.html without it', async () => {
  pageSays(
    'config/html/tags',
    {
      en: 'and adds `fetchpriority="high"` to every script with a `src` that Rsbuild injects, on every page (with `rsbuild dev`, the dev client\'s script too):',
      zh: '并为每个页面中 Rsbuild 注入的所有带 `src` 的脚本添加 `fetchpriority="high"`（`rsbuild dev` 时也包括开发客户端的脚本）：',
    },
    {
      en: 'to the entry script of every page:',
      zh: '并为每个页面的入口脚本添加',
    },
  );
  const dir = project({
    'src/index.js': "console.log('index');\n",
    'src/admin.js': "console.log('admin');\n",
    'rsbuild.config.mjs': [
      'export default {',
      "  source: { entry: { index: './src/index.js', admin: './src/admin.js' } },",
      '  html: {',
      '    tags: [',
      '      (tags, { entryName }) => {',
      '        for (const tag of tags) {',
      "          if (tag.tag === 'script' && tag.attrs?.src) {",
      "            tag.attrs.fetchpriority = 'high';",
      '          }',
      '        }',
      "        if (entryName === 'admin') {",
      "          tags.push({ tag: 'script', attrs: { src: 'https://cdn.example.com/editor.js', defer: true } });",
      '        }',
      '        return tags;',
      '      },',
      '    ],',
      '  },',
      '};',
      '',
    ].join('\n'),
  });
  const server = await devServer(dir);
  try {
    const scripts = async (file: string): Promise<string[]> =>
      ((await (await fetch(`${server.url}/${file}`)).text()).match(/<script[^>]*>/g) ?? []).filter((s) => s.includes('src='));
    const index = await scripts('index.html');
    assert.equal(index.length, 2, index.join('\n'));
    assert.match(index[0], /src="\/static\/js\/vendors-[^"]*rsbuild_core[^"]*\.js"/, 'the dev client chunk comes first');
    assert.match(index[1], /src="\/static\/js\/index\.js"/);
    for (const s of index) assert.match(s, /fetchpriority="high"/, s);
    const admin = await scripts('admin.html');
    const editor = admin.find((s) => s.includes('editor.js'));
    assert.ok(editor && !editor.includes('fetchpriority'), admin.join('\n'));
    assert.ok(
      admin.filter((s) => s.includes('/static/js/')).every((s) => s.includes('fetchpriority="high"')),
      admin.join('\n'),
    );
  } finally {
    await server.stop();
  }
});
