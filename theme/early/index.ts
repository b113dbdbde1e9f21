// Every control the boot script answers before the app is there (theme/boot.ts), in the order it tries them.
import { codeCopy, codeWrap } from './code';
import { imageZoom } from './image-zoom';
import { sidebarGroup } from './sidebar-group';
import { packageManagerTab } from './tabs';
import { themeSwitch } from './theme-switch';
import type { EarlyControl } from './types';

export const EARLY_CONTROLS: EarlyControl[] = [themeSwitch, sidebarGroup, packageManagerTab, codeCopy, codeWrap, imageZoom];
