// Facts behind the accuracy review of session 96 (slice g): guide/basic/cli, guide/start/quick-start and
// plugins/list/plugin-svgr, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project,
// topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// No fix: every statement checked on the three pages holds at 0.5.9 (see /work/review96/REPORT-g.md). Confirmed by a
// run here, where no earlier facts file had run them:
// 1. guide/start/quick-start, "Build for production": the project the page builds (its package.json, src/index.ts and
//    rsbuild.config.ts) prints exactly the page's size table, down to the hash (index.18390a28.js), and its index.html
//    has the title Hello Rsbuild and the <div id="root"></div> the code renders into.
// 2. plugins/list/plugin-svgr, exclude and excludeImporter: earlier facts files ran plugin 0.5.4, which has neither
//    option. With the 0.5.9 plugin (below), exportType 'default', an exclude for src/illustrations and an
//    excludeImporter for src/legacy: a plain import of an icon is a component, one of an illustration a data URI, the
//    icon imported from src/legacy a data URI too, and a ?react import of the excluded illustration still a component.
//    With mixedImport, the excluded file has no ReactComponent export (undefined) and the other one has it. The same
//    build shows that the default query /react/ also matches ?reactive (a component).
// 3. plugins/list/plugin-svgr, svgrOptions: "arrays are concatenated: plugins you list in svgoConfig.plugins run in
//    addition to preset-default and prefixIds", with the page's example (icon, titleProp, removeAttrs of stop-color):
//    the component has width and height "1em", renders a <title> from its title prop, keeps no stop-color, and its
//    gradient id is still shortened and prefixed (logo_svg__a), the comment gone.
// 4. plugins/list/plugin-svgr, mixedImport: "In production builds, tree shaking drops the component again when nothing
//    uses ReactComponent; in development it stays in the bundle": with only the URL imported, a production build keeps
//    no trace of the SVG markup (no logo_svg__a, no linearGradient) and a development-mode build (NODE_ENV=development
//    rsbuild build, the mode of rsbuild dev) keeps it. (React itself stays in the production bundle, imported by the
//    SVG module; a React app has it anyway, so the page's words hold.)
// 5. plugins/list/plugin-svgr, mixedImport, TypeScript: "A second declare module '*.svg' block is merged with the one
//    from @rsbuild/core/types": with the page's env.d.ts, tsc accepts the page's App.tsx, and the default import is
//    still typed string (assigning it to a number is the only error).
//
// Tests 2-4 need @rsbuild/plugin-svgr 0.5.9, which the repository does not install and the registry reachable here does
// not hold (0.5.1 and 0.5.4 only). They run only when REVIEW96g_DEPS names a folder prepared outside the repository
// (otherwise they check the pages' words and skip the run):
//   npm i --prefix $REVIEW96g_DEPS @rsbuild/core@0.5.9 @rsbuild/plugin-svgr@0.5.4
//   npx esbuild ../shared/rsbuild-0.5.9/packages/plugin-svgr/src/index.ts --format=cjs --platform=node --target=node16
//     --outfile=$REVIEW96g_DEPS/node_modules/@rsbuild/plugin-svgr/dist/index.js
//   printf "import m from './index.js';\nexport const pluginSvgr = m.pluginSvgr;\n" \
//     > $REVIEW96g_DEPS/node_modules/@rsbuild/plugin-svgr/dist/index.mjs
// that is, 0.5.4's package (its dist/loader.js is the same source as 0.5.9's src/loader.ts; its own @rsbuild/shared is
// 0.5.4) with the plugin code of 0.5.9's src/index.ts, which differs from 0.5.4's dist only by exclude and
// excludeImporter.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REACT_LINKS, ROOT, build, distText, linkPackages, pageSays, project, runBuiltPage } from './topics-support';

const DEPS = process.env.REVIEW96g_DEPS;
const SKIP = 'REVIEW96g_DEPS is not set: @rsbuild/plugin-svgr 0.5.9 is not installed in the repository';
const SVGR = 'plugins/list/plugin-svgr';
const QUICK_START = 'guide/start/quick-start';

/** A project with the SVGR plugin of REVIEW96g_DEPS registered with `options` next to the React plugin. */
function svgrProject(files: Record<string, string>, options: string, config = ''): string {
  const dir = project(
    {
      ...files,
      'rsbuild.config.mjs': [
        "import { pluginReact } from '@rsbuild/plugin-react';",
        "import { pluginSvgr } from '@rsbuild/plugin-svgr';",
        `export default { ${config}plugins: [pluginReact(), pluginSvgr(${options})] };`,
        '',
      ].join('\n'),
    },
    REACT_LINKS,
  );
  linkPackages(dir, DEPS ?? '', ['@rsbuild/plugin-svgr']);
  return dir;
}

/** The page's src/logo.svg (What the component contains). */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
  <!-- a comment -->
  <defs><linearGradient id="g"><stop offset="0" stop-color="#ff5e00"/></linearGradient></defs>
  <circle cx="12" cy="12" r="10" fill="url(#g)" />
</svg>
`;

const SMALL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>\n';

test(`${QUICK_START} "Build for production": the page's project prints the page's size table (index.html 0.26 kB, index.18390a28.js 0.30 kB) and its page has the title Hello Rsbuild`, () => {
  const table = [
    '  File                                Size       Gzipped',
    '  dist/index.html                     0.26 kB    0.20 kB',
    '  dist/static/js/index.18390a28.js    0.30 kB    0.24 kB',
    '',
    '  Total size:  0.56 kB',
    '  Gzipped size:  0.44 kB',
  ];
  const printed = `ready   Client compiled in 0.21 s\ninfo    Production file sizes:\n\n${table.join('\n')}\n\`\`\``;
  pageSays(QUICK_START, { en: printed, zh: printed });
  const dir = project(
    {
      'package.json': JSON.stringify(
        {
          scripts: { dev: 'rsbuild dev', build: 'rsbuild build', preview: 'rsbuild preview' },
          devDependencies: { '@rsbuild/core': '^0.5.9' },
        },
        null,
        2,
      ),
      'src/index.ts': [
        "const root = document.querySelector<HTMLDivElement>('#root')!;",
        '',
        'root.innerHTML = `',
        '  <h1>Hello, Rsbuild!</h1>',
        '  <p>Edit src/index.ts and save to see the page update.</p>',
        '`;',
        '',
      ].join('\n'),
      'rsbuild.config.ts':
        "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  html: {\n    title: 'Hello Rsbuild',\n  },\n});\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const run = build(dir);
  const lines = run.output.split('\n').map((line) => line.trimEnd());
  const start = lines.indexOf(table[0]);
  assert.ok(start > 0, run.output);
  assert.deepEqual(lines.slice(start, start + table.length), table);
  assert.match(lines[start - 3], /^ready {3}Client compiled in [\d.]+ m?s$/);
  assert.equal(lines[start - 2], 'info    Production file sizes:');
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.ok(html.includes('<title>Hello Rsbuild</title>') && html.includes('<div id="root"></div>'), html);
});

test(`${SVGR} exclude and excludeImporter: "A matching file is handled like any SVG without the plugin", "a matching importer gets the URL instead", "Imports with the query (?react) still give a component", and /react/ "also matches ?reactive"`, (t) => {
  pageSays(SVGR, {
    en: 'A matching file is handled like any SVG without the plugin: its import gives the URL (or a data URI when the file is at most [output.dataUriLimit](/config/output/data-uri-limit)), and with `mixedImport` there is no `ReactComponent` export for it. Imports with the [query](#query) (`?react`) still give a component.',
    zh: '匹配的文件会像没有插件时一样处理：引入得到的是 URL（不超过 [output.dataUriLimit](/zh/config/output/data-uri-limit) 时是 data URI），在 `mixedImport` 下也不会有 `ReactComponent` 导出。带 [query](#query) 查询参数（`?react`）的引入仍然得到组件。',
  });
  pageSays(SVGR, {
    en: 'Where `exclude` looks at the SVG file, `excludeImporter` looks at the file that contains the `import` (the issuer), tested against its absolute path. Like `exclude`, it only matters with [mixedImport](#mixedimport) or `svgrOptions.exportType`. Without it, the plain-import rule applies to SVG files imported from JavaScript and TypeScript files (`.js`, `.jsx`, `.mjs`, `.cjs`, `.ts`, `.tsx`, `.mts`, `.cts`) and from `.mdx` files; a matching importer gets the URL instead.',
    zh: '`exclude` 看的是 SVG 文件本身，而 `excludeImporter` 看的是写有 `import` 语句的文件（即 issuer），同样与它的绝对路径进行匹配。和 `exclude` 一样，它只在开启 [mixedImport](#mixedimport) 或设置了 `svgrOptions.exportType` 时才有意义。没有设置它时，普通引入的规则作用于从 JavaScript 和 TypeScript 文件（`.js`、`.jsx`、`.mjs`、`.cjs`、`.ts`、`.tsx`、`.mts`、`.cts`）以及 `.mdx` 文件中引入的 SVG；匹配的引入方得到的则是 URL。',
  });
  pageSays(SVGR, {
    en: 'Because the value is a regular expression, it matches anywhere in the query: `/react/` also matches `?reactive`.',
    zh: '由于该值是正则表达式，它会匹配查询参数中的任意位置：`/react/` 同样能匹配 `?reactive`。',
  });
  if (!DEPS) {
    t.skip(SKIP);
    return;
  }
  const svgs = { 'src/icons/icon.svg': SMALL_SVG, 'src/illustrations/hero.svg': SMALL_SVG };
  const options = 'exclude: /[\\\\/]src[\\\\/]illustrations[\\\\/]/, excludeImporter: /[\\\\/]src[\\\\/]legacy[\\\\/]/';
  const page = svgrProject(
    {
      ...svgs,
      'src/legacy/old.js': "import icon from '../icons/icon.svg';\nexport default icon;\n",
      'src/index.js': [
        "import Icon from './icons/icon.svg';",
        "import hero from './illustrations/hero.svg';",
        "import legacyIcon from './legacy/old.js';",
        "import Hero from './illustrations/hero.svg?react';",
        "import Reactive from './icons/icon.svg?reactive';",
        'globalThis.result = { Icon: typeof Icon, hero: String(hero), legacyIcon: String(legacyIcon), Hero: typeof Hero, Reactive: typeof Reactive };',
        '',
      ].join('\n'),
    },
    `{ svgrOptions: { exportType: 'default' }, ${options} }`,
  );
  build(page);
  const result = runBuiltPage(page).result as Record<string, string>;
  assert.equal(result.Icon, 'function');
  assert.match(result.hero, /^data:image\/svg\+xml;base64,/);
  assert.match(result.legacyIcon, /^data:image\/svg\+xml;base64,/);
  assert.equal(result.Hero, 'function');
  assert.equal(result.Reactive, 'function');

  const mixed = svgrProject(
    {
      ...svgs,
      'src/index.js': [
        "import iconUrl, { ReactComponent as Icon } from './icons/icon.svg';",
        "import heroUrl, { ReactComponent as Hero } from './illustrations/hero.svg';",
        'globalThis.result = { iconUrl: String(iconUrl), Icon: typeof Icon, heroUrl: String(heroUrl), Hero: typeof Hero };',
        '',
      ].join('\n'),
    },
    `{ mixedImport: true, ${options} }`,
  );
  build(mixed);
  const both = runBuiltPage(mixed).result as Record<string, string>;
  assert.equal(both.Icon, 'function');
  assert.equal(both.Hero, 'undefined');
  assert.match(both.iconUrl, /^data:image\/svg\+xml;base64,/);
  assert.match(both.heroUrl, /^data:image\/svg\+xml;base64,/);
});

test(`${SVGR} svgrOptions "arrays are concatenated: plugins you list in svgoConfig.plugins run in addition to preset-default and prefixIds": the page's example gives 1em, a <title> from the title prop, no stop-color, and the prefixed id`, (t) => {
  pageSays(SVGR, {
    en: 'They are merged deeply into the defaults, and arrays are concatenated: plugins you list in `svgoConfig.plugins` run **in addition** to `preset-default` and `prefixIds`.',
    zh: '它们会与默认值深度合并，数组会被拼接：你在 `svgoConfig.plugins` 中列出的插件会在 `preset-default` 和 `prefixIds` 之外**额外**执行。',
  });
  pageSays(SVGR, {
    en: "        icon: true,\n        titleProp: true,\n        svgoConfig: {\n          plugins: [{ name: 'removeAttrs', params: { attrs: 'stop-color' } }],\n        },",
    zh: "        icon: true,\n        titleProp: true,\n        svgoConfig: {\n          plugins: [{ name: 'removeAttrs', params: { attrs: 'stop-color' } }],\n        },",
  });
  if (!DEPS) {
    t.skip(SKIP);
    return;
  }
  const dir = svgrProject(
    { 'src/logo.svg': LOGO, 'src/index.jsx': "import Logo from './logo.svg?react';\nglobalThis.result = Logo;\n" },
    "{ svgrOptions: { icon: true, titleProp: true, svgoConfig: { plugins: [{ name: 'removeAttrs', params: { attrs: 'stop-color' } }] } } }",
    'output: { minify: false }, ',
  );
  build(dir);
  const js = distText(dir, /\.js$/);
  const component = js.slice(js.indexOf('const SvgLogo'), js.indexOf('(SvgLogo)'));
  assert.ok(component.length > 0, js);
  assert.match(component, /width: "1em",\s+height: "1em",/);
  assert.match(component, /title \? .*\("title", \{\s+id: titleId,\s+children: title/s);
  assert.match(component, /id: "logo_svg__a"/);
  assert.match(component, /fill: "url\(#logo_svg__a\)"/);
  assert.ok(!/stop-color|stopColor|ff5e00|a comment/.test(component), component);
});

test(`${SVGR} mixedImport "In production builds, tree shaking drops the component again when nothing uses ReactComponent; in development it stays in the bundle"`, (t) => {
  pageSays(SVGR, {
    en: 'Every SVG file imported this way is compiled into a component as well, even where you only use the URL. In production builds, tree shaking drops the component again when nothing uses `ReactComponent`; in development it stays in the bundle.',
    zh: '以这种方式引入的每个 SVG 文件都会被编译成组件，即使你只用到了 URL。在生产构建中，如果没有任何地方使用 `ReactComponent`，tree shaking 会把组件移除；在开发模式下，组件会保留在产物中。',
  });
  if (!DEPS) {
    t.skip(SKIP);
    return;
  }
  const dir = svgrProject(
    { 'src/logo.svg': LOGO, 'src/index.js': "import logoUrl from './logo.svg';\nglobalThis.result = logoUrl;\n" },
    '{ mixedImport: true }',
  );
  build(dir);
  const production = distText(dir, /\.js$/);
  assert.match(String(runBuiltPage(dir).result), /^data:image\/svg\+xml;base64,/);
  assert.ok(!/logo_svg__a|linearGradient/.test(production), 'the component is gone from the production bundle');
  build(dir, { NODE_ENV: 'development' });
  const development = distText(dir, /\.js$/);
  assert.ok(development.includes('logo_svg__a') && development.includes('linearGradient'), 'the component stays in development');
});

test(`${SVGR} mixedImport "A second declare module '*.svg' block is merged with the one from @rsbuild/core/types": tsc accepts the page's App.tsx, and the default import stays a string`, () => {
  const declaration =
    "/// <reference types=\"@rsbuild/core/types\" />\n\ndeclare module '*.svg' {\n  import type { FunctionComponent, SVGProps } from 'react';\n\n  export const ReactComponent: FunctionComponent<SVGProps<SVGSVGElement>>;\n}\n";
  const app =
    'import logoUrl, { ReactComponent as Logo } from \'./logo.svg\';\n\nexport default function App() {\n  return (\n    <main>\n      <Logo width={48} height={48} />\n      <img src={logoUrl} alt="Logo" />\n    </main>\n  );\n}\n';
  pageSays(SVGR, {
    en: `For TypeScript, add the named export to the \`*.svg\` declaration. A second \`declare module '*.svg'\` block is merged with the one from \`@rsbuild/core/types\`:\n\n\`\`\`ts title="src/env.d.ts"\n${declaration}\`\`\``,
    zh: `在 TypeScript 中，需要为 \`*.svg\` 的声明加上这个具名导出。第二个 \`declare module '*.svg'\` 代码块会与 \`@rsbuild/core/types\` 中的声明合并：\n\n\`\`\`ts title="src/env.d.ts"\n${declaration}\`\`\``,
  });
  pageSays(SVGR, { en: `\`\`\`tsx title="src/App.tsx"\n${app}\`\`\``, zh: `\`\`\`tsx title="src/App.tsx"\n${app}\`\`\`` });
  const dir = project(
    {
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          strict: true,
          jsx: 'react-jsx',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['src'],
      }),
      'src/env.d.ts': declaration,
      'src/App.tsx': app,
      'src/check.ts': "import logoUrl from './logo.svg';\n\nexport const n: number = logoUrl;\n",
    },
    { '@rsbuild/core': 'rsbuild-0.5', '@types/react': '@types/react' },
  );
  const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: dir, encoding: 'utf8' });
  assert.equal(tsc.status, 2, tsc.stdout);
  assert.deepEqual(tsc.stdout.trim().split('\n'), ["src/check.ts(3,14): error TS2322: Type 'string' is not assignable to type 'number'."]);
});
