// The boot script of the built pages: the app hydrates on intent, not on load.
//
// A built page is complete HTML and CSS: it reads, scrolls and links without any script of the app.
// So the build (plugins/post-build/hydrate-on-intent.ts) takes the app's scripts out of every page and puts
// this small script in their place, with their URLs in its data attributes. It loads them, and React
// hydrates the page, at the first sign that the visitor wants more than to read:
//   - pressing, focusing or (with a mouse) pointing at a control: a button, a tab, a menu, a switch;
//   - Tab or Ctrl/Cmd+K;
//   - a `rs:hydrate` event on window (tests, tools).
// Controls answer at once: the theme switch, the menus, tabs, sidebar groups, code buttons and the
// search are pressed in plain DOM code (theme/hydration/early/), with the markup and state the app then hydrates
// over (theme/hydration/early/useEarlyState.ts); Ctrl/Cmd+K opens the search's dialog, which the app's search
// takes over with what was typed in it (theme/hydration/early/search.ts; that dialog shows the results itself and
// asks for the app when it closes, so its press leaves the network to the index). What the visitor did on other controls
// is not lost: a click is held and replayed once the app has hydrated (so is one that comes after the
// app's first commit); the focused element and the one under the mouse get their focus and pointer
// events again, so menus and the search's preloading react as if the app had been there. Links are
// left alone: before hydration, a click on a link is an ordinary page load.
//
// Until then it also does, as plain DOM code, what the layout does on every page: the navbar hides on
// scroll down (theme/hydration/page-scroll.ts), the outline marks the current section (theme/hydration/outline-active.ts),
// sideways-scrolling code and tables are keyboard regions (theme/a11y/dom.ts), and the search button
// shows its hotkey. If a script fails to load, the error goes to the console, the held input is
// dropped, and the next intent loads what is missing.
import { focusableScrollers, nameLandmarks } from '../a11y/dom';
import { BOOT_ATTRIBUTE, COMMITTED_EVENT, HYDRATE_EVENT, HYDRATED_ATTRIBUTE, HYDRATED_EVENT, usesCommandKey } from './boot-state';
import { EARLY_CONTROLS } from './early';
import { watchOutline } from './outline-active';
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
 * Starts the app's download once the answer of a press made here has shown: starting it (a few script
 * elements) took ~80 ms on a phone profile, in the way of the press's own frame. A control pressed down
 * but never released (a scroll that began on it), or only focused, still loads the app a moment later.
 */
const LOAD_AFTER_PRESS_MS = 300;
const loadAfterFrame = (): void => void requestAnimationFrame(() => window.setTimeout(load, 0));

/** Intent on a control: the app loads (after the press, for a control answered here), or, in a control that loads it itself, that control is told. */
function intent(target: EventTarget | null, press: boolean): void {
  if (!control(target)) return;
  const own = deferring(target);
  if (own) own.intent?.();
  else if (press && early(target)) window.setTimeout(load, LOAD_AFTER_PRESS_MS);
  else load();
}

function onPointer(event: PointerEvent): void {
  if (event.type !== 'pointerover' || event.pointerType === 'mouse') intent(event.target, event.type === 'pointerdown');
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
    if (!answer[0].intent) loadAfterFrame();
  } else {
    if (held.length < MAX_HELD) held.push(el);
    load();
  }
}

function onKey(event: KeyboardEvent): void {
  const taken = answering().find((c) => c.key?.(event));
  if (taken) {
    event.preventDefault();
    if (!taken.intent) loadAfterFrame();
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
  // The search button's hint "Ctrl K", right everywhere but on Apple systems (theme/search/SearchButton.css).
  if (!usesCommandKey()) root.classList.add('rs-ctrl-hotkey');
}
