import { PackageManagerTabs as BaseTabs } from '@rspress/core/theme-original';
import { Bun } from '@rspress/core/dist/theme/components/PackageManagerTabs/icons/Bun.js';
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { packageManagerCommands } from './package-manager-commands';

/** A copy of an element tree without its `id`s. */
function withoutIds(node: ReactNode): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<{ id?: string; children?: ReactNode }>;
  const children = Children.map(element.props.children, withoutIds);
  return cloneElement(element, { id: undefined }, ...(children ?? []));
}

/** Rspress's Bun logo names its parts with ids, repeated in every install block of a page (duplicate ids). */
const bunIcon = withoutIds((Bun as (props: object) => ReactElement)({ 'aria-hidden': 'true' }));

/** Install commands for npm, yarn, pnpm and bun: `<PackageManagerTabs command="add -D @rsbuild/core" />`. */
export function PackageManagerTabs({ command }: { command: string }) {
  return <BaseTabs command={packageManagerCommands(command)} additionalTabs={[{ tool: 'bun', icon: bunIcon }]} />;
}
