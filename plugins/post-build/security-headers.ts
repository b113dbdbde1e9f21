// The HTTP headers of the published site, written to doc_build/_headers (the format Netlify and Cloudflare
// Pages read, among others) and printed: a strict Content-Security-Policy whose script-src lists the
// SHA-256 hash of every inline script of the built pages (computed after the build, so always current),
// the other security headers, and immutable caching for the hashed assets under /static/. Our static
// server (`pnpm preview`, the browser tests) applies the same file, as those hosts do.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Script types that a browser runs (everything else, JSON data blocks included, is not script). */
const RUNNABLE = /^(|text\/javascript|application\/javascript|module|text\/ecmascript|application\/ecmascript)$/i;

export type InlineScript = { file: string; hash: string };
export type HtmlProblem = { file: string; problem: string };

/** The inline scripts of one HTML document, with the CSP hash of each (`sha256-…`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!RUNNABLE.test(type.trim())) continue;
    hashes.push(`sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** A start tag with its attributes; a quoted value may hold `>` (`title="onToken = (token) => …"`). */
const START_TAG = /<[a-z][a-z0-9-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** What a strict policy cannot allow without 'unsafe-inline': event handler attributes and javascript: URLs. */
export function inlineCodeProblems(html: string): string[] {
  const problems: string[] = [];
  // Attribute names and values only: not text, scripts, or words inside another attribute's value.
  const withoutScripts = html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '');
  for (const tag of withoutScripts.matchAll(START_TAG)) {
    for (const [, name, ...values] of (tag[1] ?? '').matchAll(ATTRIBUTE)) {
      const value = values.find((v) => v !== undefined) ?? '';
      if (/^on[a-z]+$/i.test(name)) problems.push(`inline event handler ${name} in ${tag[0].slice(0, 80)}`);
      if (/^(href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value))
        problems.push(`javascript: URL in ${tag[0].slice(0, 80)}`);
    }
  }
  return problems;
}

/** Every .html file under a folder. */
export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html')) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

/** The origin of the remote search service that the pages name (`<meta name="docs-search-url">`), if any. */
export function remoteSearchOrigin(html: string): string | undefined {
  const m =
    /<meta\b[^>]*name="docs-search-url"[^>]*content="([^"]+)"/i.exec(html) ??
    /<meta\b[^>]*content="([^"]+)"[^>]*name="docs-search-url"/i.exec(html);
  if (!m) return undefined;
  try {
    const url = new URL(m[1].replace(/&amp;/g, '&'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined; // A path of the site itself: 'self' covers it.
  }
}

export type PolicyInput = { scriptHashes: Iterable<string>; connectOrigins?: Iterable<string> };

/**
 * The Content-Security-Policy of the site. Scripts: our own files, the listed inline scripts and WebAssembly
 * compilation, which the live example of /guide/basic/wasm-assets needs (it instantiates add.wasm; the search
 * runs none: theme/search/search-core.ts); never 'unsafe-inline'. Styles
 * allow inline style attributes and elements, which the theme and its syntax highlighting use.
 */
export function contentSecurityPolicy({ scriptHashes, connectOrigins = [] }: PolicyInput): string {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'${h}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...hashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...[...new Set(connectOrigins)].sort()],
    ['worker-src', "'self'"],
    ['frame-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

export type HeaderRule = { pattern: string; headers: [string, string][] };

/** The rules of the site's `_headers`: security headers everywhere, immutable caching for /static/, text types. */
export function headerRules(policy: string): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', policy],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
      ],
    },
    // Every file under /static/ has a content hash in its name (checked by the tests).
    { pattern: '/static/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    // The Markdown copies and llms.txt: shown as text in the browser ("View as Markdown"), never as a
    // download, and as UTF-8 whatever the host guesses (the Chinese copies are unreadable otherwise).
    { pattern: '/*.md', headers: [['Content-Type', 'text/markdown; charset=utf-8']] },
    { pattern: '/*.txt', headers: [['Content-Type', 'text/plain; charset=utf-8']] },
  ];
}

/** `_headers` text: a path pattern on its own line, its headers indented under it. */
export function renderHeadersFile(rules: HeaderRule[]): string {
  const head = '# Written by the build (plugins/post-build/security-headers.ts): do not edit. See PUBLISHING.md.\n';
  return head + rules.map((r) => `${r.pattern}\n${r.headers.map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`).join('');
}

/** Reads a `_headers` file back into rules (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const i = line.indexOf(':');
      if (i > 0 && rules.length) rules[rules.length - 1].headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** Does a `_headers` pattern (`*` matches anything, including slashes) match a path? */
export function patternMatches(pattern: string, pathname: string): boolean {
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(pathname);
}

/** The headers that apply to a path: those of every matching rule, later rules winning. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rules) if (patternMatches(r.pattern, pathname)) for (const [k, v] of r.headers) out[k] = v;
  return out;
}

export type SiteHeaders = { policy: string; rules: HeaderRule[]; problems: HtmlProblem[]; scripts: number };

/** Computes the policy and the rules from the final pages of a built site (`rel`: path under the output folder). */
export function siteHeaders(pages: Iterable<{ rel: string; html: string }>): SiteHeaders {
  const hashes = new Set<string>();
  const connect = new Set<string>();
  const problems: HtmlProblem[] = [];
  for (const { rel, html } of pages) {
    for (const h of inlineScriptHashes(html)) hashes.add(h);
    const origin = remoteSearchOrigin(html);
    if (origin) connect.add(origin);
    for (const problem of inlineCodeProblems(html)) problems.push({ file: rel, problem });
  }
  const policy = contentSecurityPolicy({ scriptHashes: hashes, connectOrigins: connect });
  return { policy, rules: headerRules(policy), problems, scripts: hashes.size };
}

/**
 * Writes doc_build/_headers from the final pages and prints the policy; run by the post-build
 * pipeline (plugins/post-build/index.ts) once every pass has rewritten the pages, since it hashes their
 * inline scripts.
 */
export function writeSecurityHeaders(outDir: string, pages: Iterable<{ rel: string; html: string }>): void {
  const { policy, rules, problems, scripts } = siteHeaders(pages);
  if (problems.length) {
    const list = problems
      .slice(0, 10)
      .map((p) => `  ${p.file}: ${p.problem}`)
      .join('\n');
    throw new Error(
      `The built pages hold inline code that the Content-Security-Policy would block (an on… attribute or a javascript: URL; move the code into a theme script that adds a listener):\n${list}`,
    );
  }
  fs.writeFileSync(path.join(outDir, '_headers'), renderHeadersFile(rules));
  console.log(`Content-Security-Policy (doc_build/_headers, ${scripts} inline script hashes):\n  ${policy}`);
}
