// The theme: one implementation for the boot script's switch (before the app) and the app's theme state
// (theme/hooks/useThemeState.ts), the same storage and classes as Rspress's head script reads at first paint.
import type { EarlyControl } from './types';

/** Rspress's storage key for the reader's choice: 'light', 'dark' or 'auto' (follow the system). */
export const APPEARANCE_KEY = 'rspress-theme-appearance';

export type Theme = 'light' | 'dark';
export type Appearance = Theme | 'auto';

export const systemTheme = (): Theme => (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

/** The stored choice, or null (none, unreadable storage, or a value Rspress would not take). */
export function storedAppearance(): Appearance | null {
  try {
    const value = localStorage.getItem(APPEARANCE_KEY);
    return value === 'light' || value === 'dark' || value === 'auto' ? value : null;
  } catch {
    return null;
  }
}

/** Stores the choice as Rspress does ('auto' when it is the system's theme); storage may be refused. */
export function storeTheme(theme: Theme): Appearance {
  const value: Appearance = theme === systemTheme() ? 'auto' : theme;
  try {
    localStorage.setItem(APPEARANCE_KEY, value);
  } catch {}
  return value;
}

/**
 * Shows the theme: the root's classes and colour scheme. Unlike Rspress's applyThemeToDOM it does not
 * turn transitions off for a frame (a class matching every element, and a second style pass of the whole
 * page to take it off): there are no colour transitions to start (plugins/colour-transitions.ts), so the
 * press costs one style pass (RESULTS.md, "The first press").
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  const dark = theme === 'dark';
  root.classList.toggle('dark', dark);
  root.classList.toggle('rp-dark', dark);
  root.style.colorScheme = theme;
}

/** The navbar's theme switch (theme/components/SwitchAppearance.tsx) before the app: the app reads the stored choice when it hydrates. */
export const themeSwitch: EarlyControl = {
  selector: '.rs-switch-appearance',
  press(el) {
    const next: Theme = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
    storeTheme(next);
    applyTheme(next);
    el.setAttribute('aria-pressed', String(next === 'dark'));
  },
};
