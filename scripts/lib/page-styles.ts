// The styles one kind of page renders for itself (theme/layouts/PageStyles.tsx: the home page, the overview
// pages) come out of React's server rendering at the start of the page's markup, inside <body>, where
// HTML does not allow <style>. This moves them to the end of <head>, after the site's stylesheet, where
// a browser would have put them had the app inserted them (and where React finds them when it hydrates).

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
