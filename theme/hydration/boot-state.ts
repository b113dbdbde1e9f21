// The handshake between the boot script of the built pages (theme/hydration/boot.ts) and the app.

/** Set on the root element by the boot script: the page was served without running the app first. */
export const BOOT_ATTRIBUTE = 'data-rs-boot';
/** Set on the root element by the app once it has hydrated (its layout's effects have run). */
export const HYDRATED_ATTRIBUTE = 'data-rs-hydrated';
/** Dispatched on window to ask the boot script to load and hydrate the app now (tests, tools). */
export const HYDRATE_EVENT = 'rs:hydrate';
/** Dispatched on window by the app once it has hydrated. */
export const HYDRATED_EVENT = 'rs:hydrated';
/**
 * Dispatched on window by the app when it commits its first render (a layout effect, before any paint):
 * from then on the components hold their own state, so the boot script stops answering presses itself
 * and holds them for the app (theme/hydration/early/types.ts).
 */
export const COMMITTED_EVENT = 'rs:committed';

/** Does the boot script of the built site run on this page (and watch the scroll, name regions…)? */
export const bootOwnsPage = (): boolean => document.documentElement.hasAttribute(BOOT_ATTRIBUTE);

/** Called by the layout when the app first commits: the boot script stops answering presses. */
export function signalCommitted(): void {
  window.dispatchEvent(new Event(COMMITTED_EVENT));
}

/** Called by the layout once the app has hydrated: marks the root and tells the boot script. */
export function signalHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** Is this the search shortcut, Ctrl+K or Cmd+K? (The app's search and the boot script ask alike.) */
export const isSearchShortcut = (e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key'>): boolean =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/** Does this system name the shortcut's key ⌘ (Apple) rather than Ctrl? */
export const usesCommandKey = (): boolean => /Mac|iPhone|iPod|iPad/i.test(navigator.platform);
