// Plain JavaScript so that unit tests can import it without a TypeScript loader.

/**
 * `add -D pkg` -> { npm: 'npm add -D pkg', yarn: 'yarn add -D pkg', pnpm: ..., bun: ... }
 * @param {string} command
 */
export function packageManagerCommands(command) {
  const c = command.trim().replace(/\s+/g, ' ');
  return { npm: `npm ${c}`, yarn: `yarn ${c}`, pnpm: `pnpm ${c}`, bun: `bun ${c}` };
}
