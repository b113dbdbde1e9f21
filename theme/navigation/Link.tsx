// Link and useLinkNavigate of the default theme, guarded: a page that fails to load never takes the
// app down (./navigation-guard.ts). Every component of the theme imports both from
// '@rspress/core/theme', which is this folder, so the sidebar, navbar, prev/next, in-text links,
// overview cards, home actions and search results all go through here.
import { Link as OriginalLink, useLinkNavigate as useOriginalLinkNavigate } from '@rspress/core/theme-original';
import { type ComponentProps, type TransitionStartFunction, forwardRef, startTransition, useCallback, useMemo, useRef } from 'react';
import { opensInPlace } from './link-target';
import { guardTransition } from './guard';

type LinkProps = ComponentProps<typeof OriginalLink>;

/**
 * The default Link; its navigation's errors are caught and handled by the guard. mailto: and tel:
 * links open in place (Rspress gives every external link a new tab).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { startTransition: start, href } = props;
  const hrefRef = useRef(href ?? '/');
  hrefRef.current = href ?? '/';
  const guarded = useMemo(() => guardTransition(start ?? startTransition, () => hrefRef.current), [start]);
  if (opensInPlace(href)) {
    const { children, className = '', startTransition: _startTransition, ...rest } = props;
    return (
      <a ref={ref} {...rest} href={href} className={`${className} rp-link`.trim()}>
        {children}
      </a>
    );
  }
  return <OriginalLink {...props} ref={ref} startTransition={guarded} />;
});

/** The default useLinkNavigate; its navigation's errors are caught and handled by the guard. */
export function useLinkNavigate(options: { startTransition?: TransitionStartFunction } = {}): (href: string) => Promise<void> {
  const target = useRef('/');
  const start = options.startTransition ?? startTransition;
  const guarded = useMemo(() => guardTransition(start, () => target.current), [start]);
  const navigate = useOriginalLinkNavigate({ startTransition: guarded });
  return useCallback(
    (href: string) => {
      target.current = href;
      return navigate(href);
    },
    [navigate],
  );
}
