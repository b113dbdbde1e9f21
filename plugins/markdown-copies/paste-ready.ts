// The Markdown copy of a page made good to paste into an assistant: front matter removed, `:::tip`
// containers turned into quotes labelled in the page's language (i18n.json, `callout.*`), links relative
// to the site made absolute on `site.url`.
import i18n from '../../i18n.json';
import { type Lang, site } from '../../site';

const FENCE = /^(\s*)(`{3,}|~{3,})/;

/** A callout's label in the page's language: `tip` → "Tip" / "提示" (the kind itself when i18n.json has none). */
function label(kind: string, lang: Lang): string {
  const texts = (i18n as Record<string, Record<string, string>>)[`callout.${kind}`];
  return texts?.[lang] ?? kind;
}

/**
 * One `.md` copy made ready to paste; `origin` is the site's absolute address ending in `/`, `lang`
 * the page's language (the callouts' labels).
 */
export function pasteReady(md: string, origin: string = site.url, lang: Lang = 'en'): string {
  const text = md.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n+/, '');
  const base = origin.replace(/\/$/, '');
  const out: string[] = [];
  let fence: string | null = null;
  let quote = false;
  for (const line of text.split('\n')) {
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[2].startsWith(fence) && line.trim() === f[2]) fence = null;
      out.push(quote ? `> ${line}`.trimEnd() : line);
      continue;
    }
    if (f) {
      fence = f[2];
      out.push(quote ? `> ${line}` : line);
      continue;
    }
    const open = /^:::\s*(\w+)\s*(.*)$/.exec(line);
    if (open && !quote) {
      const kind = open[1].toLowerCase();
      const title = open[2].trim() || label(kind, lang);
      out.push(`> **${title}**`, '>');
      quote = true;
      continue;
    }
    if (quote && /^:::\s*$/.test(line)) {
      while (out.length && (out[out.length - 1] === '>' || out[out.length - 1] === '')) out.pop();
      quote = false;
      continue;
    }
    // Inline links and images (with or without a title), and reference definitions.
    const abs = line
      .replace(/\]\((\/(?!\/)[^)\s]*)(?=[)\s])/g, (_, href: string) => `](${base}${href}`)
      .replace(/^(\s*\[[^\]]+\]:\s*)(\/(?!\/)\S*)/, (_, head: string, href: string) => `${head}${base}${href}`);
    out.push(quote ? (abs.trim() ? `> ${abs}` : '>') : abs);
  }
  return `${out
    .join('\n')
    .replace(/^\s+/, '')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
