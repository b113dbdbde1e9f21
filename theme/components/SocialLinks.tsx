import type { SocialLink } from '@rspress/core';
import { useSite } from '@rspress/core/runtime';
import icons from 'virtual-social-links';
import { usePopover } from '../hooks/usePopover';
import { useT } from '../hooks/useT';
import '@rspress/core/dist/theme/components/SocialLinks/index.css';

/** Social links shown in the navbar; the rest go behind a 'more' menu. */
export const MAX_SOCIAL_LINKS = 3;

const LABELS: Record<string, string> = { github: 'GitHub', x: 'X', X: 'X', discord: 'Discord', npm: 'npm', bluesky: 'Bluesky' };
const label = (link: SocialLink) => (typeof link.icon === 'string' ? (LABELS[link.icon] ?? link.icon) : link.content);
const svg = (link: SocialLink) => (typeof link.icon === 'string' ? (icons as Record<string, string>)[link.icon] : link.icon.svg);

function Item({ link, withText = false }: { link: SocialLink; withText?: boolean }) {
  return (
    <a
      className="rp-social-links__item rs-social-link"
      href={link.content}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={withText ? undefined : label(link)}
    >
      <span className="rp-social-links__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg(link) ?? '' }} />
      {withText && <span className="rs-social-link__text">{label(link)}</span>}
    </a>
  );
}

function More({ links }: { links: SocialLink[] }) {
  const { refs, floatingStyles, getReferenceProps, getFloatingProps } = usePopover('bottom-end');
  const t = useT();
  return (
    <>
      <button
        type="button"
        className="rs-social-more"
        ref={refs.setReference}
        aria-label={t('social.more')}
        aria-haspopup="true"
        {...getReferenceProps()}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      </button>
      {/* Always in the page, hidden while closed: the boot script opens it before the app (theme/hydration/early/popover.ts). */}
      <div ref={refs.setFloating} className="rs-social-more__popup" style={floatingStyles} {...getFloatingProps()}>
        {links.map((link) => (
          <Item key={link.content} link={link} withText />
        ))}
      </div>
    </>
  );
}

export function SocialLinks({ socialLinks }: { socialLinks?: SocialLink[] }) {
  const { site } = useSite();
  const links = site.themeConfig.socialLinks ?? socialLinks ?? [];
  if (links.length === 0) return null;
  return (
    <div className="rp-social-links rs-social-links">
      {links.slice(0, MAX_SOCIAL_LINKS).map((link) => (
        <Item key={link.content} link={link} />
      ))}
      {links.length > MAX_SOCIAL_LINKS && <More links={links.slice(MAX_SOCIAL_LINKS)} />}
    </div>
  );
}
