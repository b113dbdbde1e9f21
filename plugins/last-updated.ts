// The "Last updated" line of every doc page, in every build. Rspress takes it from git only, so a build
// of a source archive (no .git) silently dropped it. Each page's date comes from the first source that
// has one: git (the last commit of the page's file), SOURCE_DATE_EPOCH, the file's modification time
// (`git archive` and release tarballs stamp it with the commit's time). The build prints one line naming
// the source: info for git's full history, a warning otherwise (ARCHITECTURE.md, "Last updated").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export type DateSource = 'git' | 'SOURCE_DATE_EPOCH' | 'mtime';
export type Resolved = { timestamp: number; source: DateSource };

/** What git says about a folder: file (absolute path) -> commit time (ms); whether the clone is shallow. */
export type GitDates = { dates: Map<string, number>; shallow: boolean } | null;

const git = (cwd: string, args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });

/** The last commit time of every file under `dir` that git tracks, or null outside a git checkout. */
export function gitDates(dir: string): GitDates {
  let top: string;
  try {
    top = git(dir, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    return null;
  }
  const dates = new Map<string, number>();
  let log = '';
  try {
    log = git(dir, ['-c', 'core.quotePath=false', 'log', '--pretty=format:%x00%at', '--name-only', '--no-renames', '--', '.']);
  } catch {
    // A repository without commits: nothing is tracked yet.
  }
  let time: number | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) time = Number(line.slice(1)) * 1000;
    else if (line && time !== undefined) {
      const file = path.join(top, line);
      if (!dates.has(file)) dates.set(file, time);
    }
  }
  let shallow = false;
  try {
    shallow = git(dir, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  } catch {}
  return { dates, shallow };
}

/** The date of one page: git, else SOURCE_DATE_EPOCH (seconds), else the file's modification time. */
export function resolveDate(
  file: string,
  gitInfo: GitDates,
  sourceDateEpoch: string | undefined,
  mtime: (file: string) => number,
): Resolved {
  const fromGit = gitInfo?.dates.get(path.resolve(file));
  if (fromGit !== undefined) return { timestamp: fromGit, source: 'git' };
  const epoch = Number(sourceDateEpoch);
  if (sourceDateEpoch && Number.isFinite(epoch) && epoch > 0) return { timestamp: epoch * 1000, source: 'SOURCE_DATE_EPOCH' };
  return { timestamp: mtime(file), source: 'mtime' };
}

/** The one line the build prints about where the dates came from. */
export function sourceSummary(counts: Record<DateSource, number>, gitInfo: GitDates): { level: 'info' | 'warn'; text: string } {
  const total = counts.git + counts.SOURCE_DATE_EPOCH + counts.mtime;
  const fallback = counts.SOURCE_DATE_EPOCH ? 'SOURCE_DATE_EPOCH' : 'file modification times';
  if (!gitInfo)
    return {
      level: 'warn',
      text: `last updated: not a git checkout (a source archive?): the dates of all ${total} pages come from ${fallback}`,
    };
  const rest = total - counts.git;
  if (gitInfo.shallow) {
    return {
      level: 'warn',
      text: `last updated: shallow git clone: ${counts.git} pages dated from git (pages not changed within the fetched commits show the oldest one's date)${rest ? `, ${rest} from ${fallback}` : ''}; run \`git fetch --unshallow\` for exact dates`,
    };
  }
  if (rest)
    return { level: 'warn', text: `last updated: ${counts.git} pages dated from git history, ${rest} not in git yet from ${fallback}` };
  return { level: 'info', text: `last updated: all ${total} pages dated from git history` };
}

/** How a date reads on a page of a language (as Rspress writes it). */
export const formatDate = (timestamp: number, lang: string): string => new Date(timestamp).toLocaleString(lang || 'en');

/**
 * Rspress plugin: sets `lastUpdatedTime` on every page (themeConfig.lastUpdated stays off so that
 * Rspress's git-only plugin does not run; theme/components/LastUpdated.tsx shows the line).
 */
export function pluginLastUpdated(docs: string): RspressPlugin {
  let gitInfo: GitDates | undefined;
  const counts: Record<DateSource, number> = { git: 0, SOURCE_DATE_EPOCH: 0, mtime: 0 };
  let reported = false;
  const seen = new Set<string>();
  return {
    name: 'rsbuild-docs:last-updated',
    extendPageData(pageData) {
      // _filepath is set by Rspress on page data but not part of its public type.
      const file = (pageData as typeof pageData & { _filepath?: string })._filepath;
      if (!file || !fs.existsSync(file)) return;
      if (gitInfo === undefined) gitInfo = gitDates(docs);
      const { timestamp, source } = resolveDate(file, gitInfo, process.env.SOURCE_DATE_EPOCH, (f) => fs.statSync(f).mtimeMs);
      // lastUpdatedTime is read by the theme from page data; Rspress's PageIndexInfo type lacks it.
      (pageData as typeof pageData & { lastUpdatedTime?: string }).lastUpdatedTime = formatDate(timestamp, pageData.lang);
      if (!seen.has(file)) {
        seen.add(file);
        counts[source] += 1;
      }
    },
    beforeBuild() {
      reported = false;
    },
    afterBuild() {
      if (reported || !seen.size) return;
      reported = true;
      const { level, text } = sourceSummary(counts, gitInfo ?? null);
      if (level === 'warn') console.warn(`warn    ${text}`);
      else console.log(`info    ${text}`);
    },
  };
}
