import { addLeadingSlash, addTrailingSlash, normalizeImagePath, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import '@rspress/core/dist/theme/components/NavTitle/index.css';

/** The logo's box (CSS: 1.6rem high, rsbuild-logo.svg is square). */
const LOGO_SIZE = 26;

/**
 * Rspress's navbar title, with the logo's width and height in the markup: the browser reserves its
 * box before the image arrives (no layout shift, Lighthouse's "unsized images"). Same classes.
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const defaultLang = site.lang ?? '';
  const localeInfo = site.themeConfig?.locales?.find((locale) => locale.lang === lang);
  const title = (localeInfo?.title ?? site.title) || 'Home';
  const { logo, logoText, logoHref } = site;
  const img = (src: string, variant?: 'light' | 'dark') => (
    <img
      src={normalizeImagePath(src)}
      alt="logo"
      id="logo"
      width={LOGO_SIZE}
      height={LOGO_SIZE}
      className={`rspress-logo rp-nav__title__logo-image${variant ? ` rp-nav__title__logo-image--${variant}` : ''}`}
    />
  );
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || addLeadingSlash(lang === defaultLang ? '/' : addTrailingSlash(lang))} className="rp-nav__title__link">
        {logo && (
          <div className="rp-nav__title__logo">
            {typeof logo === 'string' ? (
              img(logo)
            ) : (
              <>
                {img(logo.light, 'light')}
                {img(logo.dark, 'dark')}
              </>
            )}
          </div>
        )}
        {logoText && <span>{logoText}</span>}
        {!logo && !logoText && <span>{title}</span>}
      </Link>
    </div>
  );
}
