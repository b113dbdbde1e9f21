import {
  autoUpdate,
  flip,
  offset,
  type Placement,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
} from '@floating-ui/react';
import { useRef, useState } from 'react';

/**
 * A popover anchored to a button: opens on mouse hover (a tap on touch devices), focus and click;
 * closes 0.1 s after the pointer leaves, on blur, outside click and Escape; flips when there is
 * no room on its side.
 */
export function usePopover(placement: Placement = 'bottom-start') {
  const [open, setOpen] = useState(false);
  // After Escape, focus goes back to the button: that focus must not reopen the popover.
  const ignoreNextFocus = useRef(false);
  const floating = useFloating({
    open,
    onOpenChange: (next, _event, reason) => {
      if (next && reason === 'focus' && ignoreNextFocus.current) {
        ignoreNextFocus.current = false;
        return;
      }
      setOpen(next);
      if (!next && reason === 'escape-key') {
        const reference = floating.refs.domReference.current;
        if (reference instanceof HTMLElement && reference !== document.activeElement) {
          ignoreNextFocus.current = true;
          reference.focus();
        }
      }
    },
    placement,
    strategy: 'fixed',
    middleware: [offset(8), flip({ fallbackAxisSideDirection: 'end', padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { context } = floating;
  const interactions = useInteractions([
    useHover(context, { mouseOnly: true, delay: { open: 0, close: 100 }, handleClose: safePolygon() }),
    useFocus(context),
    useClick(context, { toggle: true }),
    useDismiss(context, { escapeKey: true, outsidePress: true }),
  ]);
  return { open, setOpen, ...floating, ...interactions };
}
