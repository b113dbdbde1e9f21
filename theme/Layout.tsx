import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { useEffect, useLayoutEffect } from 'react';
import { AlternateLinks } from './AlternateLinks';
import { MissingTranslation } from './MissingTranslation';
import { HomeFeeds } from './HomeFeeds';
import { ProductMenu } from './ProductMenu';
import { SiteFooter } from './SiteFooter';
import { SkipLink, SkipTarget } from './SkipLink';
import { TranslationNotice } from './TranslationNotice';
import { useChunkErrorGuard } from './useChunkErrorGuard';
import { useLayoutSwitches } from './useLayoutSwitches';
import { useNavbarAutoHide } from './useNavbarAutoHide';
import { useA11yDom } from './useA11yDom';
import { signalCommitted, signalHydrated } from './boot-state';
import './layout.css';
import './styles.css';
import './a11y.css';

/** The default layout with the product-family menu before the site title and a footer on every page. */
export function Layout() {
  useChunkErrorGuard();
  useLayoutSwitches();
  useNavbarAutoHide();
  useA11yDom();
  // The boot script (theme/boot.ts) answers presses until the first commit, then holds them, and replays
  // them once the layout's effects (the last of them is this one) have run.
  useLayoutEffect(signalCommitted, []);
  useEffect(signalHydrated, []);
  return (
    <BaseLayout
      top={
        <>
          <SkipLink />
          <AlternateLinks />
          <MissingTranslation />
        </>
      }
      beforeNavTitle={<ProductMenu />}
      afterFeatures={<HomeFeeds />}
      bottom={<SiteFooter />}
      beforeDocContent={
        <>
          <SkipTarget />
          <TranslationNotice />
        </>
      }
    />
  );
}
