// Facts behind the third accuracy review of session 90 (slice l): config/server/history-api-fallback,
// config/source/define, config/output/externals, config/source/alias and guide/advanced/alias, in both languages. Each
// test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs,
// and checks that both languages say it.
//
// - config/source/alias, Caveats, "A key matches whole path segments": "A key matches the request itself or the request
//   followed by /" had the roles backwards (it is the request that equals the key or starts with the key and a /) and
//   read as nonsense. The page now says "A request matches a key when it equals the key or starts with the key
//   followed by /". The run: with the keys @ and @components side by side, '@' gets src/at/index.js, '@/x' gets
//   src/at/x.js and '@components/Button' gets src/comps/Button.js; with @ alone, '@components/Button' is not resolved.
// - config/source/alias, the lead: "when the code imports a module whose request starts with an alias key, Rsbuild
//   resolves it from the alias value" overstated it, as the same run shows: '@components/Button' starts with the key @
//   and is not resolved through it. The page now says "whose request is an alias key or starts with a key followed by /".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { distText, pageSays, project, rsbuild } from './topics-support';

test('config/source/alias "A request matches a key when it equals the key or starts with the key followed by /" + the lead "whose request is an alias key or starts with a key followed by /": @ serves @ and @/x, not @components/Button', () => {
  pageSays(
    'config/source/alias',
    {
      en: 'A request matches a key when it equals the key or starts with the key followed by `/`: the key `@` matches `@/components/Button` but not `@components/Button`',
      zh: '请求与键完全相同，或者以“键 + `/`”开头时，才算匹配：键 `@` 能匹配 `@/components/Button`，但不能匹配 `@components/Button`',
    },
    { en: 'A key matches the request itself or the request followed by `/`', zh: '键只匹配请求本身，或者请求后面紧跟 `/` 的情况' },
  );
  pageSays(
    'config/source/alias',
    {
      en: 'when the code imports a module whose request is an alias key or starts with a key followed by `/`, Rsbuild resolves it from the alias value instead',
      zh: '当代码导入的模块请求等于某个别名的键，或以“键 + `/`”开头时，Rsbuild 会改为从别名的值去解析它',
    },
    { en: 'whose request starts with an alias key', zh: '当代码导入的模块请求以某个别名的键开头时' },
  );
  const files = {
    'src/index.js':
      "import at from '@';\nimport x from '@/x';\nimport Button from '@components/Button';\nwindow.seen = [at, x, Button].join(',');\n",
    'src/at/index.js': "export default 'at-index';\n",
    'src/at/x.js': "export default 'at-x';\n",
    'src/comps/Button.js': "export default 'comps-button';\n",
  };
  const both = project({
    ...files,
    'rsbuild.config.mjs':
      "export default { source: { alias: { '@': './src/at', '@components': './src/comps' } }, output: { minify: false } };\n",
  });
  const run = rsbuild(both, ['build']);
  assert.equal(run.code, 0, run.output);
  const js = distText(both, /^static\/js\/.*\.js$/);
  for (const value of ['at-index', 'at-x', 'comps-button']) assert.ok(js.includes(value), value);

  const atOnly = project({ ...files, 'rsbuild.config.mjs': "export default { source: { alias: { '@': './src/at' } } };\n" });
  const failed = rsbuild(atOnly, ['build']);
  assert.notEqual(failed.code, 0);
  assert.match(failed.output, /Can't resolve '@components\/Button'/);
});
