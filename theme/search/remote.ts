// Remote search: when the site is built with a search URL (DOCS_SEARCH_URL, see
// theme/search/README.md), the dialog sends GET <url>?keyword=…&limit=…&searchIndexes=a,b&lang=en|zh instead of
// searching the local index. The answer is a list of groups of hits:
//
//   [{ "group": "rsbuild", "hits": [{ "url": "/config/server/port#example", "title": "server.port",
//      "heading": "Example", "snippet": "The <mark>port</mark> that the Rsbuild server listens on" }] }]
//
// A network error, a status other than 2xx, an answer that is not JSON or not of that shape, or no
// answer within 5 s: the error goes to the console and the list is empty (no message is shown).
import { markedParts, trimParts } from './snippet';
import type { SearchGroup, SearchHit } from './types';

/** The meta tags that carry the setting into the page (written at build time, none without it). */
export const REMOTE_URL_META = 'docs-search-url';
export const REMOTE_INDEXES_META = 'docs-search-indexes';
/** The index names sent when the setting names none. */
export const DEFAULT_SEARCH_INDEXES = ['rsbuild'];
/** How long the dialog waits for the service. */
export const REMOTE_TIMEOUT = 5000;

export type RemoteConfig = { url: string; indexes: string[] };

/** The remote search setting of the page, or undefined (local search). */
export function readRemoteConfig(doc: Pick<Document, 'querySelector'> = document): RemoteConfig | undefined {
  const url = doc.querySelector<HTMLMetaElement>(`meta[name="${REMOTE_URL_META}"]`)?.content?.trim();
  if (!url) return undefined;
  const list = doc.querySelector<HTMLMetaElement>(`meta[name="${REMOTE_INDEXES_META}"]`)?.content ?? '';
  const indexes = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { url, indexes: indexes.length ? indexes : DEFAULT_SEARCH_INDEXES };
}

/** The request URL: the setting's URL with keyword, limit, searchIndexes and lang. */
export function remoteRequestUrl(config: RemoteConfig, keyword: string, lang: string, limit: number, origin: string): string {
  const url = new URL(config.url, origin);
  url.searchParams.set('keyword', keyword);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('searchIndexes', config.indexes.join(','));
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** A link a hit may lead to: a path of this site, or an http(s) URL (never `javascript:` and the like). */
const safeUrl = (url: unknown): url is string => typeof url === 'string' && (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url));
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** The answer as groups of hits; throws when it is not a list of groups. Hits without a title or a safe URL are dropped. */
export function parseRemoteAnswer(answer: unknown): SearchGroup[] {
  if (!Array.isArray(answer)) throw new Error('the answer is not a list of groups');
  return answer.map((g: unknown, i) => {
    const group = (g ?? {}) as Record<string, unknown>;
    if (!Array.isArray(group.hits)) throw new Error(`group ${i} has no list of hits`);
    const hits: SearchHit[] = [];
    for (const h of group.hits as unknown[]) {
      const hit = (h ?? {}) as Record<string, unknown>;
      const title = text(hit.title);
      if (!title || !safeUrl(hit.url)) continue;
      hits.push({ url: hit.url, title, heading: text(hit.heading), snippet: trimParts(markedParts(text(hit.snippet) ?? '')) });
    }
    return { group: text(group.group) ?? '', hits };
  });
}

/**
 * Asks the service. Never throws: on any failure the error is logged and the list is empty.
 * Hits beyond `limit` (over all groups) are dropped.
 */
export async function remoteSearch(
  config: RemoteConfig,
  keyword: string,
  lang: string,
  limit: number,
  {
    fetchImpl = fetch,
    timeout = REMOTE_TIMEOUT,
    origin = globalThis.location?.origin ?? 'http://localhost',
  }: { fetchImpl?: typeof fetch; timeout?: number; origin?: string } = {},
): Promise<SearchGroup[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeout / 1000} s`)), timeout);
  try {
    const res = await fetchImpl(remoteRequestUrl(config, keyword, lang, limit, origin), {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const groups = parseRemoteAnswer(JSON.parse(await res.text()) as unknown);
    let left = limit;
    return groups.map((g) => {
      const hits = g.hits.slice(0, Math.max(0, left));
      left -= hits.length;
      return { ...g, hits };
    });
  } catch (e) {
    const reason = controller.signal.aborted ? controller.signal.reason : e;
    console.error(`Remote search failed (${config.url}):`, reason instanceof Error ? reason.message : reason);
    return [];
  } finally {
    clearTimeout(timer);
  }
}
