// Each content gate is proven to fail: a defect is planted into a small fixture docs folder that
// passes every gate when clean, and the gate must name the file, the line and what to change.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import type { Lang } from '../../site';
import { PLUGIN_DECLARATIONS, readDeclarations } from '../../scripts/gates/check-examples';
import { buildNav, buildSidebar } from '../../scripts/lib/site-nav';
import {
  type ByMode,
  type Navigation,
  type Problem,
  checkDefaults,
  checkExampleGate,
  checkFrontMatter,
  checkLinks,
  checkLocalizedNavigation,
  checkParity,
  checkPluginVersions,
  checkRouteList,
  checkRoutes,
  checkStubs,
  checkTypography,
  realDefaults,
  report,
} from '../../scripts/gates/gates';

const filler = (lang: Lang): string =>
  lang === 'en'
    ? 'The development server listens on this port. When the port is taken, Rsbuild tries the next free one unless strictPort is set. '.repeat(
        5,
      )
    : '开发服务器监听这个端口。当端口被占用时，Rsbuild 会自动尝试下一个可用的端口，除非开启了 strictPort。'.repeat(5);

const PORT: Record<Lang, string> = {
  en: `# server.port

- **Type:** \`number\`
- **Default:** \`8080\`

${filler('en')}

## Example

\`\`\`ts title="rsbuild.config.ts"
import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  server: { port: 3000 },
});
\`\`\`

See [strict port](/config/server/strict-port#example).
`,
  zh: `# server.port

- **类型：** \`number\`
- **默认值：** \`8080\`

${filler('zh')}

## 示例

\`\`\`ts title="rsbuild.config.ts"
import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  server: { port: 3000 },
});
\`\`\`

参见 [strictPort](/zh/config/server/strict-port#示例)。
`,
};
const STRICT: Record<Lang, string> = {
  en: `# server.strictPort\n\n- **Type:** \`boolean\`\n- **Default:** \`false\`\n\n${filler('en')}\n\n## Example\n\nText.\n`,
  zh: `# server.strictPort\n\n- **类型：** \`boolean\`\n- **默认值：** \`false\`\n\n${filler('zh')}\n\n## 示例\n\n文本。\n`,
};
const RELEASE: Record<Lang, string> = {
  en: `---\npublished_at: 2024-03-19 08:00:00\n---\n\n# Rsbuild v0.5\n\n${filler('en')}\n`,
  zh: `---\npublished_at: 2024-03-19 08:00:00\n---\n\n# Rsbuild v0.5\n\n${filler('zh')}\n`,
};
const home = (lang: Lang): string => {
  const p = lang === 'en' ? '' : '/zh';
  return `---
pageType: home
link-rss: [releases-${lang}-rss, releases-${lang}-atom]
hero:
  name: Rsbuild
  text: Build tool
  tagline: Speeds up webpack-based apps
  image: { src: /logo.svg, alt: Logo }
  actions:
    - { theme: brand, text: Introduction, link: ${p}/guide/start/ }
    - { theme: alt, text: Quick Start, link: ${p}/guide/start/quick-start }
features:
${Array.from({ length: 6 }, (_, i) => `  - { title: F${i}, details: D${i} }`).join('\n')}
---
`;
};
const ROUTES = [
  '/guide/start/',
  '/guide/start/quick-start',
  '/zh/guide/start/',
  '/zh/guide/start/quick-start',
  '/',
  '/config/server/port',
  '/config/server/strict-port',
  '/community/releases/v0-5',
  '/zh/',
  '/zh/config/server/port',
  '/zh/config/server/strict-port',
  '/zh/community/releases/v0-5',
];

// A declaration of a plugin's options, as tests/content/plugins-0.5.9/ holds them (a fixture: the
// gates' proofs do not depend on the declarations being written for the real plugins).
const DECLARATION = `// @rsbuild/plugin-svgr, fixture declaration.
declare module '@rsbuild/plugin-svgr' {
  export type PluginSvgrOptions = {
    /** Default: \`false\` */
    mixedImport?: boolean;
    /** Default: \`{ svgo: true }\` */
    svgrOptions?: Record<string, unknown>;
    /** Default: \`undefined\` */
    exclude?: RegExp | RegExp[];
  };
  export function pluginSvgr(options?: PluginSvgrOptions): import('@rsbuild/core').RsbuildPlugin;
}
`;
const declarations = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-declarations-'));
fs.writeFileSync(path.join(declarations, 'plugin-svgr.d.ts'), DECLARATION);

/** A config example that registers a plugin with these options (the plugin call is on line 5 of the block). */
const pluginExample = (module: string, fn: string, options: string, fence = '```ts title="rsbuild.config.ts"'): string =>
  `${fence}\nimport { defineConfig } from '@rsbuild/core';\nimport { ${fn} } from '${module}';\n\nexport default defineConfig({\n  plugins: [${fn}(${options})],\n});\n\`\`\`\n`;

let defaults: { normalized: ByMode; rspack: ByMode };
before(async () => {
  defaults = await realDefaults();
});

/** What to plant in a fixture file: its new text, an edit of the clean text, or null to delete it. */
type Plant = Record<string, string | null | ((clean: string) => string)>;

/** A clean fixture docs folder; `plant` edits files { 'en/x.mdx': text | edit | null (delete) }. */
function fixture(plant: Plant = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-'));
  const files: Record<string, string> = {};
  for (const lang of ['en', 'zh'] as const) {
    files[`${lang}/index.mdx`] = home(lang);
    files[`${lang}/config/server/port.mdx`] = PORT[lang];
    files[`${lang}/config/server/strict-port.mdx`] = STRICT[lang];
    files[`${lang}/community/releases/v0-5.mdx`] = RELEASE[lang];
    files[`${lang}/guide/start/index.mdx`] = `# ${lang === 'en' ? 'Introduction' : '介绍'}\n\n${filler(lang)}\n`;
    files[`${lang}/guide/start/quick-start.mdx`] = `# ${lang === 'en' ? 'Quick start' : '快速上手'}\n\n${filler(lang)}\n`;
  }
  for (const [k, v] of Object.entries(plant)) {
    if (v === null) delete files[k];
    else files[k] = typeof v === 'function' ? v(files[k] ?? '') : v;
  }
  for (const [k, v] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, k)), { recursive: true });
    fs.writeFileSync(path.join(dir, k), v);
  }
  return dir;
}

const nav: Navigation = {
  nav: [{ text: 'n', link: '/config/server/port', activeMatch: '' }],
  sidebar: { '/config/': [{ text: 'g', items: ['/config/server/port'] }] },
};
/** The fixture navigation with one more sidebar item. */
const navWith = (route: string): Navigation => ({
  nav: nav.nav,
  sidebar: { '/config/': [{ text: 'g', items: ['/config/server/port', route] }] },
});

type GateName = 'routes' | 'parity' | 'defaults' | 'examples' | 'links' | 'frontMatter' | 'stubs' | 'typography' | 'pluginVersions';
const gates: Record<GateName, (docs: string, navigation?: Navigation) => Problem[]> = {
  routes: (d, n = nav) => checkRoutes(d, ROUTES, n),
  parity: (d) => checkParity(d),
  defaults: (d) => [...checkDefaults(d, defaults.normalized, defaults.rspack)],
  examples: (d) => [...checkExampleGate(d, { declarations })],
  links: (d, n = nav) => checkLinks(d, n, ROUTES),
  frontMatter: (d) => checkFrontMatter(d),
  stubs: (d) => checkStubs(d),
  typography: (d) => checkTypography(d),
  pluginVersions: (d) => checkPluginVersions(d),
};

test('the clean fixture passes every gate', () => {
  const dir = fixture();
  for (const [name, gate] of Object.entries(gates)) assert.deepEqual(gate(dir), [], `${name} gate on the clean fixture`);
});

type Expected = { file: string; line?: number; match: RegExp };

/** Expects the planted defect to be reported, at this file and line, with this advice. */
function expectReported(gate: GateName, plant: Plant, { file, line, match }: Expected, navigation?: Navigation): Problem[] {
  const problems = gates[gate](fixture(plant), navigation);
  assert.ok(problems.length > 0, `${gate} gate did not report the planted defect`);
  const hit = problems.find((p) => p.file.endsWith(file) && (line === undefined || p.line === line) && match.test(p.message));
  assert.ok(hit, `${gate} gate reported ${JSON.stringify(problems)}, expected ${file}:${line} ${match}`);
  return problems;
}

// 1. Routes

test('routes: a deleted Chinese page is reported', () => {
  expectReported(
    'routes',
    { 'zh/config/server/port.mdx': null },
    { file: 'zh/config/server/port.mdx', match: /\/zh\/config\/server\/port has no page/ },
  );
});

test('routes: a page outside the route list and the navigation is reported', () => {
  expectReported(
    'routes',
    { 'en/config/server/portt.mdx': PORT.en },
    { file: 'en/config/server/portt.mdx', match: /not a route of tests\/fixtures\/routes\.txt/ },
  );
});

test('routes: a page added through the navigation data in both languages passes without editing the route list', () => {
  const dir = fixture({
    'en/config/server/host.mdx': PORT.en.replace('server.port', 'server.host'),
    'zh/config/server/host.mdx': PORT.zh.replace('server.port', 'server.host'),
  });
  assert.deepEqual(checkRoutes(dir, ROUTES, navWith('/config/server/host')), []);
  assert.deepEqual(checkLinks(dir, navWith('/config/server/host'), ROUTES), []);
  // Without the navigation entry the same pages are off the site.
  assert.equal(checkRoutes(dir, ROUTES, nav).length, 2);
});

test('routes: a page added through the navigation data in one language only is reported', () => {
  expectReported(
    'routes',
    { 'en/config/server/host.mdx': PORT.en.replace('server.port', 'server.host') },
    { file: 'en/config/server/host.mdx', match: /in the navigation data but has no zh page: write .*zh\/config\/server\/host\.mdx/ },
    navWith('/config/server/host'),
  );
});

test('routes: the route list with a duplicate, a missing home page, an orphan Chinese route or an unclean path is reported', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'routes-')), 'routes.txt');
  const check = (lines: string[]): Problem[] => {
    fs.writeFileSync(file, `# routes\n${lines.join('\n')}\n`);
    return checkRouteList(file);
  };
  assert.deepEqual(check(ROUTES), [], 'the fixture routes are a valid list');
  const expect = (problems: Problem[], line: number, match: RegExp): void => {
    assert.ok(
      problems.some((p) => p.file.endsWith('routes.txt') && p.line === line && match.test(p.message)),
      `expected routes.txt:${line} ${match}, got\n${report(problems)}`,
    );
  };
  expect(check([...ROUTES, '/config/server/port']), ROUTES.length + 2, /\/config\/server\/port is listed twice/);
  expect(check(ROUTES.filter((r) => r !== '/zh/')), 1, /zh home page \/zh\/ is not listed/);
  expect(check([...ROUTES, '/zh/config/server/host']), ROUTES.length + 2, /\/zh\/config\/server\/host has no English route/);
  expect(check([...ROUTES, '/config/server/host.html']), ROUTES.length + 2, /not a clean route path/);
});

// 2. Parity

test('parity: a Chinese page missing a section is reported', () => {
  expectReported(
    'parity',
    { 'zh/config/server/port.mdx': (t) => t.replace('## 示例', '示例') },
    { file: 'zh/config/server/port.mdx', match: /same h2\/h3 structure/ },
  );
});

test('parity: a Chinese section missing a list item of the English one is reported at its heading', () => {
  expectReported(
    'parity',
    { 'zh/config/server/port.mdx': (t) => t.replace('## 示例\n', '## 示例\n\n- 把端口改成 3000：\n').replace('参见', '- 参见') },
    {
      file: 'zh/config/server/port.mdx',
      line: 8,
      match: /section "示例" has 2 list items but the English page has 0 .*translate every one/,
    },
  );
  expectReported(
    'parity',
    { 'zh/config/server/port.mdx': (t) => t.replace('- **默认值：** `8080`\n', '') },
    { file: 'zh/config/server/port.mdx', line: 1, match: /the text before the first section has 1 list item but the English page has 2/ },
  );
});

test('parity: an untranslated Chinese page is reported', () => {
  expectReported(
    'parity',
    { 'zh/config/server/strict-port.mdx': STRICT.en },
    { file: 'zh/config/server/strict-port.mdx', match: /not written in Chinese/ },
  );
});

test('parity: a new Chinese stub page is told that it is too short, not that it is not Chinese', () => {
  // What `pnpm new-page` writes for the Chinese page: a title and one Chinese sentence.
  const stub = '---\ntranslation: 0123456789ab\n---\n\n# server.strictPort\n\n本页帮助读者完成什么，用一句话说明。\n';
  const problems = expectReported(
    'parity',
    { 'zh/config/server/strict-port.mdx': stub },
    {
      file: 'zh/config/server/strict-port.mdx',
      match: /has only \d+ Chinese characters of text \(minimum 40\): it is a stub, translate the whole English page/,
    },
  );
  assert.ok(!problems.some((p) => /not written in Chinese/.test(p.message)), report(problems));
});

// 3. Defaults

test('defaults: a wrong default port is reported with the real one', () => {
  expectReported(
    'defaults',
    { 'en/config/server/port.mdx': (t) => t.replace('`8080`', '`3000`') },
    { file: 'en/config/server/port.mdx', line: 4, match: /8080/ },
  );
});

test('defaults: a mode-dependent default given for one mode is reported', () => {
  const page = `# output.sourceMap\n\n- **Type:** \`object\`\n- **Default:** \`{}\`\n\n${filler('en')}\n\n## sourceMap.js\n\n- **Type:** \`string | false\`\n- **Default:** \`'cheap-module-source-map'\`\n`;
  expectReported(
    'defaults',
    { 'en/config/output/source-map.mdx': page },
    { file: 'en/config/output/source-map.mdx', line: 11, match: /name both modes/ },
  );
});

test('defaults: a missing Default line is reported', () => {
  expectReported(
    'defaults',
    { 'zh/config/server/port.mdx': (t) => t.replace('- **默认值：** `8080`\n', '') },
    { file: 'zh/config/server/port.mdx', match: /默认值/ },
  );
});

// 4. Examples

test('examples: an option that does not exist in 0.5.9 is reported', () => {
  expectReported(
    'examples',
    { 'en/config/server/port.mdx': (t) => t.replace('port: 3000', 'portt: 3000') },
    { file: 'en/config/server/port.mdx', line: 14, match: /portt/ },
  );
});

test('examples: a partial snippet is skipped and counted', () => {
  const dir = fixture({
    'en/config/server/port.mdx': (t) => t.replace('```ts title="rsbuild.config.ts"', '```ts partial').replace('port: 3000', 'portt: 3000'),
  });
  const result = checkExampleGate(dir, { declarations });
  assert.deepEqual([...result], []);
  assert.equal(result.skipped, 1);
});

/** 1-based line of the nth line of a text that contains a needle. */
const lineOf = (text: string, needle: string, nth = 0): number =>
  text.split('\n').flatMap((l, i) => (l.includes(needle) ? [i + 1] : []))[nth] ?? 0;

test('examples: a misspelled option of a declared plugin is reported, a correct one passes', () => {
  const page = (options: string): string => `${PORT.en}\n${pluginExample('@rsbuild/plugin-svgr', 'pluginSvgr', options)}`;
  const line = lineOf(page(''), 'plugins: [pluginSvgr(');
  const problems = expectReported(
    'examples',
    { 'en/config/server/port.mdx': page('{ mixedImports: true }') },
    {
      file: 'en/config/server/port.mdx',
      line,
      match: /'mixedImports' does not exist in type 'PluginSvgrOptions'.*Did you mean to write 'mixedImport'/s,
    },
  );
  assert.equal(problems.length, 1, report(problems));
  expectReported(
    'examples',
    { 'en/config/server/port.mdx': page('{ exclude: "x.svg" }') },
    { file: 'en/config/server/port.mdx', line, match: /TS2322/ },
  );
  const clean = checkExampleGate(fixture({ 'en/config/server/port.mdx': page('{ mixedImport: true, exclude: [/icons/] }') }), {
    declarations,
  });
  assert.deepEqual([...clean], [], report(clean));
  assert.deepEqual(clean.declared, ['@rsbuild/plugin-svgr']);
  assert.deepEqual(clean.loose, []);
});

test('examples: a plugin without a declaration is typed loosely, and only that plugin', () => {
  const page = `${PORT.en}\n${pluginExample('@rsbuild/plugin-yaml', 'pluginYaml', '{ anything: 1 }')}\n${pluginExample('@rsbuild/plugin-svgr', 'pluginSvgr', '{ anything: 1 }')}`;
  const result = checkExampleGate(fixture({ 'en/config/server/port.mdx': page }), { declarations });
  assert.deepEqual(result.loose, ['@rsbuild/plugin-yaml']);
  assert.deepEqual(result.declared, ['@rsbuild/plugin-svgr']);
  assert.equal(result.length, 1, report(result));
  assert.ok(result[0].file.endsWith('en/config/server/port.mdx'));
  assert.equal(result[0].line, lineOf(page, 'plugins: [pluginSvgr('));
  assert.match(result[0].message, /'anything' does not exist in type 'PluginSvgrOptions'/);
});

test('examples: every declaration in tests/content/plugins-0.5.9 rejects an option its plugin does not have', () => {
  const declared = [...readDeclarations(PLUGIN_DECLARATIONS).entries()];
  if (declared.length === 0) return; // none written yet: the loose fallback covers every plugin
  const blocks: { module: string; line: number }[] = [];
  let page = '# Plugins\n\n';
  for (const [file, modules] of declared) {
    assert.ok(modules.length > 0, `${path.relative(PLUGIN_DECLARATIONS, file)} declares no @rsbuild/plugin-* module`);
    for (const module of modules) {
      const fn = module.replace('@rsbuild/', '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      assert.match(fs.readFileSync(file, 'utf8'), new RegExp(`export (?:declare )?(?:function|const) ${fn}\\b`), `${module} exports ${fn}`);
      const opening = page.split('\n').length;
      page += `${pluginExample(module, fn, '{ optionThatDoesNotExist: true }')}\n`;
      blocks.push({ module, line: opening + 5 });
    }
  }
  const dir = fixture({ 'en/plugins.mdx': page });
  const result = checkExampleGate(dir);
  assert.deepEqual(result.loose, [], 'declared plugins are never typed loosely');
  for (const { module, line } of blocks) {
    assert.ok(
      result.some((p) => p.file.endsWith('en/plugins.mdx') && p.line === line),
      `${module}: a call with an option it does not have type-checks (${report(result.filter((p) => !p.file.endsWith('en/plugins.mdx')))})`,
    );
  }
  const inDeclarations = result.filter((p) => p.file.endsWith('.d.ts'));
  assert.deepEqual(inDeclarations, [], report(inDeclarations));
});

// 5. Links

test('links: a dead link is reported', () => {
  expectReported(
    'links',
    { 'en/config/server/port.mdx': (t) => t.replace('/config/server/strict-port#example', '/config/server/strict') },
    { file: 'en/config/server/port.mdx', match: /dead/ },
  );
});

test('links: a dead anchor is reported', () => {
  expectReported(
    'links',
    { 'zh/config/server/port.mdx': (t) => t.replace('#示例', '#example') },
    { file: 'zh/config/server/port.mdx', match: /anchor #example/ },
  );
});

test('links: a page linking itself (no section) is reported; a link to one of its sections is not', () => {
  expectReported(
    'links',
    { 'en/config/server/port.mdx': (t) => t.replace('/config/server/strict-port#example', '/config/server/port') },
    { file: 'en/config/server/port.mdx', match: /goes to this page itself: link a section of it/ },
  );
  const dir = fixture({ 'en/config/server/port.mdx': (t) => t.replace('/config/server/strict-port#example', '#example') });
  assert.deepEqual(gates.links(dir), []);
});

test('links: a Chinese page linking the English site is reported', () => {
  expectReported(
    'links',
    { 'zh/config/server/port.mdx': (t) => t.replace('/zh/config/server/strict-port#示例', '/config/server/strict-port') },
    { file: 'zh/config/server/port.mdx', match: /use \/zh\/config\/server\/strict-port/ },
  );
});

test('links: a sidebar item with neither a route nor pages is reported', () => {
  expectReported(
    'links',
    {},
    {
      file: 'site/navigation.ts',
      match: /sidebar item \/config\/server\/host .*write .*en\/config\/server\/host\.mdx and .*zh\/config\/server\/host\.mdx/,
    },
    navWith('/config/server/host'),
  );
});

test('links: a Chinese sidebar listing a page that has no Chinese version is reported; the built sidebar leaves it out', () => {
  const dir = fixture({ 'en/config/server/host.mdx': PORT.en.replace('server.port', 'server.host') });
  const item = (link: string) => ({ text: link, link });
  // The defect as it was: the English groups copied to the Chinese sidebar.
  const groups = [{ text: 'g', items: [item('/config/server/port'), item('/config/server/host')] }];
  const problems = checkLocalizedNavigation(dir, { '/config/': groups, '/zh/config/': groups }, []);
  assert.equal(problems.length, 1, report(problems));
  assert.match(
    problems[0]?.message ?? '',
    /zh sidebar \(\/zh\/config\/\) links \/zh\/config\/server\/host, which has no page: write .*zh\/config\/server\/host\.mdx/,
  );
  assert.equal(problems[0]?.file, 'site/navigation.ts');
  // A Chinese navbar entry pointing at the English site, and a prefixed link to a missing page.
  const navProblems = checkLocalizedNavigation(dir, { '/zh/config/': [{ text: 'g', items: [item('/zh/config/server/host')] }] }, [
    item('/config/server/port'),
  ]);
  assert.equal(navProblems.length, 1, report(navProblems));
  // The site's sidebar builder lists the English-only page in English only.
  const navigation = navWith('/config/server/host');
  const built = buildSidebar(navigation.sidebar, dir);
  assert.deepEqual(checkLocalizedNavigation(dir, built, buildNav([...navigation.nav], dir)), []);
  assert.ok(JSON.stringify(built['/config/']).includes('/config/server/host'), 'listed in the English sidebar');
  assert.ok(!JSON.stringify(built['/zh/config/']).includes('/config/server/host'), 'left out of the Chinese sidebar');
});

// 6. Front matter

test('front matter: a release page without published_at is reported', () => {
  expectReported(
    'frontMatter',
    { 'zh/community/releases/v0-5.mdx': (t) => t.replace('published_at: 2024-03-19 08:00:00', 'title: v0.5') },
    { file: 'zh/community/releases/v0-5.mdx', match: /published_at/ },
  );
});

test('front matter: a home page with five features is reported', () => {
  expectReported(
    'frontMatter',
    { 'en/index.mdx': (t) => t.replace(/ {2}- \{ title: F5.*\n/, '') },
    { file: 'en/index.mdx', match: /5 feature cards/ },
  );
});

// 7. No stubs

test('no stubs: a TODO is reported', () => {
  expectReported(
    'stubs',
    { 'en/config/server/port.mdx': (t) => t.replace('## Example', 'TODO: explain more\n\n## Example') },
    { file: 'en/config/server/port.mdx', line: 8, match: /TODO/ },
  );
});

test('no stubs: a title with one sentence is reported', () => {
  expectReported(
    'stubs',
    { 'en/config/server/strict-port.mdx': '# server.strictPort\n\nComing later.\n' },
    { file: 'en/config/server/strict-port.mdx', match: /stub/ },
  );
});

// 8. Chinese typography

test('typography: a missing space between Chinese and Latin text is reported', () => {
  expectReported(
    'typography',
    { 'zh/config/server/port.mdx': (t) => t.replace('当端口被占用时，Rsbuild 会', '当端口被占用时，Rsbuild会') },
    { file: 'zh/config/server/port.mdx', line: 6, match: /space/ },
  );
});

test('typography: half-width punctuation and a non-glossary term are reported', () => {
  expectReported(
    'typography',
    { 'zh/config/server/port.mdx': (t) => t.replace('当端口被占用时，', '当端口被占用时,') },
    { file: 'zh/config/server/port.mdx', line: 6, match: /full-width/ },
  );
  expectReported(
    'typography',
    { 'zh/config/server/port.mdx': (t) => t.replace('开发服务器监听', '开发服务端监听') },
    { file: 'zh/config/server/port.mdx', line: 6, match: /开发服务器/ },
  );
});

// 9. Plugin versions

/** The English port page with one more paragraph (line 8, before "## Example"). */
const withLine = (line: string): Plant => ({ 'en/config/server/port.mdx': (t) => t.replace('## Example', `${line}\n\n## Example`) });

test('plugin versions: an install command with another version is reported', () => {
  expectReported('pluginVersions', withLine('<PackageManagerTabs command="add @rsbuild/plugin-svgr@0.5.4 -D" />'), {
    file: 'en/config/server/port.mdx',
    line: 8,
    match: /names @rsbuild\/plugin-svgr at 0\.5\.4: .*0\.5\.9/,
  });
  expectReported('pluginVersions', withLine('```bash\nnpm install -D @rsbuild/plugin-solid@0.7.10 --legacy-peer-deps\n```'), {
    file: 'en/config/server/port.mdx',
    line: 9,
    match: /@rsbuild\/plugin-solid at 0\.7\.10/,
  });
});

test('plugin versions: a package.json snippet with another version is reported', () => {
  expectReported(
    'pluginVersions',
    withLine(
      '```json title="package.json"\n{\n  "devDependencies": {\n    "@rsbuild/core": "0.5.9",\n    "@rsbuild/plugin-react": "^0.5.4"\n  }\n}\n```',
    ),
    { file: 'en/config/server/port.mdx', line: 12, match: /@rsbuild\/plugin-react at \^0\.5\.4/ },
  );
});

test('plugin versions: a version in prose, a link, a table column or a Chinese sentence is reported', () => {
  expectReported('pluginVersions', withLine('This page describes plugin-eslint 0.6.15.'), {
    file: 'en/config/server/port.mdx',
    line: 8,
    match: /@rsbuild\/plugin-eslint at 0\.6\.15/,
  });
  expectReported(
    'pluginVersions',
    withLine('Add [`@rsbuild/plugin-type-check`](/plugins/list/plugin-type-check) 0.5.4 for type checking.'),
    { file: 'en/config/server/port.mdx', line: 8, match: /@rsbuild\/plugin-type-check at 0\.5\.4/ },
  );
  expectReported(
    'pluginVersions',
    withLine('| Plugin | Version |\n| --- | --- |\n| [Rem](/plugins/list/plugin-rem) (`@rsbuild/plugin-rem`) | 0.5.4 |'),
    { file: 'en/config/server/port.mdx', line: 10, match: /@rsbuild\/plugin-rem at 0\.5\.4/ },
  );
  expectReported(
    'pluginVersions',
    { 'zh/config/server/port.mdx': (t) => t.replace('## 示例', '使用 `@rsbuild/plugin-babel` 的 0.5.4 版本。\n\n## 示例') },
    { file: 'zh/config/server/port.mdx', line: 8, match: /@rsbuild\/plugin-babel at 0\.5\.4/ },
  );
});

test('plugin versions: a page saying a plugin has no 0.5 release is reported', () => {
  expectReported('pluginVersions', withLine('`@rsbuild/plugin-svelte` has no 0.5.x release.'), {
    file: 'en/config/server/port.mdx',
    line: 8,
    match: /says @rsbuild\/plugin-svelte has no 0\.5\.x release/,
  });
  expectReported('pluginVersions', withLine('There is no 0.5.9 release of `@rsbuild/plugin-stylus`.'), {
    file: 'en/config/server/port.mdx',
    line: 8,
    match: /says @rsbuild\/plugin-stylus has no 0\.5\.9 release/,
  });
  expectReported(
    'pluginVersions',
    { 'zh/config/server/port.mdx': (t) => t.replace('## 示例', '`@rsbuild/plugin-vue2` 没有 0.5.x 版本。\n\n## 示例') },
    { file: 'zh/config/server/port.mdx', line: 8, match: /says @rsbuild\/plugin-vue2 has no 0\.5\.x release/ },
  );
});

test('plugin versions: 0.5.9 in every form, and versions of other packages, pass', () => {
  const page = [
    '<PackageManagerTabs command="add @rsbuild/plugin-svgr@0.5.9 @vue/babel-plugin-jsx@1 -D" />',
    '`@rsbuild/plugin-react` 0.5.9 requires `@rsbuild/core` `^0.5.9`; plugin-vue v0.5.9 uses vue-loader 17.4.2.',
    '`@rsbuild/plugin-svelte` uses svelte-loader 3.2.0, and `rsbuild-plugin-open-graph` 1.1.3 is a community plugin.',
    '```json title="package.json"\n{ "devDependencies": { "@rsbuild/plugin-react": "^0.5.9", "react": "^18.2.0" } }\n```',
    '| Plugin | Version |\n| --- | --- |\n| `@rsbuild/plugin-rem` | 0.5.9 |',
  ].join('\n\n');
  assert.deepEqual(checkPluginVersions(fixture(withLine(page))), []);
});
