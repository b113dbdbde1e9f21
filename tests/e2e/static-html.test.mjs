// Every built page, read as static HTML (cheap, so all of them): it exists for its route, has its
// title, language and description, its markup nests correctly (a pre-rendered page whose HTML
// the parser restructures fails to hydrate), and it loads nothing from another host.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { PENDING_ROUTES, SHARED_ROUTES, readRouteList } from '../../scripts/lib/gates.mjs';
import { SITE, resolveFile } from './harness.mjs';

const routes = readRouteList(SHARED_ROUTES);
const pending = new Set(readRouteList(PENDING_ROUTES));
const written = routes.filter((r) => !pending.has(r));
const htmlOf = (route) => {
  const file = resolveFile(SITE, route);
  return file ? fs.readFileSync(file, 'utf8') : undefined;
};

/** Interactive elements nested in each other: <a> in <a>, anything interactive in <button>. */
export function nestingProblems(html) {
  const problems = [];
  const stack = [];
  const body = html.slice(html.indexOf('<body'));
  for (const m of body.matchAll(/<(\/?)(a|button)\b[^>]*>/gi)) {
    const [tag, closing, name] = [m[0], m[1], m[2].toLowerCase()];
    if (closing) {
      const i = stack.lastIndexOf(name);
      if (i !== -1) stack.length = i;
      continue;
    }
    if (stack.includes('button') || (name === 'a' && stack.includes('a'))) problems.push(`${tag.slice(0, 80)} inside <${stack.at(-1)}>`);
    stack.push(name);
  }
  return problems;
}

test('every written route has its pre-rendered page with the content in the HTML', () => {
  assert.ok(fs.existsSync(SITE), 'build the site first');
  assert.ok(fs.existsSync(path.join(SITE, 'og-image.png')), 'the Open Graph image is part of the site');
  const missing = written.filter((r) => !htmlOf(r));
  assert.deepEqual(missing, []);
  for (const r of written) {
    const html = htmlOf(r);
    if (r === '/' || r === '/zh/') continue;
    assert.match(html, /<h1[^>]*>/, `${r} has its h1 in the static HTML`);
  }
  console.log(`${written.length} pages checked`);
});

test('fragments under shared/ are not pages, and pages that import one show its text', () => {
  const files = [];
  const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : files.push(path.join(d, e.name))));
  walk(SITE);
  assert.deepEqual(files.filter((f) => /[/\\]shared[/\\]/.test(path.relative(SITE, f)) && f.endsWith('.html')), []);
  assert.ok(!resolveFile(SITE, '/shared/node-requirement'), 'no route for the fragment');
  assert.ok(!resolveFile(SITE, '/zh/shared/node-requirement'), 'no route for the Chinese fragment');
  assert.match(htmlOf('/guide/start/quick-start'), /&quot;node&quot;: &quot;&gt;=16\.0\.0&quot;|"node": "&gt;=16\.0\.0"/);
  assert.match(htmlOf('/zh/guide/start/quick-start'), /16 或更高版本/);
});

test('every page has its language, a title "page - Rsbuild" and a description', () => {
  for (const r of written) {
    const html = htmlOf(r);
    const lang = r.startsWith('/zh') ? 'zh' : 'en';
    assert.match(html, new RegExp(`<html lang="${lang}"`), `${r} lang`);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    if (r === '/' || r === '/zh/') assert.equal(title, 'Rsbuild', r);
    else assert.match(title ?? '', / - Rsbuild$/, `${r} title`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    assert.ok(description.length >= 20, `${r} description`);
    assert.doesNotMatch(description, /^(Type:|类型：)/, `${r}: the description is a sentence, not the Type line`);
    assert.match(html, new RegExp(`<meta property="og:url" content="https://rsbuild\\.dev${r.replace(/[/]/g, '\\/')}"`), `${r} og:url`);
    if (title) assert.ok(html.includes(`<meta property="og:title" content="${title}"`), `${r} og:title`);
    assert.match(html, /<meta property="og:image" content="https:\/\/rsbuild\.dev\/og-image\.png"/, `${r} og:image`);
    assert.match(html, /<meta property="twitter:card" content="summary_large_image"/, `${r} twitter:card`);
  }
});

test('no page nests interactive elements (the parser would restructure it and hydration would break)', () => {
  const problems = written.flatMap((r) => nestingProblems(htmlOf(r)).map((p) => `${r}: ${p}`));
  assert.deepEqual(problems, []);
});

test('the nesting check itself catches a button in a button and a link in a link', () => {
  assert.equal(nestingProblems('<body><button><span><button>x</button></span></button></body>').length, 1);
  assert.equal(nestingProblems('<body><a href="/"><a href="/x">x</a></a></body>').length, 1);
  assert.equal(nestingProblems('<body><a href="/"><b>x</b></a><button>y</button></body>').length, 0);
});

test('pages load scripts, styles, images and icons only from this site', () => {
  const external = [];
  const files = [];
  const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).forEach((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.html') && files.push(path.join(d, e.name))));
  walk(SITE);
  for (const f of files) {
    const html = fs.readFileSync(f, 'utf8');
    for (const m of html.matchAll(/<(script|img|link|source|iframe)\b[^>]*?\s(src|href)="([^"]+)"[^>]*>/gi)) {
      const [tag, name, , url] = m;
      if (name.toLowerCase() === 'link' && /rel="(alternate|canonical)"/.test(tag)) continue;
      if (/^(https?:)?\/\//.test(url)) external.push(`${path.relative(SITE, f)}: ${tag.slice(0, 120)}`);
    }
  }
  assert.deepEqual(external, []);
});

test('code is highlighted at build time for every language the pages use, without line numbers', () => {
  const SPEC_LANGS = ['js', 'ts', 'jsx', 'tsx', 'json', 'css', 'scss', 'less', 'xml', 'html', 'diff', 'yaml', 'md', 'mdx', 'bash'];
  const seen = new Map();
  for (const r of written) {
    const html = htmlOf(r);
    assert.doesNotMatch(html, /class="[^"]*line-number/, `${r}: no line numbers`);
    for (const m of html.matchAll(/<pre[^>]*data-lang="([a-z]+)"[^>]*>([\s\S]*?)<\/pre>/g)) {
      const [, lang, body] = m;
      const entry = seen.get(lang) ?? { blocks: 0, highlighted: 0 };
      entry.blocks += 1;
      if (/style="color:var\(--shiki-token-/.test(body)) entry.highlighted += 1;
      seen.set(lang, entry);
    }
  }
  const used = SPEC_LANGS.filter((l) => seen.has(l));
  assert.ok(used.length >= 8, `languages in use: ${used.join(', ')}`);
  for (const lang of used) assert.ok(seen.get(lang).highlighted > 0, `${lang} blocks are highlighted`);
  console.log(`highlighted languages: ${used.map((l) => `${l} (${seen.get(l).blocks})`).join(', ')}`);
});
