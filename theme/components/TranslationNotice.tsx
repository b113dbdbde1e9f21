import { usePage } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useT } from '../hooks/useT';

/**
 * On a Chinese page whose English page changed after it was translated (the build sets
 * `translationStale`, see plugins/translations.ts): a short notice with a link to the English page.
 */
export function TranslationNotice() {
  const t = useT();
  const { page } = usePage();
  // Set at build time by plugins/translations.ts (pluginTranslationNotice).
  const route = (page as typeof page & { translationStale?: unknown }).translationStale;
  if (typeof route !== 'string') return null;
  return (
    <aside className="rs-translation-notice" lang="zh-CN" role="note">
      {t('translation.stale')} <Link href={route}>{t('translation.readEnglish')}</Link>
    </aside>
  );
}
