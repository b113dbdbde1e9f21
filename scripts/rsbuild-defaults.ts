// Prints what @rsbuild/core 0.5.9 really does with a configuration, in development and production.
// Usage: pnpm exec tsx scripts/rsbuild-defaults.ts [--config '{"server":{"port":1}}'] [--rspack] [--path output.distPath]
// Without --rspack it prints the normalized Rsbuild config; with --rspack the generated Rspack config.
import { loadRsbuildDefaults } from './lib/rsbuild-defaults';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const configArg = flag('--config');
const config: object = configArg ? JSON.parse(configArg) : {};
const keyPath = flag('--path');
const { development, production } = await loadRsbuildDefaults({ config, rspack: args.includes('--rspack') });
const pick = (obj: unknown): unknown =>
  keyPath ? keyPath.split('.').reduce<unknown>((o, k) => (o == null ? o : (o as Record<string, unknown>)[k]), obj) : obj;
const show = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : JSON.stringify(
        v,
        (_k, x: unknown) => (typeof x === 'function' ? `[Function ${x.name || 'anonymous'}]` : x instanceof RegExp ? String(x) : x),
        2,
      );
console.log('--- development ---\n' + show(pick(development)));
console.log('--- production ---\n' + show(pick(production)));
