// Checks of a page source that an author needs before anything renders it: the front matter is
// valid YAML (a line like `description: Terms: what they mean` is not, and Rspress would then render
// the YAML as page text), and the MDX compiles. Each problem names the line and column in the file.
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import YAML from 'yaml';
import { ROOT } from '../scripts/lib/pages';

export type PageProblem = { file: string; line: number; column: number; message: string };

const rel = (file: string): string => path.relative(ROOT, path.resolve(file));

/** `file:line:col message`, the one format every checker of ours prints. */
export const formatProblem = (p: PageProblem): string => `${p.file}:${p.line}:${p.column} ${p.message}`;

/** The front matter block: its YAML text and the file line its first YAML line is on. */
export function frontMatterBlock(source: string): { yaml: string; firstLine: number } | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source);
  return m ? { yaml: m[1], firstLine: 2 } : null;
}

/** Front matter that is not valid YAML, or not a mapping, with the line counted from the top of the file. */
export function checkFrontMatterYaml(file: string, source: string = fs.readFileSync(file, 'utf8')): PageProblem[] {
  const block = frontMatterBlock(source);
  if (!block) {
    if (/^---\r?\n/.test(source))
      return [{ file: rel(file), line: 1, column: 1, message: 'front matter is not closed: add a line `---` after it' }];
    return [];
  }
  const doc = YAML.parseDocument(block.yaml, { prettyErrors: false });
  const lineCounter = (offset: number): { line: number; col: number } => {
    const before = block.yaml.slice(0, offset).split('\n');
    return { line: before.length, col: before[before.length - 1].length + 1 };
  };
  const problems: PageProblem[] = doc.errors.map((e) => {
    const at = lineCounter(e.pos[0]);
    const reason = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    return {
      file: rel(file),
      line: block.firstLine + at.line - 1,
      column: at.col,
      message: `front matter is not valid YAML: ${reason} (quote a value that contains ": ", e.g. description: "A: B")`,
    };
  });
  if (!problems.length && doc.contents && !YAML.isMap(doc.contents)) {
    problems.push({ file: rel(file), line: block.firstLine, column: 1, message: 'front matter must be `key: value` lines' });
  }
  return problems.slice(0, 1);
}

/**
 * The source as MDX sees it once Rspress has handled what it handles before MDX: the front matter
 * (blanked, so line numbers stay) and custom heading ids `## Title {#id}` (blanked too).
 */
function mdxView(source: string): string {
  const block = frontMatterBlock(source);
  let out = block ? source.replace(/^---\r?\n[\s\S]*?\r?\n---/, (m) => m.replace(/[^\n]/g, ' ')) : source;
  out = out.replace(/^(#{1,6}\s.*?)(\{#[\w-]+\})\s*$/gm, (_, h: string, id: string) => h + ' '.repeat(id.length));
  return out;
}

type MdxError = Error & {
  line?: number;
  column?: number;
  reason?: string;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
};

/** MDX that does not compile (an unclosed tag, a stray `{`), at its real line. */
export async function checkMdxSyntax(file: string, source: string = fs.readFileSync(file, 'utf8')): Promise<PageProblem[]> {
  const { compile } = await import('@mdx-js/mdx');
  try {
    await compile(mdxView(source));
    return [];
  } catch (e) {
    const err = e as MdxError;
    const place = err.place?.start ?? err.place;
    // Some micromark errors carry their position only in the message: "… (5:1-5:6)".
    const inMessage = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(err.message);
    const line = err.line ?? place?.line ?? (inMessage ? Number(inMessage[1]) : 1);
    const column = err.column ?? place?.column ?? (inMessage ? Number(inMessage[2]) : 1);
    const reason = (err.reason ?? err.message).replace(/\s*\(\d+:\d+(-\d+:\d+)?\)$/, '');
    const hint = /closing brace|expression/i.test(reason)
      ? ' (write `\\{` for a literal brace, or put it in `code`)'
      : /closing tag/i.test(reason)
        ? ' (close the tag, or write `\\<` for a literal <)'
        : '';
    return [{ file: rel(file), line, column, message: `MDX does not compile: ${reason}${hint}` }];
  }
}

/** A release note needs `published_at: YYYY-MM-DD` (the feeds date their entries with it). */
export function checkReleaseDate(file: string, source: string = fs.readFileSync(file, 'utf8')): PageProblem[] {
  if (!/[\\/]community[\\/]releases[\\/]v\d+-\d+\.mdx?$/.test(file)) return [];
  const block = frontMatterBlock(source);
  const data = block ? (YAML.parse(block.yaml) as unknown) : null;
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>).published_at : undefined;
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : '';
  if (/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(text) && !Number.isNaN(Date.parse(text.replace(' ', 'T')))) return [];
  const line = block
    ? block.firstLine +
      Math.max(
        0,
        block.yaml.split('\n').findIndex((l) => l.startsWith('published_at')),
      )
    : 1;
  return [
    {
      file: rel(file),
      line,
      column: 1,
      message: 'a release note needs `published_at: YYYY-MM-DD` (optionally ` HH:MM:SS`) in its front matter (the feeds date it)',
    },
  ];
}

/** Every page source under a docs folder (fragments under shared/ included: they are compiled too). */
function pageSources(docs: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'public' && e.name !== 'node_modules') walk(p);
      } else if (/\.mdx?$/.test(e.name)) out.push(p);
    }
  };
  if (fs.existsSync(docs)) walk(docs);
  return out.sort();
}

/**
 * Rspress plugin: before anything renders, every page's front matter must be valid YAML. Rspress
 * would otherwise publish the YAML as page text (an <hr> and an <h2>). The build stops with one line
 * per page, `file:line:col message`, and no stack trace; the dev server prints the same lines and
 * goes on, so the author sees them while editing.
 */
export function pluginFrontMatterCheck(): RspressPlugin {
  return {
    name: 'rsbuild-docs:front-matter-check',
    async beforeBuild(config, isProd) {
      const docs = config.root ?? path.join(ROOT, 'docs');
      const problems = pageSources(docs).flatMap((f) => {
        const yamlProblems = checkFrontMatterYaml(f);
        return yamlProblems.length ? yamlProblems : checkReleaseDate(f);
      });
      if (!problems.length) return;
      const text = problems.map(formatProblem).join('\n');
      if (isProd) {
        process.stderr.write(
          `${text}\nThe build stopped: fix the front matter above (${problems.length} page${problems.length === 1 ? '' : 's'}).\n`,
        );
        process.exit(1);
      }
      process.stderr.write(`${text}\nThese pages render wrongly until their front matter is fixed.\n`);
    },
  };
}
