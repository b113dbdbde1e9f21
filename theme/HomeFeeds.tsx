import { usePage } from '@rspress/core/runtime';
import { useT } from './use-t';

/** Links to the release feeds of the current language, under the home page's feature cards. */
export function HomeFeeds() {
  const t = useT();
  const { page } = usePage();
  const lang = page.lang === 'zh' ? 'zh' : 'en';
  return (
    <p className="rs-home-feeds">
      <span>{t('home.feeds')}</span>
      <a href={`/rss/releases-${lang}.rss`} type="application/rss+xml" aria-label={t('home.feedRss')}>
        RSS
      </a>
      <a href={`/rss/releases-${lang}.xml`} type="application/atom+xml" aria-label={t('home.feedAtom')}>
        Atom
      </a>
    </p>
  );
}
