// Used by the theme and, stringified, as the inline script of 404.html: keep it ES5 and free of
// imports so that `localeFallbackPath.toString()` is a self-contained function.

/**
 * For a path that starts with a language prefix (`/zh/x`, `/en/x`), the same path without it (`/x`);
 * otherwise null. Used on the 404 page only: the result is the page in the default language.
 * It starts with exactly one slash: `/en//host` or `/en/\\host` must not become `//host`, a
 * protocol-relative URL that would redirect to another site.
 */
export function localeFallbackPath(pathname: string): string | null {
  var langs = ['zh', 'en'];
  for (var i = 0; i < langs.length; i++) {
    var prefix = '/' + langs[i];
    if (pathname === prefix || pathname.indexOf(prefix + '/') === 0) {
      return '/' + pathname.slice(prefix.length).replace(/^[\/\\]+/, '');
    }
  }
  return null;
}
