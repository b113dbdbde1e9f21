import { useSite } from '@rspress/core/runtime';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { APPEARANCE_KEY, type Appearance, type Theme, applyTheme, storeTheme, storedAppearance } from '../hydration/early/theme-switch';

// Server rendering has no layout effects: a plain effect there (no warning, same result).
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Rspress's `themeConfig.darkMode`: false (light only), true or undefined (a switch, default auto), a default, or 'force-…'. */
type DarkMode = boolean | Appearance | 'force-light' | 'force-dark' | 'force-auto' | undefined;
const normalized = (darkMode: DarkMode): string =>
  darkMode === false ? 'force-light' : darkMode === true || darkMode === undefined ? 'auto' : darkMode;
const canSwitch = (darkMode: DarkMode): boolean => !normalized(darkMode).startsWith('force-');
const defaultAppearance = (darkMode: DarkMode): Appearance => normalized(darkMode).replace(/^force-/, '') as Appearance;

function useSystemTheme(): Theme {
  const [dark, setDark] = useState(() => typeof window !== 'undefined' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const listener = (e: MediaQueryListEvent) => setDark(e.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, []);
  return dark ? 'dark' : 'light';
}

/**
 * Replaces Rspress's useThemeState (which its ClientApp imports from the theme). Rspress's reads the
 * stored choice in a passive effect, after its layout effect has applied the default theme: a reader
 * who chose dark (or pressed the switch before the app was there, theme/hydration/early/theme-switch.ts) saw the
 * page turn light for a frame when the app hydrated. This one reads it in a layout effect, before any
 * paint, and touches the root's classes only after that. Same storage, values and interface.
 * Can go when Rspress reads the stored theme before applying one.
 */
export function useThemeState(): [Theme, (theme: Theme) => void] {
  const { site } = useSite();
  const darkMode = site.themeConfig.darkMode as DarkMode;
  const switchable = canSwitch(darkMode);
  // The server's value first: the hydrating render must match the pre-rendered page.
  const [appearance, setAppearance] = useState<Appearance>(defaultAppearance(darkMode));
  const [read, setRead] = useState(false);
  const system = useSystemTheme();
  const chosen = switchable ? appearance : defaultAppearance(darkMode);
  const theme: Theme = chosen === 'auto' ? system : chosen;

  useIsoLayoutEffect(() => {
    const stored = switchable ? storedAppearance() : null;
    if (stored) setAppearance(stored);
    setRead(true);
    const onStorage = (e: StorageEvent) => {
      if (e.key === APPEARANCE_KEY) setAppearance(storedAppearance() ?? defaultAppearance(darkMode));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [switchable, darkMode]);

  useIsoLayoutEffect(() => {
    if (read) applyTheme(theme);
  }, [read, theme]);

  const setTheme = useCallback(
    (value: Theme) => {
      if (!switchable) return;
      setAppearance(storeTheme(value));
      applyTheme(value);
    },
    [switchable],
  );
  return [theme, setTheme];
}
