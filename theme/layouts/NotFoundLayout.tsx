import { useEffect } from 'react';
import { withBase } from '@rspress/core/runtime';
import { localeFallbackPath } from '../head-scripts/locale-fallback';
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';
import { CONTENT_ID } from '../components/SkipLink';
import { useT } from '../hooks/useT';

/**
 * The 404 page: the same markup whatever the path (so hydration always matches the pre-rendered
 * 404.html), and a redirect from a language-prefixed path to the same path without the prefix.
 * 404.html also carries an inline script doing that redirect before React starts (see
 * plugins/head.mjs), so a full page load never hydrates a prefixed 404.
 */
export function NotFoundLayout() {
  // The texts are the same in both languages (i18n.json), so the markup never depends on the path.
  const t = useT();
  useEffect(() => {
    const target = localeFallbackPath(window.location.pathname);
    if (target) window.location.replace(target + window.location.search + window.location.hash);
  }, []);
  return (
    <main id={CONTENT_ID} tabIndex={-1} className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <a className="rp-not-found__home-link" href={withBase('/')}>
          {t('takeMeHomeText')}
        </a>
      </div>
    </main>
  );
}
