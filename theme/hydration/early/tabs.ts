// The package-manager tabs before the app: a press chooses the tab in every install block of the page and
// remembers it, as Rspress's Tabs do for their groupId (the app's theme/hooks/useStorageValue.ts starts from it).
import { setEarly } from './store';
import type { EarlyControl } from './types';

/**
 * Where Rspress's Tabs keep the chosen tab of `groupId="package.manager"` (its PackageManagerTabs), the
 * only tabs of the site: `rspress.tabs.<groupId>`, the tab's index as a string. It is also the key of
 * the early state.
 */
export const TABS_KEY = 'rspress.tabs.package.manager';

/** Shows tab `index` in every tab group of the page (the site's tabs are all install blocks), with the classes and aria-hidden Rspress's Tabs render. */
function showTab(index: string): void {
  for (const label of document.querySelectorAll<HTMLElement>('.rp-tabs__label__item')) {
    label.className = `rp-tabs__label__item rp-tabs__label__item--${label.dataset.index === index ? '' : 'not-'}selected`;
  }
  for (const item of document.querySelectorAll<HTMLElement>('.rp-tabs__content__item')) {
    const active = item.dataset.index === index;
    item.className = `rp-tabs__content__item rp-tabs__content__item--${active ? 'active' : 'hidden'}`;
    item.setAttribute('aria-hidden', `${!active}`);
  }
}

export const packageManagerTab: EarlyControl = {
  selector: '.rp-tabs__label__item',
  press(label) {
    const value = label.dataset.index!;
    showTab(value);
    setEarly(TABS_KEY, value);
    try {
      localStorage.setItem(TABS_KEY, value);
    } catch {}
  },
};
