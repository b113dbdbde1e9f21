// Facts behind the accuracy review of session 99 (slice m): config/output/externals and guide/advanced/browserslist,
// in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page
// and the sentence it backs, and checks that both languages say it. Nothing outside the repository is needed.
//
// Fixes:
// 1. guide/advanced/browserslist, "See which browsers a query matches": the page said "`--env=production` reads the
//    `[production]` section of the configuration", after "Without arguments, it reads the same configuration as
//    Rsbuild". True, but the Browserslist CLI already reads [production] without --env: its loadConfig takes
//    opts.env, then BROWSERSLIST_ENV, then NODE_ENV, then 'production' (browserslist node.js, `name = 'production'`),
//    and a shell seldom sets NODE_ENV, while rsbuild dev resolves [development]. A reader checking the list of
//    rsbuild dev with the bare command saw the production one. The page now says that the tool reads [production]
//    unless NODE_ENV or BROWSERSLIST_ENV is set, and that --env=development shows the list of rsbuild dev. Run below
//    (test 7): with [production] safari 15 and [development] chrome 100, the bare CLI prints safari 15; --env=development,
//    NODE_ENV=development or BROWSERSLIST_ENV=development print chrome 100.
// 2. config/output/externals, "String and RegExp forms": "In a browser bundle they produce `module.exports = <import
//    path>`, which is only valid when the import path is also a valid global variable name; `@company/format` is not"
//    left out what the reader meets: Rspack writes `module.exports = @company/format` for the `var` external
//    (externalsType var, the default of a web build), and the minifier of rsbuild build cannot parse it, so the build
//    stops with `JavaScript parsing error: Expression expected`. The sentence now quotes that error. Run below (test 6):
//    unminified, the web bundle holds `module.exports = @company/format` and does not parse; with the default minify,
//    rsbuild build exits non-zero with that error.
//
// Confirmed, unchanged (no earlier facts file runs them):
// - guide/advanced/browserslist: "Rsbuild looks them up from the project root, and then in each parent folder" and
//   "The node and service-worker targets ignore it" (shared/src/getBrowserslist.ts 27-54: only web and web-worker call
//   browserslist.loadConfig; DEFAULT_BROWSERSLIST in shared/src/constants.ts 9-21). Run: rsbuild inspect in a project
//   whose .browserslistrc lies in the parent folder, targets web, web-worker, service-worker and node.
// - guide/advanced/browserslist: "Queries outside any section form the defaults section, which is used when no section
//   matches" (for a .browserslistrc), and "inspect --env production selects the [production] section". Run: inspect
//   and inspect --env production of chrome >= 70 above [production].
// - guide/advanced/browserslist, overrideBrowserslist: the array applies to web and web-worker only, the object sets
//   node and service-worker, and a target missing from the object falls back to .browserslistrc (web, web-worker) or
//   to its default (getBrowserslistWithDefault). Run: rsbuild inspect with an array, a full object and a partial one.
// - config/output/externals, "Function form": the data object (request, context, dependencyType), callback() bundling
//   the module, callback(undefined, ['Company', name], 'var') reading window.Company.format, and a promise resolving to
//   undefined bundling the module. Run: the page's two functions in one build, the page run with a stand-in CDN script.
// - config/output/externals: "module.exports = React" for { react: 'React' } and "Externals are ignored for the ...
//   service-worker target" (core/src/plugins/externals.ts deletes externals from every webworker configuration; the
//   web-worker half is run by review83f). Run: an unminified build for web and service-worker.
// - config/output/externals, "String and RegExp forms": require('react') and require('@company/format') in a node
//   build, loaded from node_modules at runtime.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { build, distFiles, distText, pageSays, project, projectEnv, rsbuild, runBuiltPage } from './topics-support';

const EXTERNALS = 'config/output/externals';
const BROWSERSLIST = 'guide/advanced/browserslist';

/** The queries that builtin:swc-loader gets in the Rspack configuration `rsbuild inspect` wrote for `target`. */
function swcTargets(dir: string, target: string): string[] {
  const config = fs.readFileSync(path.join(dir, `dist/rspack.config.${target}.mjs`), 'utf8');
  const list = config.match(/targets: \[([^\]]*)\]/);
  assert.ok(list, `${target}: builtin:swc-loader has env.targets`);
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

const ALL_TARGETS = "targets: ['web', 'web-worker', 'service-worker', 'node']";
const WEB_DEFAULT = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];

/** Runs rsbuild inspect in `dir` and returns the SWC queries of each of the four targets. */
function inspectTargets(dir: string): Record<string, string[]> {
  const run = rsbuild(dir, ['inspect']);
  assert.equal(run.code, 0, run.output);
  const out: Record<string, string[]> = {};
  for (const target of ['web', 'web-worker', 'service-worker', 'node']) out[target] = swcTargets(dir, target);
  return out;
}

test(`${BROWSERSLIST} "Rsbuild looks them up from the project root, and then in each parent folder until it finds one" + "The node and service-worker targets ignore it and keep their defaults": inspect of a project whose .browserslistrc is in the parent folder`, () => {
  pageSays(BROWSERSLIST, {
    en: 'Rsbuild looks them up from the project root, and then in each parent folder until it finds one.',
    zh: 'Rsbuild 会从项目根目录开始查找，找不到时再依次查找各级父目录。',
  });
  pageSays(BROWSERSLIST, {
    en: 'In 0.5.9 the browserslist configuration of the project applies to the `web` and `web-worker` targets only. The `node` and `service-worker` targets ignore it and keep their defaults (`node >= 16`, and the browser defaults above)',
    zh: '在 0.5.9 中，项目的 browserslist 配置只对 `web` 和 `web-worker` 构建目标生效。`node` 和 `service-worker` 构建目标会忽略它，继续使用各自的默认值（`node >= 16`，以及上面的浏览器默认值）',
  });
  const dir = project({
    '.browserslistrc': 'chrome >= 61\n',
    'app/package.json': '{ "name": "app", "private": true }\n',
    'app/src/index.js': 'export default 1;\n',
    'app/rsbuild.config.mjs': `export default { output: { ${ALL_TARGETS} } };\n`,
  });
  const app = path.join(dir, 'app');
  const got = inspectTargets(app);
  assert.deepEqual(got.web, ['chrome >= 61'], 'web reads the .browserslistrc of the parent folder');
  assert.deepEqual(got['web-worker'], ['chrome >= 61'], 'web-worker reads it too');
  assert.deepEqual(got['service-worker'], WEB_DEFAULT, 'service-worker keeps the browser defaults');
  assert.deepEqual(got.node, ['node >= 16'], 'node keeps node >= 16');
});

test(`${BROWSERSLIST} "Queries outside any section form the defaults section, which is used when no section matches" + "inspect --env production selects the [production] section": a .browserslistrc with a [production] section and a query above it, inspected in both modes`, () => {
  pageSays(BROWSERSLIST, {
    en: 'Queries outside any section form the `defaults` section, which is used when no section matches.',
    zh: '写在所有分组之外的查询构成 `defaults` 分组，没有匹配的分组时使用它。',
  });
  pageSays(BROWSERSLIST, {
    en: '`inspect --env production` selects the `[production]` section, so you can check both environments without building;',
    zh: '`inspect --env production` 会选择 `[production]` 分组，因此无需构建就可以检查两种环境；',
  });
  const files = {
    '.browserslistrc': 'chrome >= 70\n\n[production]\nchrome >= 61\n',
    'src/index.js': 'export default 1;\n',
  };
  const dev = project(files);
  const devRun = rsbuild(dev, ['inspect']);
  assert.equal(devRun.code, 0, devRun.output);
  assert.deepEqual(swcTargets(dev, 'web'), ['chrome >= 70'], 'development matches no section: the query above it is used');
  const prod = project(files);
  const prodRun = rsbuild(prod, ['inspect', '--env', 'production']);
  assert.equal(prodRun.code, 0, prodRun.output);
  assert.deepEqual(swcTargets(prod, 'web'), ['chrome >= 61'], 'production uses its section');
});

test(`${BROWSERSLIST} "As an array, it applies to the web and web-worker targets" + "As an object ... the only way to change the queries of the node and service-worker targets" + "A target missing from the object falls back to the browserslist configuration (for web and web-worker) or to its default"`, () => {
  pageSays(BROWSERSLIST, {
    en: 'As an array, it applies to the `web` and `web-worker` targets:',
    zh: '值为数组时，它对 `web` 和 `web-worker` 构建目标生效：',
  });
  pageSays(BROWSERSLIST, {
    en: 'As an object, it sets the queries per target. This is the only way to change the queries of the `node` and `service-worker` targets:',
    zh: '值为对象时，可以按构建目标分别设置查询。这也是修改 `node` 和 `service-worker` 构建目标查询的唯一方式：',
  });
  pageSays(BROWSERSLIST, {
    en: 'A target missing from the object falls back to the browserslist configuration (for `web` and `web-worker`) or to its default.',
    zh: '对象中没有列出的构建目标，会回退到 browserslist 配置（`web` 和 `web-worker`）或者它自己的默认值。',
  });
  const files = (override: string) => ({
    '.browserslistrc': 'chrome >= 61\n',
    'src/index.js': 'export default 1;\n',
    'rsbuild.config.mjs': `export default { output: { ${ALL_TARGETS}, overrideBrowserslist: ${override} } };\n`,
  });

  const array = inspectTargets(project(files("['chrome >= 100']")));
  assert.deepEqual(array.web, ['chrome >= 100'], 'the array replaces .browserslistrc for web');
  assert.deepEqual(array['web-worker'], ['chrome >= 100'], 'and for web-worker');
  assert.deepEqual(array['service-worker'], WEB_DEFAULT, 'service-worker keeps its default');
  assert.deepEqual(array.node, ['node >= 16'], 'node keeps its default');

  const object = inspectTargets(project(files("{ web: ['chrome >= 100'], 'service-worker': ['chrome >= 90'], node: ['node >= 18'] }")));
  assert.deepEqual(object.web, ['chrome >= 100']);
  assert.deepEqual(object['service-worker'], ['chrome >= 90'], 'the object sets the service-worker queries');
  assert.deepEqual(object.node, ['node >= 18'], 'the object sets the node queries');
  assert.deepEqual(object['web-worker'], ['chrome >= 61'], 'web-worker, missing from the object, falls back to .browserslistrc');
  const partial = inspectTargets(project(files("{ web: ['chrome >= 100'] }")));
  assert.deepEqual(partial['service-worker'], WEB_DEFAULT, 'service-worker, missing from the object, keeps its default');
  assert.deepEqual(partial.node, ['node >= 16'], 'node, missing from the object, keeps its default');
});

// Stand-ins: packages whose bundled code says so, and a CDN script (public/cdn.js, put first in <head> by html.tags)
// that defines the globals the externals read.
const PACKAGES = {
  'node_modules/react/index.js': "module.exports = 'react bundled';\n",
  'node_modules/@company/format/index.js': "module.exports = () => 'format bundled';\n",
  'node_modules/other/index.js': "module.exports = 'other bundled';\n",
};
const CDN_TAG = "html: { tags: [{ tag: 'script', attrs: { src: '/cdn.js' }, head: true, append: false }] }";

test(`${EXTERNALS} "It receives an object with the import path (request), the directory of the importing file (context) and the kind of dependency (dependencyType)" + "Call callback() without arguments to bundle the module normally, or callback(undefined, value) to make it external, optionally with an externals type" + "A function may also return a promise ... Resolving to undefined bundles the module normally": the page's two functions in one build`, () => {
  pageSays(EXTERNALS, {
    en: 'Call `callback()` without arguments to bundle the module normally, or `callback(undefined, value)` to make it external, optionally with an externals type as the third argument.',
    zh: '不带参数调用 `callback()` 表示正常打包该模块；调用 `callback(undefined, value)` 表示将其设为外部依赖，第三个参数可以指定 externals 类型。',
  });
  pageSays(EXTERNALS, {
    en: 'It receives an object with the import path (`request`), the directory of the importing file (`context`) and the kind of dependency (`dependencyType`).',
    zh: '它接收一个对象，包含引入路径（`request`）、引入方文件所在的目录（`context`）和依赖类型（`dependencyType`）。',
  });
  pageSays(EXTERNALS, {
    en: 'A function may also return a promise instead of calling `callback`. Resolving to `undefined` bundles the module normally:',
    zh: '函数也可以不调用 `callback`，而是返回一个 Promise。Promise 的结果为 `undefined` 时，模块会被正常打包：',
  });
  const dir = project({
    ...PACKAGES,
    'public/cdn.js': "self.Company = { format: () => 'format from the CDN' }; self.React = 'React from the CDN';\n",
    'src/index.js':
      "import format from '@company/format';\nimport React from 'react';\nimport other from 'other';\nself.result = [format(), React, other];\n",
    'rsbuild.config.mjs': `export default {
  output: {
    externals: [
      (data, callback) => {
        const { request } = data;
        if (request === 'other') console.log('EXTERNALS-DATA ' + JSON.stringify(data));
        if (request?.startsWith('@company/')) {
          const name = request.slice('@company/'.length);
          return callback(undefined, ['Company', name], 'var');
        }
        callback();
      },
      async ({ request }) => {
        if (request === 'react') {
          return 'React';
        }
        return undefined;
      },
    ],
  },
  ${CDN_TAG},
};
`,
  });
  const { output } = build(dir);
  const data = JSON.parse(output.match(/EXTERNALS-DATA (.*)/)?.[1] ?? '{}');
  assert.deepEqual(data, { request: 'other', context: path.join(dir, 'src'), dependencyType: 'esm' }, output);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.ok(!js.includes('format bundled') && !js.includes('react bundled'), 'neither external package is bundled');
  assert.ok(js.includes('other bundled'), 'the package both functions pass on is bundled');
  assert.deepEqual([...(runBuiltPage(dir).result as string[])], ['format from the CDN', 'React from the CDN', 'other bundled']);
});

const SOURCE = "import format from '@company/format';\nimport React from 'react';\nconsole.log(format(), React);\n";

test(`${EXTERNALS} "import React from 'react' then compiles to a module whose body is module.exports = React" + "Externals are ignored for the web-worker and service-worker targets": one unminified build for web and service-worker`, () => {
  pageSays(EXTERNALS, {
    en: "`import React from 'react'` then compiles to a module whose body is `module.exports = React`, and React's code is no longer in the bundle.",
    zh: "这样 `import React from 'react'` 会被编译为一个内容为 `module.exports = React` 的模块，React 的代码不再出现在产物中。",
  });
  pageSays(EXTERNALS, {
    en: '**Externals are ignored for the `web-worker` and `service-worker` targets.**',
    zh: '**`web-worker` 和 `service-worker` 目标会忽略 externals。**',
  });
  const dir = project({
    ...PACKAGES,
    'src/index.js': SOURCE,
    'rsbuild.config.mjs':
      "export default { output: { minify: false, targets: ['web', 'service-worker'], externals: { react: 'React' } } };\n",
  });
  build(dir);
  const web = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(web, /module\.exports = React\}/, 'the web bundle reads the global React');
  assert.ok(!web.includes('react bundled'), "the web bundle holds none of react's code");
  const worker = distText(dir, /^worker\/index\.js$/);
  assert.ok(worker.includes('react bundled'), 'the service worker bundles react');
  assert.ok(!/module\.exports = React\b/.test(worker), 'and does not read a global React');
});

test(`${EXTERNALS} "These forms suit Node.js bundles (targets: ['node']) ... an external becomes require('<import path>'). In a browser bundle they produce module.exports = <import path> ... @company/format is not (rsbuild build stops with JavaScript parsing error: Expression expected)": the page's 'react' and RegExp in one unminified build for web and node, then a minified one`, () => {
  pageSays(
    EXTERNALS,
    {
      en: '`@company/format` is not (`rsbuild build` stops with `JavaScript parsing error: Expression expected`), so use the object or function form there.',
      zh: '`@company/format` 就不是（`rsbuild build` 会报错 `JavaScript parsing error: Expression expected` 并停止），这种情况请使用对象形式或函数形式。',
    },
    { en: '`@company/format` is not, so use', zh: '`@company/format` 就不是，这种情况' },
  );
  pageSays(EXTERNALS, {
    en: "These forms suit Node.js bundles (`targets: ['node']`), where the output is CommonJS and an external becomes `require('<import path>')`. In a browser bundle they produce `module.exports = <import path>`, which is only valid when the import path is also a valid global variable name;",
    zh: "这两种形式适合 Node.js 产物（`targets: ['node']`）：产物是 CommonJS 格式，外部依赖会变成 `require('<引入路径>')`。在浏览器产物中，它们会生成 `module.exports = <引入路径>`，只有当引入路径本身也是合法的全局变量名时才有效；",
  });
  const dir = project({
    ...PACKAGES,
    'src/index.js': SOURCE,
    'rsbuild.config.mjs': "export default { output: { minify: false, targets: ['web', 'node'], externals: ['react', /^@company\\//] } };\n",
  });
  build(dir);
  assert.ok(distFiles(dir).includes('server/index.js'), distFiles(dir).join('\n'));
  const server = distText(dir, /^server\/index\.js$/);
  assert.match(server, /module\.exports = require\('react'\)/);
  assert.match(server, /module\.exports = require\('@company\/format'\)/);
  assert.ok(!server.includes('bundled'), 'the node bundle holds neither package');
  const ran = spawnSync(process.execPath, [path.join(dir, 'dist/server/index.js')], { cwd: dir, encoding: 'utf8' });
  assert.equal(ran.stdout.trim(), 'format bundled react bundled', 'at runtime, require() loads both from node_modules');

  const web = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(web, /module\.exports = react\}/);
  assert.match(web, /module\.exports = @company\/format\}/);
  assert.throws(() => new vm.Script(web), SyntaxError, '@company/format is no global name: the browser bundle does not parse');

  // Minified, as rsbuild build does by default, the same bundle stops the build.
  fs.writeFileSync(path.join(dir, 'rsbuild.config.mjs'), "export default { output: { externals: ['react', /^@company\\//] } };\n");
  const minified = rsbuild(dir, ['build']);
  assert.notEqual(minified.code, 0, minified.output);
  assert.match(minified.output, /JavaScript parsing error: Expression expected/);
  assert.match(minified.output, /module\.exports = @company\/format/);
});

// The Browserslist CLI that a Rsbuild 0.5.9 installation brings along (a dependency of @rspack/core).
const fromCore = createRequire(createRequire(import.meta.url).resolve('rsbuild-0.5/package.json'));
const BROWSERSLIST_CLI = createRequire(fromCore.resolve('@rspack/core/package.json')).resolve('browserslist/cli.js');

test(`${BROWSERSLIST} "From a configuration with sections, the tool reads [production], the section of rsbuild build, unless NODE_ENV or BROWSERSLIST_ENV is set in your shell; add --env=development to see the list of rsbuild dev": the CLI in a project whose .browserslistrc has both sections`, () => {
  pageSays(
    BROWSERSLIST,
    {
      en: 'From a configuration with [sections](#different-queries-per-environment), the tool reads `[production]`, the section of `rsbuild build`, unless `NODE_ENV` or `BROWSERSLIST_ENV` is set in your shell; add `--env=development` to see the list of `rsbuild dev`.',
      zh: '配置中有[按环境划分的分组](#为不同环境使用不同的查询)时，只要 shell 中没有设置 `NODE_ENV` 或 `BROWSERSLIST_ENV`，它读取的就是 `rsbuild build` 所用的 `[production]` 分组；想看 `rsbuild dev` 用的列表，请加上 `--env=development`。',
    },
    { en: 'and `--env=production` reads the `[production]` section', zh: '`--env=production` 读取配置中的 `[production]` 部分' },
  );
  const dir = project({ '.browserslistrc': '[production]\nsafari 15\n\n[development]\nchrome 100\n' });
  const env = projectEnv();
  delete env.BROWSERSLIST_ENV;
  const cli = (args: string[], extra: NodeJS.ProcessEnv = {}) => {
    const run = spawnSync(process.execPath, [BROWSERSLIST_CLI, ...args], { cwd: dir, encoding: 'utf8', env: { ...env, ...extra } });
    assert.equal(run.status, 0, run.stderr);
    return run.stdout.trim();
  };
  assert.equal(cli([]), 'safari 15', 'without --env and without NODE_ENV: [production]');
  assert.equal(cli(['--env=development']), 'chrome 100', '--env=development: [development]');
  assert.equal(cli([], { NODE_ENV: 'development' }), 'chrome 100', 'NODE_ENV=development in the shell');
  assert.equal(cli([], { BROWSERSLIST_ENV: 'development' }), 'chrome 100', 'BROWSERSLIST_ENV=development in the shell');
});
