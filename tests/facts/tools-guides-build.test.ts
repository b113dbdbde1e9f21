// Facts of the config/tools/* pages and of the guides TypeScript, Import JSON and WebAssembly that need a
// build: what reaches the emitted files, which errors and warnings a build reports. Builds of
// @rsbuild/core 0.5.9 in this process, side by side, each in a project folder of its own.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import vm from 'node:vm';
import {
  build,
  devServer,
  inspect,
  previewServer,
  subProject,
  type Built,
  type Loose,
  type RsbuildConfig,
  type RsbuildPlugin,
} from './lib/rsbuild';

type Outcome = { errors: string[]; warnings: string[]; out?: Built };
/** A production build of a project folder that reports its errors and warnings instead of throwing. */
async function buildReporting(name: string, config: RsbuildConfig, cwd: string): Promise<Outcome> {
  const result: Outcome = { errors: [], warnings: [] };
  const report: RsbuildPlugin = {
    name: 'report',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        const json = (stats as Loose).toJson({ all: false, errors: true, warnings: true });
        const text = (items: Loose[] = []) => items.map((e) => (typeof e === 'string' ? e : `${e.message}`));
        result.errors.push(...text(json.errors));
        result.warnings.push(...text(json.warnings));
      });
    },
  };
  try {
    result.out = await build(name, { ...config, plugins: [...(config.plugins ?? []), report] }, { cwd });
  } catch {
    // the errors are in result.errors
  }
  return result;
}

// add.wasm of guide/basic/wasm-assets: exports add(a: i32, b: i32): i32.
const ADD_WASM = Buffer.from([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 3, 2, 1, 0, 7, 7, 1, 3, 97, 100, 100, 0, 0, 10, 9, 1, 7, 0, 32, 0, 32, 1,
  106, 11,
]);
function wasmProject(name: string, files: Record<string, string>): string {
  const dir = subProject(name, files);
  fs.writeFileSync(path.join(dir, 'src', 'add.wasm'), ADD_WASM);
  return dir;
}

describe('config/tools builds', { concurrency: true }, () => {
  test('config/tools/autoprefixer "becomes -webkit-user-select" + config/tools/html-plugin "ends up with two <title> elements" + config/tools/rspack "moves them into a separate .LICENSE.txt file"', async () => {
    const dir = subProject('tools-default', {
      'src/index.js': "import './index.css';\n",
      'src/index.css': '.title {\n  user-select: none;\n}\n',
      'static/index.html': '<!doctype html><html><head><title>Own</title></head><body><div id="root"></div></body></html>',
    });
    const { out } = await buildReporting(
      'tools-default',
      {
        tools: {
          htmlPlugin: { template: './static/index.html' },
          rspack: (_c, { rspack, appendPlugins }) => appendPlugins(new rspack.BannerPlugin({ banner: 'Copyright (c) Acme Inc.' })),
        },
      },
      dir,
    );
    assert.ok(out);
    assert.match(out.read(/^static\/css\/index\.\w+\.css$/), /\.title\{-webkit-user-select:none;user-select:none\}/);
    assert.equal(out.read(/^index\.html$/).match(/<title>/g)?.length, 2);
    assert.ok(!out.read(/^static\/js\/index\.\w+\.js$/).includes('Acme'));
    assert.match(out.read(/^static\/js\/index\.\w+\.js\.LICENSE\.txt$/), /Copyright \(c\) Acme Inc\./);
  });

  test('config/tools/css-loader "a plain function is never called and behaves like true" + config/tools/style-loader attributes reach the bundle', async () => {
    const dir = subProject('tools-inject', {
      'src/index.js': "import './index.css';\n",
      'src/index.css': '.logo { background: url(./logo.png); }\n',
      'src/logo.png': 'x'.repeat(12_000),
    });
    let called = false;
    const { out, errors } = await buildReporting(
      'tools-inject',
      {
        output: { injectStyles: true },
        tools: {
          cssLoader: { url: (() => ((called = true), false)) as Loose, modules: { localIdentHashPrefix: 'x' } as Loose },
          styleLoader: { attributes: { 'data-app': 'dashboard' } },
        },
      },
      dir,
    );
    assert.deepEqual(errors, []);
    assert.ok(out);
    assert.equal(called, false);
    assert.ok(
      out.files.some((f) => /^static\/image\/logo\.\w+\.png$/.test(f)),
      out.files.join(),
    );
    assert.ok(!out.files.some((f) => f.endsWith('.css')));
    assert.ok(out.read(/^static\/js\/index\.\w+\.js$/).includes('dashboard'));
  });

  test('config/tools/sass "imports through source.alias ... fail with the modern API with Can\'t find stylesheet to import, while they work with the default legacy API"', async () => {
    const files = {
      'src/index.js': "import './index.scss';\n",
      'src/index.scss': '@use "@/styles/vars" as *;\n.a { color: $brand; }\n',
      'src/styles/_vars.scss': '$brand: #ff6600;\n',
    };
    const config = (api?: 'modern'): RsbuildConfig => ({ source: { alias: { '@': './src' } }, tools: { sass: api ? { api } : {} } });
    const [legacy, modern] = await Promise.all([
      buildReporting('sass-legacy', config(), subProject('sass-legacy', files)),
      buildReporting('sass-modern', config('modern'), subProject('sass-modern', files)),
    ]);
    assert.deepEqual(legacy.errors, []);
    assert.match(legacy.out!.read(/^static\/css\/index\.\w+\.css$/), /\.a\{color:#f60\}/);
    assert.match(modern.errors.join('\n'), /Can't find stylesheet to import/);
  });
});

describe('guide builds', { concurrency: true }, () => {
  test('guide/basic/typescript "Type errors do not stop the build" + "target ES5 ... async arrow functions are still emitted" + isolatedModules re-export + const enum', async () => {
    const dir = subProject('typescript', {
      'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'ES5', strict: true } }),
      'src/index.ts': [
        "import * as models from './models';",
        "import { Color } from './color';",
        "const total: number = '42';",
        'const run = async () => total;',
        "globalThis.result = { run, hasProduct: 'Product' in models, product: (models as any).Product, red: Color.Red };",
      ].join('\n'),
      'src/models/product.ts': 'export interface Product { id: number }\nexport const VERSION = 1;\n',
      'src/models/index.ts': "export { Product, VERSION } from './product';\n",
      'src/color.ts': 'export const enum Color { Red = 1, Blue = 2 }\n',
    });
    const { out, errors, warnings } = await buildReporting('typescript', { output: { minify: false } }, dir);
    assert.deepEqual(errors, []);
    assert.deepEqual(warnings, []);
    const js = out!.read(/^static\/js\/index\.\w+\.js$/);
    assert.match(js, /async \(\)=>total/);
    // the enum object stays in the bundle, the member is read at run time
    assert.match(js, /Color\[Color\["Red"\] = 1\] = "Red"/);
    assert.match(js, /Color\.Red/);
    const context = vm.createContext({});
    vm.runInContext(js, context);
    const result = (context as Loose).result;
    // "the module exports a Product binding that is undefined at runtime"
    assert.deepEqual([result.hasProduct, result.product, result.red], [true, undefined, 1]);
  });

  test('guide/basic/typescript "an alias defined only in tsconfig.app.json fails with Can\'t resolve" + source.tsconfigPath fixes it', async () => {
    const files = {
      'tsconfig.app.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
      'src/index.ts': "import { formatPrice } from '@/utils/format';\nconsole.log(formatPrice(1999));\n",
      'src/utils/format.ts': 'export const formatPrice = (n: number) => `$${n / 100}`;\n',
    };
    const [without, withPath] = await Promise.all([
      buildReporting('ts-alias-missing', {}, subProject('ts-alias-missing', files)),
      buildReporting('ts-alias-path', { source: { tsconfigPath: './tsconfig.app.json' } }, subProject('ts-alias-path', files)),
    ]);
    assert.match(without.errors.join('\n'), /Can't resolve '@\/utils\/format'/);
    assert.deepEqual(withPath.errors, []);
  });

  test('guide/basic/typescript "resolved in this order: .ts, .tsx, .js, .jsx, .mjs, .json" + "prefer-alias ... no longer reads paths from tsconfig.json"', async () => {
    const dir = subProject('ts-strategy', { 'tsconfig.json': '{}', 'src/index.ts': '' });
    const [preferTs, preferAlias] = await Promise.all([
      inspect({}, { cwd: dir }),
      inspect({ source: { aliasStrategy: 'prefer-alias' } }, { cwd: dir }),
    ]);
    assert.deepEqual(preferTs.rspack[0].resolve.extensions, ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json']);
    assert.match(String(preferTs.rspack[0].resolve.tsConfigPath), /tsconfig\.json$/);
    assert.equal(preferAlias.rspack[0].resolve.tsConfigPath, undefined);
  });

  test('guide/basic/json-files "named imports do not drop the unused properties" + "a dynamic import puts it in static/js/async/" + "Json parsing error"', async () => {
    const data = JSON.stringify({ name: 'rsbuild', version: '0.5.9', keywords: ['rspack', 'build-tool'] });
    const [named, broken] = await Promise.all([
      buildReporting(
        'json-named',
        {},
        subProject('json-named', {
          'src/index.js':
            "import { version } from './data.json';\nconsole.log(version);\nimport('./lazy.json').then((m) => console.log(m.default));\n",
          'src/data.json': data,
          'src/lazy.json': JSON.stringify({ lazyMarker: 'x'.repeat(100) }),
        }),
      ),
      buildReporting(
        'json-broken',
        {},
        subProject('json-broken', {
          'src/index.js': "import data from './data.json';\nconsole.log(data);\n",
          'src/data.json': '{ "a": 1, }\n',
        }),
      ),
    ]);
    assert.deepEqual(named.errors, []);
    assert.ok(named.out!.read(/^static\/js\/index\.\w+\.js$/).includes('build-tool'));
    assert.ok(
      named.out!.files.some(
        (f) => /^static\/js\/async\/.+\.js$/.test(f) && fs.readFileSync(path.join(named.out!.dist, f), 'utf8').includes('lazyMarker'),
      ),
    );
    assert.match(broken.errors.join('\n'), /Json parsing error/);
  });

  test('guide/basic/wasm-assets: emitted files, new URL gives the same file once, distPath.wasm, "Top-level-await is only supported in EcmaScript Modules"', async () => {
    const [imported, both, moved, script, required] = await Promise.all([
      buildReporting(
        'wasm',
        {},
        wasmProject('wasm', { 'src/index.ts': "import { add } from './add.wasm';\nconsole.log('1 + 2 =', add(1, 2));\n" }),
      ),
      buildReporting(
        'wasm-url',
        {},
        wasmProject('wasm-url', {
          'src/index.ts':
            "import { add } from './add.wasm';\nconst wasmUrl = new URL('./add.wasm', import.meta.url);\nconsole.log(add(1, 2), wasmUrl.pathname);\n",
        }),
      ),
      buildReporting(
        'wasm-moved',
        { output: { distPath: { wasm: 'assets/wasm' } } },
        wasmProject('wasm-moved', { 'src/index.ts': "import { add } from './add.wasm';\nconsole.log(add(1, 2));\n" }),
      ),
      buildReporting(
        'wasm-script',
        {},
        wasmProject('wasm-script', {
          'src/index.js':
            "const r = await WebAssembly.instantiateStreaming(fetch(new URL('./add.wasm', import.meta.url)));\nconsole.log(r);\n",
        }),
      ),
      buildReporting(
        'wasm-require',
        { output: { polyfill: 'off' } },
        wasmProject('wasm-require', {
          'src/index.js': "const math = require('./math');\nglobalThis.result = math;\n",
          'src/math.js': "export { add } from './add.wasm';\n",
        }),
      ),
    ]);
    // "If CommonJS code calls require() on it, the build succeeds without a warning, but require returns a promise"
    assert.deepEqual([required.errors, required.warnings], [[], []]);
    const context = vm.createContext({ fetch: () => new Promise(() => {}), WebAssembly });
    vm.runInContext(required.out!.read(/^static\/js\/index\.\w+\.js$/), context);
    assert.equal(typeof (context as Loose).result.then, 'function');
    assert.deepEqual(imported.errors, []);
    assert.deepEqual(
      imported.out!.files.filter((f) => !/^static\/js\/index\.[0-9a-f]{8}\.js(\.LICENSE\.txt)?$/.test(f)),
      ['index.html', 'static/wasm/3d48ef3fd02aa2ba.module.wasm'],
    );
    assert.deepEqual(both.errors, []);
    assert.deepEqual(
      both.out!.files.filter((f) => f.endsWith('.wasm')),
      ['static/wasm/3d48ef3fd02aa2ba.module.wasm'],
    );
    assert.ok(moved.out!.files.includes('assets/wasm/3d48ef3fd02aa2ba.module.wasm'), moved.out!.files.join());
    assert.match(script.errors.join('\n'), /Top-level-await is only supported in EcmaScript Modules/);
  });

  test('guide/basic/wasm-assets "with the application/wasm content type, as the Rsbuild dev server and rsbuild preview do" + "The hash differs between development and production builds"', async () => {
    const dir = wasmProject('wasm-serve', { 'src/index.ts': "import { add } from './add.wasm';\nconsole.log(add(1, 2));\n" });
    const dev = await devServer({}, { cwd: dir });
    try {
      const js = await (await fetch(`http://localhost:${dev.port}/static/js/index.js`)).text();
      // the runtime fetches static/wasm/<hash>.module.wasm with the hash of the module
      const hash = js.match(/__webpack_require__\.v\(exports, module\.id, "([0-9a-f]{16})"/)?.[1];
      assert.ok(hash && hash !== '3d48ef3fd02aa2ba', String(hash));
      const res = await fetch(`http://localhost:${dev.port}/static/wasm/${hash}.module.wasm`);
      assert.equal(res.headers.get('content-type'), 'application/wasm');
    } finally {
      await dev.close();
    }
    const preview = await previewServer('wasm-serve', {}, { cwd: dir });
    try {
      const res = await fetch(`http://localhost:${preview.port}/static/wasm/3d48ef3fd02aa2ba.module.wasm`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'application/wasm');
    } finally {
      await preview.close();
    }
  });
});
