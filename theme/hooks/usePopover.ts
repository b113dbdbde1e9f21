import {
  type CSSProperties,
  type FocusEvent,
  type HTMLProps,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { type Placement, type PopoverState, isOpen, position, translate } from '../hydration/early/popover';
import { getEarly } from '../hydration/early/store';
import { useEarlyState } from '../hydration/early/useEarlyState';

export type { Placement };

type Reason = 'hover' | 'focus' | 'click';
type Props = Record<string, unknown> & Pick<HTMLProps<HTMLElement>, 'onKeyDown' | 'onClick'>;

const CLOSE_DELAY = 100;

// Server rendering has no layout effects: use a plain effect there (no warning, same result).
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A popover anchored to a button: opens on mouse hover (a tap on touch devices), keyboard focus,
 * click and the context menu (right click, long press); closes 0.1 s after the pointer leaves both
 * (the band between them counts as inside), when the focus leaves both the button and the popover,
 * on outside click and on Escape (focus back on the button); flips when there is no room on its side.
 * A click on a popover opened by hover keeps it open until a second click. Same interface as the
 * part of @floating-ui/react it replaces, which every page loaded for these four menus.
 */
export function usePopover(wanted: Placement = 'bottom-start') {
  // The popover's id (the button's aria-controls), and the key of the state the boot script gave it before the app (theme/hydration/early/popover.ts).
  const id = useId();
  const [state, setState] = useEarlyState<PopoverState>(id, '');
  const open = isOpen(state);
  const reason = useRef(state);
  reason.current = state;
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const [coords, setCoords] = useState<{ top: number; left: number } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // After Escape, focus goes back to the button: that focus must not reopen the popover.
  const ignoreNextFocus = useRef(false);
  const refs = useRef({ reference, floating });
  refs.current = { reference, floating };

  const cancelClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const setOpen = useCallback(
    (next: boolean, why: Reason = 'click') => {
      cancelClose();
      setState((now) => (!next ? '' : isOpen(now) ? now : why));
    },
    [setState],
  );

  // Closed by the boot script (Escape, a press) with the focus left on the button: the focus that the
  // boot script replays once the app is there must not reopen it.
  const closedEarly = useRef(getEarly(id) === '');
  useIsoLayoutEffect(() => {
    if (closedEarly.current) ignoreNextFocus.current = document.activeElement?.getAttribute('aria-controls') === id;
  }, [id]);

  /** Is this node inside the button or the popover? */
  const inside = (node: EventTarget | null): boolean => {
    const { reference: r, floating: f } = refs.current;
    return node instanceof Node && (!!r?.contains(node) || !!f?.contains(node));
  };

  // Position while open: now, and on scroll and resize.
  useIsoLayoutEffect(() => {
    if (!open || !reference || !floating) {
      setCoords(null);
      return;
    }
    const update = () => setCoords(position(reference.getBoundingClientRect(), floating.getBoundingClientRect(), wanted));
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [open, reference, floating, wanted]);

  // Dismissal while open: Escape, a press outside, and the pointer leaving a popover opened by hover.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      const r = refs.current.reference;
      if (r && r !== document.activeElement) {
        ignoreNextFocus.current = true;
        r.focus();
      }
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onPointerMove = (event: globalThis.PointerEvent) => {
      if (reason.current !== 'hover' || event.pointerType !== 'mouse') return;
      const { reference: r, floating: f } = refs.current;
      if (!r) return;
      const a = r.getBoundingClientRect();
      const b = f?.getBoundingClientRect() ?? a;
      const { clientX: x, clientY: y } = event;
      const within = (rect: DOMRect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
      // The band between the button and the popover, as wide as both.
      const band =
        x >= Math.min(a.left, b.left) &&
        x <= Math.max(a.right, b.right) &&
        y >= Math.min(a.bottom, b.bottom) - 1 &&
        y <= Math.max(a.top, b.top) + 1;
      if (within(a) || within(b) || band) cancelClose();
      else if (!closeTimer.current) closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointermove', onPointerMove);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointermove', onPointerMove);
    };
  }, [open, setOpen]);

  useEffect(() => cancelClose, []);

  /** Calls the caller's handler, then ours unless the caller prevented the default. */
  const merge = (own: Props, extra: Props = {}): Props => {
    const out: Props = { ...extra };
    for (const [key, handler] of Object.entries(own)) {
      const theirs = extra[key];
      out[key] =
        typeof theirs === 'function'
          ? (event: { defaultPrevented?: boolean }) => {
              (theirs as (e: unknown) => void)(event);
              (handler as (e: unknown) => void)(event);
            }
          : handler;
    }
    return out;
  };

  /** The button's props: the state's attributes and the handlers. */
  const getReferenceProps = (extra?: Props): Props =>
    merge(
      {
        'aria-controls': id,
        'aria-expanded': open,
        onPointerEnter: (event: PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          cancelClose();
          if (!open) setOpen(true, 'hover');
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          if (ignoreNextFocus.current) {
            ignoreNextFocus.current = false;
            return;
          }
          // Keyboard focus only: a click focuses the button too, and the click toggles.
          let visible = true;
          try {
            visible = event.currentTarget.matches(':focus-visible');
          } catch {}
          if (visible && !open) setOpen(true, 'focus');
        },
        onBlur: (event: FocusEvent) => {
          if (!inside(event.relatedTarget)) setOpen(false);
        },
        onClick: () => {
          if (!open) setOpen(true, 'click');
          else if (reason.current === 'click') setOpen(false);
          // Opened by hover or focus: the click keeps it open until the next click.
          else setState('click');
        },
        onContextMenu: (event: MouseEvent) => {
          event.preventDefault();
          cancelClose();
          setState('click');
        },
      },
      extra,
    );

  /** The popover's props: always in the page (the boot script opens it before the app), `hidden` while closed. */
  const getFloatingProps = (extra?: Props): Props =>
    merge(
      {
        id,
        hidden: !open,
        // The focus leaving the popover (Tab past its last item) for anything but the button closes it.
        onBlur: (event: FocusEvent) => {
          if (!inside(event.relatedTarget)) setOpen(false);
        },
        onPointerEnter: () => cancelClose(),
      },
      extra,
    );

  const floatingStyles: CSSProperties = coords
    ? { position: 'fixed', top: 0, left: 0, transform: translate(coords) }
    : { position: 'fixed', top: 0, left: 0 };
  return {
    /** The popover's id (its button's `aria-controls`), the key of its state before the app. */
    id,
    open,
    setOpen: (next: boolean) => setOpen(next, 'click'),
    refs: { setReference, setFloating, domReference: { current: reference }, floating: { current: floating } },
    floatingStyles,
    getReferenceProps,
    getFloatingProps,
  };
}
