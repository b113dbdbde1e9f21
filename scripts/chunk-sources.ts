// `pnpm exec tsx scripts/chunk-sources.ts [chunk-name-substring …]`: what each JavaScript chunk of the
// built site is made of, by source (a package of node_modules, or a file of ours), from the source maps
// that `BUNDLE_ANALYZE=1 pnpm build` writes. Bytes are minified bytes; each chunk's gzip total is shared
// out by the same proportions (an estimate). A build without source maps has nothing to show.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SITE } from './lib/built-site';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ). */
function decodeSegment(seg: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of seg) {
    const digit = VALUE.get(ch) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Minified bytes of a chunk per source file. */
function bytesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const lines = code.split('\n');
  const out = new Map<string, number>();
  let source = 0;
  const mapLines = map.mappings.split(';');
  for (let l = 0; l < mapLines.length && l < lines.length; l++) {
    const segs = mapLines[l].split(',').filter(Boolean);
    let col = 0;
    const starts: { col: number; source: number }[] = [];
    for (const s of segs) {
      const d = decodeSegment(s);
      col += d[0];
      if (d.length >= 4) {
        source += d[1];
        starts.push({ col, source });
      } else starts.push({ col, source: -1 });
    }
    for (let i = 0; i < starts.length; i++) {
      const end = i + 1 < starts.length ? starts[i + 1].col : lines[l].length;
      const name = starts[i].source >= 0 ? map.sources[starts[i].source] : '(generated)';
      out.set(name, (out.get(name) ?? 0) + Math.max(0, end - starts[i].col));
    }
  }
  return out;
}

/** A source path as a group: the package of node_modules, else the file. */
function group(source: string): string {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = s.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    if (pkg === '@rspress/core')
      return `@rspress/core/${rest.slice(2, rest[3] === 'components' || rest[3] === 'layout' ? 5 : 4).join('/')}`;
    return pkg;
  }
  return s;
}

const filters = process.argv.slice(2);
const dir = path.join(SITE, 'static/js');
const chunks = fs.readdirSync(dir).filter((f) => f.endsWith('.js') && (!filters.length || filters.some((x) => f.includes(x))));
for (const file of chunks) {
  const mapFile = path.join(dir, `${file}.map`);
  if (!fs.existsSync(mapFile)) continue;
  const code = fs.readFileSync(path.join(dir, file), 'utf8');
  const gzip = zlib.gzipSync(code, { level: 9 }).length;
  const bySource = bytesBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const byGroup = new Map<string, number>();
  for (const [s, n] of bySource) byGroup.set(group(s), (byGroup.get(group(s)) ?? 0) + n);
  const total = [...byGroup.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${file}: ${(code.length / 1024).toFixed(1)} KB minified, ${(gzip / 1024).toFixed(1)} KB gzip`);
  for (const [g, n] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`  ${(n / 1024).toFixed(1).padStart(6)} KB  ~${((gzip * n) / total / 1024).toFixed(1).padStart(5)} KB gzip  ${g}`);
  }
}
