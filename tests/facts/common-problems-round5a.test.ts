// Facts behind the fifth round of "Common problems" items (a): output.assetPrefix with an empty string, the
// TS2307 message for style imports (run with the installed TypeScript), type errors without the type-check
// plugin, the .LICENSE.txt files of a bundled dependency, and output.distPath folders for each kind of file.
// Builds and CLI runs of @rsbuild/core 0.5.9.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { type Built, ROOT, build, cli, freePort, startCli, subProject } from './lib/rsbuild';

const big = 'x'.repeat(12_000); // above the 10,000-byte data URI limit, so the image is emitted as a file
const hashed = (files: string[]): string[] => files.map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/\/\d+\./, '/[id].'));

/** Runs the installed TypeScript compiler on a project; returns its diagnostics, one a line. */
function tsc(dir: string, locale?: string): string[] {
  const args = [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.', '--pretty', 'false'];
  if (locale) args.push('--locale', locale);
  const res = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
  return res.stdout.split('\n').filter(Boolean);
}

describe('common problems, round 5a', { concurrency: 2 }, () => {
  test("config/output/asset-prefix \"assetPrefix: '' does not make the paths relative ... '' becomes '/' and the build is the same as with the default: /static/js/... in the HTML and url(/static/image/...) in CSS\"", async () => {
    const cwd = subProject('round5a-prefix-empty', {
      'src/index.js': "import './index.css';\nglobalThis.prefix = process.env.ASSET_PREFIX;\n",
      'src/index.css': ".hero { background: url('./hero.png'); }\n",
      'src/hero.png': big,
    });
    const urls = (b: Built): string[] => [
      /src="([^"]+)"/.exec(b.read(/^index\.html$/))![1].replace(/\.\w{8}\./, '.[hash].'),
      /url\(([^)]+)\)/.exec(b.read(/^static\/css\/index\.\w+\.css$/))![1].replace(/\.\w{8}\./, '.[hash].'),
    ];
    const empty = await build('round5a-prefix-empty', { output: { assetPrefix: '' } }, { cwd });
    const root = await build('round5a-prefix-root', {}, { cwd });
    assert.deepEqual(urls(empty), ['/static/js/index.[hash].js', '/static/image/hero.[hash].png']);
    assert.deepEqual(urls(empty), urls(root));
  });

  /** A strict tsconfig.json for `src`, with `extra` compiler options. */
  const tsconfig = (extra: Record<string, unknown> = {}): string =>
    JSON.stringify({
      compilerOptions: {
        target: 'ES2020',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        ...extra,
      },
      include: ['src'],
    });

  test('guide/basic/typescript "TS2307: Cannot find module \'./index.module.less\' or its corresponding type declarations." + "找不到模块“./index.module.less”或其相应的类型声明。" + guide/basic/css-modules: env.d.ts fixes it, alias paths included, with or without paths; a default import of a plain .less and an alias only in source.alias still fail; an import without bindings is not checked', () => {
    const files = {
      'tsconfig.json': tsconfig(),
      'src/index.ts': [
        "import styles from './index.module.less';",
        "import card from '@/styles/card.module.less';",
        "import plain from './plain.less';",
        "import './side.less';",
        "import { formatPrice } from '@/utils/format';",
        'console.log(styles, card, plain, formatPrice);',
        '',
      ].join('\n'),
      'src/index.module.less': '.a { color: red; }\n',
      'src/styles/card.module.less': '.a { color: red; }\n',
      'src/plain.less': '.a { color: red; }\n',
      'src/side.less': '.a { color: red; }\n',
      'src/utils/format.ts': 'export const formatPrice = (n: number): string => String(n);\n',
    };
    const bare = subProject('round5a-ts2307-bare', files);
    const notFound = (m: string): string => `error TS2307: Cannot find module '${m}' or its corresponding type declarations.`;
    assert.deepEqual(tsc(bare), [
      `src/index.ts(1,20): ${notFound('./index.module.less')}`,
      `src/index.ts(2,18): ${notFound('@/styles/card.module.less')}`,
      `src/index.ts(3,19): ${notFound('./plain.less')}`,
      `src/index.ts(5,29): ${notFound('@/utils/format')}`,
    ]);
    assert.equal(tsc(bare, 'zh-cn')[0], 'src/index.ts(1,20): error TS2307: 找不到模块“./index.module.less”或其相应的类型声明。');

    // With env.d.ts: the CSS Modules imports pass, alias path included, without paths.
    const declared = subProject('round5a-ts2307-env', { ...files, 'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n' });
    assert.deepEqual(tsc(declared), [
      `src/index.ts(3,19): ${notFound('./plain.less')}`,
      `src/index.ts(5,29): ${notFound('@/utils/format')}`,
    ]);

    // With paths as well: only the default import of the plain stylesheet is left.
    const withPaths = subProject('round5a-ts2307-paths', {
      ...files,
      'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
      'tsconfig.json': tsconfig({ paths: { '@/*': ['./src/*'] } }),
    });
    assert.deepEqual(tsc(withPaths), [`src/index.ts(3,19): ${notFound('./plain.less')}`]);
  });

  test('plugins/list/plugin-type-check "Without this plugin there is no type checking at all: SWC strips the types, rsbuild build exits with code 0 and rsbuild dev reports nothing"', async () => {
    const cwd = subProject('round5a-no-type-check', {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ['src'] }),
      'src/index.ts':
        "const total: number = '42';\nfunction formatPrice(cents: number): string {\n  return String(cents);\n}\ndocument.body.textContent = formatPrice('1999') + total;\n",
    });
    const built = await cli(['build'], { cwd });
    assert.equal(built.code, 0, built.output);
    assert.doesNotMatch(built.output, /TS2\d{3}|error/i);

    const port = await freePort();
    const dev = startCli(['dev', '--port', String(port)], { cwd });
    try {
      await dev.waitFor(/ready\s+Client compiled/, 0, 60_000);
      const js = await (await fetch(`http://localhost:${port}/static/js/index.js`)).text();
      assert.match(js, /formatPrice\("1999"\)/, 'the wrong call is served as it is, its types stripped');
      assert.match(js, /const total = "42";/);
      await new Promise((r) => setTimeout(r, 1000));
      assert.doesNotMatch(dev.output(), /TS2\d{3}|error|warn/i);
    } finally {
      await dev.stop();
    }
  });

  test('config/output/legal-comments "the /*! ... */ and @license comments of the packages you bundle are collected there, next to every script that has such a comment, async chunks included (static/js/async/797.[hash].js.LICENSE.txt)"', async () => {
    const cwd = subProject('round5a-legal-dependency', {
      'node_modules/licensed-lib/package.json': '{ "name": "licensed-lib", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/licensed-lib/index.js': '/*!\n * licensed-lib v1.0.0\n * @license MIT\n */\nexport const greet = (n) => "hi " + n;\n',
      'src/index.js': "import { greet } from 'licensed-lib';\nconsole.log(greet('index'));\nimport('./lazy').then((m) => m.default());\n",
      'src/lazy.js': "import { greet } from 'licensed-lib';\nexport default () => greet('lazy');\n",
    });
    const linked = await build('round5a-legal-linked', {}, { cwd });
    const licenses = linked.files.filter((f) => f.endsWith('.LICENSE.txt'));
    assert.deepEqual(hashed(licenses).sort(), ['static/js/async/[id].[hash].js.LICENSE.txt', 'static/js/index.[hash].js.LICENSE.txt']);
    assert.match(linked.read(/^static\/js\/index\.\w+\.js\.LICENSE\.txt$/), /licensed-lib v1\.0\.0\n \* @license MIT/);
    const id = /async\/(\d+)\./.exec(licenses.find((f) => f.includes('async'))!)![1];
    assert.equal(id, '797');
    assert.match(
      linked.read(/^static\/js\/index\.\w+\.js$/),
      /^\/\*! For license information please see index\.\w+\.js\.LICENSE\.txt \*\//,
    );

    const none = await build('round5a-legal-none', { output: { legalComments: 'none' } }, { cwd });
    assert.deepEqual(
      none.files.filter((f) => f.endsWith('.LICENSE.txt')),
      [],
    );
    assert.doesNotMatch(none.read(/^static\/js\/index\.\w+\.js$/), /@license|For license information/);
  });

  test("config/output/dist-path \"No single key controls static/ ... html: 'html', js: 'assets/js', css: 'assets/css', image: 'assets/img'; the build then writes html/index.html, assets/js/index.[hash].js (async chunks in assets/js/async), assets/css/... and assets/img/... Folders you leave out keep their default, such as static/font\"", async () => {
    const cwd = subProject('round5a-dist-folders', {
      'src/index.js':
        "import './index.css';\nimport hero from './hero.png';\nglobalThis.hero = hero;\nimport('./lazy').then((m) => m.default());\n",
      'src/index.css': "@font-face { font-family: Brand; src: url('./brand.woff2'); }\n.hero { font-family: Brand; }\n",
      'src/brand.woff2': big,
      'src/hero.png': big,
      'src/lazy.js': "export default () => console.log('lazy');\n",
    });
    const out = await build(
      'round5a-dist-folders',
      { output: { legalComments: 'none', distPath: { html: 'html', js: 'assets/js', css: 'assets/css', image: 'assets/img' } } },
      { cwd },
    );
    assert.deepEqual(hashed(out.files), [
      'assets/css/index.[hash].css',
      'assets/img/hero.[hash].png',
      'assets/js/async/[id].[hash].js',
      'assets/js/index.[hash].js',
      'html/index.html',
      'static/font/brand.[hash].woff2',
    ]);
    assert.match(out.read(/^html\/index\.html$/), /src="\/assets\/js\/index\.\w+\.js"/);
  });
});
