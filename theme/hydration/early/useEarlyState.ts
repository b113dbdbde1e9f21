import { type Dispatch, type SetStateAction, useEffect, useLayoutEffect, useState } from 'react';
import { getEarly, takeEarly } from './store';

// Server rendering has no layout effects: a plain effect there (no warning, same result).
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * useState for a control the boot script may have pressed before the app: it starts from the state the
 * boot script recorded under `key`, so the hydrating render matches the page as the visitor left it.
 * The app hydrates in a transition that yields, so a press can come after this component rendered
 * and before the commit: the layout effect (same task as the commit, before any paint) takes it too.
 * `key` is the control's `data-early` attribute, a useId() value (the same on the server and client).
 */
export function useEarlyState<T>(key: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => getEarly<T>(key) ?? initial);
  useIsoLayoutEffect(() => {
    const now = getEarly<T>(key);
    if (now !== undefined) setValue(now);
    takeEarly(key);
  }, [key]);
  return [value, setValue];
}
