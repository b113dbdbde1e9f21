import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme';
import { useEffect, useState } from 'react';
import '@rspress/core/dist/theme/components/Search/SearchButton.css';
import { useT } from './use-t';

/**
 * Rspress's search triggers with valid content (spans, not divs, inside the button) and the phone
 * trigger as a named <button> instead of a <div> that Tab skipped.
 */
export function SearchButton({ setFocused }: { setFocused: (focused: boolean) => void }) {
  const [metaKey, setMetaKey] = useState<string | null>(null);
  const rspressT = useI18n();
  const t = useT();
  useEffect(() => setMetaKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return (
    <>
      <button type="button" className="rp-search-button" onClick={() => setFocused(true)}>
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" aria-hidden="true" />
          <span className="rp-search-button__word">{rspressT('searchPlaceholderText')}</span>
        </span>
        <span className="rp-search-button__hotkey" style={{ opacity: metaKey ? 1 : 0 }}>
          <span>{metaKey}</span>
          <span>K</span>
        </span>
      </button>
      <button type="button" className="rp-search-button--mobile rs-search-button--mobile" aria-label={t('a11y.search')} onClick={() => setFocused(true)}>
        <SvgWrapper icon={IconSearch} aria-hidden="true" />
      </button>
    </>
  );
}
