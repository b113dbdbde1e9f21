// Facts behind the third accuracy review of session 90 (slice a): guide/basic/css-modules and
// config/output/css-modules, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project,
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that the old
// wording is gone.
//
// - guide/basic/css-modules, the demo's introduction: "names built from the class name and a hash of the file path".
//   The hash is not of the file path alone: two classes of one file get different hashes (`.card` → card-_6b4c3,
//   `.card-title` → card-title-_81f67 in src/card.module.css), and editing the declarations does not change them. The
//   demo's own hash6(file + local) already hashed both. Now "a hash of both the file path and the class name". Run below.
// - guide/basic/css-modules, output.enableCssModuleTSDeclaration: "Whenever rsbuild dev or rsbuild build compiles a CSS
//   Modules file of your project ..., Rsbuild writes a declaration file next to it", and config/output/css-modules,
//   caveat: "When it is true, the build writes a declaration file next to each CSS Modules file". Not for the node and
//   web-worker targets: 0.5.9 adds the declaration loader only when `!isServer && !isWebWorker`
//   (core/src/provider/plugins/css.ts 52-82 and 96-108; service-worker is not isWebWorker). A build for node and
//   web-worker writes none; builds for service-worker and web do. Run below.
// - config/output/css-modules, caveat on the node and web-worker targets: "use the same cssModules settings for every
//   target so that server and browser agree on class names" asked for something a 0.5.9 user cannot do otherwise: the
//   targets share the one normalized config, and Rspack's CSS gets the same localIdentName and localsConvention for
//   each, only with exportsOnly for node and web-worker (core/src/provider/plugins/css.ts 230-257). A build for web and
//   node gives the node bundle the same mapping as the web one, in production and in development. Run below.
// - config/output/css-modules, "Coming from another tool": "this replaces ... css.modules in Vite; localIdentName keeps
//   its name." Vite's css.modules are postcss-modules options and have no localIdentName: the template is
//   generateScopedName (vitejs/vite packages/vite/src/node/plugins/css.ts, interface CSSModulesOptions: getJSON,
//   scopeBehaviour, globalModulePaths, generateScopedName, hashPrefix, localsConvention; postcss-modules index.d.ts,
//   Options). Now "localIdentName keeps css-loader's name (Vite calls it generateScopedName)". Settled by the source, no
//   test below.
// - guide/basic/css-modules, Common problems, Create React App: "as in Create React App 2 and later, a file named
//   *.module.css (.module.less, .module.scss) is a CSS Module". Create React App has no Less support: its CSS Modules are
//   `[name].module.css`, and with Sass installed `[name].module.scss` or `[name].module.sass`
//   (facebook/create-react-app docusaurus/docs/adding-a-css-modules-stylesheet.md; react-scripts
//   config/webpack.config.js has cssModuleRegex and sassModuleRegex, no Less rule). Now "*.module.css (or .module.scss)
//   is a CSS Module, in Rsbuild .module.less too"; the Rsbuild side is run in common-problems-round37c.test.ts. Settled
//   by the source, no test below.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { build, distFiles, distText, pageSays, project } from './topics-support';

/** Runs the built browser scripts of `dir` in a sandbox without a DOM and returns what they put in `globalThis.result`. */
function webResult(dir: string): unknown {
  const sandbox: Record<string, unknown> = {};
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  vm.runInNewContext(distText(dir, /^static\/js\/.*\.js$/), sandbox);
  return JSON.parse(JSON.stringify(sandbox.result));
}

/** Runs dist/server/index.js (the node target's CommonJS bundle) and returns what it put in `globalThis.result`. */
function nodeResult(dir: string): unknown {
  const file = path.join(dir, 'dist/server/index.js');
  const sandbox: Record<string, unknown> = {};
  const module = { exports: {} };
  Object.assign(sandbox, {
    module,
    exports: module.exports,
    require: createRequire(file),
    __filename: file,
    __dirname: path.dirname(file),
  });
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
  return JSON.parse(JSON.stringify(sandbox.result));
}

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules: what the class hash is computed from

test('guide/basic/css-modules "names built from the class name and a hash of both the file path and the class name": two classes of one file get different hashes, one class in two files too, and other declarations keep them', () => {
  pageSays(
    'guide/basic/css-modules',
    {
      en: 'it turns `.title` from two files into names built from the class name and a hash of both the file path and the class name',
      zh: '它把两个文件中的 `.title` 转换为由类名和哈希组成的名称（哈希根据文件路径和类名计算）',
    },
    {
      en: 'names built from the class name and a hash of the file path,',
      zh: '由类名和文件路径哈希组成的名称',
    },
  );
  const names = (card: string): Record<string, unknown> => {
    const dir = project({
      'src/card.module.css': card,
      'src/banner.module.css': '.card-title {\n  font-size: 32px;\n}\n',
      'src/index.js':
        "import card from './card.module.css';\nimport banner from './banner.module.css';\nglobalThis.result = { card, banner: banner['card-title'] };\n",
    });
    build(dir);
    return webResult(dir) as Record<string, unknown>;
  };
  const first = names('.card {\n  padding: 16px;\n}\n\n.card-title {\n  font-size: 20px;\n}\n');
  assert.deepEqual(first, {
    card: { card: 'card-_6b4c3', 'card-title': 'card-title-_81f67', cardTitle: 'card-title-_81f67' },
    banner: 'card-title-b02657',
  });
  // Other declarations, the same hashes: the rules are not hashed.
  assert.deepEqual(names('.card {\n  margin: 3px;\n  color: blue;\n}\n\n.card-title {\n  display: none;\n}\n'), first);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules + config/output/css-modules: enableCssModuleTSDeclaration and the build targets

test('guide/basic/css-modules "For the web and service-worker targets (not node or web-worker), whenever rsbuild dev or rsbuild build compiles a CSS Modules file" + config/output/css-modules "a build for web or service-worker (not node or web-worker) writes a declaration file": a node and web-worker build writes no card.module.css.d.ts, a service-worker build and a web build do', () => {
  pageSays(
    'guide/basic/css-modules',
    {
      en: 'For the `web` and `service-worker` targets (not `node` or `web-worker`), whenever `rsbuild dev` or `rsbuild build` compiles a CSS Modules file of your project',
      zh: '对于 `web` 和 `service-worker` 目标（`node`、`web-worker` 不会生成），每当 `rsbuild dev` 或 `rsbuild build` 编译项目中的一个 CSS Modules 文件时',
    },
    {
      en: 'Whenever `rsbuild dev` or `rsbuild build` compiles a CSS Modules file',
      zh: '\n每当 `rsbuild dev` 或 `rsbuild build` 编译',
    },
  );
  pageSays(
    'config/output/css-modules',
    {
      en: 'When it is `true`, a build for `web` or `service-worker` (not `node` or `web-worker`) writes a declaration file next to each CSS Modules file',
      zh: '设为 `true` 时，`web` 或 `service-worker` 目标的构建（`node`、`web-worker` 不会）会在项目中每个 CSS Modules 文件旁生成一个声明文件',
    },
    {
      en: 'When it is `true`, the build writes a declaration file',
      zh: '设为 `true` 时，构建会在项目中每个 CSS Modules 文件旁',
    },
  );
  const declares = (targets: string[]): boolean => {
    const dir = project({
      'src/card.module.css': '.card-title {\n  color: red;\n}\n',
      'src/index.js': "import styles from './card.module.css';\nglobalThis.result = styles;\n",
      'rsbuild.config.mjs': `export default { output: { enableCssModuleTSDeclaration: true, targets: ${JSON.stringify(targets)} } };\n`,
    });
    build(dir);
    return fs.existsSync(path.join(dir, 'src/card.module.css.d.ts'));
  };
  assert.equal(declares(['node', 'web-worker']), false);
  assert.equal(declares(['service-worker']), true);
  assert.equal(declares(['web']), true);
});

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules: the node target's class names

test('config/output/css-modules "all targets share one cssModules setting, so the node bundle gets the same class names as the web one": a build for web and node gives both bundles the same mapping (production and development) and the node target no CSS', () => {
  pageSays(
    'config/output/css-modules',
    {
      en: 'all targets share one `cssModules` setting, so the `node` bundle gets the same class names as the `web` one.',
      zh: '所有目标共用同一份 `cssModules` 配置，因此 `node` 产物中的类名与 `web` 产物一致。',
    },
    {
      en: 'use the same `cssModules` settings for every target',
      zh: '请为所有目标使用相同的 `cssModules` 配置',
    },
  );
  for (const [env, card] of [
    [{}, 'card-title-_81f67'],
    [{ NODE_ENV: 'development' }, 'src-card-module__card-title-_81f67'],
  ] as const) {
    const dir = project({
      'src/card.module.css': '.card-title {\n  color: red;\n}\n',
      'src/index.js': "import styles from './card.module.css';\nglobalThis.result = styles;\n",
      'rsbuild.config.mjs': "export default { output: { targets: ['web', 'node'] } };\n",
    });
    build(dir, env);
    const expected = { 'card-title': card, cardTitle: card };
    assert.deepEqual(webResult(dir), expected);
    assert.deepEqual(nodeResult(dir), expected);
    assert.deepEqual(
      distFiles(dir).filter((f) => f.startsWith('server/') && f.endsWith('.css')),
      [],
    );
  }
});
