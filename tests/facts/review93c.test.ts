// Facts behind the third accuracy review of session 93 (slice c): guide/optimization/split-chunk,
// guide/advanced/env-vars and plugins/list/plugin-umd, in both languages. Each test runs @rsbuild/core 0.5.9 in a
// throw-away project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say
// it and that the old wording is gone.
//
// - guide/optimization/split-chunk, "Fetch async chunks ahead of time": performance.prefetch "asks the browser to
//   download async chunks in idle time after the page has loaded" (zh 在页面加载完成后的空闲时间里). It does not wait for
//   the load: the tags are plain <link rel="prefetch"> in <head>, and Chromium sends those requests at the lowest
//   priority (VeryLow) while the page's own script is still loading (the run of review91e.test.ts on
//   config/performance/prefetch showed the same with prefetch: true, and the page's own sentence further down already
//   says that prefetches "go out with the page's own files"). Now "ahead of time, at the lowest priority". Run below:
//   the page's config (type 'async-chunks'), rsbuild preview, Chromium with 150 ms of emulated latency.
//
// Checked and left as they are, settled by the earlier facts files of these pages or by runs and the source:
// - guide/advanced/env-vars: the two built-in variables are replaced for the web, node, web-worker and service-worker
//   targets (a scratch build of each; core/src/plugins/define.ts 14-24); source.define of import.meta.env.MODE and
//   import.meta.env.PUBLIC_API_URL works, import.meta.env alone compiles to undefined, with no warning; a shell value
//   wins over the files, an empty one too (dotenv-expand 11.0.6 in compiled/, hasOwnProperty); the config function's
//   envMode falls back to NODE_ENV (core/src/config.ts 138-142); --env-mode on all four commands (cli/commands.ts
//   29-62); the restart message (server/restart.ts 25-26).
// - guide/optimization/split-chunk: after an edit of src/Report.jsx only the report chunk and the entry (each with its
//   .LICENSE.txt) get new names; split-by-module gives nine JavaScript files with npm.react-dom, npm.scheduler and
//   async/npm.moment; all-in-one gives index.[hash].js of 178.6 kB and one async file of 490.7 kB (scratch builds of the
//   report app); Rspack's production minSize 20000 (@rspack/core dist/config/defaults.js 614); the lib-* groups
//   (core/src/plugins/splitChunks.ts, plugin-react/src/splitChunks.ts).
// - plugins/list/plugin-umd: the README example builds dist/index.js alone (0.94 kB, 0.46 kB gzipped) and require()
//   gives 3, '1.0.0' and 'Hello, UMD!' (a scratch build with the stand-in of stand-in-plugins.ts); the table of what the
//   plugin changes, the peer dependency and the sole dependency (packages/plugin-umd/src/index.ts and package.json).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, pageSays, previewServer, project, sharedBrowser, waitFor } from './topics-support';
import { openRecordingRequests, type SeenRequest } from './request-recorder';

const browser = sharedBrowser();

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk

test('guide/optimization/split-chunk "performance.prefetch asks the browser to download async chunks ahead of time, at the lowest priority": with type async-chunks, Chromium requests the async chunk at VeryLow before the entry script has finished loading', async () => {
  pageSays(
    'guide/optimization/split-chunk',
    {
      en: 'asks the browser to download async chunks ahead of time, at the lowest priority:',
      zh: '会让浏览器以最低优先级提前下载异步 chunk：',
    },
    {
      en: 'in idle time after the page has loaded',
      zh: '在页面加载完成后的空闲时间里',
    },
  );
  const dir = project({
    'src/index.js': "document.body.append('entry');\nwindow.load = () => import('./lazy');\n",
    'src/lazy.js': "export default 'lazy';\n",
    'rsbuild.config.mjs': "export default { performance: { prefetch: { type: 'async-chunks' } } };\n",
  });
  build(dir);
  const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
  assert.match(html, /<link href="\/static\/js\/async\/[^"]+\.js" rel="prefetch">/, html);
  const server = await previewServer(dir);
  const page = await browser().newPage();
  try {
    // Every response takes at least 150 ms, so a request that waited for another one starts after it finished.
    const all = await openRecordingRequests(page, `${server.url}/`);
    const entry = (): SeenRequest | undefined => all().find((r) => /^\/static\/js\/index\./.test(r.path));
    const prefetched = (): SeenRequest[] => all().filter((r) => r.path.includes('/async/'));
    assert.ok(
      await waitFor(() => prefetched().length === 1 && [...prefetched(), entry()].every((r) => r?.done), 15_000),
      JSON.stringify(all()),
    );
    const [chunk] = prefetched();
    assert.equal(chunk.priority, 'VeryLow', JSON.stringify(all()));
    assert.ok(
      chunk.sent !== undefined && chunk.sent < (entry()?.done ?? 0),
      `sent before the entry script is loaded: ${JSON.stringify(all())}`,
    );
  } finally {
    await page.close();
    await server.stop();
  }
});
