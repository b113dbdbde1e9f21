import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

const STALLED = 'rs-navigation-failed';

/**
 * When a page's chunk fails to load, Rspress's link navigation stops (the current page stays and
 * the browser logs the error) but its progress bar keeps running. Hide the bar until the reader
 * navigates again.
 */
export function useChunkErrorGuard() {
  const { pathname } = useLocation();
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as { name?: string; message?: string } | undefined;
      if (reason?.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/.test(reason?.message ?? '')) {
        document.documentElement.classList.add(STALLED);
      }
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);
  useEffect(() => document.documentElement.classList.remove(STALLED), [pathname]);
}
