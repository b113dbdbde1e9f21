// Under a doc page's title: "Copy page" (the page's Markdown copy to the clipboard) and a menu beside it:
// copy the Markdown link, view the Markdown, open it in ChatGPT or Claude, the language's llms.txt.
// Unlike Rspress's llmsUI (ARCHITECTURE.md says what it lacks), it is in the static HTML, answers before the
// app with the same code (theme/hydration/early/page-actions.ts), keeps "View as Markdown" a plain link and
// names the page by `site.url`.
import { routePathToMdPath, useLang, usePage } from '@rspress/core/runtime';
import { copyPageAction } from '../../hydration/early/page-actions';
import { site } from '../../../site';
import { usePopover } from '../../hooks/usePopover';
import { useT } from '../../hooks/useT';
import './page-actions.css';

/** An assistant's new chat that asks about the page: `base` ends in `?` or `&`. The prompt's address keeps its `:` and `/` (valid in a query), so the page's HTML repeats it as is and gzip takes it for free. */
const ask = (base: string, prompt: string): string => `${base}q=${encodeURIComponent(prompt).replace(/%3A/g, ':').replace(/%2F/g, '/')}`;

type Press = { currentTarget: HTMLButtonElement };
const copy = (event: Press) => void copyPageAction(event.currentTarget);

/**
 * The menu is a popover as the navbar's (theme/hooks/usePopover.ts: click, hover, keyboard focus; Escape
 * and the focus leaving it close it, the focus back on its button), fixed below its button.
 */
export function PageActions() {
  const { page } = usePage();
  const t = useT();
  const lang = useLang();
  const { refs, floatingStyles, getReferenceProps, getFloatingProps } = usePopover('bottom-start');
  // Fixed at 0,0 by page-actions.css: only the open menu's position is written on it.
  const style = { transform: floatingStyles.transform };
  const md = routePathToMdPath(page.routePath);
  const absolute = site.url + md.replace(/^\//, '');
  const prompt = t('pageActions.prompt').replace('{url}', absolute);
  const states = (first: string) => (
    <>
      <span>{first}</span>
      <span>{t('pageActions.copied')}</span>
      <span>{t('pageActions.failed')}</span>
    </>
  );
  return (
    <div className="rs-pa rp-not-doc">
      <button className="rs-pa__copy" onClick={copy} value={md} aria-live="polite">
        {states(t('pageActions.copy'))}
      </button>
      <button className="rs-pa__more" aria-label={t('pageActions.more')} ref={refs.setReference} {...getReferenceProps()} />
      <ul className="rs-pa__menu" ref={refs.setFloating} style={style} {...getFloatingProps()}>
        <li>
          <button className="rs-pa__link" onClick={copy} value={absolute} aria-live="polite">
            {states(t('pageActions.copyLink'))}
          </button>
        </li>
        <li>
          <a className="rs-pa__view" href={md}>
            {t('pageActions.view')}
          </a>
        </li>
        <li>
          <a href={ask('https://chatgpt.com/?hints=search&', prompt)} target="_blank" rel="noopener noreferrer">
            {t('pageActions.chatgpt')}
          </a>
        </li>
        <li>
          <a href={ask('https://claude.ai/new?', prompt)} target="_blank" rel="noopener noreferrer">
            {t('pageActions.claude')}
          </a>
        </li>
        <li>
          <a href={lang === 'zh' ? '/zh/llms.txt' : '/llms.txt'}>{t('pageActions.llms')}</a>
        </li>
      </ul>
    </div>
  );
}
