// The Markdown copy of every page (`/guide/start/quick-start.md`, written by Rspress's `llms` option
// and made ready to paste by scripts/lib/llms-markdown.ts), read from the built site: the title first,
// no front matter, callouts as quotes, package-manager tabs as one code block per manager, `<kbd>`
// keys kept on their line, links absolute, nothing of the site chrome.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { site } from '../../theme/site-data';
import { SITE } from './support';

function copyOf(route: string): string {
  return fs.readFileSync(path.join(SITE, `${route}.md`), 'utf8');
}

function mdFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? mdFiles(path.join(dir, e.name)) : e.name.endsWith('.md') ? [path.join(dir, e.name)] : []));
}

/** The lines outside fenced code blocks (quoted ones with their `> ` removed). */
function prose(md: string): string[] {
  const out: string[] = [];
  let inside = false;
  for (const line of md.split('\n')) {
    const bare = line.replace(/^(> ?)+/, '');
    if (/^\s*(```|~~~)/.test(bare)) {
      inside = !inside;
      continue;
    }
    if (!inside) out.push(bare);
  }
  return out;
}

test('every Markdown copy starts with its title and has no front matter, containers or relative links', () => {
  const files = mdFiles(SITE);
  expect(files.length, 'the copies are written').toBeGreaterThan(300);
  const problems: string[] = [];
  for (const file of files) {
    const md = fs.readFileSync(file, 'utf8');
    const name = path.relative(SITE, file);
    if (!md.startsWith('# ')) problems.push(`${name}: does not start with its title`);
    for (const line of prose(md)) {
      if (/^:::/.test(line)) problems.push(`${name}: container ${line}`);
      if (/\]\(\/(?!\/)/.test(line)) problems.push(`${name}: relative link ${line.slice(0, 80)}`);
      if (/^\+\w/.test(line)) problems.push(`${name}: a key split over lines`);
    }
  }
  expect(problems).toEqual([]);
});

for (const lang of ['', '/zh'] as const) {
  test(`the copies of pages with each component are ready to paste${lang ? ' (zh)' : ''}`, () => {
    // A callout (:::tip) becomes a quote with its label.
    const https = copyOf(`${lang}/config/server/https`);
    expect(https).toMatch(new RegExp(`^> \\*\\*${lang ? '提示' : 'Tip'}\\*\\*\\n>\\n> .*plugin-basic-ssl`, 'm'));
    expect(https).toContain(`](${site.url}${lang ? 'zh/' : ''}config/server/proxy.md)`);
    // Package-manager tabs: one code block per manager, with its language.
    const rsdoctor = copyOf(`${lang}/guide/debug/rsdoctor`);
    for (const pm of ['npm', 'yarn', 'pnpm', 'bun']) expect(rsdoctor).toMatch(new RegExp(`\`\`\`sh \\[${pm}\\]\\n${pm} add @rsdoctor/rspack-plugin@0\\.2\\.4 -D\\n\`\`\``));
    // <kbd>Ctrl</kbd>+<kbd>C</kbd> stays on its line.
    expect(rsdoctor).toContain('Ctrl+C');
    // Code blocks keep their language; nothing of the chrome (navigation, footer, HTML).
    expect(copyOf(`${lang}/config/server/port`)).toMatch(/```ts/);
    for (const md of [https, rsdoctor]) {
      expect(prose(md).filter((l) => /<\/?(div|nav|footer|button|svg|kbd)\b/i.test(l))).toEqual([]);
      expect(md).not.toMatch(/^---\n/);
    }
  });
}
