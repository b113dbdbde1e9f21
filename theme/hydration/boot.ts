// The boot script of the built pages, in place of the app's scripts (plugins/post-build/hydrate-on-intent.ts):
// it loads them, and React hydrates, at the first press, focus or mouse hover of a control, Tab, Ctrl/Cmd+K
// or a `rs:hydrate` event on window; links stay ordinary page loads. Until then controls answer in plain DOM
// code (theme/hydration/early/), other clicks are held and replayed, and it runs the navbar's hiding, the
// outline and the keyboard regions (ARCHITECTURE.md, "Hydration on intent", says the rest).
import { focusableScrollers, nameLandmarks } from '../a11y/dom';
import { BOOT_ATTRIBUTE, COMMITTED_EVENT, HYDRATE_EVENT, HYDRATED_ATTRIBUTE, HYDRATED_EVENT, usesCommandKey } from './boot-state';
import { EARLY_CONTROLS } from './early';
import { skipOffscreenAfterLayout } from './offscreen';
import { watchOutline } from './outline-active';
import { revealInSidebar } from './early/sidebar-group';
import { watchScroll } from './page-scroll';

declare const __BOOT_LABELS__: Record<string, { code: string; table: string; outline: string }>;

/**
 * What a press, focus or hover on starts loading the app, and whose clicks are held for it: controls,
 * and what Rspress makes clickable before the app gives it a role (sidebar groups, tabs, zoomable images).
 */
const CONTROL =
  'button,[role=button],[role=tab],[role=switch],[role=checkbox],[role=menuitem],[role=combobox],[aria-haspopup],[aria-expanded],summary,.rp-sidebar-group,.rp-tabs__label__item,.rp-doc img';
/** At most this many clicks are held: a visitor does not make more before the app is there. */
const MAX_HELD = 50;

const script = document.currentScript as HTMLScriptElement | null;
const list = (value: string | undefined): string[] => (value ? value.split(' ').filter(Boolean) : []);
const scripts = list(script?.dataset.scripts);
const preloads = list(script?.dataset.preload);
const root = document.documentElement;
const labels = __BOOT_LABELS__[root.lang.startsWith('zh') ? 'zh' : 'en'];

let state: 'reading' | 'loading' | 'hydrated' = 'reading';
/** The app has committed its first render: its components hold their state, presses wait for it. */
let committed = false;
/** The app's scripts still to load (all of them, or those that failed last time). */
let missing = scripts;
/** The controls clicked meanwhile. */
const held: HTMLElement[] = [];

const control = (target: EventTarget | null): HTMLElement | null => {
  if (!(target instanceof Element) || target.closest('a[href]')) return null;
  return target.closest<HTMLElement>(CONTROL);
};

function load(): void {
  if (state !== 'reading' || missing.length === 0) return;
  state = 'loading';
  const failed: string[] = [];
  let pending = missing.length;
  const settle = () => {
    if (--pending > 0 || state === 'hydrated') return;
    if (failed.length) {
      console.error(`The page's scripts could not be loaded (${failed.join(', ')}); the next click or key tries again.`);
      missing = failed;
      held.length = 0;
      state = 'reading';
    }
  };
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
  for (const src of missing) {
    const el = document.createElement('script');
    el.src = src;
    // In order, as the `defer` scripts they replace.
    el.async = false;
    el.onload = settle;
    el.onerror = () => {
      failed.push(src);
      el.remove();
      settle();
    };
    document.head.appendChild(el);
  }
}

/**
 * Starts the app's download once the answer of a press made here has shown and its motion (a zoom, a
 * drawer sliding in: about 300 ms) has ended: starting it (a few script elements) takes long enough on a
 * phone to hold up the answer's frames (RESULTS.md). A control pressed down but never released (a scroll
 * that began on it), or only focused, loads the app as late.
 */
const LOAD_AFTER_PRESS_MS = 300;
const afterFrame = (fn: () => void): void => void requestAnimationFrame(() => window.setTimeout(fn, 0));
const loadAfterAnswer = (): void => void window.setTimeout(load, LOAD_AFTER_PRESS_MS);

/** Intent on a control: the app loads (after the press, for a control answered here), or, in a control that loads it itself, that control is told. */
function intent(target: EventTarget | null, press: boolean): void {
  if (!control(target)) return;
  const own = deferring(target);
  // A press's own answer comes first there too (the search's index starts loading after its frame).
  if (own) press ? afterFrame(() => own.intent?.()) : own.intent?.();
  else if (press && early(target)) loadAfterAnswer();
  else load();
}

/**
 * A mouse resting this long on a control is intent (it loads the app, or the search its index). A press
 * sooner cancels it: the press answers first and starts the loading after its frame. A pointer passing
 * over a control on its way elsewhere loads nothing.
 */
const HOVER_INTENT_MS = 65;
let hovering = 0;

function onPointer(event: PointerEvent): void {
  window.clearTimeout(hovering);
  if (event.type === 'pointerdown') intent(event.target, true);
  else if (event.pointerType === 'mouse') {
    const target = event.target;
    hovering = window.setTimeout(() => intent(target, false), HOVER_INTENT_MS);
  }
}

function onFocus(event: FocusEvent): void {
  // A tap focuses the control it presses: the press answers first.
  intent(event.target, true);
}

/** The early controls that still answer: all until the app's first commit, then those outside its tree. */
const answering = (): typeof EARLY_CONTROLS => (committed ? EARLY_CONTROLS.filter((c) => c.outsideApp) : EARLY_CONTROLS);

/** The early control that loads the app itself (one with `intent`: the search) that `target` is in. */
const deferring = (target: EventTarget | null): (typeof EARLY_CONTROLS)[number] | undefined =>
  target instanceof Element ? answering().find((c) => c.intent && target.closest(c.selector)) : undefined;

/** The early control that answers a press on `target`, with the element it matched. */
function early(target: EventTarget | null): [(typeof EARLY_CONTROLS)[number], HTMLElement] | undefined {
  if (!(target instanceof Element) || target.closest('a[href]')) return undefined;
  for (const c of answering()) {
    const el = target.closest<HTMLElement>(c.selector);
    if (el) return [c, el];
  }
  return undefined;
}

function onClick(event: MouseEvent): void {
  if (state === 'hydrated') return;
  const answer = early(event.target);
  const el = answer?.[1] ?? control(event.target);
  if (!el) return;
  event.preventDefault();
  event.stopPropagation();
  if (answer) {
    answer[0].press(el, event);
    if (!answer[0].intent) loadAfterAnswer();
  } else {
    if (held.length < MAX_HELD) held.push(el);
    load();
  }
}

function onKey(event: KeyboardEvent): void {
  const taken = answering().find((c) => c.key?.(event));
  if (taken) {
    event.preventDefault();
    if (!taken.intent) loadAfterAnswer();
  } else if (event.key === 'Tab' && !deferring(event.target)) {
    load();
  }
}

/** The app has hydrated: stop, then give it what the visitor did meanwhile. */
function replay(): void {
  if (state === 'hydrated') return;
  state = 'hydrated';
  stop();
  // Focus and hover, as if the app had been there when they happened (menus open, the search preloads).
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  const hovered = document.querySelectorAll(':hover');
  const under = hovered[hovered.length - 1];
  if (under) {
    under.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    under.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  }
  // The clicks, one at a time, each after the app has rendered the previous one's effect.
  const next = (): void => {
    const el = held.shift();
    if (!el) return;
    if (el.isConnected) el.click();
    window.setTimeout(next, 0);
  };
  window.setTimeout(next, 0);
}

const listeners: [string, EventListener][] = [
  ['pointerdown', onPointer as EventListener],
  ['pointerover', onPointer as EventListener],
  ['focusin', onFocus as EventListener],
  ['click', onClick as EventListener],
  ['keydown', onKey as EventListener],
];
const regions = (): void => {
  focusableScrollers(labels.code, labels.table);
  nameLandmarks(labels.outline);
};

let stopOutline = (): void => {};

function stop(): void {
  window.clearTimeout(hovering);
  stopOutline();
  for (const [type, fn] of listeners) window.removeEventListener(type, fn, true);
  window.removeEventListener('resize', regions);
  window.removeEventListener(HYDRATE_EVENT, load);
}

// The app is already there (a page that this script was left in by mistake): nothing to do.
if (!root.hasAttribute(HYDRATED_ATTRIBUTE) && scripts.length) {
  root.setAttribute(BOOT_ATTRIBUTE, '');
  for (const [type, fn] of listeners) window.addEventListener(type, fn, true);
  window.addEventListener(HYDRATE_EVENT, load);
  window.addEventListener(HYDRATED_EVENT, replay, { once: true });
  window.addEventListener(COMMITTED_EVENT, () => (committed = true), { once: true });
  window.addEventListener('resize', regions);
  watchScroll();
  stopOutline = watchOutline();
  regions();
  revealInSidebar(document.querySelector('.rp-sidebar-item--active'));
  skipOffscreenAfterLayout();
  // The search button's hint "Ctrl K", right everywhere but on Apple systems (theme/search/SearchButton.css).
  if (!usesCommandKey()) root.classList.add('rs-ctrl-hotkey');
}
