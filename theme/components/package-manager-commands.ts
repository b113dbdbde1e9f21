/** `add -D pkg` -> { npm: 'npm add -D pkg', yarn: 'yarn add -D pkg', pnpm: ..., bun: ... } */
export function packageManagerCommands(command: string): Record<'npm' | 'yarn' | 'pnpm' | 'bun', string> {
  const c = command.trim().replace(/\s+/g, ' ');
  return { npm: `npm ${c}`, yarn: `yarn ${c}`, pnpm: `pnpm ${c}`, bun: `bun ${c}` };
}
