// Rspress ships the data of every page (title, outline, front matter …) in the main chunk, so that any
// page can be shown without another request. The outline (`toc`) was about half of it (RESULTS.md).
// A page's own outline comes with its page chunk (`__RSPRESS_PAGE_META`, which
// initPageData prefers), so the shared list keeps it only where another page reads it: the children
// of an overview page (`pageType: overview`), whose h2 headings the overview lists.
import fs from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
import { splitFrontMatter } from '../../scripts/lib/markdown';
import { DOCS, LANGS, listPages, withLang } from '../../scripts/lib/pages';

/** Route prefixes (with language prefix) of the overview pages under a docs folder. */
export function overviewPrefixes(docs: string = DOCS): string[] {
  return LANGS.flatMap((lang) =>
    listPages(lang, docs)
      .filter((p) => splitFrontMatter(fs.readFileSync(p.file, 'utf8')).data.pageType === 'overview')
      .map((p) => withLang(p.route, lang)),
  );
}

export function pluginTrimPageData(docs: string = DOCS): RspressPlugin {
  let prefixes: string[] | undefined;
  return {
    name: 'rsbuild-docs:trim-page-data',
    extendPageData(pageData) {
      prefixes ??= overviewPrefixes(docs);
      const route = pageData.routePath;
      if (prefixes.some((p) => route !== p && route.startsWith(p))) return;
      pageData.toc = [];
    },
  };
}
