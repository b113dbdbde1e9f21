// Facts behind the third accuracy review of session 93 (slice b): config/output/asset-prefix, config/dev/asset-prefix,
// config/html/crossorigin, config/output/legal-comments, guide/optimization/inline-assets and config/index, in both
// languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it and that the wording it replaced is gone.
//
// - config/output/legal-comments, intro: "A legal comment is ... a comment that contains `@license` or `@preserve`, or
//   that starts with `//!` or `/*!`", followed by "The minifier removes every other comment in any case". With the
//   default 'linked', Rsbuild gives the minimizer extractComments: true (shared/src/minimize.ts 106-114), which
//   @rspack/core 0.5.9 turns into the condition "@preserve|@lic|@cc_on|^\**!" (dist/builtin-plugin/
//   SwcJsMinimizerPlugin.js 79-84, terser-webpack-plugin's): a `/**!` comment, an `@cc_on` comment and one with any tag
//   that begins with `@lic` (`@licence`) go to the .LICENSE.txt file too, rather than being removed. Now names them, and
//   that 'inline' keeps fewer. Run: one comment of each kind, built with 'linked' and with 'inline'.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project } from './topics-support';

/** The marks of `text` that name the comments of the legal-comments test, sorted. */
const marks = (text: string): string[] => [...new Set(text.match(/\b[A-Z]+_MARK\b/g) ?? [])].sort();

test('config/output/legal-comments "With the default, the minifier treats as legal a comment that starts with //!, /*! or /**!, or that contains @preserve, @cc_on or a tag that begins with @lic (@license, @licence); \'inline\' keeps fewer": linked moves exactly those to the .LICENSE.txt file and removes the others; inline keeps //!, /*! and @license only', () => {
  pageSays(
    'config/output/legal-comments',
    {
      en: "With the default, the minifier treats as legal a comment that starts with `//!`, `/*!` or `/**!`, or that contains `@preserve`, `@cc_on` or a tag that begins with `@lic` (`@license`, `@licence`); `'inline'` keeps fewer (see below).",
      zh: "使用默认值时，压缩器会把以 `//!`、`/*!` 或 `/**!` 开头，或者包含 `@preserve`、`@cc_on` 或以 `@lic` 开头的标记（`@license`、`@licence`）的注释视为法律注释；`'inline'` 保留的范围更小（见下文）。",
    },
    {
      en: 'a comment that contains `@license` or `@preserve`, or that starts with `//!` or `/*!`.',
      zh: '包含 `@license` 或 `@preserve`，或者以 `//!` 或 `/*!` 开头的注释。',
    },
  );
  const source = [
    '/*! BANG_MARK */',
    '//! LINEBANG_MARK',
    '/**! STARBANG_MARK */',
    '/* @license LICENSE_MARK */',
    '/* @licence LICENCE_MARK */',
    '/* @preserve PRESERVE_MARK */',
    '/*@cc_on CCON_MARK @*/',
    '/* @copyright COPYRIGHT_MARK */',
    '/* plain PLAIN_MARK */',
    '// line LINE_MARK',
    'window.result = 1;',
    'console.log(window.result);',
    '',
  ].join('\n');
  const run = (legalComments: string): string => {
    const dir = project({
      'rsbuild.config.mjs': `export default { output: { legalComments: '${legalComments}' } };\n`,
      'src/index.js': source,
    });
    build(dir);
    return dir;
  };

  const linked = run('linked');
  assert.deepEqual(marks(distText(linked, /^static\/js\/index\.\w+\.js$/)), []);
  assert.deepEqual(marks(distText(linked, /^static\/js\/index\.\w+\.js\.LICENSE\.txt$/)), [
    'BANG_MARK',
    'CCON_MARK',
    'LICENCE_MARK',
    'LICENSE_MARK',
    'LINEBANG_MARK',
    'PRESERVE_MARK',
    'STARBANG_MARK',
  ]);

  const inline = run('inline');
  assert.ok(!distFiles(inline).some((f) => f.endsWith('.LICENSE.txt')), distFiles(inline).join(' '));
  assert.deepEqual(marks(distText(inline, /^static\/js\/index\.\w+\.js$/)), ['BANG_MARK', 'LICENSE_MARK', 'LINEBANG_MARK']);
});
