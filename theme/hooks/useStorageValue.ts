// Rspress's useStorageValue (theme/logic/useStorageValue.js), which its Tabs import from the theme, starting
// from the tab the boot script chose before the app (theme/hydration/early/tabs.ts).
import { useCallback, useEffect } from 'react';
import { useEarlyState } from '../hydration/early/useEarlyState';

const SYNC_STORAGE_EVENT_NAME = 'RSPRESS_SYNC_STORAGE_EVENT_NAME';

/**
 * The same hook as Rspress's (same storage, same sync event between the tab groups of a page), but its
 * state starts from the early state under the storage key: Rspress's starts from the default and reads
 * the storage in an effect, so a tab chosen before the app did not match the hydrating render. Can go
 * when Rspress's Tabs can be given their initial tab.
 */
export function useStorageValue<T>(key: string, defaultValue: T): [T, (value: T) => void] {
  const [value, setValueInternal] = useEarlyState<T>(key, defaultValue);
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const storedValue = localStorage.getItem(key);
    if (storedValue != null) setValueInternal(storedValue as T);
  }, [key, setValueInternal]);
  const setValue = useCallback(
    (next: T) => {
      if (next == null) localStorage.removeItem(key);
      else localStorage.setItem(key, String(next));
      setValueInternal(next);
      dispatchEvent(new CustomEvent(SYNC_STORAGE_EVENT_NAME, { detail: { key, newValue: next } }));
    },
    [key, setValueInternal],
  );
  useEffect(() => {
    const listener = (e: StorageEvent) => {
      if (e.key === key) setValueInternal((localStorage.getItem(key) as T) ?? defaultValue);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, [key, defaultValue, setValueInternal]);
  useEffect(() => {
    const listener = (e: Event) => {
      const { key: eventKey, newValue } = (e as CustomEvent<{ key: string; newValue: T }>).detail;
      if (eventKey === key) setValueInternal(newValue ?? defaultValue);
    };
    window.addEventListener(SYNC_STORAGE_EVENT_NAME, listener);
    return () => window.removeEventListener(SYNC_STORAGE_EVENT_NAME, listener);
  }, []);
  return [value, setValue];
}
