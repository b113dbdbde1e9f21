// The styles one kind of page renders for itself (theme/layouts/PageStyles.tsx: the home page, the overview
// pages) come out of React's server rendering at the start of the page's markup, inside <body>, where
// HTML does not allow <style>. This pass of the post-build pipeline (plugins/post-build/index.ts) moves
// them to the end of <head>, after the site's stylesheet, where a browser would have put them had the
// app inserted them (and where React finds them when it hydrates).
import type { HtmlPass } from './html-pass';

/** A style element React rendered with `href` and `precedence` (it writes data-href and data-precedence). */
const PAGE_STYLE = /<style data-precedence="[^"]*" data-href="rs-page-[\w-]+">[^<]*<\/style>/g;

/** The page with its page styles moved into <head>; the page as it is when it has none. */
export function hoistPageStyles(html: string): string {
  const styles = html.match(PAGE_STYLE);
  if (!styles) return html;
  const head = html.indexOf('</head>');
  if (head < 0) throw new Error('page styles: a built page has no </head> (Rspress output changed: theme/layouts/PageStyles.tsx)');
  const body = html.slice(head).replace(PAGE_STYLE, '');
  return `${html.slice(0, head)}${styles.join('')}${body}`;
}

export const pageStylesPass: HtmlPass = {
  name: 'page-styles',
  source: 'plugins/post-build/page-styles.ts',
  finds: '<style data-href="rs-page-…"> of theme/layouts/PageStyles.tsx',
  // None found means React's markup for them changed: the home page would be unstyled.
  expectedIn: 'the home page and the overview pages, in <body>',
  rewrite: (html) => (html.search(PAGE_STYLE) >= 0 ? hoistPageStyles(html) : undefined),
  summary: (found, looked) => `page styles moved into <head> on ${found} of ${looked} pages`,
};
