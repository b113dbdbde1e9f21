// `pnpm preview [dir] [--listen tcp://host:port | --port N] [--no-request-logging] [--no-headers]`:
// serves the built site (doc_build/ by default) as a static host does: clean URLs, 404.html with
// status 404, the headers of doc_build/_headers, and the 404 page for hostile paths
// (scripts/lib/static-server.ts). Options of the `serve` CLI that do not apply here are ignored.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './lib/static-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let dir = 'doc_build';
let host = '127.0.0.1';
let port = 3000;
let log = true;
let headers = true;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--listen' || a === '-l') {
    const m = /^(?:tcp:\/\/)?(?:\[?([^\]]*?)\]?:)?(\d+)$/.exec(args[++i] ?? '');
    if (!m) throw new Error(`--listen takes tcp://host:port or a port, not ${args[i]}`);
    if (m[1]) host = m[1];
    port = Number(m[2]);
  } else if (a === '--port' || a === '-p') port = Number(args[++i]);
  else if (a === '--no-request-logging') log = false;
  else if (a === '--no-headers') headers = false;
  else if (a === '--config' || a === '-c') i++;
  else if (!a.startsWith('-')) dir = a;
}

if (!fs.existsSync(path.join(path.resolve(ROOT, dir), 'index.html'))) {
  console.error(`No built site in ${dir}/: run \`pnpm build\` first.`);
  process.exit(1);
}
const site = await startStaticServer({ root: path.resolve(ROOT, dir), config: path.join(ROOT, 'serve.json'), host, port, log, headers });
console.log(
  `Serving ${path.relative(ROOT, path.resolve(ROOT, dir)) || '.'} at ${site.url}${headers ? ' with the headers of _headers' : ''}`,
);
