// Requests to the servers of 0.5.9 as the clients of a page send them. Node's own `http` is used rather
// than `fetch()`, so that nothing is added to a request: no default `Accept`, no `Accept-Encoding`.
import http from 'node:http';
import zlib from 'node:zlib';

/**
 * The `Accept` headers of the requests a page makes. Chromium navigating to a page (`browser`), a
 * `<script src>` (`script`), a `fetch()` without headers (`fetch`), an API client asking for JSON
 * (`json`); `none` sends no `Accept` header at all (some HTTP libraries).
 */
export const ACCEPT = {
  browser:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  script: '*/*',
  fetch: '*/*',
  json: 'application/json',
  none: null,
} as const;
export type Client = keyof typeof ACCEPT;
/** The clients a browser uses for a page, its scripts and its `fetch()` calls. */
export const BROWSER_CLIENTS: Client[] = ['browser', 'script', 'fetch'];

export type Answer = {
  status: number;
  /** The `<title>` of an HTML answer (the fact projects title each page after its entry), else null. */
  page: string | null;
  /** The body, gunzipped when it came compressed. */
  text: string;
  /** The body as it came over the wire (still compressed when it came compressed). */
  raw: Buffer;
  headers: http.IncomingHttpHeaders;
};

export type Ask = {
  client?: Client;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Milliseconds before the request counts as unanswered (rejects with "no answer"). */
  timeout?: number;
};

/** One request to `http://localhost:<port><path>`. */
export function ask(
  port: number,
  path: string,
  { client = 'browser', method = 'GET', headers = {}, body, timeout = 15_000 }: Ask = {},
): Promise<Answer> {
  const accept = ACCEPT[client];
  return new Promise((resolve, reject) => {
    const req = http.request({ host: 'localhost', port, path, method, headers: { ...(accept ? { accept } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode ?? 0, page: /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? null, text, raw, headers: res.headers });
      });
      res.on('error', reject);
    });
    req.setTimeout(timeout, () => {
      req.destroy();
      reject(new Error(`no answer to ${method} ${path} within ${timeout} ms`));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `200 page-index`, `404`, … : the status and the page of an answer, for compact assertions. */
export async function seen(port: number, path: string, options: Ask = {}): Promise<string> {
  const a = await ask(port, path, options);
  return a.page && !/^Error$/.test(a.page) ? `${a.status} ${a.page}` : `${a.status}`;
}

/** `seen` for each client: `{ browser: '200 page-index', script: …, … }`. */
export async function byClient(
  port: number,
  path: string,
  clients: Client[] = ['browser', 'script', 'fetch', 'json', 'none'],
  options: Ask = {},
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const client of clients) out[client] = await seen(port, path, { ...options, client });
  return out;
}

/** The same answer for every client of the list. */
export const every = (answer: string, clients: Client[] = ['browser', 'script', 'fetch', 'json', 'none']): Record<string, string> =>
  Object.fromEntries(clients.map((c) => [c, answer]));

/**
 * The status a server answers a WebSocket handshake on `path` with (101 when it takes the socket), or 0
 * when it does not answer within `ms` or the connection fails.
 */
export function wsHandshake(port: number, path: string, headers: Record<string, string> = {}, ms = 3_000): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request({
      host: 'localhost',
      port,
      path,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(0);
    }, ms);
    req.on('upgrade', (res, socket) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => {
      clearTimeout(timer);
      resolve(0);
    });
    req.end();
  });
}
