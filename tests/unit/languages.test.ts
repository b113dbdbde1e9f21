// The two languages: the first-visit redirect, the routes a language lacks, the language switch on such
// a page, and the 404 fallback under /zh.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localeFallbackPath } from '../../theme/head-scripts/locale-fallback';
import { missingTranslations } from '../../plugins/translations';
import { type FirstVisit, firstVisitTarget, localeRedirectScript } from '../../theme/head-scripts/locale-redirect';
import { languageSwitchTarget } from '../../site';

const visit = (over: Partial<FirstVisit>): FirstVisit => ({
  pathname: '/',
  search: '',
  hash: '',
  language: 'zh-CN',
  userAgent: 'Chrome',
  ...over,
});
const LANGS = ['en', 'zh'];

test('first-visit redirect: to the browser language, keeping the path, the query and the #section', () => {
  const missing = { en: [], zh: ['/guide/advanced/rem'] };
  assert.equal(
    firstVisitTarget(visit({ pathname: '/config/server/port', search: '?a=1', hash: '#example' }), LANGS, 'en', missing),
    '/zh/config/server/port?a=1#example',
  );
  assert.equal(firstVisitTarget(visit({ pathname: '/' }), LANGS, 'en', missing), '/zh/');
  assert.equal(
    firstVisitTarget(visit({ pathname: '/zh/guide/start/', hash: '#x', language: 'en-US' }), LANGS, 'en', missing),
    '/guide/start/#x',
  );
  assert.equal(firstVisitTarget(visit({ pathname: '/zh', language: 'en' }), LANGS, 'en', missing), '/');
  // No redirect: same language, an unknown language, a bot, a page without a version in that language.
  assert.equal(firstVisitTarget(visit({ pathname: '/zh/guide/start/' }), LANGS, 'en', missing), null);
  assert.equal(firstVisitTarget(visit({ pathname: '/guide/', language: 'fr-FR' }), LANGS, 'en', missing), null);
  assert.equal(firstVisitTarget(visit({ pathname: '/guide/', userAgent: 'Googlebot' }), LANGS, 'en', missing), null);
  assert.equal(firstVisitTarget(visit({ pathname: '/guide/advanced/rem', hash: '#how-it-works' }), LANGS, 'en', missing), null);
  // The inline script is self-contained.
  const script = localeRedirectScript(LANGS, 'en', missing);
  assert.doesNotThrow(() => new Function(script));
  assert.match(script, /location\.hash/);
});

test('missing translations: the routes a language lacks (the rem guide in Chinese)', () => {
  const missing = missingTranslations();
  assert.deepEqual(missing.zh, ['/guide/advanced/rem']);
  assert.deepEqual(missing.en, []);
});

test('the language switch never links to a page that does not exist in the other language', () => {
  // The route table of a site where /guide/advanced/rem and /guide/basic/only-en exist in English only.
  const routes = new Set([
    '/',
    '/zh/',
    '/guide/advanced/rem',
    '/guide/basic/only-en',
    '/zh/plugins/list/plugin-rem',
    '/guide/start/',
    '/zh/guide/start/',
  ]);
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
  assert.deepEqual(
    languageSwitchTarget('/zh/index', 'zh', (p) => p === '/zh' || routes.has(p)),
    { href: '/zh/index', missing: false },
  );
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
