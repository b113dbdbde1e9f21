// `pnpm bench:interaction`: how long the first press of a visit takes to show its answer, per control, on a
// phone profile (slow 4G, CPU ×4, a fresh browser context per visit). Prints figures; asserts nothing.
// Each control is one entry of CONTROLS: where it is, how it is pressed, and what shows its answer
// (`answered`, checked every frame after the press). Method and options: CONTRIBUTING.md, "Benchmarks".
// Usage: pnpm bench:interaction [--controls a,b] [--runs N] [--delays 0.5,3] [--lang en|zh] [--site DIR] [--parallel N] [--port N] [--http1] [--key-ms 120]
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from '@playwright/test';
import i18n from '../i18n.json';
import { CPU_SLOWDOWN, SLOW_4G, throttle } from './lib/bench-browser';
import {
  Estimate,
  type Job,
  type Lang,
  type Options,
  type Sample,
  Stage,
  type Summary,
  USAGE,
  cell,
  jobs,
  kb,
  median,
  parseOptions,
  pool,
  summarize,
  table,
} from './lib/bench-interaction';
import { ROOT, benchmarkBrowser } from './lib/built-site';
import { ACCEPT_SELF_SIGNED, startHttp2Front } from './lib/http2-front';
import { startStaticServer } from './lib/static-server';

/** A press whose answer has not shown after this long has "no answer". */
const NO_ANSWER_MS = 10_000;
/**
 * A press has the machine to itself (no other page loads or presses) until its answer shows or for this
 * long: every figure up to it is undisturbed; a slower answer (already "poor", over 500 ms) may share
 * the machine after it with another page's loading (use --parallel 1 to measure one page at a time).
 */
const EXCLUSIVE_MS = 500;
/** At most this long a press waits for another page's loading to end. */
const LATE_MS = 300;
/** The name (for --controls) of the search's timings: first results, a later key. */
const SEARCH_RESULTS = 'search-results';

// The page side ----------------------------------------------------------------------------------------

/** What the control functions below get in the page: the page's interface texts and a few DOM questions. */
type H = {
  /** The site's interface texts (i18n.json) in the page's language. */
  t: Record<string, string>;
  /** Rendered and on screen as a visitor sees it: displayed, visible, not fully transparent, with a size, in the viewport. */
  shown(el: Element | null | undefined): boolean;
  /** As `shown`, but a control that only shows on hover (opacity 0 until then) counts, and one off screen. */
  present(el: Element | null | undefined): boolean;
  /** In the viewport (a page that jumped away from the control does not show its answer). */
  onScreen(el: Element | null | undefined): boolean;
  /** The first element matching one of the selectors (in their order) that is present and whose name holds `name`. */
  pick(selectors: string[], name?: string): HTMLElement | null;
  /** What a visitor or a screen reader knows an element by: aria-label, text, title. */
  name(el: Element): string;
  /** How an element's icons look: display, visibility and transform of its child icons and of its ::before and ::after. */
  icons(el: Element): string;
  /** The element a button opens: its aria-controls, else the first match of `fallback` (a present one first), else its next sibling unless that is a control. */
  panel(button: Element, fallback?: string[]): Element | null;
  /** aria-expanded allows it: "true", or no aria-expanded at all. */
  expandedOrUnset(button: Element): boolean;
  /** The focused text field, when it is shown inside an open dialog (the search). */
  dialogInput(): HTMLInputElement | HTMLTextAreaElement | null;
  /** The search results rows shown now. */
  resultRows(): Element[];
};

/**
 * A control: where it is, how it is pressed and what answers the press. The functions run in the page
 * (they are sent as source text): arrow functions using only their arguments.
 */
type Control = {
  name: string;
  title: string;
  /** The page it is on (English route; the Chinese page is under /zh). */
  route: string;
  device: 'phone' | 'desktop';
  /** A mouse click or a tap at the control's centre, or keys pressed one after the other (`Control+k`, `d`). */
  press: 'click' | 'tap' | { keys: string[] };
  find: (h: H) => Element | null;
  /** What the answer is compared to, read right before the press. */
  before?: (el: Element, h: H) => unknown;
  answered: (el: Element, before: any, h: H) => boolean;
};

const START = '/guide/start/quick-start';

const CONTROLS: Control[] = [
  {
    name: 'search',
    title: 'search button → input shown, focused',
    route: START,
    device: 'desktop',
    press: 'click',
    find: (h) => h.pick(['button[aria-keyshortcuts]', 'button[aria-haspopup="dialog"]', 'button'], h.t.searchPlaceholderText),
    answered: (_el, _b, h) => h.dialogInput() !== null,
  },
  {
    name: 'ctrl-k',
    title: 'Ctrl+K → input shown, focused',
    route: START,
    device: 'desktop',
    press: { keys: ['Control+k'] },
    find: () => document.body,
    answered: (_el, _b, h) => h.dialogInput() !== null,
  },
  {
    // Three presses in one figure: "d" and "e" go as soon as the browser has taken the key before, while
    // the dialog opens (faster than anyone types); the clock runs from Ctrl+K until "de" shows.
    name: 'ctrl-k-de',
    title: 'Ctrl+K, "de" at once → "de" in it',
    route: START,
    device: 'desktop',
    press: { keys: ['Control+k', 'd', 'e'] },
    find: () => document.body,
    answered: (_el, _b, h) => h.dialogInput()?.value === 'de',
  },
  {
    name: 'theme',
    title: 'theme switch → dark',
    route: START,
    device: 'desktop',
    press: 'click',
    find: (h) => h.pick(['button[aria-pressed]', 'button'], h.t['a11y.darkTheme']),
    before: () => document.documentElement.classList.contains('dark'),
    answered: (_el, dark) => document.documentElement.classList.contains('dark') !== dark,
  },
  {
    name: 'language',
    title: 'language menu → open',
    route: START,
    device: 'desktop',
    press: 'click',
    find: (h) => h.pick(['button[aria-expanded]', 'button'], h.t['a11y.language'].replace(/[:：]$/, '')),
    answered: (el, _b, h) => el.getAttribute('aria-expanded') === 'true' && h.shown(h.panel(el, ['.rs-lang-switch__popup'])),
  },
  {
    name: 'product',
    title: 'product-family menu → open',
    route: START,
    device: 'desktop',
    press: 'click',
    find: (h) => h.pick(['button[aria-haspopup="menu"]', 'button'], h.t['productMenu.label']),
    answered: (el, _b, h) =>
      el.getAttribute('aria-expanded') === 'true' && h.shown(h.panel(el, ['[role="menu"]', '.rs-product-menu__popup'])),
  },
  {
    name: 'social',
    title: 'social "more" menu → open',
    route: START,
    device: 'desktop',
    press: 'click',
    find: (h) => h.pick(['button[aria-haspopup]', 'button'], h.t['social.more']),
    answered: (el, _b, h) => el.getAttribute('aria-expanded') === 'true' && h.shown(h.panel(el, ['.rs-social-more__popup'])),
  },
  {
    name: 'phone-menu',
    title: 'phone menu → open',
    route: START,
    device: 'phone',
    press: 'tap',
    find: (h) => h.pick(['button[aria-expanded]', 'button'], h.t['nav.openMenu']),
    answered: (el, _b, h) =>
      el.getAttribute('aria-expanded') === 'true' &&
      h.shown(
        h.panel(el, [`[role="dialog"][aria-label="${h.t['a11y.menu']}"]`, `dialog[aria-label="${h.t['a11y.menu']}"]`, '.rp-nav-screen']),
      ),
  },
  {
    name: 'phone-sidebar',
    title: 'phone sidebar drawer → open',
    route: START,
    device: 'phone',
    press: 'tap',
    find: (h) => h.pick(['.rp-sidebar-menu__left', 'button[aria-controls]']),
    answered: (el, _b, h) =>
      h.expandedOrUnset(el) && h.shown(h.panel(el, [`nav[aria-label="${h.t['a11y.sidebar']}"]`, '.rp-doc-layout__sidebar'])),
  },
  {
    name: 'phone-outline',
    title: 'phone "On this page" → open',
    route: START,
    device: 'phone',
    press: 'tap',
    // Its text is the section read now once the page scrolls: found by its class first.
    find: (h) => h.pick(['.rp-sidebar-menu__right']) ?? h.pick(['button[aria-controls]', 'button'], h.t.outlineTitle),
    answered: (el, _b, h) =>
      h.expandedOrUnset(el) && h.shown(h.panel(el, [`nav[aria-label="${h.t['a11y.outline']}"]`, '.rp-outline__toc'])),
  },
  {
    name: 'sidebar-group',
    title: 'sidebar group → collapsed',
    route: START,
    device: 'desktop',
    press: 'click',
    // The first group header of the sidebar: a button (aria-expanded) or Rspress's clickable <div>.
    find: (h) => {
      const nav = h.pick([`nav[aria-label="${h.t['a11y.sidebar']}"]`, '.rp-doc-layout__sidebar']);
      const headers = [...(nav?.querySelectorAll('[aria-expanded]:not(a), .rp-sidebar-group') ?? [])];
      return headers.find((e) => h.present(e) && e.nextElementSibling !== null) ?? null;
    },
    before: (el) => {
      const items = el.nextElementSibling as Element;
      const height = items.getBoundingClientRect().height;
      const aria = el.getAttribute('aria-expanded');
      return { height, expanded: aria === null ? height > 0 : aria === 'true' };
    },
    // aria-expanded flips, or the group's items start to close (open).
    answered: (el, b: { height: number; expanded: boolean }, h) => {
      const items = document.getElementById(el.getAttribute('aria-controls') ?? '') ?? el.nextElementSibling;
      const height = items?.getBoundingClientRect().height ?? 0;
      return (
        h.onScreen(el) &&
        (el.getAttribute('aria-expanded') === String(!b.expanded) ||
          (b.expanded ? height <= b.height * 0.9 : height >= b.height + 10 && h.shown(items)))
      );
    },
  },
  {
    name: 'pm-tabs',
    title: 'package-manager tab → shown',
    route: START,
    device: 'desktop',
    press: 'click',
    // The second tab of the first tab group (a fresh visit shows the first).
    find: (h) => {
      const first = [...document.querySelectorAll('[role="tab"], .rp-tabs__label__item')].find((e) => h.present(e));
      const tabs = first?.parentElement ? [...first.parentElement.children] : [];
      return tabs[1] ?? null;
    },
    // What the tab group shows: the tab labels and the visible panel's text.
    before: (el) => (el.parentElement?.parentElement as HTMLElement).innerText,
    answered: (el, before: string, h) =>
      h.onScreen(el) &&
      el.getAttribute('aria-selected') !== 'false' &&
      (el.parentElement?.parentElement as HTMLElement).innerText !== before,
  },
  {
    name: 'code-copy',
    title: 'code copy → copied shown',
    route: START,
    device: 'desktop',
    press: 'click',
    find: (h) => h.pick(['.rp-code-copy-button', 'button[title]', 'button'], /^zh/.test(document.documentElement.lang) ? '复制' : 'copy'),
    // The button's look: its icons (child elements, or the ::before and ::after the site's CSS draws
    // them with), which one is displayed and at what scale (the copied mark grows in), and its name.
    before: (el, h) => h.icons(el) + h.name(el),
    answered: (el, b, h) => h.onScreen(el) && h.icons(el) + h.name(el) !== b,
  },
  {
    name: 'code-wrap',
    title: 'code wrap → lines wrap',
    route: START,
    device: 'desktop',
    press: 'click',
    find: (h) =>
      h.pick(['.rp-code-wrap-button', 'button[aria-pressed]', 'button'], /^zh/.test(document.documentElement.lang) ? '换行' : 'wrap'),
    // The white-space of the block's code (what wraps its lines), and the button's pressed state.
    before: (el) => {
      let block: Element | null = el;
      while (block && !block.querySelector('pre')) block = block.parentElement;
      const code = block?.querySelector('pre code') ?? block?.querySelector('pre');
      return `${code ? getComputedStyle(code).whiteSpace : ''} ${el.getAttribute('aria-pressed')}`;
    },
    answered: (el, b, h) => {
      let block: Element | null = el;
      while (block && !block.querySelector('pre')) block = block.parentElement;
      const code = block?.querySelector('pre code') ?? block?.querySelector('pre');
      return h.onScreen(el) && `${code ? getComputedStyle(code).whiteSpace : ''} ${el.getAttribute('aria-pressed')}` !== b;
    },
  },
  {
    name: 'page-copy',
    title: 'Copy page → copying shown',
    route: START,
    device: 'phone',
    press: 'tap',
    find: (h) => h.pick(['.rs-pa__copy', 'button'], h.t['pageActions.copy']),
    // The copying state, shown at once; "copied" follows when the Markdown has come over the network.
    answered: (el) => (el as HTMLElement).dataset.state !== undefined,
  },
  {
    name: 'page-menu',
    title: 'page actions menu → open',
    route: START,
    device: 'desktop',
    press: 'click',
    find: (h) => h.pick(['.rs-pa__more', 'button[aria-haspopup]'], h.t['pageActions.more']),
    answered: (el, _b, h) => el.getAttribute('aria-expanded') === 'true' && h.shown(document.querySelector('.rs-pa__menu')),
  },
  {
    name: 'image-zoom',
    title: 'image zoom → zoomed',
    route: '/guide/start/',
    device: 'desktop',
    press: 'click',
    find: (h) => h.pick(['.rp-doc img', 'main img']),
    before: (el) => ({ src: (el as HTMLImageElement).currentSrc || (el as HTMLImageElement).src, width: el.getBoundingClientRect().width }),
    // The same picture shown larger (the image or a copy of it), or in an open dialog.
    answered: (_el, b: { src: string; width: number }, h) =>
      [...document.querySelectorAll('img')].some(
        (i) =>
          (i.currentSrc || i.src) === b.src &&
          h.shown(i) &&
          (i.getBoundingClientRect().width >= b.width * 1.05 || i.closest('dialog[open], [role="dialog"]') !== null),
      ),
  },
];

/** The page side of the benchmark, run before the page's own scripts (an init script). */
function pageRuntime(t: Record<string, string>, noAnswerMs: number): void {
  type Armed = { el: Element; before: unknown; answered: Control['answered'] };
  const w = window as unknown as Record<string, unknown>;
  // tsx names functions with a helper that the page does not have.
  w.__name ??= (f: unknown) => f;
  const frame = (): Promise<number> => new Promise((r) => requestAnimationFrame(r));
  const sleep = (msec: number): Promise<void> => new Promise((r) => setTimeout(r, Math.max(0, msec)));

  const rectShown = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
  };
  const h: H = {
    t,
    shown: (el) => !!el?.isConnected && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && rectShown(el),
    present: (el) => !!el?.isConnected && el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0,
    name: (el) =>
      `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''} ${el.getAttribute('title') ?? ''}`.replace(/\s+/g, ' ').trim(),
    pick(selectors, name) {
      for (const s of selectors)
        for (const el of document.querySelectorAll<HTMLElement>(s))
          if (h.present(el) && (!name || h.name(el).toLowerCase().includes(name.toLowerCase()))) return el;
      return null;
    },
    panel(button, fallback = []) {
      const id = button.getAttribute('aria-controls');
      const byId = id ? document.getElementById(id) : null;
      if (byId) return byId;
      for (const s of fallback) for (const el of document.querySelectorAll(s)) if (h.present(el)) return el;
      for (const s of fallback) for (const el of document.querySelectorAll(s)) return el;
      const next = button.nextElementSibling;
      return next && !next.matches('button, a, [role="button"]') ? next : null;
    },
    onScreen: (el) => !!el?.isConnected && rectShown(el),
    icons: (el) =>
      [
        ...[...el.querySelectorAll('svg, img, span')].map((i) => getComputedStyle(i)),
        getComputedStyle(el, '::before'),
        getComputedStyle(el, '::after'),
      ]
        .map((s) => `${s.display} ${s.visibility} ${s.transform}`)
        .join('|'),
    expandedOrUnset: (button) => button.getAttribute('aria-expanded') !== 'false',
    dialogInput() {
      const a = document.activeElement;
      if (!(a instanceof HTMLInputElement || a instanceof HTMLTextAreaElement) || !h.shown(a)) return null;
      // A <dialog> shown as a popover (the early search's first frame) is as open as one shown modal.
      return a.closest('dialog[open], dialog:popover-open, [role="dialog"]') ? a : null;
    },
    resultRows: () => [...document.querySelectorAll('[role="listbox"] [role="option"]')].filter((r) => h.shown(r)),
  };

  const state = {
    armed: null as Armed | null,
    fp: Number.NaN,
    press: null as number | null,
    /** ms from the press to the frame that showed the answer; null: none in time. */
    answer: undefined as number | null | undefined,
    bytes: 0,
    error: null as string | null,
    /** From the press to our listener (the page was busy): diagnostics. */
    inputDelay: Number.NaN,
    boot: Number.NaN,
    dcl: Number.NaN,
    scrollAtPress: 0,
    /** The page scrolled by more than 100 px between the press and the answer (or its absence). */
    jumped: false,
  };
  addEventListener('DOMContentLoaded', () => (state.dcl = performance.now()));
  new MutationObserver((_, o) => {
    if (!document.documentElement?.hasAttribute('data-rs-boot')) return;
    state.boot = performance.now();
    o.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-rs-boot'] });

  /**
   * The gzip bytes (response bodies as sent, headers not counted: the weight budget's measure) of every response
   * complete by `time`. On the wire the headers add about 0.9 KB a response here (the security headers of _headers).
   */
  const bodyBytes = (time: number): number =>
    (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
      .concat(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.responseEnd > 0 && e.responseEnd <= time)
      .reduce((sum, e) => sum + e.encodedBodySize, 0);

  const finish = (answer: number | null): void => {
    state.jumped = state.press !== null && Math.abs(scrollY - state.scrollAtPress) > 100;
    // An answer whose frame came after the limit (the page was busy) is too late all the same.
    state.answer = answer !== null && answer > noAnswerMs ? null : answer;
    state.armed = null;
    // Tells the benchmark at once (a binding it exposes), so that other pages may go on.
    (w.__benchAnswered as (() => void) | undefined)?.();
  };
  const check = (): void => {
    const a = state.armed;
    if (!a || state.press === null) return;
    // A frame that comes after the limit (the page was busy) is too late, whatever it shows.
    if (performance.now() - state.press > noAnswerMs) return finish(null);
    let ok = false;
    try {
      ok = a.answered(a.el, a.before, h);
    } catch (e) {
      state.error = `answered() threw: ${e}`;
      return finish(null);
    }
    if (ok) {
      // After this frame's rendering: the answer is on screen.
      const press = state.press;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => finish(performance.now() - press);
      channel.port2.postMessage(0);
      return;
    }
    requestAnimationFrame(check);
  };
  const onPress = (e: Event): void => {
    if (!state.armed || state.press !== null || !e.isTrusted) return;
    if (e instanceof KeyboardEvent && ['Control', 'Meta', 'Shift', 'Alt'].includes(e.key)) return;
    state.press = e.timeStamp;
    state.inputDelay = performance.now() - e.timeStamp;
    state.scrollAtPress = scrollY;
    state.bytes = bodyBytes(e.timeStamp);
    requestAnimationFrame(check);
  };
  addEventListener('pointerdown', onPress, true);
  addEventListener('keydown', onPress, true);

  const firstPaint = (): Promise<number> =>
    new Promise((resolve) => {
      const seen = (): number | undefined =>
        performance.getEntriesByType('paint').find((e) => e.name === 'first-paint' || e.name === 'first-contentful-paint')?.startTime;
      const now = seen();
      if (now !== undefined) return resolve(now);
      new PerformanceObserver((_, o) => {
        const t0 = seen();
        if (t0 === undefined) return;
        o.disconnect();
        resolve(t0);
      }).observe({ type: 'paint', buffered: true });
    });

  type Spec = { delayMs?: number; find: Control['find']; before?: Control['before']; answered: Control['answered']; point: boolean };
  /**
   * Waits until `delayMs` after the first paint, finds the control (scrolled into view), reads what
   * its answer is compared to and arms the timing for the next press. Returns where to press.
   */
  const prepare = async (spec: Spec): Promise<{ x: number; y: number; at: number } | { error: string }> => {
    state.fp = await firstPaint();
    if (spec.delayMs !== undefined) await sleep(state.fp + spec.delayMs - performance.now());
    let el: Element | null = null;
    const looking = performance.now();
    while (!(el = spec.find(h))) {
      if (performance.now() - looking > noAnswerMs) return { error: 'control not found on the page' };
      await frame();
    }
    if (spec.point && !rectShown(el)) {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frame();
      await frame();
    }
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (spec.point && !(hit && (el.contains(hit) || hit.contains(el))))
      return { error: `control covered by ${hit?.tagName.toLowerCase()}.${hit?.className}` };
    const before = spec.before?.(el, h);
    if (spec.answered(el, before, h)) return { error: 'answered before the press' };
    Object.assign(state, { armed: { el, before, answered: spec.answered }, press: null, answer: undefined, error: null });
    return { x, y, at: performance.now() - state.fp };
  };
  /** Resolves once the armed press has its answer, or none (within noAnswerMs of the press, or of the arming when no press comes). */
  const outcome = async (): Promise<{
    press: number | null;
    answer: number | null;
    bytes: number;
    error: string | null;
    inputDelay: number;
    boot: number;
    dcl: number;
    jumped: boolean;
  }> => {
    const armed = performance.now();
    while (state.answer === undefined) {
      if (state.press === null && performance.now() - armed > noAnswerMs) finish(null);
      await sleep(50);
    }
    const { press, answer, bytes, error, inputDelay, jumped } = state;
    return { press, answer, bytes, error, inputDelay, boot: state.boot - state.fp, dcl: state.dcl - state.fp, jumped };
  };
  /**
   * Resolves when the page has loaded (load event, the boot script has run, two frames later) or, if
   * sooner, 150 ms before `delayMs` after the first paint; with the first paint's time and now.
   */
  const isLoaded = (): boolean =>
    document.readyState === 'complete' &&
    (!document.querySelector('script[data-scripts]') || document.documentElement.hasAttribute('data-rs-boot'));
  // Tells the benchmark when the page has loaded, whatever it is waiting for (a binding it exposes).
  (async () => {
    while (!isLoaded()) await sleep(20);
    await frame();
    await frame();
    (w.__benchLoaded as (() => void) | undefined)?.();
  })();
  const loadedOr = async (delayMs: number): Promise<{ fp: number; now: number; loaded: boolean }> => {
    const fp = await firstPaint();
    state.fp = fp;
    while (!isLoaded() && performance.now() < fp + delayMs - 150) await sleep(20);
    const loaded = isLoaded();
    if (loaded) {
      await frame();
      await frame();
    }
    return { fp, now: performance.now(), loaded };
  };
  w.__bench = { state, prepare, outcome, loadedOr, h };
}

// The Node side ----------------------------------------------------------------------------------------

type Result = {
  press: number | null;
  answer: number | null | undefined;
  bytes: number;
  error: string | null;
  inputDelay: number;
  boot: number;
  dcl: number;
  jumped: boolean;
};

const src = (f: unknown): string => (typeof f === 'function' ? `(${f.toString()})` : 'undefined');
const sleep = (msec: number): Promise<void> => new Promise((r) => setTimeout(r, Math.max(0, msec)));

/** Arms the timing in the page for the control (after `delayS` from the first paint) and says where to press. */
async function prepare(
  page: Page,
  c: Pick<Control, 'find' | 'before' | 'answered'>,
  point: boolean,
  delayS?: number,
): Promise<{ x: number; y: number; at: number }> {
  const spec = `{ delayMs: ${delayS === undefined ? 'undefined' : delayS * 1000}, find: ${src(c.find)}, before: ${src(c.before)}, answered: ${src(c.answered)}, point: ${point} }`;
  const r = (await page.evaluate(`window.__bench.prepare(${spec})`)) as { x: number; y: number; at: number } | { error: string };
  if ('error' in r) throw new Error(r.error);
  return r;
}

/** Waits until the armed press has its answer (or none after NO_ANSWER_MS). */
const outcome = async (page: Page): Promise<Result> => (await page.evaluate('window.__bench.outcome()')) as Result;

async function pressAt(page: Page, press: Control['press'], at: { x: number; y: number }): Promise<void> {
  if (press === 'click') await page.mouse.click(at.x, at.y);
  else if (press === 'tap') await page.touchscreen.tap(at.x, at.y);
  else for (const key of press.keys) await page.keyboard.press(key);
}

const labels = (lang: Lang): Record<string, string> =>
  Object.fromEntries(Object.entries(i18n as Record<string, Record<string, string>>).map(([k, v]) => [k, v[lang] ?? v.en]));

/**
 * A fresh context and page with the phone profile and the timing runtime, navigating to `route`;
 * `onAnswer` is called when an armed press has its answer (or none), `onLoaded` when the page has loaded.
 */
async function open(
  browser: Browser,
  base: string,
  lang: Lang,
  device: Control['device'],
  route: string,
  onAnswer: () => void,
  onLoaded: () => void,
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = device === 'phone';
  const context = await browser.newContext({
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    isMobile: phone,
    hasTouch: phone,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await context.addInitScript({ content: `(${pageRuntime.toString()})(${JSON.stringify(labels(lang))}, ${NO_ANSWER_MS});` });
  const page = await context.newPage();
  await page.exposeFunction('__benchAnswered', onAnswer);
  await page.exposeFunction('__benchLoaded', onLoaded);
  await throttle(context, page);
  await page.goto(`${base}${lang === 'zh' ? '/zh' : ''}${route}`, { waitUntil: 'commit' });
  return { context, page };
}

/** What the stage plans with: from a visit's start to its first paint and to its loaded page, and each press's length. */
const estimates = { paint: new Estimate(2000), load: new Estimate(5000), press: new Map<string, Estimate>() };
const pressEstimate = (name: string): Estimate =>
  estimates.press.get(name) ?? (estimates.press.set(name, new Estimate(EXCLUSIVE_MS)).get(name) as Estimate);
/** Kept free around a planned press (ms). */
const PAD = 250;

/**
 * One visit on the stage (lib/bench-interaction.ts, Stage): waits for its turn to start, opens the page,
 * waits (off the stage) until `delayS` after the first paint, takes the stage and calls `press`; gives
 * the stage back at the answer (or after EXCLUSIVE_MS). `hold`: keep the stage until `press` returns.
 */
async function onStage<T>(
  stage: Stage,
  browser: Browser,
  base: string,
  where: { lang: Lang; device: Control['device']; route: string },
  delayS: number,
  name: string,
  press: (page: Page) => Promise<T>,
  hold = false,
): Promise<T> {
  const delay = delayS * 1000;
  const length = (): number => (hold ? 20_000 : Math.min(pressEstimate(name).value, EXCLUSIVE_MS));
  let id: number | null = null;
  for (;;) {
    const now = Date.now();
    const pressFrom = now + estimates.paint.value + delay;
    id = stage.tryStart(now, now + estimates.load.value, { from: pressFrom - PAD, to: pressFrom + length() + PAD });
    if (id !== null) break;
    await sleep(25);
  }
  const visit = id;
  const started = Date.now();
  let context: BrowserContext | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    let onAnswer = (): void => {};
    const opened = await open(
      browser,
      base,
      where.lang,
      where.device,
      where.route,
      () => onAnswer(),
      () => {
        estimates.load.add(Date.now() - started);
        stage.loaded(visit);
      },
    );
    context = opened.context;
    const { page } = opened;
    // Loaded, or the press is due first; then idle, off the stage, until the press.
    const l = (await page.evaluate(`window.__bench.loadedOr(${delay})`)) as { fp: number; now: number; loaded: boolean };
    const paintAt = Date.now() - (l.now - l.fp);
    estimates.paint.add(paintAt - started);
    stage.plan(visit, { from: paintAt + delay - PAD, to: paintAt + delay + length() + PAD });
    await sleep(paintAt + delay - Date.now() - 150);
    // Another page still loading past its estimate: wait for it a little, then press anyway (a press much
    // later than planned would measure another moment of the visit). The table says when presses came.
    const waiting = Date.now();
    while (!stage.tryPress(visit, Date.now() - waiting > LATE_MS)) await sleep(10);
    const pressing = Date.now();
    const release = (): void => {
      clearTimeout(timer);
      stage.release(visit);
    };
    if (!hold) timer = setTimeout(release, EXCLUSIVE_MS + 150);
    onAnswer = () => {
      onAnswer = () => {};
      pressEstimate(name).add(Date.now() - pressing);
      if (!hold) release();
    };
    return await press(opened.page);
  } finally {
    clearTimeout(timer);
    await context?.close();
    stage.done(visit);
  }
}

type Measured = Sample & { pressedAt?: number; jumped?: boolean };
const failure = (e: unknown): { error: string } => ({ error: String((e as Error)?.message ?? e).split('\n')[0] });

async function measureControl(stage: Stage, browser: Browser, base: string, job: Job<Control>): Promise<Measured> {
  const c = job.control;
  try {
    return await onStage(stage, browser, base, { lang: job.lang, device: c.device, route: c.route }, job.delay, c.name, async (page) => {
      const at = await prepare(page, c, typeof c.press === 'string', job.delay);
      await pressAt(page, c.press, at);
      const r = await outcome(page);
      if (process.env.BENCH_DEBUG)
        console.log(JSON.stringify({ control: c.name, lang: job.lang, delay: job.delay, at: Math.round(at.at), ...r }));
      if (r.error) return { error: r.error };
      if (r.press === null) return { error: 'the press did not reach the page' };
      return { ms: r.answer ?? null, bytes: r.bytes, pressedAt: at.at, jumped: r.jumped };
    });
  } catch (e) {
    return failure(e);
  }
}

// The search, on the phone: a word typed after opening the search, then one more key. Each
// language's word finds results, and the extra key (the word goes on) changes them.
const SEARCH_WORD: Record<Lang, { word: string; next: string }> = { en: { word: 'post', next: 'c' }, zh: { word: 'post', next: 'c' } };
const SEARCH_DELAY_S = 3;

type SearchSamples = { first: Measured; later: Measured };

async function measureSearch(stage: Stage, browser: Browser, base: string, lang: Lang, keyMs: number): Promise<SearchSamples> {
  const button = CONTROLS.find((c) => c.name === 'search') as Control;
  try {
    return await onStage(
      stage,
      browser,
      base,
      { lang, device: 'phone', route: START },
      SEARCH_DELAY_S,
      SEARCH_RESULTS,
      async (page): Promise<SearchSamples> => {
        const at = await prepare(page, button, true, SEARCH_DELAY_S);
        await page.touchscreen.tap(at.x, at.y);
        const opened = await outcome(page);
        if (opened.answer == null)
          return {
            first: { error: `the search did not open (${opened.error ?? 'no answer'})` },
            later: { error: 'the search did not open' },
          };
        // From the first key of the word to the first result row.
        await prepare(page, { find: () => document.body, answered: (_el, _b, h) => h.resultRows().length > 0 }, false);
        const { word, next } = SEARCH_WORD[lang];
        await page.keyboard.type(word, { delay: keyMs });
        const first = await outcome(page);
        const firstSample: Measured = { ms: first.answer ?? null, bytes: first.bytes, pressedAt: Number.NaN };
        if (first.answer == null) return { first: firstSample, later: { error: 'no first results' } };
        // The word's results settle; then one more key, to the rows changing.
        await sleep(1500);
        await prepare(
          page,
          {
            find: () => document.body,
            before: (_el, h) =>
              h
                .resultRows()
                .map((r) => r.textContent)
                .join('\n'),
            answered: (_el, b, h) =>
              h.resultRows().length > 0 &&
              h
                .resultRows()
                .map((r) => r.textContent)
                .join('\n') !== b,
          },
          false,
        );
        await page.keyboard.press(next);
        const later = await outcome(page);
        return { first: firstSample, later: { ms: later.answer ?? null, bytes: later.bytes, pressedAt: Number.NaN } };
      },
      true,
    );
  } catch (e) {
    return { first: failure(e), later: { error: 'no first results' } };
  }
}

// Main -------------------------------------------------------------------------------------------------

async function main(options: Options): Promise<void> {
  const started = Date.now();
  const wanted = options.controls.length ? options.controls : [...CONTROLS.map((c) => c.name), SEARCH_RESULTS];
  const controls = CONTROLS.filter((c) => wanted.includes(c.name));
  const siteDir = path.resolve(ROOT, options.site);
  // HTTP/2 as the site's hosts serve it (./lib/http2-front.ts), or HTTP/1.1 with --http1.
  const plain = await startStaticServer({
    root: siteDir,
    config: path.join(ROOT, 'serve.json'),
    gzip: true,
    port: options.http1 ? options.port : 0,
  });
  const front = options.http1 ? undefined : await startHttp2Front(plain.url, options.port);
  const site = { url: front?.url ?? plain.url, close: async () => (await front?.close(), plain.close()) };
  const launch = await benchmarkBrowser();
  const browser = await chromium.launch(options.http1 ? launch : { ...launch, args: [...(launch.args ?? []), ACCEPT_SELF_SIGNED] });
  const stage = new Stage();
  const results = new Map<string, Measured[]>();
  const key = (name: string, lang: Lang, delay: number | string): string => `${name}|${lang}|${delay}`;
  const add = (k: string, s: Measured): void => void results.set(k, [...(results.get(k) ?? []), s]);
  try {
    const todo = jobs(controls, options.langs, options.delays, options.runs);
    const searchJobs = wanted.includes(SEARCH_RESULTS) ? jobs([SEARCH_RESULTS], options.langs, [SEARCH_DELAY_S], options.runs) : [];
    const total = todo.length + searchJobs.length;
    let done = 0;
    const progress = (): void => {
      done++;
      if (process.stderr.isTTY) process.stderr.write(`\r${done}/${total} visits, ${Math.round((Date.now() - started) / 1000)} s`);
    };
    console.log(
      `Serving ${path.relative(ROOT, siteDir) || '.'} with gzip over ${options.http1 ? 'HTTP/1.1' : 'HTTP/2'}; ${total} visits, ${options.parallel} at a time.`,
    );
    await pool(
      [...todo.map((j) => ({ kind: 'control' as const, j })), ...searchJobs.map((j) => ({ kind: 'search' as const, j }))],
      options.parallel,
      async (item) => {
        if (item.kind === 'control')
          add(key(item.j.control.name, item.j.lang, item.j.delay), await measureControl(stage, browser, site.url, item.j));
        else {
          const s = await measureSearch(stage, browser, site.url, item.j.lang, options.keyMs);
          add(key('search-first', item.j.lang, 'search'), s.first);
          add(key('search-later', item.j.lang, 'search'), s.later);
        }
        progress();
      },
    );
    if (process.stderr.isTTY) process.stderr.write('\n');
  } finally {
    await browser.close();
    await site.close();
  }

  const summary = (k: string): Summary | undefined => (results.has(k) ? summarize(results.get(k) as Sample[]) : undefined);
  console.log(
    `\nPress → first frame showing the answer, median / worst of ${options.runs} (ms), by the wait after the first paint. Profile: slow 4G (${SLOW_4G.latency} ms, ` +
      `1.6 Mbit/s down, 750 kbit/s up), CPU ×${CPU_SLOWDOWN}, gzip, empty cache; phone 390×844 (touch) for the phone's controls, 1440×900 (mouse) for the others. ` +
      `No answer within ${NO_ANSWER_MS / 1000} s: "no answer".`,
  );
  const errors = new Map<string, number>();
  for (const lang of options.langs) {
    console.log(
      `\n${lang === 'en' ? 'English' : 'Chinese'}: ${lang === 'zh' ? '/zh' : ''}${START} (image zoom: ${lang === 'zh' ? '/zh' : ''}/guide/start/)`,
    );
    const rows = controls.map((c) => {
      const cells = options.delays.map((d) => summary(key(c.name, lang, d)));
      for (const s of cells) for (const e of s?.errors ?? []) errors.set(`${c.name}: ${e}`, (errors.get(`${c.name}: ${e}`) ?? 0) + 1);
      const bytes = median(cells.map((s) => s?.bytes ?? Number.NaN).filter(Number.isFinite));
      return [`${c.title}${c.device === 'phone' ? ' (phone)' : ''}`, ...cells.map(cell), kb(bytes)];
    });
    const pressed = options.delays.map((d) => {
      const at = controls
        .flatMap((c) => (results.get(key(c.name, lang, d)) ?? []).map((s) => ('pressedAt' in s ? (s.pressedAt ?? Number.NaN) : Number.NaN)))
        .filter(Number.isFinite);
      return at.length ? `${(median(at) / 1000).toFixed(2)} s` : '-';
    });
    console.log(
      table(['control', ...options.delays.map((d) => `${d} s`), 'gzip before'], [...rows, ['  (pressed at, median)', ...pressed, '']]),
    );
    if (wanted.includes(SEARCH_RESULTS)) {
      const first = summary(key('search-first', lang, 'search'));
      const later = summary(key('search-later', lang, 'search'));
      for (const [name, s] of [
        ['search-first', first],
        ['search-later', later],
      ] as const)
        for (const e of s?.errors ?? []) errors.set(`${name}: ${e}`, (errors.get(`${name}: ${e}`) ?? 0) + 1);
      const { word, next } = SEARCH_WORD[lang];
      console.log(
        table(
          [`search on the phone (opened ${SEARCH_DELAY_S} s after the first paint)`, 'median / worst'],
          [
            [`first key of "${word}" (a key every ${options.keyMs} ms) → first result row`, cell(first)],
            [`a later key ("${next}") → the rows change`, cell(later)],
          ],
        ),
      );
    }
  }
  const jumps = [...results].flatMap(([k, list]) => {
    const n = list.filter((m) => m.jumped).length;
    return n ? [`  ${k.replace(/\|/g, ', ')} s: ${n} of ${list.length}`] : [];
  });
  if (jumps.length)
    console.log(
      `\nThe page scrolled away (more than 100 px) between the press and its answer or the ${NO_ANSWER_MS / 1000} s limit:\n${jumps.join('\n')}`,
    );
  if (errors.size) {
    console.log('\nVisits not measured:');
    for (const [e, n] of errors) console.log(`  ${n} × ${e}`);
  }
  console.log(`\n${Math.round((Date.now() - started) / 1000)} s in all.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2), [...CONTROLS.map((c) => c.name), SEARCH_RESULTS]);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  await main(options);
}
export { CONTROLS, USAGE };
