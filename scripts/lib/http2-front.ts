// HTTP/2 over TLS in front of the static server (./static-server.ts), for the interaction benchmark: the
// static hosts the site is published on (PUBLISHING.md) answer over HTTP/2, where a page's requests share
// one connection. Over HTTP/1.1 a browser opens at most 6 connections to a host, so a search's 16 small
// fetches would wait in waves that no visitor of those hosts meets. The certificate is made once with
// `openssl` (self-signed, for 127.0.0.1; the benchmark's browser is told to accept it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Chromium's flag that accepts the self-signed certificate (the benchmark's own browser only). */
export const ACCEPT_SELF_SIGNED = '--ignore-certificate-errors';

const CERT_DIR = path.join(os.tmpdir(), 'docs-bench-cert');
/** Headers of one hop (HTTP/1.1 connection handling), not passed between the two protocols. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

/** The key and certificate for 127.0.0.1, made with openssl the first time. */
function certificate(): { key: Buffer; cert: Buffer } {
  const key = path.join(CERT_DIR, 'key.pem');
  const cert = path.join(CERT_DIR, 'cert.pem');
  if (!fs.existsSync(key) || !fs.existsSync(cert)) {
    fs.mkdirSync(CERT_DIR, { recursive: true });
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '3650'];
    const made = spawnSync(
      'openssl',
      [...args, '-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      {
        encoding: 'utf8',
      },
    );
    if (made.status !== 0)
      throw new Error(
        `HTTP/2 needs a certificate, made with openssl, which failed (${made.error?.message ?? made.stderr.trim()}). Install openssl, or measure over HTTP/1.1 with --http1.`,
      );
  }
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

const oneHop = (headers: http.IncomingHttpHeaders): Record<string, string | string[]> =>
  Object.fromEntries(Object.entries(headers).filter(([k, v]) => v !== undefined && !k.startsWith(':') && !HOP.has(k))) as Record<
    string,
    string | string[]
  >;

/** Serves `inner` (an http:// URL on this machine) over HTTP/2 with TLS on 127.0.0.1:`port` (0: any free one). */
export async function startHttp2Front(inner: string, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(inner);
  const server = http2.createSecureServer(certificate(), (req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: oneHop(req.headers) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, oneHop(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  return {
    url: `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
