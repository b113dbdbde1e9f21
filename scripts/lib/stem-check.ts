// The English stemmer of the site's search core (theme/search/stem-english.ts) against the one compiled into Pagefind's
// core: the core in its playground mode answers a search with the stems it searched for (`search_keywords`), which
// shows its stem of any word. Used by tests/unit/search-core-ts.test.ts and scripts/compare-search-core.ts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { encodeCbor } from '../../plugins/search/pagefind-format/cbor';
import { stemEnglish } from '../../theme/search/stem-english';
import { WasmCore, coreModule, indexFileBytes, pagefindCore } from './pagefind-wasm';
import { readCbor } from '../../theme/search/search-core';
import wordListPath from 'word-list';

/** A general English word list: the 274 000 words of the `word-list` package. */
export const englishWords = (): string[] => fs.readFileSync(wordListPath, 'utf8').split('\n').filter(Boolean);

/**
 * The words of a built language index: every word of its word index (Pagefind's stems and the forms it keeps) and
 * every word of its pages' text as the sections hold it (plugins/search/pagefind-format/write-sections.ts), lower case.
 */
export function indexStems(site: string, lang: string): string[] {
  const dir = path.join(site, 'pagefind', lang);
  const words = new Set<string>();
  for (const file of fs.readdirSync(path.join(dir, 'index'))) {
    const chunk = readCbor(indexFileBytes(file, fs.readFileSync(path.join(dir, 'index', file)))) as unknown[][][];
    for (const entry of chunk[0] as unknown[][]) {
      words.add(entry[0] as string);
      for (const variant of (entry[2] ?? []) as unknown[][]) words.add(variant[0] as string);
    }
  }
  for (const file of fs.readdirSync(path.join(dir, 'fragment')))
    if (file.endsWith('.pf_section'))
      for (const w of zlib
        .gunzipSync(fs.readFileSync(path.join(dir, 'fragment', file)))
        .toString('utf8')
        .split('\n')) {
        const word = w.toLowerCase().replace(/[^\p{L}\p{N}'_-]/gu, '');
        if (word && !word.includes(' ')) words.add(word);
      }
  return [...words];
}

/** The words whose stem differs from the core's (`word: core's, ours`), of how many. */
export async function stemDifferences(words: Iterable<string>): Promise<{ words: number; differ: string[] }> {
  const module = coreModule('wasm.en.pagefind', await pagefindCore('en'));
  // An index of no pages and no chunks: the search finds nothing and says what it searched for.
  const core = WasmCore.start(module, encodeCbor(['1.6.0', [], [], [], [], []]), undefined, true);
  const differ: string[] = [];
  let n = 0;
  for (const word of words) {
    if (!word || /[\s]/.test(word)) continue;
    n++;
    const theirs = (core.searchRaw(word, word, false).search_keywords as string[])[0];
    const ours = stemEnglish(word);
    if (theirs !== ours) differ.push(`${word}: ${theirs}, ours ${ours}`);
  }
  return { words: n, differ };
}
