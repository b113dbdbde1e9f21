// The outline's current section before the app hydrates (theme/hydration/boot.ts), as plain DOM code: the same
// rule as Rspress's useActiveAnchor (the first heading in view, else the last one scrolled past),
// marked with `data-rs-active` (styled like Rspress's `rp-toc-item--active` in layout.css), which
// the boot script removes when the app takes over.

export const ACTIVE_ATTRIBUTE = 'data-rs-active';

/** Marks the outline link of the current section on load and on scroll; returns the function that stops. */
export function watchOutline(): () => void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a.rp-toc-item[href^="#"]')];
  const update = () => {
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('scroll-padding-top')) || 0;
    const top = padding - 5;
    let scrolled: HTMLAnchorElement | undefined;
    let visible: HTMLAnchorElement | undefined;
    for (const link of links) {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (!heading) continue;
      const y = heading.getBoundingClientRect().top;
      if (y < top) scrolled = link;
      else if (y <= window.innerHeight && !visible) visible = link;
    }
    const active = visible ?? scrolled;
    for (const link of links) link.toggleAttribute(ACTIVE_ATTRIBUTE, link === active);
  };
  if (links.length === 0) return () => {};
  update();
  window.addEventListener('scroll', update, { passive: true });
  return () => {
    window.removeEventListener('scroll', update);
    for (const link of links) link.removeAttribute(ACTIVE_ATTRIBUTE);
  };
}
