// The first-visit language redirect, as an inline script in every page's head (stringified: keep the
// function body ES5 and free of imports). It replaces Rspress's own (`localeRedirect: 'auto'`), which
// dropped the #section of the URL.

export type FirstVisit = {
  /** location.pathname, location.search, location.hash */
  pathname: string;
  search: string;
  hash: string;
  /** navigator.language, e.g. 'zh-CN' */
  language: string;
  userAgent: string;
};

/**
 * Where a first visit goes: the same page in the browser's language (path suffix, query and hash
 * kept), or null to stay. Languages: the site's, the default one without prefix. `missing` lists,
 * per language, the routes (without prefix) that have no page in it: a visitor asking for such a
 * page stays on it instead of landing on a 404.
 */
export function firstVisitTarget(
  visit: FirstVisit,
  langs: string[],
  defaultLang: string,
  missing: Record<string, string[]>,
): string | null {
  if (/bot|spider|crawl|lighthouse/i.test(visit.userAgent)) return null;
  var target = visit.language.split('-')[0].toLowerCase();
  if (langs.indexOf(target) === -1) return null;
  var segments = visit.pathname.split('/');
  var current = langs.indexOf(segments[1]) !== -1 && segments[1] !== defaultLang ? segments[1] : defaultLang;
  if (target === current) return null;
  var route = current === defaultLang ? visit.pathname : visit.pathname.slice(current.length + 1) || '/';
  var list = missing[target] || [];
  var bare = route.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (list.indexOf(bare) !== -1) return null;
  var path = target === defaultLang ? route : '/' + target + route;
  return path + visit.search + visit.hash;
}

/**
 * Runs once per browser (local storage flag `rspress-visited`, the key Rspress uses): marks the visit
 * and redirects to the page in the browser's language.
 */
export function localeRedirectScript(langs: string[], defaultLang: string, missing: Record<string, string[]>): string {
  var args = [JSON.stringify(langs), JSON.stringify(defaultLang), JSON.stringify(missing).replace(/</g, '\\u003c')].join(',');
  return (
    '(function(){try{var key="rspress-visited";if(localStorage.getItem(key))return;localStorage.setItem(key,"1");' +
    'var target=(' +
    firstVisitTarget.toString() +
    ')({pathname:location.pathname,search:location.search,hash:location.hash,language:navigator.language||"",userAgent:navigator.userAgent},' +
    args +
    ');' +
    'if(target)location.replace(target);}catch(e){}})()'
  );
}
