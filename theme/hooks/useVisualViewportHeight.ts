import { useEffect, useState } from 'react';

/** Below this width the search dialog fills the screen. */
export const PHONE_QUERY = '(max-width: 767px)';

/**
 * On a phone, the height of the part of the screen the page can use (the visual viewport, which
 * shrinks when the on-screen keyboard opens), so that a full-screen dialog ends above the keyboard.
 * Undefined on wider screens.
 */
export function useVisualViewportHeight(): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setHeight(window.matchMedia(PHONE_QUERY).matches ? Math.round(viewport.height) : undefined);
    update();
    viewport.addEventListener('resize', update);
    return () => viewport.removeEventListener('resize', update);
  }, []);
  return height;
}
