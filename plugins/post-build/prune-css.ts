// The site's stylesheet without the rules no built page can use (a step of the post-build pipeline,
// plugins/post-build/index.ts). Rspress's theme stylesheet carries every variant of its components, and
// Shiki's transformer styles, whether the site uses them or not: callouts of kinds no page writes
// (`:::danger`), badge colours, diff and focus lines, on every page's first visit, where the Chinese pages
// had a few bytes of their 40 KB left. A rule goes only when each of its selectors names a class that appears in
// no built page and no script of the site, and that class is one only a page's content puts there
// (`CONTENT_CLASS`): a page that starts using `:::danger` brings its rules back on the next build. Every other
// class may be set by a script at run time under a name it builds, so its rules stay. Left alone too: classes
// inside `:not()`, `:is()`, `:where()` and `:has()`, and every at-rule but the conditional groups (`@media`,
// `@supports`, `@layer`, `@container`), whose rules are pruned in turn.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The classes that only a page's content puts on the page, when the page is built: a callout's kind (`:::danger` →
 * `rp-callout--danger`), a badge's type, a button's size and kind (the home page's hero), and Shiki's line
 * annotations (`// [!code focus]` → `has-focused` on the block). A page has them in its HTML or nowhere. Any other class
 * may be put on an element by a script at run time under a name the script builds (`${name}--open` when the phone
 * menu's language group opens, `rs-hide-` + a query parameter): those rules stay, used or not.
 */
const CONTENT_SOURCE = String.raw`rp-(?:callout|badge|button)--[\w-]+|has-(?:diff|highlighted|focused)|code-line-highlighted`;
export const CONTENT_CLASS = new RegExp(`^(?:${CONTENT_SOURCE})$`);

/** The groups whose rules are pruned like top-level ones; any other at-rule is kept whole. */
const GROUP = /^@(?:media|supports|layer|container)\b/i;

/** The index just past the end of the string or comment that starts at `i`, or `i` when none does. */
function skipQuoted(css: string, i: number): number {
  const c = css[i];
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  if (c === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? css.length : end + 2;
  }
  return i;
}

/** The index of the first `stop` character at nesting depth 0 from `i` (strings, comments, (), [] skipped), or -1. */
function findTop(css: string, i: number, stop: string): number {
  let depth = 0;
  while (i < css.length) {
    const after = skipQuoted(css, i);
    if (after !== i) {
      i = after;
      continue;
    }
    const c = css[i];
    if (depth === 0 && stop.includes(c)) return i;
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    i++;
  }
  return -1;
}

/** The index of the `}` that closes the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; ) {
    const after = skipQuoted(css, i);
    if (after !== i) {
      i = after;
      continue;
    }
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i;
    i++;
  }
  throw new Error(`prune-css: a block that opens at ${open} never closes`);
}

/** The selectors of a rule's prelude, split at its top-level commas. */
export function selectors(prelude: string): string[] {
  const out: string[] = [];
  let rest = prelude;
  for (;;) {
    const comma = findTop(rest, 0, ',');
    if (comma < 0) break;
    out.push(rest.slice(0, comma));
    rest = rest.slice(comma + 1);
  }
  out.push(rest);
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The classes a selector requires of its element or its ancestors (not those inside functional pseudo-classes or attribute selectors). */
export function requiredClasses(selector: string): string[] {
  let s = selector;
  // Innermost first, so that a nested :not(:is(.a)) goes too.
  for (let before = ''; before !== s; ) {
    before = s;
    s = s.replace(/:(?:not|is|where|has|matches|-webkit-any|-moz-any)\([^()]*\)/gi, '');
  }
  s = s.replace(/\[[^\]]*\]/g, '').replace(/"[^"]*"|'[^']*'/g, '');
  return [...s.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
}

/** Whether no element of the site can match the selector: it requires a class that no built file names. */
export const deadSelector = (selector: string, used: (cls: string) => boolean): boolean =>
  requiredClasses(selector).some((c) => CONTENT_CLASS.test(c) && !used(c));

/** The stylesheet without its dead rules (every selector dead), and the selectors removed. */
export function pruneCss(css: string, used: (cls: string) => boolean): { css: string; removed: string[] } {
  const removed: string[] = [];
  const walk = (text: string): string => {
    let out = '';
    let i = 0;
    while (i < text.length) {
      const stop = findTop(text, i, '{;}');
      if (stop < 0 || text[stop] !== '{') {
        // A statement (`@charset …;`, `@import …;`) or the text after the last block: kept.
        const end = stop < 0 ? text.length : stop + 1;
        out += text.slice(i, end);
        i = end;
        continue;
      }
      const end = blockEnd(text, stop);
      const prelude = text.slice(i, stop);
      const body = text.slice(stop + 1, end);
      const head = prelude.trim();
      if (GROUP.test(head)) {
        const inner = walk(body);
        if (inner.trim()) out += `${prelude}{${inner}}`;
      } else if (head.startsWith('@') || !head) {
        out += text.slice(i, end + 1);
      } else {
        const list = selectors(prelude);
        if (list.length && list.every((s) => deadSelector(s, used))) removed.push(head);
        else out += text.slice(i, end + 1);
      }
      i = end + 1;
    }
    return out;
  };
  return { css: walk(css), removed };
}

/** The words of a text that are classes of CONTENT_CLASS (`rp-callout--tip`, `has-diff`), wherever they stand. */
export function contentClasses(text: string, into: Set<string> = new Set()): Set<string> {
  for (const m of text.matchAll(new RegExp(CONTENT_SOURCE, 'g'))) into.add(m[0]);
  return into;
}

export type PrunedStylesheet = { from: string; to: string; rules: number; bytes: [number, number] };

/**
 * Prunes each stylesheet under `static/css/` of the output folder against the words of the built pages and of
 * every script under `static/`, writes it under a new content hash (the old name would hold new content under a
 * name a browser may have cached for good), deletes the old file, and returns the pages with the new names.
 * Fails when a stylesheet's name has no hash to replace or no page links it.
 */
export function pruneStylesheets<P extends { rel: string; html: string; changed: boolean }>(
  outDir: string,
  pages: P[],
): { pages: P[]; sheets: PrunedStylesheet[] } {
  const cssDir = path.join(outDir, 'static', 'css');
  if (!fs.existsSync(cssDir)) throw new Error(`prune-css: no ${cssDir}; Rspress's output changed (plugins/post-build/prune-css.ts)`);
  const words = new Set<string>();
  for (const page of pages) contentClasses(page.html, words);
  const scripts = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? scripts(p) : e.name.endsWith('.js') ? [p] : [];
    });
  for (const file of scripts(path.join(outDir, 'static'))) contentClasses(fs.readFileSync(file, 'utf8'), words);
  const used = (cls: string): boolean => words.has(cls);
  const sheets: PrunedStylesheet[] = [];
  let out = pages;
  for (const name of fs.readdirSync(cssDir).filter((n) => n.endsWith('.css'))) {
    const file = path.join(cssDir, name);
    const css = fs.readFileSync(file, 'utf8');
    const pruned = pruneCss(css, used);
    if (!pruned.removed.length) continue;
    const hash = /\.([0-9a-f]{8,})\.css$/.exec(name);
    if (!hash)
      throw new Error(`prune-css: ${name} has no content hash to replace; Rspress's output changed (plugins/post-build/prune-css.ts)`);
    const digest = crypto.createHash('sha256').update(pruned.css).digest('hex').slice(0, hash[1].length);
    const next = name.replace(`.${hash[1]}.css`, `.${digest}.css`);
    const from = `/static/css/${name}`;
    const to = `/static/css/${next}`;
    let linked = 0;
    out = out.map((page) => {
      if (!page.html.includes(from)) return page;
      linked++;
      return { ...page, html: page.html.split(from).join(to), changed: true };
    });
    if (!linked) throw new Error(`prune-css: no page links ${from}; Rspress's output changed (plugins/post-build/prune-css.ts)`);
    fs.writeFileSync(path.join(cssDir, next), pruned.css);
    fs.rmSync(file);
    sheets.push({ from, to, rules: pruned.removed.length, bytes: [css.length, pruned.css.length] });
  }
  return { pages: out, sheets };
}
