// Facts behind the third accuracy review of session 91 (slice b): guide/migration/cra, guide/migration/vue-cli and
// guide/migration/modern-builder, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in a throw-away
// project, topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that
// the old wording is gone.
//
// - guide/migration/modern-builder, table "dev and tools.devServer": `dev.https` → server.https, as if one took the
//   other's values. Builder's dev.https is `DevServerHttpsOptions = boolean | { key: string; cert: string }`
//   (web-infra-dev/modern.js packages/builder/builder-shared/src/types/config/dev.ts, type from @modern-js/types), and
//   `true` made a certificate for the dev server (genHttpsOptions of @modern-js/server: devcert's certificateFor
//   (['localhost']) when key or cert is missing). 0.5.9's server.https is the options object of https.createServer
//   (shared/src/types/config/server.ts 84; core/src/server/httpServer.ts 8-10): `https: true` stops `rsbuild dev` with
//   `The "options" argument must be of type object`; a key and a cert serve HTTPS. The row now says so, as the Vue CLI,
//   CRACO and webpack rows of the other migration guides do. Run below.
// - guide/migration/modern-builder, "Option mapping": "The tables list every Builder option whose name or place differs
//   in Rsbuild 0.5.9. Options that are not listed ... keep their name and place." Builder's tools.devServer is
//   ChainedConfig<DevServerOptions> of @modern-js/types (packages/builder/builder-shared/src/types/config/tools.ts),
//   whose DevServerOptions also has `https` and `watch` (packages/toolkit/types/server/devServer.d.ts); 0.5.9 has no
//   tools.devServer (shared/src/types/config/tools.ts 97-155), so both moved or went, and neither is in the tables. Now
//   "the common Builder options whose name or place differs", and "Options such as source.alias, ... keep their name
//   and place". Settled by the source, no test below.
// - guide/migration/cra, "Source maps and the homepage field": "Create React App writes source maps for production
//   builds ... set output.sourceMap `js: 'source-map'` to keep them." react-scripts 5 writes those of the stylesheets too
//   (config/webpack.config.js: devtool 'source-map' and getStyleLoaders with `sourceMap: isEnvProduction ?
//   shouldUseSourceMap : isEnvDevelopment`, so build/static/css/main.[hash].css.map). In 0.5.9 `js: 'source-map'` alone
//   writes index.[hash].js.map and no .css.map (output.sourceMap.css defaults to false); `css: true` adds it. Now "set
//   output.sourceMap to `{ js: 'source-map', css: true }` to keep them: `js` alone writes only those of the scripts". Run
//   below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, pageSays, project, assertHttpsNeedsCert } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// guide/migration/modern-builder: dev.https

test('guide/migration/modern-builder "`server.https` needs a certificate\'s `key` and `cert`: Builder\'s `https: true`, which made a certificate for you, stops the 0.5.9 dev server": server: { https: true } fails to start rsbuild dev; a key and a cert serve HTTPS', async () => {
  pageSays(
    'guide/migration/modern-builder',
    {
      en: "[server.https](/config/server/https); `server.https` needs a certificate's `key` and `cert`: Builder's `https: true`, which made a certificate for you, stops the 0.5.9 dev server |",
      zh: '[server.https](/zh/config/server/https)；`server.https` 需要传入证书的 `key` 和 `cert`：在 Builder 中会自动生成证书的 `https: true`，在 0.5.9 中会导致开发服务器启动失败 |',
    },
    {
      en: '[server.host](/config/server/host), [server.https](/config/server/https) |',
      zh: '[server.host](/zh/config/server/host)、[server.https](/zh/config/server/https) |',
    },
  );
  await assertHttpsNeedsCert();
});

// ---------------------------------------------------------------------------------------------------------
// guide/migration/cra: production source maps

test("guide/migration/cra \"set output.sourceMap to `{ js: 'source-map', css: true }` to keep them: `js` alone writes only those of the scripts\": no map by default, js: 'source-map' gives the .js.map only, css: true adds the .css.map", () => {
  pageSays(
    'guide/migration/cra',
    {
      en: "set [output.sourceMap](/config/output/source-map) to `{ js: 'source-map', css: true }` to keep them: `js` alone writes only those of the scripts.",
      zh: "请把 [output.sourceMap](/zh/config/output/source-map) 设置为 `{ js: 'source-map', css: true }`：只设置 `js` 时，只会生成脚本的 source map。",
    },
    {
      en: "set [output.sourceMap](/config/output/source-map) `js: 'source-map'` to keep them.",
      zh: "请把 [output.sourceMap](/zh/config/output/source-map) 的 `js` 设置为 `'source-map'`。",
    },
  );
  const maps = (sourceMap?: string): string[] => {
    const dir = project({
      'src/index.js': "import './App.css';\ndocument.body.textContent = 'app';\n",
      'src/App.css': '.App {\n  text-align: center;\n}\n',
      ...(sourceMap ? { 'rsbuild.config.mjs': `export default { output: { sourceMap: ${sourceMap} } };\n` } : {}),
    });
    build(dir);
    return distFiles(dir)
      .filter((f) => f.endsWith('.map'))
      .map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].'));
  };
  assert.deepEqual(maps(), []);
  assert.deepEqual(maps("{ js: 'source-map' }"), ['static/js/index.[hash].js.map']);
  assert.deepEqual(maps("{ js: 'source-map', css: true }"), ['static/css/index.[hash].css.map', 'static/js/index.[hash].js.map']);
});
