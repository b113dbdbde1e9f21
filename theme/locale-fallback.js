// Plain JavaScript so that both the theme and the build (an inline script in 404.html) use it.

/**
 * For a path that starts with a language prefix (`/zh/x`, `/en/x`), the same path without it (`/x`);
 * otherwise null. Used on the 404 page only: the result is the page in the default language.
 * @param {string} pathname
 * @returns {string | null}
 */
export function localeFallbackPath(pathname) {
  var langs = ['zh', 'en'];
  for (var i = 0; i < langs.length; i++) {
    var prefix = '/' + langs[i];
    if (pathname === prefix || pathname.indexOf(prefix + '/') === 0) {
      var rest = pathname.slice(prefix.length);
      return rest === '' ? '/' : rest;
    }
  }
  return null;
}
