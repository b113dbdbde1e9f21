// The bytes of a first query, after Pagefind wrote the index: the file every query fetches, the index metadata,
// gzipped again with Zopfli (a slower gzip encoder that writes smaller files in the same format; Pagefind stores
// its files gzipped). The output is kept in node_modules/.cache/, for a build whose metadata is the same.
// (Pagefind's WebAssembly search core was gzipped so too until the site searched without it.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IndexFile } from './rechunk';

const SIGNATURE = 'pagefind_dcd';
/** Files gzipped again with Zopfli: fetched by every first query. */
const ZOPFLI = /^pagefind\.[^/]+\.pf_meta$/;
const CACHE_DIR = path.join(process.cwd(), 'node_modules', '.cache', 'search-zopfli');

export type CompressStats = { file: string; before: number; after: number }[];

/**
 * `@gfx/zopfli`, loaded when first needed. Its Emscripten build adds process-wide `uncaughtException`
 * and `unhandledRejection` listeners that print the whole module's source before any later error of the
 * process; they are removed (the listeners it adds, compared before and after; it still works without them).
 */
async function loadZopfli(): Promise<typeof import('@gfx/zopfli')> {
  const emitter: NodeJS.EventEmitter = process;
  const events = ['uncaughtException', 'unhandledRejection'];
  const before = events.map((e) => emitter.listeners(e));
  const mod = await import('@gfx/zopfli');
  events.forEach((e, i) => {
    for (const l of emitter.listeners(e)) if (!before[i].includes(l)) emitter.removeListener(e, l as (...args: unknown[]) => void);
  });
  return mod;
}

/** A Pagefind file gzipped again with Zopfli: the same content (checked), fewer bytes. */
export async function zopfli(file: string, content: Uint8Array, cacheDir: string | undefined = CACHE_DIR): Promise<Uint8Array> {
  let raw: Buffer;
  try {
    raw = zlib.gunzipSync(content);
  } catch (e) {
    throw new Error(
      `Search index, ${file}: not gzip (${(e as Error).message}); Pagefind's format may have changed: check plugins/search/pagefind-format/compress.ts.`,
    );
  }
  if (raw.subarray(0, SIGNATURE.length).toString('latin1') !== SIGNATURE) {
    throw new Error(
      `Search index, ${file}: no "${SIGNATURE}" signature; Pagefind's format may have changed: check plugins/search/pagefind-format/compress.ts.`,
    );
  }
  const key = crypto.createHash('sha256').update(raw).digest('hex');
  const cached = cacheDir ? path.join(cacheDir, `${key}.gz`) : undefined;
  if (cached && fs.existsSync(cached)) {
    const body = fs.readFileSync(cached);
    if (zlib.gunzipSync(body).equals(raw)) return body;
  }
  const { gzipAsync } = await loadZopfli();
  const out = Buffer.from(await gzipAsync(raw, { numiterations: 15 }));
  if (!zlib.gunzipSync(out).equals(raw))
    throw new Error(
      `Search index, ${file}: the Zopfli output does not unpack to the same bytes; remove it from ZOPFLI in plugins/search/pagefind-format/compress.ts.`,
    );
  if (out.length >= content.length) return content;
  if (cached) {
    fs.mkdirSync(cacheDir!, { recursive: true });
    fs.writeFileSync(cached, out);
  }
  return out;
}

/** One language's index files with the first query's Pagefind files re-gzipped. */
export async function compressIndex(files: IndexFile[], cacheDir?: string): Promise<{ files: IndexFile[]; stats: CompressStats }> {
  const stats: CompressStats = [];
  const out = await Promise.all(
    files.map(async (f): Promise<IndexFile> => {
      const name = f.path.replace(/\\/g, '/');
      let content = f.content;
      if (ZOPFLI.test(name)) content = await zopfli(name, f.content, cacheDir);
      else return f;
      stats.push({ file: name, before: f.content.length, after: content.length });
      return { path: f.path, content };
    }),
  );
  return { files: out, stats };
}
