import assert from 'node:assert/strict';
import test from 'node:test';
import { localeFallbackPath } from '../../theme/head-scripts/locale-fallback';
import { languageSwitchTarget } from '../../site';
import { type OverviewPage, overviewGroups } from '../../theme/components/Overview/groups';
import { packageManagerCommands } from '../../theme/components/package-manager-commands';
import { localizeItem, productMenuLang } from '../../theme/components/ProductMenu/lang';
import { type SwitchRoot, applyUiSwitches, uiSwitchesScript } from '../../theme/head-scripts/ui-switches';

test('the language switch never links to a page that does not exist in the other language', () => {
  // The route table of a site where /guide/advanced/rem and /guide/basic/only-en exist in English only.
  const routes = new Set(['/', '/zh/', '/guide/advanced/rem', '/guide/basic/only-en', '/zh/plugins/list/plugin-rem', '/guide/start/', '/zh/guide/start/']);
  const exists = (p: string): boolean => routes.has(p);
  // A page with a translation: the link stays.
  assert.deepEqual(languageSwitchTarget('/zh/guide/start/', 'zh', exists), { href: '/zh/guide/start/', missing: false });
  assert.deepEqual(languageSwitchTarget('/guide/start/', 'en', exists), { href: '/guide/start/', missing: false });
  // The rem guide: the related Chinese page of translationFallbacks.
  assert.deepEqual(languageSwitchTarget('/zh/guide/advanced/rem', 'zh', exists), { href: '/zh/plugins/list/plugin-rem', missing: true });
  // Any other English-only page, with no entry in translationFallbacks: the Chinese home page.
  assert.deepEqual(languageSwitchTarget('/zh/guide/basic/only-en', 'zh', exists), { href: '/zh/', missing: true });
  // A fallback that does not exist either is not offered.
  const withoutPlugin = (p: string): boolean => p !== '/zh/plugins/list/plugin-rem' && routes.has(p);
  assert.deepEqual(languageSwitchTarget('/zh/guide/advanced/rem', 'zh', withoutPlugin), { href: '/zh/', missing: true });
  // Rspress writes the home page of a language as /zh/index.
  assert.deepEqual(languageSwitchTarget('/zh/index', 'zh', (p) => p === '/zh' || routes.has(p)), { href: '/zh/index', missing: false });
});

test('a missing page under /zh falls back to the same path without the prefix', () => {
  assert.equal(localeFallbackPath('/zh/guide/advanced/rem'), '/guide/advanced/rem');
  assert.equal(localeFallbackPath('/zh/x'), '/x');
  assert.equal(localeFallbackPath('/zh'), '/');
  assert.equal(localeFallbackPath('/zh/'), '/');
  assert.equal(localeFallbackPath('/en/config/'), '/config/');
});

test('paths without a language prefix are not redirected (no loop on the English 404)', () => {
  assert.equal(localeFallbackPath('/x'), null);
  assert.equal(localeFallbackPath('/zhx/y'), null);
  assert.equal(localeFallbackPath('/guide/zh/'), null);
  assert.equal(localeFallbackPath('/'), null);
});

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
    { routePath: '/community/releases/v0-2', title: 'v0.2', toc: [{ depth: 2, text: 'Highlights', id: 'highlights' }, { depth: 3, text: 'x', id: 'x' }] },
    { routePath: '/community/releases/v0-1', title: 'v0.1' },
    { routePath: '/community/releases/v0-0', title: 'v0.0' },
    { routePath: '/guide/start/', title: 'Guide' },
  ];
  const sidebar = [{ text: 'Releases', items: [{ text: 'Overview', link: '/community/releases/' }, { text: 'Rsbuild v0.2', link: '/community/releases/v0-2' }, { text: 'Rsbuild v0.1', link: '/community/releases/v0-1' }] }];
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
