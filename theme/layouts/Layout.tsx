import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { useEffect, useLayoutEffect } from 'react';
import { AlternateLinks } from '../components/AlternateLinks';
import { MissingTranslation } from '../components/MissingTranslation';
import { HomeFeeds } from '../components/HomeFeeds';
import { ProductMenu } from '../components/ProductMenu';
import { SiteFooter } from '../components/SiteFooter';
import { SkipLink, SkipTarget } from '../components/SkipLink';
import { TranslationNotice } from '../components/TranslationNotice';
import { useChunkErrorGuard } from '../navigation/useChunkErrorGuard';
import { useLayoutSwitches } from '../hooks/useLayoutSwitches';
import { useNavbarAutoHide } from '../hooks/useNavbarAutoHide';
import { useA11yDom } from '../a11y/useA11yDom';
import { signalCommitted, signalHydrated } from '../hydration/boot-state';
import '../styles/layout.css';
import '../styles/styles.css';
import '../a11y/a11y.css';

/** The default layout with the product-family menu before the site title and a footer on every page. */
export function Layout() {
  useChunkErrorGuard();
  useLayoutSwitches();
  useNavbarAutoHide();
  useA11yDom();
  // The boot script (theme/hydration/boot.ts) answers presses until the first commit, then holds them, and replays
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
