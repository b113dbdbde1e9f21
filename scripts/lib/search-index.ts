// The search index: Pagefind (the extended build, which splits Chinese text into words) over the
// static HTML that `rspress build` wrote, one index per language (from `<html lang>`), the page body
// only. Written to `<outDir>/pagefind/<lang>/`: `pagefind.js` (the search API, loaded by the search
// dialog on intent), `pagefind-worker.js`, the WebAssembly search core, the word index in chunks
// and one fragment per page, each fetched only when a query needs it.
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { LANGS } from '../../theme/site-data';
import { EXCLUDED_SELECTORS, docBody, htmlLang, routeOfHtmlFile, searchDocument } from './search-html';

/** The folder under the site's root that holds the indexes: `/pagefind/en/`, `/pagefind/zh/`. */
export const SEARCH_DIR = 'pagefind';

export type IndexedPage = { url: string; lang: string; html: string };
export type IndexStats = { lang: string; pages: number; files: number; bytes: number };

/** Pagefind's ready-made search interfaces, which the site does not use (it has its own dialog). */
const UNUSED_UI = /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;

/** The files a language's index needs: no ready-made UI, and only the search core its entry names. */
export function neededFiles(files: pagefind.IndexFile[]): pagefind.IndexFile[] {
  const entry = files.find((f) => path.basename(f.path) === 'pagefind-entry.json');
  const languages = entry ? (JSON.parse(Buffer.from(entry.content).toString('utf8')) as { languages: Record<string, { wasm: string | null }> }).languages : {};
  const wasm = new Set(Object.values(languages).map((l) => `wasm.${l.wasm ?? 'unknown'}.pagefind`));
  return files.filter((f) => {
    const name = path.basename(f.path);
    return !UNUSED_UI.test(name) && (!/^wasm\..*\.pagefind$/.test(name) || wasm.has(name));
  });
}

function listHtml(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === SEARCH_DIR || e.name === 'static' ? [] : listHtml(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

/** The pages of a built site to index: every HTML page with a document body, with its language. */
export function builtPages(outDir: string): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const file of listHtml(outDir)) {
    const rel = path.relative(outDir, file);
    if (rel === '404.html') continue;
    const html = fs.readFileSync(file, 'utf8');
    const body = docBody(html);
    const lang = htmlLang(html);
    if (!body || !lang) continue;
    pages.push({ url: routeOfHtmlFile(rel), lang, html: searchDocument(body, lang) });
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

/** The files of one language's index, in memory. */
export async function indexFiles(pages: IndexedPage[], lang: string): Promise<pagefind.IndexFile[]> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: lang, excludeSelectors: EXCLUDED_SELECTORS });
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  try {
    for (const page of pages) {
      if (page.lang !== lang) continue;
      const res = await index.addHTMLFile({ url: page.url, content: page.html });
      if (res.errors.length) throw new Error(`Pagefind could not index ${page.url}: ${res.errors.join('; ')}`);
    }
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length) throw new Error(`Pagefind could not write the index: ${fileErrors.join('; ')}`);
    return neededFiles(files);
  } finally {
    await index.deleteIndex();
  }
}

/** Writes one index per language under `<outDir>/pagefind/<lang>/`, replacing what was there. */
export async function writeSearchIndexes(outDir: string, pages: IndexedPage[] = builtPages(outDir)): Promise<IndexStats[]> {
  const stats: IndexStats[] = [];
  try {
    for (const lang of LANGS) {
      const dir = path.join(outDir, SEARCH_DIR, lang);
      fs.rmSync(dir, { recursive: true, force: true });
      const files = await indexFiles(pages, lang);
      for (const f of files) {
        const target = path.join(dir, f.path);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, f.content);
      }
      stats.push({ lang, pages: pages.filter((p) => p.lang === lang).length, files: files.length, bytes: files.reduce((a, f) => a + f.content.length, 0) });
    }
  } finally {
    await pagefind.close();
  }
  return stats;
}
