// Facts behind statements fixed in review 79 (slice e), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - config/performance/remove-moment-locale: an imported locale file also becomes Moment.js's active locale (moment
//   2.30.1's defineLocale sets the global locale), so after `import 'moment/locale/zh-cn'` and `import 'moment/locale/fr'`
//   the active locale is 'fr' without any moment.locale() call, and moment.locale('de') without its import returns 'fr',
//   not 'en'; 'en' is what it returns only when no locale was imported or switched to. The page said "'en' unless you
//   switched" and "English by default".
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, distFiles, project, rsbuild } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

/** Builds `code` (src/index.js) for the node target with removeMomentLocale: true and returns what the output prints. */
function runMoment(code: string): unknown {
  const dir = project(
    {
      'src/index.js': code,
      'rsbuild.config.mjs': "export default { output: { targets: ['node'] }, performance: { removeMomentLocale: true } };\n",
    },
    { moment: 'moment' },
  );
  const built = rsbuild(dir, ['build']);
  assert.equal(built.code, 0, built.output);
  assert.ok(distFiles(dir).includes('server/index.js'), distFiles(dir).join(', '));
  const run = spawnSync(process.execPath, [path.join(dir, 'dist/server/index.js')], { cwd: dir, encoding: 'utf8' });
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
  const line = run.stdout
    .split('\n')
    .find((l) => l.startsWith('RESULT '))
    ?.slice(7);
  assert.ok(line, run.stdout);
  return JSON.parse(line);
}

test('config/performance/remove-moment-locale "Each imported locale file ... also becomes the active locale" + "returns the previous locale (the last one imported or switched to, \'en\' if none)": with removeMomentLocale, importing zh-cn and fr leaves fr active, moment.locale(\'de\') then returns fr without a warning, zh-cn can be switched to; with no locale imported it returns en', () => {
  for (const [lang, words] of [
    [
      'en',
      ['also becomes the active locale, so after these imports `fr` is active', "(the last one imported or switched to, `'en'` if none)"],
    ],
    ['zh', ['并同时成为当前语言，所以上例导入后当前语言是 `fr`', "（即最后导入或切换到的语言，两者都没有时为 `'en'`）"]],
  ] as const) {
    const text = page(lang, 'config/performance/remove-moment-locale');
    for (const w of words) assert.ok(text.includes(w), `${lang}: ${w}`);
    assert.ok(!text.includes("`'en'` unless you switched") && !text.includes('如果没有切换过，就是'), `${lang}: the old wording is gone`);
  }
  const report = [
    'const warnings = [];',
    'console.warn = (message) => warnings.push(String(message));',
    'const active = moment.locale();',
    "const de = moment.locale('de');",
    "const zhCn = moment.locale('zh-cn');",
    "console.log('RESULT ' + JSON.stringify({ active, de, zhCn, warnings }));",
    '',
  ].join('\n');
  const imported = runMoment(
    ["import moment from 'moment';", "import 'moment/locale/zh-cn';", "import 'moment/locale/fr';", report].join('\n'),
  );
  assert.deepEqual(imported, { active: 'fr', de: 'fr', zhCn: 'zh-cn', warnings: [] });
  const none = runMoment(["import moment from 'moment';", report].join('\n'));
  assert.deepEqual(none, { active: 'en', de: 'en', zhCn: 'en', warnings: [] });
});
