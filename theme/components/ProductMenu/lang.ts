export type MenuLang = 'zh' | 'en';

/** The menu's language: the one passed in, else Chinese when the path has a `zh` segment, else English. */
export function productMenuLang(lang: string | undefined, pathname: string): MenuLang {
  if (lang === 'zh' || lang === 'en') return lang;
  return /(^|\/)zh(\/|$)/.test(pathname) ? 'zh' : 'en';
}

/** Text and link of an item in a language: English ones where they exist. */
export function localizeItem<T extends { desc: string; descEn?: string; url: string; urlEn?: string }>(
  item: T,
  lang: MenuLang,
): { desc: string; url: string } {
  return {
    desc: lang === 'en' ? (item.descEn ?? item.desc) : item.desc,
    url: lang === 'en' ? (item.urlEn ?? item.url) : item.url,
  };
}
