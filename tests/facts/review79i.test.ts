// Facts behind the corrections of review 79 (slice i), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/css-usage, "Styles are not applied at all": a <link> written into the HTML template by hand, pointing at a
//   file under src, is not processed. `rsbuild dev` does not answer it with 404 but with the HTML page (the page fallback
//   takes the stylesheet's Accept header, `text/css,*/*;q=0.1`, for one that accepts HTML), which Chromium does not apply
//   as a stylesheet; after a build there is no such file, and `rsbuild preview` answers 404.
// - plugins/list/plugin-styled-components: with the plugin's defaults in a web-only build (ssr: false), the transform
//   writes a displayName and no componentId, and styled-components 6 then makes the component's class from the name in
//   place of `sc` (`App__Button-doPWIu feQcDk`, where the button without the plugin has `sc-beySPh hDoMBW`); only with ssr
//   (a componentId) does the class keep `sc-` (`App__Button-sc-<hash>-0`). The page said `App__Button-sc-…` for the
//   default. The componentId is a hash of the file's source (the same in every folder: review 80 built the page's
//   src/App.tsx in seven), `sc-63eec265-0` for the page's src/App.tsx; the page had quoted its ssr section's example ID,
//   `App__Button-sc-d2fd13a9-0`, as that button's class.
// - plugins/list/plugin-svgr, "What an SVG import gives in plugin 0.5.9": `./logo.svg?react` is the component "whatever the
//   other options, as long as query is left at its default"; with `query: /component/` the same import is a URL.
//
// Neither @rsbuild/plugin-styled-components, @rsbuild/plugin-svgr nor styled-components is installed in the repository.
// The parts that always run use stand-ins written from the plugins' 0.5.9 source: the styled-components plugin whole
// (its src/index.ts is the tools.swc function below), and the svgr plugin's rule for `.svg` files (the oneOf items for
// `?url`, `?inline`, the `query` and plain assets, in that order) with a loader that returns a function in place of
// SVGR's component. With REVIEW79I_DEPS set to a folder whose node_modules holds styled-components 6.1.8, react 18.2.0,
// react-dom 18.2.0 and @rsbuild/plugin-svgr (`npm install styled-components@6.1.8 react@18.2.0 react-dom@18.2.0
// @rsbuild/plugin-svgr@0.5.4` there: the registry we reach has no 0.5.9 of the plugin, and the rules for `?react`, `query`,
// `mixedImport` and `exportType` of 0.5.4's dist/index.js are those of 0.5.9's src/index.ts, which only adds `exclude`
// and `excludeImporter`), the classes are read in Chromium and the real plugin is run; without it those parts skip.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import {
  REACT_LINKS,
  ask,
  build,
  buildAndVisit,
  devServer,
  distFiles,
  distText,
  page,
  previewServer,
  project,
  sharedBrowser,
  visit,
  linkPackages,
} from './topics-support';
import { STYLED_PLUGIN } from './stand-in-plugins';

const browser = sharedBrowser();

const DEPS = process.env.REVIEW79I_DEPS;
const NO_DEPS = 'REVIEW79I_DEPS is not set: styled-components and @rsbuild/plugin-svgr are not installed in the repository';

/** Links packages of the DEPS folder into a project's node_modules (linkPackages). */
const linkDeps = (dir: string, names: string[]): void => linkPackages(dir, DEPS ?? '', names);

// ---------------------------------------------------------------------------------------------------------
// guide/basic/css-usage "Styles are not applied at all"

test('guide/basic/css-usage "a <link> written into the HTML template by hand, pointing at a file under src, is not processed: rsbuild dev answers it with the HTML page, which the browser does not apply as a stylesheet, and after a build it is a 404"', async () => {
  assert.ok(
    page('en', 'guide/basic/css-usage').includes(
      '`rsbuild dev` answers it with the HTML page, which the browser does not apply as a stylesheet, and after a build it is a 404',
    ),
  );
  assert.ok(
    page('zh', 'guide/basic/css-usage').includes('`rsbuild dev` 对它返回的是 HTML 页面，浏览器不会把它当作样式表应用，构建之后则是 404'),
  );
  const dir = project({
    'template.html':
      '<!doctype html><html><head><title>linked-by-hand</title><link rel="stylesheet" href="/src/index.css"></head><body><p class="x">x</p><div id="root"></div></body></html>\n',
    'src/index.css': '.x { color: rgb(255, 0, 0); }\n',
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': "export default { html: { template: './template.html' } };\n",
  });
  const stylesheet = { client: 'none' as const, headers: { accept: 'text/css,*/*;q=0.1' } };

  const dev = await devServer(dir);
  try {
    const answer = await ask(dev.port, '/src/index.css', stylesheet);
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    assert.equal(answer.page, 'linked-by-hand');
    const { value } = await visit(browser(), `${dev.url}/`, () => getComputedStyle(document.querySelector('.x') as Element).color);
    assert.equal(value, 'rgb(0, 0, 0)', 'the rule of src/index.css is not applied');
  } finally {
    await dev.stop();
  }

  build(dir);
  assert.ok(!distFiles(dir).some((f) => f.startsWith('src/')), distFiles(dir).join(', '));
  assert.ok(distText(dir, /^index\.html$/).includes('href="/src/index.css"'), 'the link is left as written');
  const preview = await previewServer(dir);
  try {
    assert.equal((await ask(preview.port, '/src/index.css', stylesheet)).status, 404);
  } finally {
    await preview.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-styled-components: the class names

/** The component of the page's "What the transform does". */
const APP_TSX = `import styled from 'styled-components';

const Button = styled.button\`
  color: #ff5e00;
  padding: 8px 16px;
  border: 2px solid currentColor;
\`;

export default function App() {
  return <Button type="button">Click me</Button>;
}
`;

test('plugins/list/plugin-styled-components "styled-components uses the name in the class in place of sc": with the defaults of a web-only build the transform writes displayName: "App__Button" and no componentId; with targets web and node (ssr) both bundles carry componentId "sc-…", "sc-63eec265-0" for the page\'s src/App.tsx ("App__Button-sc-63eec265-0 for this file")', () => {
  for (const [lang, words, ssr] of [
    [
      'en',
      'uses the name in the class in place of `sc` (`App__Button-doPWIu` instead of `sc-beySPh`)',
      'the first class ends in the component ID instead, `App__Button-sc-63eec265-0` for this file',
    ],
    [
      'zh',
      '用这个名称替换类名开头的 `sc`（`App__Button-doPWIu`，而不是 `sc-beySPh`）',
      '第一个类名则以组件 ID 结尾，这个文件中为 `App__Button-sc-63eec265-0`',
    ],
  ] as const) {
    const text = page(lang, 'plugins/list/plugin-styled-components');
    assert.ok(text.includes(words), `${lang}: the page says so`);
    assert.ok(text.includes('`App__Button-doPWIu feQcDk`') && text.includes(ssr), lang);
    assert.ok(!text.includes('App__Button-sc-…') && !text.includes('App__Button-sc-bUQyIj'), lang);
    assert.ok(!text.includes('App__Button-sc-d2fd13a9-0'), `${lang}: the example ID of the ssr section is not this button's`);
  }
  const files = (targets: string[]) =>
    project(
      {
        'styled-plugin.cjs': STYLED_PLUGIN,
        // the transform recognizes the import by its source; the package only has to resolve
        'node_modules/styled-components/package.json': '{ "name": "styled-components", "version": "6.1.8", "main": "index.js" }\n',
        'node_modules/styled-components/index.js': 'module.exports = function styled() {};\n',
        'src/App.js': "import styled from 'styled-components';\nexport const Button = styled.button`\n  color: #ff5e00;\n`;\n",
        'src/index.js': "import { Button } from './App';\nconsole.log(Button);\n",
        'rsbuild.config.mjs': `import { pluginStyledComponents } from './styled-plugin.cjs';\nexport default { plugins: [pluginStyledComponents()], output: { minify: false, targets: ${JSON.stringify(targets)} } };\n`,
      },
      { '@rsbuild/shared': 'rsbuild-shared-0.5', '@rsbuild/core': 'rsbuild-0.5' },
    );
  const web = files(['web']);
  build(web);
  const webJs = distText(web, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(webJs, /withConfig\(\{\s*displayName: "App__Button"\s*\}\)/);
  assert.doesNotMatch(webJs, /componentId/);

  const both = files(['web', 'node']);
  build(both);
  for (const js of [distText(both, /^static\/js\/index\.[0-9a-f]{8}\.js$/), distText(both, /^server\/index\.js$/)]) {
    assert.match(js, /withConfig\(\{\s*displayName: "App__Button",\s*componentId: "sc-[0-9a-f]{8}-0"\s*\}\)/, js);
  }

  // The page's own src/App.tsx, with ssr: its componentId, which the class quoted on the page ends in.
  const appBlock = codeBlocks(page('en', 'plugins/list/plugin-styled-components')).find((b) => b.meta.includes('title="src/App.tsx"'));
  assert.equal(`${appBlock?.code}\n`, APP_TSX, "the page's src/App.tsx is the component built here");
  const ssr = project(
    {
      'styled-plugin.cjs': STYLED_PLUGIN,
      'node_modules/styled-components/package.json': '{ "name": "styled-components", "version": "6.1.8", "main": "index.js" }\n',
      'node_modules/styled-components/index.js': 'module.exports = function styled() {};\n',
      'src/App.tsx': APP_TSX,
      'src/index.tsx': "import App from './App';\nconsole.log(App);\n",
      'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginStyledComponents } from './styled-plugin.cjs';\nexport default { plugins: [pluginReact(), pluginStyledComponents()], output: { minify: false, targets: ['web', 'node'] } };\n`,
    },
    { '@rsbuild/shared': 'rsbuild-shared-0.5', '@rsbuild/core': 'rsbuild-0.5', ...REACT_LINKS },
  );
  build(ssr);
  for (const js of [distText(ssr, /^static\/js\/index\.[0-9a-f]{8}\.js$/), distText(ssr, /^server\/index\.js$/)]) {
    assert.match(js, /withConfig\(\{\s*displayName: "App__Button",\s*componentId: "sc-63eec265-0"\s*\}\)/);
  }
});

test('plugins/list/plugin-styled-components "The class names then start with the component\'s name, App__Button-doPWIu feQcDk where the button had sc-beySPh hDoMBW, in development and production alike ... with ssr, the first class ends in the component ID instead, App__Button-sc-63eec265-0 for this file" (styled-components 6.1.8 in Chromium)', {
  skip: DEPS ? false : NO_DEPS,
}, async () => {
  const app = (config: string) => {
    const dir = project(
      {
        'styled-plugin.cjs': STYLED_PLUGIN,
        'src/App.tsx': APP_TSX,
        'src/index.tsx':
          "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
        'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginStyledComponents } from './styled-plugin.cjs';\nexport default ${config};\n`,
      },
      { '@rsbuild/shared': 'rsbuild-shared-0.5', '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' },
    );
    linkDeps(dir, ['styled-components', 'react', 'react-dom']);
    return dir;
  };
  const readClass = () => document.querySelector('button')?.className;
  const plain = app('{ plugins: [pluginReact()] }');
  assert.equal((await buildAndVisit(browser(), plain, readClass)).value, 'sc-beySPh hDoMBW');

  const withPlugin = app('{ plugins: [pluginReact(), pluginStyledComponents()] }');
  assert.equal((await buildAndVisit(browser(), withPlugin, readClass)).value, 'App__Button-doPWIu feQcDk');
  const dev = await devServer(withPlugin);
  try {
    assert.equal((await visit(browser(), `${dev.url}/`, readClass)).value, 'App__Button-doPWIu feQcDk');
  } finally {
    await dev.stop();
  }

  const ssr = app("{ plugins: [pluginReact(), pluginStyledComponents()], output: { targets: ['web', 'node'] } }");
  assert.match(String((await buildAndVisit(browser(), ssr, readClass)).value), /^App__Button-sc-63eec265-0 [A-Za-z]+$/);
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-svgr "What an SVG import gives in plugin 0.5.9"

/**
 * The rule for `.svg` files of @rsbuild/plugin-svgr 0.5.9 (packages/plugin-svgr/src/index.ts): the built-in rule is
 * replaced by oneOf items for `?url` (or `__inline=false`), `?inline`, the `query` option (default /react/) and plain
 * assets, in that order. SVGR's loader is replaced by one that returns a function: what is checked is which item an
 * import falls into.
 */
const SVGR_RULE_STAND_IN = (loader: string) => `exports.pluginSvgr = (options = {}) => ({
  name: 'rsbuild:svgr',
  setup(api) {
    api.modifyBundlerChain(async (chain, { CHAIN_ID }) => {
      chain.module.rules.delete(CHAIN_ID.RULE.SVG);
      const rule = chain.module.rule(CHAIN_ID.RULE.SVG).test(/\\.svg$/);
      rule.oneOf(CHAIN_ID.ONE_OF.SVG_URL).type('asset/resource').resourceQuery(/(__inline=false|url)/);
      rule.oneOf(CHAIN_ID.ONE_OF.SVG_INLINE).type('asset/inline').resourceQuery(/inline/);
      rule.oneOf(CHAIN_ID.ONE_OF.SVG_REACT).type('javascript/auto').resourceQuery(options.query || /react/)
        .use(CHAIN_ID.USE.SVGR).loader(${JSON.stringify(loader)});
      rule.oneOf(CHAIN_ID.ONE_OF.SVG_ASSET).type('asset').parser({ dataUrlCondition: { maxSize: 10000 } });
    });
  },
});
`;

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>\n';
const SVG_IMPORTS =
  "import react from './logo.svg?react';\nimport component from './logo.svg?component';\nwindow.kinds = { react: typeof react, component: typeof component };\n";
const readKinds = () => (window as unknown as { kinds: Record<string, string> }).kinds;

test('plugins/list/plugin-svgr "./logo.svg?react: the component ... whatever the other options, as long as query is left at its default": with query: /component/ the ?react import falls to the plain SVG rule and is a URL (rule stand-in)', async () => {
  assert.ok(
    page('en', 'plugins/list/plugin-svgr').includes('whatever the other options, as long as [query](#query) is left at its default'),
  );
  assert.ok(page('zh', 'plugins/list/plugin-svgr').includes('只要 [query](#query) 保持默认值，就与其他选项无关'));
  const app = (options: string) =>
    project({
      'svgr-rule.cjs': SVGR_RULE_STAND_IN('./component-loader.cjs'),
      'component-loader.cjs': "module.exports = function () { return 'export default function SvgComponent() { return null; }'; };\n",
      'src/logo.svg': SVG,
      'src/index.js': SVG_IMPORTS,
      'rsbuild.config.mjs': `import { pluginSvgr } from './svgr-rule.cjs';\nexport default { plugins: [pluginSvgr(${options})] };\n`,
    });
  assert.deepEqual((await buildAndVisit(browser(), app(''), readKinds)).value, { react: 'function', component: 'string' });
  assert.deepEqual((await buildAndVisit(browser(), app('{ query: /component/ }'), readKinds)).value, {
    react: 'string',
    component: 'function',
  });
});

test('plugins/list/plugin-svgr "as long as query is left at its default" with the plugin itself: ?react is a function by default, a URL string with query: /component/', {
  skip: DEPS ? false : NO_DEPS,
}, async () => {
  const app = (options: string) => {
    const dir = project(
      {
        'src/logo.svg': SVG,
        'src/index.js': SVG_IMPORTS,
        'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginSvgr } from '@rsbuild/plugin-svgr';\nexport default { plugins: [pluginReact(), pluginSvgr(${options})] };\n`,
      },
      { '@rsbuild/core': 'rsbuild-0.5', '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' },
    );
    linkDeps(dir, ['@rsbuild/plugin-svgr', 'react']);
    return dir;
  };
  assert.deepEqual((await buildAndVisit(browser(), app(''), readKinds)).value, { react: 'function', component: 'string' });
  assert.deepEqual((await buildAndVisit(browser(), app('{ query: /component/ }'), readKinds)).value, {
    react: 'string',
    component: 'function',
  });
});
