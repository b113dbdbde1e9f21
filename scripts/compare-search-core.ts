// `pnpm compare:search-core` (after `pnpm build`): every distinct query of the query sets (tests/fixtures/search/),
// in both languages, searched as the dialog searches it (all of its searches, theme/search/local.ts `rankedPages`) on
// the built index with the site's search core (theme/search/search-core.ts) and Pagefind's own WebAssembly core side
// by side (scripts/lib/search-core-check.ts): the same chunk requests, pages, order, scores within 1e-6, matches.
// Then the English stemmer against the core's on every word of the English index and of a general English word list
// (the `word-list` package). Prints the counts; exits 1 on a difference. tests/unit/search-core-ts.test.ts runs a
// sample of the same. Also 20 000 random searches a language (seeded) of the index's own words, their starts,
// extensions, stems and accents. Usage: pnpm compare:search-core [--step N] (every N-th query only) [--random N]
import fs from 'node:fs';
import path from 'node:path';
import { SITE, serveSite } from './lib/built-site';
import { LANGS } from '../site';
import { loadPagefind, normalizeQuery, pagefindPath, rankedPages } from '../theme/search/local';
import {
  type CheckStats,
  allQueries,
  checkingCores,
  newStats,
  pagefindModules,
  randomSearchesOfSite,
  sample,
} from './lib/search-core-check';
import { englishWords, indexStems, stemDifferences } from './lib/stem-check';

const stepAt = process.argv.indexOf('--step');
const step = stepAt > 0 ? Number(process.argv[stepAt + 1]) : 1;
const randomAt = process.argv.indexOf('--random');
const randomCount = randomAt > 0 ? Number(process.argv[randomAt + 1]) : 20_000;
const modules = await pagefindModules();
const site = await serveSite(SITE);
let failed = 0;
try {
  for (const lang of LANGS) {
    const dir = path.join(SITE, 'pagefind', lang);
    if (!fs.existsSync(path.join(dir, 'pagefind-entry.json'))) throw new Error(`No search index in ${dir}: run \`pnpm build\` first.`);
    const stats: CheckStats = newStats();
    const instance = await loadPagefind(`${site.url}${pagefindPath('/', lang)}`, lang, { core: checkingCores(modules, stats) });
    const queries = sample(allQueries(lang), step);
    const started = performance.now();
    const differ: string[] = [];
    for (const q of queries) {
      const term = normalizeQuery(q);
      if (!term) continue;
      try {
        await rankedPages(instance, term);
      } catch (e) {
        differ.push(`  "${q}": ${(e as Error).message}`);
      }
    }
    failed += differ.length;
    console.log(
      `${lang}: ${queries.length} queries (${stats.searches} searches, ${stats.chunkCalls} chunk requests, ${stats.results} results) in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${differ.length} differ; scores not bit-identical ${stats.scoresNotIdentical} (largest relative difference ${stats.largestDifference.toExponential(2)})`,
    );
    for (const line of differ.slice(0, 20)) console.log(line);
  }
  // Random searches of the index's own words, their starts, extensions, stems and accents (seeded); no server needed.
  for (const lang of LANGS) {
    const randomStarted = performance.now();
    const random = randomSearchesOfSite(modules, SITE, lang, randomCount);
    failed += random.length;
    console.log(
      `${lang}: ${randomCount} random searches in ${((performance.now() - randomStarted) / 1000).toFixed(1)} s: ${random.length} differ`,
    );
    for (const line of random.slice(0, 20)) console.log(`  ${line}`);
  }
  for (const [what, list] of [
    ['words of the English index and its text', indexStems(SITE, 'en')],
    ['words of a general English word list', englishWords()],
  ] as const) {
    const { words, differ } = await stemDifferences(list);
    failed += differ.length;
    console.log(`stemmer: ${words} ${what}: ${differ.length} differ`);
    for (const line of differ.slice(0, 20)) console.log(`  ${line}`);
  }
} finally {
  await site.close();
}
process.exit(failed ? 1 : 0);
