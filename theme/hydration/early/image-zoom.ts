// Image zoom before the app. medium-zoom (loaded by the app on the first click,
// theme/lazy/medium-zoom.ts) is too big for the boot script, so a press shows its zoomed state in plain
// DOM code: medium-zoom's overlay over the page background, the image fit in the viewport as medium-zoom
// fits it (by CSS, theme/styles/styles.css), closed as it closes (Escape, a click, a scroll of 40 px). It differs
// in that the image fades in and out instead of growing from its place, and a resize fits it anew.
import type { EarlyControl } from './types';

/**
 * The images that zoom: the page's images, not the package managers' logos in the install tabs
 * (theme/components/PackageManagerTabs.tsx). Rspress's MediumZoom gets the same selector (mediumZoom in rspress.config.ts).
 */
export const ZOOMABLE = '.rspress-doc img:not(.rs-pm-icon)';
/** The zoomed copy of the image before the app (theme/styles/styles.css). */
export const EARLY_ZOOM_CLASS = 'rs-zoom';

function zoom(img: HTMLImageElement): void {
  const body = document.body;
  const overlay = document.createElement('div');
  const clone = img.cloneNode() as HTMLImageElement;
  overlay.className = 'medium-zoom-overlay';
  clone.removeAttribute('id');
  clone.className = EARLY_ZOOM_CLASS;
  img.classList.add('medium-zoom-image--hidden');
  body.append(overlay, clone);
  // Styled closed before it opens (as medium-zoom, which measures here), so the overlay and image fade in
  // from the press's own frame.
  void overlay.offsetWidth;
  body.classList.add('medium-zoom--opened');
  const from = scrollY;
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    document.removeEventListener('keyup', onKey);
    document.removeEventListener('scroll', onScroll);
    body.classList.remove('medium-zoom--opened');
    // Once: after the fade, or at 400 ms where none runs (reduced motion, or closed before it opened). A
    // second run would unhide the original under a zoom opened again in between (the app's, or this one).
    let timer = 0;
    const done = (): void => {
      clearTimeout(timer);
      overlay.ontransitionend = null;
      img.classList.remove('medium-zoom-image--hidden');
      overlay.remove();
      clone.remove();
    };
    overlay.ontransitionend = done;
    timer = window.setTimeout(done, 400);
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') close();
  };
  const onScroll = (): void => {
    if (Math.abs(scrollY - from) > 40) setTimeout(close, 150);
  };
  overlay.onclick = clone.onclick = close;
  document.addEventListener('keyup', onKey);
  document.addEventListener('scroll', onScroll);
}

export const imageZoom: EarlyControl = {
  selector: ZOOMABLE,
  press(img) {
    // `?globalUIComponents=0` turns the zoom off (no page turns it off in its front matter: the spec checks).
    if (!/[?&]globalUIComponents=0(&|$)/.test(location.search)) zoom(img as HTMLImageElement);
  },
};
