// Snippets: about 100 characters of a page's text around the match, as parts of plain text and
// matches. The parts are rendered as text (React escapes them), never as HTML.
import type { SnippetPart } from './types';

/** The length of a snippet, in characters (about 100). */
export const SNIPPET_LENGTH = 100;
const ELLIPSIS = '…';

// Pagefind joins a heading and the next block with '. ', which reads oddly after Chinese text.
const decode = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\u200B/g, '')
    .replace(/(\p{Script=Han})\. /gu, '$1 ');

/** Text with `<mark>…</mark>` around matches as parts; `decodeText` turns the rest into plain text. */
function splitMarks(marked: string, decodeText: (s: string) => string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const re = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  let m: RegExpExecArray | null;
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const prev = parts[parts.length - 1];
    if (prev && prev.match === match) prev.text += text;
    else parts.push({ text, match });
  };
  while ((m = re.exec(marked))) {
    push(decodeText(marked.slice(last, m.index)), false);
    push(decodeText(m[1]), true);
    last = m.index + m[0].length;
  }
  push(decodeText(marked.slice(last)), false);
  // The same '. ' after Chinese text, when the text before it is a match.
  for (let i = 1; i < parts.length; i++) {
    if (/\p{Script=Han}$/u.test(parts[i - 1].text) && parts[i].text.startsWith('. ')) parts[i].text = parts[i].text.slice(1);
  }
  return parts;
}

/**
 * Pagefind's excerpt (the page's text with `<` and `>` escaped and `<mark>` around the matched words)
 * as parts. Nothing else in it is markup.
 */
export const excerptParts = (excerpt: string): SnippetPart[] => splitMarks(excerpt, decode);

/** A remote hit's snippet (plain text, `<mark>` around matches; any other tag is shown as typed) as parts. */
export const markedParts = (snippet: string): SnippetPart[] => splitMarks(snippet, (s) => s);

/** Whether a character is of a script written without spaces (Chinese, Japanese). */
const isCjk = (ch: string): boolean => /[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch);

/**
 * About `length` characters of the parts around the first match: the match starts about a quarter
 * into the snippet, cuts fall on spaces in Latin text, and a cut end gets an ellipsis.
 */
export function trimParts(input: SnippetPart[], length: number = SNIPPET_LENGTH): SnippetPart[] {
  const parts = input.map((p) => ({ ...p, text: p.text.replace(/\s+/g, ' ') })).filter((p) => p.text);
  const text = parts.map((p) => p.text).join('');
  const trimmedStart = text.length - text.trimStart().length;
  if (text.trim().length <= length) return dropLeadingPunctuation(clip(parts, trimmedStart, text.trimEnd().length));
  let firstMatch = 0;
  for (const p of parts) {
    if (p.match) break;
    firstMatch += p.text.length;
  }
  if (firstMatch >= text.length) firstMatch = 0;
  let start = Math.max(trimmedStart, firstMatch - Math.floor(length / 4));
  let end = Math.min(text.length, start + length);
  if (end - start < length) start = Math.max(trimmedStart, end - length);
  // Move the cuts to word boundaries in Latin text (never past the match).
  if (start > trimmedStart && !isCjk(text[start])) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < firstMatch && space - start < 20) start = space + 1;
  }
  if (end < text.length && !isCjk(text[end - 1])) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && end - space < 20) end = space;
  }
  const out = dropLeadingPunctuation(clip(parts, start, end));
  if (start > trimmedStart) out.unshift({ text: ELLIPSIS, match: false });
  if (end < text.trimEnd().length) out.push({ text: ELLIPSIS, match: false });
  return merge(out);
}

/** A snippet does not start with the punctuation that ended the sentence before it ('。在 0.5.9 中'). */
function dropLeadingPunctuation(parts: SnippetPart[]): SnippetPart[] {
  if (parts[0] && !parts[0].match) parts[0] = { ...parts[0], text: parts[0].text.replace(/^[\s，。：；、！？,.;:!?）)]+/, '') };
  return parts.filter((p) => p.text);
}

/** The parts between two character offsets of their joined text. */
function clip(parts: SnippetPart[], start: number, end: number): SnippetPart[] {
  const out: SnippetPart[] = [];
  let pos = 0;
  for (const p of parts) {
    const from = Math.max(start, pos);
    const to = Math.min(end, pos + p.text.length);
    if (to > from) out.push({ text: p.text.slice(from - pos, to - pos), match: p.match });
    pos += p.text.length;
  }
  return merge(out);
}

function merge(parts: SnippetPart[]): SnippetPart[] {
  const out: SnippetPart[] = [];
  for (const p of parts) {
    const prev = out[out.length - 1];
    if (prev && prev.match === p.match) prev.text += p.text;
    else if (p.text) out.push({ ...p });
  }
  return out;
}

/** A snippet from Pagefind's excerpt. */
export const snippet = (excerpt: string, length: number = SNIPPET_LENGTH): SnippetPart[] => trimParts(excerptParts(excerpt), length);
