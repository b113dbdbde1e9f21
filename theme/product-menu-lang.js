// Plain JavaScript so that unit tests can import it.

/**
 * The menu's language: the one passed in, else Chinese when the path has a `zh` segment, else English.
 * @param {string | undefined} lang
 * @param {string} pathname
 * @returns {'zh' | 'en'}
 */
export function productMenuLang(lang, pathname) {
  if (lang === 'zh' || lang === 'en') return lang;
  return /(^|\/)zh(\/|$)/.test(pathname) ? 'zh' : 'en';
}

/**
 * Text and link of an item in a language: English ones where they exist.
 * @template {{ desc: string, descEn?: string, url: string, urlEn?: string }} T
 * @param {T} item
 * @param {'zh' | 'en'} lang
 */
export function localizeItem(item, lang) {
  return {
    desc: lang === 'en' ? (item.descEn ?? item.desc) : item.desc,
    url: lang === 'en' ? (item.urlEn ?? item.url) : item.url,
  };
}
