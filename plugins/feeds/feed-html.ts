// What the feeds put in an entry and around it, so that feed readers trust them: clean HTML content
// (no React markers, heading anchors, buttons or icons, no theme classes and styles, absolute links),
// absolute and stable ids, and an `updated` date that moves only when a release is added.

/**
 * The article HTML of a page, as a feed reader should show it. `pageUrl` is the page's absolute URL:
 * links and images are made absolute against it.
 */
export function cleanFeedHtml(html: string, pageUrl: string): string {
  let out = html
    // React's markers (<!--$-->, <!--/$-->, <!-- -->) and any other comment.
    .replace(/<!--[\s\S]*?-->/g, '')
    // The "#" anchor in each heading.
    .replace(/<a\b[^>]*class="[^"]*\brp-header-anchor\b[^"]*"[^>]*>[\s\S]*?<\/a>/g, '')
    // Buttons (copy, wrap) and inline icons.
    .replace(/<button\b[\s\S]*?<\/button>/g, '')
    .replace(/<svg\b[\s\S]*?<\/svg>/g, '')
    // The page title is the entry's title already.
    .replace(/^\s*<h1\b[^>]*>[\s\S]*?<\/h1>\s*/, '');
  // Code: plain text inside <pre><code>, without the highlighter's spans.
  out = out.replace(/<pre\b[^>]*>\s*<code\b[^>]*>([\s\S]*?)<\/code>\s*<\/pre>/g, (_m, code: string) => {
    const lines = code.replace(/<span class="line">/g, '\n<span class="line">').replace(/^\n/, '');
    return `<pre><code>${lines.replace(/<\/?span\b[^>]*>/g, '')}</code></pre>`;
  });
  // Theme attributes: classes, inline styles, data-*, tabindex, aria-hidden.
  out = out.replace(/\s(?:class|style|tabindex|aria-hidden|data-[\w-]+)="[^"]*"/g, '');
  // Absolute links and images.
  out = out.replace(/\s(href|src)="([^"]*)"/g, (_m, attr: string, value: string) => {
    try {
      return ` ${attr}="${new URL(value.replace(/&amp;/g, '&'), pageUrl).href.replace(/&/g, '&amp;')}"`;
    } catch {
      return ` ${attr}="${value}"`;
    }
  });
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

/** The newest of these dates (the feed's `updated`), or undefined for none. */
export function newestDate(dates: (Date | undefined)[]): Date | undefined {
  const times = dates.filter((d): d is Date => d instanceof Date && !Number.isNaN(d.getTime())).map((d) => d.getTime());
  return times.length ? new Date(Math.max(...times)) : undefined;
}
