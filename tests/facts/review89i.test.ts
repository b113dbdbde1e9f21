// Facts behind the second accuracy review of session 89 (slice i): plugins/list/plugin-stylus and
// plugins/list/plugin-node-polyfill, in both languages. Each test runs @rsbuild/core 0.5.9 in throw-away projects
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages now say it and no
// longer say what they said before.
//
// plugins/list/plugin-stylus: its other uncovered statements were run by hand for this review with the
// stand-in of stand-in-plugins.ts and stylus 0.63.0, stylus-loader 8.1.0 and nib 1.2.0 from npm, outside the
// repository: the build output of "Write Stylus" (index.8170bfd1.css, byte for byte), nib's .clearfix rules, include as a
// string (Stylus resolver error: failed to locate @import file vars.styl), a rule of an imported file output once per
// Stylus file, resolveURL: false (Can't resolve './icon.png' in '.../src'), hoistAtrules with @charset, and the three
// sourceMap cases all hold. The order "resolved by Stylus ..., and through Rspack's resolver as a fallback" holds too:
// stylus-loader 8.1.0 (dist/utils.js, ImportVisitor.visitImport) asks stylus.utils.find first and calls the resolver
// only when Stylus finds nothing; an include folder and a node_modules package of the same name gave the include's file.
//
// - plugins/list/plugin-stylus, intro and Limits: "It compiles with Stylus 0.63.0" and "Fixed Stylus version. The
//   plugin compiles with its own Stylus 0.63.0". Not with npm when the project has a stylus of its own: stylus-loader
//   8.1.0 takes the implementation with require('stylus') from its own folder (dist/utils.js,
//   getStylusImplementation; dist/index.js), and npm 10 hoists it. Run by hand: a package with the plugin's 0.5.9
//   dependencies (stylus 0.63.0, stylus-loader 8.1.0, exact), packed and installed with npm beside stylus@0.54.8, with
//   and without --legacy-peer-deps, gave node_modules/stylus-loader 8.1.0, node_modules/stylus 0.54.8 and
//   node_modules/<package>/node_modules/stylus 0.63.0, and require('stylus') from that stylus-loader gave 0.54.8. The
//   test lays a project out that way (a copy of stylus-loader at the top of node_modules, next to a project stylus
//   that marks its output) and builds it with the stand-in plugin. Now "depends on" and "Stylus version ... with npm,
//   ... compiles with the project's version".
//
// plugins/list/plugin-node-polyfill:
// - Lead: "It maps the built-in modules to browser implementations published on npm". Not all of them: its 0.5.9 source
//   (packages/plugin-node-polyfill/src/libs.ts) maps child_process, cluster, dgram, dns, fs, module, net, readline, repl
//   and tls to null, which src/index.ts (getResolveFallback) turns into resolve.fallback false, an empty module; the
//   page's own list below says so. Now "most built-in modules ... (the others to empty modules)".
// - Limits, "Other globals": "global and __dirname do not need the plugin ... Any other Node.js global has to be
//   provided by other means". Rspack handles __filename as well: in a 0.5.9 browser build every file's __filename
//   becomes "/index.js" (as __dirname becomes '/'), with no warning. Now names __filename too.
// - Common problems, "Module not found: "buffer" from a package such as js-yaml": the page said 0.5.9 "stops the build"
//   with "File: ./node_modules/js-yaml/index.js" and "Can't resolve 'buffer' in '/my-app/node_modules/js-yaml'". No
//   js-yaml is like that (npm pack of 3.0.2, 3.4.6, 3.5.5, 3.6.0, 3.6.1, 3.7.0, 3.8.4, 3.14.1 and 4.1.0): up to 3.5 the
//   require('buffer') is in lib/js-yaml/type/binary.js and package.json maps buffer to false in "browser"; from 3.6.0
//   it is `var _require = require; NodeBuffer = _require('buffer').Buffer;` inside try/catch in the same file, and
//   4.x requires no buffer. Run by hand with the real 3.14.1 (and 3.5.5) in a project and 0.5.9: 3.14.1 builds with
//   "warn    Compile Warning:", File: ./node_modules/js-yaml/lib/js-yaml/type/binary.js and ⚠ Resolve error: Can't
//   resolve 'buffer' in '<project>/node_modules/js-yaml/lib/js-yaml/type' (and one for esprima); 3.5.5 builds with no
//   word about buffer. The test builds a package with 3.14.1's binary.js code. That a plain require('buffer') stops
//   the build with the tip is common-problems-round12a's test; the third run below repeats it beside the try block.
// - Common problems, "Can't resolve 'fs' in a package such as request": the page said 0.5.9 stops with "File:
//   ./node_modules/request/lib/helpers.js" and "Can't resolve 'fs' in '/my-app/node_modules/request/lib'". request
//   2.88.2 (npm pack) requires fs in lib/har.js (line 3); its lib/helpers.js requires json-stringify-safe, crypto and
//   safe-buffer. And 0.5.9 prints only the first error (core/src/client/formatStats.ts, formatStatsMessages: "First
//   error is usually it", errors.length = 1). Run by hand with the real request 2.88.2 and its 46 dependencies from
//   npm, three times: each run printed only File: ./node_modules/asn1/lib/ber/reader.js and × Resolve error: Can't
//   resolve 'assert' in '<project>/node_modules/asn1/lib/ber' with the tip for "assert"; with the plugin (0.5.4, see
//   below) the same project built. The test builds packages laid out as request's are (request requiring lib/har.js
//   with fs and lib/helpers.js with crypto, http-signature requiring asn1, whose lib/ber/reader.js requires assert).
//
// @rsbuild/plugin-node-polyfill is not installed in the repository (the registry lacks 0.5.9). With NODE_POLYFILL_DEPS
// set to a folder whose node_modules holds 0.5.4 (`npm install --legacy-peer-deps @rsbuild/plugin-node-polyfill@0.5.4`
// there; its dist/index.js has the 0.5.9 source's libs list and plugin code, as review85d.test.ts says), the parts of
// the tests that build with the plugin run; without it, they are skipped and the rest runs.
// Likewise the Stylus test builds only with STYLUS_DEPS set to a folder whose node_modules holds stylus 0.63.0 and
// stylus-loader 8.1.0 (`npm install stylus@0.63.0 stylus-loader@8.1.0` there), as review79n.test.ts explains.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { STYLUS_PLUGIN } from './stand-in-plugins';
import { build, count, distText, pageSays, project, rsbuild, runBuiltPage } from './topics-support';

const NODE_POLYFILL = 'plugins/list/plugin-node-polyfill';
const STYLUS_DEPS = process.env.STYLUS_DEPS;
const NODE_POLYFILL_DEPS = process.env.NODE_POLYFILL_DEPS;
const PLUGIN = path.join(NODE_POLYFILL_DEPS ?? '', 'node_modules/@rsbuild/plugin-node-polyfill/dist/index.js');
const WITH_PLUGIN = `import { pluginNodePolyfill } from ${JSON.stringify(PLUGIN)};\nexport default { plugins: [pluginNodePolyfill()] };\n`;

test('plugins/list/plugin-node-polyfill "It maps most built-in modules to browser implementations published on npm and ten others, such as `fs`, to empty modules": with the plugin, path is path-browserify and fs and net are empty modules (review93f: the rest fail to resolve, tests/facts/review93.test.ts)', (t) => {
  pageSays(
    NODE_POLYFILL,
    {
      en: 'It maps most built-in modules to browser implementations published on npm and ten others, such as `fs`, to empty modules',
      zh: '它把大部分内置模块映射到 npm 上发布的浏览器实现，把 `fs` 等十个模块映射为空模块',
    },
    {
      en: 'It maps the built-in modules to browser implementations published on npm,',
      zh: '它把内置模块映射到 npm 上发布的浏览器实现，',
    },
  );
  if (!NODE_POLYFILL_DEPS) {
    t.skip('NODE_POLYFILL_DEPS is not set: @rsbuild/plugin-node-polyfill is not installed in the repository');
    return;
  }
  const dir = project({
    'rsbuild.config.mjs': WITH_PLUGIN,
    'src/index.js':
      "import path from 'path';\nimport * as fsModule from 'fs';\nimport * as net from 'net';\nglobalThis.result = { join: path.join('/docs', 'a', '..', 'b'), fs: Object.keys(fsModule), net: Object.keys(net) };\n",
  });
  build(dir);
  assert.deepEqual(JSON.parse(JSON.stringify(runBuiltPage(dir).result)), { join: '/docs/b', fs: [], net: [] });
});

test("plugins/list/plugin-node-polyfill \"global, __dirname and __filename do not need the plugin ... in every file, __dirname becomes '/' and __filename '/index.js'\": a 0.5.9 browser build without the plugin", () => {
  pageSays(
    NODE_POLYFILL,
    {
      en: "`global`, `__dirname` and `__filename` do not need the plugin: Rspack already handles them in browser builds (`global` refers to the global object; in every file, `__dirname` becomes `'/'` and `__filename` `'/index.js'`).",
      zh: "`global`、`__dirname` 和 `__filename` 不需要这个插件：Rspack 在浏览器构建中已经处理了它们（`global` 指向全局对象；在每个文件中，`__dirname` 都会变成 `'/'`，`__filename` 都会变成 `'/index.js'`）。",
    },
    {
      en: "`global` and `__dirname` do not need the plugin: Rspack already handles them in browser builds (`global` refers to the global object, `__dirname` becomes `'/'`).",
      zh: "`global` 和 `__dirname` 不需要这个插件：Rspack 在浏览器构建中已经处理了它们（`global` 指向全局对象，`__dirname` 会变成 `'/'`）。",
    },
  );
  const dir = project({
    'src/index.js':
      "import { sub } from './deep/sub.js';\nglobalThis.result = { index: [__dirname, __filename], sub, global: global === globalThis };\n",
    'src/deep/sub.js': 'export const sub = [__dirname, __filename];\n',
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn|__filename|__dirname/, run.output);
  assert.deepEqual(JSON.parse(JSON.stringify(runBuiltPage(dir).result)), {
    index: ['/', '/index.js'],
    sub: ['/', '/index.js'],
    global: true,
  });
});

/** js-yaml 3.14.1's lib/js-yaml/type/binary.js, up to its first other require, then what the test reads. */
const JS_YAML_BINARY = [
  "'use strict';",
  '',
  '/*eslint-disable no-bitwise*/',
  '',
  'var NodeBuffer;',
  '',
  'try {',
  '  // A trick for browserified version, to not include `Buffer` shim',
  '  var _require = require;',
  "  NodeBuffer = _require('buffer').Buffer;",
  '} catch (__) {}',
  '',
  'module.exports = typeof NodeBuffer;',
  '',
].join('\n');

test('plugins/list/plugin-node-polyfill "js-yaml 3.6 to 3.14 require it inside a try block, so Rsbuild 0.5.9 only warns ... and the build succeeds; a require(\'buffer\') outside a try block stops the build"', (t) => {
  pageSays(
    NODE_POLYFILL,
    {
      en: "js-yaml 3.6 to 3.14 require it inside a `try` block, so Rsbuild 0.5.9 only warns, with `File: ./node_modules/js-yaml/lib/js-yaml/type/binary.js` and `⚠ Resolve error: Can't resolve 'buffer' in '/my-app/node_modules/js-yaml/lib/js-yaml/type'`, and the build succeeds; a `require('buffer')` outside a `try` block stops the build with the message and tip shown above.",
      zh: "js-yaml 3.6 到 3.14 把它写在 `try` 块里，所以 Rsbuild 0.5.9 只给出警告 `File: ./node_modules/js-yaml/lib/js-yaml/type/binary.js` 和 `⚠ Resolve error: Can't resolve 'buffer' in '/my-app/node_modules/js-yaml/lib/js-yaml/type'`，构建照样成功；写在 `try` 块之外的 `require('buffer')` 才会中断构建，给出上文的报错和提示。",
    },
    {
      en: "for example `File: ./node_modules/js-yaml/index.js` and `× Resolve error: Can't resolve 'buffer' in '/my-app/node_modules/js-yaml'`",
      zh: "例如 `File: ./node_modules/js-yaml/index.js` 和 `× Resolve error: Can't resolve 'buffer' in '/my-app/node_modules/js-yaml'`",
    },
  );
  const files = {
    'node_modules/js-yaml/package.json': '{ "name": "js-yaml", "version": "3.14.1", "main": "index.js" }\n',
    'node_modules/js-yaml/index.js': "module.exports = require('./lib/js-yaml/type/binary.js');\n",
    'node_modules/js-yaml/lib/js-yaml/type/binary.js': JS_YAML_BINARY,
    'src/index.js': "import bufferType from 'js-yaml';\nglobalThis.result = bufferType;\n",
  };
  const dir = project(files);
  const warned = build(dir);
  assert.match(
    warned.output,
    /warn {4}Compile Warning: \nFile: \.\/node_modules\/js-yaml\/lib\/js-yaml\/type\/binary\.js\n\s+⚠ Resolve error: Can't resolve 'buffer' in '[^']+\/node_modules\/js-yaml\/lib\/js-yaml\/type'/,
    warned.output,
  );
  assert.doesNotMatch(warned.output, /Tip:|Compile error/);
  assert.equal(runBuiltPage(dir).result, 'undefined', 'js-yaml runs without Buffer');

  const plain = project({
    ...files,
    'node_modules/js-yaml/lib/js-yaml/type/binary.js': "var NodeBuffer = require('buffer').Buffer;\nmodule.exports = typeof NodeBuffer;\n",
  });
  const stopped = rsbuild(plain, ['build']);
  assert.notEqual(stopped.code, 0);
  assert.match(stopped.output, /× Resolve error: Can't resolve 'buffer' in '[^']+\/node_modules\/js-yaml\/lib\/js-yaml\/type'/);
  assert.ok(stopped.output.includes('Tip: "buffer" is a built-in Node.js module and cannot be imported in client-side code.'));

  if (!NODE_POLYFILL_DEPS) {
    t.skip('NODE_POLYFILL_DEPS is not set: the build with @rsbuild/plugin-node-polyfill is skipped');
    return;
  }
  const fixed = project({ ...files, 'rsbuild.config.mjs': WITH_PLUGIN });
  const run = build(fixed);
  assert.doesNotMatch(run.output, /warn|Resolve error/, run.output);
  assert.equal(runBuiltPage(fixed).result, 'function', 'with the plugin, js-yaml gets a Buffer');
});

test('plugins/list/plugin-node-polyfill "Rsbuild 0.5.9 prints only the first error, and for request 2.88.2 that is not the fs of its lib/har.js but the assert of its dependency asn1"', (t) => {
  pageSays(
    NODE_POLYFILL,
    {
      en: "That is webpack 5's wording; Rsbuild 0.5.9 prints only the first error, and for request 2.88.2 that is not the `fs` of its `lib/har.js` but the `assert` of its dependency asn1: `File: ./node_modules/asn1/lib/ber/reader.js` and `× Resolve error: Can't resolve 'assert' in '/my-app/node_modules/asn1/lib/ber'`, followed by the tip shown above.",
      zh: "这是 webpack 5 的写法；Rsbuild 0.5.9 只打印第一个错误，对 request 2.88.2 来说，这个错误不是它 `lib/har.js` 里的 `fs`，而是它的依赖 asn1 里的 `assert`：`File: ./node_modules/asn1/lib/ber/reader.js` 和 `× Resolve error: Can't resolve 'assert' in '/my-app/node_modules/asn1/lib/ber'`，后面跟着上文的提示。",
    },
    {
      en: "`File: ./node_modules/request/lib/helpers.js` and `× Resolve error: Can't resolve 'fs' in '/my-app/node_modules/request/lib'`",
      zh: "`File: ./node_modules/request/lib/helpers.js` 处停止构建，报 `× Resolve error: Can't resolve 'fs' in '/my-app/node_modules/request/lib'`",
    },
  );
  const files = {
    'node_modules/request/package.json': '{ "name": "request", "version": "2.88.2", "main": "index.js" }\n',
    'node_modules/request/index.js': "require('./lib/har');\nrequire('./lib/helpers');\nmodule.exports = require('http-signature');\n",
    'node_modules/request/lib/har.js': "var fs = require('fs');\nmodule.exports = typeof fs.readFileSync;\n",
    'node_modules/request/lib/helpers.js': "var crypto = require('crypto');\nmodule.exports = crypto;\n",
    'node_modules/http-signature/package.json': '{ "name": "http-signature", "main": "lib/index.js" }\n',
    'node_modules/http-signature/lib/index.js': "module.exports = require('asn1');\n",
    'node_modules/asn1/package.json': '{ "name": "asn1", "main": "lib/index.js" }\n',
    'node_modules/asn1/lib/index.js': "module.exports = require('./ber/reader');\n",
    'node_modules/asn1/lib/ber/reader.js': "var assert = require('assert');\nmodule.exports = typeof assert;\n",
    'src/index.js': "import request from 'request';\nglobalThis.result = request;\n",
  };
  const dir = project(files);
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.equal(count(run.output, 'Resolve error'), 1, run.output);
  assert.match(
    run.output,
    /File: \.\/node_modules\/asn1\/lib\/ber\/reader\.js\n\s+× Resolve error: Can't resolve 'assert' in '[^']+\/node_modules\/asn1\/lib\/ber'/,
  );
  assert.ok(run.output.includes('Tip: "assert" is a built-in Node.js module and cannot be imported in client-side code.'));
  assert.doesNotMatch(run.output, /Can't resolve '(fs|crypto)'/);

  if (!NODE_POLYFILL_DEPS) {
    t.skip('NODE_POLYFILL_DEPS is not set: the build with @rsbuild/plugin-node-polyfill is skipped');
    return;
  }
  const fixed = project({ ...files, 'rsbuild.config.mjs': WITH_PLUGIN });
  build(fixed);
  assert.equal(runBuiltPage(fixed).result, 'function', 'assert is a browser version, fs is empty and the build passes');
});

test('plugins/list/plugin-stylus "Stylus version ... with npm, a project that installs a stylus of its own gets stylus-loader next to it at the top of node_modules, and compiles with the project\'s version"', (t) => {
  pageSays(
    'plugins/list/plugin-stylus',
    {
      en: "stylus-loader, though, loads the `stylus` that Node.js finds from its own folder: with npm, a project that installs a `stylus` of its own gets stylus-loader next to it at the top of `node_modules`, and compiles with the project's version.",
      zh: '不过 stylus-loader 加载的是 Node.js 从它自己所在目录找到的 `stylus`：使用 npm 时，如果项目自己也安装了 `stylus`，stylus-loader 会和它一起被放在 `node_modules` 顶层，编译时用的就是项目的版本。',
    },
    {
      en: 'The plugin compiles with its own Stylus 0.63.0',
      zh: '插件使用自带的 Stylus 0.63.0 进行编译',
    },
  );
  pageSays(
    'plugins/list/plugin-stylus',
    { en: 'It depends on Stylus `0.63.0` and stylus-loader `8.1.0`', zh: '它依赖 Stylus `0.63.0` 和 stylus-loader `8.1.0`' },
    { en: 'It compiles with Stylus `0.63.0`', zh: '它使用 Stylus `0.63.0` 和 stylus-loader `8.1.0` 进行编译' },
  );
  if (!STYLUS_DEPS) {
    t.skip('STYLUS_DEPS is not set: Stylus and stylus-loader are not installed in the repository');
    return;
  }
  const deps = path.join(STYLUS_DEPS, 'node_modules');
  // The project's own stylus: the real one, with a rule added to each file it compiles.
  const projectStylus = [
    `const real = require(${JSON.stringify(path.join(deps, 'stylus'))});`,
    "module.exports = Object.assign((str, options) => real(`${str}\\n.project-stylus\\n  version: '0.54.8'\\n`, options), real);",
    '',
  ].join('\n');
  const dir = project(
    {
      'node_modules/stylus/package.json': '{ "name": "stylus", "version": "0.54.8", "main": "index.js" }\n',
      'node_modules/stylus/index.js': projectStylus,
      'node_modules/@rsbuild/plugin-stylus/node_modules/stylus/index.js': `module.exports = require(${JSON.stringify(path.join(deps, 'stylus'))});\n`,
      'src/index.js': "import './app.styl';\n",
      'src/app.styl': '.app\n  color: red\n',
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  // npm's layout: stylus-loader hoisted to the top of node_modules, the plugin's stylus 0.63.0 nested in the plugin.
  fs.cpSync(path.join(deps, 'stylus-loader'), path.join(dir, 'node_modules/stylus-loader'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'stylus-plugin.cjs'), STYLUS_PLUGIN(path.join(dir, 'node_modules/stylus-loader')));
  fs.writeFileSync(
    path.join(dir, 'rsbuild.config.mjs'),
    "import { pluginStylus } from './stylus-plugin.cjs';\nexport default { plugins: [pluginStylus()] };\n",
  );
  // stylus-loader's own dependencies (fast-glob, normalize-path) from STYLUS_DEPS, after the project's node_modules.
  build(dir, { NODE_PATH: deps });
  assert.equal(distText(dir, /\.css$/).trim(), '.app{color:#f00}.project-stylus{version:"0.54.8"}');
});
