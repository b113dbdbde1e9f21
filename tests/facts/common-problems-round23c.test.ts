// Facts behind the twenty-third round's (c) items, as readers describe the problem: TS2307 for a Sass CSS Module, for
// a plain .scss file in a TypeScript project, and for a CSS Module before its generated .scss.d.ts exists. Each runs
// @rsbuild/core 0.5.9 (its CLI, in a throw-away project), tsc where TypeScript decides, Chromium where the browser
// decides.
//
// tsc is the TypeScript of this repository (5.x), as in common-problems-round11b.test.ts; its TS2307 text is quoted.
//
// Resting on other sources, not run here:
// - `TypeScript emitted no output for <file>.` is ts-loader's error (webpack): its index.js throws it when the
//   TypeScript program gives no JavaScript for the file it was handed (a .d.ts file, or any file with noEmit: true);
//   older releases spell it `Typescript emitted no output for`. ts-loader and webpack are not run here; the run shows
//   that 0.5.9 builds the same project (noEmit: true, a generated .scss.d.ts next to the stylesheet) without it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, distText, project } from './topics-support';

const tsc = (dir: string): { code: number | null; output: string } => {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  return { code: res.status, output: `${res.stdout}${res.stderr}` };
};
const tsconfig = JSON.stringify({
  compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true, lib: ['ESNext', 'DOM'] },
  include: ['src'],
});
const links = { '@rsbuild/core': 'rsbuild-0.5' };
const envDts = '/// <reference types="@rsbuild/core/types" />\n';

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-modules

test('guide/basic/css-modules "TS2307 for a Sass CSS Module (./card.module.scss) imported in a TypeScript component": tsc reports TS2307 without declarations while the build passes; src/env.d.ts with @rsbuild/core/types fixes it', () => {
  const files = {
    'src/card.module.scss': '$c: red;\n.card-title { color: $c; }\n',
    'src/index.ts': "import styles from './card.module.scss';\ndocument.body.className = styles.cardTitle;\n",
    'tsconfig.json': tsconfig,
  };
  const bare = project(files, links);
  const missing = tsc(bare);
  assert.equal(missing.code, 2);
  assert.match(missing.output, /error TS2307: Cannot find module '\.\/card\.module\.scss' or its corresponding type declarations\./);
  assert.equal(build(bare).code, 0);
  assert.match(distText(bare, /^static\/css\/index\./), /\.card-title-[\w-]{6}\{color:red\}/);
  const fixed = tsc(project({ ...files, 'src/env.d.ts': envDts }, links));
  assert.equal(fixed.code, 0, fixed.output);
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/typescript

test("guide/basic/typescript \"TS2307: Cannot find module './style.scss' in a TypeScript project\": @rsbuild/core/types declares *.module.scss but no *.scss, *.less or *.css, so import styles from './style.scss' still gives TS2307 with src/env.d.ts; import './style.scss' passes tsc and the build keeps the styles", () => {
  const types = fs.readFileSync(path.join(ROOT, 'node_modules/rsbuild-0.5/types.d.ts'), 'utf8');
  assert.match(types, /declare module '\*\.module\.scss'/);
  for (const ext of ['scss', 'less', 'css']) assert.doesNotMatch(types, new RegExp(`declare module '\\*\\.${ext}'`));
  const files = { 'src/env.d.ts': envDts, 'src/style.scss': '$c: blue;\nbody { color: $c; }\n', 'tsconfig.json': tsconfig };
  const bound = tsc(project({ ...files, 'src/index.ts': "import styles from './style.scss';\nconsole.log(styles);\n" }, links));
  assert.equal(bound.code, 2);
  assert.match(bound.output, /error TS2307: Cannot find module '\.\/style\.scss' or its corresponding type declarations\./);
  const dir = project({ ...files, 'src/index.ts': "import './style.scss';\ndocument.body.textContent = 'app';\n" }, links);
  const plain = tsc(dir);
  assert.equal(plain.code, 0, plain.output);
  assert.equal(build(dir).code, 0);
  assert.match(distText(dir, /^static\/css\/index\./), /body\{color:blue\}/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-typed-css-modules

test('plugins/list/plugin-typed-css-modules "TS2307 for ./card.module.scss and no .scss.d.ts generated; TypeScript emitted no output": without the option no card.module.scss.d.ts appears; with enableCssModuleTSDeclaration the file appears only after a build, which passes with noEmit: true in tsconfig, prints no "emitted no output" and bundles nothing of the .d.ts; tsc then passes', () => {
  const files = {
    'src/card.module.scss': '.card-title { color: red; }\n',
    'src/index.ts': "import styles from './card.module.scss';\ndocument.body.className = styles.cardTitle;\n",
    'tsconfig.json': tsconfig,
  };
  const off = project(files, links);
  assert.equal(build(off).code, 0);
  assert.equal(fs.existsSync(path.join(off, 'src/card.module.scss.d.ts')), false);

  const dir = project({ ...files, 'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n' }, links);
  const dts = path.join(dir, 'src/card.module.scss.d.ts');
  assert.equal(fs.existsSync(dts), false);
  assert.match(tsc(dir).output, /TS2307: Cannot find module '\.\/card\.module\.scss'/);
  const run = build(dir);
  assert.equal(run.code, 0);
  assert.doesNotMatch(run.output, /emitted no output/i);
  assert.match(fs.readFileSync(dts, 'utf8'), /'card-title': string;\n\s+cardTitle: string;/);
  assert.ok(!distText(dir, /^static\/js\/index\./).includes('automatically generated'));
  const after = tsc(dir);
  assert.equal(after.code, 0, after.output);
});
