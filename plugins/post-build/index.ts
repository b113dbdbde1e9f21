// The post-build pipeline: everything that rewrites the built HTML pages, in one Rspress plugin. Its
// afterBuild reads every page of doc_build/ once, applies `htmlPasses` in order, writes each changed page
// once, then writes _headers and the search index from the final pages. It must stay before
// @rspress/plugin-rss in the plugin list and write the pages before its first `await`: the feeds read
// them then (ARCHITECTURE.md, "Build order: the post-build pipeline").
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { notFoundRedirectPass } from '../head';
import { type HtmlPass, applyPasses } from './html-pass';
import { type Boot, hydrateOnIntentPass, writeBoot } from './hydrate-on-intent';
import { pageStylesPass } from './page-styles';
import { pruneStylesheets } from './prune-css';
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
      const passed = applyPasses(built, htmlPasses(boot));
      const { counts } = passed;
      // The stylesheet without the rules no page can use, under a new hash (plugins/post-build/prune-css.ts).
      const pruneStarted = performance.now();
      const { pages, sheets } = pruneStylesheets(outDir, passed.pages);
      for (const s of sheets)
        console.log(
          `Stylesheet pruned: ${s.from} -> ${s.to}, ${s.rules} rules no page uses, ${s.bytes[0]} -> ${s.bytes[1]} bytes (${Math.round(performance.now() - pruneStarted)} ms)`,
        );
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
