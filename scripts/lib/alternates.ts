// Rspress writes `<link rel="alternate" hreflang>` tags into the static HTML of every page that
// exists in both languages, with relative URLs and outside the head manager, so they keep the first
// page's URLs after client-side navigation. theme/components/AlternateLinks.tsx renders absolute ones through
// the head manager; this plugin removes Rspress's from the built pages.
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** Rspress's alternate links: hreflang with a site-relative href. */
const RSPRESS_ALTERNATE = /<link rel="alternate" hreflang="[^"]*" href="\/[^"]*">/g;

export const withoutRspressAlternates = (html: string): string => html.replace(RSPRESS_ALTERNATE, '');

const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : []));

export function pluginAbsoluteAlternates(): RspressPlugin {
  return {
    name: 'rsbuild-docs:absolute-alternates',
    afterBuild(config, isProd) {
      if (!isProd) return;
      for (const file of htmlFiles(config.outDir || 'doc_build')) {
        const html = fs.readFileSync(file, 'utf8');
        const cleaned = withoutRspressAlternates(html);
        if (cleaned !== html) fs.writeFileSync(file, cleaned);
      }
    },
  };
}
