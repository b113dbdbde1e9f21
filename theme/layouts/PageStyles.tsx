import homeCss from './home-page.css?inline';
import overviewCss from './overview-page.css?inline';

/**
 * Styles that only one kind of page uses (the home page, the overview pages) stay out of the site's
 * stylesheet, which every page loads on a first visit. The page renders them
 * as a `<style>` that React puts in the document: in the pre-rendered HTML of those pages, and once
 * when the app navigates to one (React keeps a single copy per `href`).
 */
const STYLES = { home: homeCss, overview: overviewCss };

export function PageStyles({ kind }: { kind: keyof typeof STYLES }) {
  return (
    <style href={`rs-page-${kind}`} precedence="default">
      {STYLES[kind]}
    </style>
  );
}
