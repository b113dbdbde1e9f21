// Facts behind the "Common problems" sections (symptoms in the words of the people who have them) that
// the rest of the fact tests do not already cover, each run on @rsbuild/core 0.5.9.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import vm from 'node:vm';
import { type RsbuildConfig, build, cli, core, devServer, eventually, listFiles, recordOpenedUrls, subProject } from './lib/rsbuild';

const big = 'x'.repeat(12_000); // above the 10,000-byte data URI limit, so the image is emitted as a file

/** A plugin that records whether the build had warnings. */
function warnings(seen: { warned?: boolean }): NonNullable<RsbuildConfig['plugins']>[number] {
  return { name: 'warnings', setup: (api) => api.onAfterBuild(({ stats }) => void (seen.warned = stats?.hasWarnings())) };
}

/** A binary glTF header (magic, version 2, length): enough for the parser to choke on. */
const glb = (): string => {
  const b = Buffer.alloc(64);
  b.write('glTF', 0);
  b.writeUInt32LE(2, 4);
  b.writeUInt32LE(64, 8);
  return b.toString('latin1');
};

describe('common problems', { concurrency: 2 }, () => {
  test("config/output/asset-prefix \"Images and fonts used in CSS return 404 with './'\": url() becomes ./static/image/... inside static/css/, 'auto' writes ../../static/image/...; both write relative script URLs into the HTML, the default an absolute /static/js/...", async () => {
    const dir = subProject('common-asset-prefix', {
      'src/index.js': "import './index.css';\nconsole.log('prefix');\n",
      'src/index.css': ".hero { background: url('./hero.png'); }\n",
      'src/hero.png': big,
    });
    const css = (b: Awaited<ReturnType<typeof build>>): string => b.read(/^static\/css\/index\.\w+\.css$/);
    const html = (b: Awaited<ReturnType<typeof build>>): string => b.read(/^index\.html$/);

    const dot = await build('common-prefix-dot', { output: { assetPrefix: './' } }, { cwd: dir });
    assert.match(css(dot), /url\(\.\/static\/image\/hero\.\w+\.png\)/);
    assert.match(html(dot), /src="\.\/static\/js\/index\.\w+\.js"/);

    const auto = await build('common-prefix-auto', { output: { assetPrefix: 'auto' } }, { cwd: dir });
    assert.match(css(auto), /url\(\.\.\/\.\.\/static\/image\/hero\.\w+\.png\)/);
    // Relative to the page: at /user/42 the browser would ask for /user/static/js/...
    assert.match(html(auto), /src="static\/js\/index\.\w+\.js"/);

    const root = await build('common-prefix-root', {}, { cwd: dir });
    assert.match(html(root), /src="\/static\/js\/index\.\w+\.js"/);
    assert.match(css(root), /url\(\/static\/image\/hero\.\w+\.png\)/);
  });

  test('guide/basic/css-modules "the file is global CSS and its import is an empty object" + "Every class of import * as styles ... is undefined"; the default import holds the class names', async () => {
    const dir = subProject('common-css-modules', {
      'src/index.js':
        "import plain from './plain.css';\nimport * as ns from './card.module.css';\nimport styles from './card.module.css';\nglobalThis.result = { plain, nsCard: ns.card, card: styles.card };\n",
      'src/plain.css': '.title { color: red; }\n',
      'src/card.module.css': '.card { color: blue; }\n',
    });
    const out = await build('common-css-modules', { output: { minify: false } }, { cwd: dir });
    const js = out.read(/^static\/js\/index\.\w+\.js$/);
    assert.match(js, /nsCard: \/\* non-default import from non-esm module \*\/undefined/);
    assert.match(js, /card: _card_module_css__WEBPACK_IMPORTED_MODULE_\d+__\.card/);
    assert.match(js, /module\.exports = \{\s*"card": "card-_[0-9a-f]+",?\s*\}/);
    // The plain stylesheet's module exports nothing: its default import is the empty `module.exports`.
    assert.match(js, /\/\*! \.\/plain\.css \*\/"(\d+)"/);
    const id = /\/\*! \.\/plain\.css \*\/"(\d+)"/.exec(js)![1];
    assert.match(js, new RegExp(`"${id}": \\(function \\(module\\) \\{\\s*"use strict";\\s*\\}\\)`));
  });

  test('plugins/list/plugin-svgr "Without it the module has no ReactComponent export": a plain ./logo.svg import is the URL only, the named import undefined, and the build succeeds', async () => {
    const dir = subProject('common-svg-named', {
      'src/index.js': "import url, { ReactComponent as Logo } from './logo.svg';\nglobalThis.result = [url, Logo];\n",
      'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    });
    const out = await build('common-svg-named', { output: { minify: false } }, { cwd: dir });
    const js = out.read(/^static\/js\/index\.\w+\.js$/);
    assert.match(js, /\/\* non-default import from non-esm module \*\/undefined/);
    assert.match(js, /module\.exports = "data:image\/svg\+xml;base64,/);
  });

  test("config/source/define \"'production' becomes the identifier production, and '1.4.0' the number 1.4\"", async () => {
    const dir = subProject('common-define', { 'src/index.js': 'globalThis.mode = __MODE__;\nglobalThis.version = __VERSION__;\n' });
    const out = await build(
      'common-define',
      { source: { define: { __MODE__: 'production', __VERSION__: '1.4.0' } }, output: { minify: false } },
      { cwd: dir },
    );
    const js = out.read(/^static\/js\/index\.\w+\.js$/);
    assert.match(js, /globalThis\.mode = production;/);
    assert.match(js, /globalThis\.version = 1\.4;/);
  });

  test('guide/advanced/env-vars "only replaces variables whose name starts with PUBLIC_ and whose value is not empty"', async () => {
    const dir = subProject('common-env-empty', { '.env': 'PUBLIC_EMPTY=\nPUBLIC_FULL=yes\nAPI_URL=https://api.example.com\n' });
    const { loadEnv } = await core();
    const { publicVars, parsed, cleanup } = loadEnv({ cwd: dir, mode: 'production' });
    try {
      assert.deepEqual(parsed, { PUBLIC_EMPTY: '', PUBLIC_FULL: 'yes', API_URL: 'https://api.example.com' });
      assert.equal(publicVars['process.env.PUBLIC_FULL'], '"yes"');
      assert.equal('process.env.PUBLIC_EMPTY' in publicVars, false);
      assert.equal('process.env.API_URL' in publicVars, false);
    } finally {
      cleanup();
    }
  });

  test('config/dev/asset-prefix "A micro-frontend sub-app ... gets 404 for its lazy chunks and images in development": the default makes them load from /, a full URL string is used for the HTML, chunks and images, and the dev server still serves them at their paths', async () => {
    const cwd = subProject('common-dev-prefix-url', {
      'src/index.js': "import hero from './hero.png';\nglobalThis.hero = hero;\nimport('./later').then((m) => m.default());\n",
      'src/later.js': "export default () => console.log('later');\n",
      'src/hero.png': big,
    });
    const runtimePrefix = /__webpack_require__\.p = "([^"]*)";/;
    for (const [assetPrefix, expected] of [
      [undefined, '/'],
      ['http://localhost:8081/', 'http://localhost:8081/'],
    ] as const) {
      const server = await devServer(assetPrefix ? { dev: { assetPrefix } } : {}, { cwd });
      try {
        const base = `http://localhost:${server.port}`;
        const html = await (await fetch(`${base}/`)).text();
        assert.ok(html.includes(`src="${expected}static/js/index.js"`), html);
        const js = await (await fetch(`${base}/static/js/index.js`)).text();
        assert.equal(runtimePrefix.exec(js)?.[1], expected, 'lazy chunks load from __webpack_require__.p');
        assert.match(js, /module\.exports = __webpack_require__\.p \+ "static\/image\/hero\.\w+\.png"/);
        assert.match(js, /return "static\/js\/async\/" \+ chunkId \+ "\.js"/);
        const chunk = await fetch(`${base}/static/js/async/src_later_js.js`);
        assert.equal(chunk.status, 200);
        assert.equal(chunk.headers.get('access-control-allow-origin'), '*');
      } finally {
        await server.close();
      }
    }
  });

  test('config/dev/write-to-disk "There is no dist folder while rsbuild dev runs": nothing is written by default, writeToDisk: true writes the files', async () => {
    const cwd = subProject('common-write-to-disk', { 'src/index.js': "console.log('disk');\n" });
    for (const writeToDisk of [false, true]) {
      const server = await devServer({ dev: { writeToDisk } }, { cwd });
      try {
        // the page is answered once the first compilation is done
        assert.match(await (await fetch(`http://localhost:${server.port}/`)).text(), /static\/js\/index\.js/);
        const dist = path.join(cwd, 'dist', `dev-${server.port}`);
        const files = fs.existsSync(dist) ? listFiles(dist) : [];
        if (writeToDisk) {
          assert.ok(files.includes('index.html') && files.includes('static/js/index.js'), files.join(', '));
        } else {
          assert.deepEqual(files, []);
        }
      } finally {
        await server.close();
      }
    }
  });

  test('config/server/public-dir "Files of an old static/ folder (Vue CLI 2 templates) are missing from dist": only public/ is copied; with name: \'static\' the files land at the root of dist', async () => {
    const cwd = subProject('common-static-folder', {
      'src/index.js': "console.log('static');\n",
      'static/logo.txt': 'logo\n',
    });
    const plain = await build('common-static-default', {}, { cwd });
    assert.ok(!plain.files.some((f) => f.endsWith('logo.txt')), plain.files.join(', '));
    const named = await build('common-static-named', { server: { publicDir: { name: 'static' } } }, { cwd });
    assert.ok(named.files.includes('logo.txt'), named.files.join(', '));
    assert.ok(!named.files.includes('static/logo.txt'));
  });

  test('config/output/externals "Uncaught ReferenceError: Vue is not defined (or React)": the bundle reads the global, which must exist when it runs', async () => {
    const cwd = subProject('common-externals-global', {
      'src/index.js': "import React from 'react';\nglobalThis.result = React.version;\n",
    });
    const out = await build('common-externals-global', { output: { externals: { react: 'React' } } }, { cwd });
    const js = out.read(/^static\/js\/index\.\w+\.js$/);
    assert.doesNotMatch(js, /react /, 'the stand-in react package is not bundled');
    assert.throws(
      () => vm.runInNewContext(js, {}),
      (e: Error) => e.name === 'ReferenceError' && e.message === 'React is not defined',
    );
    const ctx: { React: { version: string }; result?: string } = { React: { version: '18.2.0' } };
    vm.runInNewContext(js, ctx);
    assert.equal(ctx.result, '18.2.0');
  });

  test('config/source/include + guide/advanced/browser-compatibility "IE 11 shows SCRIPT1002: Syntax error": with ie 11 in the browserslist your own code becomes ES5, a plain .js package in node_modules keeps its arrow functions and classes until source.include names it', async () => {
    const cwd = subProject('common-ie11-dependency', {
      'src/index.js':
        "import { double, Box } from 'es6-lib';\nconst own = (x) => x + 1;\nglobalThis.result = [own(1), double(2), new Box()];\n",
      'node_modules/es6-lib/package.json': '{ "name": "es6-lib", "main": "index.js" }\n',
      'node_modules/es6-lib/index.js': 'export const double = (x) => x * 2;\nexport class Box {}\n',
    });
    const output = { overrideBrowserslist: ['ie 11'], minify: false };
    const code = (b: Awaited<ReturnType<typeof build>>): string => b.read(/^static\/js\/index\.\w+\.js$/).replace(/\/\*[\s\S]*?\*\//g, '');
    const plain = code(await build('common-ie11-plain', { output }, { cwd }));
    assert.doesNotMatch(plain, /\(x\)\s*=>\s*x \+ 1/, 'your own arrow function is downgraded');
    assert.match(plain, /function\(x\) \{\s*return x \+ 1;/);
    assert.match(plain, /const double = \(x\)\s*=>\s*x \* 2/, "the package's arrow function is left as it is");
    assert.match(plain, /class Box \{/, "the package's class is left as it is");
    const included = code(
      await build('common-ie11-include', { output, source: { include: [/[\\/]node_modules[\\/]es6-lib[\\/]/] } }, { cwd }),
    );
    assert.ok(!/=>|\bclass |\bconst |\blet /.test(included), 'with source.include the whole bundle is ES5');
  });

  test('config/output/legal-comments ".js.LICENSE.txt files next to the scripts": written with the default linked, not with inline or none', async () => {
    const cwd = subProject('common-legal-comments', {
      'src/index.js': "/*! @license MIT, Example Inc. */\nglobalThis.result = 'legal';\n",
    });
    const license = (b: Awaited<ReturnType<typeof build>>): string[] => b.files.filter((f) => f.endsWith('.LICENSE.txt'));
    const linked = await build('common-legal-linked', {}, { cwd });
    assert.deepEqual(
      license(linked).map((f) => f.replace(/\.\w{8}\./, '.[hash].')),
      ['static/js/index.[hash].js.LICENSE.txt'],
    );
    const inline = await build('common-legal-inline', { output: { legalComments: 'inline' } }, { cwd });
    assert.deepEqual(license(inline), []);
    assert.match(inline.read(/^static\/js\/index\.\w+\.js$/), /@license MIT, Example Inc\./);
    const none = await build('common-legal-none', { output: { legalComments: 'none' } }, { cwd });
    assert.deepEqual(license(none), []);
    assert.doesNotMatch(none.read(/^static\/js\/index\.\w+\.js$/), /@license/);
  });

  test('config/dev/client "hide the red error overlay": without dev.client.overlay the client gets no overlay flag, so no overlay is shown', async () => {
    const cwd = subProject('common-overlay-default', { 'src/index.js': "console.log('overlay');\n" });
    const server = await devServer({}, { cwd });
    try {
      const js = await (await fetch(`http://localhost:${server.port}/static/js/index.js`)).text();
      assert.ok(js.includes(`hmr.mjs?&path=/rsbuild-hmr&port=${server.port}`), 'the client entry is there');
      assert.ok(!js.includes('overlay=true'));
    } finally {
      await server.close();
    }
  });

  test('config/dev/start-url "webpack-dev-server open: \'/path\'": a full URL with <port> opens that page, a bare path is handed over as it is', async () => {
    const { opened } = recordOpenedUrls();
    const cwd = subProject('common-start-url-path', { 'src/index.js': "console.log('start');\n" });
    const bare = `/bare-path-${process.pid}`;
    const server = await devServer({ dev: { startUrl: ['http://localhost:<port>/dashboard', bare] } }, { cwd });
    try {
      const full = await eventually(() => opened().find((u) => u.endsWith(`:${server.port}/dashboard`)), 'the full URL');
      assert.equal(full, `http://localhost:${server.port}/dashboard`);
      assert.equal(await eventually(() => opened().find((u) => u === bare), 'the bare path'), bare);
    } finally {
      await server.close();
    }
  });

  test('guide/faq/features "raw-loader ... Module parse failed when importing .md": a Markdown import is parsed as JavaScript and fails; a tools.rspack rule with type asset/source makes the import the text', async () => {
    const markdown = '# Changelog\n\nSome *text*.\n';
    const cwd = subProject('common-markdown-raw', {
      'src/index.js': "import changelog from './CHANGELOG.md';\nglobalThis.result = changelog;\n",
      'src/CHANGELOG.md': markdown,
    });
    const failed = await cli(['build'], { cwd });
    assert.equal(failed.code, 1, failed.output);
    assert.match(
      failed.output,
      /File: \.\/src\/CHANGELOG\.md\n\s+× Module parse failed:\n\s+╰─▶\s+× JavaScript parsing error: Expression expected\n/,
    );
    assert.match(failed.output, /You may need an appropriate loader to handle this file type\./);
    const out = await build(
      'common-markdown-raw',
      {
        tools: {
          rspack: (config, { addRules }) => {
            addRules([{ test: /\.(md|txt)$/, type: 'asset/source' }]);
          },
        },
      },
      { cwd },
    );
    const ctx: { result?: string } = {};
    vm.runInNewContext(out.read(/^static\/js\/index\.\w+\.js$/), ctx);
    assert.equal(ctx.result, markdown);
    assert.ok(!out.files.some((f) => f.endsWith('.md')), 'no separate file');
  });

  test('guide/basic/static-assets "a .glb / .gltf 3D model or an .hdr map fails with Module parse failed ... You may need an appropriate loader": an asset/resource rule emits them and the import is their URL; the .bin a .gltf names is not copied, public/ keeps the folder as it is', async () => {
    const gltf = JSON.stringify({ asset: { version: '2.0' }, buffers: [{ uri: 'scene.bin', byteLength: 4 }] }, null, 2);
    const hdr = '#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n\n-Y 1 +X 1\n\u0002\u0002\u0000\u0001';
    const cwd = subProject('common-3d-assets', {
      'src/index.js':
        "import robot from './models/robot.glb';\nimport scene from './models/scene.gltf';\nimport sky from './models/sky.hdr';\nglobalThis.result = [robot, scene, sky];\n",
      'src/robot.js': "import robot from './models/robot.glb';\nconsole.log(robot);\n",
      'src/scene.js': "import scene from './models/scene.gltf';\nconsole.log(scene);\n",
      'src/sky.js': "import sky from './models/sky.hdr';\nconsole.log(sky);\n",
      'src/models/robot.glb': glb(),
      'src/models/scene.gltf': gltf,
      'src/models/scene.bin': '\u0001\u0002\u0003\u0004',
      'src/models/sky.hdr': hdr,
      'public/models/scene.gltf': gltf,
      'public/models/scene.bin': '\u0001\u0002\u0003\u0004',
      'rsbuild.config.mjs': 'export default { source: { entry: { index: `./src/${process.env.MODEL}.js` } } };\n',
    });
    for (const [MODEL, ext] of [
      ['robot', 'glb'],
      ['scene', 'gltf'],
      ['sky', 'hdr'],
    ]) {
      const failed = await cli(['build'], { cwd, env: { MODEL } });
      assert.equal(failed.code, 1, failed.output);
      assert.ok(failed.output.includes(`File: ./src/models/${MODEL}.${ext}\n  × Module parse failed:`), failed.output);
      assert.match(failed.output, /You may need an appropriate loader to handle this file type\./);
    }
    const out = await build(
      'common-3d-assets',
      {
        tools: {
          rspack: (config, { addRules }) => {
            addRules([
              {
                test: /\.(glb|gltf|hdr)$/i,
                type: 'asset/resource',
                generator: { filename: 'static/assets/[name].[contenthash:8][ext]' },
              },
            ]);
          },
        },
      },
      { cwd },
    );
    const ctx: { result?: string[] } = {};
    vm.runInNewContext(out.read(/^static\/js\/index\.\w+\.js$/), ctx);
    const urls = [...(ctx.result ?? [])];
    assert.equal(urls.length, 3);
    assert.match(urls[0], /^\/static\/assets\/robot\.\w{8}\.glb$/);
    assert.match(urls[1], /^\/static\/assets\/scene\.\w{8}\.gltf$/);
    assert.match(urls[2], /^\/static\/assets\/sky\.\w{8}\.hdr$/);
    for (const url of urls) assert.ok(out.files.includes(url.slice(1)), url);
    assert.ok(!out.files.some((f) => f.startsWith('static/') && f.endsWith('.bin')), 'the .bin next to the imported .gltf is not emitted');
    assert.ok(out.files.includes('models/scene.gltf') && out.files.includes('models/scene.bin'), 'public/models is copied as it is');

    // Without generator.filename: the root of dist/, the hash as the name.
    const bare = await build(
      'common-3d-assets-bare',
      {
        tools: {
          rspack: (config, { addRules }) => {
            addRules([{ test: /\.(glb|gltf|hdr)$/i, type: 'asset/resource' }]);
          },
        },
      },
      { cwd },
    );
    for (const ext of ['glb', 'gltf', 'hdr']) {
      assert.ok(
        bare.files.some((f) => new RegExp(`^[0-9a-f]{16}\\.${ext}$`).test(f)),
        bare.files.join(', '),
      );
    }
  });

  test('guide/basic/css-modules "the file is global CSS and its import is an empty object": a default import of style.less or a plain .css file builds without a warning; named .module.less it holds the class names; the dev server does not warn either', async () => {
    const cwd = subProject('common-css-default-import', {
      'src/index.js':
        "import styles from './style.less';\nimport plain from './plain.css';\nimport renamed from './style.module.less';\nglobalThis.result = { styles, plain, renamed };\n",
      'src/style.less': '.title { color: red; }\n',
      'src/plain.css': '.title { color: red; }\n',
      'src/style.module.less': '.title { color: red; }\n',
    });
    const seen: { warned?: boolean } = {};
    const out = await build('common-css-default-import', { plugins: [warnings(seen)] }, { cwd });
    assert.equal(seen.warned, false);
    const ctx: { result?: Record<string, Record<string, string>> } = {};
    vm.runInNewContext(out.read(/^static\/js\/index\.\w+\.js$/), ctx);
    const result = JSON.parse(JSON.stringify(ctx.result));
    assert.deepEqual(result.styles, {});
    assert.deepEqual(result.plain, {});
    assert.deepEqual(Object.keys(result.renamed), ['title']);
    assert.match(result.renamed.title, /^title-/);

    // The dev server's compilation has no warning either.
    const dev: { warned?: boolean } = {};
    const server = await devServer(
      { plugins: [{ name: 'dev-warnings', setup: (api) => api.onDevCompileDone(({ stats }) => void (dev.warned = stats.hasWarnings())) }] },
      { cwd },
    );
    try {
      await eventually(() => (dev.warned === undefined ? undefined : true), 'the first compilation');
      assert.equal(dev.warned, false);
    } finally {
      await server.close();
    }
  });

  test('config/source/entry "a multi-page application: each entry gets its own HTML page" that loads the script of its own entry only', async () => {
    const cwd = subProject('common-multi-page', {
      'src/home/index.js': "globalThis.page = 'HOME_PAGE';\n",
      'src/admin/index.js': "globalThis.page = 'ADMIN_PAGE';\n",
    });
    const out = await build(
      'common-multi-page',
      { source: { entry: { index: './src/home/index.js', admin: './src/admin/index.js' } } },
      { cwd },
    );
    const scripts = (html: string): string[] => [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((m) => m[1]);
    const home = scripts(out.read(/^index\.html$/));
    const admin = scripts(out.read(/^admin\.html$/));
    assert.equal(home.length, 1);
    assert.equal(admin.length, 1);
    assert.match(home[0], /^\/static\/js\/index\.\w+\.js$/);
    assert.match(admin[0], /^\/static\/js\/admin\.\w+\.js$/);
    assert.ok(fs.readFileSync(path.join(out.dist, admin[0]), 'utf8').includes('ADMIN_PAGE'));
    assert.ok(!fs.readFileSync(path.join(out.dist, admin[0]), 'utf8').includes('HOME_PAGE'));
  });
});
