// The site's search core in TypeScript (theme/search/search-core.ts, with its English stemmer and Rust's unstable
// sort) gives what Pagefind's own WebAssembly search core gives (the oracle, as the installed Pagefind writes it:
// scripts/lib/pagefind-wasm.ts), on the built index in both languages: for a sample of the query sets' queries, some
// queries they lack and random searches of the index's own words, every search asks for the same chunks and finds the
// same pages in the same order, with scores within 1e-6 and the same matched words (scripts/lib/search-core-check.ts;
// `pnpm compare:search-core` runs every query and more random searches); its English stemmer gives the core's stems.
// The tests on the index need a build (`pnpm build`; SITE_DIR for another one): without one they are skipped, and
// `pnpm test` runs this file again after its build stage.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import zlib from 'node:zlib';
import { SITE, serveSite } from '../../scripts/lib/built-site';
import { coreModule } from '../../scripts/lib/pagefind-wasm';
import {
  allQueries,
  checkingCores,
  newStats,
  pagefindModules,
  randomSearchesOfSite,
  resultDifference,
  sample,
} from '../../scripts/lib/search-core-check';
import { englishWords, indexStems, stemDifferences } from '../../scripts/lib/stem-check';
import { LANGS } from '../../site';
import { loadPagefind, normalizeQuery, pagefindPath, rankedPages } from '../../theme/search/local';
import { PAGEFIND_VERSION } from '../../theme/search/search-core';
import { stemEnglish } from '../../theme/search/stem-english';

/** Every this-many-th query of the sets (about 120 of each language's 2 400): the test stays within about 20 s. */
const SAMPLE_STEP = 20;
const built = LANGS.every((lang) => fs.existsSync(path.join(SITE, 'pagefind', lang, 'pagefind-entry.json')));
const skip = built ? false : `no built search index in ${SITE}: run \`pnpm build\` first`;

test('every search of a sample of the query sets gives what Pagefind 1.6.0 gives: chunks, pages, order, scores, matches', {
  skip,
}, async () => {
  const modules = await pagefindModules();
  const site = await serveSite(SITE);
  try {
    for (const lang of LANGS) {
      const stats = newStats();
      const instance = await loadPagefind(`${site.url}${pagefindPath('/', lang)}`, lang, { core: checkingCores(modules, stats) });
      const queries = sample(allQueries(lang), SAMPLE_STEP);
      assert.ok(queries.length > 100, `${lang}: ${queries.length} queries`);
      const differ: string[] = [];
      for (const q of queries) {
        try {
          await rankedPages(instance, normalizeQuery(q));
        } catch (e) {
          differ.push(`"${q}": ${(e as Error).message}`);
        }
      }
      assert.deepEqual(differ, [], `${lang}: ${differ.length} of ${queries.length} queries differ`);
      assert.ok(
        stats.searches > queries.length && stats.chunkCalls > queries.length && stats.results > 1000,
        `${lang}: ${JSON.stringify(stats)}`,
      );
    }
  } finally {
    await site.close();
  }
});

test('queries the sets lack give what Pagefind gives too: characters beyond the BMP, diacritics, phrases, one letter', {
  skip,
}, async () => {
  const modules = await pagefindModules();
  const site = await serveSite(SITE);
  const queries = [
    '😀',
    '😀 port',
    'port😀x',
    'yours😀',
    '𠮷野家',
    '𠮷',
    'café',
    'naïve résumé',
    'ß',
    'Ωmega',
    'p',
    'z',
    '"dev server"',
    '"😀 port"',
  ];
  try {
    for (const lang of LANGS) {
      const stats = newStats();
      const instance = await loadPagefind(`${site.url}${pagefindPath('/', lang)}`, lang, { core: checkingCores(modules, stats) });
      const differ: string[] = [];
      for (const q of [...queries, ...(lang === 'zh' ? ['端', '配置 😀', '"开发服务器"', '構建'] : [])]) {
        try {
          await rankedPages(instance, normalizeQuery(q));
        } catch (e) {
          differ.push(`"${q}": ${(e as Error).message}`);
        }
      }
      assert.deepEqual(differ, [], lang);
      assert.ok(stats.searches >= queries.length, `${lang}: ${JSON.stringify(stats)}`);
    }
  } finally {
    await site.close();
  }
});

test("random searches of the index's own words, their starts, extensions and accents give what Pagefind gives", { skip }, async () => {
  const modules = await pagefindModules();
  for (const lang of LANGS) {
    const differ = randomSearchesOfSite(modules, SITE, lang, 500);
    assert.deepEqual(differ, [], lang);
  }
});

test("the English stemmer gives the core's stem of every word of the English index and its pages' text", { skip }, async () => {
  const words = indexStems(SITE, 'en');
  assert.ok(words.length > 5000, `${words.length} words`);
  const { differ } = await stemDifferences(words);
  assert.deepEqual(differ, []);
});

test("the English stemmer gives the core's stem of every word of a general English word list (274 000 words)", async () => {
  const words = englishWords();
  assert.ok(words.length > 270_000, `${words.length} words`);
  const { differ } = await stemDifferences(words);
  assert.deepEqual(differ, []);
});

test("the stemmer's rules (Snowball's English stemmer, 3.1)", () => {
  const cases: Record<string, string> = {
    caresses: 'caress',
    ponies: 'poni',
    ties: 'tie',
    cats: 'cat',
    gas: 'gas',
    kiwis: 'kiwi',
    consign: 'consign',
    consigned: 'consign',
    consigning: 'consign',
    consignment: 'consign',
    generous: 'generous',
    generate: 'generat',
    hopping: 'hop',
    hoping: 'hope',
    dying: 'die',
    herring: 'herring',
    evening: 'evening',
    succeeded: 'succeed',
    agreed: 'agre',
    cry: 'cri',
    by: 'by',
    say: 'say',
    yellow: 'yellow',
    sky: 'sky',
    skies: 'sky',
    news: 'news',
    only: 'onli',
    geologist: 'geolog',
    universal: 'universal',
    universe: 'univers',
    pasted: 'paste',
    "'tis": 'tis',
    "dog's": 'dog',
    configuring: 'configur',
    proxies: 'proxi',
  };
  for (const [word, stem] of Object.entries(cases)) assert.equal(stemEnglish(word), stem, word);
});

test("results are compared with scores' f32 rounding allowed and nothing else", () => {
  const r = (p: string, s: number, l = [{ w: 24, s: 1, l: 3 }]) => ({ p, g: '', s, l });
  assert.equal(resultDifference([r('a', 1), r('b', 0.5)], [r('a', 1 + 5e-7), r('b', 0.5)]), undefined);
  assert.match(resultDifference([r('a', 1)], [r('a', 1.00001)]) ?? '', /score/);
  assert.match(resultDifference([r('a', 1), r('b', 1)], [r('b', 1), r('a', 1)]) ?? '', /page/);
  assert.match(resultDifference([r('a', 1)], [r('a', 1, [{ w: 24, s: 1.0000001, l: 3 }])]) ?? '', /matches/);
  assert.match(resultDifference([r('a', 1)], []) ?? '', /1 results, ours 0/);
});

test('a Pagefind core of another version is refused, naming the files to check', () => {
  // A valid, empty WebAssembly module, as Pagefind packs its core (gzip of its signature and the module).
  const core = zlib.gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])]));
  assert.throws(
    () => coreModule('wasm.en.pagefind', core),
    (e: Error) => e.message.includes(`not Pagefind ${PAGEFIND_VERSION}'s`) && e.message.includes('theme/search/search-core.ts'),
  );
});
