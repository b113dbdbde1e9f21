/** The home page's footer message is the site footer (SiteFooter), shown on every page. */
export function HomeFooter() {
  return null;
}
