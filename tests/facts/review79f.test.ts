// Facts behind statements fixed in review 79 (slice f), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/typescript, "tsconfig.json does not control the output": "For the build, Rsbuild only uses `paths` and
//   `baseUrl` of tsconfig.json". The page said `paths` only; 0.5.9 hands the file to Rspack's resolver
//   (packages/core/src/provider/plugins/resolve.ts: resolve.tsConfigPath), which applies `baseUrl` as well: with
//   "baseUrl": "src" and no `paths`, `import … from 'components/Button'` resolves to src/components/Button; without the
//   tsconfig.json the same build stops at Can't resolve 'components/Button'.
// - guide/framework/solid, "Add TypeScript settings": "The build takes only path aliases from tsconfig.json, not its JSX
//   settings". The page said the build does not read tsconfig.json; it does (the same resolve.tsConfigPath), for its
//   aliases. The test below runs core alone with the page's tsconfig.json plus a `paths` entry: the alias resolves, and
//   "jsx": "preserve" with "jsxImportSource": "solid-js" change nothing (SWC still writes React.createElement).
//   @rsbuild/plugin-solid, plugin-babel, babel-preset-solid and solid-js are not dependencies of this site; run by hand
//   for this review in /tmp/rev79-f with @rsbuild/plugin-babel 0.5.4 from npm (its dist/index.js has the same
//   pluginBabel and modifyBabelLoaderOptions as the 0.5.9 source), @rsbuild/shared 0.5.9, plugin-solid 0.5.9 built with
//   esbuild from its source, solid-js 1.9.20 and babel-preset-solid 1.9.19: the page's project built to the same
//   static/js/index.bcd49d62.js with the page's tsconfig.json, with "jsx": "react-jsx" / "jsxImportSource": "react",
//   and with no tsconfig.json at all; with "paths": { "@/*": ["./src/*"] } added, import { label } from '@/lib/label'
//   in src/App.tsx resolved and npx tsc passed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, distText, project, rsbuild } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

test('guide/basic/typescript "For the build, Rsbuild only uses paths and baseUrl of tsconfig.json": baseUrl "src" alone resolves components/Button, paths alone (no baseUrl) resolves @/utils/format, and without tsconfig.json the build stops at Can\'t resolve', () => {
  assert.ok(page('en', 'guide/basic/typescript').includes('Rsbuild only uses `paths` and `baseUrl` of `tsconfig.json`'));
  assert.ok(page('zh', 'guide/basic/typescript').includes('Rsbuild 只使用 `tsconfig.json` 中的 `paths` 和 `baseUrl`'));
  const src = {
    'src/components/Button.ts': "export const Button = (): string => 'BUTTON_MARK';\n",
    'src/utils/format.ts': 'export const formatPrice = (n: number): string => `PRICE_MARK ${n}`;\n',
  };
  const baseUrlOnly = project({
    ...src,
    'tsconfig.json': '{ "compilerOptions": { "baseUrl": "src" } }\n',
    'src/index.ts': "import { Button } from 'components/Button';\nconsole.log(Button());\n",
  });
  build(baseUrlOnly);
  assert.ok(distText(baseUrlOnly, /^static\/js\/index\./).includes('BUTTON_MARK'));

  const pathsOnly = project({
    ...src,
    'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
    'src/index.ts': "import { formatPrice } from '@/utils/format';\nconsole.log(formatPrice(1999));\n",
  });
  build(pathsOnly);
  assert.ok(distText(pathsOnly, /^static\/js\/index\./).includes('PRICE_MARK'));

  const none = rsbuild(project({ ...src, 'src/index.ts': "import { Button } from 'components/Button';\nconsole.log(Button());\n" }), [
    'build',
  ]);
  assert.notEqual(none.code, 0);
  assert.match(none.output, /Can't resolve 'components\/Button'/);
});

test('guide/framework/solid "The build takes only path aliases from tsconfig.json, not its JSX settings": with the page\'s tsconfig.json (jsx preserve, jsxImportSource solid-js) plus paths, a .tsx entry resolves @/lib/label and its JSX is still compiled to React.createElement', () => {
  assert.ok(page('en', 'guide/framework/solid').includes('The build takes only path aliases from `tsconfig.json`, not its JSX settings'));
  assert.ok(page('zh', 'guide/framework/solid').includes('构建过程只从 `tsconfig.json` 中读取路径别名，不读取其中的 JSX 配置'));
  const tsconfig = {
    compilerOptions: {
      target: 'ES2020',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'preserve',
      jsxImportSource: 'solid-js',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      paths: { '@/*': ['./src/*'] },
    },
    include: ['src'],
  };
  const dir = project({
    'tsconfig.json': JSON.stringify(tsconfig, null, 2),
    'src/lib/label.ts': "export const label = 'ALIAS_LABEL';\n",
    'src/index.tsx': 'import { label } from \'@/lib/label\';\n\nexport const view = <h1 id="title">{label}</h1>;\nconsole.log(view);\n',
  });
  build(dir);
  const js = distText(dir, /^static\/js\/index\./);
  assert.ok(js.includes('ALIAS_LABEL'), 'the paths alias of tsconfig.json is applied');
  assert.match(js, /React\.createElement\("h1"/, 'the JSX settings of tsconfig.json are not');
  assert.doesNotMatch(js, /solid-js/);
});
