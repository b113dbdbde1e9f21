import { useI18n } from '@rspress/core/runtime';
import { type CalloutProps, Callout as RspressCallout } from '@rspress/core/theme-original';
import type i18n from '../../i18n.json';

/**
 * Rspress's callout (`:::tip` …), its default title in the page's language from i18n.json (`callout.<type>`, the labels
 * the Markdown copies use too). Rspress 2.0's container syntax (`node/mdx/remarkPlugins/containerSyntax.js`) gives a
 * callout without a title its type capitalised, "Tip", on Chinese pages as well, so that title counts as none. A title
 * the page gives (`:::tip 你是否需要它？`) stays as written. tests/e2e/static-html.spec.ts checks both languages.
 */
export function Callout(props: CalloutProps) {
  const t = useI18n<typeof i18n>();
  const untitled = props.title === undefined || props.title === props.type.charAt(0).toUpperCase() + props.type.slice(1);
  return <RspressCallout {...props} title={untitled ? t(`callout.${props.type}`) : props.title} />;
}
