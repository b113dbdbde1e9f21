// `pnpm ablate:search` (after `pnpm build`): the ranking with every step on, then with each step off in turn
// (scripts/lib/search-ablation.ts), on the held-out query sets and, apart, the tuning set; per language
// hit@1, hit@3 and MRR as a Markdown table (RESULTS-search.md, "Ablation"). Each query runs on an index
// loaded anew, as a visitor's first query; an index step writes the index without it, and the normal
// index is written back at the end and checked to be the same files. Options: CONTRIBUTING.md, "Benchmarks".
import fs from 'node:fs';
import os from 'node:os';
import { SITE, assertBuilt, serveSite } from './lib/built-site';
import { SEARCH_LIMIT, loadPagefind, pagefindPath, searchPagefind } from '../theme/search/local';
import type { RankingConfig } from '../theme/search/ranking';
import { LANGS } from '../site';
import { ABLATIONS, type Ablation, HELD_OUT_SETS, ablated } from './lib/search-ablation';
import { type BenchQuery, type QuerySet, quality, rankOf, readQueries } from './lib/search-metrics';
import { indexAblation, indexDigest, reindex } from '../plugins/search/node';

const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const only = arg('--steps')?.split(',').filter(Boolean);
const jsonFile = arg('--json');
const warm = process.argv.includes('--warm');
// `--resume` (with `--json FILE`): keep the steps FILE already holds, from a run that was stopped, and run the rest.
const resume = process.argv.includes('--resume');
if (resume && !jsonFile) throw new Error('--resume needs --json FILE: the file of the run to go on with.');
const steps: (Ablation | undefined)[] = [undefined, ...ABLATIONS.filter((a) => !only || only.includes(a.step))];
if (only) for (const s of only) if (!ABLATIONS.some((a) => a.step === s)) throw new Error(`Unknown step ${s}`);

assertBuilt(SITE);
if (indexAblation(SITE).length)
  throw new Error(`The index was written with ${indexAblation(SITE).join(', ')} off: run \`pnpm search:index\` first.`);
const digest = indexDigest(SITE);

/** `index`: the digest of the index the step was measured on (a resumed run must be on the same build). */
type Row = { step: string; what: string; index: string; ranks: Record<string, Record<QuerySet, number[]>> };
const rows: Row[] = resume && jsonFile && fs.existsSync(jsonFile) ? (JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Row[]) : [];
for (const r of rows)
  if (r.index !== digest)
    throw new Error(
      `${jsonFile}: step ${r.step} was measured on another build's index; resume on that build (SITE_DIR), or start anew without --resume.`,
    );
// A resumed run measures the sets its file was measured on (a set added since is left for a new run).
const heldOut: QuerySet[] = rows[0] ? (Object.keys(rows[0].ranks[LANGS[0]]).filter((s) => s !== 'tuning') as QuerySet[]) : HELD_OUT_SETS;
const queries: Record<string, Record<QuerySet, BenchQuery[]>> = {};
for (const lang of LANGS) {
  queries[lang] = {} as Record<QuerySet, BenchQuery[]>;
  for (const set of ['tuning', ...heldOut] as QuerySet[]) queries[lang][set] = readQueries(lang, set);
}

/** Every query of every set on a fresh index, with `ranking`: the expected page's rank. */
async function run(ranking: RankingConfig, url: string): Promise<Row['ranks']> {
  const out: Row['ranks'] = {};
  for (const lang of LANGS) {
    out[lang] = {} as Record<QuerySet, number[]>;
    for (const [set, list] of Object.entries(queries[lang]) as [QuerySet, BenchQuery[]][]) {
      out[lang][set] = [];
      const load = () => loadPagefind(`${url}${pagefindPath('/', lang)}`, lang, { ranking: ranking.pagefind });
      const shared = warm ? await load() : undefined;
      for (const q of list) {
        const instance = shared ?? (await load());
        const hits = await searchPagefind(instance, q.q, SEARCH_LIMIT, ranking);
        if (!shared) await instance.destroy();
        out[lang][set].push(
          rankOf(
            hits.map((h) => h.url),
            q.expect,
          ),
        );
      }
      await shared?.destroy();
    }
  }
  return out;
}

const site = await serveSite(SITE);
const started = Date.now();
try {
  for (const a of steps) {
    if (rows.some((r) => r.step === (a?.step ?? 'all on'))) continue;
    const t0 = Date.now();
    if (a?.side === 'index') await reindex(SITE, [a.step]);
    const ranks = await run(ablated(a ? [a.step] : []), site.url);
    if (a?.side === 'index') await reindex(SITE, []);
    rows.push({ step: a?.step ?? 'all on', what: a?.what ?? 'every step on', index: digest, ranks });
    // Written after each step, so that a run stopped halfway keeps what it measured (`--resume`).
    if (jsonFile) fs.writeFileSync(jsonFile, `${JSON.stringify(rows)}\n`);
    console.error(`${a?.step ?? 'all on'}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
} finally {
  await site.close();
  if (indexAblation(SITE).length) await reindex(SITE, []);
}
if (indexDigest(SITE) !== digest) throw new Error('The index written back differs from the one before the ablation.');

const pct = (x: number): string => (x * 100).toFixed(1);
const heldOutRanks = (r: Row, lang: string): number[] => heldOut.flatMap((s) => r.ranks[lang][s]);
console.log(
  `Search ranking ablation${warm ? ' (--warm: one index per language and set)' : ' (an index per query)'}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${((Date.now() - started) / 60000).toFixed(0)} min`,
);
for (const lang of LANGS) {
  const base = rows[0];
  const n = heldOutRanks(base, lang).length;
  console.log(
    `\n${lang}: held-out sets (${heldOut.join(', ')}: ${n} queries), tuning set (${base.ranks[lang].tuning.length}); hit@1 %, hit@3 %, MRR; Δ against all on\n`,
  );
  console.log('| step off | held-out hit@1 | hit@3 | MRR | Δ hit@1 | Δ hit@3 | Δ MRR | tuning hit@1 | hit@3 | MRR |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const b = quality(heldOutRanks(base, lang));
  for (const r of rows) {
    const h = quality(heldOutRanks(r, lang));
    const t = quality(r.ranks[lang].tuning);
    const d = (x: number, y: number, k: number) => (x - y === 0 ? '0' : `${x > y ? '+' : ''}${(x - y).toFixed(k)}`);
    const name = r === base ? 'none (all on)' : `\`${r.step}\`: ${r.what}`;
    console.log(
      `| ${name} | ${pct(h.hit1)} | ${pct(h.hit3)} | ${h.mrr.toFixed(3)} | ${d(h.hit1 * n, b.hit1 * n, 0)} | ${d(h.hit3 * n, b.hit3 * n, 0)} | ${d(h.mrr, b.mrr, 3)} | ${pct(t.hit1)} | ${pct(t.hit3)} | ${t.mrr.toFixed(3)} |`,
    );
  }
}
