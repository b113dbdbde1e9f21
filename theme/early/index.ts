// Every control the boot script answers before the app is there (theme/boot.ts), in the order it tries them.
import { codeCopy, codeWrap } from './code';
import { imageZoom } from './image-zoom';
import { searchControl } from './search';
import { sidebarGroup } from './sidebar-group';
import { packageManagerTab } from './tabs';
import { themeSwitch } from './theme-switch';
import type { EarlyControl } from './types';

export const EARLY_CONTROLS: EarlyControl[] = [
  themeSwitch,
  searchControl,
  sidebarGroup,
  packageManagerTab,
  codeCopy,
  codeWrap,
  imageZoom,
];
