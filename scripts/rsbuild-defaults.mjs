#!/usr/bin/env node
// Prints what @rsbuild/core 0.5.9 really does with a configuration, in development and production.
// Usage: node scripts/rsbuild-defaults.mjs [--config '{"server":{"port":1}}'] [--rspack] [--path output.distPath]
// Without --rspack it prints the normalized Rsbuild config; with --rspack the generated Rspack config.
import { loadRsbuildDefaults } from './lib/rsbuild-defaults.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const config = flag('--config') ? JSON.parse(flag('--config')) : {};
const path = flag('--path');
const { development, production } = await loadRsbuildDefaults({ config, rspack: args.includes('--rspack') });
const pick = (obj) => (path ? path.split('.').reduce((o, k) => (o == null ? o : o[k]), obj) : obj);
const show = (v) => (typeof v === 'string' ? v : JSON.stringify(v, (k, x) => (typeof x === 'function' ? `[Function ${x.name || 'anonymous'}]` : x instanceof RegExp ? String(x) : x), 2));
console.log('--- development ---\n' + show(pick(development)));
console.log('--- production ---\n' + show(pick(production)));
