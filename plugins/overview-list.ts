// Overview pages whose MDX places the list of child pages itself (`<OverviewList />`, from @theme):
// the page data says so, and theme/components/Overview/index.tsx renders the list there instead of after the text.
import fs from 'node:fs';
import type { RspressPlugin } from '@rspress/core';

export const placesOverviewList = (source: string): boolean => /<OverviewList\b/.test(source);

export function pluginOverviewList(): RspressPlugin {
  return {
    name: 'rsbuild-docs:overview-list',
    extendPageData(pageData) {
      // _filepath is set by Rspress on page data but not part of its public type.
      const file = (pageData as typeof pageData & { _filepath?: string })._filepath;
      if (pageData.frontmatter?.overview !== true || !file || !fs.existsSync(file)) return;
      if (placesOverviewList(fs.readFileSync(file, 'utf8'))) pageData.frontmatter.overviewListInline = true;
    },
  };
}
