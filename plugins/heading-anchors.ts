// Rehype plugin (markdown.rehypePlugins, so it runs after Rspress's header-anchor plugin): the `#` link
// Rspress adds to every heading is aria-hidden yet focusable, hundreds of silent tab stops. It leaves the
// tab order (tabindex -1) and stays hidden rather than named (why: ARCHITECTURE.md, "Heading anchors").
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
