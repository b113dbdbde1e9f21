// Gates on translations: a Chinese page keeps no paragraph of English prose (a paragraph replaced
// by its English original, or left untranslated).
import fs from 'node:fs';
import path from 'node:path';
import { withoutCode } from '../lib/markdown';
import { DOCS, ROOT, listPages } from '../lib/pages';

export type LineProblem = { file: string; line: number; message: string };

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]/;
/** Words of Latin letters, outside inline code, links' targets, HTML tags and JSX expressions. */
const latinWords = (text: string): number =>
  text
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .split(/[^A-Za-z']+/)
    .filter((w) => w.length > 1).length;

/** Minimum run of English words that counts as an untranslated sentence. */
export const ENGLISH_WORDS = 8;

/** Paragraphs, list items, table cells and callouts of a Chinese page that are English prose. */
export function englishProse(source: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const lines = withoutCode(source).split('\n');
  let inFrontMatter = lines[0] === '---';
  lines.forEach((raw, i) => {
    if (inFrontMatter) {
      if (i > 0 && raw === '---') inFrontMatter = false;
      return;
    }
    const text = raw.trim();
    // Headings may quote an error message; the parity gate keeps them in step with the English page.
    if (!text || /^(#{1,6}\s|import |export |:::|<\/?[A-Z]|\{\/\*)/.test(text)) return;
    // A table row: each cell on its own (the first cell is often an option name).
    const parts = text.startsWith('|') ? text.split('|').slice(1, -1) : [text.replace(/^(#{1,6}|[-*+]|\d+\.|>)\s+/, '')];
    for (const part of parts) {
      if (CJK.test(part)) continue;
      if (latinWords(part) >= ENGLISH_WORDS) {
        out.push({ line: i + 1, text: part.trim().slice(0, 60) });
        break;
      }
    }
  });
  return out;
}

/** Every Chinese page: no English prose left. */
export function checkEnglishInChinese(docs: string = DOCS): LineProblem[] {
  return listPages('zh', docs).flatMap(({ file }) =>
    englishProse(fs.readFileSync(file, 'utf8')).map((p) => ({
      file: path.relative(ROOT, file),
      line: p.line,
      message: `English prose in a Chinese page ("${p.text}…"): translate it (quote error messages in \`code\`)`,
    })),
  );
}
