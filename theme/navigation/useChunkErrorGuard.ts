import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { FAILED_CLASS, installNavigationGuard, locationShown } from './guard';

// Before hydration: the back/forward guard must hear popstate before the router does.
installNavigationGuard();

/**
 * Keeps the navigation guard (./navigation-guard.ts) informed of the page on screen, and clears
 * the failed-navigation state (which hides the progress bar) once another page shows.
 */
export function useChunkErrorGuard() {
  const { pathname, key } = useLocation();
  useEffect(() => locationShown(), [key]);
  useEffect(() => document.documentElement.classList.remove(FAILED_CLASS), [pathname]);
}
