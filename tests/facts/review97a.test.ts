// Facts behind the accuracy review of session 97 (slice a): plugins/list/plugin-vue, plugins/list/plugin-vue2-jsx and
// plugins/list/plugin-styled-components, in both languages. Each test names the page and the sentences it backs, checks
// that both languages say them, and runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// Fix:
// - plugins/list/plugin-styled-components, "What the transform does": "`displayName` is the file name and the variable
//   name", as a rule. Not when the two are the same: the transform of Rspack 0.5.9 then writes the variable name alone
//   (`export const Button = styled.p` in src/Button.tsx gets displayName "Button", not "Button__Button"; the component
//   `Unused` of the same file gets "Button__Unused"). The bullet now says so. Test 1 (first build).
//
// Every other statement checked on the three pages held at 0.5.9 (see /work/review97/REPORT-a.md).
//
// Confirmed by runs, no change (claims of plugins/list/plugin-styled-components that no earlier facts file ran; the
// class names, displayName false, ssr with two targets and topLevelImportPaths are run by review79i and review92h):
// - Options: "A function can change the defaults in place and return nothing"; fileName false names the button
//   `Button`; meaninglessFileNames ['styles'] names the component of src/Card/index.tsx `index__Box` again and that of
//   src/Card/styles.ts `Card__Title`; namespace 'shop' with ssr gives `shop__sc-…` IDs and without ssr no ID at all;
//   minify gives `'color:#ff5e00;padding:8px 16px;border:2px solid currentColor;'` for the page's button, drops a
//   comment and keeps `8px   16px`; transpileTemplateLiterals false keeps the template (and for IE 11 targets SWC
//   compiles it to the _tagged_template_literal helper, the display name still added); pure: true and pure: false
//   give the same minified bundle, which keeps an unused styled component; cssProps: false changes nothing (the css
//   prop still becomes `Note___StyledP`), cssProp: false set from a function leaves the `css` attribute as written.
//   Test 1. The plugin is not installed here: the test uses a stand-in written from its 0.5.9 source
//   (packages/plugin-styled-components/src/index.ts; `STYLED_PLUGIN` of stand-in-plugins.ts, which review79i and review92h run too), with the repository's
//   @rsbuild/shared 0.5.9, and a stub `styled-components` package (the transform only looks at the import path).
// - cssProps, "For TypeScript to accept the attribute, add a declaration to a `.d.ts` file in `src`": the page's
//   src/Note.tsx fails tsc (the repository's TypeScript) with TS2322 ("Property 'css' does not exist") and passes with
//   the page's src/styled.d.ts. Test 2, which needs REVIEW97a_DEPS, a folder outside the repository whose node_modules
//   holds `npm i --prefix $REVIEW97a_DEPS styled-components@6.1.8 react@18.2.0 react-dom@18.2.0 @types/react@18.2.74`;
//   without it the test checks the pages only and skips the run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { ROOT, build, distText, linkPackages, page, pageSays, project } from './topics-support';
import { STYLED_PLUGIN } from './stand-in-plugins';

const ROUTE = 'plugins/list/plugin-styled-components';
const DEPS = process.env.REVIEW97a_DEPS;
const NO_DEPS = 'REVIEW97a_DEPS is not set: styled-components and @types/react are not installed in the repository';

/** A code block of the English page, by its title. */
const block = (title: string): string => {
  const found = codeBlocks(page('en', ROUTE)).find((b) => b.meta.includes(`title="${title}"`));
  assert.ok(found, `the page has a block titled ${title}`);
  return `${found.code}\n`;
};

/** The page's src/App.tsx and src/Note.tsx, two Card files, and src/Button.tsx (a comment, `8px   16px`, an unused component). */
const styledFiles = (): Record<string, string> => ({
  'styled-plugin.cjs': STYLED_PLUGIN,
  'node_modules/styled-components/package.json': '{ "name": "styled-components", "version": "6.1.8", "main": "index.js" }\n',
  'node_modules/styled-components/index.js': 'module.exports = function styled() {};\n',
  'src/App.tsx': block('src/App.tsx'),
  'src/Note.tsx': block('src/Note.tsx'),
  'src/Card/index.tsx': "import styled from 'styled-components';\nexport const Box = styled.div`\n  color: blue;\n`;\n",
  'src/Card/styles.ts': "import styled from 'styled-components';\nexport const Title = styled.h1`\n  color: green;\n`;\n",
  'src/Button.tsx':
    "import styled from 'styled-components';\nexport const Button = styled.p`\n  /* a comment */\n  padding: 8px   16px;\n`;\nconst Unused = styled.div`\n  color: unused-mark;\n`;\n",
  'src/index.tsx':
    "import App from './App';\nimport { Note } from './Note';\nimport { Box } from './Card';\nimport { Title } from './Card/styles';\nimport { Button } from './Button';\nconsole.log(App, Note, Box, Title, Button);\n",
});

/** Builds the files with `pluginStyledComponents(<options>)` and `output` (JavaScript source); returns the JS. */
function styledBuild(options: string, output: string): string {
  const dir = project(
    {
      ...styledFiles(),
      'rsbuild.config.mjs': `import { pluginStyledComponents } from './styled-plugin.cjs';\nexport default { plugins: [pluginStyledComponents(${options})], output: ${output} };\n`,
    },
    { '@rsbuild/shared': 'rsbuild-shared-0.5', '@rsbuild/core': 'rsbuild-0.5' },
  );
  build(dir);
  return distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
}

const displayNames = (js: string): string[] => [...js.matchAll(/displayName: "([^"]+)"/g)].map((m) => m[1]).sort();

test('plugins/list/plugin-styled-components, "only the variable name when the two are the same", and Options: the function form, fileName, meaninglessFileNames, namespace, minify, transpileTemplateLiterals, pure, cssProps and cssProp do what the page says (stand-in of the 0.5.9 plugin)', () => {
  pageSays(
    ROUTE,
    {
      en: '- `displayName` is the file name and the variable name (only the variable name when the two are the same: `Button` in `Button.tsx` is named `Button`).',
      zh: '- `displayName` 由文件名和变量名组成（两者相同时只取变量名：`Button.tsx` 中的 `Button` 就叫 `Button`）。',
    },
    { en: '- `displayName` is the file name and the variable name. React', zh: '- `displayName` 由文件名和变量名组成。React' },
  );
  pageSays(ROUTE, {
    en: 'A function can change the defaults in place and return nothing, or return a new object that replaces them',
    zh: '函数可以直接修改默认选项而不返回任何值，也可以返回一个新对象来替换它们',
  });
  pageSays(ROUTE, {
    en: 'With `fileName: false`, the button above is named `Button` instead of `App__Button`.',
    zh: '设置 `fileName: false` 后，上文的按钮名为 `Button`，而不是 `App__Button`。',
  });
  pageSays(ROUTE, {
    en: 'so that `src/Card/styles.ts` produces `Card__Title` instead of `styles__Title`',
    zh: '让 `src/Card/styles.ts` 生成 `Card__Title`，而不是 `styles__Title`',
  });
  pageSays(ROUTE, {
    en: "with `meaninglessFileNames: ['styles']`, a component in `src/Card/index.tsx` is named `index__Box` again.",
    zh: "设置 `meaninglessFileNames: ['styles']` 后，`src/Card/index.tsx` 中的组件又会被命名为 `index__Box`。",
  });
  pageSays(ROUTE, {
    en: "with `namespace: 'shop'` and `ssr: true`, the ID above becomes `shop__sc-d2fd13a9-0`.",
    zh: "设置 `namespace: 'shop'` 和 `ssr: true` 后，上文的 ID 会变成 `shop__sc-d2fd13a9-0`。",
  });
  pageSays(ROUTE, { en: 'Since IDs are only added with `ssr`, set both', zh: '由于只有开启 `ssr` 时才会添加 ID，请同时设置两者' });
  pageSays(ROUTE, {
    en: "With `minify: true`, the button's styles become `'color:#ff5e00;padding:8px 16px;border:2px solid currentColor;'`. It only trims around punctuation: runs of spaces inside a value, such as `8px   16px`, are kept.",
    zh: "设置 `minify: true` 后，按钮的样式会变成 `'color:#ff5e00;padding:8px 16px;border:2px solid currentColor;'`。它只会去掉标点周围的空白：值内部的连续空格（例如 `8px   16px`）会被保留。",
  });
  pageSays(ROUTE, {
    en: 'With `false`, the template literals are kept (they are still compiled for your target browsers like any other code)',
    zh: '设为 `false` 时，模板字符串会被保留（它们仍会像其他代码一样，按照目标浏览器进行编译）',
  });
  pageSays(ROUTE, {
    en: 'a styled component that nothing uses stayed in the minified bundle with `pure: true` as well',
    zh: '即使设置了 `pure: true`，没有被使用的 styled component 依然留在压缩后的产物中',
  });
  pageSays(ROUTE, {
    en: "the transform's option is called `cssProp` (without `s`), and unknown names are ignored",
    zh: '转换的选项名是 `cssProp`（没有 `s`），未知的名称会被忽略',
  });
  pageSays(ROUTE, {
    en: 'The transform turns the element into a styled component named `Note___StyledP`',
    zh: '转换会把这个元素变成一个名为 `Note___StyledP` 的 styled component',
  });
  pageSays(ROUTE, { en: 'A `css` attribute is then passed to the element unchanged', zh: '此后，`css` 属性会原样传给元素' });

  const readable = '{ minify: false, sourceMap: { js: false } }';

  // Object form: meaninglessFileNames replaces ['index'], namespace with ssr, minify, and cssProps ignored.
  const a = styledBuild("{ meaninglessFileNames: ['styles'], ssr: true, namespace: 'shop', minify: true, cssProps: false }", readable);
  assert.deepEqual(displayNames(a), ['App__Button', 'Button', 'Button__Unused', 'Card__Title', 'Note___StyledP', 'index__Box']);
  const ids = [...a.matchAll(/componentId: "([^"]+)"/g)].map((m) => m[1]);
  assert.equal(ids.length, 6, a);
  for (const id of ids) assert.match(id, /^shop__sc-[0-9a-f]{8}-\d$/);
  assert.ok(a.includes('"color:#ff5e00;padding:8px 16px;border:2px solid currentColor;"'), a);
  assert.ok(a.includes('"padding:8px   16px;"'), 'the run of spaces is kept, the comment is gone');
  assert.ok(!a.includes('a comment'));
  assert.match(a, /var _StyledP = .*\("p"\)\.withConfig/, 'cssProps: false changes nothing: the css prop is still transformed');

  // Function form, changing the defaults in place: fileName, cssProp, transpileTemplateLiterals, namespace without ssr.
  const b = styledBuild(
    "(options) => { Object.assign(options, { fileName: false, cssProp: false, transpileTemplateLiterals: false, namespace: 'shop' }); }",
    readable,
  );
  assert.deepEqual(displayNames(b), ['Box', 'Button', 'Button', 'Title', 'Unused']);
  assert.ok(!b.includes('componentId'), 'no ID without ssr, namespace or not');
  assert.match(b, /displayName: "Button"\s*\}\)`\n {2}color: #ff5e00;/, 'the tagged template is kept');
  assert.match(b, /css: "color: rebeccapurple;"/, 'the css attribute is passed on as written');
  assert.ok(!b.includes('_StyledP'));

  // transpileTemplateLiterals false for IE 11: the template is compiled like any other, the transform still applies.
  const ie = styledBuild(
    '{ transpileTemplateLiterals: false }',
    "{ minify: false, sourceMap: { js: false }, overrideBrowserslist: ['ie 11'] }",
  );
  assert.match(ie, /_tagged_template_literal/);
  assert.match(ie, /displayName: "App__Button"\s*\}\)\(_templateObject\d*\(\)\)/);

  // pure: the same minified bundle either way, the unused component kept.
  const pureOn = styledBuild('{ pure: true }', '{ sourceMap: { js: false } }');
  const pureOff = styledBuild('{ pure: false }', '{ sourceMap: { js: false } }');
  assert.match(pureOn, /unused-mark/);
  assert.equal(pureOn, pureOff);
});

test('plugins/list/plugin-styled-components, cssProps: "For TypeScript to accept the attribute, add a declaration to a .d.ts file in src" (tsc, styled-components 6.1.8 and @types/react 18)', (t) => {
  pageSays(ROUTE, {
    en: 'For TypeScript to accept the attribute, add a declaration to a `.d.ts` file in `src`:',
    zh: '为了让 TypeScript 接受这个属性，请在 `src` 下的某个 `.d.ts` 文件中添加声明：',
  });
  if (!DEPS) return t.skip(NO_DEPS);
  const dir = project({
    'src/Note.tsx': block('src/Note.tsx'),
    'tsconfig.json': `${JSON.stringify({
      compilerOptions: {
        strict: true,
        jsx: 'react-jsx',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        target: 'ES2020',
        noEmit: true,
        skipLibCheck: true,
      },
      include: ['src'],
    })}\n`,
  });
  linkPackages(dir, DEPS, ['styled-components', 'react', '@types/react']);
  const tsc = () => spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
  const without = tsc();
  assert.equal(without.status, 2, without.stdout);
  assert.match(without.stdout, /src\/Note\.tsx\(2,\d+\): error TS2322:[\s\S]*Property 'css' does not exist/);
  fs.writeFileSync(path.join(dir, 'src/styled.d.ts'), block('src/styled.d.ts'));
  const withDeclaration = tsc();
  assert.equal(withDeclaration.status, 0, withDeclaration.stdout);
});
