// Every control the boot script answers before the app is there (theme/boot.ts), in the order it tries them.
import { searchControl } from './search';
import { themeSwitch } from './theme-switch';
import type { EarlyControl } from './types';

export const EARLY_CONTROLS: EarlyControl[] = [themeSwitch, searchControl];
