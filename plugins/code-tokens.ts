// Shiki transformer (markdown.shiki.transformers): a token's colour as a one-letter class instead of
// `style="color:var(--shiki-token-keyword)"`, and no element for text in the block's own colour (it
// inherits it from the <pre>). The classes' colours are in theme/components/code-tokens.css; the list below
// is every colour of Shiki's css-variables theme, which Rspress uses. A token in a colour missing here
// keeps its style, so nothing loses its colour.

/** The part of Shiki's hast this transformer uses. */
type Node = { type: string; value?: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[] };

/** Token colour variable → class (theme/components/code-tokens.css). */
export const TOKEN_CLASSES: Record<string, string> = {
  'token-keyword': 'k',
  'token-constant': 'c',
  'token-function': 'f',
  'token-punctuation': 'p',
  'token-string': 's',
  'token-string-expression': 'e',
  'token-comment': 'm',
  'token-parameter': 'a',
  'token-link': 'l',
  'token-inserted': 'i',
  'token-deleted': 'd',
};

const COLOUR = /^color:var\(--shiki-([a-z-]+)\);?$/;

/** The children of a line: a token span in the foreground colour becomes its text, a coloured one gets its class. */
export function classTokens(children: Node[]): Node[] {
  return children.flatMap((child) => {
    const style = child.type === 'element' && child.tagName === 'span' ? child.properties?.style : undefined;
    const colour = typeof style === 'string' ? COLOUR.exec(style)?.[1] : undefined;
    if (!colour) return [child];
    if (colour === 'foreground') return child.children ?? [];
    const name = TOKEN_CLASSES[colour];
    if (!name) return [child];
    const { style: _, ...rest } = child.properties!;
    return [{ ...child, properties: { ...rest, className: [name] } }];
  });
}

export function transformerTokenClasses(): { name: string; line(line: Node): void } {
  return {
    name: 'rsbuild-docs:token-classes',
    line(line) {
      if (line.children) line.children = classTokens(line.children);
    },
  };
}
