import { pathnameToRouteService } from '@rspress/core/runtime';
import { IconArrowDown, Link, SvgWrapper } from '@rspress/core/theme';
import { useLangsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
import i18n from '../../i18n.json';
import { type Lang, LANGS, languageSwitchTarget } from '../../site';
import { usePopover } from '../hooks/usePopover';
import { useT } from '../hooks/useT';

type LangItem = { text: string; link: string; lang: string; missing?: boolean };

const routeExists = (path: string): boolean => Boolean(pathnameToRouteService(path));

/**
 * The site's languages and the current one (Rspress's menu data, typed). A language in which the page
 * does not exist links to a page that does (languageSwitchTarget) and is marked `missing`, so that no
 * link of the switch, in the static HTML or in the app, leads to a missing page.
 */
export const useLangItems = (): { items: LangItem[]; activeValue?: string } => {
  const { items, activeValue } = useLangsMenu() as { items: LangItem[]; activeValue?: string };
  return {
    activeValue,
    items: items.map((item) => {
      if (!item.link || !LANGS.includes(item.lang as Lang)) return item;
      const { href, missing } = languageSwitchTarget(item.link, item.lang as Lang, routeExists);
      return { ...item, link: href, missing };
    }),
  };
};

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
            <Link
              href={item.link}
              className="rs-lang-switch__item"
              lang={item.lang}
              hrefLang={item.lang}
              // The page itself does not exist in that language: the link goes to a related page or the
              // home page, is not an alternate of this page, and opens the "no translation" dialog.
              {...(item.missing
                ? { 'data-missing-translation': '', title: i18n[`translation.none.${item.lang}` as keyof typeof i18n][item.lang as Lang] }
                : { rel: 'alternate' })}
            >
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
