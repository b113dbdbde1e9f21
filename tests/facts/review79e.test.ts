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
import { distFiles, page, project, rsbuild } from './topics-support';

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

// - plugins/list/plugin-react, Limits: "With dev.hmr: false, in production, and for node, web-worker and service-worker
//   targets, the plugin only configures the JSX transform." In production and with dev.hmr: false the plugin still adds
//   its lib-react and lib-router cache groups on the web target (applySplitChunksRule checks neither); only the React
//   Refresh plugin is left out. The node target has splitChunks: false, so no groups there.
test('plugins/list/plugin-react "adds no React Refresh: it configures the JSX transform and, for web, the chunk groups": rsbuild inspect with dev.hmr false and with --env production shows lib-react and lib-router and no ReactRefreshRspackPlugin; the node target has splitChunks false; the default development config has the plugin', () => {
  for (const [lang, words] of [
    ['en', 'the plugin adds no React Refresh: it configures the JSX transform and, for `web`, the chunk groups.'],
    ['zh', '插件不会启用 React Refresh，只配置 JSX 转换以及（`web` 目标下的）拆包缓存组。'],
  ] as const) {
    assert.ok(page(lang, 'plugins/list/plugin-react').includes(words), `${lang}: the page says so`);
  }
  const inspect = (config: string, args: string[] = []): Record<string, string> => {
    const dir = project(
      {
        'src/index.jsx': 'export const App = () => <p>x</p>;\nconsole.log(App);\n',
        'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], ${config} };\n`,
      },
      { '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5' },
    );
    const run = rsbuild(dir, ['inspect', ...args]);
    assert.equal(run.code, 0, run.output);
    const files: Record<string, string> = {};
    for (const f of distFiles(dir)) if (f.startsWith('rspack.config.')) files[f] = fs.readFileSync(path.join(dir, 'dist', f), 'utf8');
    return files;
  };
  const withGroups = (text: string, where: string, refresh: boolean): void => {
    assert.match(text, /name: 'lib-react'/, where);
    assert.match(text, /name: 'lib-router'/, where);
    assert.match(text, /runtime: 'automatic'/, where);
    assert.equal(text.includes('new ReactRefreshRspackPlugin('), refresh, where);
  };
  withGroups(inspect('')['rspack.config.web.mjs'], 'development, defaults', true);
  withGroups(inspect('dev: { hmr: false }')['rspack.config.web.mjs'], 'development, dev.hmr false', false);
  withGroups(inspect('', ['--env', 'production'])['rspack.config.web.mjs'], 'production', false);
  const node = inspect("output: { targets: ['node'] }")['rspack.config.node.mjs'];
  assert.match(node, /splitChunks: false/);
  assert.ok(!node.includes('lib-react') && !node.includes('new ReactRefreshRspackPlugin('), 'node target');
  assert.match(node, /runtime: 'automatic'/);
});
