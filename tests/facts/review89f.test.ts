// Facts behind the accuracy review of session 89 (slice f): guide/advanced/browserslist, config/output/polyfill and
// config/tools/bundler-chain, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in throw-away projects,
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and no longer say
// what they said before.
//
// - guide/advanced/browserslist, "See which browsers a query matches", third bullet: "Rsbuild 0.5.9 resolves queries
//   with its own copy of Browserslist (4.23.0) ... Version queries such as chrome >= 87 give the same result in both".
//   Only in part: that copy (@rsbuild/shared compiled/browserslist) reads the configuration (shared/src/getBrowserslist.ts
//   17, loadConfig) and resolves the queries for the runtime's ES version (browserslistToESVersion, 78-80) and for
//   Autoprefixer (compiled/autoprefixer requires ../browserslist and caniuse-lite), but SWC receives the queries as
//   they are (core/src/provider/plugins/swc.ts 44-46, env.targets) and resolves them itself with the browser data built
//   into Rspack 0.5.9's binding. In the run below, with env.debug on, SWC prints `last 1 chrome version` as Chrome 121
//   while Rsbuild's Browserslist, with the installed caniuse-lite, says Chrome 157; `chrome >= 122` leaves SWC with no
//   target at all (chrome: None), so it downgrades everything, while `chrome >= 121` keeps the syntax. The bullet now
//   says so. Same run: guide/advanced/browserslist, "caniuse-lite is outdated": "The build goes on with the old data"
//   read as if all of the build did; SWC does not use caniuse-lite, so the page now names Autoprefixer and the
//   runtime's ES version as what uses the old data.
// - guide/advanced/browserslist, Common problems, "Which Android versions are supported?": "Add that version,
//   chrome >= 61: ?. and private class fields are then downgraded for it" implied that the default list keeps them. It
//   does not: with the default list SWC already compiles ?. (for Chrome and Edge below 91) and private fields, while ??
//   and a catch without a binding stay, and chrome >= 61 compiles those two (run below).
// - config/tools/bundler-chain, Utils table: the type of `env` was given as `string`. 0.5.9 declares it as NodeEnv,
//   'development' | 'production' | 'test' (shared/src/types/hooks.ts 66, shared/src/types/utils.ts 11; the same in the
//   installed dist/types/hooks.d.ts 48). Settled by the type, not by a run: no test below.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, distText, pageSays, project, rsbuild } from './topics-support';

const ROUTE = 'guide/advanced/browserslist';

const require = createRequire(import.meta.url);
const SHARED = path.join(ROOT, 'node_modules/rsbuild-shared-0.5');
/** Rsbuild 0.5.9's own copy of Browserslist (4.23.0), with the caniuse-lite it finds. */
const ownBrowserslist = require(path.join(SHARED, 'compiled/browserslist')) as (query: string) => string[];

const CODE = 'const f = (o) => o?.a ?? 1;\nclass A { get x() { return f({ a: 2 }); } }\nglobalThis.r = new A().x;\n';

/** Builds CODE for `query` (unminified, SWC's debug output on); returns what SWC printed as its Chrome target and the JS. */
function swcBuild(query: string): { chrome: string; js: string } {
  const dir = project({
    '.browserslistrc': `${query}\n`,
    'src/index.js': CODE,
    'rsbuild.config.mjs': 'export default { output: { minify: false }, tools: { swc: { env: { debug: true } } } };\n',
  });
  const run = rsbuild(dir, ['build'], { BROWSERSLIST_IGNORE_OLD_DATA: '1' });
  assert.equal(run.code, 0, run.output);
  const targets = /^Targets: BrowserData \{ chrome: (None|Some\(Version \{ major: \d+)/m.exec(run.output);
  assert.ok(targets, run.output);
  return { chrome: targets[1].replace('Some(Version { major: ', ''), js: distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/) };
}

test(`${ROUTE} "SWC, which decides what is downgraded and polyfilled, uses the browser data built into Rspack 0.5.9, whose newest Chrome is 121" + "Autoprefixer and the ES version of the runtime use the old data (SWC has data of its own...)": last 1 chrome version is Chrome 121 to SWC and Chrome 157 to Rsbuild's Browserslist; chrome >= 122 gives SWC no target and everything is downgraded, chrome >= 121 keeps the syntax`, () => {
  pageSays(
    ROUTE,
    {
      en: 'SWC, which decides what is downgraded and polyfilled, uses the browser data built into Rspack 0.5.9, whose newest Chrome is 121: in a test, `last 1 chrome version` meant Chrome 121 to SWC and Chrome 157 to Browserslist, and `chrome >= 122` matched no browser SWC knows, so it downgraded all syntax, arrow functions and classes included. Version queries within that data, such as `chrome >= 87`, start at the same versions in both.',
      zh: '决定语法降级和 polyfill 的 SWC 则使用 Rspack 0.5.9 内置的浏览器数据，其中最新的 Chrome 是 121：测试中，`last 1 chrome version` 在 SWC 中是 Chrome 121，在 Browserslist 中是 Chrome 157；`chrome >= 122` 匹配不到 SWC 已知的任何浏览器，于是所有语法都被降级，箭头函数和 class 也不例外。',
    },
    {
      en: 'Rsbuild 0.5.9 resolves queries with its own copy of Browserslist (4.23.0).',
      zh: 'Rsbuild 0.5.9 使用自带的 Browserslist（4.23.0）解析查询',
    },
  );
  pageSays(
    ROUTE,
    {
      en: 'The build goes on, and Autoprefixer and the ES version of the runtime use the old data (SWC has data of its own, which the update does not change)',
      zh: '构建会继续进行，Autoprefixer 和运行时代码的 ES 版本用的是旧数据（SWC 使用自己内置的数据，不受这次更新影响）',
    },
    { en: 'The build goes on with the old data:', zh: '构建会继续进行，但用的是旧数据' },
  );

  // Rsbuild's own Browserslist, with the installed caniuse-lite: the newest Chrome is 157, and chrome >= 122 is known.
  process.env.BROWSERSLIST_IGNORE_OLD_DATA = '1';
  assert.deepEqual(ownBrowserslist('last 1 chrome version'), ['chrome 157']);
  assert.ok(ownBrowserslist('chrome >= 122').includes('chrome 122'));
  const { browserslistToESVersion } = require(SHARED) as {
    browserslistToESVersion: (browsers: string[]) => number;
  };
  assert.equal(browserslistToESVersion(['chrome >= 122']), 2018, 'the runtime is written for ES2018');

  // SWC: its newest Chrome is 121.
  const last = swcBuild('last 1 chrome version');
  assert.equal(last.chrome, '121');
  const kept = swcBuild('chrome >= 121');
  assert.equal(kept.chrome, '121');
  assert.ok(kept.js.includes('o?.a ?? 1') && kept.js.includes('class A'), kept.js);
  const past = swcBuild('chrome >= 122');
  assert.equal(past.chrome, 'None', 'no browser SWC knows');
  assert.ok(!/\?\.|\?\?|=>|class A|const f/.test(past.js.split('// The module cache')[0]), past.js);
  assert.match(past.js, /var f = function\(o\)/);
});

test(`${ROUTE} "Add that version, chrome >= 61: ?? and a catch without a binding, which the default list keeps, are then downgraded for it": the default list already compiles ?. and private fields and keeps ?? and catch {, chrome >= 61 compiles those too`, () => {
  pageSays(
    ROUTE,
    {
      en: 'Add that version, `chrome >= 61`: `??` and a `catch` without a binding, which the default list keeps, are then downgraded for it.',
      zh: '按这个版本加上 `chrome >= 61`，默认列表会保留的 `??`、不带参数的 `catch` 等语法就会为它降级。',
    },
    {
      en: '`?.` and private class fields are then downgraded for it',
      zh: '`?.`、类私有字段等语法就会为它降级',
    },
  );
  const code =
    "class A { #secret = 1; get() { return this.#secret; } }\nglobalThis.r = [globalThis.user?.name, globalThis.x ?? 3, new A().get()];\ntry { JSON.parse('x'); } catch { globalThis.e = 1; }\n";
  const out = (browserslistrc?: string): string => {
    const dir = project({
      ...(browserslistrc ? { '.browserslistrc': `${browserslistrc}\n` } : {}),
      'src/index.js': code,
      'rsbuild.config.mjs': 'export default { output: { minify: false } };\n',
    });
    const run = rsbuild(dir, ['build']);
    assert.equal(run.code, 0, run.output);
    return distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  };
  const defaults = out();
  assert.ok(!defaults.includes('user?.name') && !defaults.includes('#secret'), 'the default list compiles ?. and #secret');
  assert.ok(defaults.includes('globalThis.x ?? 3') && /catch\s*\{/.test(defaults), 'and keeps ?? and catch {');
  const chrome61 = out('chrome >= 61');
  assert.ok(!chrome61.includes('??') && !/catch\s*\{/.test(chrome61), chrome61);
  assert.match(chrome61, /catch \(\w+\) \{/);
});
