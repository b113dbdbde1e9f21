// ES5 inside the function body: used by the theme and, stringified, as an inline script in every page's head
// so that `?navbar=0` & co. hide their part of the layout from the first paint.

/** Parts of the layout that a `?<name>=0` query parameter hides. */
export const UI_SWITCHES = ['navbar', 'sidebar', 'outline', 'footer'];

/**
 * Sets `rs-hide-<name>` classes on the root element from a query string. With
 * `globalUIComponents=0` it also drops the pre-rendered feed links from the head (the app then
 * renders no global UI components, but the links are already in the static HTML).
 */
export type SwitchRoot = {
  classList: { toggle(name: string, force: boolean): void };
  querySelectorAll(selector: string): ArrayLike<{ remove(): void }>;
};

export function applyUiSwitches(search: string, root: SwitchRoot): void {
  var params = new URLSearchParams(search);
  var names = ['navbar', 'sidebar', 'outline', 'footer'];
  for (var i = 0; i < names.length; i++) root.classList.toggle('rs-hide-' + names[i], params.get(names[i]) === '0');
  if (params.get('globalUIComponents') === '0') {
    var feeds = root.querySelectorAll('link[rel="alternate"][type$="+xml"]');
    for (var j = 0; j < feeds.length; j++) feeds[j].remove();
  }
}

/** The inline head script. */
export const uiSwitchesScript = '(' + applyUiSwitches.toString() + ')(location.search, document.documentElement)';
