import { useI18n, usePage } from '@rspress/core/runtime';
import '@rspress/core/dist/theme/components/LastUpdated/index.css';

/**
 * The "Last updated" line of a doc page. Rspress's own shows it only while `themeConfig.lastUpdated`
 * is on, which also runs its git-only date plugin; ours (plugins/last-updated.ts) dates every
 * page, from git or a fallback, so the line shows whenever the page has a date.
 */
export function LastUpdated() {
  const {
    page: { lastUpdatedTime },
  } = usePage();
  const t = useI18n();
  if (!lastUpdatedTime) return null;
  return (
    <div className="rp-last-updated">
      <p>
        {t('lastUpdatedText')}: <span>{lastUpdatedTime}</span>
      </p>
    </div>
  );
}
