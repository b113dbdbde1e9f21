import { isEqualPath, usePageData, useSidebar } from '@rspress/core/runtime';
import { Link, type Overview as BaseOverview } from '@rspress/core/theme-original';
import { FallbackHeading } from '../FallbackHeading';
import { type ComponentProps, type ReactNode, createContext, useContext, useId, useState } from 'react';
import { type OverviewGroup, filterOverviewGroups, overviewGroups } from './groups';
import { useT } from '../../hooks/useT';
import { PageStyles } from '../../layouts/PageStyles';

const OverviewListContext = createContext<ReactNode>(null);

/**
 * Where an overview page's MDX wants its list (filter and groups). Without it the list follows the
 * page's text (plugins/overview-list.ts tells the page which case it is).
 */
export function OverviewList() {
  return <>{useContext(OverviewListContext)}</>;
}

type ChildPage = { routePath: string; title?: string; description?: string; frontmatter?: Record<string, unknown> };

/** The filter box and, right below it, the groups it filters: one list of the child pages. */
function List({ groups, pages }: { groups: OverviewGroup[]; pages: ChildPage[] }) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = filterOverviewGroups(groups, query);
  const pageOf = (link: string) => pages.find((p) => isEqualPath(p.routePath, link));
  const filter = (
    <div className="rp-overview-search">
      <label htmlFor={id} className="rp-overview-search__label">
        {t('overview.filterNameText')}
      </label>
      <input
        id={id}
        type="search"
        placeholder={t('overview.filterPlaceholderText')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="rp-overview-search__input"
      />
    </div>
  );
  const cards = (group: OverviewGroup) => (
    <div className="rp-overview-group rp-not-doc">
      {group.items.map((item) => {
        const page = pageOf(item.link);
        const published = typeof page?.frontmatter?.published_at === 'string' ? page.frontmatter.published_at.slice(0, 10) : undefined;
        const summary =
          page?.description ?? (typeof page?.frontmatter?.description === 'string' ? page.frontmatter.description : undefined);
        return (
          <div key={item.link} className="rp-overview-group__item">
            <div className="rp-overview-group__item__title">
              <Link href={item.link} className="rp-overview-group__item__title__link">
                {item.text}
              </Link>
              {published && (
                <time className="rs-overview-item__date" dateTime={published}>
                  {published}
                </time>
              )}
            </div>
            <div className="rs-overview-item__body">
              {summary && <p className="rs-overview-item__summary">{summary}</p>}
              {item.headers.length > 0 && (
                <ul className="rp-overview-group__item__content">
                  {item.headers.map((h) => (
                    <li key={h.id} className="rp-overview-group__item__content__item">
                      <Link className="rp-overview-group__item__content__item__link" href={`${item.link}#${h.id}`}>
                        {h.text}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
  const empty = (
    <div className="rp-overview__empty" role="status">
      {t('overview.filterNoResultText')}: {query}
    </div>
  );
  // One group (the releases): its heading, the filter, its items. Several: the filter above them all.
  const [only] = groups;
  if (groups.length === 1 && only) {
    const kept = shown[0];
    return (
      <section className="rs-overview-list">
        <FallbackHeading level={2} title={only.name} />
        {filter}
        {kept ? cards(kept) : empty}
      </section>
    );
  }
  return (
    <section className="rs-overview-list">
      {filter}
      {shown.length === 0 && empty}
      {shown.map((group) => (
        <div key={group.name}>
          <FallbackHeading level={2} title={group.name} />
          {cards(group)}
        </div>
      ))}
    </section>
  );
}

/**
 * Overview pages: the title, the page's text, and one list of the child pages grouped as the
 * sidebar groups them (pages in no group under 'Others'), each with its date and summary, the
 * filter box right above it. The list goes where the MDX puts `<OverviewList />`, else after the text.
 * Unlike Rspress's, the filter does not take the focus when the page loads.
 */
export function Overview(props: ComponentProps<typeof BaseOverview>) {
  const { siteData, page } = usePageData();
  const sidebar = useSidebar();
  const t = useT();
  // The child pages come with the overview page's own data (plugins/page-data/slim-page-data.ts); the
  // shared page list has them only in server rendering and tests that bypass that plugin.
  const own = (page as { overviewPages?: ChildPage[] }).overviewPages;
  const pages = own ?? siteData.pages.filter((p) => p.lang === page.lang);
  const groups: OverviewGroup[] = props.groups
    ? props.groups.map((g) => ({
        name: g.name,
        items: g.items.map((i) => ({
          text: i.text,
          link: i.link,
          headers: (i.headers ?? []).map((h) => ({ depth: h.depth, text: h.text, id: h.id })),
        })),
      }))
    : overviewGroups({ routePath: page.routePath, pages, sidebar, othersLabel: t('overview.others') });
  const list = <List groups={groups} pages={pages as ChildPage[]} />;
  // Set at build time by plugins/overview-list.ts on the page's entry of the page list, which
  // slim-page-data.ts merges into the page's own front matter.
  const entry = siteData.pages.find((p) => p.routePath === page.routePath) as ChildPage | undefined;
  const inline = entry?.frontmatter?.overviewListInline === true || page.frontmatter?.overviewListInline === true;
  return (
    <div className="rspress-doc rp-doc rspress-overview rp-overview">
      <PageStyles kind="overview" />
      <FallbackHeading level={1} title={page.title || 'Overview'} />
      <OverviewListContext.Provider value={inline ? list : null}>{props.content}</OverviewListContext.Provider>
      {!inline && list}
    </div>
  );
}
