// Pagefind's own WebAssembly search core (`wasm.<name>.pagefind`), driven in Node: the oracle that the site's
// TypeScript search core (theme/search/search-core.ts) is checked against (tests/unit/search-core-ts.test.ts,
// scripts/compare-search-core.ts). The browser no longer fetches it (theme/search/README.md, "Our own search core").
//
// The calls are those pagefind.js 1.6.0 makes (wasm-bindgen's exports of Pagefind's Rust crate `pagefind_web`,
// not a published interface): a core of another Pagefind version is refused, naming this file.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as pagefind from 'pagefind';
import { installedPagefind, keepCore, keptCoreFile } from '../../plugins/search/pagefind-format/core-cache';
import { PAGEFIND_VERSION } from '../../theme/search/search-core';
import type { CoreResult, RankingWeights, SearchCore } from '../../theme/search/search-core';

const SIGNATURE = 'pagefind_dcd';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The bytes of the installed Pagefind's core `wasm.<name>.pagefind` (gzip, as Pagefind writes it): the build's copy,
 * or else the core of a one-page index written here with Pagefind's Node API (then kept as the build keeps it).
 */
export async function pagefindCore(name: 'en' | 'unknown'): Promise<Uint8Array> {
  const file = keptCoreFile(name);
  if (!fs.existsSync(file)) {
    const { index } = await pagefind.createIndex({ forceLanguage: name === 'en' ? 'en' : 'zh' });
    if (!index) throw new Error('Pagefind could not create an index');
    await index.addHTMLFile({ url: '/a', content: '<html><body><main><h1>A page</h1><p>Some words.</p></main></body></html>' });
    const { files } = await index.getFiles();
    await index.deleteIndex();
    await pagefind.close();
    const core = files.find((f) => path.basename(f.path) === `wasm.${name}.pagefind`);
    if (!core) throw new Error(`Pagefind ${installedPagefind()} wrote no wasm.${name}.pagefind`);
    keepCore(core.path, core.content);
  }
  return new Uint8Array(fs.readFileSync(file));
}

/** The WebAssembly module of a core file (gzip, Pagefind's signature, then the module). */
export function coreModule(file: string, bytes: Uint8Array): WebAssembly.Module {
  const raw = zlib.gunzipSync(bytes);
  if (decoder.decode(raw.subarray(0, SIGNATURE.length)) !== SIGNATURE) throw new Error(`${file}: not a Pagefind file (no "${SIGNATURE}")`);
  const module = new WebAssembly.Module(raw.subarray(SIGNATURE.length));
  // The crate's version is a string of the module's data (`web_version`), at the start of its JSON keys.
  if (!raw.includes(Buffer.from(`${PAGEFIND_VERSION}term_similarity`)))
    throw new Error(
      `${file} is not Pagefind ${PAGEFIND_VERSION}'s search core: scripts/lib/pagefind-wasm.ts drives that version's core only (and theme/search/search-core.ts reproduces it). Check both against the new Pagefind.`,
    );
  return module;
}

/** The search core's exports that are called here (pagefind.js 1.6.0's wasm-bindgen glue). */
type CoreExports = {
  memory: WebAssembly.Memory;
  __wbindgen_externrefs: WebAssembly.Table;
  __wbindgen_malloc(size: number, align: number): number;
  __wbindgen_free(ptr: number, size: number, align: number): void;
  __wbindgen_start(): void;
  init_pagefind(ptr: number, len: number): number;
  enter_playground_mode(index: number): number;
  set_ranking_weights(index: number, ptr: number, len: number): number;
  request_indexes(index: number, ptr: number, len: number): [number, number];
  load_index_chunk(index: number, ptr: number, len: number): number;
  search(index: number, ...args: number[]): [number, number];
};

/** One instance of Pagefind's compiled core, with its index, called as pagefind.js 1.6.0 calls it. */
export class WasmCore implements SearchCore {
  /** Pagefind's index in the core's memory; every call that changes it returns where it is now. */
  private index = 0;
  private constructor(private readonly core: CoreExports) {}

  /** A new instance of `module`, its index made from the metadata (after the signature), ranked by `weights`. */
  static start(module: WebAssembly.Module, metadata: Uint8Array, weights?: RankingWeights, playground = false): WasmCore {
    let exports: CoreExports | undefined;
    const imports = {
      './pagefind_web_bg.js': {
        // wasm-bindgen's table of JavaScript values, readied as pagefind.js readies it.
        __wbindgen_init_externref_table() {
          const table = (exports as CoreExports).__wbindgen_externrefs;
          const offset = table.grow(4);
          table.set(0, undefined);
          table.set(offset + 0, undefined);
          table.set(offset + 1, null);
          table.set(offset + 2, true);
          table.set(offset + 3, false);
        },
      },
    };
    exports = new WebAssembly.Instance(module, imports).exports as unknown as CoreExports;
    exports.__wbindgen_start();
    const core = new WasmCore(exports);
    core.index = exports.init_pagefind(...core.pass(metadata)) >>> 0;
    if (!core.index) throw new Error('Pagefind could not read the metadata');
    if (playground) core.index = exports.enter_playground_mode(core.index) >>> 0;
    if (weights) core.index = exports.set_ranking_weights(core.index, ...core.pass(encoder.encode(rankingJson(weights)))) >>> 0;
    return core;
  }

  /** Copies bytes into the core's memory: its address and length (the core frees them). */
  private pass(bytes: Uint8Array): [number, number] {
    const ptr = this.core.__wbindgen_malloc(bytes.length, 1) >>> 0;
    new Uint8Array(this.core.memory.buffer).set(bytes, ptr);
    return [ptr, bytes.length];
  }

  /** A string the core returned, read and freed. */
  private take([ptr, len]: [number, number]): string {
    try {
      return decoder.decode(new Uint8Array(this.core.memory.buffer, ptr >>> 0, len));
    } finally {
      this.core.__wbindgen_free(ptr, len, 1);
    }
  }

  chunksFor(term: string): string[] {
    return JSON.parse(this.take(this.core.request_indexes(this.index, ...this.pass(encoder.encode(term))))) as string[];
  }

  loadChunk(bytes: Uint8Array): void {
    this.index = this.core.load_index_chunk(this.index, ...this.pass(bytes)) >>> 0;
    if (!this.index) throw new Error('Pagefind could not read an index chunk');
  }

  /** The core's whole answer (its JSON, parsed): no filters, no sort, diacritics not exact (pagefind.js's defaults). */
  searchRaw(term: string, originalTerm: string, exact: boolean): Record<string, unknown> & { results: CoreResult[] } {
    const text = (s: string) => this.pass(encoder.encode(s));
    const raw = this.core.search(this.index, ...text(term), ...text(originalTerm), ...text('{}'), ...text(''), exact ? 1 : 0, 0);
    return JSON.parse(this.take(raw)) as Record<string, unknown> & { results: CoreResult[] };
  }

  search(term: string, originalTerm: string, exact: boolean): CoreResult[] {
    return this.searchRaw(term, originalTerm, exact).results;
  }
}

/** The ranking weights as pagefind.js 1.6.0 hands them to `set_ranking_weights` (null: Pagefind's default). */
export const rankingJson = (r: RankingWeights): string =>
  JSON.stringify({
    term_similarity: r.termSimilarity ?? null,
    page_length: r.pageLength ?? null,
    term_saturation: r.termSaturation ?? null,
    term_frequency: r.termFrequency ?? null,
    diacritic_similarity: null,
    meta_weights: r.metaWeights ?? null,
  });

/** An index file's content (gzip, signature) as the core takes it: after the signature. */
export function indexFileBytes(file: string, content: Uint8Array): Uint8Array {
  const raw = zlib.gunzipSync(content);
  if (decoder.decode(raw.subarray(0, SIGNATURE.length)) !== SIGNATURE) throw new Error(`${file}: not a Pagefind file (no "${SIGNATURE}")`);
  return new Uint8Array(raw.subarray(SIGNATURE.length));
}
