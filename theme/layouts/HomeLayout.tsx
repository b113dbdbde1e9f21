import { HomeLayout as BaseHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { PageStyles } from './PageStyles';
import { CONTENT_ID } from '../components/SkipLink';

/** The home page inside the page's one <main> landmark (Rspress renders it without one). */
export function HomeLayout(props: ComponentProps<typeof BaseHomeLayout>) {
  return (
    <main id={CONTENT_ID} tabIndex={-1} className="rs-home-main">
      <PageStyles kind="home" />
      <BaseHomeLayout {...props} />
    </main>
  );
}
