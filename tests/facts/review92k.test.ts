// Facts behind the third accuracy review of session 92 (slice k): api/javascript-api/types, api/start/index,
// guide/start/npm-packages and config/output/charset, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say
// it and that the old wording is gone.
//
// Fixes:
// - api/start/index, "What the CLI adds", row NODE_ENV, CLI column: "Set before anything is loaded: production for build
//   and preview, development for dev and inspect". The CLI sets it only when it is unset (core/src/cli/prepare.ts 3-9,
//   `if (!process.env.NODE_ENV)`), so `NODE_ENV=development rsbuild build` makes a development build. Now: "Set before
//   anything is loaded, unless it is already set". Run below.
// - guide/start/npm-packages, "Feature plugins", @rsbuild/plugin-image-compress: "Compresses JPEG, PNG and ICO files in
//   production builds, and SVG files too when you list 'svg' in its options". Codecs passed as options replace the
//   default list instead of adding to it (plugin-image-compress/src/index.ts 8, `DEFAULT_OPTIONS = ['jpeg', 'png',
//   'ico']`, and 31, `options.length ? options : DEFAULT_OPTIONS`), so pluginImageCompress('svg') compresses SVG files
//   only. Now: "codecs passed in its options replace that set, and SVG files are compressed only when 'svg' is among
//   them". Settled by the source (the plugin is not installed here); no test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, pageSays, project } from './topics-support';

const API_START = 'api/start/index';

test(`${API_START} "Set before anything is loaded, unless it is already set: production for build and preview": NODE_ENV=development rsbuild build makes a development build`, () => {
  pageSays(
    API_START,
    {
      en: '| `NODE_ENV` | Set before anything is loaded, unless it is already set: `production` for `build` and `preview`, `development` for `dev` and `inspect` |',
      zh: '| `NODE_ENV` | 若尚未设置，则在加载任何内容之前设置：`build` 和 `preview` 为 `production`，`dev` 和 `inspect` 为 `development` |',
    },
    {
      en: '| `NODE_ENV` | Set before anything is loaded: `production`',
      zh: '| `NODE_ENV` | 在加载任何内容之前设置：',
    },
  );
  const files = { 'src/index.js': "console.log('mode is', process.env.NODE_ENV);\n" };

  // NODE_ENV unset: the CLI sets production; hashed, minified output.
  const unset = project(files);
  build(unset);
  assert.ok(
    distFiles(unset).some((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)),
    distFiles(unset).join(', '),
  );
  assert.ok(distText(unset, /\.js$/).includes('console.log("mode is","production")'), distText(unset, /\.js$/));

  // NODE_ENV=development already set: rsbuild build keeps it and builds in development mode.
  const dev = project(files);
  build(dev, { NODE_ENV: 'development' });
  assert.ok(distFiles(dev).includes('static/js/index.js'), distFiles(dev).join(', '));
  assert.ok(distText(dev, /\.js$/).includes('"development"'), 'process.env.NODE_ENV is development');
  assert.ok(!distText(dev, /\.js$/).includes('"production"'), 'no production NODE_ENV');
});
