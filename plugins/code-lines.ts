// Shiki transformer (markdown.shiki.transformers): writes a code block's line count on its <pre> as
// `--rs-lines`, so theme/styles/styles.css can give a block that is off screen (content-visibility: auto, its
// styles and layout skipped until it nears the viewport) the height it will have. Skipping the blocks
// off screen halves the style pass of a whole-page change such as the theme switch on a phone.

/** The part of Shiki's transformer context and hast element this transformer uses. */
type Pre = { properties: Record<string, unknown> };
type Context = { lines: unknown[] };

export const LINES_PROPERTY = '--rs-lines';

export function transformerLineCount(): { name: string; pre(this: Context, pre: Pre): void } {
  return {
    name: 'rsbuild-docs:line-count',
    pre(pre) {
      const style = typeof pre.properties.style === 'string' ? pre.properties.style.replace(/;?\s*$/, ';') : '';
      pre.properties.style = `${style}${LINES_PROPERTY}:${this.lines.length}`;
    },
  };
}
