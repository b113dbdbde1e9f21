// Facts behind the quoted error messages of the exceptions FAQ, tools.rspack (Sass warnings), tools.postcss, tools.less,
// performance.printFileSize, server.publicDir, server.htmlFallback, output.targets and the npm packages
// page: each message as @rsbuild/core 0.5.9 prints it, its cause and the fix the page gives.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import vm from 'node:vm';
import { ROOT, RSBUILD_BIN, build, devServer, distText, project, rsbuild } from './topics-support';

/** Runs `rsbuild build` (or another command) with extra Node.js flags, as an older Node.js would behave. */
function buildWithNodeFlags(dir: string, flags: string[], bin = RSBUILD_BIN, args = ['build']): { code: number | null; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  delete env.NODE_ENV;
  delete env.NODE_OPTIONS;
  const r = spawnSync(process.execPath, [...flags, bin, ...args], { cwd: dir, env, encoding: 'utf8', timeout: 180_000 });
  return { code: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

test("Can't resolve: the compile error header, Rspack's 'Resolve error' wording", () => {
  const dir = project({ 'src/index.js': "import App from './App';\nconsole.log(App);\n" });
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1);
  assert.match(run.output, /error\s+Compile error:\s*\nFailed to compile, check the errors for troubleshooting\./);
  assert.match(run.output, /× Resolve error: Can't resolve '\.\/App' in '.*\/src'/);
  assert.match(run.output, /error\s+Rspack build failed!/);
});

test('require is not defined: a commonjs external compiles to require(), which a browser does not have', () => {
  const dir = project({
    'src/index.js': "import electron from 'electron';\nconsole.log(electron);\n",
    'rsbuild.config.mjs': "export default { output: { externals: { electron: 'commonjs electron' } } };\n",
  });
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.match(js, /require\("electron"\)/);
  const sandbox: Record<string, unknown> = { console };
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  assert.throws(() => vm.runInNewContext(js, sandbox), /require is not defined/);
});

test('Sass: math.div and calc() divide without the slash-division warning', () => {
  const dir = project({
    'src/index.js': "import './a.scss';\n",
    'src/a.scss': "@use 'sass:math';\n$w: 100px;\n.a { width: math.div($w, 2); }\n.b { width: calc(100% / 3); }\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /Compile Warning|division/);
  assert.match(distText(dir, /\.css$/), /\.a\{width:50px\}/);
});

/** A PostCSS plugin, installed in the project, that turns `red` into `blue`. */
const BLUE_PLUGIN = {
  'node_modules/postcss-blue/package.json': '{ "name": "postcss-blue", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/postcss-blue/index.js':
    "module.exports = () => ({ postcssPlugin: 'postcss-blue', Declaration(decl) { if (decl.value === 'red') decl.value = 'blue'; } });\nmodule.exports.postcss = true;\n",
  'src/index.js': "import './index.css';\n",
  'src/index.css': '.a { color: red; }\n',
};

test('PostCSS: a missing plugin of postcss.config.js, or named as a string in tools.postcss; addPlugins(require()) works', () => {
  const missing = project({
    ...BLUE_PLUGIN,
    'postcss.config.js': 'module.exports = { plugins: { tailwindcss: {}, autoprefixer: {} } };\n',
  });
  const run = rsbuild(missing, ['build']);
  assert.equal(run.code, 1);
  assert.match(run.output, /error\s+Failed to build\.\s*\nerror\s+Loading PostCSS Plugin failed: Cannot find module 'tailwindcss'/);
  assert.match(run.output, /\(@.*\/postcss\.config\.js\)/);
  assert.doesNotMatch(run.output, /Compile error/, 'stops before compiling');

  // The page's example names postcss-nested. postcss-loader require()s a plugin named by a string from its own folder,
  // and the tailwindcss 3 of our devDependencies puts postcss-nested in the hoisted store above that folder, so this run
  // names a plugin that no package of ours brings (checked, so that a new devDependency fails here and says why).
  const loader = path.join(fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-shared-0.5')), 'compiled/postcss-loader/index.js');
  assert.throws(() => createRequire(loader).resolve('postcss-pxtorem'), /Cannot find module/, 'postcss-loader finds postcss-pxtorem');
  const byName = project({
    ...BLUE_PLUGIN,
    'rsbuild.config.mjs': "export default { tools: { postcss: { postcssOptions: { plugins: ['postcss-pxtorem'] } } } };\n",
  });
  const nameRun = rsbuild(byName, ['build']);
  assert.equal(nameRun.code, 1);
  assert.match(nameRun.output, /Compile error:/);
  assert.match(nameRun.output, /Error: Loading PostCSS "postcss-pxtorem" plugin failed: Cannot find module 'postcss-pxtorem'/);
  assert.match(nameRun.output, /\(@.*\/src\/index\.css\)/);

  const fixed = project(
    {
      ...BLUE_PLUGIN,
      'rsbuild.config.ts':
        "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  tools: {\n    postcss: (options, { addPlugins }) => {\n      addPlugins(require('postcss-blue'));\n    },\n  },\n});\n",
    },
    CORE,
  );
  build(fixed);
  assert.match(distText(fixed, /\.css$/), /color:blue/);
});

test('PostCSS: an ES module plugin required by postcss.config.cjs fails where Node.js cannot require() ES modules; rsbuild.config.ts imports it', () => {
  // Node.js 20.19+ and 22.12+ load ES modules with require(); these flags restore the behaviour of the
  // earlier versions that Rsbuild 0.5.9 supports (on those versions the flags are not needed).
  const flags = ['--no-experimental-require-module', '--no-experimental-detect-module'].filter((f) =>
    process.allowedNodeEnvironmentFlags.has(f.replace('--no-', '--')),
  );
  const plugin =
    "import path from 'node:path';\nexport default () => ({ postcssPlugin: 'esm-blue', Declaration(decl) { if (decl.value === 'red') decl.value = path.basename('blue'); } });\n";
  const base = {
    'src/index.js': "import './index.css';\n",
    'src/index.css': '.a { color: red; }\n',
    'node_modules/esm-blue/index.js': plugin,
  };
  const typed = {
    ...base,
    'node_modules/esm-blue/package.json': '{ "name": "esm-blue", "version": "1.0.0", "type": "module", "main": "index.js" }\n',
  };
  const untyped = { ...base, 'node_modules/esm-blue/package.json': '{ "name": "esm-blue", "version": "1.0.0", "main": "index.js" }\n' };
  const cjsConfig = { 'postcss.config.cjs': "module.exports = { plugins: [require('esm-blue')] };\n" };

  const esm = buildWithNodeFlags(project({ ...typed, ...cjsConfig }), flags);
  assert.equal(esm.code, 1);
  assert.match(
    esm.output,
    /error\s+Error \[ERR_REQUIRE_ESM\]: require\(\) of ES Module .*\/node_modules\/esm-blue\/index\.js from .*\/postcss\.config\.cjs not supported\./,
  );

  const syntax = buildWithNodeFlags(project({ ...untyped, ...cjsConfig }), flags);
  assert.equal(syntax.code, 1);
  assert.match(syntax.output, /SyntaxError: Cannot use import statement outside a module/);

  const config =
    "import { defineConfig } from '@rsbuild/core';\nimport blue from 'esm-blue';\n\nexport default defineConfig({\n  tools: {\n    postcss: (options, { addPlugins }) => {\n      addPlugins(blue());\n    },\n  },\n});\n";
  for (const files of [typed, untyped]) {
    const dir = project({ ...files, 'rsbuild.config.ts': config }, CORE);
    const run = buildWithNodeFlags(dir, flags);
    assert.equal(run.code, 0, run.output);
    assert.match(distText(dir, /\.css$/), /color:blue/);
  }
});

test('PostCSS: Unknown word for a // comment, a Less mixin call and Git conflict markers in a .css file', () => {
  const cases: [string, RegExp][] = [
    ['.title {\n  // comment\n  color: red;\n}\n', /SyntaxError\s*\n[\s│]*\(2:6\) .*\/src\/index\.css Unknown word/],
    ['.a { .rounded; }\n', /\(1:6\) .*\/src\/index\.css Unknown word/],
    ['<<<<<<< HEAD\n.a { color: red; }\n=======\n.a { color: blue; }\n>>>>>>> main\n', /\.css Unknown word/],
  ];
  for (const [css, expected] of cases) {
    const run = rsbuild(project({ 'src/index.js': "import './index.css';\n", 'src/index.css': css }), ['build']);
    assert.equal(run.code, 1);
    assert.match(run.output, expected);
  }
});

test("Less: '…' wasn't found lists the tried paths; aliases and the ~ prefix resolve; Unrecognised input", () => {
  const missing = rsbuild(project({ 'src/index.js': "import './a.less';\n", 'src/a.less': "@import './vars.less';\n" }), ['build']);
  assert.equal(missing.code, 1);
  assert.match(missing.output, /'\.\/vars\.less' wasn't found\. Tried - .*\/src\/vars\.less,.*\/node_modules\/vars\.less,vars\.less/);

  const resolved = project({
    'src/index.js': "import './a.less';\n",
    'src/styles/vars.less': '@c: red;\n',
    'node_modules/ui/package.json': '{ "name": "ui", "version": "1.0.0" }\n',
    'node_modules/ui/theme.less': '@d: blue;\n',
    'src/a.less': "@import '@/styles/vars.less';\n@import '~ui/theme.less';\n.a { color: @c; background: @d; }\n",
    'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n",
  });
  build(resolved);
  assert.match(distText(resolved, /\.css$/), /\.a\{color:red;background:blue\}/);

  const cases: [string, RegExp][] = [
    ['$w: 10px;\n.a { width: $w; }\n', /\$w: 10px;[\s\S]*Unrecognised input\s*\n[\s│]*Error in .*\/src\/a\.less \(line 1, column 0\)/],
    ['.a { width: #{$w}; }\n', /Unrecognised input/],
    ['.a { color: red } /*\n', /Unrecognised input/],
    ['.a { color: red; } }\n', /Unrecognised input\. Possibly missing opening '\{'/],
    ['.a { color: red;\n', /Unrecognised input\. Possibly missing something/],
  ];
  for (const [less, expected] of cases) {
    const run = rsbuild(project({ 'src/index.js': "import './a.less';\n", 'src/a.less': less }), ['build']);
    assert.equal(run.code, 1, less);
    assert.match(run.output, expected, less);
  }
});

test('Failed to print file size: a Rspack plugin removed an emitted file; the build succeeds; onAfterBuild runs after the table', () => {
  const removeJs = "fs.rmSync(path.join(DIST, 'static/js'), { recursive: true, force: true })";
  const header = "import fs from 'node:fs';\nimport path from 'node:path';\n";
  const byRspack = project({
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': `${header}class Remove { apply(compiler) { compiler.hooks.afterEmit.tap('Remove', () => { const DIST = compiler.options.output.path; ${removeJs}; }); } }\nexport default { tools: { rspack: { plugins: [new Remove()] } } };\n`,
  });
  const run = build(byRspack);
  assert.match(
    run.output,
    /warn\s+Failed to print file size\.\s*\nwarn\s+ENOENT: no such file or directory, open '.*\/dist\/static\/js\/index\.\w+\.js'/,
  );

  const byHook = project({
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': `${header}const mover = { name: 'mover', setup(api) { api.onAfterBuild(() => { const DIST = api.context.distPath; console.log('MOVER RUNS'); ${removeJs}; }); } };\nexport default { plugins: [mover] };\n`,
  });
  const hooked = build(byHook);
  assert.doesNotMatch(hooked.output, /Failed to print file size/);
  assert.ok(hooked.output.indexOf('Production file sizes') < hooked.output.indexOf('MOVER RUNS'), hooked.output);
});

test('Copy public dir to dist failed: a broken symbolic link in public/ stops the build before compiling', () => {
  const dir = project({ 'src/index.js': 'console.log(1);\n', 'public/ok.txt': 'ok\n' });
  fs.symlinkSync(path.join(dir, 'missing.txt'), path.join(dir, 'public/data.txt'));
  const run = rsbuild(dir, ['build']);
  assert.equal(run.code, 1);
  assert.match(
    run.output,
    /error\s+Failed to build\.\s*\nerror\s+Copy public dir \(.*\/public\) to dist failed:\s*\nENOENT: no such file or directory, stat '.*\/public\/data\.txt'/,
  );
  assert.doesNotMatch(run.output, /Compile|compiled/);
});

test('Invalid URL: a page request whose path Node.js cannot parse is logged; it ends with 404 and the server keeps running', async () => {
  const server = await devServer(project({ 'src/index.js': 'console.log(1);\n' }));
  try {
    const status = (p: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: 'localhost', port: server.port, path: p, headers: { accept: 'text/html' } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
          .on('error', reject);
      });
    assert.equal(await status('//[::1/'), 404);
    assert.match(server.log(), /error\s+Invalid URL: \/\/\[::1\//);
    assert.equal(await status('/'), 200);
  } finally {
    await server.stop();
  }
});

test('node target: a .node addon is copied next to the bundle; loading errors name the addon and carry the Node.js error', () => {
  const dir = project({
    'src/index.js': "module.exports = require('./native/hello.node');\n",
    'src/native/hello.node': 'not a real addon\n',
    'rsbuild.config.mjs': "export default { output: { targets: ['node'] } };\n",
  });
  build(dir);
  assert.ok(fs.existsSync(path.join(dir, 'dist/server/hello.node')));
  const run = (file: string) => spawnSync(process.execPath, [file], { encoding: 'utf8' }).stderr;
  assert.match(
    run(path.join(dir, 'dist/server/index.js')),
    /Error: Failed to load Node.js addon: "hello\.node"\nError: .*\/dist\/server\/hello\.node: /,
  );
  const alone = path.join(dir, 'deploy');
  fs.mkdirSync(alone);
  fs.copyFileSync(path.join(dir, 'dist/server/index.js'), path.join(alone, 'index.js'));
  assert.match(
    run(path.join(alone, 'index.js')),
    /Failed to load Node.js addon: "hello\.node"\nError: .*\/deploy\/hello\.node: cannot open shared object file: No such file or directory/,
  );
});

test('an @rspack/core older than 0.5.0 stops dev and build with the minimum version', () => {
  // A project whose @rsbuild/core 0.5.9 gets an @rspack/core that reports version 0.4.5, as an override would give it.
  const coreDir = fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-0.5'));
  const siblings = path.dirname(path.dirname(coreDir)); // …/node_modules of the pnpm store entry
  const dir = project({ 'src/index.js': 'console.log(1);\n' });
  const nm = path.join(dir, 'node_modules');
  fs.cpSync(coreDir, path.join(nm, '@rsbuild/core'), { recursive: true, dereference: true });
  fs.symlinkSync(fs.realpathSync(path.join(siblings, '@rsbuild/shared')), path.join(nm, '@rsbuild/shared'), 'dir');
  for (const name of ['@swc', 'core-js', 'html-webpack-plugin', 'postcss']) {
    fs.symlinkSync(fs.realpathSync(path.join(siblings, name)), path.join(nm, name), 'dir');
  }
  const realRspack = fs.realpathSync(path.join(siblings, '@rspack/core'));
  fs.mkdirSync(path.join(nm, '@rspack/core'), { recursive: true });
  fs.writeFileSync(path.join(nm, '@rspack/core/package.json'), '{ "name": "@rspack/core", "version": "0.4.5", "main": "index.js" }\n');
  fs.writeFileSync(
    path.join(nm, '@rspack/core/index.js'),
    `const real = require(${JSON.stringify(realRspack)});\nconst rspack = new Proxy(real.rspack, { get: (t, k) => (k === 'rspackVersion' ? '0.4.5' : t[k]) });\nmodule.exports = new Proxy(real, { get: (t, k) => (k === 'rspack' ? rspack : t[k]) });\n`,
  );
  const bin = path.join(nm, '@rsbuild/core/bin/rsbuild.js');
  const run = buildWithNodeFlags(dir, [], bin);
  assert.equal(run.code, 1);
  assert.match(
    run.output,
    /error\s+Failed to build\.\s*\nerror\s+The current Rspack version does not meet the requirements, the minimum supported version of Rspack is 0\.5\.0/,
  );
  const dev = buildWithNodeFlags(dir, [], bin, ['dev', '--port', '0']);
  assert.equal(dev.code, 1);
  assert.match(dev.output, /error\s+Failed to start dev server\.\s*\nerror\s+The current Rspack version does not meet the requirements/);
});
