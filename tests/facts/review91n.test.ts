// Facts behind the third accuracy review of session 91 (slice n): guide/faq/blank-page, shared/node-requirement,
// guide/debug/error-messages and guide/start/glossary, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in
// a throw-away project, topics-support.ts), names the page and the sentence it backs, and checks that both languages
// say it and that the old wording is gone.
//
// - guide/start/glossary, Tree shaking: "Rspack performs it in production builds, so Rsbuild applies it to every
//   `rsbuild build` without configuration." Not every one: `rsbuild build` sets NODE_ENV to production only when it is
//   not set (core/src/cli/prepare.ts 3-13, initNodeEnv), and the Rspack mode follows NODE_ENV
//   (core/src/plugins/basic.ts 23, `chain.mode(isProd ? 'production' : 'development')`, isProd is
//   NODE_ENV === 'production', shared/src/utils.ts 38). With NODE_ENV=development or test in the shell (CI often sets
//   test), the build is a development build and an unused export stays in the output. Now "Rspack performs it in
//   production mode, which `rsbuild build` uses unless `NODE_ENV` is set to another value". Run below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distText, pageSays, project } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/start/glossary: tree shaking and NODE_ENV

test('guide/start/glossary "Rspack performs it in production mode, which rsbuild build uses unless NODE_ENV is set to another value, so a build gets it without configuration": an unused export is gone from a default build and stays with NODE_ENV=development or test', () => {
  pageSays(
    'guide/start/glossary',
    {
      en: 'Rspack performs it in production mode, which `rsbuild build` uses unless `NODE_ENV` is set to another value, so a build gets it without configuration.',
      zh: 'Rspack 在生产模式下执行 tree shaking，而 `rsbuild build` 默认就是生产模式（除非 `NODE_ENV` 被设为其他值），因此构建时无需配置即可应用它。',
    },
    {
      en: 'so Rsbuild applies it to every `rsbuild build` without configuration',
      zh: '因此 Rsbuild 的每次 `rsbuild build` 无需配置即可应用它',
    },
  );
  const output = (env: NodeJS.ProcessEnv): string => {
    const dir = project({
      'src/lib.js': "export const used = () => 'USED_MARK';\nexport const unused = () => 'UNUSED_MARK';\n",
      'src/index.js': "import { used } from './lib';\ndocument.body.textContent = used();\n",
    });
    build(dir, env);
    return distText(dir, /^static\/js\/.*\.js$/);
  };
  const shaken = output({});
  assert.ok(shaken.includes('USED_MARK'));
  assert.ok(!shaken.includes('UNUSED_MARK'));
  for (const NODE_ENV of ['development', 'test']) {
    const kept = output({ NODE_ENV });
    assert.ok(kept.includes('USED_MARK'), NODE_ENV);
    assert.ok(kept.includes('UNUSED_MARK'), NODE_ENV);
  }
});
