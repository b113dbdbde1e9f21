import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button, renderHtmlOrText } from '@rspress/core/theme';
import type { ReactNode } from 'react';

type Hero = {
  badge?: string;
  name?: string;
  text?: string;
  tagline?: string;
  actions?: { text: string; link: string; theme?: 'brand' | 'alt' }[];
  image?: { src: string | { light: string; dark: string }; alt?: string };
};

/**
 * Rspress's home hero with the product name as the page's <h1> (Rspress renders it in a <div>, so
 * the home page had no h1). Same classes and layout.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions }: { beforeHeroActions?: ReactNode; afterHeroActions?: ReactNode }) {
  const { frontmatter } = useFrontmatter();
  const hero = ((frontmatter as { hero?: Hero }).hero ?? {}) as Hero;
  const lines = hero.text ? hero.text.split(/\n/g).filter(Boolean) : [];
  const src = typeof hero.image?.src === 'string' ? { light: hero.image.src, dark: hero.image.src } : hero.image?.src;
  return (
    <div className={`rp-home-hero${hero.image ? '' : ' rp-home-hero--no-image'}`}>
      <div className="rp-home-hero__container">
        {hero.badge && <div className="rp-home-hero__badge">{hero.badge}</div>}
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name ?? '')} />
          </h1>
          {lines.map((line) => (
            <p key={line} className="rp-home-hero__subtitle" {...renderHtmlOrText(line)} />
          ))}
        </div>
        <p className="rp-home-hero__tagline" {...renderHtmlOrText(hero.tagline ?? '')} />
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button
              key={action.link}
              type="a"
              href={action.link}
              theme={action.theme}
              className="rp-home-hero__action"
              {...renderHtmlOrText(action.text)}
            />
          ))}
        </div>
        {afterHeroActions}
      </div>
      {src && (
        <div className="rp-home-hero__image">
          <img
            src={normalizeImagePath(src.light)}
            alt={hero.image?.alt}
            width={375}
            height={375}
            fetchPriority="high"
            className="rp-home-hero__image-img rp-home-hero__image-img--light"
          />
          <img
            src={normalizeImagePath(src.dark)}
            alt={hero.image?.alt}
            width={375}
            height={375}
            fetchPriority="high"
            className="rp-home-hero__image-img rp-home-hero__image-img--dark"
          />
        </div>
      )}
    </div>
  );
}
