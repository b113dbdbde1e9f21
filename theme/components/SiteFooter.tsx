import { useFrontmatter, usePage } from '@rspress/core/runtime';
import { useT } from '../hooks/useT';

/** Copyright line at the bottom of every page, except blank pages (no standard layout at all). */
export function SiteFooter() {
  const t = useT();
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  if (frontmatter.footer === false || page.pageType === 'blank' || frontmatter.pageType === 'blank') return null;
  return (
    <footer className={`rs-site-footer${page.pageType === 'home' ? ' rs-site-footer--home' : ''}`}>
      <p>{t('copyright')}</p>
    </footer>
  );
}
