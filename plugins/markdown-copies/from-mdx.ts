// A page's MDX source as plain Markdown, for its Markdown copy (`/guide/start/quick-start.md`): what the
// MDX compiler would turn into components is written out as Markdown instead. The source's front
// matter, imports, `{/* comments */}` and `<div>` wrappers go; the site's replace rules (the generated lists) are applied
// first, as Rspress applies them before compiling (within a line); a shared `.mdx` fragment that a page imports and
// places (`<NodeRequirement />`) is written in its place; `<PackageManagerTabs command="…" />` becomes
// one code block per package manager; `<kbd>` keys become their text; links to pages of the site point
// at their Markdown copies. The front matter of the home page and the list of an overview page are
// written by the caller (`index.ts`), which knows the site's navigation.
import fs from 'node:fs';
import path from 'node:path';
import { splitFrontMatter } from '../../scripts/lib/markdown';

const FENCE = /^(\s*)(`{3,}|~{3,})/;

/** The package managers of `<PackageManagerTabs>`, in the order of Rspress's tabs. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

export type ReplaceRule = { search: string | RegExp; replace: string };

export type FromMdxOptions = {
  /** The page's file: imported fragments are resolved from its folder, and errors name it. */
  file: string;
  /** The site's replace rules (Rspress's `replaceRules`), applied to the source first. */
  replaceRules?: ReplaceRule[];
  /** What `<OverviewList />` becomes (the overview page's list, as Markdown). */
  overviewList?: string;
};

/** Each line (with its line number in the source) with whether it is inside (or is a fence of) a code block. */
function* linesWithFences(lines: { line: string; n: number }[]): Generator<{ line: string; code: boolean; n: number }> {
  let fence: string | null = null;
  for (const { line, n } of lines) {
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[2].startsWith(fence) && line.trim() === f[2]) fence = null;
      yield { line, code: true, n };
    } else if (f) {
      fence = f[2];
      yield { line, code: true, n };
    } else yield { line, code: false, n };
  }
}

/** `/guide/start/` → `/guide/start/index.md`, `/config/x#y` → `/config/x.md#y`; other hrefs as they are. */
export function markdownHref(href: string): string {
  const m = /^(\/(?!\/)[^#?\s]*)([?#][^\s]*)?$/.exec(href);
  if (!m) return href;
  const [, p, rest = ''] = m;
  if (/\.[a-z0-9]+$/i.test(p.split('/').pop() ?? '')) return href;
  return `${p.endsWith('/') ? `${p}index` : p}.md${rest}`;
}

/** The MDX source of a page as Markdown (see the file's header). */
export function fromMdx(source: string, options: FromMdxOptions, seen: string[] = []): string {
  const { file } = options;
  const { body, bodyLine } = splitFrontMatter(source.replace(/\r\n/g, '\n'));
  // The replace rules as Rspress applies them (String.prototype.replace, rule after rule), within each
  // line (the site's rules replace a one-line marker), so that what they insert keeps the marker's line
  // number for the errors below.
  const lines = body.split('\n').flatMap((original, i) => {
    let line = original;
    for (const rule of options.replaceRules ?? []) line = line.replace(rule.search, rule.replace);
    return line.split('\n').map((l) => ({ line: l, n: bodyLine + i }));
  });
  // A fragment imported under a name: `import NodeRequirement from '../../shared/node-requirement.mdx';`
  const fragments = new Map<string, string>();
  const out: string[] = [];
  for (const { line, code, n } of linesWithFences(lines)) {
    if (code) {
      out.push(line);
      continue;
    }
    const imp = /^import\s+(?:(\w+)|\{[^}]*\})\s+from\s+['"]([^'"]+)['"];?\s*$/.exec(line);
    if (imp) {
      if (imp[1] && /\.mdx?$/.test(imp[2])) fragments.set(imp[1], path.resolve(path.dirname(file), imp[2]));
      continue;
    }
    if (/^\s*\{\/\*[\s\S]*\*\/\}\s*$/.test(line)) continue;
    // A wrapper of the page's HTML only (the error reference's `<div data-pagefind-ignore="all">`).
    if (/^\s*<\/?div\b[^>]*>\s*$/.test(line)) continue;
    const tabs = /^\s*<PackageManagerTabs\s+command="([^"]+)"\s*\/>\s*$/.exec(line);
    if (tabs) {
      out.push(PACKAGE_MANAGERS.map((pm) => `\`\`\`sh [${pm}]\n${pm} ${tabs[1]}\n\`\`\``).join('\n\n'));
      continue;
    }
    if (/^\s*<OverviewList\s*\/>\s*$/.test(line)) {
      if (options.overviewList === undefined) throw new Error(`${file}:${n}: <OverviewList /> on a page that is not an overview page.`);
      out.push(options.overviewList);
      continue;
    }
    const placed = /^\s*<(\w+)\s*\/>\s*$/.exec(line);
    if (placed && fragments.has(placed[1])) {
      const fragment = fragments.get(placed[1])!;
      if (seen.includes(fragment)) throw new Error(`${file}:${n}: ${placed[1]} includes itself.`);
      if (!fs.existsSync(fragment)) throw new Error(`${file}:${n}: ${placed[1]} is imported from ${fragment}, which does not exist.`);
      out.push(fromMdx(fs.readFileSync(fragment, 'utf8'), { ...options, file: fragment }, [...seen, file]).trim());
      continue;
    }
    if (/^\s*<[A-Z]\w*[\s/>]/.test(line))
      throw new Error(
        `${file}:${n}: the Markdown copy cannot write the component in "${line.trim()}": add it to plugins/markdown-copies/from-mdx.ts.`,
      );
    out.push(
      line
        .replace(/^(#{1,6}\s.*?)\s*\{#[\w-]+\}\s*$/, '$1')
        .replace(/<kbd>([^<]*)<\/kbd>/g, '$1')
        .replace(/\]\((\/(?!\/)[^)\s]*)(?=[)\s])/g, (_, href: string) => `](${markdownHref(href)}`)
        .replace(/^(\s*\[[^\]]+\]:\s*)(\/(?!\/)\S*)/, (_, head: string, href: string) => `${head}${markdownHref(href)}`),
    );
  }
  return `${out
    .join('\n')
    .replace(/^\s+/, '')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
