// The catalogue of user-facing error messages holds true texts and points at existing pages:
// texts marked as coming from an installed 0.5 package are found in its built JS.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ERROR_MESSAGES, type InstalledPackage } from '../../scripts/lib/error-messages';

const root = path.resolve(import.meta.dirname, '../..');
const PLACEHOLDER = /<([a-z][a-z0-9-]*)>/g;
// Longest stretch of code allowed between two consecutive words of a message in the built JS
// (a colour call such as `${import_shared.color.yellow(` or a string concatenation), and in
// place of a placeholder (an interpolated expression).
const WORD_GAP = 80;
const PLACEHOLDER_GAP = 240;

/** All JS of an installed package's `dist` and `compiled`, one normalised text per file. */
function packageTexts(pkg: InstalledPackage): string[] {
  const texts: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(c|m)?js$/.test(entry.name)) texts.push(normaliseCode(fs.readFileSync(file, 'utf8')));
    }
  };
  const base = path.join(root, 'node_modules', pkg);
  walk(path.join(base, 'dist'));
  walk(path.join(base, 'compiled'));
  return texts;
}

/** Built JS as the words a user would read: escapes undone, HTML tags dropped, spaces collapsed. */
function normaliseCode(code: string): string {
  return code
    .replace(/\\n/g, ' ')
    .replace(/\\(["'`\\])/g, '$1')
    .replace(/<\/?[a-zA-Z][a-zA-Z0-9-]*(\s[^<>]*)?>/g, '')
    .replace(/\s+/g, ' ');
}

type Token = { word: string; afterPlaceholder: boolean };

/** A message as the sequence of its fixed words; placeholders become wildcards. */
function tokens(message: string): Token[] {
  const words: Token[] = [];
  let afterPlaceholder = false;
  // split() with a capturing group puts the placeholder names at the odd indexes.
  for (const [i, part] of message.split(PLACEHOLDER).entries()) {
    if (i % 2 === 1) {
      afterPlaceholder = true;
      continue;
    }
    for (const word of part.split(/\s+/).filter(Boolean)) {
      words.push({ word, afterPlaceholder });
      afterPlaceholder = false;
    }
  }
  return words;
}

/** Whether the fixed words of `message` occur in order, close together, in `text`. */
function occursIn(text: string, words: Token[]): boolean {
  return whereIn(text, words) !== -1;
}

/** Where the fixed words of `message` occur in order, close together, in `text` (the tightest such place), or -1. */
function whereIn(text: string, words: Token[]): number {
  let best = -1;
  let span = Number.POSITIVE_INFINITY;
  if (!words.length) return -1;
  const [first, ...rest] = words;
  for (let at = text.indexOf(first.word); at !== -1; at = text.indexOf(first.word, at + 1)) {
    let pos = at + first.word.length;
    let ok = true;
    for (const t of rest) {
      const gap = t.afterPlaceholder ? PLACEHOLDER_GAP : WORD_GAP;
      const found = text.slice(pos, pos + gap + t.word.length).indexOf(t.word);
      if (found === -1) {
        ok = false;
        break;
      }
      pos += found + t.word.length;
    }
    if (ok && pos - at < span) {
      best = at;
      span = pos - at;
    }
  }
  return best;
}

test('every message marked with an installed package is in that package’s built JS', () => {
  const cache = new Map<InstalledPackage, string[]>();
  const missing: string[] = [];
  for (const entry of ERROR_MESSAGES) {
    if (!entry.package) continue;
    if (!cache.has(entry.package)) cache.set(entry.package, packageTexts(entry.package));
    const texts = cache.get(entry.package)!;
    assert.ok(texts.length > 0, `no built JS found for ${entry.package}`);
    const words = tokens(entry.message);
    if (!texts.some((text) => occursIn(text, words))) missing.push(`${entry.id} (${entry.package})`);
  }
  assert.deepEqual(missing, [], 'messages not found in the installed package');
});

test('a message printed with `.info(` (logger.info, console.info) is of kind info, and one of kind info is printed so', () => {
  const wrong: string[] = [];
  for (const entry of ERROR_MESSAGES) {
    if (!entry.package) continue;
    const words = tokens(entry.message);
    for (const text of packageTexts(entry.package)) {
      const at = whereIn(text, words);
      if (at === -1) continue;
      // The call the message is an argument of: the last `.info(`, `.warn(`, `.error(` or `.log(` shortly before it.
      const before = text.slice(Math.max(0, at - 120), at);
      const call = [...before.matchAll(/\.(info|warn|error|log|success|ready|start|debug)\(/g)].at(-1)?.[1];
      if ((call === 'info') !== (entry.kind === 'info')) wrong.push(`${entry.id}: kind ${entry.kind}, printed by .${call}(`);
      break;
    }
  }
  assert.deepEqual(wrong, []);
});

test('the matcher rejects a message that is not there', () => {
  const text = normaliseCode('throw new Error(`Port "${original}" is occupied, please choose another one.`)');
  assert.ok(occursIn(text, tokens('Port "<port>" is occupied, please choose another one.')));
  assert.ok(!occursIn(text, tokens('Port "<port>" is taken, please choose another one.')));
});

test('ids are unique and kebab-case', () => {
  const seen = new Set<string>();
  for (const { id } of ERROR_MESSAGES) {
    assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/, id);
    assert.ok(!seen.has(id), `duplicate id ${id}`);
    seen.add(id);
  }
});

test('messages are plain text, and placeholders are described exactly', () => {
  for (const entry of ERROR_MESSAGES) {
    assert.doesNotMatch(entry.message, /\u001b|\u009b|\[\d+(;\d+)*m/, `${entry.id} contains ANSI codes`);
    assert.equal(entry.message, entry.message.trim(), `${entry.id} has surrounding whitespace`);
    const names = [...new Set([...entry.message.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
    const described = Object.keys(entry.placeholders ?? {}).sort();
    assert.deepEqual(described, names, `${entry.id}: placeholders do not match the message`);
    assert.ok(entry.source.trim(), `${entry.id} has no source`);
  }
});

test('every page is an existing English page with a Chinese counterpart', () => {
  const pageFile = (lang: string, route: string) =>
    [`${route}.mdx`, `${route}.md`, `${route}/index.mdx`, `${route}/index.md`]
      .map((name) => path.join(root, 'docs', lang, name))
      .find((file) => fs.existsSync(file));
  for (const { id, page } of ERROR_MESSAGES) {
    if (page === null) continue;
    assert.match(page, /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, `${id}: ${page} is not a route`);
    assert.ok(pageFile('en', page), `${id}: no docs/en page for ${page}`);
    assert.ok(pageFile('zh', page), `${id}: no docs/zh page for ${page}`);
  }
});
