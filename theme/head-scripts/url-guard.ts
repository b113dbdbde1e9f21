// ES5 inside the function body: stringified as the first inline script of every page's head.
// The app decodes parts of the address without catching errors (route matching decodes the path twice; the
// language switcher decodes path, query and hash together), so a stray `%` (`?x=%`, `#%zz`, `/%E0%A4%A`)
// left a white page. Before that runs, a part of the address that does not survive two decodings loses its
// `%` characters (a typo'd or hostile address: nothing real is lost).

/** The address with every part that cannot be decoded twice stripped of `%`; null when all can. */
export function safeAddress(pathname: string, search: string, hash: string): string | null {
  var parts = [pathname, search, hash];
  var changed = false;
  for (var i = 0; i < parts.length; i++) {
    try {
      decodeURIComponent(decodeURIComponent(parts[i]));
    } catch (e) {
      parts[i] = parts[i].replace(/%/g, '');
      changed = true;
    }
  }
  return changed ? parts.join('') : null;
}

/** The inline head script. */
export const urlGuardScript =
  '(function(){var f=' +
  safeAddress.toString() +
  ';var a=f(location.pathname,location.search,location.hash);if(a!==null)history.replaceState(history.state,"",a)})()';
