import { PackageManagerTabs as BaseTabs } from '@rspress/core/theme-original';
import { packageManagerCommands } from './package-manager-commands';

/** Install commands for npm, yarn, pnpm and bun: `<PackageManagerTabs command="add -D @rsbuild/core" />`. */
export function PackageManagerTabs({ command }: { command: string }) {
  return <BaseTabs command={packageManagerCommands(command)} />;
}
