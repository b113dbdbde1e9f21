// The static server of `pnpm preview` and of the browser tests: serve-handler (configured by serve.json:
// clean URLs, no directory listings, 404.html for a missing path), plus what a careful static host adds:
// the headers of doc_build/_headers, applied per path as Netlify and Cloudflare Pages do, and hostile paths
// (bad percent-encoding, NUL bytes, `..` segments, names too long for the file system) answering the 404
// page with status 404, never a 400 or 500 text page.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { type HeaderRule, headersFor, parseHeadersFile } from '../../plugins/post-build/security-headers';

type ServeHandler = (req: http.IncomingMessage, res: http.ServerResponse, options: Record<string, unknown>) => Promise<void>;

/** serve-handler is a dependency of `serve`, not of the project: resolve it from `serve`'s folder. */
function serveHandler(): ServeHandler {
  const fromServe = createRequire(createRequire(import.meta.url).resolve('serve/package.json'));
  return fromServe('serve-handler') as ServeHandler;
}

/** Longest path we pass on to the file system (the longest real path of the site is about 80). */
export const MAX_PATH = 1024;

/** Why a request path cannot name a file of the site, or null when it can. */
export function hostilePath(rawPath: string): string | null {
  if (rawPath.length > MAX_PATH) return 'too long';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'bad percent-encoding';
  }
  if (decoded.includes('\0')) return 'NUL byte';
  if (decoded.includes('\\')) return 'backslash';
  if (decoded.split('/').some((s) => s === '..' || s === '.')) return 'dot segment';
  if (decoded.split('/').some((s) => Buffer.byteLength(s) > 255)) return 'segment too long';
  return null;
}

export type StaticServerOptions = {
  /** The built site. */
  root: string;
  /** serve.json (clean URLs …). */
  config: string;
  /** Apply root/_headers (default true). */
  headers?: boolean;
  /** Log each request to stdout. */
  log?: boolean;
  /** Gzip text responses for clients that accept it, as a static host does (default false: on the loopback it only costs CPU). */
  gzip?: boolean;
};

const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/;

/** Buffers what serve-handler writes and sends it gzipped when the type is text and the client accepts gzip. */
function gzipResponse(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) || req.method === 'HEAD') return;
  const chunks: Buffer[] = [];
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => http.ServerResponse;
  const end = res.end.bind(res) as (...a: unknown[]) => http.ServerResponse;
  let head: unknown[] | null = null;
  res.writeHead = ((...a: unknown[]) => {
    head = a;
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk)
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8'),
      );
    const cb = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    cb?.();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    // Headers passed to writeHead take part in the decision as those set with setHeader do.
    const headers = (head?.find((h) => h && typeof h === 'object') ?? {}) as Record<string, string | number>;
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    const status = typeof head?.[0] === 'number' ? (head[0] as number) : res.statusCode;
    let body = Buffer.concat(chunks);
    if ((status === 200 || status === 404) && COMPRESSIBLE_TYPE.test(String(res.getHeader('content-type') ?? '')) && body.length > 0) {
      body = zlib.gzipSync(body, { level: 6 });
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.setHeader('Content-Length', body.length);
    writeHead(status);
    return end(body);
  }) as typeof res.end;
}

/** The request handler: the site as a static host serves it. */
export function siteHandler(options: StaticServerOptions): http.RequestListener {
  const handler = serveHandler();
  const serveOptions = { ...(JSON.parse(fs.readFileSync(options.config, 'utf8')) as Record<string, unknown>), public: options.root };
  const headersFile = path.join(options.root, '_headers');
  let rules: HeaderRule[] = [];
  let rulesRead = 0;
  const currentRules = (): HeaderRule[] => {
    if (options.headers === false) return [];
    // Read again when the site was rebuilt while the server runs.
    const mtime = fs.existsSync(headersFile) ? fs.statSync(headersFile).mtimeMs : 0;
    if (mtime !== rulesRead) {
      rules = mtime ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
      rulesRead = mtime;
    }
    return rules;
  };
  const notFound = (res: http.ServerResponse, head: boolean): void => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(head ? undefined : fs.readFileSync(path.join(options.root, '404.html')));
  };
  return (req, res) => {
    const rawPath = (req.url ?? '/').split('?')[0].split('#')[0];
    const started = Date.now();
    if (options.log) res.on('finish', () => console.log(`${res.statusCode} ${req.method} ${req.url} ${Date.now() - started} ms`));
    // _headers patterns match the path as requested; a path that cannot be decoded gets the site-wide rules.
    let matchPath = rawPath;
    try {
      matchPath = decodeURI(rawPath);
    } catch {}
    for (const [k, v] of Object.entries(headersFor(currentRules(), matchPath))) res.setHeader(k, v);
    if (options.gzip) gzipResponse(req, res);
    if (hostilePath(rawPath)) return notFound(res, req.method === 'HEAD');
    handler(req, res, serveOptions).catch(() => {
      if (!res.headersSent) notFound(res, req.method === 'HEAD');
      else res.end();
    });
  };
}

export type RunningServer = { url: string; server: http.Server; close(): Promise<void> };

/** Starts the server on host:port (port 0: a free one). */
export async function startStaticServer(options: StaticServerOptions & { host?: string; port?: number }): Promise<RunningServer> {
  const server = http.createServer(siteHandler(options));
  // Node's fetch (undici) reuses an idle connection for up to the server's keep-alive time less 1 s. With
  // Node's 5 s, a client that was busy for seconds (the search benchmark's CPU-bound queries) could send on a
  // socket the server was closing and get ECONNRESET ("fetch failed" in sections.ts, which ended a
  // benchmark run). A minute leaves a margin no pause of ours reaches.
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    server,
    // server.close() waits for the connections still open, and one whose response the client has not read to
    // its end stays open for the minute above: a browser test that closed its server waited past its 30 s
    // timeout (CI, search.spec "the page's actions … are not indexed"). Whoever closes the server is done
    // with it, so its connections end with it (tests/unit/static-server.test.ts).
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
