// The inside of the search dialog's body (theme/search/SearchDialog.tsx) for a state of its search: a hint, a
// message, or the list of results. The same markup as theme/search/view.ts's `bodyHtml`, which the early
// dialog renders before the app (tests/unit/search-view.test.ts checks that both give the same HTML).
import type { MouseEvent } from 'react';
import type { SearchHit } from './types';
import { type SearchState, type SearchText, listId, optionId } from './view';

export type SearchDialogBodyProps = {
  state: SearchState;
  /** The selected row. */
  active: number;
  /** The ids' prefix (React's useId). */
  prefix: string;
  t: SearchText;
  onHover?: (i: number) => void;
  onOpen?: (e: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => void;
};

export function SearchDialogBody({ state, active, prefix, t, onHover, onOpen }: SearchDialogBodyProps) {
  if (state.status === 'idle') return <p className="rs-search__hint">{t('search.prompt')}</p>;
  if (state.status === 'loading')
    return (
      <p className="rs-search__loading">
        <span className="rs-search__spinner" aria-hidden="true" />
        {t('search.loading')}
      </p>
    );
  if (state.status === 'error') return <p className="rs-search__error">{t('search.loadError')}</p>;
  if (state.failed) return <p className="rs-search__empty">{t('search.empty')}</p>;
  if (state.hits.length === 0)
    return (
      <div className="rs-search__empty">
        <p>{t('search.noResults').replace('{query}', state.query)}</p>
        <p>{t('searchSuggestedQueryText')}</p>
      </div>
    );
  return (
    <div id={listId(prefix)} role="listbox" aria-label={t('search.resultsLabel')} className="rs-search__list">
      {state.hits.map((hit, i) => (
        <a
          key={`${hit.url}-${i}`}
          id={optionId(prefix, i)}
          role="option"
          aria-selected={i === active}
          tabIndex={-1}
          href={hit.url}
          className="rs-search__option"
          onMouseMove={() => i !== active && onHover?.(i)}
          onClick={(e) => onOpen?.(e, hit)}
        >
          <span className="rs-search__title">
            {hit.title}
            {/* One text node, as the early dialog's HTML gives it (two would lay out a subpixel apart). */}
            {hit.heading && <span className="rs-search__heading">{` › ${hit.heading}`}</span>}
          </span>
          {hit.pending && <span className="rs-search__snippet rs-search__snippet--pending" />}
          {!hit.pending && hit.snippet.length > 0 && (
            <span className="rs-search__snippet">
              {hit.snippet.map((part, j) => (part.match ? <mark key={j}>{part.text}</mark> : <span key={j}>{part.text}</span>))}
            </span>
          )}
        </a>
      ))}
    </div>
  );
}
