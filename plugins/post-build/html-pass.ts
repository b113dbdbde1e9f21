// A pass of the post-build pipeline (plugins/post-build/index.ts): one rewrite of the built HTML pages,
// and the marker it must find in Rspress's output. Each pass is a regex or string match on markup
// that Rspress (or React's server rendering) writes; when that markup changes, the match finds nothing
// and the pass would do nothing without a word. So a pass declares what it looks for, and the pipeline
// fails the build when no page (or not every page it expects) had it.

/** A built page: its path under the output folder, with `/` separators (`guide/start/index.html`). */
export type PageRef = { rel: string };

export type HtmlPass = {
  /** Short name, printed in the pipeline's log and in its errors. */
  name: string;
  /** The file that holds the pass, from the repository's root: the error sends the reader there. */
  source: string;
  /** What the pass looks for, in words: "Rspress's relative hreflang alternate links". */
  finds: string;
  /** Where that is expected: "the pages that exist in both languages". */
  expectedIn: string;
  /**
   * `some` (the default): at least one page must have the marker. `every`: every page the pass looks
   * at (`pages`) must have it.
   */
  expect?: 'some' | 'every';
  /** The pages the pass looks at (by default every page). */
  pages?: (page: PageRef) => boolean;
  /**
   * The page after the pass, or undefined when the page does not have the pass's marker (then the
   * page is left as it is). A page that has the marker may come back unchanged.
   */
  rewrite(html: string, page: PageRef): string | undefined;
  /** The pass's line in the log, from its counts (by default the counts alone). */
  summary?(found: number, looked: number): string;
};

/** The error of a pass whose marker was not found: Rspress's output no longer has what it rewrites. */
export class OutputChangedError extends Error {
  constructor(pass: string, thing: string, where: string, expected: string, source: string) {
    super(`Rspress output changed: ${pass} found no ${thing} in ${where} (expected in ${expected}); see ${source}`);
    this.name = 'OutputChangedError';
  }
}

export type PassCount = { name: string; looked: number; found: number; changed: number; line: string };
export type PassesResult<P extends PageRef> = { pages: (P & { html: string; changed: boolean })[]; counts: PassCount[] };

/**
 * Applies the passes, in their order, to every page; returns each page's final HTML (and whether it
 * differs from what it was) and each pass's counts. Throws an OutputChangedError for the first pass
 * whose marker was missing: on every page (`some`), or on one page it looked at (`every`).
 */
export function applyPasses<P extends PageRef>(pages: (P & { html: string })[], passes: readonly HtmlPass[]): PassesResult<P> {
  const counts: PassCount[] = passes.map((p) => ({ name: p.name, looked: 0, found: 0, changed: 0, line: '' }));
  const out = pages.map((page) => {
    let html = page.html;
    passes.forEach((pass, i) => {
      if (pass.pages && !pass.pages(page)) return;
      const count = counts[i];
      count.looked++;
      const next = pass.rewrite(html, page);
      if (next === undefined) {
        if (pass.expect === 'every') throw new OutputChangedError(pass.name, pass.finds, page.rel, pass.expectedIn, pass.source);
        return;
      }
      count.found++;
      if (next !== html) count.changed++;
      html = next;
    });
    return { ...page, html, changed: html !== page.html };
  });
  passes.forEach((pass, i) => {
    const count = counts[i];
    if (count.found === 0) throw new OutputChangedError(pass.name, pass.finds, 'any page', pass.expectedIn, pass.source);
    count.line = pass.summary?.(count.found, count.looked) ?? `${count.found} of ${count.looked} pages`;
  });
  return { pages: out, counts };
}
