// ES5: stringified as an inline script of every page's head.
// The browser may paint a page before its HTML is all parsed. The navbar is 20-30 KB of markup (menus and
// their icons), and its items sit at the right: a paint with only the search button parsed, then one with
// the whole bar, moves the button 750 px left (a layout shift of 0.02, seen in layout.spec.ts on a busy
// machine). A `<link rel="expect" blocking="render">` holds the first paint until the marker that ends
// the navbar is parsed. It is written from a script: the Nu Html Checker allows `blocking` on stylesheets
// only, and Chromium ignores a `rel=expect` without it. Browsers that do not know it paint as before.

/** The id of the empty element that ends the navbar (theme/components/Nav.tsx). */
export const NAVBAR_END_ID = 'rs-nav-end';

/** The inline head script; it runs before <body> is parsed, while a page can still be held from rendering. */
export const wholeNavbarScript = `(function(){var l=document.createElement("link");l.rel="expect";l.href="#${NAVBAR_END_ID}";l.setAttribute("blocking","render");document.head.appendChild(l)})()`;
