import { useI18n } from '@rspress/core/runtime';
import type i18n from '../../i18n.json';

/** useI18n typed with the keys of our i18n.json. */
export const useT = () => useI18n<typeof i18n>();
