// Facts behind the second accuracy review of session 85 (slice d): guide/faq/features and guide/basic/tailwindcss, in
// both languages. Each test runs @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say what was fixed.
//
// - guide/faq/features, "How do I pass environment variables to the browser?": "Other variables are not exposed". Two
//   more are: the define plugin of 0.5.9 (packages/core/src/plugins/define.ts) replaces process.env.NODE_ENV and
//   process.env.ASSET_PREFIX in every build, next to the PUBLIC_ variables the CLI hands to source.define.
// - guide/faq/features, "How do I use Node.js modules such as path or Buffer in browser code?": @rsbuild/plugin-node-polyfill
//   "provides browser versions of the built-in modules". Not of all: its 0.5.9 source (packages/plugin-node-polyfill/src/
//   libs.ts) maps child_process, cluster, dgram, dns, fs, module, net, readline, repl and tls to null, which becomes
//   resolve.fallback false, an empty module. The registry lacks the plugin at 0.5.9; the test runs 0.5.4, whose
//   dist/index.js has the same libs list and the same plugin code as the 0.5.9 source (compared line by line for this
//   review), beside core 0.5.9. It is not installed in the repository: with NODE_POLYFILL_DEPS set to a folder whose
//   node_modules holds it (`npm install --legacy-peer-deps @rsbuild/plugin-node-polyfill@0.5.4` there), the test builds
//   with it and runs the bundle in a Node.js vm context; without it, it skips.
// - guide/faq/features, "How do I check TypeScript types during the build?": "Type errors are then reported like compile
//   errors". In rsbuild build they are; in rsbuild dev fork-ts-checker-webpack-plugin (9.0.2, the plugin's dependency)
//   checks asynchronously: the compilation succeeds, and the plugin's logger (packages/plugin-type-check/src/index.ts,
//   ERROR replaced with Type Error) prints the issue after it. The registry lacks @rsbuild/plugin-type-check 0.5.9; the
//   test runs 0.5.4, whose dist/index.js is the 0.5.9 source line for line (compared for this review), beside core
//   0.5.9 and this site's TypeScript. It is not installed in the repository: with TYPE_CHECK_DEPS set to a folder whose
//   node_modules holds it (`npm install --legacy-peer-deps @rsbuild/plugin-type-check@0.5.4` there, which leaves out
//   its peer @rsbuild/core), the test runs with NODE_PATH pointing at a folder that links core 0.5.9 for the plugin's
//   require('@rsbuild/core'); without it, it skips.
// - guide/faq/features, "How do I run ESLint during the build?": the plugin "uses your ESLint configuration file". Only an
//   eslintrc one: @rsbuild/plugin-eslint 0.5.9 registers eslint-webpack-plugin ^4.1.0 with ESLint ^8.57.0 (its
//   package.json and src/index.ts), whose default configType is eslintrc; an eslint.config.js alone stops the build,
//   and 4.1.0 reads it with configType 'flat' and ESLint 8's FlatESLint from eslint/use-at-your-own-risk. The registry
//   lacks the plugin; the test registers eslint-webpack-plugin 4.1.0 and ESLint 8.57.0 (this site's devDependencies)
//   with the 0.5.9 source's default options and the user's eslintPluginOptions over them, as dev.test.ts does.
// - guide/basic/tailwindcss, "warn - No utility classes were detected in your source files.": the causes listed were
//   "content is missing", "tailwind.config.ts is not in that folder", a pattern that matches no file, no class used.
//   With the first two, Tailwind CSS 3.4.3 prints "The `content` option in your Tailwind CSS configuration is missing
//   or empty." instead (lib/util/validateConfig.js); both warnings have the key content-problems, and lib/util/log.js
//   shows a key once per process, so the "No utility classes" line never follows it. The tests run tailwindcss 3.4.3,
//   this site's devDependency `tailwindcss-3` (or the installed copy TAILWIND_3 names), as common-problems-round35c does.
// - guide/basic/tailwindcss, "The configuration file is not found": "Both files must be in the project root". Not the
//   PostCSS one: 0.5.9 loads it with postcss-load-config from the root (packages/shared/src/css.ts, loadUserPostcssrc),
//   which searches the folders above too, so a postcss.config.cjs at a monorepo's root applies to a package built in a
//   folder below. Tailwind CSS 3.4.3 looks for tailwind.config.* in the working directory only
//   (lib/util/resolveConfigPath.js): one in the folder above is not read.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, devServer, distText, pageSays, project, rsbuild, runBuiltPage, waitFor } from './topics-support';

const NODE_POLYFILL_DEPS = process.env.NODE_POLYFILL_DEPS;
const TYPE_CHECK_DEPS = process.env.TYPE_CHECK_DEPS;

// ---------------------------------------------------------------------------------------------------------
// guide/faq/features

test('guide/faq/features "Other variables are not exposed, apart from process.env.NODE_ENV and process.env.ASSET_PREFIX": a build replaces PUBLIC_ variables of .env and of the shell, NODE_ENV and ASSET_PREFIX, and leaves process.env.SECRET of .env and process.env.HOME of the shell in the code', () => {
  pageSays('guide/faq/features', {
    en: 'Other variables are not exposed, apart from `process.env.NODE_ENV` and `process.env.ASSET_PREFIX`, which Rsbuild replaces itself;',
    zh: '除了 Rsbuild 自己会替换的 `process.env.NODE_ENV` 和 `process.env.ASSET_PREFIX`，其他变量不会被暴露。',
  });
  const dir = project({
    '.env': 'PUBLIC_API_URL=https://api.example.com\nSECRET=from-dotenv\n',
    'src/index.js':
      'globalThis.seen = [process.env.PUBLIC_API_URL, process.env.PUBLIC_SHELL, process.env.NODE_ENV, process.env.ASSET_PREFIX, process.env.SECRET, process.env.HOME];\n',
  });
  build(dir, { PUBLIC_SHELL: 'from-shell' });
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(js, /seen=\["https:\/\/api\.example\.com","from-shell","production","",process\.env\.SECRET,process\.env\.HOME\]/);
});

test('guide/faq/features "browser versions of most built-in modules ... a module that has none, such as fs, net or child_process, is replaced by an empty one": with @rsbuild/plugin-node-polyfill, path.join works in the bundle, Buffer and process are there, and fs and net are empty modules', {
  skip: NODE_POLYFILL_DEPS ? false : 'NODE_POLYFILL_DEPS is not set: @rsbuild/plugin-node-polyfill is not installed in the repository',
}, () => {
  pageSays('guide/faq/features', {
    en: 'a module that has none, such as `fs`, `net` or `child_process`, is replaced by an empty one:',
    zh: '`fs`、`net`、`child_process` 等没有浏览器版本的模块会被替换为空模块：',
  });
  const plugin = path.join(NODE_POLYFILL_DEPS ?? '', 'node_modules/@rsbuild/plugin-node-polyfill/dist/index.js');
  const dir = project({
    'rsbuild.config.mjs': `import { pluginNodePolyfill } from ${JSON.stringify(plugin)};\nexport default { plugins: [pluginNodePolyfill()] };\n`,
    'src/index.js':
      "import path from 'path';\nimport * as fsModule from 'fs';\nimport net from 'net';\nglobalThis.result = { join: path.join('a', 'b'), fs: Object.keys(fsModule), net: Object.keys(net), hex: Buffer.from('hi').toString('hex'), nextTick: typeof process.nextTick };\n",
  });
  build(dir);
  // The page's scripts, in the order of its <script> tags, run as the browser would run them.
  const context = runBuiltPage(dir);
  // Made in the vm context: compared through JSON, as its objects have that context's prototypes.
  assert.deepEqual(JSON.parse(JSON.stringify(context.result)), { join: 'a/b', fs: [], net: [], hex: '6869', nextTick: 'function' });
});

test('guide/faq/features "In rsbuild build, type errors are then reported like compile errors ... rsbuild dev checks beside the compilation instead": with @rsbuild/plugin-type-check, rsbuild build exits with 1 and prints Compile error and × Error: TS2322; rsbuild dev prints Client compiled, then Type Error in ./src/index.ts:1:7, and no Compile error', {
  skip: TYPE_CHECK_DEPS ? false : 'TYPE_CHECK_DEPS is not set: @rsbuild/plugin-type-check is not installed in the repository',
}, async () => {
  pageSays('guide/faq/features', {
    en: '`rsbuild dev` checks beside the compilation instead: the page still compiles (Rsbuild prints `Client compiled`), and the error is printed after it, starting with `Type Error in ./src/index.ts:1:7`.',
    zh: '`rsbuild dev` 则在编译之外单独检查：页面照常编译完成（Rsbuild 打印 `Client compiled`），错误在之后打印，以 `Type Error in ./src/index.ts:1:7` 开头。',
  });
  const plugin = path.join(TYPE_CHECK_DEPS ?? '', 'node_modules/@rsbuild/plugin-type-check/dist/index.js');
  const dir = project(
    {
      'rsbuild.config.mjs': `import { pluginTypeCheck } from ${JSON.stringify(plugin)};\nexport default { plugins: [pluginTypeCheck()] };\n`,
      'tsconfig.json':
        '{ "compilerOptions": { "strict": true, "target": "ES2020", "module": "ESNext", "moduleResolution": "bundler", "lib": ["DOM", "ES2020"] }, "include": ["src"] }\n',
      'src/index.ts': "const n: number = 'x';\nconsole.log(n);\n",
    },
    { typescript: 'typescript', '@rsbuild/core': 'rsbuild-0.5' },
  );
  const env = { NODE_PATH: path.join(dir, 'node_modules') };
  const built = rsbuild(dir, ['build'], env);
  assert.equal(built.code, 1, built.output);
  assert.match(
    built.output,
    /error {3}Compile error:\s*\nFailed to compile, check the errors for troubleshooting\.\n× Error: TS2322: Type 'string' is not assignable to type 'number'\./,
  );
  const server = await devServer(dir, { env });
  try {
    assert.ok(await waitFor(() => server.log().includes('Type Error in ./src/index.ts:1:7'), 60_000), server.log());
    const log = server.log();
    assert.ok(log.indexOf('Client compiled') < log.indexOf('Type Error in ./src/index.ts:1:7'), log);
    assert.match(log, /Type Error in \.\/src\/index\.ts:1:7\s*\nTS2322: Type 'string' is not assignable to type 'number'\./);
    assert.doesNotMatch(log, /Compile error|Failed to compile/);
  } finally {
    await server.stop();
  }
});

/** @rsbuild/plugin-eslint 0.5.9 (src/index.ts), its options and eslintPluginOptions spread over them. */
const ESLINT_PLUGIN = `import path from 'node:path';
import ESLintPlugin from 'eslint-webpack-plugin';
export const pluginEslint = ({ eslintPluginOptions } = {}) => ({
  name: 'rsbuild:eslint',
  setup(api) {
    api.modifyBundlerChain((chain, { target, CHAIN_ID }) => {
      if (target !== api.context.targets[0]) return;
      const exclude = ['node_modules', path.relative(api.context.rootPath, api.context.distPath)];
      chain.plugin(CHAIN_ID.PLUGIN.ESLINT).use(ESLintPlugin, [{ extensions: ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts'], exclude, ...eslintPluginOptions }]);
    });
  },
});
`;

test("guide/faq/features \"uses your .eslintrc.* file. An eslint.config.js alone stops the build with [eslint] No ESLint configuration found; for a flat configuration, pass eslintPluginOptions: { configType: 'flat', eslintPath: 'eslint/use-at-your-own-risk' }\": with only eslint.config.js the build exits 1 with that error; with those options it lints by it", () => {
  pageSays('guide/faq/features', {
    en: "An `eslint.config.js` alone stops the build with `[eslint] No ESLint configuration found`; for a flat configuration, pass `eslintPluginOptions: { configType: 'flat', eslintPath: 'eslint/use-at-your-own-risk' }`.",
    zh: "只有 `eslint.config.js` 时，构建会以 `[eslint] No ESLint configuration found` 报错；使用扁平配置（flat config）时，请传入 `eslintPluginOptions: { configType: 'flat', eslintPath: 'eslint/use-at-your-own-risk' }`。",
  });
  const lint = (options: string) => {
    const dir = project(
      {
        'eslint-plugin.mjs': ESLINT_PLUGIN,
        'rsbuild.config.mjs': `import { pluginEslint } from './eslint-plugin.mjs';\nexport default { plugins: [pluginEslint(${options})] };\n`,
        'eslint.config.js': "module.exports = [{ rules: { 'no-unused-vars': 'error' } }];\n",
        'src/index.js': 'const unused = 1;\n',
      },
      { 'eslint-webpack-plugin': 'eslint-webpack-plugin', eslint: 'eslint' },
    );
    return rsbuild(dir, ['build']);
  };
  const alone = lint('');
  assert.equal(alone.code, 1, alone.output);
  assert.match(alone.output, /× \[eslint\] No ESLint configuration found in \S+\/src\./);
  const flat = lint("{ eslintPluginOptions: { configType: 'flat', eslintPath: 'eslint/use-at-your-own-risk' } }");
  assert.equal(flat.code, 1, flat.output);
  assert.match(flat.output, /1:7 {2}error {2}'unused' is assigned a value but never used {2}no-unused-vars/);
  assert.doesNotMatch(flat.output, /No ESLint configuration found/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/tailwindcss

/** The Tailwind CSS of the page's steps: its directives in src/index.css, a class used in src/index.js. */
const TAILWIND_FILES = {
  'src/index.js': "import './index.css';\ndocument.body.innerHTML = '<h1 class=\"text-3xl\">Hello</h1>';\n",
  'src/index.css': '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
};
const POSTCSS_CONFIG = 'module.exports = { plugins: { tailwindcss: {} } };\n';

/** Links tailwindcss 3.4.3 into `dir`/node_modules, as an install there would. */
function linkTailwind(dir: string): void {
  const tailwind = process.env.TAILWIND_3 ?? path.join(ROOT, 'node_modules/tailwindcss-3');
  fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  fs.symlinkSync(fs.realpathSync(tailwind), path.join(dir, 'node_modules/tailwindcss'), 'dir');
}

const MISSING = 'The `content` option in your Tailwind CSS configuration is missing or empty.';
const NO_UTILITIES = 'No utility classes were detected in your source files.';

test('guide/basic/tailwindcss "When content is missing or empty ... Tailwind CSS prints warn - The `content` option ... is missing or empty. instead": without content, rsbuild build prints that warning and not No utility classes were detected; with a pattern that matches no file it prints No utility classes were detected; neither CSS has the used class, both have the Preflight reset', () => {
  pageSays('guide/basic/tailwindcss', {
    en: 'When `content` is missing or empty, or `tailwind.config.ts` is not in that folder, Tailwind CSS prints `` warn - The `content` option in your Tailwind CSS configuration is missing or empty. `` instead.',
    zh: '如果没有配置 `content` 或者它为空，或者 `tailwind.config.ts` 不在该目录中，Tailwind CSS 输出的则是 `` warn - The `content` option in your Tailwind CSS configuration is missing or empty. ``。',
  });
  const run = (config: string) => {
    const dir = project({ ...TAILWIND_FILES, 'postcss.config.cjs': POSTCSS_CONFIG, 'tailwind.config.ts': config });
    linkTailwind(dir);
    return { output: build(dir).output, css: distText(dir, /\.css$/) };
  };
  const missing = run('export default { theme: { extend: {} }, plugins: [] };\n');
  assert.ok(missing.output.includes(`warn - ${MISSING}`), missing.output);
  assert.ok(!missing.output.includes(NO_UTILITIES), missing.output);
  const elsewhere = run("export default { content: ['./app/**/*.tsx'], theme: { extend: {} }, plugins: [] };\n");
  assert.ok(elsewhere.output.includes(`warn - ${NO_UTILITIES}`), elsewhere.output);
  assert.ok(!elsewhere.output.includes(MISSING), elsewhere.output);
  for (const { css } of [missing, elsewhere]) {
    assert.match(css, /box-sizing:border-box/);
    assert.doesNotMatch(css, /\.text-3xl/);
  }
});

test('guide/basic/tailwindcss "The PostCSS configuration file is found there or in a folder above it ... Tailwind CSS looks for it [tailwind.config.ts] there only": rsbuild build in app/ runs the postcss.config.cjs of the folder above (the used class is generated); with tailwind.config.ts moved up next to it, Tailwind CSS runs without it (content missing, no utilities)', () => {
  pageSays('guide/basic/tailwindcss', {
    en: 'Put `tailwind.config.ts` in the project root, the folder where you run `rsbuild`: Tailwind CSS looks for it there only. The PostCSS configuration file is found there or in a folder above it',
    zh: '`tailwind.config.ts` 要放在项目根目录，也就是执行 `rsbuild` 命令的目录：Tailwind CSS 只在这里查找它。PostCSS 配置文件放在这里或它的上级目录',
  });
  const config = "export default { content: ['./src/**/*.{html,js,ts,jsx,tsx}'], theme: { extend: {} }, plugins: [] };\n";
  const root = project({
    'package.json': '{ "name": "monorepo", "private": true }\n',
    'postcss.config.cjs': POSTCSS_CONFIG,
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/tailwind.config.ts': config,
    ...Object.fromEntries(Object.entries(TAILWIND_FILES).map(([file, text]) => [`app/${file}`, text])),
  });
  linkTailwind(root);
  const app = path.join(root, 'app');
  const below = build(app);
  assert.match(distText(app, /\.css$/), /\.text-3xl\{font-size:1\.875rem/);
  assert.ok(!below.output.includes(MISSING), below.output);
  fs.renameSync(path.join(app, 'tailwind.config.ts'), path.join(root, 'tailwind.config.ts'));
  const above = build(app);
  assert.ok(above.output.includes(`warn - ${MISSING}`), above.output);
  assert.doesNotMatch(distText(app, /\.css$/), /\.text-3xl/);
});
