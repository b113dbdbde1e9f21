// Every control the boot script answers before the app is there (theme/hydration/boot.ts), in the order it tries them.
import { codeCopy, codeWrap } from './code';
import { drawers } from './drawers';
import { imageZoom } from './image-zoom';
import { navScreen } from './nav-screen';
import { pageActionCopy } from './page-actions';
import { popoverControl } from './popover';
import { searchControl } from './search';
import { sidebarGroup } from './sidebar-group';
import { packageManagerTab } from './tabs';
import { themeSwitch } from './theme-switch';
import type { EarlyControl } from './types';

export const EARLY_CONTROLS: EarlyControl[] = [
  themeSwitch,
  searchControl,
  // The navbar's popovers (theme/hooks/usePopover.ts), before the phone menu that holds some of them, and the
  // page actions' menu (theme/components/PageActions/index.tsx).
  popoverControl('.rs-product-menu__button,.rs-pa__more', 'bottom-start'),
  // The language menu, the social links' "more", the tablet's "More options".
  popoverControl('.rs-lang-switch__button,.rs-social-more,.rs-nav-hamburger__md-button', 'bottom-end'),
  navScreen,
  drawers,
  sidebarGroup,
  packageManagerTab,
  codeCopy,
  pageActionCopy,
  codeWrap,
  imageZoom,
];
