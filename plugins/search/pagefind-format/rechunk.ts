// Smaller word-index chunks for Pagefind (1.x). Pagefind splits a language's word index into chunks
// of about 30 kB gzip, and a query fetches the chunk(s) of its words: most of the first query's
// bytes. This re-splits the words, in Pagefind's own order, into chunks of about `targetGzip` bytes
// and rewrites the index metadata (`pagefind.<hash>.pf_meta`: the chunks' word ranges and names) and
// `pagefind-entry.json` (the metadata's new name). The words' bytes are copied as Pagefind wrote them.
//
// The files (Pagefind's own format, checked here, since it is not a published interface): gzip of
// `pagefind_dcd` followed by CBOR. The metadata is an array [version, pages, chunks, filters, sorts,
// ...], each chunk [from, to, hash], the file `index/<hash>.pf_index`; a chunk is [[word, ...]], each
// word an array whose first element is the word. `from`/`to` are the shortest prefixes that tell the
// first and last words of neighbouring chunks apart (as Pagefind writes them).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { type Cbor, arrayElements, decodeCbor, encodeCbor, head } from './cbor';
import { STOP_WORDS } from '../../../theme/search/local';

export type IndexFile = { path: string; content: Uint8Array };

const SIGNATURE = 'pagefind_dcd';
const SUPPORTED = /^1\./;
/** The default size of a chunk, gzip: a query's word costs about this much to fetch. */
export const CHUNK_TARGET_GZIP = 6 * 1024;
/**
 * A word that is a common start of other words (`in`, `to`; in Chinese one character, `件`, a start of
 * hundreds of two-character words) loads a chunk that holds all those words, since Pagefind's core matches
 * a term against the loaded words it starts (`in` → `index`, `install`): 18 kB where the word
 * alone is 6 kB (`件`: 17.6 and 2 kB). The words of `EXACT_WORDS` also get a chunk that holds only the word
 * (`exactChunks`), which the browser loads when a query has the word as a whole term, not its last
 * (theme/search/pagefind-core.ts): the term then matches the word, not the words it starts.
 *
 * The list is fixed, not chosen by bytes at each build: a word with a chunk of its own matches only itself
 * (占, not 占用), so a list that followed the chunks' sizes let a page edit change what a query matches
 * (session 88: "哪个依赖占的体积最大" lost its page when an edit made 占's chunk large enough). It holds the
 * words that had a chunk of at least `EXACT_HINT.minChunk` gzip, and `EXACT_HINT.minSaving` more than the
 * word alone, when it was chosen (2026-12-06, the pages of 27fd70c6). A word not listed that now meets that
 * is printed by the build as a hint (`exactHints`), not added. Only words whose starts are no answer
 * (`wordAlone`): a stop word (`in` → `index`, theme/search/local.ts) and a Chinese character (`件` → `件默`,
 * where Pagefind's index holds each pair of characters as a word); `old` → `older` is one (tried: every word
 * of one to three letters lost "support old browsers" its page; every Chinese character lost on the held-out
 * sets, RESULTS-search.md session 88).
 */
export const EXACT_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['i', 'on', 'our', 'so', 'than', 'to', 'we', 'what'],
  zh: [
    ...['a', 'i', '一', '下', '不', '个', '为', '了', '以', '件', '会', '入', '写', '出', '加', '包', '后', '和'],
    ...['哈', '器', '它', '并', '建', '开', '把', '文', '是', '本', '用', '置', '被', '要', '这', '里', '面'],
  ],
};
/** When the build names a word not in `EXACT_WORDS` whose own chunk would save bytes (gzip). */
export const EXACT_HINT = { minChunk: 6 * 1024, minSaving: 3 * 1024 };
export const wordAlone = (word: string): boolean => STOP_WORDS.has(word) || /^\p{Script=Han}$/u.test(word);
export class RechunkError extends Error {
  constructor(file: string, what: string) {
    super(
      `Search index, ${file}: ${what}. Pagefind's index format may have changed: check plugins/search/pagefind-format/rechunk.ts ` +
        `against the installed Pagefind version, or turn the re-chunking off (SEARCH_CHUNK_TARGET=0 in plugins/search/build-index.ts).`,
    );
  }
}

/** The CBOR of a Pagefind file (gzip, then the signature). */
export function unpack(file: string, content: Uint8Array): Uint8Array {
  let raw: Uint8Array;
  try {
    raw = zlib.gunzipSync(content);
  } catch (e) {
    throw new RechunkError(file, `not gzip (${(e as Error).message})`);
  }
  if (Buffer.from(raw.subarray(0, SIGNATURE.length)).toString('latin1') !== SIGNATURE)
    throw new RechunkError(file, `no "${SIGNATURE}" signature`);
  return raw.subarray(SIGNATURE.length);
}

/** A Pagefind file from its CBOR. */
export const pack = (cbor: Uint8Array): Uint8Array => zlib.gzipSync(Buffer.concat([Buffer.from(SIGNATURE, 'latin1'), cbor]), { level: 9 });

/** The first `n` characters (Unicode scalar values, as Rust counts them). */
const take = (s: string, n: number): string => Array.from(s).slice(0, n).join('');

/** The shortest prefixes that tell two neighbouring words apart: Pagefind's chunk bounds. */
export function boundPrefixes(last: string, first: string): [to: string, from: string] {
  const a = Array.from(last);
  const b = Array.from(first);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return [take(last, common + 1), take(first, common + 1)];
}

type Word = { word: string; bytes: Uint8Array };

/** The words of a chunk, each with its CBOR bytes. */
export function chunkWords(file: string, content: Uint8Array): Word[] {
  const cbor = unpack(file, content);
  const outer = arrayElements(cbor, 0);
  if (outer.elements.length !== 1 || outer.end !== cbor.length) throw new RechunkError(file, 'a word-index chunk is not a one-field array');
  const { elements } = arrayElements(cbor, outer.elements[0].start);
  return elements.map((el) => {
    const word = Array.isArray(el.value) ? el.value[0] : undefined;
    if (typeof word !== 'string') throw new RechunkError(file, 'a word entry does not start with the word');
    return { word, bytes: cbor.subarray(el.start, el.end) };
  });
}

/** The chunk file of some words. */
export const chunkFile = (words: Word[]): Uint8Array =>
  pack(Buffer.concat([head(4, 1), head(4, words.length), ...words.map((w) => w.bytes)]));

/**
 * Splits the words of one large chunk (in order) into groups of about `targetGzip` bytes compressed,
 * counted on the raw size with the raw-to-gzip ratio of the whole index, and counting the words a
 * group's chunk must hold besides its own (see `withNeighbours`: the run of later words that start
 * like its upper bound). Each cut is the last one that keeps the chunk within the target, or else the
 * one that makes it smallest. No cut falls after a word that the next word starts with ("th" | "the"):
 * the upper bound would be that whole word, and every longer term ("thz") would be looked up there.
 */
export function splitWords(words: Word[], targetGzip: number, ratio: number, firstFrom: string): Word[][] {
  const targetRaw = targetGzip * ratio;
  const groups: Word[][] = [];
  let s = 0;
  while (s < words.length) {
    const from = s === 0 ? firstFrom : boundPrefixes(words[s - 1].word, words[s].word)[1];
    let own = 0;
    let best = -1;
    let bestSize = Infinity;
    let fits = -1;
    let e = s;
    for (; e < words.length; e++) {
      own += words[e].bytes.length;
      if (e === words.length - 1) {
        if (own <= targetRaw) fits = e;
        break;
      }
      if (own > targetRaw && (fits >= 0 || best >= 0)) break;
      if (words[e + 1].word.startsWith(words[e].word)) continue;
      const size = own + laterRun(words, e, from, targetRaw);
      if (size <= targetRaw) fits = e;
      if (size < bestSize) {
        best = e;
        bestSize = size;
      }
    }
    const end = fits >= 0 ? fits : best >= 0 ? best : words.length - 1;
    groups.push(words.slice(s, end + 1));
    s = end + 1;
  }
  return groups;
}

/** The raw size of the later words that a chunk ending after `words[e]` must hold too (up to `limit`). */
function laterRun(words: Word[], e: number, from: string, limit: number): number {
  const to = boundPrefixes(words[e].word, words[e + 1].word)[0];
  const toChars = Array.from(to);
  // The shortest start of the upper bound that is in the chunk's range: every later word that starts
  // with it is found by a term of this chunk.
  let k = 1;
  while (k < toChars.length && !inRange(toChars.slice(0, k).join(''), { from, to })) k++;
  const stem = toChars.slice(0, k).join('');
  let size = 0;
  for (let i = e + 1; i < words.length && words[i].word.startsWith(stem) && size <= limit; i++) size += words[i].bytes.length;
  return size;
}

/** Byte order of UTF-8 strings (Rust's order of strings; JavaScript's differs past U+FFFF). */
export function compareUtf8(a: string, b: string): number {
  // UTF-16 order is UTF-8 order unless a surrogate pair meets a character above U+D7FF.
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
const SURROGATE = /[\uD800-\uDFFF]/;

/** The first `n` characters of a string (by code point). */
function firstChars(s: string, n: number): string {
  let i = 0;
  for (let k = 0; k < n && i < s.length; k++) i += (s.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  return s.slice(0, i);
}

/** A chunk's word range as Pagefind's search core reads it: a term's first characters against each bound. */
export type Range = { from: string; to: string };
const chars = (s: string): string[] => Array.from(s);

/**
 * Whether Pagefind's search core looks a term up in a chunk of this range: the term's first
 * characters, as many as the bound has, are not below `from` and not above `to` ("andq" is in a
 * chunk that ends at "and"). Measured on Pagefind 1.6: a term loads one chunk, the first it is in.
 */
export function inRange(term: string, range: Range): boolean {
  return (
    compareUtf8(firstChars(term, length(range.from)), range.from) >= 0 && compareUtf8(firstChars(term, length(range.to)), range.to) <= 0
  );
}
const length = (s: string): number => (SURROGATE.test(s) ? Array.from(s).length : s.length);

/** The prefixes of a word, shortest first, the word last. */
const prefixes = (word: string): string[] => chars(word).map((_, i, a) => a.slice(0, i + 1).join(''));

/**
 * The words one small chunk must hold so that a term looked up in it finds what it found in the
 * large chunk the words came from. Pagefind matches a term against the loaded words that start with
 * it ("port" → "portal") and, when there are none, the words it starts with ("portz" → "port"). So a
 * small chunk holds its own words, the later words of the large chunk that some term of its range
 * starts (any of their prefixes is in its range), and the earlier words that its first term starts
 * with. Words can so be in more than one small chunk.
 */
export function withNeighbours(groups: Word[][], ranges: Range[]): Word[][] {
  const later: Set<Word>[] = groups.map(() => new Set());
  const inRanges = new Map<string, number[]>();
  groups.forEach((group, j) => {
    for (const w of group) {
      for (const p of prefixes(w.word)) {
        let hit = inRanges.get(p);
        if (!hit) {
          hit = [];
          for (let i = 0; i < ranges.length; i++) if (inRange(p, ranges[i])) hit.push(i);
          inRanges.set(p, hit);
        }
        for (const i of hit) if (i < j) later[i].add(w);
      }
    }
  });
  return groups.map((own, i) => {
    const before = groups
      .slice(0, i)
      .flat()
      .filter((w) => ranges[i].from.startsWith(w.word));
    const after = groups
      .slice(i + 1)
      .flat()
      .filter((w) => later[i].has(w));
    return [...before, ...own, ...after];
  });
}

const shortHash = (content: Uint8Array, length: number): string =>
  crypto.createHash('sha256').update(content).digest('hex').slice(0, length);

export type RechunkStats = {
  lang: string;
  before: { chunks: number; gzip: number; largest: number };
  after: { chunks: number; gzip: number; largest: number };
  /** The chunks of one word (EXACT_WORDS), among `after`'s. */
  exact: { chunks: number; gzip: number };
  /** Words not in EXACT_WORDS whose own chunk would save at least EXACT_HINT's bytes: the chunk they load, and the word alone (gzip). */
  hints: { word: string; chunk: number; alone: number }[];
};

/**
 * The words that have a chunk of their own (`pagefind-entry.json`'s `exact`, this site's field): the chunk of
 * `words[i]` is `index/<prefix><i in base 36>.pf_index`.
 */
export type ExactChunks = { prefix: string; words: string[] };

/**
 * The chunks of one word each (EXACT_WORDS): for each listed word the index holds, a chunk of it alone; and the
 * words not listed that EXACT_HINT would give one (the chunk the core loads for it, the first whose range holds
 * it, against a chunk of the word alone).
 */
function exactChunks(
  groups: Word[][],
  contents: Word[][],
  ranges: Range[],
  bodies: Uint8Array[],
  prefix: string,
  listed: readonly string[],
  hint: typeof EXACT_HINT,
): { words: string[]; files: IndexFile[]; hints: RechunkStats['hints'] } {
  const words: string[] = [];
  const files: IndexFile[] = [];
  const hints: RechunkStats['hints'] = [];
  const own = new Set(listed);
  for (const w of groups.flat()) {
    if (!own.has(w.word) && !wordAlone(w.word)) continue;
    const at = ranges.findIndex((r) => inRange(w.word, r));
    if (at < 0 || !contents[at].includes(w)) continue;
    const content = chunkFile([w]);
    if (own.has(w.word)) {
      files.push({ path: `index/${prefix}${words.length.toString(36)}.pf_index`, content });
      words.push(w.word);
    } else if (bodies[at].length >= hint.minChunk && bodies[at].length - content.length >= hint.minSaving)
      hints.push({ word: w.word, chunk: bodies[at].length, alone: content.length });
  }
  return { words, files, hints };
}

/**
 * Re-splits the word index of one language's files (as Pagefind's `getFiles()` returns them, paths
 * relative to the index folder). Returns the new list of files and the figures.
 */
export function rechunk(
  files: IndexFile[],
  targetGzip: number = CHUNK_TARGET_GZIP,
  exact: { words?: readonly string[]; hint?: typeof EXACT_HINT } = {},
): { files: IndexFile[]; stats: RechunkStats } {
  const byPath = new Map(files.map((f) => [f.path.replace(/\\/g, '/'), f]));
  const entryFile = byPath.get('pagefind-entry.json');
  if (!entryFile) throw new RechunkError('pagefind-entry.json', 'missing');
  const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8')) as {
    version?: string;
    languages?: Record<string, { hash: string; wasm: string | null; page_count: number }>;
  };
  const langs = Object.keys(entry.languages ?? {});
  if (langs.length !== 1) throw new RechunkError('pagefind-entry.json', `expected one language, found ${langs.length}`);
  const lang = langs[0];
  const langEntry = entry.languages![lang];
  const metaPath = `pagefind.${langEntry.hash}.pf_meta`;
  const metaFile = byPath.get(metaPath);
  if (!metaFile) throw new RechunkError(metaPath, 'missing (named by pagefind-entry.json)');

  const meta = unpack(metaPath, metaFile.content);
  const fields = arrayElements(meta, 0);
  if (fields.end !== meta.length || fields.elements.length < 3)
    throw new RechunkError(metaPath, 'the metadata is not an array of at least 3 fields');
  const version = fields.elements[0].value;
  if (typeof version !== 'string' || !SUPPORTED.test(version))
    throw new RechunkError(metaPath, `unsupported Pagefind version ${String(version)}`);
  const chunks = fields.elements[2].value;
  const isChunk = (c: Cbor): c is [string, string, string] => Array.isArray(c) && c.length === 3 && c.every((x) => typeof x === 'string');
  if (!Array.isArray(chunks) || !chunks.length || !chunks.every(isChunk))
    throw new RechunkError(metaPath, 'the chunk list is not a list of [from, to, hash]');

  const large: Word[][] = [];
  const oldPaths = new Set<string>();
  let gzipBefore = 0;
  let largestBefore = 0;
  let raw = 0;
  for (const [, , hash] of chunks as [string, string, string][]) {
    const p = `index/${hash}.pf_index`;
    const file = byPath.get(p);
    if (!file) throw new RechunkError(p, 'missing (named by the metadata)');
    oldPaths.add(p);
    gzipBefore += file.content.length;
    largestBefore = Math.max(largestBefore, file.content.length);
    const ws = chunkWords(p, file.content);
    raw += ws.reduce((a, w) => a + w.bytes.length, 0);
    large.push(ws);
  }
  const oldRanges: Range[] = (chunks as string[][]).map(([from, to]) => ({ from, to }));

  // Each large chunk is split on its own, so that its bounds stay: a term still finds the words of
  // the large chunk it found before, now in a small chunk of it.
  const ratio = raw / gzipBefore;
  const groups: Word[][] = [];
  const ranges: Range[] = [];
  const contents: Word[][] = [];
  large.forEach((ws, k) => {
    const parts = splitWords(ws, targetGzip, ratio, oldRanges[k].from);
    const partRanges = parts.map((part, i) => ({
      from: i === 0 ? oldRanges[k].from : boundPrefixes(parts[i - 1][parts[i - 1].length - 1].word, part[0].word)[1],
      to: i === parts.length - 1 ? oldRanges[k].to : boundPrefixes(part[part.length - 1].word, parts[i + 1][0].word)[0],
    }));
    groups.push(...parts);
    ranges.push(...partRanges);
    contents.push(...withNeighbours(parts, partRanges));
  });
  checkLookups(metaPath, large, oldRanges, groups, ranges);

  // Names: one hash of all the chunks, and the chunk's number. They change whenever the index does,
  // and they share their start, so the metadata that lists them compresses well.
  const prefix = /^(.*_)[0-9a-f]+$/.exec((chunks[0] as string[])[2])?.[1] ?? `${lang}_`;
  const bodies = contents.map(chunkFile);
  const setHash = shortHash(Buffer.concat(bodies.map((b) => crypto.createHash('sha256').update(b).digest())), 6);
  const newFiles: IndexFile[] = [];
  const metaChunks: Uint8Array[] = [];
  bodies.forEach((content, i) => {
    const name = `${prefix}${setHash}${i.toString(36)}`;
    newFiles.push({ path: `index/${name}.pf_index`, content });
    metaChunks.push(encodeText(ranges[i].from), encodeText(ranges[i].to), encodeText(name));
  });
  const own = exactChunks(
    groups,
    contents,
    ranges,
    bodies,
    `${prefix}${setHash}x`,
    exact.words ?? EXACT_WORDS[lang] ?? [],
    exact.hint ?? EXACT_HINT,
  );
  newFiles.push(...own.files);
  const chunkList = Buffer.concat([
    head(4, groups.length),
    ...groups.flatMap((_, i) => [head(4, 3), metaChunks[i * 3], metaChunks[i * 3 + 1], metaChunks[i * 3 + 2]]),
  ]);
  const pages = renamePages(metaPath, fields.elements[1].value, byPath, prefix);
  const newMeta = Buffer.concat([meta.subarray(0, fields.elements[1].start), pages.list, chunkList, meta.subarray(fields.elements[2].end)]);
  // The rewritten metadata must still read as Pagefind's: the same fields, the new chunk list.
  const check = decodeCbor(newMeta) as Cbor[];
  if ((check[2] as Cbor[]).length !== groups.length) throw new RechunkError(metaPath, 'the rewritten metadata does not read back');
  const metaContent = pack(newMeta);
  const metaHash = `${lang}_${shortHash(metaContent, 10)}`;
  const newEntry = {
    ...entry,
    languages: { ...entry.languages, [lang]: { ...langEntry, hash: metaHash } },
    ...(own.words.length ? { exact: { prefix: `${prefix}${setHash}x`, words: own.words } satisfies ExactChunks } : {}),
  };

  const out: IndexFile[] = [];
  for (const f of files) {
    const p = f.path.replace(/\\/g, '/');
    if (oldPaths.has(p) || p === metaPath) continue;
    const renamed = pages.renames.get(p);
    if (renamed) out.push({ path: renamed, content: f.content });
    else if (p === 'pagefind-entry.json') out.push({ path: f.path, content: Buffer.from(JSON.stringify(newEntry)) });
    else out.push(f);
  }
  out.push({ path: `pagefind.${metaHash}.pf_meta`, content: metaContent }, ...newFiles);
  const gzipAfter = newFiles.reduce((a, f) => a + f.content.length, 0);
  const exactGzip = own.files.reduce((a, f) => a + f.content.length, 0);
  return {
    files: out,
    stats: {
      lang,
      before: { chunks: chunks.length, gzip: gzipBefore, largest: largestBefore },
      after: { chunks: newFiles.length, gzip: gzipAfter, largest: Math.max(...newFiles.map((f) => f.content.length)) },
      exact: { chunks: own.files.length, gzip: exactGzip },
      hints: own.hints,
    },
  };
}

/**
 * The pages' fragments renamed like the chunks (one hash of all of them, and the page's number):
 * Pagefind names each by its own hash, which the metadata lists, and short names that share their
 * start compress better there. Pages in fragment groups (not written by this site) keep their names.
 */
function renamePages(
  file: string,
  pages: Cbor,
  byPath: Map<string, IndexFile>,
  prefix: string,
): { list: Uint8Array; renames: Map<string, string> } {
  const isPage = (p: Cbor): p is [string, number, string] =>
    Array.isArray(p) && p.length === 3 && typeof p[0] === 'string' && typeof p[1] === 'number' && typeof p[2] === 'string';
  if (!Array.isArray(pages) || !pages.every(isPage))
    throw new RechunkError(file, 'the page list is not a list of [hash, word count, group]');
  const renames = new Map<string, string>();
  if (pages.some((p) => p[2] !== '')) return { list: encodeCbor(pages), renames };
  const digests = pages.map(([hash]) => {
    const f = byPath.get(`fragment/${hash}.pf_fragment`);
    if (!f) throw new RechunkError(`fragment/${hash}.pf_fragment`, 'missing (named by the metadata)');
    return crypto.createHash('sha256').update(f.content).digest();
  });
  const setHash = shortHash(Buffer.concat(digests), 6);
  const list = pages.map(([hash, words, group], i) => {
    const name = `${prefix}${setHash}${i.toString(36)}`;
    renames.set(`fragment/${hash}.pf_fragment`, `fragment/${name}.pf_fragment`);
    return [name, words, group];
  });
  return { list: encodeCbor(list), renames };
}

/** The chunk a term is looked up in: the first whose range holds it. */
function lookup(term: string, ranges: Range[], wholeWordEnds: number[]): number {
  // The last range that starts at or below the term (binary search); before it, only a range whose
  // upper bound is a whole word that the next range starts with can hold the term too.
  let lo = 0;
  let hi = ranges.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (compareUtf8(ranges[mid].from, term) <= 0) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  for (const i of wholeWordEnds) if (i < last && inRange(term, ranges[i])) return i;
  for (const i of [last - 1, last]) if (i >= 0 && inRange(term, ranges[i])) return i;
  return -1;
}
const wholeWordEnds = (ranges: Range[]): number[] =>
  ranges.flatMap((r, i) => (i + 1 < ranges.length && ranges[i + 1].from.startsWith(r.to) ? [i] : []));

/**
 * Every word and every prefix of one (the terms that find something) must be looked up in a small
 * chunk cut from the large chunk it was looked up in before, or in none if it was in none.
 */
function checkLookups(file: string, large: Word[][], oldRanges: Range[], groups: Word[][], ranges: Range[]): void {
  const owner: number[] = [];
  large.forEach((ws, k) => {
    let left = ws.length;
    while (left > 0) {
      const g = groups[owner.length];
      owner.push(k);
      left -= g.length;
    }
  });
  const terms = new Set(large.flat().flatMap((w) => prefixes(w.word)));
  const oldEnds = wholeWordEnds(oldRanges);
  const newEnds = wholeWordEnds(ranges);
  for (const term of terms) {
    const before = lookup(term, oldRanges, oldEnds);
    const after = lookup(term, ranges, newEnds);
    if ((after === -1 ? -1 : owner[after]) !== before)
      throw new RechunkError(file, `the term "${term}" would be looked up in another part of the index after re-chunking`);
  }
}

function encodeText(s: string): Uint8Array {
  const b = Buffer.from(s, 'utf8');
  return Buffer.concat([head(3, b.length), b]);
}
