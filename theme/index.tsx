// The shadowed theme: Rspress's default theme with our overrides, one file each.
export * from '@rspress/core/theme-original';
export { Layout } from './Layout';
export { NotFoundLayout } from './NotFoundLayout';
export { HomeFooter } from './HomeFooter';
export { PackageManagerTabs } from './PackageManagerTabs';
export { NavHamburger } from './NavHamburger';
export { SocialLinks } from './SocialLinks';
export { Overview, OverviewList } from './Overview';
export { LastUpdated } from './LastUpdated';
export { Link, useLinkNavigate } from './Link';
export { Search } from './Search';
