// The contract between the boot script (theme/hydration/boot.ts) and a control that answers before the app is there.

/**
 * A control the boot script answers at once, as plain DOM code, while the app is still loading:
 * the press changes the page exactly as the app's component renders the new state (same elements,
 * same attributes), and records that state (./store.ts) for the component to start from when it
 * hydrates (useEarlyState). The app takes over with the same state and nothing runs twice.
 */
export type EarlyControl = {
  /** What it answers: a click inside an element matching this (and not inside a link) is answered, not held for the app. */
  selector: string;
  /** Answers a press on `el` (the element matching `selector`). */
  press(el: HTMLElement, event: MouseEvent): void;
  /** A key pressed before the app: true when this control took it (Escape closing a menu it opened). */
  key?(event: KeyboardEvent): boolean;
  /**
   * Its answer lives outside the app's tree (the search's early dialog) and the app takes it over in an
   * effect: it answers until the app has hydrated, not only until the app's first commit.
   */
  outsideApp?: boolean;
  /**
   * Given, a press, a tap or a key that it answers, and focus or Tab inside it, do not load the app: it
   * asks for the app itself (HYDRATE_EVENT) when the app no longer takes bandwidth from its own bytes (the
   * search, when its dialog closes). Pointing at it or focusing it calls this instead (the search starts
   * loading its index).
   */
  intent?(): void;
};
