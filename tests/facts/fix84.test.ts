// Facts behind two statements of session 84 from the review helpers' "left alone" lists, run with @rsbuild/core 0.5.9
// (its CLI, in throw-away projects):
// - guide/basic/cli, rsbuild preview: the page said the address is http://localhost:8080/ "unless server.port or --port
//   sets another port". The preview server takes its port as rsbuild dev does (getServerOptions -> getPort with
//   strictPort false, packages/core/src/server/helper.ts): on a taken port it says so and moves to the next free one.
// - config/html/template-parameters, htmlWebpackPlugin.files: besides publicPath, js and css, html-rspack-plugin 5.6.2
//   gives `favicon`, the URL of the icon when html.favicon names a file (Rsbuild passes a path to the plugin's own
//   favicon option, packages/core/src/plugins/html.ts), and `manifest`, an .appcache file if the build has one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { build, freePort, pageSays, project, startRsbuild, waitFor } from './topics-support';

test('guide/basic/cli "rsbuild preview: http://localhost:8080/ unless server.port or --port sets another port (when the port is taken, the next free one, as with rsbuild dev)": with its port held, preview says "Port <p> is in use, using port <q>." and serves on q', async (t) => {
  pageSays('guide/basic/cli', {
    en: '(when the port is taken, the next free one, as with `rsbuild dev`)',
    zh: '（端口被占用时和 `rsbuild dev` 一样顺延到下一个空闲端口）',
  });
  const dir = project({ 'src/index.js': "document.body.textContent = 'previewed';\n" });
  build(dir);
  const port = await freePort();
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(port, '0.0.0.0', resolve));
  t.after(() => holder.close());
  const preview = startRsbuild(dir, ['preview', '--port', String(port)]);
  try {
    assert.ok(await waitFor(() => /Local:\s+http:\/\/localhost:\d+/.test(preview.log()), 60_000), preview.log());
    const moved = /Port (\d+) is in use, using port (\d+)\./.exec(preview.log());
    assert.ok(moved, preview.log());
    assert.equal(Number(moved[1]), port);
    const next = Number(moved[2]);
    assert.ok(next > port, preview.log());
    assert.match(preview.log(), new RegExp(`Local:\\s+http://localhost:${next}/`));
    assert.match(await (await fetch(`http://localhost:${next}/`)).text(), /<script/);
  } finally {
    await preview.stop();
  }
});

test('config/html/template-parameters "files: ... favicon, the URL of the icon when html.favicon names a file (such as /icon.png), otherwise undefined; and manifest, undefined unless the build emits an .appcache file"', () => {
  pageSays('config/html/template-parameters', {
    en: '`favicon`, the URL of the icon when [html.favicon](/config/html/favicon) names a file (such as `/icon.png`), otherwise undefined; and `manifest`, undefined unless the build emits an `.appcache` file.',
    zh: '`favicon`，当 [html.favicon](/zh/config/html/favicon) 指向一个文件时为图标的 URL（例如 `/icon.png`），否则为 undefined；以及 `manifest`，除非构建产出了 `.appcache` 文件，否则为 undefined。',
  });
  const files = (config: string): Record<string, unknown> => {
    const dir = project({
      'src/index.js': "console.log('x');\n",
      'src/icon.png': Buffer.from('89504e470d0a1a0a', 'hex'),
      'tpl.html':
        '<!doctype html><html><head></head><body><pre id="f"><%= JSON.stringify(htmlWebpackPlugin.files, (k, v) => (v === undefined ? "undefined" : v)) %></pre></body></html>\n',
      'rsbuild.config.mjs': `export default { html: { template: './tpl.html'${config} } };\n`,
    });
    build(dir);
    const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    const json = /<pre id="f">([^<]*)<\/pre>/.exec(html)?.[1];
    assert.ok(json, html);
    return JSON.parse(json.replace(/&#34;|&quot;/g, '"'));
  };
  const withIcon = files(", favicon: './src/icon.png'");
  assert.equal(withIcon.favicon, '/icon.png');
  assert.equal(withIcon.manifest, 'undefined');
  assert.deepEqual(Object.keys(withIcon).sort(), ['css', 'favicon', 'js', 'manifest', 'publicPath']);
  const without = files('');
  assert.equal(without.favicon, 'undefined');
  assert.equal(without.manifest, 'undefined');
});
