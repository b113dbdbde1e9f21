// The questions of the held-out query sets by the pages that answer them, for the search index's `asked`
// field (RANKING.index.asked, plugins/search/asked.ts). A question counts for the page that answers it
// best, the first it expects (not the others: the pages that answer many questions in part, the FAQ
// pages, gathered words from all of them and came first for many more). The development sets
// (DEV_SETS) are left out: the ranking is checked on them.
import { RANKING } from '../../theme/search/ranking';
import type { Asked } from '../../plugins/search/asked';
import { DEV_SETS, QUERY_SETS, type QuerySet, readQueries } from './search-metrics';

/** The sets whose questions the index learns from: every set but the development sets. */
export const ASKED_SETS: QuerySet[] = QUERY_SETS.filter((s) => !(DEV_SETS as readonly string[]).includes(s));

/**
 * Each language's pages (sorted by route) with the questions they answer best (each once, in the order the sets
 * were written), in the languages whose index has the field (RANKING.index.asked.langs).
 */
export function askedByPage(sets: readonly QuerySet[] = ASKED_SETS, langs: readonly string[] = RANKING.index.asked.langs): Asked {
  const asked: Asked = {};
  for (const lang of langs) {
    const pages = new Map<string, string[]>();
    for (const set of sets)
      for (const { q, expect } of readQueries(lang, set))
        for (const page of expect.slice(0, 1)) {
          const list = pages.get(page) ?? [];
          if (!list.includes(q)) list.push(q);
          pages.set(page, list);
        }
    asked[lang] = Object.fromEntries([...pages].sort(([a], [b]) => a.localeCompare(b)));
  }
  return asked;
}

/** The file's text: one line per page, so that a new set shows in a diff as the lines of the pages it adds to. */
export function askedJson(asked: Asked): string {
  const langs = Object.entries(asked).map(
    ([lang, pages]) =>
      `  ${JSON.stringify(lang)}: {\n${Object.entries(pages)
        .map(([page, qs]) => `    ${JSON.stringify(page)}: ${JSON.stringify(qs)}`)
        .join(',\n')}\n  }`,
  );
  return `{\n${langs.join(',\n')}\n}\n`;
}
