// A content gate: Chinese pages quote error messages verbatim, in English, as the English pages do, so
// that a reader can search for the message they see. An English page's inline code that reads like a
// message (a phrase with words such as "Cannot", "failed", "is not defined") must appear unchanged on
// its Chinese page.
import fs from 'node:fs';
import path from 'node:path';
import { withoutCode } from '../../../scripts/lib/markdown';
import { ROOT, listPages, pageFile } from '../../../scripts/lib/pages';
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
export const looksLikeMessage = (text: string): boolean => text.length >= 12 && /\s\S+\s/.test(text) && MESSAGE.test(text) && !/[\u4e00-\u9fff]/.test(text);

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
