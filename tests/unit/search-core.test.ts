// The dialog searches Pagefind's index itself (theme/search/pagefind-core.ts, with theme/search/search-core.ts in
// place of Pagefind's WebAssembly core) instead of loading Pagefind's pagefind.js. Over a real Pagefind index in
// English (stemmed) and in Chinese (segmented), every query gives what pagefind.js 1.6 gives with its own core: the
// same pages in the same order, scores, matched words, and on each page the same URL, matches, excerpt and
// sub-results (headings, links, excerpts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import { SERVE_CONFIG } from '../../scripts/lib/built-site';
import { startStaticServer } from '../../scripts/lib/static-server';
import { PAGEFIND_VERSION, PagefindCoreError, coreQuery, openPagefind } from '../../theme/search/pagefind-core';
import type { PagefindData, PagefindResult } from '../../theme/search/types';

const PAGES = {
  en: Array.from({ length: 8 }, (_, i) => ({
    url: `/guide/p${i}`,
    html: `<!doctype html><html lang="en"><body><main data-pagefind-body><h1 id="t">Page ${i}: configuring the dev server</h1><p>Intro ${'words about builds '.repeat(i + 1)} proxies and <code>server.port</code>.</p><h2 id="port">Changing the port &lt;number&gt;</h2><p>The port option sets which port the development server listens on; ports below 1024 need root. ${'filler text '.repeat(i * 5)}</p><h2 id="中文标题">Proxy rules — "quoted" café</h2><p>proxy proxied proxying Module not found: Can't resolve 'lodash-es' in /home/app/src</p><h3 id="x_y">Under_score names</h3><p>output.dist_path and data_uri ${'more '.repeat(i)}</p></main></body></html>`,
  })),
  zh: Array.from({ length: 6 }, (_, i) => ({
    url: `/zh/guide/p${i}`,
    html: `<!doctype html><html lang="zh"><body><main data-pagefind-body><h1 id="t">页面 ${i} 开发服务器</h1><p>${'这是一段介绍文字，说明构建的过程。'.repeat(i + 1)}</p><h2 id="端口">修改端口号</h2><p>${'开发服务器默认监听的端口号是 3000。'.repeat(2 + i)}可以用 server.port 配置。</p><h2 id="白屏">页面白屏怎么办</h2><p>打包后页面白屏，控制台报错 Cannot read properties of undefined，${'检查资源路径。'.repeat(i + 2)}</p></main></body></html>`,
  })),
};

const TERMS = {
  en: [
    'port',
    'ports',
    'configuring',
    'config',
    'dev server',
    'proxy rules',
    '"dev server"',
    '"proxy rules"',
    'cafe',
    'café',
    'number',
    'server.port',
    'dist_path',
    "Module not found: Can't resolve 'lodash-es'",
    'root!',
    'p',
    'zzz nothing',
    '  ',
  ],
  zh: [
    '端口',
    '端口号',
    '开发服务器',
    '白屏',
    '页面白屏怎么办',
    '"页面白屏"',
    'server.port',
    '构建 端口',
    '资源路径',
    'Cannot read properties',
    '没有的词',
  ],
};

/** A result and its page, as plain data, with the scores rounded (they are floats from the same core). */
async function plain(results: PagefindResult[]) {
  return Promise.all(
    results.map(async (r) => {
      const d = (await r.data()) as PagefindData & { locations?: number[] };
      return {
        id: r.id,
        score: r.score.toFixed(6),
        words: r.words,
        url: d.url,
        title: d.meta.title,
        excerpt: d.excerpt,
        weighted: d.weighted_locations,
        subs: d.sub_results.map((s) => ({
          title: s.title,
          url: s.url,
          excerpt: s.excerpt,
          anchor: s.anchor?.id,
          locations: s.locations,
          weighted: s.weighted_locations,
        })),
      };
    }),
  );
}

test("the site's search core calls give what pagefind.js 1.6 gives, in English and Chinese", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-core-'));
  try {
    for (const lang of ['en', 'zh'] as const) {
      const { index } = await pagefind.createIndex({ forceLanguage: lang });
      assert.ok(index);
      for (const page of PAGES[lang]) await index.addHTMLFile({ url: page.url, content: page.html });
      await index.writeFiles({ outputPath: path.join(root, lang) });
      await index.deleteIndex();
    }
    await pagefind.close();
    const site = await startStaticServer({ root, config: SERVE_CONFIG });
    const g = globalThis as unknown as Record<string, unknown>;
    const saved = { window: g.window, document: g.document };
    try {
      for (const lang of ['en', 'zh'] as const) {
        const basePath = `${site.url}/${lang}/`;
        // pagefind.js reads the page's language from <html lang>.
        g.window = {};
        g.document = { currentScript: null, querySelector: () => ({ getAttribute: () => lang }) };
        const mod = (await import(`${pathToFileURL(path.join(root, lang, 'pagefind.js')).href}?${lang}`)) as {
          createInstance(o: object): { search(t: string): Promise<{ results: PagefindResult[] }>; destroy(): Promise<void> };
        };
        const options = { excerptLength: 12, ranking: { metaWeights: { title: 10 }, pageLength: 0.3 } };
        const theirs = mod.createInstance({ basePath, baseUrl: '/', noWorker: true, ...options });
        const ours = await openPagefind(basePath, lang, options);
        for (const term of TERMS[lang]) {
          const expected = await plain((await theirs.search(term)).results);
          if (!/nothing|没有的词|^\s*$/.test(term)) assert.ok(expected.length > 0, `${lang} "${term}" finds pages`);
          assert.deepEqual(await plain((await ours.search(term)).results), expected, `${lang} "${term}"`);
        }
        await theirs.destroy();
      }
    } finally {
      Object.assign(g, saved);
      await site.close();
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a query is cut into words as pagefind.js cuts it: lower case, punctuation out, Chinese segmented', () => {
  const keep = ['_'];
  assert.deepEqual(coreQuery("Can't Resolve 'lodash-es'!", 'en', keep), {
    term: 'cant resolve lodashes',
    original: 'cant resolve lodashes',
  });
  assert.deepEqual(coreQuery('Café  dist_path', 'en', keep), { term: 'cafe dist_path', original: 'café dist_path' });
  assert.equal(coreQuery('页面白屏怎么办', 'zh', keep).term.split(' ').length > 1, true);
  assert.deepEqual(coreQuery('「」！', 'zh', keep), { term: '', original: '' });
});

test("an index of another Pagefind version is refused, naming the file to update; the installed Pagefind is the core's", async () => {
  const installed = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules/pagefind/package.json'), 'utf8')) as {
    version: string;
  };
  assert.equal(
    installed.version,
    PAGEFIND_VERSION,
    'theme/search/search-core.ts reproduces this Pagefind version only: check it against the new Pagefind (theme/search/README.md)',
  );
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-core-version-'));
  fs.writeFileSync(
    path.join(root, 'pagefind-entry.json'),
    JSON.stringify({ version: '9.0.0', languages: { en: { hash: 'en_1', wasm: 'en' } } }),
  );
  const site = await startStaticServer({ root, config: SERVE_CONFIG });
  try {
    await assert.rejects(
      openPagefind(`${site.url}/`, 'en'),
      (e: Error) => e instanceof PagefindCoreError && /Pagefind 9\.0\.0.*theme\/search\/search-core\.ts/.test(e.message),
    );
    await assert.rejects(openPagefind(`${site.url}/missing/`, 'en'), /404 fetching/);
  } finally {
    await site.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
