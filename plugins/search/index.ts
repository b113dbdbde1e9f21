// The site's search, as a Rspress plugin (Rspress's own search is off: `search: false`):
// - after `rspress build`, the Pagefind indexes of the built pages (plugins/search/build-index.ts), written
//   by `writeSiteSearch` below, which the post-build pipeline (plugins/post-build/index.ts) runs;
// - in `rspress dev`, an index of the page sources, rebuilt when they change (plugins/search/dev.ts);
// - the remote search setting: DOCS_SEARCH_URL (and DOCS_SEARCH_INDEXES) at build time become meta
//   tags that the search dialog reads (theme/search/remote.ts). Without it, no tag is written.
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { DEFAULT_SEARCH_INDEXES, REMOTE_INDEXES_META, REMOTE_URL_META } from '../../theme/search/remote';
import { devSearchMiddleware } from './dev';
import { type BuiltHtml, SEARCH_DIR, builtPages, writeSearchIndexes } from './build-index';

/** The environment variable that turns remote search on: the URL of the search service. */
export const SEARCH_URL_ENV = 'DOCS_SEARCH_URL';
/** The index names sent as `searchIndexes` (a comma list; default: `rsbuild`). */
export const SEARCH_INDEXES_ENV = 'DOCS_SEARCH_INDEXES';

export type RemoteSetting = { url: string; indexes: string[] };

/** The remote search setting from the environment, or undefined (local search). */
export function remoteSetting(env: NodeJS.ProcessEnv = process.env): RemoteSetting | undefined {
  const url = env[SEARCH_URL_ENV]?.trim();
  if (!url) return undefined;
  if (!/^(https?:\/\/|\/)/.test(url)) throw new Error(`${SEARCH_URL_ENV} must be an http(s) URL or a path starting with /: ${url}`);
  const indexes = (env[SEARCH_INDEXES_ENV] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { url, indexes: indexes.length ? indexes : DEFAULT_SEARCH_INDEXES };
}

type HtmlTag = { tag: string; attrs: Record<string, string>; head: boolean };

/** The meta tags that carry the remote setting into every page (none without a setting). */
export function remoteSettingTags(setting: RemoteSetting | undefined): HtmlTag[] {
  if (!setting) return [];
  return [
    { tag: 'meta', attrs: { name: REMOTE_URL_META, content: setting.url }, head: true },
    { tag: 'meta', attrs: { name: REMOTE_INDEXES_META, content: setting.indexes.join(',') }, head: true },
  ];
}

/** Removes Rspress's own search index files, which nothing loads with `search: false`. */
export function removeRspressIndexes(outDir: string): string[] {
  const dir = path.join(outDir, 'static');
  if (!fs.existsSync(dir)) return [];
  const removed = fs.readdirSync(dir).filter((f) => /^search_index.*\.json$/.test(f));
  for (const f of removed) fs.rmSync(path.join(dir, f));
  return removed;
}

export function pluginSearch(): RspressPlugin {
  const tags = remoteSettingTags(remoteSetting());
  return {
    name: 'rsbuild-docs:search',
    builderConfig: {
      ...(tags.length ? { html: { tags } } : {}),
      server: {
        setup: (context) => {
          if (context.action === 'dev') context.server.middlewares.use(devSearchMiddleware());
        },
      },
    },
  };
}

/**
 * Writes the Pagefind indexes of the built pages (Rspress's own index files removed) and prints one
 * line; run by the post-build pipeline (plugins/post-build/index.ts) once the pages are final, with the
 * pages it holds (`files`, else they are read from `outDir`).
 */
export async function writeSiteSearch(outDir: string, files?: BuiltHtml[]): Promise<void> {
  removeRspressIndexes(outDir);
  const started = Date.now();
  const stats = await writeSearchIndexes(outDir, builtPages(outDir, undefined, files));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  const summary = stats
    .map((s) => {
      const c = s.chunks;
      const chunks = c
        ? `, word index ${c.before.chunks} → ${c.after.chunks} chunks (largest ${kb(c.before.largest)} → ${kb(c.after.largest)}; ${c.exact.chunks} of one word; ${Math.round(s.rechunkMs ?? 0)} ms)`
        : '';
      const compressed = s.compressMs === undefined ? '' : `, re-gzipped in ${Math.round(s.compressMs)} ms`;
      const sections = s.sections ? `, page text in ${s.sections} sections` : '';
      return `${s.lang} ${s.pages} pages, ${kb(s.bytes)}${chunks}${sections}${compressed}`;
    })
    .join('; ');
  console.log(`Search index (Pagefind) in ${path.join(outDir, SEARCH_DIR)}/: ${summary} (${Date.now() - started} ms)`);
  for (const s of stats) {
    const hints = [...(s.chunks?.hints ?? [])].sort((a, b) => b.chunk - b.alone - (a.chunk - a.alone));
    if (!hints.length) continue;
    const words = hints.slice(0, 5).map((h) => `${h.word} (${kb(h.chunk)} → ${kb(h.alone)})`);
    console.log(
      `Search index (${s.lang}): a query holding ${words.join(', ')}${hints.length > 5 ? ` and ${hints.length - 5} more` : ''} would fetch ` +
        'fewer bytes if the word had a chunk of its own. Not a fault. To give it one, add it to EXACT_WORDS in ' +
        'plugins/search/pagefind-format/rechunk.ts and run pnpm bench:search --pooled and --held-out: a word with a chunk ' +
        "of its own matches only itself when it is not the query's last.",
    );
  }
}
