import { usePage } from '@rspress/core/runtime';
import { feedUrl } from '../../site';
import { useT } from '../hooks/useT';

/** Links to the release feeds of the current language, under the home page's feature cards. */
export function HomeFeeds() {
  const t = useT();
  const { page } = usePage();
  const lang = page.lang === 'zh' ? 'zh' : 'en';
  return (
    <p className="rs-home-feeds">
      <span>{t('home.feeds')}</span>
      <a href={feedUrl(lang, 'rss')} type="application/rss+xml" aria-label={t('home.feedRss')}>
        RSS
      </a>
      <a href={feedUrl(lang, 'atom')} type="application/atom+xml" aria-label={t('home.feedAtom')}>
        Atom
      </a>
    </p>
  );
}
