import { usePageData, useSidebar } from '@rspress/core/runtime';
import { Overview as BaseOverview } from '@rspress/core/theme-original';
import { type ComponentProps, useEffect } from 'react';
import { overviewGroups } from './overview-groups';
import { useT } from './use-t';

/** Overview pages: child pages grouped as the sidebar groups them; pages in no group under 'Others'. */
export function Overview(props: ComponentProps<typeof BaseOverview>) {
  const { siteData, page } = usePageData();
  const sidebar = useSidebar();
  const t = useT();
  // Rspress focuses the filter when the page opens, which skips the page for keyboard and screen-reader
  // users (they land in a text box mid-page). Give the focus back; child effects ran just before this one.
  useEffect(() => {
    const el = document.activeElement;
    if (el instanceof HTMLElement && el.matches('.rp-overview-search__input')) el.blur();
  }, [page.routePath]);
  const groups = overviewGroups({
    routePath: page.routePath,
    pages: siteData.pages.filter((p) => p.lang === page.lang),
    sidebar,
    othersLabel: t('overview.others'),
  });
  return <BaseOverview {...props} groups={props.groups ?? groups} />;
}
