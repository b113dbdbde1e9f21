// Small, dependency-free readers for the MDX page sources: code fences, headings, front matter, links.
// The content gates and the build-time scripts share them.

export type FrontMatter = { data: Record<string, string>; raw: string; body: string; bodyLine: number };
export type CodeBlock = { lang: string; meta: string; code: string; line: number };
export type Heading = { depth: number; text: string; line: number };
export type Link = { text: string; href: string; line: number };

/** Splits front matter from the body. bodyLine: 1-based line of the body's start. */
export function splitFrontMatter(source: string): FrontMatter {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!m) return { data: {}, raw: '', body: source, bodyLine: 1 };
  const data: Record<string, string> = {};
  for (const line of m[1].split('\n')) {
    const kv = /^([\w-]+):\s*(.*)$/.exec(line);
    if (kv) data[kv[1]] = kv[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, raw: m[1], body: source.slice(m[0].length), bodyLine: m[0].split('\n').length };
}

/** Code fences: [{ lang, meta, code, line }] (line: 1-based line of the opening fence). */
export function codeBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  let open: { marker: string; lang: string; meta: string; start: number; body: string[] } | null = null;
  lines.forEach((text, i) => {
    const fence = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(text);
    if (!open) {
      if (fence) {
        const info = fence[3].trim();
        const [lang = '', ...rest] = info.split(/\s+/);
        open = { marker: fence[2], lang, meta: rest.join(' '), start: i, body: [] };
      }
    } else if (fence && fence[2].startsWith(open.marker[0]) && fence[2].length >= open.marker.length && !fence[3].trim()) {
      blocks.push({ lang: open.lang, meta: open.meta, code: open.body.join('\n'), line: open.start + 1 });
      open = null;
    } else {
      open.body.push(text);
    }
  });
  return blocks;
}

/** The source with code fences blanked out (line count preserved), for prose checks. */
export function withoutCode(source: string): string {
  const lines = source.split('\n');
  const out = [...lines];
  for (const b of codeBlocks(source)) {
    const n = b.code === '' ? 0 : b.code.split('\n').length;
    for (let i = b.line - 1; i <= b.line + n; i++) if (i < out.length) out[i] = '';
  }
  return out.join('\n');
}

/** Headings outside code: [{ depth, text, line }]. Text keeps inline markup removed. */
export function headings(source: string): Heading[] {
  const res: Heading[] = [];
  withoutCode(source)
    .split('\n')
    .forEach((text, i) => {
      const m = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(text);
      if (m) res.push({ depth: m[1].length, text: plainText(m[2]), line: i + 1 });
    });
  return res;
}

/** Inline markdown to plain text: `code`, **bold**, [text](link), <Tag /> removed. */
export function plainText(md: string): string {
  const code: string[] = [];
  return (
    md
      .replace(/\{#[\w-]+\}\s*$/, '')
      .replace(/`([^`]*)`/g, (_, c: string) => `\u0000${code.push(c) - 1}\u0000`)
      .replace(/<[^>]+>/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Emphasis markers only where they pair up, as Markdown reads them: `VUE_APP_ variables` keeps its
      // underscores (Rspress's heading id is keep-the-vue_app_-variables).
      .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__/g, '$1$2')
      .replace(/(^|[^\w\u0000])([*_])(?=\S)(.+?)(?<=\S)\2(?![\w\u0000])/g, '$1$3')
      .replace(/\u0000(\d+)\u0000/g, (_, i: string) => code[Number(i)])
      .trim()
  );
}

/** Explicit heading id `{#id}` if present. */
export function customId(md: string): string | undefined {
  const m = /\{#([\w-]+)\}\s*$/.exec(md);
  return m ? m[1] : undefined;
}

/** Markdown links outside code: [{ text, href, line }]. */
export function links(source: string): Link[] {
  const res: Link[] = [];
  withoutCode(source)
    .split('\n')
    .forEach((text, i) => {
      const stripped = text.replace(/`[^`]*`/g, '');
      for (const m of stripped.matchAll(/\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) res.push({ text: m[1], href: m[2], line: i + 1 });
      for (const m of stripped.matchAll(/\bhref=["']([^"']+)["']/g)) res.push({ text: '', href: m[1], line: i + 1 });
    });
  return res;
}
