import { pathnameToRouteService, useLang, useLocation, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import i18n from '../../../i18n.json';
import './missing-translation.css';
import { type Lang, LANGS, splitLang, translationFallbacks, withLang } from '../../../site';

type Missing = { lang: Lang; trigger: HTMLElement | null };

const isLang = (v: string | null | undefined): v is Lang => LANGS.includes(v as Lang);

/**
 * The language switch on a page that has no version in the other language (the English rem guide
 * has no Chinese page): instead of following the link to a 404 that sends the reader back, it opens
 * a dialog, in the language asked for, saying that the translation does not exist and offering a
 * related page of that language (`translationFallbacks` in site-data.ts) and its home page.
 * Escape, the "stay" button and a click outside close it; focus returns to the switch.
 */
export function MissingTranslation() {
  const pageLang = useLang();
  const { pathname } = useLocation();
  const { siteData } = usePageData();
  const [missing, setMissing] = useState<Missing | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const current: Lang = isLang(pageLang) ? pageLang : 'en';

  // Language links carry hreflang (the navbar menu and the mobile menu): catch those whose target
  // page does not exist, before the router (or the browser) follows them.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[hreflang]') : null;
      const lang = link?.getAttribute('hreflang');
      if (!link || !isLang(lang) || lang === current || link.closest('head')) return;
      const url = new URL(link.href, window.location.href);
      // The language switch marks the languages the page has no version in (LangSwitcher.tsx): its link
      // then leads to an existing page, which a reader without the app simply opens.
      const marked = link.hasAttribute('data-missing-translation');
      if (!marked && (url.origin !== window.location.origin || pathnameToRouteService(url.pathname))) return;
      event.preventDefault();
      event.stopPropagation();
      setMissing({ lang, trigger: link });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [current]);

  useEffect(() => setMissing(null), [pathname]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (missing && dialog && !dialog.open) dialog.showModal();
  }, [missing]);

  if (!missing) return null;
  const { lang } = missing;
  const t = (key: keyof typeof i18n): string => i18n[key][lang];
  const { route } = splitLang(pathname.replace(/\.html$/, ''));
  const titleOf = (path: string): string | undefined => siteData.pages.find((p) => p.routePath === path)?.title;
  const related = translationFallbacks[route]?.[lang];
  const relatedPath = related ? withLang(related, lang) : undefined;
  const relatedTitle = relatedPath ? titleOf(relatedPath) : undefined;
  const homePath = withLang('/', lang);

  const close = () => {
    const { trigger } = missing;
    dialogRef.current?.close();
    setMissing(null);
    // The switch lives in a hover menu that may have closed meanwhile: then the menu's own trigger.
    const target =
      trigger?.isConnected && trigger.getClientRects().length
        ? trigger
        : document.querySelector<HTMLElement>('.rp-nav__others .rp-nav-menu__item__container');
    target?.focus?.();
  };

  return (
    <dialog
      ref={dialogRef}
      className="rs-missing-translation"
      lang={lang}
      aria-labelledby="rs-missing-translation-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="rs-missing-translation__body">
        <h2 id="rs-missing-translation-title">{t(`translation.none.${lang}` as keyof typeof i18n)}</h2>
        {current !== lang && (
          <p className="rs-missing-translation__also" lang={current}>
            {i18n[`translation.none.${lang}` as keyof typeof i18n][current]}
          </p>
        )}
        <p>{t('translation.readInstead')}</p>
        <ul>
          {relatedPath && relatedTitle && (
            <li>
              <Link href={relatedPath} hrefLang={lang}>
                {relatedTitle}
              </Link>
            </li>
          )}
          <li>
            <Link href={homePath} hrefLang={lang}>
              {t('translation.home')}
            </Link>
          </li>
        </ul>
        <button type="button" className="rs-missing-translation__stay" onClick={close}>
          {t(`translation.stay.${current}` as keyof typeof i18n)}
        </button>
      </div>
    </dialog>
  );
}
