// The pure parts of the theme's components: install tabs, the layout's query switches, the product menu's
// language, the overview's groups and filter, and links that open in place.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { opensInPlace } from '../../theme/navigation/link-target';
import { type OverviewPage, filterOverviewGroups, overviewGroups } from '../../theme/components/Overview/groups';
import { packageManagerCommands } from '../../theme/components/package-manager-commands';
import { localizeItem, productMenuLang } from '../../theme/components/ProductMenu/lang';
import { type SwitchRoot, applyUiSwitches, uiSwitchesScript } from '../../theme/head-scripts/ui-switches';

test('install tabs show the same command for npm, yarn, pnpm and bun', () => {
  assert.deepEqual(packageManagerCommands(' add  -D @rsbuild/plugin-react '), {
    npm: 'npm add -D @rsbuild/plugin-react',
    yarn: 'yarn add -D @rsbuild/plugin-react',
    pnpm: 'pnpm add -D @rsbuild/plugin-react',
    bun: 'bun add -D @rsbuild/plugin-react',
  });
});

test('layout switches: ?navbar=0 & co. set their classes, globalUIComponents=0 drops feed links', () => {
  const classes = new Set<string>();
  const removed: string[] = [];
  const root: SwitchRoot = {
    classList: {
      toggle: (name, on) => {
        if (on) classes.add(name);
        else classes.delete(name);
      },
    },
    querySelectorAll: () => [{ remove: () => removed.push('rss') }, { remove: () => removed.push('atom') }],
  };
  applyUiSwitches('?navbar=0&sidebar=1&footer=0', root);
  assert.deepEqual([...classes].sort(), ['rs-hide-footer', 'rs-hide-navbar']);
  assert.deepEqual(removed, []);
  applyUiSwitches('?globalUIComponents=0', root);
  assert.deepEqual([...classes], []);
  assert.deepEqual(removed, ['rss', 'atom']);
  assert.match(uiSwitchesScript, /^\(function applyUiSwitches/);
});

test('product menu language: passed value, else zh when the path has a zh segment, else en', () => {
  assert.equal(productMenuLang('en', '/zh/guide/'), 'en');
  assert.equal(productMenuLang(undefined, '/zh/guide/'), 'zh');
  assert.equal(productMenuLang(undefined, '/zh'), 'zh');
  assert.equal(productMenuLang(undefined, '/guide/zhong'), 'en');
  const item = { desc: '中文', descEn: 'English', url: 'https://x.dev/zh/', urlEn: 'https://x.dev/' };
  assert.deepEqual(localizeItem(item, 'en'), { desc: 'English', url: 'https://x.dev/' });
  assert.deepEqual(localizeItem(item, 'zh'), { desc: '中文', url: 'https://x.dev/zh/' });
  assert.deepEqual(localizeItem({ desc: '中文', url: 'https://y.dev/' }, 'en'), { desc: '中文', url: 'https://y.dev/' });
});

test('overview groups: child pages by sidebar group, the rest under "Others"', () => {
  const pages: OverviewPage[] = [
    { routePath: '/community/releases/', title: 'Releases' },
    {
      routePath: '/community/releases/v0-2',
      title: 'v0.2',
      toc: [
        { depth: 2, text: 'Highlights', id: 'highlights' },
        { depth: 3, text: 'x', id: 'x' },
      ],
    },
    { routePath: '/community/releases/v0-1', title: 'v0.1' },
    { routePath: '/community/releases/v0-0', title: 'v0.0' },
    { routePath: '/guide/start/', title: 'Guide' },
  ];
  const sidebar = [
    {
      text: 'Releases',
      items: [
        { text: 'Overview', link: '/community/releases/' },
        { text: 'Rsbuild v0.2', link: '/community/releases/v0-2' },
        { text: 'Rsbuild v0.1', link: '/community/releases/v0-1' },
      ],
    },
  ];
  assert.deepEqual(overviewGroups({ routePath: '/community/releases/', pages, sidebar, othersLabel: 'Others' }), [
    {
      name: 'Releases',
      items: [
        { text: 'Rsbuild v0.2', link: '/community/releases/v0-2', headers: [{ depth: 2, text: 'Highlights', id: 'highlights' }] },
        { text: 'Rsbuild v0.1', link: '/community/releases/v0-1', headers: [] },
      ],
    },
    { name: 'Others', items: [{ text: 'v0.0', link: '/community/releases/v0-0', headers: [] }] },
  ]);
});

test('overview filter: group names, item titles, then headings', () => {
  const groups = [
    {
      name: 'Releases',
      items: [
        { text: 'Rsbuild v0.5', link: '/v0-5', headers: [{ depth: 2, text: 'Highlights', id: 'h' }] },
        { text: 'Rsbuild v0.4', link: '/v0-4', headers: [{ depth: 2, text: 'Breaking changes', id: 'b' }] },
      ],
    },
  ];
  assert.equal(filterOverviewGroups(groups, ''), groups);
  assert.deepEqual(filterOverviewGroups(groups, 'releases'), groups);
  assert.deepEqual(
    filterOverviewGroups(groups, 'V0.4').flatMap((g) => g.items.map((i) => i.link)),
    ['/v0-4'],
  );
  assert.deepEqual(filterOverviewGroups(groups, 'breaking-changes')[0]?.items, [
    { ...groups[0]!.items[1]!, headers: [{ depth: 2, text: 'Breaking changes', id: 'b' }] },
  ]);
  assert.deepEqual(filterOverviewGroups(groups, 'nothing'), []);
});

test('mailto: and tel: links open in place', () => {
  assert.equal(opensInPlace('mailto:a@b.c'), true);
  assert.equal(opensInPlace('TEL:+1'), true);
  assert.equal(opensInPlace('https://x.y'), false);
  assert.equal(opensInPlace(undefined), false);
});
