// Facts behind statements of review 79 (slice h), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/output/css-modules: the class names the page gives for `.primary-button` in src/button.module.css. 0.5.9's
//   hash of that class is bea420… whatever the project's name, the mode or the rest of the file (the page said
//   b81397, which no build gives): `primary-button-bea420` in production, `src-button-module__primary-button-bea420`
//   in development, `button-module__primary-button--bea42` with '[name]__[local]--[hash:5]'.
// - config/output/css-modules, the exportLocalsConvention table and its warning (keys exported for .foo-bar and
//   .snake_case, with Rspack's CSS support and with injectStyles' css-loader). True as the page had it; run here
//   because no other facts test backs it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { test } from 'node:test';
import { ROOT, build, devCss, distText, project } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

// ---------------------------------------------------------------------------------------------------------
// config/output/css-modules

const BUTTON = {
  'src/button.module.css': '.primary-button {\n  color: white;\n}\n',
  'src/index.js': "import styles from './button.module.css';\nconsole.log(styles.primaryButton);\n",
};

/** The class that `.primary-button` becomes in the built CSS (`rsbuild build`, NODE_ENV as given). */
function builtClass(localIdentName?: string, env: NodeJS.ProcessEnv = {}): string {
  const cssModules = localIdentName === undefined ? '{}' : `{ localIdentName: ${localIdentName} }`;
  const dir = project({ ...BUTTON, 'rsbuild.config.mjs': `export default { output: { cssModules: ${cssModules} } };\n` });
  build(dir, env);
  return /\.([\w-]*primary-button[\w-]*) ?\{/.exec(distText(dir, /\.css$/))?.[1] ?? '';
}

test('config/output/css-modules: .primary-button in src/button.module.css becomes primary-button-bea420 in production and src-button-module__primary-button-bea420 in development (rsbuild build and rsbuild dev); [name]__[local]--[hash:5] gives button-module__primary-button--bea42; the dev-only template keeps primary-button-bea420 in rsbuild build', async () => {
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, 'config/output/css-modules');
    assert.ok(!text.includes('b8139'), `${lang}: no b81397 left`);
    assert.ok(text.includes("styles.primaryButton === 'primary-button-bea420'"), lang);
    assert.ok(text.includes('`src-button-module__primary-button-bea420`'), lang);
    assert.ok(text.includes('// button-module__primary-button--bea42\n'), lang);
  }
  assert.equal(builtClass(), 'primary-button-bea420');
  assert.equal(builtClass(undefined, { NODE_ENV: 'development' }), 'src-button-module__primary-button-bea420');
  assert.equal(builtClass("'[name]__[local]--[hash:5]'"), 'button-module__primary-button--bea42');
  // The hash does not depend on the project's name.
  const other = project({ ...BUTTON, 'package.json': '{ "name": "another-app", "private": true }\n' });
  build(other);
  assert.match(distText(other, /\.css$/), /\.primary-button-bea420\{/);

  // rsbuild dev serves the same names; the page's template for "Disable class name hashing in dev mode only".
  const dev = project(BUTTON);
  assert.match(await devCss(dev), /\.src-button-module__primary-button-bea420 \{/);
  const byMode = "process.env.NODE_ENV === 'development' ? '[path][name]__[local]' : '[local]-[hash:6]'";
  assert.equal(builtClass(byMode), 'primary-button-bea420');
});

test('config/output/css-modules exportLocalsConvention table: the keys exported for .foo-bar and .snake_case by a default build, and with injectStyles (css-loader) dashes and dashesOnly camel-case only the dashes', () => {
  const keys = (convention: string, injectStyles: boolean): string[] => {
    const dir = project({
      'src/a.module.css': '.foo-bar { color: red; }\n.snake_case { color: blue; }\n',
      'src/index.js': "import styles from './a.module.css';\nglobalThis.result = Object.keys(styles);\n",
      'rsbuild.config.mjs': `export default { performance: { chunkSplit: { strategy: 'all-in-one' } }, output: { injectStyles: ${injectStyles}, cssModules: { exportLocalsConvention: '${convention}' } } };\n`,
    });
    build(dir);
    // style-loader inserts a <style> element: a document that accepts it is enough.
    const node = () => ({ setAttribute() {}, appendChild() {}, removeChild() {}, insertBefore() {}, childNodes: [], firstChild: null });
    const document = { createElement: node, createTextNode: () => ({}), querySelector: () => node(), head: node() };
    const ctx: Record<string, unknown> = {};
    if (injectStyles) Object.assign(ctx, { document, window: ctx });
    vm.runInNewContext(distText(dir, /^static\/js\/index\.\w+\.js$/), ctx);
    return [...((ctx.result as string[] | undefined) ?? [])].sort();
  };
  const table: Record<string, string[]> = {
    asIs: ['foo-bar', 'snake_case'],
    camelCase: ['foo-bar', 'fooBar', 'snake_case', 'snakeCase'],
    camelCaseOnly: ['fooBar', 'snakeCase'],
    dashes: ['foo-bar', 'snake_case', 'snake-case'],
    dashesOnly: ['foo-bar', 'snake-case'],
  };
  for (const [convention, expected] of Object.entries(table)) {
    assert.deepEqual(keys(convention, false), [...expected].sort(), convention);
    for (const lang of ['en', 'zh'] as const) {
      const sep = lang === 'en' ? ', ' : '、';
      const row = expected.map((k) => `\`${k}\``).join(sep);
      assert.ok(page(lang, 'config/output/css-modules').includes(`| ${row} |`), `${lang}: the row of ${convention}`);
    }
  }
  // injectStyles: the same for asIs, camelCase and camelCaseOnly; dashes and dashesOnly follow css-loader.
  for (const convention of ['asIs', 'camelCase', 'camelCaseOnly']) {
    assert.deepEqual(keys(convention, true), [...table[convention]].sort(), `injectStyles ${convention}`);
  }
  assert.deepEqual(keys('dashes', true), ['foo-bar', 'fooBar', 'snake_case']);
  assert.deepEqual(keys('dashesOnly', true), ['fooBar', 'snake_case']);
});
