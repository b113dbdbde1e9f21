// Which English version a Chinese page translates, and whether the English page changed since.
// Each Chinese page records `translation: <hash>` in its front matter: a content hash of the English page,
// not a commit, so it works in any checkout and survives rebases (CONTRIBUTING.md, "Translations").
// Git is needed only to show what changed: the English file's history is searched for the version with
// the recorded hash.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { frontMatterBlock } from './page-check';
import { DOCS, LANGS, ROOT, listPages, pageFile } from '../scripts/lib/pages';

/** Content hash of an English page source (line endings and trailing spaces do not count). */
export function translationHash(englishSource: string): string {
  const normal = englishSource
    .replace(/\r\n/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trim();
  return crypto.createHash('sha256').update(normal).digest('hex').slice(0, 12);
}

/** The `translation:` value of a Chinese page source, or undefined. */
export function recordedHash(source: string): string | undefined {
  const block = frontMatterBlock(source);
  return block ? /^translation:\s*['"]?([0-9a-f]{6,64})['"]?\s*$/m.exec(block.yaml)?.[1] : undefined;
}

/** Sets (or adds) the `translation:` line of a Chinese page source. */
export function withRecordedHash(source: string, hash: string): string {
  const block = frontMatterBlock(source);
  if (!block) return `---\ntranslation: ${hash}\n---\n\n${source.replace(/^\n+/, '')}`;
  const yaml = /^translation:.*$/m.test(block.yaml)
    ? block.yaml.replace(/^translation:.*$/m, `translation: ${hash}`)
    : `${block.yaml}\ntranslation: ${hash}`;
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---/, `---\n${yaml}\n---`);
}

export type TranslationState = {
  route: string;
  zh: string;
  en: string;
  state: 'current' | 'stale' | 'unrecorded';
  recorded?: string;
  current: string;
};

/** The state of every Chinese page that has an English page. */
export function translationStates(docs: string = DOCS): TranslationState[] {
  return listPages('zh', docs).flatMap(({ route, file }) => {
    const en = pageFile(route, 'en', docs);
    if (!en) return [];
    const current = translationHash(fs.readFileSync(en, 'utf8'));
    const recorded = recordedHash(fs.readFileSync(file, 'utf8'));
    const state = recorded === undefined ? 'unrecorded' : recorded === current ? 'current' : 'stale';
    return [{ route, zh: file, en, state, recorded, current }];
  });
}

/** The English diff since the recorded version, from git history; null when git does not have it. */
export function englishDiffSince(en: string, recorded: string, cwd: string = ROOT): string | null {
  const rel = path.relative(cwd, en);
  try {
    const commits = execFileSync('git', ['log', '--format=%H', '--', rel], { cwd, encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const c of commits) {
      const text = execFileSync('git', ['show', `${c}:${rel}`], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      if (translationHash(text) === recorded) return execFileSync('git', ['diff', '--no-color', c, '--', rel], { cwd, encoding: 'utf8' });
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * Rspress plugin: a Chinese page whose English page changed since its translation gets
 * `translationStale` in its page data (the English route), and the theme shows readers a notice.
 */
export function pluginTranslationNotice(docs: string = DOCS): RspressPlugin {
  return {
    name: 'rsbuild-docs:translation-notice',
    extendPageData(pageData) {
      if (pageData.lang !== 'zh') return;
      // Read on every call: in `pnpm dev` the pages change while the server runs.
      const route = pageData.routePath.replace(/^\/zh/, '') || '/';
      const zh = pageFile(route, 'zh', docs);
      const en = pageFile(route, 'en', docs);
      if (!zh || !en) return;
      const recorded = recordedHash(fs.readFileSync(zh, 'utf8'));
      if (recorded && recorded !== translationHash(fs.readFileSync(en, 'utf8'))) {
        // Extra page data reaches the client (usePage().page), unlike changes to the front matter.
        (pageData as typeof pageData & { translationStale?: string }).translationStale = route;
      }
    },
  };
}

/** Per language, the routes (without prefix) of pages that exist in another language but not in it. */
export function missingTranslations(docs: string = DOCS): Record<string, string[]> {
  const routes = new Map(LANGS.map((lang) => [lang, new Set(listPages(lang, docs).map((p) => p.route))]));
  const all = new Set([...routes.values()].flatMap((set) => [...set]));
  return Object.fromEntries(LANGS.map((lang) => [lang, [...all].filter((r) => !routes.get(lang)?.has(r)).sort()]));
}
