import { useFrontmatter } from '@rspress/core/runtime';
import { Link, SvgWrapper, renderHtmlOrText } from '@rspress/core/theme';

type Feature = { title: string; details: string; icon?: string; link?: string; span?: number };

const SPAN: Record<number, string> = {
  2: 'rp-home-feature__item--span-2',
  3: 'rp-home-feature__item--span-3',
  4: 'rp-home-feature__item--span-4',
  6: 'rp-home-feature__item--span-6',
};

/**
 * The home feature cards. A card with a link has a real link in its title (Tab reaches it, Enter
 * follows it, screen readers list it), stretched over the whole card so a click anywhere still works.
 * Rspress's cards were clickable <article>s that Tab skipped. No tilt animation.
 */
export function HomeFeature({ features: featuresProp }: { features?: Feature[] }) {
  const { frontmatter } = useFrontmatter();
  const features = featuresProp ?? (frontmatter as { features?: Feature[] }).features ?? [];
  return (
    <div className="rp-home-feature">
      {features.map(({ title, details, icon, link, span }) => (
        <div key={title} className={`rp-home-feature__item ${SPAN[span ?? 4] ?? ''}`}>
          <div className="rp-home-feature__item-wrapper">
            <article className={`rp-home-feature__card${link ? ' rp-home-feature__card--clickable rs-feature-card' : ''}`}>
              <div className="rp-home-feature__title-wrapper">
                {icon ? (
                  <div className="rp-home-feature__icon" aria-hidden="true">
                    <SvgWrapper icon={icon} />
                  </div>
                ) : null}
                <h2 className="rp-home-feature__title">
                  {link ? (
                    <Link href={link} className="rs-feature-card__link">
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </h2>
              </div>
              <p className="rp-home-feature__detail" {...renderHtmlOrText(details)} />
            </article>
          </div>
        </div>
      ))}
    </div>
  );
}
