// A page's text in pieces: after Pagefind wrote the index (and the fragments were renamed), each page
// fragment keeps its title, URL and headings, and its text moves to one small file per section (the
// words between two headings). A query then fetches the headings of the pages it shows (which is what
// decides the row's heading and the ranking) and only the sections its snippets come from, instead of
// every shown page's whole text.
//
// The dialog's Pagefind code (theme/search/pagefind-core.ts) still loads the fragment and finds the
// sub-results (the headings a query matched under): for that it needs the headings' word positions, not
// the words. So the fragment's text is empty, and it says where the sections are (`sections`: their
// starts, the page's word count, whether Pagefind split the text at U+200B). (Until session 69 the text
// was as many empty words, which pagefind.js needed: about 45 bytes of gzip a fragment.) Pagefind's
// `image` meta (the page's first image, a package manager's icon) is dropped too: no row shows it.
// The dialog (theme/search/local.ts) builds the snippet from the sections exactly as Pagefind builds
// it from the whole text (`pnpm bench:search --fresh --dump` gives the same hits, headings and snippets
// before and after).
import zlib from 'node:zlib';
import { type SectionsInfo, fileStarts, pagefindWords } from '../../../theme/search/sections';
import { ASKED_META, QUESTIONS_META } from '../html';
import { type IndexFile, unpack } from './rechunk';

const SIGNATURE = 'pagefind_dcd';
/** The separator of the words in a section file (no word holds one: checked). */
export const SECTION_SEPARATOR = '\n';
/** The file of a page's section `i`, next to its fragment: `fragment/en_9707c13a.3.pf_section`. */
export const sectionPath = (fragmentHash: string, i: number): string => `fragment/${fragmentHash}.${i}.pf_section`;

/**
 * The most words in one section file: a longer section (the words between two headings) is cut into
 * near-equal pieces. A snippet is 40 words (PAGEFIND_OPTIONS.excerptLength) and needs only the one or two
 * pieces it spans, not its whole section.
 */
export const SECTION_PIECE_WORDS = 60;

type Fragment = { content?: unknown; anchors?: { location?: unknown }[]; sections?: unknown; meta?: Record<string, unknown> };

const packJson = (value: unknown): Uint8Array =>
  zlib.gzipSync(Buffer.concat([Buffer.from(SIGNATURE, 'latin1'), Buffer.from(JSON.stringify(value))]), { level: 9 });

/**
 * The index files with each page fragment's text moved to its section files. Fragments without text,
 * or whose words hold the separator, stay whole (the dialog then uses Pagefind's excerpt).
 */
export function splitFragments(files: IndexFile[], pieceWords: number = SECTION_PIECE_WORDS): { files: IndexFile[]; sections: number } {
  const out: IndexFile[] = [];
  let sections = 0;
  for (const f of files) {
    const name = f.path.replace(/\\/g, '/');
    const m = /^fragment\/([^/]+)\.pf_fragment$/.exec(name);
    if (!m) {
      out.push(f);
      continue;
    }
    const fragment = JSON.parse(Buffer.from(unpack(name, f.content)).toString('utf8')) as Fragment;
    if (typeof fragment.content !== 'string' || !fragment.content || fragment.sections !== undefined || !Array.isArray(fragment.anchors)) {
      out.push(f);
      continue;
    }
    const { words, zws } = pagefindWords(fragment.content);
    if (words.some((w) => w.includes(SECTION_SEPARATOR))) {
      out.push(f);
      continue;
    }
    const bounds = new Set<number>([0]);
    for (const a of fragment.anchors)
      if (typeof a.location === 'number' && a.location > 0 && a.location < words.length) bounds.add(a.location);
    const info: SectionsInfo = {
      starts: [...bounds].sort((a, b) => a - b),
      words: words.length,
      zws,
      ...(pieceWords > 0 && { piece: pieceWords }),
    };
    const starts = fileStarts(info);
    starts.forEach((start, i) => {
      const end = starts[i + 1] ?? words.length;
      out.push({ path: sectionPath(m[1], i), content: zlib.gzipSync(words.slice(start, end).join(SECTION_SEPARATOR), { level: 9 }) });
    });
    sections += starts.length;
    const { image: _image, image_alt: _alt, [ASKED_META]: _asked, [QUESTIONS_META]: _questions, ...meta } = fragment.meta ?? {};
    out.push({ path: f.path, content: packJson({ ...fragment, content: '', meta, sections: info }) });
  }
  return { files: out, sections };
}
