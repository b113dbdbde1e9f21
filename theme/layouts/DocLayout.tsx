// Rspress's doc layout (sidebar, content, outline) with its phone bar ("Menu", "On this page") made
// to answer before the app: the same markup and behaviour as Rspress 2.0's DocLayout and SidebarMenu,
// with the open states in useEarlyState (theme/hydration/early/drawers.ts opens them before the app), the mask
// rendered in place (not a portal, which cannot hydrate), aria-expanded on the buttons, Escape, and the
// focus moving into the drawer. Rspress's own can come back when its state can start from the boot's.
import { useFrontmatter, useI18n, useLocation } from '@rspress/core/runtime';
import {
  DocContent,
  DocFooter,
  IconArrowRight,
  IconMenu,
  Outline,
  Overview,
  ReadPercent,
  Sidebar,
  SvgWrapper,
  getCustomMDXComponent,
  renderInlineMarkdown,
  useActiveAnchor,
  useDynamicToc,
  useWatchToc,
} from '@rspress/core/theme';
import type { DocLayoutProps } from '@rspress/core/theme';
import { useClickOutside } from '@rspress/core/dist/theme/components/SidebarMenu/useClickOutside.js';
import { type ComponentProps, type ReactNode, useEffect, useMemo, useRef } from 'react';
import '@rspress/core/dist/theme/components/SidebarMenu/index.css';
import '@rspress/core/dist/theme/layout/DocLayout/index.css';
import { OUTLINE_KEY, SIDEBAR_KEY } from '../hydration/early/drawers';
import { focusIn } from '../hydration/early/nav-screen';
import { useEarlyState } from '../hydration/early/useEarlyState';
import { PageActions } from '../components/PageActions';

type Components = DocLayoutProps['components'];

/** The page's title, then its actions ("Copy page" and its menu, theme/components/PageActions/index.tsx). */
function TitleWithActions(props: ComponentProps<'h1'>) {
  const H1 = getCustomMDXComponent().h1;
  return (
    <>
      <H1 {...props} />
      <PageActions />
    </>
  );
}

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/** The open states of the drawer and the outline, and what closes them (Rspress's useSidebarMenu). */
function useDrawers() {
  const [isSidebarOpen, setSidebarOpen] = useEarlyState(SIDEBAR_KEY, false);
  const [isOutlineOpen, setOutlineOpen] = useEarlyState(OUTLINE_KEY, false);
  const bar = useRef<HTMLDivElement>(null);
  const sidebar = useRef<HTMLElement>(null);
  const outline = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  // Opened before the app: the boot script moved the focus already.
  const focused = useRef(isSidebarOpen);

  // The drawer takes the focus when it opens (the page's scroll is locked by CSS, theme/a11y/a11y.css).
  useEffect(() => {
    if (!isSidebarOpen) return;
    if (!focused.current) focusIn(sidebar.current);
    focused.current = false;
  }, [isSidebarOpen]);
  useClickOutside([bar, sidebar], () => setSidebarOpen(false));
  useClickOutside([bar, outline], () => setOutlineOpen(false));

  // A new page closes the drawer, a new section the outline (not the first render: the boot may have opened them).
  const seen = useRef({ pathname, hash });
  useEffect(() => {
    if (pathname !== seen.current.pathname) setSidebarOpen(false);
    if (hash && hash !== seen.current.hash) setOutlineOpen(false);
    seen.current = { pathname, hash };
  }, [pathname, hash, setSidebarOpen, setOutlineOpen]);

  // Escape closes the open one, and the focus goes back to its button.
  useEffect(() => {
    if (!isSidebarOpen && !isOutlineOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      (isSidebarOpen ? setSidebarOpen : setOutlineOpen)(false);
      bar.current?.querySelector<HTMLElement>(isSidebarOpen ? '.rp-sidebar-menu__left' : '.rp-sidebar-menu__right')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isSidebarOpen, isOutlineOpen, setSidebarOpen, setOutlineOpen]);

  return { isSidebarOpen, setSidebarOpen, isOutlineOpen, setOutlineOpen, bar, sidebar, outline };
}

/** The bar above the content below 1280 px: "Menu" opens the sidebar drawer, the right button the outline. */
function SidebarMenu({
  drawers,
  beforeOutline,
  afterOutline,
}: {
  drawers: ReturnType<typeof useDrawers>;
  beforeOutline?: ReactNode;
  afterOutline?: ReactNode;
}) {
  const { isSidebarOpen, setSidebarOpen, isOutlineOpen, setOutlineOpen, bar } = drawers;
  const t = useI18n();
  const headers = useDynamicToc();
  const { scrolledHeader } = useActiveAnchor(headers);
  const outlineDisabled = !beforeOutline && !afterOutline && headers.length === 0;
  const { frontmatter } = useFrontmatter();
  const { sidebar = true, outline: showOutline = true } = frontmatter;
  return (
    <div className="rp-sidebar-menu" ref={bar}>
      {sidebar === true ? (
        <button
          type="button"
          onClick={() => setSidebarOpen(!isSidebarOpen)}
          className="rp-sidebar-menu__left"
          aria-expanded={isSidebarOpen}
        >
          <SvgWrapper icon={IconMenu} />
          <span>{t('menuTitle')}</span>
        </button>
      ) : (
        <div className="rp-sidebar-menu__left" />
      )}
      {showOutline ? (
        <button
          type="button"
          disabled={outlineDisabled}
          onClick={(e) => {
            e.preventDefault();
            e.stopPropagation();
            setOutlineOpen(!isOutlineOpen);
          }}
          className="rp-sidebar-menu__right"
          aria-expanded={isOutlineOpen}
        >
          {scrolledHeader?.text ? (
            <span className="rp-sidebar-menu__right__text rp-doc" {...renderInlineMarkdown(scrolledHeader.text)} />
          ) : (
            <span className="rp-sidebar-menu__right__text">{t('outlineTitle')}</span>
          )}
          <ReadPercent size={14} strokeWidth={2} />
          {/* Turned down while the outline is open, by CSS on aria-expanded (theme/a11y/a11y.css). */}
          {!outlineDisabled && <SvgWrapper icon={IconArrowRight} className="rp-sidebar-menu__right__icon" />}
        </button>
      ) : (
        <div className="rp-sidebar-menu__right" />
      )}
    </div>
  );
}

export function DocLayout(props: DocLayoutProps) {
  const {
    beforeDocFooter,
    afterDocFooter,
    beforeDoc,
    afterDoc,
    beforeDocContent,
    afterDocContent,
    beforeOutline,
    afterOutline,
    beforeSidebar,
    afterSidebar,
    components,
  } = props;
  const { frontmatter } = useFrontmatter();
  const drawers = useDrawers();
  const { isSidebarOpen, isOutlineOpen, setSidebarOpen } = drawers;
  const { rspressDocRef } = useWatchToc();
  const isOverviewPage = frontmatter?.overview ?? false;
  const sidebar = frontmatter?.sidebar ?? true;
  const showSidebar = sidebar === true;
  const showSidebarPlaceholder = sidebar === false || sidebar === 'placeholder';
  const isLegacyPlaceholder = sidebar === 'placeholder';
  const { outline: showOutline = true, footer: showDocFooter = true, pageType } = frontmatter;
  const showSidebarMenu = showSidebar || (!isOverviewPage && showOutline);
  // The title with the page's actions.
  const withActions = useMemo<Components>(() => ({ ...components, h1: TitleWithActions }), [components]);
  const isDocWide = pageType === 'doc-wide';
  return (
    <>
      {showSidebarMenu && (
        <div className="rp-doc-layout__menu">
          <SidebarMenu drawers={drawers} beforeOutline={beforeOutline} afterOutline={afterOutline} />
        </div>
      )}
      {/* Behind an open drawer (shown below 768 px): always in the page, hidden while both are closed (not a portal, which cannot hydrate). */}
      {showSidebarMenu && (
        <div onClick={() => setSidebarOpen(false)} className="rp-sidebar-menu__mask" hidden={!isSidebarOpen && !isOutlineOpen} />
      )}
      {beforeDoc}
      <div className={cx('rp-doc-layout__container', !showSidebarMenu && 'rp-doc-layout__container--no-menu')}>
        {showSidebar ? (
          <aside
            className={cx('rp-doc-layout__sidebar', 'rp-scrollbar', isSidebarOpen && 'rp-doc-layout__sidebar--open')}
            ref={drawers.sidebar}
          >
            {beforeSidebar}
            <Sidebar />
            {afterSidebar}
          </aside>
        ) : showSidebarPlaceholder ? (
          <aside
            className={cx('rp-doc-layout__sidebar-placeholder', isLegacyPlaceholder && 'rp-doc-layout__sidebar-placeholder--legacy')}
            style={isDocWide ? { width: '0' } : {}}
          />
        ) : null}
        {isOverviewPage ? (
          <main className="rp-doc-layout__overview">
            {beforeDocContent}
            <Overview content={<DocContent components={withActions} isOverviewPage />} />
            {afterDocContent}
          </main>
        ) : (
          <div className={cx('rp-doc-layout__doc', isDocWide && 'rp-doc-layout__doc--wide')}>
            <main className="rp-doc-layout__doc-container">
              {beforeDocContent}
              <div className="rp-doc rspress-doc" ref={rspressDocRef}>
                <DocContent components={withActions} />
              </div>
              {afterDocContent}
              {beforeDocFooter}
              {showDocFooter && <DocFooter />}
              {afterDocFooter}
            </main>
          </div>
        )}
        {isOverviewPage ? null : showOutline ? (
          <aside
            className={cx('rp-doc-layout__outline', 'rp-scrollbar', isOutlineOpen && 'rp-doc-layout__outline--open')}
            ref={drawers.outline}
          >
            {beforeOutline}
            <Outline />
            {afterOutline}
          </aside>
        ) : (
          <aside className="rp-doc-layout__outline-placeholder" style={isDocWide ? { width: '0' } : {}} />
        )}
      </div>
      {afterDoc}
    </>
  );
}
