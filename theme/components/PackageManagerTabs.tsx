import { PackageManagerTabs as BaseTabs } from '@rspress/core/theme-original';
import { packageManagerCommands } from './package-manager-commands';

/**
 * The managers' logos as files (docs/public/icons/pm-*.svg, Rspress's icons optimised), fetched once and
 * cached, not inline SVG repeated in every install block (the bytes saved: RESULTS.md).
 * Rspress's label is 15 px; its Bun logo is drawn at 1.2em.
 */
const icon = (tool: string, size = 15) => (
  <img className="rs-pm-icon" src={`/icons/pm-${tool}.svg`} alt="" width={size} height={size} loading="lazy" decoding="async" />
);
const ICONS = [
  { tool: 'npm', icon: icon('npm') },
  { tool: 'yarn', icon: icon('yarn') },
  { tool: 'pnpm', icon: icon('pnpm') },
  { tool: 'bun', icon: icon('bun', 18) },
];

/** Install commands for npm, yarn, pnpm and bun: `<PackageManagerTabs command="add -D @rsbuild/core" />`. */
export function PackageManagerTabs({ command }: { command: string }) {
  return <BaseTabs command={packageManagerCommands(command)} additionalTabs={ICONS} />;
}
