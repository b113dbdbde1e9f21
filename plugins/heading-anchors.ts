// Rehype plugin (markdown.rehypePlugins, so it runs after Rspress's own header-anchor plugin): the `#`
// link that Rspress adds to every heading is aria-hidden yet focusable, so keyboard users met hundreds
// of silent tab stops. We keep it out of the tab order (tabindex -1) and hidden from screen readers
// rather than naming it, because:
// - screen-reader users move through a page by headings; a named link inside each heading would be
//   read as part of every heading ("Install, link to this section: Install");
// - keyboard and screen-reader users already have a link to every section in the outline
//   ("On this page", a named <nav>), and the address bar updates when they follow one;
// - mouse users keep the visible `#` to copy a section's address.
/** The parts of a hast tree this plugin reads (hast's types are not a dependency of the project). */
type Element = { type: 'element'; tagName: string; properties?: Record<string, unknown>; children: Node[] };
type Node = Element | { type: string; children?: Node[] };
type Root = { type: 'root'; children: Node[] };

const isHeaderAnchor = (node: Element): boolean => {
  const cls = node.properties?.className ?? node.properties?.class;
  const classes = Array.isArray(cls) ? cls.map(String) : String(cls ?? '').split(/\s+/);
  return node.tagName === 'a' && classes.includes('rp-header-anchor');
};

function visit(node: Root | Element, fn: (el: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const el = child as Element;
    fn(el);
    visit(el, fn);
  }
}

export function rehypeHeadingAnchors() {
  return (tree: Root): void => {
    visit(tree, (el) => {
      if (!isHeaderAnchor(el)) return;
      el.properties = { ...el.properties, tabIndex: -1, ariaHidden: 'true' };
    });
  };
}
