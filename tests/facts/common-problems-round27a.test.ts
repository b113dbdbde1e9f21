// Facts behind the twenty-seventh round's (a) items (compile scope, decorators, on-demand imports, browserslist and
// old browsers), as readers describe the problem: optimizing lodash imports as in webpack, transpiling one particular
// dependency in node_modules, antd-mobile failing on iOS 10 and below after the build (umi), `Uncaught SyntaxError:
// Unexpected token )` in umi's built main file, arrow functions that are not the project's own in development,
// webpack's `Module parse failed: Unexpected character '@'` in ant-design-pro's es folder, Element UI's src/utils left
// as ES6 by babel-loader's exclude with UglifyJS failing, IE 9 to 11 support, and arrow functions Babel did not
// transform in IE 11, and a decorated TypeScript component in node_modules. Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project whose packages are written into
// its node_modules).
//
// Resting on other sources, not run here:
// - config/source/transform-import: babel-plugin-lodash and babel-plugin-import in a babel-loader configuration are
//   how webpack projects optimize lodash imports (those plugins' READMEs); webpack and Babel are not run.
// - config/source/include: webpack's `Module parse failed: Unexpected character '@'` is webpack's acorn wording and
//   the report's (ant-design-pro's es/Charts/Pie/index.js with a decorator); ant-design-pro is not installed, a
//   package with the same decorated class plays it. That UglifyJS (webpack 3 and earlier) parses only ES5 and fails
//   on the ES6 of element-ui/src/utils left by `exclude: /node_modules/` is uglify-js 2's documentation and the
//   report; neither is run, and Element UI is played by a package with an arrow function and `const`.
// - guide/advanced/browserslist: which browsers print `Unexpected token )` is the report (umi.b7d85f6c.js:35); that an
//   ES5 parser stops at the `)` of `() =>` is shown with acorn (ecmaVersion 5), the parser webpack uses, not with an
//   old browser. antd-mobile and umi are not installed; a package with `const` and `=>` plays the dependency.
// - guide/advanced/browser-compatibility: IE 9 to 11 are not run; "parses as ES5" is acorn with ecmaVersion 5.
// - config/source/decorators: webpack's `Unexpected character '@' (7:0)` for a TypeScript (Vue) component in
//   node_modules is the report; ts-loader and babel-loader rules excluding node_modules are their documentation. A
//   .ts file plays the component; a .vue file's <script lang="ts"> is not run (no Vue plugin is installed here).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, count, devServer, distFiles, distText, project, rsbuild } from './topics-support';

const acorn = createRequire(fs.realpathSync(path.join(ROOT, 'node_modules/terser/package.json')))('acorn') as {
  parse: (src: string, opts: { ecmaVersion: number }) => unknown;
};

/** null when `src` parses as ES5, else acorn's message and the character it stopped at. */
function es5Error(src: string): { message: string; at: string } | null {
  try {
    acorn.parse(src, { ecmaVersion: 5 });
    return null;
  } catch (e) {
    const err = e as { message: string; pos: number };
    return { message: err.message, at: src.charAt(err.pos) };
  }
}

const jsFiles = (dir: string) => distFiles(dir).filter((f) => /^static\/js\/.*\.js$/.test(f));
const pkg = (name: string, code: string) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
  [`node_modules/${name}/index.js`]: code,
});
const includeOf = (name: string) => `source: { include: [/[\\\\/]node_modules[\\\\/]${name}[\\\\/]/] }`;
const ARROW_LIB = pkg('arrow-lib', 'export const twice = (x) => {\n  const y = x * 2;\n  return y;\n};\n');

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

test("config/source/transform-import \"How can I optimize lodash imports, as I did with webpack?\": without an item, import { debounce } from 'lodash' bundles all of lodash (its VERSION string); with { libraryName: 'lodash', customName: 'lodash/{{ member }}' } only debounce and its helpers", () => {
  const files = { 'src/index.js': "import { debounce } from 'lodash';\nconsole.log(debounce(() => 1, 10));\n" };
  const run = (config: string) => {
    const dir = project({ ...files, 'rsbuild.config.mjs': config }, { lodash: 'lodash' });
    build(dir);
    return distText(dir, /^static\/js\/.*\.js$/);
  };
  const without = run('export default {};\n');
  const withItem = run("export default { source: { transformImport: [{ libraryName: 'lodash', customName: 'lodash/{{ member }}' }] } };\n");
  assert.match(without, /4\.17\.21/);
  assert.doesNotMatch(withItem, /4\.17\.21/);
  assert.ok(withItem.length * 2 < without.length, `${withItem.length} vs ${without.length}`);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/include

test('config/source/include "How do I transpile a particular dependency in node_modules, and only that one? ... the other packages are still bundled as they are published": with ie 11 and one package in source.include, that package\'s arrow function is compiled, the other\'s kept', () => {
  const dir = project({
    ...pkg('a-lib', 'export const aValue = () => 1;\n'),
    ...pkg('b-lib', 'export const bValue = () => 2;\n'),
    'src/index.js': "import { aValue } from 'a-lib';\nimport { bValue } from 'b-lib';\nconsole.log(aValue(), bValue());\n",
    'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['ie 11'], minify: false }, ${includeOf('a-lib')} };\n`,
  });
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.match(js, /var aValue = function\(\)/);
  assert.match(js, /const bValue = \(\)=>2/);
});

test('config/source/include "the syntax error points at one or two arrow functions that Babel did not transform ... the only => left in the output were those of a package outside source.include"; "a test dev server served the code of the project and of its own dev client with no =>, ... vendors-node_modules_arrow-lib_index_js-….js": build and dev with ie 11', async () => {
  const files = {
    ...ARROW_LIB,
    'src/index.js':
      "import { twice } from 'arrow-lib';\nconst own = (x) => twice(x) + 1;\n[1, 2].map((n) => own(n)).forEach((v) => console.log(v));\n",
  };
  const arrows = (text: string) => count(text, '=>') - count(text, '=><'); // `=><` is in a regular expression of the dev client
  const make = (include: boolean) =>
    project({
      ...files,
      'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['ie 11'] }${include ? `, ${includeOf('arrow-lib')}` : ''} };\n`,
    });
  // build
  const outside = make(false);
  build(outside);
  assert.ok(arrows(distText(outside, /^static\/js\/.*\.js$/)) > 0);
  const inside = make(true);
  build(inside);
  assert.equal(arrows(distText(inside, /^static\/js\/.*\.js$/)), 0);
  // dev
  const served = async (dir: string) => {
    const dev = await devServer(dir);
    try {
      const html = await (await fetch(`${dev.url}/`)).text();
      const srcs = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
      return await Promise.all(srcs.map(async (src) => ({ src, text: await (await fetch(new URL(src, dev.url))).text() })));
    } finally {
      await dev.stop();
    }
  };
  const devOutside = await served(make(false));
  const withArrows = devOutside.filter((s) => arrows(s.text) > 0);
  assert.equal(withArrows.length, 1);
  assert.match(withArrows[0].src, /^\/static\/js\/vendors-node_modules_arrow-lib_index_js-.*\.js$/);
  assert.match(withArrows[0].text, /const twice = \(x\)=>/);
  assert.ok(
    devOutside.some((s) => /hmr|webpack-hot|rsbuild/i.test(s.text)),
    'the dev client is served',
  );
  const devInside = await served(make(true));
  assert.equal(
    devInside.map((s) => arrows(s.text)).reduce((a, b) => a + b, 0),
    0,
  );
});

test('config/source/include "Rsbuild\'s minifier parses ES6: in a test build with ie 11, rsbuild build succeeded with a package\'s arrow functions and block-scoped let in the minified output ... Listing the library here compiles all of its files"', () => {
  const files = {
    ...pkg('my-ui', "export { twice } from './src/utils/index.js';\n"),
    'node_modules/my-ui/src/utils/index.js': 'export const twice = (x) => {\n  const y = x * 2;\n  return y;\n};\n',
    'src/index.js': "import { twice } from 'my-ui';\nconsole.log(twice(2));\n",
  };
  const outside = project({ ...files, 'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['ie 11'] } };\n" });
  const run = rsbuild(outside, ['build']);
  assert.equal(run.code, 0, run.output);
  const js = distText(outside, /^static\/js\/.*\.js$/);
  assert.match(js, /=>/);
  assert.match(js, /\blet /);
  const inside = project({
    ...files,
    'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['ie 11'] }, ${includeOf('my-ui')} };\n`,
  });
  build(inside);
  for (const f of jsFiles(inside)) assert.equal(es5Error(fs.readFileSync(path.join(inside, 'dist', f), 'utf8')), null, f);
});

test('config/source/include "Module parse failed: Unexpected character \'@\' ... ant-design-pro/es/Charts/Pie/index.js": 0.5.9 stops with File: ./node_modules/…, Module parse failed: and JavaScript parsing error: Expression expected at the @; with the package in source.include the decorated class is bundled with no @ left', () => {
  const files = {
    'node_modules/pie-lib/package.json': JSON.stringify({ name: 'pie-lib', version: '1.0.0', module: 'es/index.js' }),
    'node_modules/pie-lib/es/index.js':
      'function autoHeight() {\n  return (C) => C;\n}\n\n@autoHeight()\nexport default class Pie {\n  render() {\n    return 1;\n  }\n}\n',
    'src/index.js': "import Pie from 'pie-lib';\nconsole.log(new Pie().render());\n",
  };
  const failing = project({ ...files, 'rsbuild.config.mjs': 'export default {};\n' });
  const run = rsbuild(failing, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /File: \.\/node_modules\/pie-lib\/es\/index\.js/);
  assert.match(run.output, /Module parse failed:/);
  assert.match(run.output, /JavaScript parsing error: Expression expected[\s\S]*@autoHeight\(\)/);
  const fixed = project({ ...files, 'rsbuild.config.mjs': `export default { ${includeOf('pie-lib')} };\n` });
  build(fixed);
  const js = distText(fixed, /^static\/js\/.*\.js$/);
  assert.doesNotMatch(js, /@autoHeight/);
  assert.match(js, /__decorate/, "the decorator is compiled (SWC's legacy helper)");
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browserslist

test('guide/advanced/browserslist "Uncaught SyntaxError: Unexpected token ) ... a parser of ES5 rejects it at that ), as acorn does when told to parse ES5 ... in a test build with ie 11, the output of const g = () => f(1, 2,) parsed as ES5, the trailing comma of the call included ... a package keeps its () => until it is in source.include"', () => {
  assert.deepEqual(es5Error('var f = () => 1;'), { message: 'Unexpected token (1:9)', at: ')' });
  const files = {
    ...pkg('old-lib', 'export function twice(x) {\n  return [x].map(() => x * 2)[0];\n}\n'),
    'src/index.js':
      "import { twice } from 'old-lib';\nfunction f(a, b,) {\n  return a + b;\n}\nconst g = () => f(1, 2,);\nconsole.log(twice(g()));\n",
  };
  const own = project({
    'src/index.js': 'function f(a, b,) {\n  return a + b;\n}\nconst g = () => f(1, 2,);\nconsole.log(g());\n',
    'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['ie 11'] } };\n",
  });
  build(own);
  for (const f of jsFiles(own)) assert.equal(es5Error(fs.readFileSync(path.join(own, 'dist', f), 'utf8')), null, f);
  const outside = project({ ...files, 'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['ie 11'] } };\n" });
  build(outside);
  const errors = jsFiles(outside).map((f) => es5Error(fs.readFileSync(path.join(outside, 'dist', f), 'utf8')));
  assert.ok(
    errors.some((e) => e && /Unexpected token/.test(e.message) && e.at === ')'),
    JSON.stringify(errors),
  );
  const inside = project({
    ...files,
    'rsbuild.config.mjs': `export default { output: { overrideBrowserslist: ['ie 11'] }, ${includeOf('old-lib')} };\n`,
  });
  build(inside);
  for (const f of jsFiles(inside)) assert.equal(es5Error(fs.readFileSync(path.join(inside, 'dist', f), 'utf8')), null, f);
});

test('guide/advanced/browserslist "in a test build with only ios_saf >= 9, the project\'s arrow functions, const, let, class, template literals and async function were all compiled, while a package\'s const and => stayed as published"', () => {
  const files = {
    ...ARROW_LIB,
    'src/index.js': [
      "import { twice } from 'arrow-lib';",
      'class A {',
      '  constructor(n) {',
      '    this.n = n;',
      '  }',
      '  get v() {',
      '    return `n=${this.n}`;',
      '  }',
      '}',
      'const own = (x) => {',
      '  let y = x + 1;',
      '  return new A(twice(y)).v;',
      '};',
      'async function f() {',
      '  return own(1);',
      '}',
      'f().then(console.log);',
      '',
    ].join('\n'),
  };
  const config = (include: boolean) =>
    `export default { output: { overrideBrowserslist: ['ios_saf >= 9'], minify: false }${include ? `, ${includeOf('arrow-lib')}` : ''} };\n`;
  const index = (dir: string) => distText(dir, /^static\/js\/index\.[0-9a-f]+\.js$/);
  const outside = project({ ...files, 'rsbuild.config.mjs': config(false) });
  build(outside);
  assert.match(index(outside), /const twice = \(x\)=>\{\n\s*const y = x \* 2;/);
  const inside = project({ ...files, 'rsbuild.config.mjs': config(true) });
  build(inside);
  const js = index(inside);
  for (const re of [/=>/, /\bconst /, /\blet /, /\bclass /, /`/, /\basync /]) assert.doesNotMatch(js, re);
  // the project's own code is compiled in both builds: its syntax is absent from the first one too
  const own = index(outside).replace(/const twice = \(x\)=>\{\n\s*const y = x \* 2;/, '');
  for (const re of [/=>/, /\bconst /, /\blet /, /\bclass /, /`/, /\basync /]) assert.doesNotMatch(own, re);
});

// ---------------------------------------------------------------------------------------------------------
// guide/advanced/browser-compatibility

test('guide/advanced/browser-compatibility "it must work in IE 9, 10 and 11, ie >= 9 covers all three: in a test build with it and polyfill: \'entry\', all the output parsed as ES5"', () => {
  const dir = project({
    'src/index.js':
      'class A {\n  hi(name) {\n    return `Hi ${name}`;\n  }\n}\nconst f = async () => new A().hi(await Promise.resolve("IE"));\nf().then((v) => console.log(v));\n',
    'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['ie >= 9'], polyfill: 'entry' } };\n",
  });
  build(dir);
  const files = jsFiles(dir);
  assert.ok(
    files.some((f) => /lib-polyfill/.test(f)),
    files.join(', '),
  );
  for (const f of files) assert.equal(es5Error(fs.readFileSync(path.join(dir, 'dist', f), 'utf8')), null, f);
});

// ---------------------------------------------------------------------------------------------------------
// config/source/decorators

test('config/source/decorators "Module parse failed: Unexpected character \'@\' (7:0) when importing a TypeScript component from node_modules ... in a test build, a decorated class in node_modules/ts-lib/index.ts was bundled with no setting"', () => {
  const dir = project({
    'node_modules/ts-lib/package.json': JSON.stringify({ name: 'ts-lib', version: '1.0.0', main: 'index.ts' }),
    'node_modules/ts-lib/index.ts':
      'function Component(target: unknown) {\n  return target;\n}\n\n@Component\nexport class Panel {\n  title: string = "panel";\n}\n',
    'src/index.ts': "import { Panel } from 'ts-lib';\nconsole.log(new Panel().title);\n",
    'rsbuild.config.mjs': 'export default {};\n',
  });
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.doesNotMatch(js, /@Component/);
  assert.match(js, /__decorate/);
});
