// Pagefind's WebAssembly search cores (`wasm.<name>.pagefind`), which the site no longer serves: the browser searches
// with theme/search/search-core.ts. The build keeps the cores Pagefind wrote in node_modules/.cache/search-core/<version>/,
// where the tests that check the site's core against Pagefind's own find them (scripts/lib/pagefind-wasm.ts).
import fs from 'node:fs';
import path from 'node:path';

/** Where the cores are kept, by Pagefind version. */
export const CORE_CACHE = path.join(process.cwd(), 'node_modules', '.cache', 'search-core');

/** A Pagefind core file's name: `wasm.en.pagefind`, `wasm.unknown.pagefind`. */
export const CORE_FILE = /^wasm\.[\w-]+\.pagefind$/;

/** The installed Pagefind's version (node_modules/pagefind/package.json). */
export function installedPagefind(): string {
  const file = path.join(process.cwd(), 'node_modules', 'pagefind', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The kept copy of the core `name` (`en`, or `unknown` for a language without a stemmer). */
export const keptCoreFile = (name: string, version = installedPagefind()): string =>
  path.join(CORE_CACHE, version, `wasm.${name}.pagefind`);

/** Keeps a core file Pagefind wrote (`file`: its name in the index), unless the same is kept already. */
export function keepCore(file: string, content: Uint8Array): void {
  const target = keptCoreFile(path.basename(file).replace(/^wasm\.|\.pagefind$/g, ''));
  if (fs.existsSync(target) && Buffer.compare(fs.readFileSync(target), Buffer.from(content)) === 0) return;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}
