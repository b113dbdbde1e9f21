// The register of behaviour claims on the server pages and the JavaScript API pages
// (tests/facts/claims/server-and-api.json): each entry points at a page line and at the fact test that runs it.
// This test keeps the register from rotting: every named test must exist in its file, every page must have entries.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../../scripts/lib/pages';

type Server = 'dev' | 'preview' | 'api';
interface Claim {
  page: string;
  line: number;
  claim: string;
  servers: Server[];
  test: string | null;
  verdict: 'true' | 'corrected';
  /** Why a claim has no test (required when `test` is null). */
  note?: string;
}

const FACTS = path.join(ROOT, 'tests/facts');
const claims = JSON.parse(fs.readFileSync(path.join(FACTS, 'claims/server-and-api.json'), 'utf8')) as Claim[];

const PAGES = [
  ...fs
    .readdirSync(path.join(ROOT, 'docs/en/config/server'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `docs/en/config/server/${f}`),
  'docs/en/guide/basic/server.mdx',
  ...fs
    .readdirSync(path.join(ROOT, 'docs/en/api/javascript-api'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `docs/en/api/javascript-api/${f}`),
];

/** The names of the `test(...)` calls of a fact test file; `${...}` in a template literal matches anything. */
export function testNames(source: string): RegExp[] {
  const names: RegExp[] = [];
  // Biome writes a name that holds a single quote in double quotes: all three quote styles count.
  for (const m of source.matchAll(/^\s*test\((['"`])((?:\\.|(?!\1).)*)\1/gm)) {
    const raw = (m[2] ?? '').replace(/\\(['"`\\])/g, '$1');
    const parts = raw.split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    names.push(new RegExp(`^${parts.join('.+')}$`));
  }
  return names;
}

test('the claims register: every entry is well formed and points at a real line of a listed page', () => {
  assert.ok(claims.length > 0);
  const problems: string[] = [];
  for (const c of claims) {
    if (!PAGES.includes(c.page)) problems.push(`${c.page}: not one of the server and API pages`);
    else {
      const lines = fs.readFileSync(path.join(ROOT, c.page), 'utf8').split('\n');
      if (!Number.isInteger(c.line) || c.line < 1 || c.line > lines.length) problems.push(`${c.page}:${c.line}: no such line`);
    }
    if (!c.claim.trim()) problems.push(`${c.page}:${c.line}: empty claim`);
    if (c.servers.length === 0 || c.servers.some((s) => !['dev', 'preview', 'api'].includes(s)))
      problems.push(`${c.page}:${c.line}: servers ${JSON.stringify(c.servers)}`);
    if (c.test === null && !c.note?.trim()) problems.push(`${c.page}:${c.line}: no test and no note saying why`);
    if (c.verdict !== 'true' && c.verdict !== 'corrected') problems.push(`${c.page}:${c.line}: verdict ${String(c.verdict)}`);
  }
  assert.deepEqual(problems, []);
});

test('the claims register: every named test exists in its file', () => {
  const cache = new Map<string, RegExp[]>();
  const problems: string[] = [];
  for (const c of claims) {
    if (c.test === null) continue;
    const at = c.test.indexOf(': ');
    const file = c.test.slice(0, at);
    const name = c.test.slice(at + 2);
    const full = path.join(FACTS, file);
    if (at < 0 || !fs.existsSync(full)) {
      problems.push(`${c.page}:${c.line}: no test file ${file}`);
      continue;
    }
    if (!cache.has(file)) cache.set(file, testNames(fs.readFileSync(full, 'utf8')));
    if (!(cache.get(file) ?? []).some((re) => re.test(name))) problems.push(`${c.page}:${c.line}: ${file} has no test "${name}"`);
  }
  assert.deepEqual(problems, []);
});

test('the claims register: every server and API page has at least one entry', () => {
  const missing = PAGES.filter((p) => !claims.some((c) => c.page === p));
  assert.deepEqual(missing, []);
});

test('the claims register check fails on a renamed test', () => {
  const names = testNames(
    'test(\'config/server/port "a"\', () => {});\n  test(`api rsbuild.${m}(): x`, () => {});\n  test("config/server/host \'c\' \\"d\\"", () => {});\n',
  );
  assert.ok(names.some((re) => re.test('config/server/port "a"')));
  assert.ok(names.some((re) => re.test('api rsbuild.build(): x')));
  assert.ok(!names.some((re) => re.test('config/server/port "b"')));
  assert.ok(names.some((re) => re.test('config/server/host \'c\' "d"')));
});
