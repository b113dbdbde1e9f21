import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { applyUiSwitches } from '../head-scripts/ui-switches';

/** Keeps the `?navbar=0` & co. classes in step with the URL when the reader navigates. */
export function useLayoutSwitches() {
  const { search } = useLocation();
  useEffect(() => applyUiSwitches(search, document.documentElement), [search]);
}
