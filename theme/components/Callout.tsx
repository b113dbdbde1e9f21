import { useI18n } from '@rspress/core/runtime';
import { type CalloutProps, Callout as RspressCallout } from '@rspress/core/theme-original';
import type i18n from '../../i18n.json';

/**
 * Rspress's callout (`:::tip` …), its default title in the page's language from i18n.json (`callout.<type>`, the labels
 * the Markdown copies use too): Rspress 2.0's own writes the type capitalised, "Tip", on Chinese pages as well. A
 * title given in the page (`:::tip 你是否需要它？`) stays as written.
 */
export function Callout(props: CalloutProps) {
  const t = useI18n<typeof i18n>();
  return <RspressCallout {...props} title={props.title ?? t(`callout.${props.type}`)} />;
}
