// The shadowed theme: Rspress's default theme with our overrides, one file each.
export * from '@rspress/core/theme-original';
export { Layout } from './Layout';
export { NotFoundLayout } from './NotFoundLayout';
export { HomeFooter } from './HomeFooter';
export { PackageManagerTabs } from './PackageManagerTabs';
export { NavHamburger } from './NavHamburger';
export { SocialLinks } from './SocialLinks';
export { Overview } from './Overview';
export { Nav } from './Nav';
export { Sidebar } from './Sidebar';
export { SwitchAppearance } from './SwitchAppearance';
export { SearchButton } from './SearchButton';
export { HomeLayout } from './HomeLayout';
export { HomeHero } from './HomeHero';
export { HomeFeature } from './HomeFeature';
export { HomeBackground } from './HomeBackground';
export { FallbackHeading } from './FallbackHeading';
