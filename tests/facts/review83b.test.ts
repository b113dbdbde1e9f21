// Facts behind the second accuracy review of session 83 (slice b): guide/advanced/env-vars, config/source/define and
// config/server/https, in both languages. Each test runs @rsbuild/core 0.5.9 (or the Rspack it installs) in throw-away
// projects (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// - guide/advanced/env-vars, process.env.NODE_ENV: "'development' with rsbuild dev (and rsbuild inspect)". The inspect
//   command has its own --env option (development by default) and sets NODE_ENV from it (packages/core/src/cli/
//   commands.ts, provider/inspectConfig.ts): with --env production the Rspack configuration it writes defines
//   process.env.NODE_ENV as "production". The page now names the exception.
// - guide/advanced/env-vars: "the minifier removes the whole block" (process.env.NODE_ENV) and "the minifier removes the
//   branch that can never run" (__ENABLE_BETA__). Rspack drops a branch whose condition is a constant while it bundles,
//   before any minifier: with output.minify false the production build holds neither branch. The pages now say "the
//   build removes".
// - guide/advanced/env-vars, Reference other variables: "Values can reference variables defined earlier in the same files
//   or in the shell". dotenv-expand 11.0.6 (compiled into 0.5.9) looks a ${NAME} up in process.env, then among all the
//   variables of all the loaded files, wherever they stand: a line can use a variable defined below it, or one of
//   .env.production from .env. The page now says so.
// - config/source/define, Common problems: '"process.env.NODE_ENV": process.env.NODE_ENV in define crashes the app in an
//   Rspack config'. The Rspack that 0.5.9 installs (0.5.9-canary-8778e17) behaves as Rsbuild does: its
//   optimization.nodeEnv definition wins over the entry, and the code reads the string "production". webpack 5 lets the
//   entry win (warning "Conflicting values for 'process.env.NODE_ENV'") and writes the identifier production, which
//   throws; so did Rspack 0.2 (web-infra-dev/rspack issue 3489, the report the item rests on). The webpack part runs only
//   when webpack 5 can be resolved (from eslint-webpack-plugin, a devDependency of the site that peer-depends on it).
// - config/server/https: "cookies with the Secure attribute or SameSite=None" among what needs HTTPS locally. Chromium
//   (Playwright's) stores both from a page on http://localhost, which it treats as a secure context, and drops them on
//   http://<LAN address>: HTTPS is needed there, not on localhost. The page now says so. Set by the dev server through
//   server.headers; the LAN half is skipped on a machine without a non-loopback IPv4 address.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distText, page, pageSays, project, ROOT, rsbuild, sharedBrowser } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars: process.env.NODE_ENV under rsbuild inspect

test('guide/advanced/env-vars "\'development\' with rsbuild dev (and rsbuild inspect, unless it is given --env production)": rsbuild inspect writes a development Rspack configuration that defines process.env.NODE_ENV as "development"; rsbuild inspect --env production writes a production one with "production"', () => {
  pageSays('guide/advanced/env-vars', {
    en: "- `'development'` with `rsbuild dev` (and `rsbuild inspect`, unless it is given `--env production`),",
    zh: "- 执行 `rsbuild dev`（以及不带 `--env production` 的 `rsbuild inspect`）时为 `'development'`；",
  });
  const inspected = (args: string[]): string[] => {
    const dir = project({ 'src/index.js': 'console.log(process.env.NODE_ENV);\n' });
    const run = rsbuild(dir, ['inspect', ...args]);
    assert.equal(run.code, 0, run.output);
    const config = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
    return [config.match(/^ {2}mode: '(\w+)'/m)?.[1] ?? '', config.match(/'process\.env\.NODE_ENV': '([^']*)'/)?.[1] ?? ''];
  };
  assert.deepEqual(inspected([]), ['development', '"development"']);
  assert.deepEqual(inspected(['--env', 'production']), ['production', '"production"']);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars: the build, not the minifier, removes a branch that cannot run

test('guide/advanced/env-vars "the build removes the whole block, even with output.minify set to false" + "the build removes the branch that can never run": with output.minify false, the production build is unminified yet holds neither the process.env.NODE_ENV !== \'production\' block nor the if (__ENABLE_BETA__) branch of a false flag; with the flag true the branch stays', () => {
  pageSays('guide/advanced/env-vars', {
    en: 'and the build removes the whole block, even with [output.minify](/config/output/minify) set to `false`:',
    zh: '即使把 [output.minify](/zh/config/output/minify) 设为 `false`，构建也会删除整个代码块：',
  });
  pageSays('guide/advanced/env-vars', {
    en: '- `__ENABLE_BETA__` becomes `true` or `false`, and the build removes the branch that can never run.',
    zh: '- `__ENABLE_BETA__` 会变为 `true` 或 `false`，构建时会移除永远不会执行的分支。',
  });
  for (const lang of ['en', 'zh'] as const) {
    assert.doesNotMatch(page(lang, 'guide/advanced/env-vars'), /the minifier removes|压缩工具会/, lang);
  }
  const source = [
    "if (process.env.NODE_ENV !== 'production') {",
    "  console.log('Debug information that never reaches production');",
    '}',
    'if (__ENABLE_BETA__) {',
    "  console.log('beta banner');",
    '}',
    "console.log('always built');",
    '',
  ].join('\n');
  const built = (beta: boolean): string => {
    const dir = project({
      'src/index.ts': source,
      'rsbuild.config.mjs': `export default { output: { minify: false }, source: { define: { __ENABLE_BETA__: JSON.stringify(${beta}) } } };\n`,
    });
    build(dir);
    return distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  };
  const off = built(false);
  assert.match(off, /\/\/ The module cache\n/, 'the runtime keeps its comments: not minified');
  assert.match(off, /console\.log\("always built"\);/);
  assert.doesNotMatch(off, /Debug information|beta banner|__ENABLE_BETA__/);
  assert.match(built(true), /console\.log\("beta banner"\)/);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/env-vars: ${NAME} references

test('guide/advanced/env-vars "Values can reference other variables with ${NAME}: one set in the shell, or one from any of the loaded files, above or below the line": a reference to a variable defined below it, one to a variable of .env.production and one to a shell variable are all resolved in the bundle', () => {
  pageSays('guide/advanced/env-vars', {
    en: 'Values can reference other variables with `${NAME}`: one set in the shell, or one from any of the loaded files, above or below the line:',
    zh: '变量值可以通过 `${NAME}` 引用其他变量：shell 中设置的变量，或者任一已加载文件中的变量，写在引用之前或之后都可以：',
  });
  const dir = project({
    '.env': [
      'PUBLIC_API_URL=https://api.${PUBLIC_HOST}/v1',
      'PUBLIC_HOST=example.com',
      'PUBLIC_CDN=https://${PUBLIC_CDN_HOST}/assets',
      'PUBLIC_APP=${PUBLIC_REGION}-app',
      '',
    ].join('\n'),
    '.env.production': 'PUBLIC_CDN_HOST=cdn.example.com\n',
    'src/index.js': 'window.values = [process.env.PUBLIC_API_URL, process.env.PUBLIC_CDN, process.env.PUBLIC_APP];\n',
  });
  build(dir, { PUBLIC_REGION: 'eu' });
  assert.match(
    distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/),
    /window\.values=\["https:\/\/api\.example\.com\/v1","https:\/\/cdn\.example\.com\/assets","eu-app"\]/,
  );
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define: "process.env.NODE_ENV": process.env.NODE_ENV in webpack and in Rspack 0.5

test('config/source/define "\\"process.env.NODE_ENV\\": process.env.NODE_ENV in define crashes the app in a webpack or Rspack 0.2 config ... Rspack 0.5 on its own keeps the string as well": the Rspack that 0.5.9 installs, given DefinePlugin({ \'process.env.NODE_ENV\': \'production\' }) in production mode, writes the string "production"; webpack 5 writes the identifier production', (t) => {
  pageSays('config/source/define', {
    en: 'in `define` crashes the app in a webpack or Rspack 0.2 config (the value is inserted unquoted)',
    zh: '在 webpack 或 Rspack 0.2 的配置中会让应用崩溃（值没加引号就插进了代码）',
  });
  pageSays('config/source/define', {
    en: 'Rspack 0.5 on its own keeps the string as well.',
    zh: '单独使用 Rspack 0.5 时也是这样。',
  });
  const core = path.dirname(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-0.5/package.json')));
  const rspack = path.dirname(createRequire(path.join(core, 'package.json')).resolve('@rspack/core/package.json'));
  assert.match(JSON.parse(fs.readFileSync(path.join(rspack, 'package.json'), 'utf8')).version, /^0\.5\./);
  let webpack: string | undefined;
  try {
    const plugin = fs.realpathSync(path.join(ROOT, 'node_modules/eslint-webpack-plugin'));
    webpack = path.dirname(createRequire(path.join(plugin, 'package.json')).resolve('webpack/package.json'));
  } catch {
    t.diagnostic('webpack 5 cannot be resolved: its half is skipped');
  }
  const bundle = (bundler: string, pluginName: string): string => {
    const dir = project({
      'src/index.js': 'window.mode = process.env.NODE_ENV;\n',
      'run.cjs': [
        `const bundler = require(${JSON.stringify(bundler)});`,
        "const fs = require('node:fs');",
        'const config = {',
        "  mode: 'production', context: __dirname, entry: './src/index.js',",
        "  output: { path: __dirname + '/out', filename: 'main.js' }, optimization: { minimize: false },",
        `  plugins: [new bundler.${pluginName}({ 'process.env.NODE_ENV': 'production' })],`,
        '};',
        'bundler(config, (err, stats) => {',
        '  if (err || stats.hasErrors()) { console.error(err || stats.toString()); process.exit(1); }',
        "  process.stdout.write(fs.readFileSync(__dirname + '/out/main.js', 'utf8'));",
        '});',
        '',
      ].join('\n'),
    });
    const run = spawnSync(process.execPath, ['run.cjs'], { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    assert.equal(run.status, 0, run.stderr);
    return run.stdout;
  };
  assert.match(bundle(rspack, 'DefinePlugin'), /window\.mode = "production";/);
  if (webpack) assert.match(bundle(webpack, 'DefinePlugin'), /window\.mode = production;/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/https: Secure cookies on localhost and on a LAN address

const browser = sharedBrowser();

test('config/server/https "cookies with the Secure attribute or SameSite=None: Chrome accepts them from http://localhost, but not from a LAN address": the page of rsbuild dev, over plain HTTP, keeps a Secure and a SameSite=None cookie at http://localhost (a secure context) and only the plain cookie at http://<LAN IPv4>', async () => {
  pageSays('config/server/https', {
    en: '- cookies with the `Secure` attribute or `SameSite=None`: Chrome accepts them from `http://localhost`, but not from a LAN address;',
    zh: '- 带有 `Secure` 属性或 `SameSite=None` 的 Cookie：Chrome 在 `http://localhost` 下会接受，通过局域网地址访问时则不会；',
  });
  const dir = project({
    'src/index.js': "document.body.dataset.ready = 'yes';\n",
    'rsbuild.config.mjs':
      "export default { server: { headers: { 'Set-Cookie': ['secure=1; Secure; Path=/', 'none=1; SameSite=None; Secure; Path=/', 'plain=1; Path=/'] } } };\n",
  });
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .find((d) => d && (d.family === 'IPv4' || (d.family as unknown) === 4) && !d.internal && d.address !== '127.0.0.1')?.address;
  const server = await devServer(dir);
  try {
    const visit = async (host: string): Promise<[boolean, string[]]> => {
      const context = await browser().newContext();
      try {
        const tab = await context.newPage();
        await tab.goto(`http://${host}:${server.port}/`);
        await tab.waitForSelector('body[data-ready="yes"]', { state: 'attached' });
        const secure = await tab.evaluate(() => window.isSecureContext);
        return [secure, (await context.cookies()).map((c) => c.name).sort()];
      } finally {
        await context.close();
      }
    };
    assert.deepEqual(await visit('localhost'), [true, ['none', 'plain', 'secure']]);
    if (lan) assert.deepEqual(await visit(lan), [false, ['plain']]);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define, the lead (fixed after the review: it said every place the key appears is replaced)

test('config/source/define "wherever the code reads it as a global (not a local variable or parameter of the same name) it is replaced": a parameter and a block-scoped const named like the key keep their own values', () => {
  pageSays('config/source/define', {
    en: 'wherever the code reads it as a global (not a local variable or parameter of the same name)',
    zh: '同名的局部变量或函数参数不会被替换',
  });
  const dir = project({
    'src/index.js':
      'const a = __X__;\nfunction f(__X__) { return __X__ + 1; }\n{ const __X__ = 5; console.log(__X__); }\nconsole.log(a, f(2));\n',
    'rsbuild.config.mjs': "export default { source: { define: { __X__: JSON.stringify('REPLACED') } }, output: { minify: false } };\n",
  });
  build(dir);
  const js = distText(dir, /^static\/js\/index\..*\.js$/);
  assert.match(js, /const a = "REPLACED"/, 'the global read is replaced');
  assert.equal(js.match(/"REPLACED"/g)?.length, 1, 'only the global read is replaced');
  assert.doesNotMatch(js, /function f\("REPLACED"\)/, 'the parameter keeps its name');
});
