// The post-build pipeline (plugins/post-build/index.ts) on pages as Rspress 2.0.22 writes them: fixtures/built/
// holds, from one `pnpm build`, the home page and 404.html before any pass (`*.raw.html`) and the home page as
// published (`index.html`). After an upgrade of Rspress: `DOCS_RAW_PAGES=/tmp/raw pnpm build` keeps every page
// as it was before the passes; copy /tmp/raw/index.html and /tmp/raw/404.html here as `*.raw.html`, and
// doc_build/index.html as `index.html`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { notFoundRedirectPass, notFoundRedirectScript } from '../../plugins/head';
import { type HtmlPass, applyPasses } from '../../plugins/post-build/html-pass';
import { hydrateOnIntentPass } from '../../plugins/post-build/hydrate-on-intent';
import { pageStylesPass } from '../../plugins/post-build/page-styles';
import { htmlPasses, pluginPostBuild } from '../../plugins/post-build';

const fixture = (name: string): string => fs.readFileSync(path.join(import.meta.dirname, 'fixtures/built', name), 'utf8');
const home = fixture('index.raw.html');
const notFound = fixture('404.raw.html');
/** The boot script that build wrote (its name is in the published home page). */
const BOOT = { src: '/static/js/boot.0fd6fa46f6.js', file: 'static/js/boot.0fd6fa46f6.js', bytes: 17_408 };
const pages = [
  { rel: 'index.html', html: home },
  { rel: '404.html', html: notFound },
];
const run = (passes: HtmlPass[], input = pages) => applyPasses(input, passes);
const headOf = (html: string): string => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string): string => html.slice(html.indexOf('</head>'));

test('the passes run in the order the pipeline lists them', () => {
  assert.deepEqual(
    htmlPasses(BOOT).map((p) => p.name),
    ['not-found-redirect', 'page-styles', 'hydrate-on-intent'],
  );
});

test('the pipeline turns the home page as Rspress writes it into the page the build published, byte for byte', () => {
  const { pages: out, counts } = run(htmlPasses(BOOT));
  assert.equal(out[0].html, fixture('index.html'));
  assert.equal(out[0].changed, true);
  assert.deepEqual(
    counts.map((c) => [c.name, c.found, c.looked, c.changed]),
    [
      ['not-found-redirect', 1, 1, 1],
      ['page-styles', 1, 2, 1],
      ['hydrate-on-intent', 2, 2, 2],
    ],
  );
  assert.match(counts[2].line, /^2 of 2 pages load static\/js\/boot\.0fd6fa46f6\.js \(17\.0 kB\) instead of the app's scripts$/);
});

test('not-found-redirect: 404.html starts its <head> with the redirect script, once; other pages keep theirs', () => {
  const { pages: out } = run([notFoundRedirectPass]);
  assert.equal(out[1].html, notFound.replace('<head>', `<head>${notFoundRedirectScript}`));
  assert.equal(out[0].html, home);
  const again = run([notFoundRedirectPass], [{ rel: '404.html', html: out[1].html }]);
  assert.equal(again.pages[0].changed, false, 'a page that has the script already is left as it is');
});

test('not-found-redirect: a 404.html without a plain <head>, or no 404.html, fails the build naming the pass', () => {
  assert.throws(() => run([notFoundRedirectPass], [{ rel: '404.html', html: notFound.replace('<head>', '<head data-x="1">') }]), {
    name: 'OutputChangedError',
    message: 'Rspress output changed: not-found-redirect found no <head> tag in 404.html (expected in 404.html); see plugins/head.ts',
  });
  assert.throws(() => run([notFoundRedirectPass], [{ rel: 'index.html', html: home }]), {
    message: 'Rspress output changed: not-found-redirect found no <head> tag in any page (expected in 404.html); see plugins/head.ts',
  });
});

test("page-styles: the home page's own <style> moves from <body> to the end of <head>", () => {
  const style = /<style data-precedence="default" data-href="rs-page-home">[^<]*<\/style>/;
  assert.match(bodyOf(home), style, 'Rspress writes it in <body>');
  const { pages: out, counts } = run([pageStylesPass]);
  assert.doesNotMatch(bodyOf(out[0].html), style);
  assert.match(headOf(out[0].html), new RegExp(`${style.source}$`));
  assert.equal(out[0].html.length, home.length);
  assert.equal(out[1].html, notFound, '404.html has no page styles');
  assert.equal(counts[0].line, 'page styles moved into <head> on 1 of 2 pages');
});

test("page-styles: when React's markup for the styles changes, no page has them and the build fails", () => {
  const changed = home.replace('data-href="rs-page-home"', 'href="rs-page-home"');
  assert.throws(() => run([pageStylesPass], [{ rel: 'index.html', html: changed }, pages[1]]), {
    message:
      'Rspress output changed: page-styles found no <style data-href="rs-page-…"> of theme/layouts/PageStyles.tsx in any page (expected in the home page and the overview pages, in <body>); see plugins/post-build/page-styles.ts',
  });
});

test("hydrate-on-intent: the app's five deferred scripts and the route preload become one boot script listing them", () => {
  const scripts = [...home.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((m) => m[1]);
  assert.equal(scripts.length, 5);
  const { pages: out } = run([hydrateOnIntentPass(BOOT)]);
  const html = out[0].html;
  assert.doesNotMatch(html, /<script defer src="\/static\/js\/(?!boot)/);
  assert.doesNotMatch(html, /<link rel="preload" href="[^"]*" as="script">/);
  const boot = /<script defer src="\/static\/js\/boot\.0fd6fa46f6\.js" data-scripts="([^"]+)" data-preload="([^"]+)"><\/script>/.exec(html);
  assert.ok(boot, 'one boot script');
  assert.deepEqual(boot[1].split(' '), scripts);
  assert.match(boot[2], /^\/static\/js\/async\/route-[0-9a-f]+\.[0-9a-f]+\.js$/);
  assert.match(
    out[1].html,
    /<script defer src="\/static\/js\/boot\.0fd6fa46f6\.js" data-scripts="[^"]+"><\/script>/,
    '404.html: no route preload',
  );
});

test('hydrate-on-intent: when the app is no longer loaded by deferred scripts, the build fails naming the pass', () => {
  const modules = pages.map((p) => ({ ...p, html: p.html.replace(/<script defer src=/g, '<script type="module" src=') }));
  assert.throws(() => run([hydrateOnIntentPass(BOOT)], modules), {
    message:
      'Rspress output changed: hydrate-on-intent found no app <script defer src> in any page (expected in every page Rspress renders); see plugins/post-build/hydrate-on-intent.ts',
  });
});

test('in the build, a pass that finds nothing fails it before any page is written', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
  const modules = (html: string): string => html.replace(/<script defer src=/g, '<script type="module" src=');
  fs.writeFileSync(path.join(out, 'index.html'), modules(home));
  fs.writeFileSync(path.join(out, '404.html'), modules(notFound));
  const { afterBuild } = pluginPostBuild();
  assert.ok(afterBuild);
  await assert.rejects(async () => afterBuild({ outDir: out, base: '/' }, true), {
    name: 'OutputChangedError',
    message: /^Rspress output changed: hydrate-on-intent found no app <script defer src> in any page/,
  });
  assert.equal(
    fs.readFileSync(path.join(out, '404.html'), 'utf8'),
    modules(notFound),
    'the 404 redirect pass found its <head>, but the page was not written',
  );
  assert.equal(fs.existsSync(path.join(out, '_headers')), false);
  fs.rmSync(out, { recursive: true, force: true });
});
