// Which pages have no version in another language (the Chinese site has no rem guide).
import { DOCS, LANGS, listPages } from './pages';

/** Per language, the routes (without prefix) of pages that exist in another language but not in it. */
export function missingTranslations(docs: string = DOCS): Record<string, string[]> {
  const routes = new Map(LANGS.map((lang) => [lang, new Set(listPages(lang, docs).map((p) => p.route))]));
  const all = new Set([...routes.values()].flatMap((set) => [...set]));
  return Object.fromEntries(LANGS.map((lang) => [lang, [...all].filter((r) => !routes.get(lang)?.has(r)).sort()]));
}
