#!/usr/bin/env node
// Type-checks the @rsbuild/core examples of the given MDX files (default: all of docs/) against 0.5.9.
// Usage: node scripts/check-examples.mjs [docs/en/config/server/port.mdx ...]
import fs from 'node:fs';
import path from 'node:path';
import { checkExamples } from './lib/check-examples.mjs';

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : /\.mdx?$/.test(e.name) ? [p] : [];
  });
const files = process.argv.length > 2 ? process.argv.slice(2) : walk('docs');
const { errors, checked, skipped } = checkExamples(files.map((f) => path.resolve(f)));
for (const e of errors) console.log(`${e.file}:${e.line}: ${e.message}`);
console.log(`${checked} examples type-checked, ${skipped.length} partial snippets skipped, ${errors.length} errors`);
process.exit(errors.length ? 1 : 0);
