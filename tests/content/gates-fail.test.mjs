// Each content gate is proven to fail: a defect is planted into a small fixture docs folder that
// passes every gate when clean, and the gate must name the file, the line and what to change.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import {
  checkDefaults,
  checkExampleGate,
  checkFrontMatter,
  checkLinks,
  checkParity,
  checkRoutes,
  checkStubs,
  checkTypography,
  realDefaults,
} from '../../scripts/lib/gates.mjs';

const filler = (lang) =>
  lang === 'en'
    ? 'The development server listens on this port. When the port is taken, Rsbuild tries the next free one unless strictPort is set. '.repeat(5)
    : '开发服务器监听这个端口。当端口被占用时，Rsbuild 会自动尝试下一个可用的端口，除非开启了 strictPort。'.repeat(5);

const PORT = {
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
const STRICT = {
  en: `# server.strictPort\n\n- **Type:** \`boolean\`\n- **Default:** \`false\`\n\n${filler('en')}\n\n## Example\n\nText.\n`,
  zh: `# server.strictPort\n\n- **类型：** \`boolean\`\n- **默认值：** \`false\`\n\n${filler('zh')}\n\n## 示例\n\n文本。\n`,
};
const RELEASE = {
  en: `---\npublished_at: 2024-03-19 08:00:00\n---\n\n# Rsbuild v0.5\n\n${filler('en')}\n`,
  zh: `---\npublished_at: 2024-03-19 08:00:00\n---\n\n# Rsbuild v0.5\n\n${filler('zh')}\n`,
};
const home = (lang) => {
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
const ROUTES = ['/guide/start/', '/guide/start/quick-start', '/zh/guide/start/', '/zh/guide/start/quick-start', '/', '/config/server/port', '/config/server/strict-port', '/community/releases/v0-5', '/zh/', '/zh/config/server/port', '/zh/config/server/strict-port', '/zh/community/releases/v0-5'];

let defaults;
before(async () => {
  defaults = await realDefaults();
});

/** A clean fixture docs folder; `plant` edits files { 'en/x.mdx': text | null (delete) }. */
function fixture(plant = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-'));
  const files = {};
  for (const lang of ['en', 'zh']) {
    files[`${lang}/index.mdx`] = home(lang);
    files[`${lang}/config/server/port.mdx`] = PORT[lang];
    files[`${lang}/config/server/strict-port.mdx`] = STRICT[lang];
    files[`${lang}/community/releases/v0-5.mdx`] = RELEASE[lang];
    files[`${lang}/guide/start/index.mdx`] = `# ${lang === 'en' ? 'Introduction' : '介绍'}\n\n${filler(lang)}\n`;
    files[`${lang}/guide/start/quick-start.mdx`] = `# ${lang === 'en' ? 'Quick start' : '快速上手'}\n\n${filler(lang)}\n`;
  }
  for (const [k, v] of Object.entries(plant)) {
    if (v === null) delete files[k];
    else files[k] = typeof v === 'function' ? v(files[k]) : v;
  }
  for (const [k, v] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, k)), { recursive: true });
    fs.writeFileSync(path.join(dir, k), v);
  }
  return dir;
}

const nav = { nav: [{ text: 'n', link: '/config/server/port', activeMatch: '' }], sidebar: { '/config/': [{ text: 'g', items: ['/config/server/port'] }] } };
const gates = {
  routes: (d) => checkRoutes(d, ROUTES),
  parity: (d) => checkParity(d),
  defaults: (d) => [...checkDefaults(d, defaults.normalized, defaults.rspack)],
  examples: (d) => [...checkExampleGate(d)],
  links: (d) => checkLinks(d, nav, ROUTES),
  frontMatter: (d) => checkFrontMatter(d),
  stubs: (d) => checkStubs(d),
  typography: (d) => checkTypography(d),
};

test('the clean fixture passes every gate', () => {
  const dir = fixture();
  for (const [name, gate] of Object.entries(gates)) assert.deepEqual(gate(dir), [], `${name} gate on the clean fixture`);
});

/** Expects exactly the planted defect to be reported, at this file and line, with this advice. */
function expectReported(gate, plant, { file, line, match }) {
  const problems = gates[gate](fixture(plant));
  assert.ok(problems.length > 0, `${gate} gate did not report the planted defect`);
  const hit = problems.find((p) => p.file.endsWith(file) && (line === undefined || p.line === line) && match.test(p.message));
  assert.ok(hit, `${gate} gate reported ${JSON.stringify(problems)}, expected ${file}:${line} ${match}`);
}

test('routes: a deleted Chinese page is reported', () => {
  expectReported('routes', { 'zh/config/server/port.mdx': null }, { file: 'zh/config/server/port.mdx', match: /\/zh\/config\/server\/port has no page/ });
});

test('routes: a page outside the route list is reported', () => {
  expectReported('routes', { 'en/config/server/portt.mdx': PORT.en }, { file: 'en/config/server/portt.mdx', match: /not a route/ });
});

test('parity: a Chinese page missing a section is reported', () => {
  expectReported('parity', { 'zh/config/server/port.mdx': (t) => t.replace('## 示例', '示例') }, { file: 'zh/config/server/port.mdx', match: /same h2\/h3 structure/ });
});

test('parity: an untranslated Chinese page is reported', () => {
  expectReported('parity', { 'zh/config/server/strict-port.mdx': STRICT.en.replace('## Example', '## Example') }, { file: 'zh/config/server/strict-port.mdx', match: /not written in Chinese/ });
});

test('defaults: a wrong default port is reported with the real one', () => {
  expectReported('defaults', { 'en/config/server/port.mdx': (t) => t.replace('`8080`', '`3000`') }, { file: 'en/config/server/port.mdx', line: 4, match: /8080/ });
});

test('defaults: a mode-dependent default given for one mode is reported', () => {
  const page = `# output.sourceMap\n\n- **Type:** \`object\`\n- **Default:** \`{}\`\n\n${filler('en')}\n\n## sourceMap.js\n\n- **Type:** \`string | false\`\n- **Default:** \`'cheap-module-source-map'\`\n`;
  expectReported('defaults', { 'en/config/output/source-map.mdx': page }, { file: 'en/config/output/source-map.mdx', line: 11, match: /name both modes/ });
});

test('defaults: a missing Default line is reported', () => {
  expectReported('defaults', { 'zh/config/server/port.mdx': (t) => t.replace('- **默认值：** `8080`\n', '') }, { file: 'zh/config/server/port.mdx', match: /默认值/ });
});

test('examples: an option that does not exist in 0.5.9 is reported', () => {
  expectReported('examples', { 'en/config/server/port.mdx': (t) => t.replace('port: 3000', 'portt: 3000') }, { file: 'en/config/server/port.mdx', line: 14, match: /portt/ });
});

test('examples: a partial snippet is skipped and counted', () => {
  const dir = fixture({ 'en/config/server/port.mdx': (t) => t.replace('```ts title="rsbuild.config.ts"', '```ts partial').replace('port: 3000', 'portt: 3000') });
  const result = checkExampleGate(dir);
  assert.deepEqual([...result], []);
  assert.equal(result.skipped, 1);
});

test('links: a dead link is reported', () => {
  expectReported('links', { 'en/config/server/port.mdx': (t) => t.replace('/config/server/strict-port#example', '/config/server/strict') }, { file: 'en/config/server/port.mdx', match: /dead/ });
});

test('links: a dead anchor is reported', () => {
  expectReported('links', { 'zh/config/server/port.mdx': (t) => t.replace('#示例', '#example') }, { file: 'zh/config/server/port.mdx', match: /anchor #example/ });
});

test('links: a Chinese page linking the English site is reported', () => {
  expectReported('links', { 'zh/config/server/port.mdx': (t) => t.replace('/zh/config/server/strict-port#示例', '/config/server/strict-port') }, { file: 'zh/config/server/port.mdx', match: /use \/zh\/config\/server\/strict-port/ });
});

test('front matter: a release page without published_at is reported', () => {
  expectReported('frontMatter', { 'zh/community/releases/v0-5.mdx': (t) => t.replace('published_at: 2024-03-19 08:00:00', 'title: v0.5') }, { file: 'zh/community/releases/v0-5.mdx', match: /published_at/ });
});

test('front matter: a home page with five features is reported', () => {
  expectReported('frontMatter', { 'en/index.mdx': (t) => t.replace(/  - \{ title: F5.*\n/, '') }, { file: 'en/index.mdx', match: /5 feature cards/ });
});

test('no stubs: a TODO is reported', () => {
  expectReported('stubs', { 'en/config/server/port.mdx': (t) => t.replace('## Example', 'TODO: explain more\n\n## Example') }, { file: 'en/config/server/port.mdx', line: 8, match: /TODO/ });
});

test('no stubs: a title with one sentence is reported', () => {
  expectReported('stubs', { 'en/config/server/strict-port.mdx': '# server.strictPort\n\nComing later.\n' }, { file: 'en/config/server/strict-port.mdx', match: /stub/ });
});

test('typography: a missing space between Chinese and Latin text is reported', () => {
  expectReported('typography', { 'zh/config/server/port.mdx': (t) => t.replace('当端口被占用时，Rsbuild 会', '当端口被占用时，Rsbuild会') }, { file: 'zh/config/server/port.mdx', line: 6, match: /space/ });
});

test('typography: half-width punctuation and a non-glossary term are reported', () => {
  expectReported('typography', { 'zh/config/server/port.mdx': (t) => t.replace('当端口被占用时，', '当端口被占用时,') }, { file: 'zh/config/server/port.mdx', line: 6, match: /full-width/ });
  expectReported('typography', { 'zh/config/server/port.mdx': (t) => t.replace('开发服务器监听', '开发服务端监听') }, { file: 'zh/config/server/port.mdx', line: 6, match: /开发服务器/ });
});
