// What the boot script did before the app was there (theme/hydration/boot.ts), kept for the app's components to
// start from when they hydrate (./useEarlyState.ts). Each state is taken once, by the component that
// hydrates over the control: one mounted later (after a client-side navigation) starts from its own.

type Store = Record<string, unknown>;
declare global {
  interface Window {
    __rsEarly?: Store;
  }
}

/** Records the state the boot script gave a control, under the control's key (its `data-early` id). */
export function setEarly(key: string, value: unknown): void {
  // Not `??=`: the boot script's target (es2020) spells it out in three times the bytes.
  (window.__rsEarly = window.__rsEarly || {})[key] = value;
}

/** The state the boot script gave this control, if it did (undefined on the server and after hydration). */
export function getEarly<T>(key: string): T | undefined {
  return typeof window === 'undefined' ? undefined : (window.__rsEarly?.[key] as T | undefined);
}

/** Forgets a control's state once its component has taken it. */
export function takeEarly(key: string): void {
  if (typeof window !== 'undefined') delete window.__rsEarly?.[key];
}
