import { Link as BaseLink, type LinkProps } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { opensInPlace } from './link-target';

/** Rspress's Link, except that mailto: and tel: links open in place (Rspress gives every external link a new tab). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  if (!opensInPlace(props.href)) return <BaseLink ref={ref} {...props} />;
  const { href, children, className = '', startTransition: _startTransition, ...rest } = props;
  return (
    <a ref={ref} href={href} className={`${className} rp-link`.trim()} {...rest}>
      {children}
    </a>
  );
});
