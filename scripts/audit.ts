// `pnpm audit:deps`: the dependencies' known security advisories, high and critical only; exit 1 when one
// applies. Every dependency is a devDependency (the site is static files), so `pnpm audit --prod` would check
// nothing: this audits all of them, since they run on developers' and CI machines and build what readers
// download. A registry without the audit endpoint (the one our CI machines reach answers 405), or no
// network, is reported as skipped, exit 0: nothing was checked then.
import { spawnSync } from 'node:child_process';

type AuditJson = {
  error?: { code?: string; message?: string };
  advisories?: Record<
    string,
    { module_name: string; severity: string; title: string; url: string; vulnerable_versions: string; findings?: { paths?: string[] }[] }
  >;
  metadata?: { vulnerabilities?: Record<string, number> };
};

const res = spawnSync('pnpm', ['audit', '--audit-level', 'high', '--json'], { encoding: 'utf8', shell: process.platform === 'win32' });
const out = `${res.stdout ?? ''}`;
let json: AuditJson;
try {
  json = JSON.parse(out.slice(out.indexOf('{'))) as AuditJson;
} catch {
  console.log(`audit: skipped, no answer from pnpm audit (${(res.stderr || out || String(res.error)).trim().split('\n')[0]})`);
  process.exit(0);
}
if (json.error) {
  console.log(`audit: skipped, the registry cannot audit: ${json.error.code ?? ''} ${json.error.message ?? ''}`.trim());
  process.exit(0);
}
const counts = json.metadata?.vulnerabilities ?? {};
const serious = Object.values(json.advisories ?? {}).filter((a) => a.severity === 'high' || a.severity === 'critical');
for (const a of serious) {
  console.log(`${a.severity.toUpperCase()} ${a.module_name} ${a.vulnerable_versions}: ${a.title} (${a.url})`);
  for (const p of (a.findings ?? []).flatMap((f) => f.paths ?? []).slice(0, 3)) console.log(`  via ${p}`);
}
const summary = ['critical', 'high', 'moderate', 'low'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
console.log(`audit: all dependencies (dev included): ${summary}`);
if (serious.length) {
  console.log(`audit: ${serious.length} high or critical advisories`);
  process.exit(1);
}
console.log('audit: no high or critical advisory');
