import { FallbackHeading as BaseFallbackHeading } from '@rspress/core/theme-original';
import { getCustomMDXComponent, renderInlineMarkdown } from '@rspress/core/theme';
import type { ComponentProps } from 'react';

/**
 * Headings that Rspress renders itself (overview pages). The page title (h1) gets no id and no `#`
 * anchor: on the releases overview the title and its only group are both "Releases", and two
 * elements had the same id. Other levels are Rspress's (their anchor leaves the tab order through
 * useA11yDom).
 */
export function FallbackHeading(props: ComponentProps<typeof BaseFallbackHeading>) {
  if (props.level !== 1) return <BaseFallbackHeading {...props} />;
  const { h1: H1 } = getCustomMDXComponent();
  return (
    <H1>
      <span {...renderInlineMarkdown(props.title)} />
    </H1>
  );
}
