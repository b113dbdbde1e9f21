// `pnpm bench:lighthouse [--runs N] [--json DIR] [path …]`: Lighthouse (mobile, simulated slow 4G, CPU ×4)
// on the home page and four doc pages per language, served as a static host serves them
// (scripts/lib/static-server.ts: _headers, gzip). Prints the category scores, LCP, TBT, CLS, the bytes and
// the audits that lost points; asserts nothing. `--runs N` reports the median performance run (TBT varies
// on a shared machine); `--json DIR` keeps each page's full report.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { SERVE_CONFIG, SITE, assertBuilt, benchmarkBrowser, CHROMIUM_ARGS, chromiumPath } from './lib/built-site';
import { startStaticServer } from './lib/static-server';

const DEFAULT_PATHS = ['/', '/guide/start/quick-start', '/config/output/dist-path', '/guide/basic/css-usage', '/plugins/list/plugin-react'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1])) : 1;
const jsonAt = args.indexOf('--json');
const jsonDir = jsonAt >= 0 ? path.resolve(args[jsonAt + 1]) : null;
const given = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--runs' && args[i - 1] !== '--json');
const paths = given.length ? given : DEFAULT_PATHS.flatMap((p) => [p, `/zh${p}`]);

/** Headless Chromium with a DevTools port; resolves once the port is known. */
async function launchChrome(): Promise<{ port: number; proc: ChildProcess; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-chrome-'));
  const exe = chromiumPath() ?? 'chromium';
  const proc = spawn(
    exe,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${dir}`, '--disable-extensions', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${err}`)), 20_000);
    proc.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    proc.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${err}`)));
  });
  return { port, proc, dir };
}

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number };
type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};

type Row = {
  path: string;
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  fcp: number;
  lost: string[];
};

function row(p: string, lhr: Lhr): Row {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const lost: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (
        !a ||
        a.score === null ||
        a.score >= 1 ||
        a.scoreDisplayMode === 'notApplicable' ||
        a.scoreDisplayMode === 'manual' ||
        a.scoreDisplayMode === 'informative'
      )
        continue;
      // Performance metrics lose points by degrees; list them only when they are far from full marks.
      if (c === 'performance' && ref.weight > 0 && a.score >= 0.9) continue;
      lost.push(`${c}: ${a.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ''})`);
    }
  }
  for (const id of [
    'render-blocking-insight',
    'render-blocking-resources',
    'unused-javascript',
    'unused-css-rules',
    'legacy-javascript-insight',
    'font-display-insight',
    'image-delivery-insight',
    'lcp-discovery-insight',
    'network-dependency-tree-insight',
    'cls-culprits-insight',
  ]) {
    const a = lhr.audits[id];
    if (a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable')
      lost.push(`insight: ${id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  }
  return {
    path: p,
    scores,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    bytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
    lost: [...new Set(lost)],
  };
}

assertBuilt();
const site = await startStaticServer({ root: SITE, config: SERVE_CONFIG, gzip: true });
await benchmarkBrowser();
const chrome = await launchChrome();
const rows: Row[] = [];
try {
  for (const p of paths) {
    const results: Row[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${site.url}${p}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${p}`);
      const lhr = result.lhr as unknown as Lhr & { runtimeError?: { message?: string } };
      // A run that failed (no paint, a Chrome error) has no performance score: reported, not counted.
      if (lhr.categories.performance?.score == null) {
        console.log(`${p.padEnd(30)} run ${i + 1} failed: ${lhr.runtimeError?.message ?? 'no performance score'}`);
        continue;
      }
      results.push(row(p, lhr));
      if (jsonDir) {
        fs.mkdirSync(jsonDir, { recursive: true });
        fs.writeFileSync(path.join(jsonDir, `${p.replace(/\W+/g, '_') || 'home'}.${i}.json`), JSON.stringify(result.lhr));
      }
    }
    if (!results.length) continue;
    results.sort((a, b) => a.scores.performance - b.scores.performance);
    const r = results[Math.floor(results.length / 2)];
    rows.push(r);
    console.log(
      `${p.padEnd(30)} perf ${String(r.scores.performance).padStart(3)}  a11y ${String(r.scores.accessibility).padStart(3)}  bp ${String(r.scores['best-practices']).padStart(3)}  seo ${String(r.scores.seo).padStart(3)}  FCP ${(r.fcp / 1000).toFixed(1)} s  LCP ${(r.lcp / 1000).toFixed(1)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  ${(r.bytes / 1024).toFixed(1)} KB${runs > 1 ? `  (perf of ${runs} runs: ${results.map((x) => x.scores.performance).join(', ')})` : ''}`,
    );
    for (const l of r.lost) console.log(`    ${l}`);
  }
} finally {
  await new Promise((resolve) => {
    chrome.proc.once('exit', resolve);
    chrome.proc.kill();
  });
  await site.close();
  // Chromium's child processes can still be writing to the profile after the browser has exited (ENOTEMPTY):
  // a leftover folder in /tmp is not worth losing the figures for.
  try {
    fs.rmSync(chrome.dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (err) {
    console.warn(`left ${chrome.dir}: ${(err as Error).message}`);
  }
}
const min = (c: string): number => Math.min(...rows.map((r) => r.scores[c]));
console.log(
  `\nLowest: performance ${min('performance')}, accessibility ${min('accessibility')}, best practices ${min('best-practices')}, SEO ${min('seo')}`,
);
