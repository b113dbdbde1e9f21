// Every control the boot script answers before the app is there (theme/boot.ts), in the order it tries them.
import { drawers } from './drawers';
import { navScreen } from './nav-screen';
import { popoverControl } from './popover';
import { themeSwitch } from './theme-switch';
import type { EarlyControl } from './types';

export const EARLY_CONTROLS: EarlyControl[] = [
  themeSwitch,
  // The navbar's popovers (theme/usePopover.ts), before the phone menu that holds some of them.
  popoverControl('.rs-product-menu__button', 'bottom-start'),
  // The language menu, the social links' "more", the tablet's "More options".
  popoverControl('.rs-lang-switch__button, .rs-social-more, .rs-nav-hamburger__md-button', 'bottom-end'),
  navScreen,
  drawers,
];
