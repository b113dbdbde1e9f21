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
  type ElementProps,
  useInteractions,
} from '@floating-ui/react';
import { type FocusEvent, type MouseEvent, useRef, useState } from 'react';

/**
 * A popover anchored to a button: opens on mouse hover (a tap on touch devices), focus, click and
 * the context menu (right click, long press); closes 0.1 s after the pointer leaves, when the focus
 * leaves both the button and the popover, on outside click and on Escape (focus back on the
 * button); flips when there is no room on its side.
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
  /** Is this node inside the button or the popover? */
  const inside = (node: EventTarget | null): boolean => {
    const { domReference, floating: popup } = floating.refs;
    return node instanceof Node && (!!domReference.current?.contains(node) || !!popup.current?.contains(node));
  };
  const contextMenuAndBlur: ElementProps = {
    reference: {
      onContextMenu: (event: MouseEvent) => {
        event.preventDefault();
        setOpen(true);
      },
    },
    // useFocus closes when the button loses the focus to anything but the popover; this closes the
    // popover when the focus leaves it (Tab past its last item) for anything but the button.
    floating: {
      onBlur: (event: FocusEvent) => {
        if (!inside(event.relatedTarget)) setOpen(false);
      },
    },
  };
  const interactions = useInteractions([
    contextMenuAndBlur,
    useHover(context, { mouseOnly: true, delay: { open: 0, close: 100 }, handleClose: safePolygon() }),
    useFocus(context),
    useClick(context, { toggle: true }),
    useDismiss(context, { escapeKey: true, outsidePress: true }),
  ]);
  return { open, setOpen, ...floating, ...interactions };
}
