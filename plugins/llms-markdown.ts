// The Markdown copy of a page (`/guide/start/quick-start.md`), made good to paste into an assistant.
// Rspress's `llms` option writes it from the MDX; this pass, run after the build on every `.md` copy,
// removes what it leaves of the site: front matter, `:::tip` containers (turned into quotes), links
// relative to the site (made absolute on `site.url`) and the line breaks it puts around `<kbd>` keys.
// The callouts' labels are the page's language (i18n.json, `callout.*`).
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import i18n from '../i18n.json';
import { type Lang, site } from '../site';

const FENCE = /^(\s*)(`{3,}|~{3,})/;

/** A callout's label in the page's language: `tip` → "Tip" / "提示" (the kind itself when i18n.json has none). */
function label(kind: string, lang: Lang): string {
  const texts = (i18n as Record<string, Record<string, string>>)[`callout.${kind}`];
  return texts?.[lang] ?? kind;
}

/**
 * Rspress writes a key of `<kbd>Ctrl</kbd>+<kbd>C</kbd> when` as "Ctrl\n+C\n when": the three lines
 * become one. Only outside code blocks (a diff's added line starts with `+` too).
 */
function joinKeys(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[2].startsWith(fence) && line.trim() === f[2]) fence = null;
    } else if (f) {
      fence = f[2];
    } else if (
      /^\+\w[\w ]{0,10}$/.test(line) &&
      /\S$/.test(out[out.length - 1] ?? '') &&
      i + 1 < lines.length &&
      lines[i + 1] !== '' &&
      !FENCE.test(lines[i + 1])
    ) {
      out[out.length - 1] += line + lines[++i];
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/**
 * One `.md` copy made ready to paste; `origin` is the site's absolute address ending in `/`, `lang`
 * the page's language (the callouts' labels).
 */
export function pasteReady(md: string, origin: string = site.url, lang: Lang = 'en'): string {
  const text = joinKeys(md.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n+/, ''));
  const base = origin.replace(/\/$/, '');
  const out: string[] = [];
  let fence: string | null = null;
  let quote = false;
  for (const line of text.split('\n')) {
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[2].startsWith(fence) && line.trim() === f[2]) fence = null;
      out.push(quote ? `> ${line}`.trimEnd() : line);
      continue;
    }
    if (f) {
      fence = f[2];
      out.push(quote ? `> ${line}` : line);
      continue;
    }
    const open = /^:::\s*(\w+)\s*(.*)$/.exec(line);
    if (open && !quote) {
      const kind = open[1].toLowerCase();
      const title = open[2].trim() || label(kind, lang);
      out.push(`> **${title}**`, '>');
      quote = true;
      continue;
    }
    if (quote && /^:::\s*$/.test(line)) {
      while (out.length && (out[out.length - 1] === '>' || out[out.length - 1] === '')) out.pop();
      quote = false;
      continue;
    }
    // Inline links and images (with or without a title), and reference definitions.
    const abs = line
      .replace(/\]\((\/(?!\/)[^)\s]*)(?=[)\s])/g, (_, href: string) => `](${base}${href}`)
      .replace(/^(\s*\[[^\]]+\]:\s*)(\/(?!\/)\S*)/, (_, head: string, href: string) => `${head}${base}${href}`);
    out.push(quote ? (abs.trim() ? `> ${abs}` : '>') : abs);
  }
  return `${out
    .join('\n')
    .replace(/^\s+/, '')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

function mdFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return mdFiles(p);
    return e.name.endsWith('.md') ? [p] : [];
  });
}

/** Rewrites every page's `.md` copy in the output with `pasteReady` (not llms.txt / llms-full.txt). */
export function pluginPasteReadyMarkdown(): RspressPlugin {
  return {
    name: 'paste-ready-markdown',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir || 'doc_build');
      const zh = path.join(outDir, 'zh') + path.sep;
      for (const file of mdFiles(outDir))
        fs.writeFileSync(file, pasteReady(fs.readFileSync(file, 'utf8'), site.url, file.startsWith(zh) ? 'zh' : 'en'));
    },
  };
}
