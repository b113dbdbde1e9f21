// When the next page cannot load (its chunk answers 404 after a redeploy, or the network is gone): the error
// goes to the console, the page stays usable, the progress bar goes away; when the site serves a newer build,
// or answers a retried link, the target loads once as a full page. Guarded: links and the theme's navigate
// (./Link.tsx: transitions wrapped, no failure reaches React), back/forward (the chunk loads before the router
// hears; on failure the address goes back), anything else (window error events). See ARCHITECTURE.md.
import { cleanUrlByConfig, pathnameToRouteService, removeBase } from '@rspress/core/runtime';
import type { TransitionFunction, TransitionStartFunction } from 'react';
import { elementSources, isChunkLoadError, isOtherBuild, sameOriginUrl } from './checks';

/** Class on <html> while a navigation has failed: hides the progress bar (layout.css). */
export const FAILED_CLASS = 'rs-navigation-failed';
/** sessionStorage key: the last target loaded as a full page after a failure, and when. */
const RELOAD_KEY = 'rs-navigation-reload';
/** A target is loaded as a full page at most once in this time. */
const RELOAD_ONCE_MS = 60_000;

const inBrowser = typeof window !== 'undefined';
/** The entry scripts of the document this app started from (the async chunks come later). */
const runningScripts: string[] = inBrowser ? elementSources(document.querySelectorAll('script[src]')) : [];

/** A navigation to `target` failed: report it, keep the page, and reload once for a new build. */
export function navigationFailed(target: string, error: unknown): void {
  console.error(`Could not load the page ${target}: the current page stays.`, error);
  document.documentElement.classList.add(FAILED_CLASS);
  void reloadIfRedeployed(target);
}

/** Targets whose navigation failed before in this document. */
const failedTargets = new Set<string>();

/**
 * Loads the target as a full page when the site answers for it and either serves another build (a
 * redeploy: the old chunks are gone) or this target failed before (its failed chunk stays failed in
 * this app: the network came back, and the reader tries again). At most once a minute per target.
 */
async function reloadIfRedeployed(target: string): Promise<void> {
  const url = sameOriginUrl(target, window.location.href);
  if (!url) return;
  // The address the page has (links may carry `.html`, which a clean-URL host answers with a redirect).
  url.pathname = cleanUrlByConfig(url.pathname);
  const key = url.pathname;
  const retry = failedTargets.has(key);
  failedTargets.add(key);
  if (!navigator.onLine) return;
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { path?: string; at?: number } | null;
    if (last?.path === key && Date.now() - (last.at ?? 0) < RELOAD_ONCE_MS) return;
  } catch {}
  let html: string;
  let ok: boolean;
  try {
    const res = await fetch(url.pathname, { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok && res.status !== 404) return;
    ok = res.ok;
    html = await res.text();
  } catch {
    return; // The site cannot be reached: stay.
  }
  if (!isOtherBuild(html, runningScripts) && !(retry && ok)) return;
  try {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ path: key, at: Date.now() }));
  } catch {}
  console.info(`Loading ${url.pathname} as a full page.`);
  window.location.assign(url.href);
}

/**
 * Wraps the transition starter of a link or navigate call: the navigation's errors are caught and
 * handled here. `target` says where the navigation goes (read when it fails).
 */
export function guardTransition(start: TransitionStartFunction, target: () => string): TransitionStartFunction {
  return (action: TransitionFunction) => {
    // The failed state (and its hidden progress bar) ends when another page shows
    // (useChunkErrorGuard): the failed navigation's own bar may still start on its 200 ms timer.
    start(async () => {
      try {
        await action();
      } catch (error) {
        navigationFailed(target(), error);
      }
    });
  };
}

// Back and forward ------------------------------------------------------------------------------

/** `history.state.idx` (react-router's position in the history) of the entry on screen. */
let shownIndex: number | undefined;
/** The next popstate is our own step back to the page on screen. */
let revertPending = false;
let redispatching = false;

const historyIndex = (): number | undefined => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/** The router has shown a location: remember its history entry. */
export function locationShown(): void {
  if (inBrowser) shownIndex = historyIndex();
}

function onPopState(event: PopStateEvent): void {
  if (redispatching) return;
  if (revertPending) {
    revertPending = false;
    event.stopImmediatePropagation();
    return;
  }
  const route = pathnameToRouteService(removeBase(window.location.pathname));
  if (!route) return; // No such page: the router shows the 404 page.
  // Hold the event back from the router until the page's chunk is there.
  event.stopImmediatePropagation();
  const targetIndex = historyIndex();
  const target = window.location.pathname + window.location.search + window.location.hash;
  route.preload().then(
    () => {
      redispatching = true;
      try {
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      } finally {
        redispatching = false;
      }
    },
    (error: unknown) => {
      navigationFailed(target, error);
      // The address goes back to the page on screen (the router never saw it change).
      if (targetIndex !== undefined && shownIndex !== undefined && targetIndex !== shownIndex) {
        revertPending = true;
        window.history.go(shownIndex - targetIndex);
      }
    },
  );
}

/** Errors that escaped every guard (a component calling the original navigate): hide the bar. */
function onEscapedError(reason: unknown): void {
  if (isChunkLoadError(reason)) document.documentElement.classList.add(FAILED_CLASS);
}

let installed = false;
/** Installs the window listeners; the popstate one must run before the router's (added at hydration). */
export function installNavigationGuard(): void {
  if (!inBrowser || installed) return;
  installed = true;
  window.addEventListener('popstate', onPopState);
  window.addEventListener('unhandledrejection', (e) => onEscapedError(e.reason));
  window.addEventListener('error', (e) => onEscapedError(e.error));
}
