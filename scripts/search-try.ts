// `pnpm search:try [--lang en|zh] QUERY…` (after `pnpm build`): each query through the built site's search as the
// dialog runs it (its ranking, theme/search/local.ts), printing the 7 results it shows: rank, title, heading, link.
// For authors: after adding words a reader searches for, see where the page now comes (CONTRIBUTING.md). SITE_DIR
// for another build. The language is the query's own when not given: Chinese when it holds a Han character.
import fs from 'node:fs';
import path from 'node:path';
import { SITE, serveSite } from './lib/built-site';
import { LANGS } from '../site';
import { SEARCH_LIMIT, loadPagefind, normalizeQuery, pagefindPath, searchPagefind } from '../theme/search/local';
import type { SearchHit } from '../theme/search/types';

type Lang = (typeof LANGS)[number];

/** The arguments: `--lang LANG` (optional) and the queries; a usage error names what to type. */
export function parseArgs(argv: string[]): { lang?: Lang; queries: string[] } {
  const queries: string[] = [];
  let lang: Lang | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--lang') {
      const value = argv[++i];
      if (!LANGS.includes(value as Lang)) throw new Error(`--lang needs one of ${LANGS.join(', ')}, got ${value ?? 'nothing'}`);
      lang = value as Lang;
    } else if (normalizeQuery(argv[i])) queries.push(argv[i]);
  }
  if (!queries.length) throw new Error('No query: pnpm search:try [--lang en|zh] "a query" ["another query" …]');
  return { lang, queries };
}

/** The language a query is searched in: the one given, else Chinese for a query with a Han character. */
export const langOf = (query: string, given?: Lang): Lang => given ?? (/\p{Script=Han}/u.test(query) ? 'zh' : 'en');

/** A result as one line: rank, title, heading (when the hit leads to one), the link without its site. */
export const hitLine = (hit: SearchHit, rank: number): string =>
  `  ${rank}. ${hit.title}${hit.heading ? ` › ${hit.heading}` : ''}  ${decodeURIComponent(hit.url)}`;

async function main(): Promise<void> {
  const { lang, queries } = parseArgs(process.argv.slice(2));
  const site = await serveSite(SITE);
  try {
    for (const query of queries) {
      const l = langOf(query, lang);
      if (!fs.existsSync(path.join(SITE, 'pagefind', l, 'pagefind-entry.json')))
        throw new Error(`No search index in ${path.join(SITE, 'pagefind', l)}: run \`pnpm build\` first.`);
      // A new index per query, as a reader's first query of a visit (what earlier queries loaded changes nothing shown).
      const instance = await loadPagefind(`${site.url}${pagefindPath('/', l)}`, l, {});
      const hits = await searchPagefind(instance, query, SEARCH_LIMIT);
      await instance.destroy();
      console.log(`${l}: ${normalizeQuery(query)}`);
      console.log(hits.length ? hits.map((hit, i) => hitLine(hit, i + 1)).join('\n') : '  (no results)');
    }
  } finally {
    await site.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(`search:try: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
