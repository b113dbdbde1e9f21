import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { AlternateLinks } from './AlternateLinks';
import { MissingTranslation } from './MissingTranslation';
import { HomeFeeds } from './HomeFeeds';
import { ProductMenu } from './ProductMenu';
import { SiteFooter } from './SiteFooter';
import { TranslationNotice } from './TranslationNotice';
import { useChunkErrorGuard } from './useChunkErrorGuard';
import { useLayoutSwitches } from './useLayoutSwitches';
import { useNavbarAutoHide } from './useNavbarAutoHide';
import { useSidebarGroupKeyboard } from './useSidebarGroupKeyboard';
import './layout.css';
import './styles.css';

/** The default layout with the product-family menu before the site title and a footer on every page. */
export function Layout() {
  useChunkErrorGuard();
  useLayoutSwitches();
  useNavbarAutoHide();
  useSidebarGroupKeyboard();
  return (
    <BaseLayout
      top={
        <>
          <AlternateLinks />
          <MissingTranslation />
        </>
      }
      beforeNavTitle={<ProductMenu />}
      afterFeatures={<HomeFeeds />}
      bottom={<SiteFooter />}
      beforeDocContent={<TranslationNotice />}
    />
  );
}
