// Facts behind the accuracy review of session 87 (slice f): plugins/list/plugin-mdx, plugins/list/plugin-svelte and
// guide/framework/svelte, in both languages. Each test names the page and the sentence it backs, checks that both
// languages say it and that the replaced wording is gone, then runs @rsbuild/core 0.5.9 (or tsc) in a throw-away
// project (topics-support.ts).
//
// Neither @rsbuild/plugin-mdx nor @rsbuild/plugin-svelte is installed here (the registry we reach has no 0.5.9 of
// them). The tests register stand-ins: the plugins' 0.5.9 source (packages/plugin-mdx/src/index.ts,
// packages/plugin-svelte/src/index.ts) as CommonJS; for MDX a loader that does what @mdx-js/loader 3.0.1 does
// (packages/loader/lib/index.js at tag 3.0.1: `development: this.mode === 'development'`, then the options, compiled
// by @mdx-js/mdx, a dependency of this site). Svelte, svelte-loader 3.2.0 and svelte-preprocess 5.1.3 are not
// installed in the repository: the Svelte 3 build below runs when SVELTE3_DEPS names a folder whose node_modules holds
// svelte@3.59.2, svelte-loader@3.2.0 and svelte-preprocess@5.1.3 (`npm install` there), and skips otherwise.
//
// Fixes:
// - plugins/list/plugin-mdx, How it works: "If a project compiles JavaScript with Babel instead of SWC, the rule
//   reuses the Babel loader". In 0.5.9 the JavaScript rule always holds the SWC loader (core
//   src/provider/plugins/swc.ts 63-114); @rsbuild/plugin-babel adds its loader next to it (plugin-babel
//   src/plugin.ts 166-173, or in a rule of its own with include/exclude, 139-164), and plugin-mdx looks for SWC first
//   and stops there (plugin-mdx src/index.ts 38-47). So the mdx rule always gets SWC and never Babel. Run below with
//   a stand-in for plugin-babel's chain change whose "Babel" loader marks the modules it sees.
// - plugins/list/plugin-mdx, TypeScript declarations: "If you also import .md files ..., declare '*.md' the same way"
//   read as needed for both ways. @types/mdx (2.0.14, index.d.ts) declares *.md, *.markdown and the other Markdown
//   extensions itself; only a declaration file of one's own needs '*.md'. Run below with tsc.
// - plugins/list/plugin-mdx, extensions: "The pattern ignores case, so README.MD matches as well" left out that such a
//   file is then compiled as MDX, not as Markdown: @mdx-js/mdx's format 'detect' compares the extension, case and
//   all, with its lower-case list of Markdown extensions (packages/mdx/lib/util/resolve-file-and-options.js 32 at tag
//   3.0.1, `md` from extnames.js), so `{` and `<` in a README.MD are MDX syntax.
//   Run below: `{6 * 7}` stays text in lower.md and becomes an expression (42) in UPPER.MD.
// - plugins/list/plugin-svelte (Install, Limits) and guide/framework/svelte (intro): "written for Svelte 3 and 4: it
//   points the svelte import at the src/runtime folder ..., a folder that Svelte 5 no longer has" and "The src/runtime
//   alias is made for Svelte 3 and 4". Only Svelte 4 has src/runtime: the npm package of svelte 3.59.2 has no src/
//   folder at all (`npm pack svelte@3.59.2 --dry-run`: 263 files, none under src/), and svelte 5 has src/ without
//   src/runtime. The plugin's own devDependency is svelte ^4.2.12 (plugin-svelte package.json). With Svelte 3 the alias
//   points at a folder that does not exist, and Rspack then resolves the request as if there were no alias: run
//   below, with a package of ours and with the real Svelte 3.59 (SVELTE3_DEPS).
// - guide/framework/svelte, Register the plugin: "the build fails on every component it imports, with Module parse
//   failed and a hint about a loader". Every .svelte file does fail to parse, but 0.5.9 prints one error only
//   (core src/client/formatStats.ts 103-110: syntax-like errors kept, then `errors.length = 1`), and which component it
//   names is not the first import (with B imported before A, the output still named A). Run below.
// - plugins/list/plugin-svelte, "Cannot find any of modules: sass,node-sass": "older Svelte setups and the Svelte
//   extension of VS Code ... still print it". The extension's language server bundled svelte-preprocess ~5.0.0 from
//   December 2022 (sveltejs/language-tools commit 220abfbf, packages/language-server/package.json; ^5.1.3 in 0.16.0)
//   and, without a svelte.config.js, loads the project's own svelte-preprocess first (src/importPackage.ts,
//   getPackageInfo: paths [fromPath, __dirname]; src/lib/documents/configLoader.ts useFallbackPreprocessor). It prints
//   svelte-preprocess 4's message only when the copy it loads is version 4. Settled by that source, no test.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, count, distFiles, distText, pageSays, previewServer, project, rsbuild, sharedBrowser, visit } from './topics-support';
import { PLUGIN_SVELTE } from './lib/stand-ins';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-mdx

const MDX = fs.realpathSync(path.join(ROOT, 'node_modules/@mdx-js/mdx'));

/** What @mdx-js/loader 3.0.1 does with a module: compile it with @mdx-js/mdx, `development` from the build's mode. */
const MDX_LOADER = `module.exports = function (source) {
  const done = this.async();
  const options = { development: this.mode === 'development', ...this.getOptions() };
  import(${JSON.stringify(`${MDX}/index.js`)})
    .then(({ compile }) => compile({ value: source, path: this.resourcePath }, options))
    .then((file) => done(null, String(file)), done);
};
`;

/** @rsbuild/plugin-mdx 0.5.9 (packages/plugin-mdx/src/index.ts) as CommonJS, with the loader above. */
const PLUGIN_MDX = `const path = require('node:path');
function createRegExp(exts) {
  const matcher = exts.map((ext) => ext.slice(1)).join('|');
  return new RegExp(exts.length === 1 ? '\\\\.' + matcher + '$' : '\\\\.(?:' + matcher + ')$', 'i');
}
exports.pluginMdx = (options = {}) => ({
  name: 'rsbuild:mdx',
  setup(api) {
    api.modifyBundlerChain((chain, { CHAIN_ID }) => {
      const { extensions = ['.mdx', '.md'] } = options;
      for (const ext of extensions) chain.resolve.extensions.add(ext);
      const jsRule = chain.module.rules.get(CHAIN_ID.RULE.JS);
      const mdxRule = chain.module.rule('mdx');
      [CHAIN_ID.USE.SWC, CHAIN_ID.USE.BABEL].some((id) => {
        const use = jsRule.uses.get(id);
        if (use) {
          mdxRule.use(id).loader(use.get('loader')).options(use.get('options'));
          return true;
        }
        return false;
      });
      const MDX_REGEXP = createRegExp(extensions);
      mdxRule.test(MDX_REGEXP).use('mdx').loader(path.resolve(__dirname, 'mdx-loader.cjs')).options(options.mdxLoaderOptions ?? {});
      const { REACT_FAST_REFRESH } = CHAIN_ID.PLUGIN;
      if (chain.plugins.has(REACT_FAST_REFRESH)) {
        chain.plugins.get(REACT_FAST_REFRESH).tap((options) => {
          const firstOption = options[0] ?? {};
          firstOption.include = [...(firstOption.include || []), MDX_REGEXP];
          options[0] = firstOption;
          return options;
        });
      }
    });
  },
});
`;

test('plugins/list/plugin-mdx "Rsbuild\'s rule for JavaScript always holds the SWC loader, so the `mdx` rule takes SWC even when the Babel plugin is registered: Babel then runs on your .js and .ts files, but not on MDX files"', () => {
  pageSays(
    'plugins/list/plugin-mdx',
    {
      en: "Rsbuild's rule for JavaScript always holds the SWC loader, so the `mdx` rule takes SWC even when the [Babel plugin](/plugins/list/plugin-babel) is registered: Babel then runs on your `.js` and `.ts` files, but not on MDX files;",
      zh: 'Rsbuild 的 JavaScript 规则中始终有 SWC loader，因此即使注册了 [Babel 插件](/zh/plugins/list/plugin-babel)，`mdx` 规则用的也是 SWC：Babel 会处理 `.js`、`.ts` 文件，但不会处理 MDX 文件；',
    },
    {
      en: 'If a project compiles JavaScript with Babel instead of SWC, the rule reuses the Babel loader',
      zh: '如果项目使用 Babel 而不是 SWC 编译 JavaScript，这条规则会改用 Babel loader',
    },
  );
  const dir = project(
    {
      'mdx-loader.cjs': MDX_LOADER,
      'mdx-plugin.cjs': PLUGIN_MDX,
      // Stands in for babel-loader: appends a line that names the module, so the output shows what it saw.
      'babel-marker.cjs':
        "const path = require('node:path');\nmodule.exports = function (source) {\n  return source + '\\nconsole.log(' + JSON.stringify('seen by babel: ' + path.basename(this.resourcePath)) + ');\\n';\n};\n",
      // What @rsbuild/plugin-babel 0.5.9 does to the chain without include/exclude (src/plugin.ts 166-173).
      'rsbuild.config.mjs': `import path from 'node:path';
import { pluginMdx } from './mdx-plugin.cjs';
const pluginBabelChain = {
  name: 'rsbuild:babel',
  setup(api) {
    api.modifyBundlerChain({
      order: 'pre',
      handler: (chain, { CHAIN_ID }) => {
        chain.module.rule(CHAIN_ID.RULE.JS).use(CHAIN_ID.USE.BABEL).after(CHAIN_ID.USE.SWC).loader(path.resolve('babel-marker.cjs')).options({});
      },
    });
  },
};
export default { output: { minify: false }, plugins: [pluginBabelChain, pluginMdx()] };
`,
      'src/index.js': "import Hello from './hello.mdx';\nconsole.log(Hello);\n",
      'src/hello.mdx': '# Hello\n\nThis is **MDX**.\n',
    },
    { react: 'react-18' },
  );
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.match(js, /seen by babel: index\.js/);
  assert.match(js, /Hello/);
  assert.doesNotMatch(js, /seen by babel: hello\.mdx/);
});

test('plugins/list/plugin-mdx "The pattern ignores case, so `README.MD` matches as well, but it is then parsed as MDX, not as plain Markdown"', () => {
  pageSays(
    'plugins/list/plugin-mdx',
    {
      en: "The pattern ignores case, so `README.MD` matches as well, but it is then parsed as MDX, not as plain Markdown: `format: 'detect'` treats only lower-case `.md` (and the other Markdown extensions) as Markdown.",
      zh: "该模式不区分大小写，因此 `README.MD` 也会被匹配，但它会被当作 MDX 而不是普通 Markdown 解析：`format: 'detect'` 只把小写的 `.md`（以及其他 Markdown 扩展名）当作 Markdown。",
    },
    {
      en: 'The pattern ignores case, so `README.MD` matches as well.',
      zh: '该模式不区分大小写，因此 `README.MD` 也会被匹配。',
    },
  );
  const dir = project(
    {
      'mdx-loader.cjs': MDX_LOADER,
      'mdx-plugin.cjs': PLUGIN_MDX,
      'rsbuild.config.mjs':
        "import { pluginMdx } from './mdx-plugin.cjs';\nexport default { output: { minify: false }, plugins: [pluginMdx()] };\n",
      'src/index.js': "import Lower from './lower.md';\nimport Upper from './UPPER.MD';\nconsole.log(Lower, Upper);\n",
      'src/lower.md': 'Lower {6 * 7}\n',
      'src/UPPER.MD': 'Upper {6 * 7}\n',
    },
    { react: 'react-18' },
  );
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.match(js, /"Lower \{6 \* 7\}"/, '.md: plain Markdown, the braces are text');
  assert.doesNotMatch(js, /Upper \{6/, '.MD: MDX, the braces are an expression');
  assert.match(js, /"Upper ",\s*42\s*\]/, 'the expression is evaluated (SWC folds 6 * 7)');
});

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/** Runs tsc on the project `dir` (its tsconfig.json) and returns what it printed. */
function tsc(dir: string): string {
  const res = spawnSync(process.execPath, [TSC, '-p', dir], { encoding: 'utf8' });
  return `${res.stdout}${res.stderr}`;
}

test('plugins/list/plugin-mdx "`@types/mdx` also declares `*.md` and the other Markdown extensions; with a declaration file of your own, declare `\'*.md\'` the same way if you also import `.md` files"', () => {
  pageSays(
    'plugins/list/plugin-mdx',
    {
      en: "`@types/mdx` also declares `*.md` and the other Markdown extensions; with a declaration file of your own, declare `'*.md'` the same way if you also import `.md` files",
      zh: "`@types/mdx` 同样声明了 `*.md` 以及其他 Markdown 扩展名；如果使用自己的声明文件，并且还会导入 `.md` 文件（默认的 [extensions](#extensions) 包含 `.md`），请用同样的方式声明 `'*.md'`。",
    },
    {
      en: "If you also import `.md` files (the default [extensions](#extensions) include `.md`), declare `'*.md'` the same way.",
      zh: "如果你还会导入 `.md` 文件（默认的 [extensions](#extensions) 包含 `.md`），请用同样的方式声明 `'*.md'`。",
    },
  );
  const tsconfig = JSON.stringify({
    compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'bundler', target: 'ES2020', noEmit: true, skipLibCheck: true },
    include: ['src'],
  });
  const index =
    "import Hello from './hello.mdx';\nimport Readme from './README.md';\nimport Notes from './notes.markdown';\nexport { Hello, Readme, Notes };\n";
  const withTypes = project(
    { 'tsconfig.json': tsconfig, 'src/index.ts': index },
    { '@types/mdx': '.pnpm/@types+mdx@2.0.14/node_modules/@types/mdx' },
  );
  assert.equal(tsc(withTypes), '', 'with @types/mdx: .mdx, .md and .markdown imports type-check');
  const ownDeclaration = project({
    'tsconfig.json': tsconfig,
    'src/index.ts': index,
    'src/mdx.d.ts':
      "declare module '*.mdx' {\n  const MDXContent: (props: { components?: Record<string, unknown> }) => unknown;\n  export default MDXContent;\n}\n",
  });
  const out = tsc(ownDeclaration);
  assert.match(out, /error TS2307: Cannot find module '\.\/README\.md'/);
  assert.doesNotMatch(out, /hello\.mdx/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-svelte and guide/framework/svelte: the src/runtime alias and Svelte 3

const SVELTE3_DEPS = process.env.SVELTE3_DEPS;

test('plugins/list/plugin-svelte "a folder that only Svelte 4 has. Svelte 3 has no such folder; Rspack then ignores the alias and resolves `svelte` as usual" (and the same in Limits and guide/framework/svelte)', () => {
  pageSays(
    'plugins/list/plugin-svelte',
    {
      en: 'it points the `svelte` import at the `src/runtime` folder of the installed package, a folder that only Svelte 4 has. Svelte 3 has no such folder; Rspack then ignores the alias and resolves `svelte` as usual, and a Svelte 3.59 component built and ran in a test.',
      zh: '它会把 `svelte` 的导入指向已安装包中的 `src/runtime` 目录，而只有 Svelte 4 有这个目录。Svelte 3 没有这个目录，此时 Rspack 会忽略这个别名，照常解析 `svelte`；在测试中，一个 Svelte 3.59 组件可以正常构建和运行。',
    },
    {
      en: 'The plugin was written for Svelte 3 and 4',
      zh: '这个插件是为 Svelte 3 和 4 编写的',
    },
  );
  pageSays(
    'plugins/list/plugin-svelte',
    {
      en: 'The `src/runtime` alias matches the layout of the Svelte 4 package (with Svelte 3, which has no such folder, Rspack ignores it)',
      zh: '`src/runtime` 别名对应的是 Svelte 4 的包结构（Svelte 3 没有这个目录，此时 Rspack 会忽略这个别名）',
    },
    {
      en: 'The `src/runtime` alias is made for Svelte 3 and 4',
      zh: '`src/runtime` 别名是为 Svelte 3 和 4 设计的',
    },
  );
  pageSays(
    'guide/framework/svelte',
    {
      en: 'a folder that only Svelte 4 has (with Svelte 3, which has none, Rspack ignores the alias)',
      zh: '而只有 Svelte 4 有这个目录（Svelte 3 没有，此时 Rspack 会忽略这个别名）',
    },
    {
      en: 'It was written for Svelte 3 and 4',
      zh: '这个插件是为 Svelte 3 和 4 编写的',
    },
  );

  // The alias as the plugin sets it, for a package laid out as Svelte 3 (no src/) and one laid out as Svelte 4.
  const aliasFor = (layout: 'svelte3' | 'svelte4') => {
    const pkg: Record<string, string> = {
      'node_modules/svelte/package.json':
        '{ "name": "svelte", "version": "0.0.0", "exports": { "./package.json": "./package.json", ".": "./index.mjs", "./internal": "./internal/index.mjs" } }\n',
      'node_modules/svelte/index.mjs': "export const from = 'package root';\n",
      'node_modules/svelte/internal/index.mjs': "export const internal = 'package internal/';\n",
    };
    if (layout === 'svelte4') {
      pkg['node_modules/svelte/src/runtime/index.js'] = "export const from = 'src/runtime';\n";
      pkg['node_modules/svelte/src/runtime/internal/index.js'] = "export const internal = 'src/runtime/internal/';\n";
    }
    const dir = project({
      ...pkg,
      'rsbuild.config.mjs':
        "import path from 'node:path';\nexport default { output: { minify: false }, tools: { bundlerChain: (chain) => { chain.resolve.alias.set('svelte', path.resolve('node_modules/svelte/src/runtime')); } } };\n",
      'src/index.js': "import { from } from 'svelte';\nimport { internal } from 'svelte/internal';\nconsole.log(from, internal);\n",
    });
    build(dir);
    return distText(dir, /^static\/js\/.*\.js$/);
  };
  const three = aliasFor('svelte3');
  assert.match(three, /package root/);
  assert.match(three, /package internal\//);
  const four = aliasFor('svelte4');
  assert.match(four, /'src\/runtime'/);
  assert.match(four, /src\/runtime\/internal\//);
  assert.doesNotMatch(four, /package root/);
});

test('plugins/list/plugin-svelte "a Svelte 3.59 component built and ran in a test": the package of Svelte 3.59 has no src/, and through the plugin a component builds and renders', {
  skip: SVELTE3_DEPS ? false : 'SVELTE3_DEPS is not set: Svelte 3, svelte-loader and svelte-preprocess are not installed in the repository',
}, async () => {
  pageSays('plugins/list/plugin-svelte', {
    en: 'and a Svelte 3.59 component built and ran in a test.',
    zh: '在测试中，一个 Svelte 3.59 组件可以正常构建和运行。',
  });
  const deps = SVELTE3_DEPS ?? '';
  // The real Svelte 3.59: no src/ in the package; the plugin's stand-in builds a component that runs.
  const svelte3 = path.join(deps, 'node_modules/svelte');
  assert.match(JSON.parse(fs.readFileSync(path.join(svelte3, 'package.json'), 'utf8')).version, /^3\./);
  assert.equal(fs.existsSync(path.join(svelte3, 'src')), false);
  const dir = project(
    {
      'svelte-plugin.cjs': PLUGIN_SVELTE(deps),
      'rsbuild.config.mjs': "import { pluginSvelte } from './svelte-plugin.cjs';\nexport default { plugins: [pluginSvelte()] };\n",
      'src/App.svelte':
        '<script>\n  export let name;\n  let count = 0;\n</script>\n\n<h1>Hello, {name}!</h1>\n<button type="button" on:click={() => (count += 1)}>Count: {count}</button>\n',
      'src/index.js':
        "import App from './App.svelte';\nnew App({ target: document.getElementById('root'), props: { name: 'Svelte 3' } });\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/shared': 'rsbuild-shared-0.5' },
  );
  fs.symlinkSync(fs.realpathSync(svelte3), path.join(dir, 'node_modules/svelte'), 'dir');
  build(dir);
  assert.ok(distFiles(dir).some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)));
  const server = await previewServer(dir);
  try {
    const { errors, value } = await visit(browser(), `${server.url}/`, () => {
      document.querySelector('button')?.click();
      return document.getElementById('root')?.textContent ?? '';
    });
    assert.deepEqual(errors, []);
    assert.match(value, /Hello, Svelte 3!/);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/framework/svelte: without the plugin

test('guide/framework/svelte "the build fails: the output shows `Module parse failed` and a hint about a loader for one of the components (Rsbuild prints only the first of these errors, however many components fail"', () => {
  pageSays(
    'guide/framework/svelte',
    {
      en: 'the build fails: the output shows `Module parse failed` and a hint about a loader for one of the components (Rsbuild prints only the first of these errors, however many components fail;',
      zh: '构建随之失败：输出中会针对其中一个组件报 `Module parse failed` 并提示缺少 loader（无论有多少个组件解析失败，Rsbuild 都只打印第一条这类错误；',
    },
    {
      en: 'the build fails on every component it imports',
      zh: '每个被导入的组件都会让构建失败',
    },
  );
  const component = '<script>\n  let name = "world";\n</script>\n\n<h1>Hello {name}!</h1>\n';
  const failing = (imports: string[]) => {
    const dir = project({
      'src/A.svelte': component,
      'src/B.svelte': component,
      'src/index.js': `${imports.map((c) => `import ${c} from './${c}.svelte';\n`).join('')}console.log(${imports.join(', ')});\n`,
    });
    const run = rsbuild(dir, ['build']);
    assert.notEqual(run.code, 0, run.output);
    assert.equal(count(run.output, 'Module parse failed'), 1, run.output);
    assert.match(run.output, /You may need an appropriate loader to handle this file type\./);
    const named = run.output.match(/File: \.\/src\/([AB])\.svelte\n\s+× Module parse failed:/);
    assert.ok(named, run.output);
    assert.equal(count(run.output, '.svelte'), 1, 'only one component is named');
    return named[1];
  };
  // Both components imported: one error, naming one of them; the other, imported alone, fails the same way.
  const shown = failing(['A', 'B']);
  const other = shown === 'A' ? 'B' : 'A';
  assert.equal(failing([other]), other);
});
