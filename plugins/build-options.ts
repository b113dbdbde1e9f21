// Build settings of ours: the persistent build cache and a short build summary.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RspressPlugin } from '@rspress/core';
import { ROOT } from '../scripts/lib/pages';

/**
 * Rsbuild's persistent cache (node_modules/.cache), with `DOCS_CACHE=1`: a warm rebuild reuses every
 * module that did not change. Pages whose output depends on other pages (the /config/ overview lists
 * every option page's summary; sidebar labels are the pages' titles) go through `digest`, so a change
 * there starts afresh. Off by default: writing and holding the cache takes the build's peak memory over
 * the 2 GB budget, for a few seconds saved on a warm build (RESULTS.md, "Build memory").
 */
export function buildCache(
  digest: unknown[],
  enabled = process.env.DOCS_CACHE === '1',
): { cacheDigest: string[]; buildDependencies: string[] } | false {
  if (!enabled) return false;
  const hash = crypto.createHash('sha256').update(JSON.stringify(digest)).digest('hex');
  const deps = [
    'rspress.config.ts',
    'i18n.json',
    'package.json',
    'pnpm-lock.yaml',
    'site/index.ts',
    'site/navigation.ts',
    'plugins/heading-anchors.ts',
  ].map((f) => path.join(ROOT, f));
  return { cacheDigest: [hash], buildDependencies: deps.filter((f) => fs.existsSync(f)) };
}

/**
 * The code of every ```` ```tsx preview ```` demo in `docs`: Rspress's preview plugin writes each demo to
 * a generated module that the persistent cache did not see change, so an edited demo kept its old
 * output in a warm build. Part of the cache digest.
 */
export function previewDemos(docs: string): string[] {
  const demos: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name)) {
        const text = fs.readFileSync(p, 'utf8');
        for (const m of text.matchAll(/^(`{3,})\w+([^\n]*)\n[\s\S]*?^\1[ \t]*$/gm)) {
          if ((m[2] ?? '').trim().split(/\s+/).includes('preview')) demos.push(m[0]);
        }
      }
    }
  };
  walk(docs);
  return demos;
}

/** `DOCS_SIZES=1 pnpm build` prints Rsbuild's table of every file's size; by default a summary. */
export const printFileSize = process.env.DOCS_SIZES === '1';

/** Rspress plugin: one summary line after the build (pages, files, bytes, gzip) instead of a 700-line table. */
export function pluginBuildSummary(): RspressPlugin {
  const started = Date.now();
  return {
    name: 'rsbuild-docs:build-summary',
    async afterBuild(config, isProd) {
      if (!isProd || printFileSize) return;
      const out = path.resolve(ROOT, config.outDir ?? 'doc_build');
      let files = 0;
      let pages = 0;
      let bytes = 0;
      let gzip = 0;
      const walk = (d: string): void => {
        for (const e of fs.readdirSync(d, { withFileTypes: true })) {
          const p = path.join(d, e.name);
          if (e.isDirectory()) walk(p);
          else {
            const body = fs.readFileSync(p);
            files += 1;
            bytes += body.length;
            if (/\.(html|js|css|json|svg|xml|rss|txt|md)$/.test(e.name)) gzip += zlib.gzipSync(body, { level: 6 }).length;
            else gzip += body.length;
            if (e.name.endsWith('.html')) pages += 1;
          }
        }
      };
      if (fs.existsSync(out)) walk(out);
      const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;
      console.log(
        `Built ${pages} HTML pages, ${files} files, ${mb(bytes)} (${mb(gzip)} gzip) in ${path.relative(ROOT, out)}/ ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s. DOCS_SIZES=1 pnpm build lists every file.`,
      );
    },
  };
}
