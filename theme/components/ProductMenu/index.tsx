import { useLang, useLocation } from '@rspress/core/runtime';
import { type KeyboardEvent, useRef } from 'react';
import i18n from '../../../i18n.json';
import { ORGANISATION, productMenu } from '../../../site/product-menu';
import { localizeItem, productMenuLang } from './lang';
import { usePopover } from '../../hooks/usePopover';
import './ProductMenu.css';

const GridIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    {[3, 10, 17].flatMap((y) => [3, 10, 17].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" rx="1" />))}
  </svg>
);

/**
 * The grid icon before the site title that opens the product-family menu: below-left of the
 * icon, no arrow, flipped when there is no room. Opens on hover (mouse), tap/click and focus;
 * closes 0.1 s after the pointer leaves, on blur, outside click and Escape.
 */
export function ProductMenu({ lang: langProp }: { lang?: 'zh' | 'en' }) {
  const siteLang = useLang();
  const { pathname } = useLocation();
  const lang = productMenuLang(langProp ?? (siteLang === 'zh' || siteLang === 'en' ? siteLang : undefined), pathname);
  const { setOpen, refs, floatingStyles, getReferenceProps, getFloatingProps } = usePopover('bottom-start');
  const itemsRef = useRef<(HTMLAnchorElement | null)[]>([]);
  // The menu's language can differ from the page's (a `lang` prop), so read i18n.json directly.
  const t = { label: i18n['productMenu.label'][lang], home: i18n['productMenu.home'][lang] };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = itemsRef.current.filter(Boolean) as HTMLAnchorElement[];
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (move === undefined) return;
    event.preventDefault();
    items[(move + items.length) % items.length]?.focus();
  };

  return (
    <div className="rs-product-menu">
      <button
        type="button"
        className="rs-product-menu__button"
        ref={refs.setReference}
        aria-label={t.label}
        aria-haspopup="menu"
        {...getReferenceProps({
          onKeyDown: (event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              requestAnimationFrame(() => itemsRef.current[0]?.focus());
            }
          },
        })}
      >
        <GridIcon />
      </button>
      {/* Always in the page, hidden while closed: the boot script opens it before the app (theme/hydration/early/popover.ts). */}
      <div
        ref={refs.setFloating}
        className="rs-product-menu__popup"
        style={floatingStyles}
        {...getFloatingProps({ onKeyDown: onMenuKeyDown })}
      >
        {productMenu.map((group) => (
          <div key={group.title} className="rs-product-menu__group">
            <a className="rs-product-menu__home" href={ORGANISATION.url} target="_blank" rel="noopener noreferrer">
              {lang === 'en' ? (group.titleEn ?? group.title) : group.title}
              {/* The visible text starts the link's name (WCAG 2.5.3, label in name). */}
              <span className="rs-visually-hidden">: {t.home}</span>
              <span aria-hidden="true"> ↗</span>
            </a>
            <ul role="menu" aria-label={t.label}>
              {group.links.map((item, i) => {
                const { desc, url } = localizeItem(item, lang);
                const size = Math.round(32 * (item.logoScale ?? 1));
                return (
                  <li key={item.name} role="none">
                    <a
                      ref={(el) => {
                        itemsRef.current[i] = el;
                      }}
                      role="menuitem"
                      className="rs-product-menu__item"
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <img src={item.logo} alt="" width={size} height={size} loading="lazy" />
                      <span>
                        <span className="rs-product-menu__name">{item.name}</span>
                        <span className="rs-product-menu__desc">{desc}</span>
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
