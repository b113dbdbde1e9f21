// The search index in `pnpm dev`: built from the MDX sources (the dev server renders pages in the
// browser, so there is no HTML to index), through Pagefind's Node API, and served from memory at
// the same URLs as in the built site (/pagefind/<lang>/...). It is rebuilt when the search asks for
// its entry file and a page source has changed since the last build, so a word an author has just
// written is found the next time the search dialog opens.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IndexFile } from 'pagefind';
import { LANGS, withLang } from '../../site';
import { codeBlocks, customId, plainText, splitFrontMatter } from '../../scripts/lib/markdown';
import { DOCS, listPages } from '../../scripts/lib/pages';
import { SEARCH_DIR, type IndexedPage, indexFiles } from './build-index';
import { readAsked } from './asked';
import { readQuestions } from './questions';
import { searchDocument } from './html';
import { RANKING } from '../../theme/search/ranking';

type Slugger = { slug(text: string): string };
const requireFromRspress = createRequire(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
const GithubSlugger = (requireFromRspress('@rspress/shared/github-slugger') as { default: new () => Slugger }).default;

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page source as the HTML body that the search indexes: headings with the ids Rspress gives them
 * (github-slugger, or an explicit `{#id}`), prose as paragraphs of plain text, code as <pre>.
 * Imports, JSX tags and container markers (`:::tip`) are left out.
 */
export function mdxToSearchHtml(source: string): string {
  const { body } = splitFrontMatter(source);
  const lines = body.split('\n');
  const fences = new Map(codeBlocks(body).map((b) => [b.line - 1, b]));
  const slugger = new GithubSlugger();
  const out: string[] = [];
  let para: string[] = [];
  const flush = () => {
    const text = para.join(' ').replace(/\s+/g, ' ').trim();
    if (text) out.push(`<p>${escapeHtml(text)}</p>`);
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = fences.get(i);
    if (fence) {
      flush();
      out.push(`<pre><code>${escapeHtml(fence.code)}</code></pre>`);
      i += fence.code === '' ? 1 : fence.code.split('\n').length + 1;
      continue;
    }
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      const depth = heading[1].length;
      const text = plainText(heading[2]);
      const id = customId(heading[2]) ?? slugger.slug(text);
      out.push(`<h${depth} id="${escapeHtml(id)}">${escapeHtml(text)}</h${depth}>`);
      continue;
    }
    if (!line.trim() || /^(import|export)\s/.test(line) || /^:::/.test(line.trim())) {
      flush();
      continue;
    }
    // A table row: its cells as text. A list item: its own paragraph.
    const text = line.trim().startsWith('|') ? line.replace(/\|/g, ' ').replace(/(^|\s)[-:]{3,}(?=\s|$)/g, ' ') : line;
    if (/^\s*([-*+]|\d+\.)\s/.test(line)) flush();
    para.push(plainText(text.replace(/^\s*([-*+>]|\d+\.)\s+/, '')));
  }
  flush();
  return out.join('\n');
}

/** Every page source of the project, as pages to index. */
export function sourcePages(docs: string = DOCS): IndexedPage[] {
  const asked = RANKING.index.asked.langs.length ? readAsked() : {};
  return LANGS.flatMap((lang) => {
    const questions = (RANKING.index.questions.langs as readonly string[]).includes(lang) ? readQuestions(lang) : {};
    return listPages(lang, docs).map(({ route, file }) => {
      const url = withLang(route, lang);
      const html = mdxToSearchHtml(fs.readFileSync(file, 'utf8'));
      return { url, lang, html: searchDocument(html, lang, [], RANKING.index, { asked: asked[lang]?.[url], questions: questions[url] }) };
    });
  });
}

/** The newest modification time of the page sources, and their count (a page added or removed). */
function sourcesStamp(docs: string): string {
  let newest = 0;
  let count = 0;
  for (const lang of LANGS) {
    for (const { file } of listPages(lang, docs)) {
      newest = Math.max(newest, fs.statSync(file).mtimeMs);
      count += 1;
    }
  }
  return `${newest}:${count}`;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

/**
 * The dev server's middleware for /pagefind/<lang>/...: builds the index from the sources on the
 * first request, and again when a request for an entry file finds the sources changed.
 */
export function devSearchMiddleware(docs: string = DOCS) {
  let stamp = '';
  let building: Promise<Map<string, IndexFile>> | undefined;
  const rebuild = async (): Promise<Map<string, IndexFile>> => {
    const pages = sourcePages(docs);
    const files = new Map<string, IndexFile>();
    for (const lang of LANGS) {
      for (const f of await indexFiles(pages, lang)) files.set(`/${SEARCH_DIR}/${lang}/${f.path.replace(/\\/g, '/')}`, f);
    }
    return files;
  };
  return async (req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(`/${SEARCH_DIR}/`)) return next();
    try {
      const now = sourcesStamp(docs);
      if (!building || (url.pathname.endsWith('/pagefind-entry.json') && now !== stamp)) {
        stamp = now;
        building = rebuild();
      }
      const file = (await building).get(url.pathname);
      if (!file) {
        res.statusCode = 404;
        res.end('Not found');
        return;
      }
      res.setHeader('Content-Type', TYPES[path.extname(url.pathname)] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', 'no-store');
      res.end(Buffer.from(file.content));
    } catch (e) {
      building = undefined;
      res.statusCode = 500;
      res.end(`The search index could not be built: ${(e as Error).message}`);
    }
  };
}
