import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { HomeFeeds } from './HomeFeeds';
import { ProductMenu } from './ProductMenu';
import { SiteFooter } from './SiteFooter';
import './styles.css';

/** The default layout with the product-family menu before the site title and a footer on every page. */
export function Layout() {
  return <BaseLayout beforeNavTitle={<ProductMenu />} afterFeatures={<HomeFeeds />} bottom={<SiteFooter />} />;
}
