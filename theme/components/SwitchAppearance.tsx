import { ThemeContext } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme';
import { useContext, useEffect, useState } from 'react';
import '@rspress/core/dist/theme/components/SwitchAppearance/global.css';
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css';
import { useT } from '../hooks/useT';

/**
 * The theme switch as a real toggle button: reached by Tab, named "Dark theme", aria-pressed when dark.
 * (Rspress's is a <div> with a click handler.) The pressed state is only set after hydration: the
 * pre-rendered page cannot know the reader's theme, and React keeps server attributes it hydrates.
 * No view-transition animation: the switch is instant, which also respects reduced motion.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme } = useContext(ThemeContext);
  const t = useT();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="rp-switch-appearance rs-switch-appearance"
      aria-label={t('a11y.darkTheme')}
      aria-pressed={mounted ? dark : undefined}
      onClick={() => {
        setTheme?.(dark ? 'light' : 'dark');
        onClick?.();
      }}
    >
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--sun"
        icon={IconSun}
        fill="currentColor"
        aria-hidden="true"
      />
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--moon"
        icon={IconMoon}
        fill="currentColor"
        aria-hidden="true"
      />
    </button>
  );
}
