// `pnpm translations`: the Chinese pages whose English page changed since they were translated,
// each with the English diff since then (from git history, where it has the translated version).
// `pnpm translations --mark <zh page…>`: the translation is current (after an English typo fix, or
// once you have translated the change): records the English page's current hash.
// `pnpm translations --mark-unrecorded`: records the current hash on pages that have none.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/pages';
import { englishDiffSince, translationHash, translationStates, withRecordedHash } from '../plugins/translations';

const args = process.argv.slice(2);
const rel = (f: string): string => path.relative(ROOT, f);

if (args[0] === '--mark' || args[0] === '--mark-unrecorded') {
  const states = translationStates();
  const targets =
    args[0] === '--mark'
      ? args.slice(1).map((f) => {
          const abs = path.resolve(f);
          const s = states.find((x) => x.zh === abs);
          if (!s) {
            console.error(`${f}:1:1 not a Chinese page with an English page`);
            process.exit(1);
          }
          return s;
        })
      : states.filter((s) => s.state === 'unrecorded');
  for (const s of targets) {
    fs.writeFileSync(s.zh, withRecordedHash(fs.readFileSync(s.zh, 'utf8'), translationHash(fs.readFileSync(s.en, 'utf8'))));
    console.log(`${rel(s.zh)}: translates the current ${rel(s.en)}`);
  }
  console.log(`${targets.length} page${targets.length === 1 ? '' : 's'} marked current`);
} else {
  const states = translationStates();
  const stale = states.filter((s) => s.state !== 'current');
  for (const s of stale) {
    if (s.state === 'unrecorded') {
      console.log(
        `${rel(s.zh)}:1:1 records no English version (front matter \`translation\`): translate, then pnpm translations --mark ${rel(s.zh)}`,
      );
      continue;
    }
    console.log(`${rel(s.zh)}:1:1 ${rel(s.en)} changed since this translation`);
    const diff = args.includes('--no-diff') ? null : englishDiffSince(s.en, s.recorded ?? '');
    if (diff) console.log(diff.trimEnd().replace(/^/gm, '    '));
    else if (!args.includes('--no-diff')) console.log('    (git history does not hold the translated version: compare the pages by hand)');
  }
  console.log(
    `${states.length - stale.length} of ${states.length} Chinese pages current${stale.length ? `, ${stale.length} to update` : ''}`,
  );
}
