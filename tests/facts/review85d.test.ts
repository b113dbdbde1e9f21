// Facts behind the second accuracy review of session 85 (slice d): guide/faq/features and guide/basic/tailwindcss, in
// both languages. Each test runs @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say what was fixed.
//
// - guide/faq/features, "How do I pass environment variables to the browser?": "Other variables are not exposed". Two
//   more are: the define plugin of 0.5.9 (packages/core/src/plugins/define.ts) replaces process.env.NODE_ENV and
//   process.env.ASSET_PREFIX in every build, next to the PUBLIC_ variables the CLI hands to source.define.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distText, pageSays, project } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/faq/features

test('guide/faq/features "Other variables are not exposed, apart from process.env.NODE_ENV and process.env.ASSET_PREFIX": a build replaces PUBLIC_ variables of .env and of the shell, NODE_ENV and ASSET_PREFIX, and leaves process.env.SECRET of .env and process.env.HOME of the shell in the code', () => {
  pageSays('guide/faq/features', {
    en: 'Other variables are not exposed, apart from `process.env.NODE_ENV` and `process.env.ASSET_PREFIX`, which Rsbuild replaces itself;',
    zh: '除了 Rsbuild 自己会替换的 `process.env.NODE_ENV` 和 `process.env.ASSET_PREFIX`，其他变量不会被暴露。',
  });
  const dir = project({
    '.env': 'PUBLIC_API_URL=https://api.example.com\nSECRET=from-dotenv\n',
    'src/index.js':
      'globalThis.seen = [process.env.PUBLIC_API_URL, process.env.PUBLIC_SHELL, process.env.NODE_ENV, process.env.ASSET_PREFIX, process.env.SECRET, process.env.HOME];\n',
  });
  build(dir, { PUBLIC_SHELL: 'from-shell' });
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/);
  assert.match(js, /seen=\["https:\/\/api\.example\.com","from-shell","production","",process\.env\.SECRET,process\.env\.HOME\]/);
});
