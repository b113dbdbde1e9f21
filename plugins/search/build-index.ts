// The search index: Pagefind (the extended build, which splits Chinese text into words) over the
// static HTML that `rspress build` wrote, one index per language (from `<html lang>`), the page body
// only. Written to `<outDir>/pagefind/<lang>/`: the entry and metadata, the word index in chunks (re-split
// into small ones after Pagefind wrote them: plugins/search/pagefind-format/rechunk.ts) and one fragment per
// page, each fetched only when a query needs it. Pagefind's pagefind.js, web worker and WebAssembly search core
// are not written: the dialog searches on the page's thread with theme/search/search-core.ts.
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { RANKING, type RankingConfig } from '../../theme/search/ranking';
import { LANGS } from '../../site';
import { EXCLUDED_SELECTORS, distinctiveNames, docBody, htmlLang, importedNames, routeOfHtmlFile, searchDocument } from './html';
import { readAsked } from './asked';
import { readQuestions } from './questions';
import { compressIndex } from './pagefind-format/compress';
import { CORE_FILE, keepCore } from './pagefind-format/core-cache';
import { type RechunkStats, rechunk } from './pagefind-format/rechunk';
import { splitFragments } from './pagefind-format/write-sections';

/** The folder under the site's root that holds the indexes: `/pagefind/en/`, `/pagefind/zh/`. */
export const SEARCH_DIR = 'pagefind';

export type IndexedPage = { url: string; lang: string; html: string };
export type IndexStats = {
  lang: string;
  pages: number;
  files: number;
  bytes: number;
  chunks?: RechunkStats;
  rechunkMs?: number;
  compressMs?: number;
  sections?: number;
};

/**
 * The size (gzip) of the word-index chunks after re-splitting: a query fetches the chunk of each of
 * its words. 0 keeps Pagefind's chunks (about 30 kB). A short first query is smallest at about 4 kB
 * (smaller chunks make the metadata that lists them grow); a pasted error message, up to 12 words,
 * fetches one chunk per word, and 2 kB keeps far more of them within the first query's 100 kB at a
 * cost of 0–2 kB to a short one (RESULTS-search.md, "Chunk size for pasted messages").
 */
export const SEARCH_CHUNK_TARGET = 2 * 1024;

/**
 * Pagefind's files that the site does not use: the ready-made search interfaces (it has its own
 * dialog), its browser script and the web worker (the dialog searches itself, on the page's thread:
 * theme/search/pagefind-core.ts), and its WebAssembly search cores (theme/search/search-core.ts searches
 * as the core does; the build keeps the core for the tests that check that: `keepCore`).
 */
const UNUSED = /^(pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)|pagefind-worker\.js|pagefind\.js|wasm\.[\w-]+\.pagefind)$/;

/** The files a language's index needs: no ready-made UI, no browser script, no search core. */
export function neededFiles(files: pagefind.IndexFile[]): pagefind.IndexFile[] {
  return files.filter((f) => !UNUSED.test(path.basename(f.path)));
}

function listHtml(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === SEARCH_DIR || e.name === 'static' ? [] : listHtml(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

/** A built HTML file: its path under the output folder and its text. */
export type BuiltHtml = { rel: string; html: string };

/** The HTML files of a built site that may be pages, read from disk. */
const readBuilt = (outDir: string): BuiltHtml[] =>
  listHtml(outDir).map((file) => ({ rel: path.relative(outDir, file), html: fs.readFileSync(file, 'utf8') }));

/**
 * The pages of a built site to index: every HTML page with a document body, with its language, marked
 * up with the weights of `ranking` (the ranking's configuration, theme/search/ranking.ts). `files`: the
 * site's HTML files when the caller has read them already (the post-build pipeline), else read here.
 */
export function builtPages(
  outDir: string,
  ranking: RankingConfig['index'] = RANKING.index,
  files: BuiltHtml[] = readBuilt(outDir),
): IndexedPage[] {
  const found: { url: string; lang: string; body: string; names: string[] }[] = [];
  for (const { rel, html } of files) {
    if (rel === '404.html') continue;
    // Pagefind's own files and the assets are not pages.
    if (
      rel
        .split(/[\\/]/)
        .slice(0, -1)
        .some((dir) => dir === SEARCH_DIR || dir === 'static')
    )
      continue;
    const body = docBody(html);
    const lang = htmlLang(html);
    if (!body || !lang) continue;
    found.push({ url: routeOfHtmlFile(rel), lang, body, names: importedNames(body) });
  }
  // The names imported by few pages of a language are searchable (plugins/search/html.ts).
  const pages: IndexedPage[] = [];
  const asked = ranking.asked.langs.length ? readAsked() : {};
  for (const lang of new Set(found.map((p) => p.lang))) {
    const ofLang = found.filter((p) => p.lang === lang);
    const names = distinctiveNames(
      ofLang.map((p) => p.names),
      ranking.importsMaxPages,
    );
    const questions = ranking.questions.langs.includes(lang) ? readQuestions(lang) : {};
    ofLang.forEach((p, i) =>
      pages.push({
        url: p.url,
        lang,
        html: searchDocument(p.body, lang, names[i], ranking, { asked: asked[lang]?.[p.url], questions: questions[p.url] }),
      }),
    );
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * Pagefind's files for one language's pages, as Pagefind writes them (less the files the site does not
 * use). Every page goes to Pagefind's service at once: the service takes its requests one after the
 * other, and no page has to wait for the answer about the page before it.
 */
async function pagefindFiles(pages: IndexedPage[], lang: string): Promise<pagefind.IndexFile[]> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: lang, excludeSelectors: EXCLUDED_SELECTORS });
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  try {
    const ofLang = pages.filter((p) => p.lang === lang);
    // The index's files are asked for with the pages, not after their answers: the service takes its requests
    // in order, so it builds them after the last page, even while this process is busy with another
    // language's files and reads no answers.
    const [added, written] = await Promise.all([
      Promise.all(ofLang.map((page) => index.addHTMLFile({ url: page.url, content: page.html }))),
      index.getFiles(),
    ]);
    added.forEach((res, i) => {
      if (res.errors.length) throw new Error(`Pagefind could not index ${ofLang[i].url}: ${res.errors.join('; ')}`);
    });
    const { files, errors: fileErrors } = written;
    if (fileErrors.length) throw new Error(`Pagefind could not write the index: ${fileErrors.join('; ')}`);
    for (const f of files) if (CORE_FILE.test(path.basename(f.path))) keepCore(f.path, f.content);
    return neededFiles(files);
  } finally {
    // Not waited for: the service takes it in its turn, and nothing here needs the answer.
    index.deleteIndex().catch(() => undefined);
  }
}

/** The word index re-split into chunks of about `chunkTarget` bytes (gzip); 0 keeps Pagefind's. */
function rechunked(
  files: pagefind.IndexFile[],
  chunkTarget: number,
  onRechunk?: (stats: RechunkStats, ms: number) => void,
): pagefind.IndexFile[] {
  if (!chunkTarget) return files;
  const started = performance.now();
  const result = rechunk(files, chunkTarget);
  onRechunk?.(result.stats, performance.now() - started);
  return result.files as pagefind.IndexFile[];
}

/**
 * The files of one language's index, in memory. With `chunkTarget`, the word index is re-split into
 * chunks of about that size (gzip); `onRechunk` gets the figures.
 */
export async function indexFiles(
  pages: IndexedPage[],
  lang: string,
  chunkTarget = 0,
  onRechunk?: (stats: RechunkStats, ms: number) => void,
): Promise<pagefind.IndexFile[]> {
  return rechunked(await pagefindFiles(pages, lang), chunkTarget, onRechunk);
}

/**
 * Writes one index per language under `<outDir>/pagefind/<lang>/`, replacing what was there. Pagefind's
 * service (a process of its own) indexes the next language while this process re-chunks, splits and
 * writes the one before: about 1.5 s off the build's search step (RESULTS.md, session 93).
 */
export async function writeSearchIndexes(outDir: string, pages: IndexedPage[] = builtPages(outDir)): Promise<IndexStats[]> {
  const stats: IndexStats[] = [];
  try {
    // Every language's pages go to Pagefind now, in order: it indexes the next language while this process
    // re-chunks and writes the one before.
    const fromPagefind = LANGS.map((lang) => pagefindFiles(pages, lang));
    // A failure is thrown where its language is awaited below, not as an unhandled rejection before.
    for (const p of fromPagefind) p.catch(() => undefined);
    for (const [i, lang] of LANGS.entries()) {
      const dir = path.join(outDir, SEARCH_DIR, lang);
      fs.rmSync(dir, { recursive: true, force: true });
      let chunks: RechunkStats | undefined;
      let rechunkMs: number | undefined;
      const indexed = rechunked(await fromPagefind[i], SEARCH_CHUNK_TARGET, (st, ms) => {
        chunks = st;
        rechunkMs = ms;
      });
      const split = splitFragments(indexed);
      const compressStarted = performance.now();
      const { files } = await compressIndex(split.files);
      const compressMs = performance.now() - compressStarted;
      for (const f of files) {
        const target = path.join(dir, f.path);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, f.content);
      }
      stats.push({
        lang,
        pages: pages.filter((p) => p.lang === lang).length,
        files: files.length,
        bytes: files.reduce((a, f) => a + f.content.length, 0),
        chunks,
        rechunkMs,
        compressMs,
        sections: split.sections,
      });
    }
  } finally {
    await pagefind.close();
  }
  return stats;
}
