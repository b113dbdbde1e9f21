import { Link, renderInlineMarkdown, useActiveAnchor, useDynamicToc } from '@rspress/core/theme';
import { useEffect, useRef } from 'react';
import '@rspress/core/dist/theme/components/Toc/TocItem.css';

/** The level of the outline's top entries (h2); a deeper heading is indented by its `data-depth` (layout.css). */
const BASE_LEVEL = 2;

/** Scrolls the outline's own list (not the page) so that its active entry is in the middle, when it is out of sight. */
function centerInOutline(item: HTMLElement): void {
  const list = item.closest<HTMLElement>('.rp-outline__toc');
  if (!list || list.scrollHeight <= list.clientHeight) return;
  const at = item.getBoundingClientRect();
  const box = list.getBoundingClientRect();
  if (at.top >= box.top && at.bottom <= box.bottom) return;
  list.scrollBy({ top: at.top - box.top - (box.height - at.height) / 2, behavior: 'smooth' });
}

function TocItem({ id, text, depth, active }: { id: string; text: string; depth: number; active: boolean }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active && ref.current) centerInOutline(ref.current);
  }, [active]);
  return (
    <Link href={`#${id}`} ref={ref} className={active ? 'rp-toc-item rp-toc-item--active' : 'rp-toc-item'} data-depth={depth}>
      <span className="rp-toc-item__text rp-doc" {...renderInlineMarkdown(text)} />
    </Link>
  );
}

/**
 * The page's outline ("On this page"): Rspress 2.0's Toc, whose entries repeat their text in a `title` and carry their
 * indent as an inline style. Here the indent comes from `data-depth` (theme/styles/layout.css) and the text is said
 * once: about 0.2 KB gzip less on a page with a long outline, whose first visit is near its 40 KB budget.
 */
export function Toc() {
  const headers = useDynamicToc();
  const { activeAnchorId } = useActiveAnchor(headers);
  return (
    <>
      {headers.map((header, index) => (
        <TocItem
          key={`${header.depth}_${header.text}_${header.id}_${index}`}
          id={header.id}
          text={header.text}
          depth={header.depth - BASE_LEVEL}
          active={activeAnchorId === header.id}
        />
      ))}
    </>
  );
}
