// Type-checks the @rsbuild/core examples of the given MDX files (default: all of docs/) against 0.5.9,
// and the official plugins' options against tests/content/plugins-0.5.9/*.d.ts.
// Usage: pnpm exec tsx scripts/check-examples.ts [docs/en/config/server/port.mdx ...]
// Prints `file:line: message` per error; exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { checkExamples } from './gates/check-examples';

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : /\.mdx?$/.test(e.name) ? [p] : [];
  });

const args = process.argv.slice(2);
const files = args.length > 0 ? args : walk('docs');
const { errors, checked, skipped, loose } = checkExamples(files.map((f) => path.resolve(f)));
for (const e of errors) console.log(`${e.file}:${e.line}: ${e.message}`);
if (loose.length > 0) console.log(`plugins typed loosely (no declaration in tests/content/plugins-0.5.9/): ${loose.join(', ')}`);
console.log(`${checked} examples type-checked, ${skipped.length} partial snippets skipped, ${errors.length} errors`);
process.exit(errors.length > 0 ? 1 : 0);
