// The post-build pipeline: everything that rewrites the built HTML pages, in one Rspress plugin.
//
// After `rspress build`, its afterBuild reads every page of doc_build/ once, applies the passes of
// `htmlPasses` in that order, writes each changed page once, and prints one line of counts per pass.
// Each pass (plugins/post-build/html-pass.ts) names the markup of Rspress's output it must find; when no page
// has it (or, for a pass that expects it on every page of a kind, one such page lacks it), the build
// fails with "Rspress output changed: <pass> found no <thing> …", instead of the pass doing nothing.
//
// Then, in this order, what reads the final pages, from memory: the Content-Security-Policy
// (doc_build/_headers, the hashes of the pages' inline scripts) and the search index (Pagefind,
// plugins/search/index.ts).
//
// What stays in plugins of its own, since it writes other files and never rewrites a page:
// - the feeds (@rspress/plugin-rss in rspress.config.ts) read the pages: its afterBuild reads them after
//   its first `await`, and Rspress starts the plugins' afterBuild hooks one after the other in the
//   order of the list, so the pages are final when it reads them as long as this plugin comes before it
//   and writes the pages before its own first `await` (it does: the passes are synchronous);
// - sitemap.xml and robots.txt (plugins/sitemap.ts) come from the routes and git, not the pages;
// - llms.txt, llms-full.txt and the Markdown copies are written by Rspress while it renders (the
//   `llms` option), before any afterBuild;
// - the build summary (plugins/build-options.ts) and the last-updated line only print.
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { notFoundRedirectPass } from '../head';
import { type HtmlPass, applyPasses } from './html-pass';
import { type Boot, hydrateOnIntentPass, writeBoot } from './hydrate-on-intent';
import { pageStylesPass } from './page-styles';
import { writeSiteSearch } from '../search';
import { htmlFiles, writeSecurityHeaders } from './security-headers';

/**
 * The passes over the built pages, in the order they run (the order the separate plugins they replace
 * happened to run in). They touch different markup; tests/unit/post-build.test.ts runs this list on a
 * real page.
 */
export const htmlPasses = (boot: Boot): HtmlPass[] => [
  // 404.html: the redirect of a missing /zh/… or /en/… path, first in its <head>.
  notFoundRedirectPass,
  // theme/layouts/PageStyles.tsx's <style> from <body> to the end of <head>.
  pageStylesPass,
  // The boot script in place of the app's scripts (hydration on intent).
  hydrateOnIntentPass(boot),
];

export type BuiltPage = { file: string; rel: string; html: string };

/** Every HTML page under the output folder, read once. */
export function readPages(outDir: string): BuiltPage[] {
  return htmlFiles(outDir).map((file) => ({
    file,
    rel: path.relative(outDir, file).split(path.sep).join('/'),
    html: fs.readFileSync(file, 'utf8'),
  }));
}

function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Rspress plugin: the post-build pipeline (see the top of this file). */
export function pluginPostBuild(): RspressPlugin {
  return {
    name: 'rsbuild-docs:post-build',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outRel = config.outDir || 'doc_build';
      const outDir = path.resolve(outRel);
      const base = (config.base || '/').replace(/\/?$/, '/');
      const started = performance.now();
      // Synchronous up to the pages being written: see the feeds, above.
      const boot = writeBoot(outDir, base);
      const built = readPages(outDir);
      // `DOCS_RAW_PAGES=<folder> pnpm build` keeps a copy of every page as Rspress wrote it (the unit
      // tests' fixtures, tests/unit/post-build.test.ts).
      const raw = process.env.DOCS_RAW_PAGES;
      if (raw) for (const page of built) writeFile(path.resolve(raw, page.rel), page.html);
      const { pages, counts } = applyPasses(built, htmlPasses(boot));
      let written = 0;
      for (const page of pages) {
        if (!page.changed) continue;
        fs.writeFileSync(page.file, page.html);
        written++;
      }
      console.log(`Post-build passes: ${pages.length} pages read, ${written} written (${Math.round(performance.now() - started)} ms)`);
      counts.forEach((c, i) => console.log(`  ${i + 1}. ${c.name}: ${c.line}`));
      writeSecurityHeaders(outDir, pages);
      await writeSiteSearch(outRel, pages);
    },
  };
}
