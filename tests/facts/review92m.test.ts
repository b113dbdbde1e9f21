// Facts behind the third accuracy review of session 92 (slice m): guide/framework/solid, plugins/list/plugin-preact,
// config/output/override-browserslist and guide/basic/json-files, in both languages. Each test runs @rsbuild/core 0.5.9
// in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages
// say it and that the old wording is gone.
//
// - config/output/override-browserslist, Caveats: the item was headed "Code in `node_modules` is not transformed", and
//   its next sentence said that `.ts`, `.tsx`, `.jsx`, `.mts` and `.cts` files are compiled wherever they are, in
//   node_modules too. The heading overstated what the sentence then took back: @rsbuild/shared 0.5.9
//   (src/chain.ts 244-274, applyScriptCondition) includes `{ and: [rootPath, { not: NODE_MODULES_REGEX }] }` and
//   TS_AND_JSX_REGEX (src/constants.ts 63), so only `.js`, `.mjs` and `.cjs` files of node_modules are left as they are.
//   Now: "`.js`, `.mjs` and `.cjs` files in `node_modules` are not transformed." Run below: with a list of Chrome 70
//   (no optional chaining), `?.` from a package's .js and .mjs files reaches the output, from its .ts file it does not.
// - guide/basic/json-files, "JSON in TypeScript": "TypeScript type-checks JSON imports when `resolveJsonModule` is on in
//   `tsconfig.json`" read as an option the reader has to add. With `"moduleResolution": "Bundler"` TypeScript turns it on
//   by itself (typescript 5.9.3, lib/typescript.js, computed option resolveJsonModule: true for Bundler when unset);
//   only with "node" it has to be set. Now: "when `resolveJsonModule` is on: by default with `"moduleResolution":
//   "Bundler"`, otherwise once you set it in `tsconfig.json`". Run below with this site's TypeScript: without the
//   option, Bundler infers `string` for a JSON property (TS2322 when assigned to a number), node reports TS2732.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, distText, pageSays, project } from './topics-support';

test('config/output/override-browserslist "`.js`, `.mjs` and `.cjs` files in `node_modules` are not transformed": with overrideBrowserslist chrome >= 70, optional chaining from a package\'s .js and .mjs files stays, from its .ts file and from src it is compiled away', () => {
  pageSays(
    'config/output/override-browserslist',
    {
      en: '- **`.js`, `.mjs` and `.cjs` files in `node_modules` are not transformed.** By default SWC only compiles the files inside the project directory that are not in `node_modules`, plus `.ts`, `.tsx`, `.jsx`, `.mts` and `.cts` files wherever they are.',
      zh: '- **`node_modules` 中的 `.js`、`.mjs` 和 `.cjs` 文件不会被转换。** 默认情况下，SWC 只编译项目目录内、不在 `node_modules` 中的文件，以及任意位置的 `.ts`、`.tsx`、`.jsx`、`.mts` 和 `.cts` 文件。',
    },
    { en: '**Code in `node_modules` is not transformed.**', zh: '**`node_modules` 中的代码不会被转换。**' },
  );
  const dir = project({
    'node_modules/modern-dep/package.json': '{ "name": "modern-dep", "version": "1.0.0" }\n',
    'node_modules/modern-dep/plain.js': 'export const fromJs = (o) => o?.fromJsProp;\n',
    'node_modules/modern-dep/module.mjs': 'export const fromMjs = (o) => o?.fromMjsProp;\n',
    'node_modules/modern-dep/typed.ts': 'export const fromTs = (o: any) => o?.fromTsProp;\n',
    'src/index.js': [
      "import { fromJs } from 'modern-dep/plain.js';",
      "import { fromMjs } from 'modern-dep/module.mjs';",
      "import { fromTs } from 'modern-dep/typed.ts';",
      'const own = (o) => o?.fromSrcProp;',
      'globalThis.result = [fromJs({ fromJsProp: 1 }), fromMjs(null), fromTs({ fromTsProp: 3 }), own(null)];',
      '',
    ].join('\n'),
    'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['chrome >= 70'], minify: false } };\n",
  });
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.match(js, /o\?\.fromJsProp/, '.js of node_modules keeps ?.');
  assert.match(js, /o\?\.fromMjsProp/, '.mjs of node_modules keeps ?.');
  assert.match(js, /fromTsProp/);
  assert.doesNotMatch(js, /\?\.fromTsProp/, '.ts of node_modules is compiled');
  assert.match(js, /fromSrcProp/);
  assert.doesNotMatch(js, /\?\.fromSrcProp/, 'src is compiled');
});

test('guide/basic/json-files "TypeScript type-checks JSON imports when `resolveJsonModule` is on: by default with `"moduleResolution": "Bundler"`, otherwise once you set it in `tsconfig.json`": without the option, tsc with Bundler infers the JSON types (TS2322), with node it reports TS2732', () => {
  pageSays(
    'guide/basic/json-files',
    {
      en: 'TypeScript type-checks JSON imports when `resolveJsonModule` is on: by default with `"moduleResolution": "Bundler"`, otherwise once you set it in `tsconfig.json`.',
      zh: '开启 `resolveJsonModule` 后，TypeScript 会对 JSON 导入进行类型检查：`"moduleResolution"` 为 `"Bundler"` 时它默认开启，其他情况下需要在 `tsconfig.json` 中设置。',
    },
    {
      en: 'TypeScript type-checks JSON imports when `resolveJsonModule` is on in `tsconfig.json`.',
      zh: '在 `tsconfig.json` 中开启 `resolveJsonModule` 后，TypeScript 会对 JSON 导入进行类型检查。',
    },
  );
  const tsconfig = (moduleResolution: string) =>
    `{ "compilerOptions": { "target": "ES2020", "module": "ESNext", "moduleResolution": "${moduleResolution}", "strict": true, "noEmit": true }, "include": ["src"] }\n`;
  const dir = project({
    'src/data.json': '{ "name": "rsbuild", "version": "0.5.9" }\n',
    'src/index.ts': "import data from './data.json';\nexport const name: number = data.name;\n",
    'tsconfig.json': tsconfig('Bundler'),
  });
  const tsc = path.join(fs.realpathSync(path.join(ROOT, 'node_modules/typescript')), 'bin/tsc');
  const check = () => spawnSync(process.execPath, [tsc, '-p', '.'], { cwd: dir, encoding: 'utf8' });
  const bundler = check();
  assert.match(bundler.stdout, /error TS2322: Type 'string' is not assignable to type 'number'\./, 'Bundler reads and types the JSON file');
  assert.doesNotMatch(bundler.stdout, /TS2732/);
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), tsconfig('node'));
  const node = check();
  assert.match(node.stdout, /error TS2732: Cannot find module '\.\/data\.json'\. Consider using '--resolveJsonModule'/);
});
