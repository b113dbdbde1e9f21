// `pnpm bench:search` (after `pnpm build`): a query set (tests/fixtures/search/, QUERY_SETS in
// scripts/lib/search-metrics.ts) through the site's search in Node (Pagefind's search core driven on the main
// thread as in the browser, theme/search/pagefind-core.ts; the dialog's ranking and hits, theme/search/local.ts, index files over HTTP from a local server);
// per language hit@1, hit@3, MRR, p50/p95 query time and the first query's bytes. Options: CONTRIBUTING.md.
// Usage: pnpm bench:search [--set NAME | --pooled | --held-out] [--ablate STEP,…] [--misses] [--dump FILE] [--fresh] [--first-all] [--lang LANG]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SITE, serveSite } from './lib/built-site';
import { LANGS } from '../site';
import { SEARCH_LIMIT, loadPagefind, pagefindPath, searchPagefind } from '../theme/search/local';
import type { PagefindInstance, PagefindOptions, SearchHit } from '../theme/search/types';
import { forgetSections } from '../theme/search/sections';
import { ABLATIONS, HELD_OUT_SETS, ablateArg, ablated } from './lib/search-ablation';
import {
  type BenchQuery,
  DEV_SETS,
  type QuerySet,
  percentile,
  quality,
  queryFile,
  querySetArg,
  rankOf,
  readQueries,
} from './lib/search-metrics';
import { indexAblation } from '../plugins/search/node';
import { buildSync } from 'esbuild';

const querySet = querySetArg(process.argv);
// `--pooled`: the four sets in one run (the tuning set first, so the first query is the same), with
// each set's figures and those of all their queries together (the dev set the ranking is judged on).
const pooled = process.argv.includes('--pooled');
const heldOut = process.argv.includes('--held-out');
// `--ablate`: the ranking with some steps off; the index must have been written without its index steps.
const steps = ablateArg(process.argv);
const ranking = ablated(steps);
const indexSteps = indexAblation(SITE);
const wantedIndexSteps = steps.filter((s) => ABLATIONS.find((a) => a.step === s)?.side === 'index');
if ([...indexSteps].sort().join() !== [...wantedIndexSteps].sort().join()) {
  throw new Error(
    `The index was written with ${indexSteps.join(', ') || 'every step'}${indexSteps.length ? ' off' : ' on'}; for --ablate ${steps.join(',') || '(none)'}, run \`pnpm search:index${wantedIndexSteps.length ? ` --ablate ${wantedIndexSteps.join(',')}` : ''}\` first.`,
  );
}
/** Pagefind's options for the ranking (none but the dialog's without --ablate). */
const options: PagefindOptions = steps.length ? { ranking: ranking.pagefind } : {};
const search = (instance: PagefindInstance, q: string) => searchPagefind(instance, q, SEARCH_LIMIT, ranking);
const showMisses = process.argv.includes('--misses');
const dumpAt = process.argv.indexOf('--dump');
const dumpFile = dumpAt > 0 ? process.argv[dumpAt + 1] : undefined;
if (dumpAt > 0 && !dumpFile) throw new Error('--dump needs a file name: pnpm bench:search --dump /tmp/hits.json');
const dump: Record<string, Record<string, SearchHit[]>> = {};
const fresh = process.argv.includes('--fresh');
// `--first-all`: every query's bytes as a visit's first query (a new index each), not the first query's only.
const firstAll = process.argv.includes('--first-all');
// `--lang LANG`: one language's index only.
const langAt = process.argv.indexOf('--lang');
const onlyLang = langAt > 0 ? process.argv[langAt + 1] : undefined;
if (langAt > 0 && !LANGS.includes(onlyLang as (typeof LANGS)[number])) throw new Error(`--lang needs one of ${LANGS.join(', ')}`);
/** The budget of a visit's first query, gzip (issue 27: the first query ≤ 100 kB). */
const FIRST_QUERY_BUDGET = 100 * 1024;
const kb = (n: number): string => `${(n / 1024).toFixed(1)} kB`;
const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;

type Transfer = { url: string; raw: number; gzip: number };

/** Records every fetch while `fn` runs: the body's size as sent and gzipped. */
async function recordFetches<T>(fn: () => Promise<T>): Promise<{ result: T; transfers: Transfer[] }> {
  const transfers: Transfer[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const res = await original(input, init);
    const body = Buffer.from(await res.clone().arrayBuffer());
    transfers.push({ url: String(input instanceof Request ? input.url : input), raw: body.length, gzip: zlib.gzipSync(body).length });
    return res;
  };
  try {
    return { result: await fn(), transfers };
  } finally {
    globalThis.fetch = original;
  }
}

/**
 * The code that loads the index and drives Pagefind's search core (theme/search/pagefind-core.ts) as a
 * bundle of its own, minified: what a first query downloads in place of Pagefind's pagefind.js. (In the
 * site it is part of the index module, with the dialog's ranking, which the benchmark does not count.)
 */
const coreScript: Transfer = (() => {
  const out = buildSync({
    entryPoints: ['theme/search/pagefind-core.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    target: 'es2020',
  });
  const body = Buffer.from(out.outputFiles[0].contents);
  return { url: 'pagefind-core.ts (minified bundle)', raw: body.length, gzip: zlib.gzipSync(body).length };
})();

// A browser sends a request again when a reused connection is reset before the answer; Node's fetch does not, and
// one ECONNRESET from our own server ended a whole run on a loaded machine (load average 20, sessions 58–59) even
// with the server's long keep-alive (static-server.ts). The benchmark retries such a request twice, as a browser
// would; any other failure still ends the run.
{
  const once = globalThis.fetch;
  globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(input, init);
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (attempt >= 2 || (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET')) throw error;
      }
    }
  };
}

/**
 * CPU time of this thread so far, ms (Linux: /proc/thread-self/schedstat, which the kernel brings up to
 * date at each scheduler tick, so a single reading is within a tick, 4 ms here; a percentile over many
 * queries is not skewed by it). Undefined elsewhere.
 */
function threadCpu(): number | undefined {
  try {
    return Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}

/** The kind of an index file, for the breakdown of a first query's bytes. */
const kindOf = (url: string): 'chunks' | 'fragments' | 'sections' | 'rest' =>
  url.includes('.pf_index') ? 'chunks' : url.includes('.pf_section') ? 'sections' : url.includes('.pf_fragment') ? 'fragments' : 'rest';

/**
 * Each query as the first of a visit: a new index (its loading, the query's chunks, fragments and
 * sections) plus `script` (the code that drives the search core). Prints the spread, the share over the budget and
 * the median of each kind of file.
 */
async function everyFirst(queries: BenchQuery[], load: () => Promise<PagefindInstance>, script: Transfer): Promise<void> {
  const totals: number[] = [];
  const kinds: Record<ReturnType<typeof kindOf>, number[]> = { chunks: [], fragments: [], sections: [], rest: [] };
  let largest = { bytes: 0, q: '' };
  for (const query of queries) {
    forgetSections();
    const { transfers } = await recordFetches(async () => {
      const own = await load();
      await search(own, query.q);
      await own.destroy();
    });
    const all = [script, ...transfers];
    const total = all.reduce((a, t) => a + t.gzip, 0);
    totals.push(total);
    if (total > largest.bytes) largest = { bytes: total, q: query.q };
    for (const kind of Object.keys(kinds) as (keyof typeof kinds)[])
      kinds[kind].push(all.filter((t) => kindOf(t.url) === kind).reduce((a, t) => a + t.gzip, 0));
  }
  const over = totals.filter((t) => t > FIRST_QUERY_BUDGET).length;
  const p = (xs: number[], n: number) => kb(percentile(xs, n));
  console.log(
    `  every query as a visit's first (${totals.length}): gzip p50 ${p(totals, 50)}   p90 ${p(totals, 90)}   max ${kb(largest.bytes)} ("${largest.q.slice(0, 60)}"); ` +
      `over ${kb(FIRST_QUERY_BUDGET)}: ${over} (${pct(over / totals.length)})`,
  );
  console.log(
    `    p50 by file: script, search core and metadata ${p(kinds.rest, 50)}   word-index chunks ${p(kinds.chunks, 50)} (p90 ${p(kinds.chunks, 90)})   ` +
      `fragments ${p(kinds.fragments, 50)}   sections ${p(kinds.sections, 50)}`,
  );
}

const site = await serveSite(SITE);
try {
  if (steps.length) console.log(`Ranking steps off: ${steps.join(', ')}`);
  for (const lang of LANGS.filter((l) => !onlyLang || l === onlyLang)) {
    const sets: QuerySet[] = pooled ? [...DEV_SETS] : heldOut ? HELD_OUT_SETS : [querySet];
    const setOf: QuerySet[] = [];
    const queries: BenchQuery[] = sets.flatMap((set) => readQueries(lang, set).map((q) => (setOf.push(set), q)));
    if (!queries.length) {
      console.log(`Search, ${lang}: no queries in ${sets.join(', ')} (ONE_LANGUAGE_SETS)`);
      continue;
    }
    const dir = path.join(SITE, 'pagefind', lang);
    if (!fs.existsSync(path.join(dir, 'pagefind-entry.json'))) throw new Error(`No search index in ${dir}: run \`pnpm build\` first.`);
    const basePath = `${site.url}${pagefindPath('/', lang)}`;

    // The first query: the index's loading and the query's own fetches. A browser also downloads the
    // code that drives Pagefind's search core (here measured as its own bundle, `coreScript`). The CPU time of the loading (the search core's
    // decompression and compilation, the metadata) is the index's one-time cost on the page's thread.
    let loadCpu = 0;
    const first = await recordFetches(async () => {
      const c0 = process.cpuUsage();
      const instance = await loadPagefind(basePath, lang, options);
      const c = process.cpuUsage(c0);
      loadCpu = (c.user + c.system) / 1000;
      const hits = await search(instance, queries[0].q);
      return { instance, hits };
    });
    const instance: PagefindInstance = first.result.instance;
    const transfers = [coreScript, ...first.transfers];
    const firstRaw = transfers.reduce((a, t) => a + t.raw, 0);
    const firstGzip = transfers.reduce((a, t) => a + t.gzip, 0);

    // Each query twice: first as a visitor meets it (the index chunks and page fragments it needs are
    // fetched), then again with everything at hand (the search itself).
    const ranks: number[] = [];
    const cold: number[] = [];
    const warm: number[] = [];
    const misses: string[] = [];
    dump[lang] = {};
    for (const query of queries) {
      const t0 = performance.now();
      const hits = await search(instance, query.q);
      cold.push(performance.now() - t0);
      if (fresh) {
        const own = await loadPagefind(basePath, lang, options);
        dump[lang][query.q] = await search(own, query.q);
        await own.destroy();
      } else dump[lang][query.q] = hits;
      const urls = hits.map((h) => h.url);
      const rank = rankOf(urls, query.expect);
      ranks.push(rank);
      if (rank !== 1)
        misses.push(
          `    ${sets.length > 1 ? `${setOf[ranks.length - 1]} ` : ''}${rank ? `#${rank}` : 'miss'}  "${query.q}"  want ${query.expect.join(' | ')}  got ${urls.slice(0, 3).join(', ')}`,
        );
    }
    // CPU time of the warm queries: what a query costs, whatever else the machine is running. The
    // process's CPU counts V8's own threads too (garbage collection, compiling); the search's thread
    // alone is what holds up the page in a browser (where the search runs on the page's thread).
    const cpu: number[] = [];
    const own: number[] = [];
    for (const query of queries) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const m0 = threadCpu();
      await search(instance, query.q);
      const c = process.cpuUsage(c0);
      warm.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
      if (m0 !== undefined) own.push((threadCpu() as number) - m0);
    }
    const q = quality(ranks);
    if (sets.length > 1) {
      console.log(`Search, ${lang}, the ${sets.length} sets pooled (${q.queries} queries)`);
      for (const set of sets) {
        const p = quality(ranks.filter((_, i) => setOf[i] === set));
        console.log(
          `  ${set.padEnd(7)} (${String(p.queries).padStart(2)}, ${queryFile(lang, set)}): hit@1 ${pct(p.hit1)}   hit@3 ${pct(p.hit3)}   MRR ${p.mrr.toFixed(3)}`,
        );
      }
      console.log(`  pooled: hit@1 ${pct(q.hit1)}   hit@3 ${pct(q.hit3)}   MRR ${q.mrr.toFixed(3)}`);
    } else {
      console.log(`Search, ${lang}, ${querySet} set (${q.queries} queries, ${queryFile(lang, querySet)})`);
      console.log(`  hit@1 ${pct(q.hit1)}   hit@3 ${pct(q.hit3)}   MRR ${q.mrr.toFixed(3)}`);
    }
    const ms = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} ms   p95 ${percentile(xs, 95).toFixed(1)} ms`;
    const thread = own.length ? `; on the search's thread ${ms(own)}` : '';
    console.log(`  query time, index files fetched as needed: ${ms(cold)}   files at hand: ${ms(warm)} (CPU ${ms(cpu)}${thread})`);
    console.log(
      `  first query ("${queries[0].q}"): ${transfers.length} files, ${kb(firstRaw)} raw, ${kb(firstGzip)} gzip; loading the index: CPU ${loadCpu.toFixed(1)} ms`,
    );
    if (firstAll) await everyFirst(queries, () => loadPagefind(basePath, lang, options), transfers[0]);
    if (showMisses) {
      for (const t of transfers) console.log(`    ${kb(t.gzip).padStart(9)}  ${t.url.replace(site.url, '')}`);
      console.log(misses.length ? `  not first:\n${misses.join('\n')}` : '  every expected page came first');
    }
    await instance.destroy();
  }
  if (dumpFile) fs.writeFileSync(dumpFile, `${JSON.stringify(dump, null, 1)}\n`);
} finally {
  await site.close();
}
