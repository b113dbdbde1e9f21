// A content gate: Chinese pages quote error messages verbatim, in English, as the English pages do, so
// that a reader can search for the message they see. An English page's inline code that reads like a
// message (a phrase with words such as "Cannot", "failed", "is not defined") must appear unchanged on
// its Chinese page.
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES, type ErrorMessage } from '../lib/error-messages';
import { codeBlocks, withoutCode } from '../lib/markdown';
import { LANGS, ROOT, listPages, pageFile } from '../lib/pages';
import type { Problem } from './gates';

const MESSAGE =
  /\b(error|Error|Cannot|cannot|Can't|can't|Could not|could not|[Ff]ailed|Unexpected|missing|not found|not defined|is not|Invalid|invalid|Panic|No such|Unknown|unknown|occupied|not supported)\b/;

/** Inline code spans of a page (outside fenced code) with their line numbers, `` `a` `` and ``` ``a `b` `` ``` alike. */
export function inlineCode(source: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  withoutCode(source)
    .split('\n')
    .forEach((line, i) => {
      for (const m of line.matchAll(/(`+)(?!`)(.+?)(?<!`)\1(?!`)/g)) {
        const text = m[1].length > 1 ? m[2].trim() : m[2];
        out.push({ text, line: i + 1 });
      }
    });
  return out;
}

/** Whether an inline code span reads like a message a tool prints (a phrase, not an identifier). */
export const looksLikeMessage = (text: string): boolean =>
  text.length >= 12 && /\s\S+\s/.test(text) && MESSAGE.test(text) && !/[\u4e00-\u9fff]/.test(text);

export function checkErrorQuotes(docs: string): Problem[] {
  const out: Problem[] = [];
  for (const { route, file } of listPages('en', docs)) {
    const zh = pageFile(route, 'zh', docs);
    if (!zh) continue;
    const zhSource = fs.readFileSync(zh, 'utf8');
    const zhCode = new Set(inlineCode(zhSource).map((c) => c.text));
    for (const { text, line } of inlineCode(fs.readFileSync(file, 'utf8'))) {
      if (!looksLikeMessage(text) || zhCode.has(text) || zhSource.includes(text)) continue;
      out.push({
        file: path.relative(ROOT, zh),
        line: 1,
        message: `the English page quotes the message \`${text}\` (${path.relative(ROOT, file)}:${line}); quote it verbatim in English here too, so that readers can search for it`,
      });
    }
  }
  return out;
}

// The catalogue gate ---------------------------------------------------------------------------
// Every message of the catalogue (scripts/lib/error-messages.ts) has the page that explains it, and
// that page quotes it, in English and in Chinese, in inline code or a code block: the words as
// printed, each `<placeholder>` written as a real value (a port, a path).

/** The catalogue's file, where a message without a page is reported. */
export const CATALOGUE_FILE = path.join(ROOT, 'scripts', 'lib', 'error-messages.ts');

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Spaces collapsed, as a quote in inline code or across the lines of a code block reads. */
const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();

/**
 * A message as a pattern: its fixed words verbatim (any run of spaces for a space or line break), each
 * placeholder any text. A last line that is only a placeholder (`…:\n<message>`, the text of another
 * tool's error) may be left out of a quote.
 */
export function messagePattern(message: string): RegExp {
  const trailing = /\n<[a-z][a-z0-9-]*>$/.test(message);
  const parts = collapse(trailing ? message.replace(/\n<[a-z][a-z0-9-]*>$/, '') : message).split(/<[a-z][a-z0-9-]*>/);
  return new RegExp(parts.map((p) => escapeRegExp(p).replace(/ /g, '\\s+')).join('.+?'));
}

/**
 * The quotes of a page: its inline code spans and code blocks, spaces collapsed. In a code block, the
 * frame that Rspack draws around an error (`│`, `×`, `╰─▶` at the start of a line) is not part of it.
 */
export function quotesOf(source: string): { text: string; line: number }[] {
  const unframed = (code: string): string => code.replace(/^[ \t]*(?:[│╰─▶×╭·][ \t]*)+/gm, '');
  return [...inlineCode(source), ...codeBlocks(source).map((b) => ({ text: unframed(b.code), line: b.line + 1 }))].map((q) => ({
    text: collapse(q.text),
    line: q.line,
  }));
}

/** The line of a page that quotes a message, or undefined. */
export function quoteLine(source: string, message: string): number | undefined {
  const pattern = messagePattern(message);
  return quotesOf(source).find((q) => pattern.test(q.text))?.line;
}

/** The 1-based line of the catalogue entry `id` (its `id:` line, or with `field`, that field's line in the entry). */
function catalogueLine(catalogue: string, id: string, field?: string): number {
  const lines = catalogue.split('\n');
  const start = lines.findIndex((l) => l.includes(`id: '${id}'`));
  if (start < 0 || !field) return start + 1;
  const end = lines.findIndex((l, i) => i > start && /^\s*id: '/.test(l));
  const at = lines.findIndex((l, i) => i > start && (end < 0 || i < end) && l.trimStart().startsWith(`${field}:`));
  return (at < 0 ? start : at) + 1;
}

export type CatalogueProblem = Problem & { id: string };

/**
 * The catalogue's messages against the pages of `docs`: a message with `page: null`, a page missing in
 * a language, or a page (English or Chinese) that does not quote its message.
 */
export function checkCatalogueQuotes(
  docs: string,
  catalogue: readonly ErrorMessage[] = ERROR_MESSAGES,
  catalogueFile: string = CATALOGUE_FILE,
): CatalogueProblem[] {
  const out: CatalogueProblem[] = [];
  const catalogueText = fs.readFileSync(catalogueFile, 'utf8');
  const sources = new Map<string, string>();
  const read = (file: string): string => {
    let s = sources.get(file);
    if (s === undefined) sources.set(file, (s = fs.readFileSync(file, 'utf8')));
    return s;
  };
  const firstLine = (text: string): string => text.split('\n')[0];
  for (const { id, message, page } of catalogue) {
    const where = path.relative(ROOT, catalogueFile);
    if (page === null) {
      out.push({
        id,
        file: where,
        line: catalogueLine(catalogueText, id, 'page'),
        message: `the message "${firstLine(message)}" (${id}) has no page: write its cause and fix on the page that explains it, quote it there in both languages, and set \`page\` to that route`,
      });
      continue;
    }
    for (const lang of LANGS) {
      const file = pageFile(page, lang, docs);
      if (!file) {
        out.push({
          id,
          file: where,
          line: catalogueLine(catalogueText, id, 'page'),
          message: `the page ${page} of the message "${firstLine(message)}" (${id}) has no ${lang} page (docs/${lang}${page}.mdx): write it, or set \`page\` to the route that explains the message`,
        });
        continue;
      }
      if (quoteLine(read(file), message) !== undefined) continue;
      out.push({
        id,
        file: path.relative(ROOT, file),
        line: 1,
        message: `the page does not quote the message ${id} (${where}:${catalogueLine(catalogueText, id)}): quote it verbatim in inline code or a code block, each <placeholder> written as a real value: \`${firstLine(message)}\`${message.includes('\n') ? ' …' : ''}`,
      });
    }
  }
  return out;
}
