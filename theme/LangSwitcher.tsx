import { IconArrowDown, Link, SvgWrapper } from '@rspress/core/theme';
import { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
import { usePopover } from './usePopover';
import { useT } from './use-t';

type LangItem = { text: string; link: string; lang: string };

/** The site's languages and the current one (Rspress's menu data, typed). */
export const useLangItems = () => useLangsMenu() as { items: LangItem[]; activeValue?: string };

/** One list item per language, each named in its own language; the current one is not a link. */
export function LangItems({ items, activeValue }: ReturnType<typeof useLangItems>) {
  return (
    <>
      {items.map((item) => (
        <li key={item.lang}>
          {item.text === activeValue ? (
            <span className="rs-lang-switch__item rs-lang-switch__item--active" lang={item.lang} aria-current="true">
              {item.text}
            </span>
          ) : (
            <Link href={item.link} className="rs-lang-switch__item" lang={item.lang} hrefLang={item.lang} rel="alternate">
              {item.text}
            </Link>
          )}
        </li>
      ))}
    </>
  );
}

/**
 * The navbar's language switcher as a disclosure button: Tab reaches it, Enter, Space, a click or the
 * pointer open it, Escape closes it and focus returns to the button. (Rspress's is a hover-only
 * <li> outside any list.) Each language is named in its own language (`lang`).
 */
export function LangSwitcher() {
  const { items, activeValue } = useLangItems();
  const { refs, floatingStyles, getReferenceProps, getFloatingProps } = usePopover('bottom-end');
  const t = useT();
  if (items.length < 2) return null;
  const current = items.find((i) => i.text === activeValue);
  return (
    <div className="rp-nav-menu__item rs-lang-switch">
      <button
        type="button"
        className="rp-nav-menu__item__container rs-lang-switch__button"
        ref={refs.setReference}
        {...getReferenceProps()}
      >
        <span className="rs-visually-hidden">{t('a11y.language')} </span>
        <span lang={current?.lang}>{activeValue}</span>
        <SvgWrapper icon={IconArrowDown} className="rp-nav-menu__item__icon" aria-hidden="true" />
      </button>
      {/* Always in the page (hidden while closed): the static HTML links each page to its translation. */}
      <ul ref={refs.setFloating} className="rs-lang-switch__popup" style={floatingStyles} {...getFloatingProps()}>
        <LangItems items={items} activeValue={activeValue} />
      </ul>
    </div>
  );
}
