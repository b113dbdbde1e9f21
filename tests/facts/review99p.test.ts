// Facts behind a fix of session 99 to config/dev/asset-prefix, in both languages, found by review99c (server.host) and
// run here. Each test runs @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it.
//
// Fix:
// - config/dev/asset-prefix, "Boolean form": the hostname of `assetPrefix: true` is "the value of `server.host`
//   otherwise". True, but as written: shared/src/chain.ts (getPublicPathFromChain) builds
//   `${protocol}://${hostname}:${port}/` from the raw host, so an IPv6 host gets no brackets. Run: server.host '::' and
//   dev.assetPrefix true; rsbuild dev serves `<script defer src="http://:::<port>/static/js/index.js">`, which is no URL:
//   in Chromium the page at http://[::1]:<port>/ runs none of its scripts. The page now says so, and that a string
//   prefix with brackets ('http://[::1]:<port>/') works: with it the same page runs its script.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { devServer, pageSays, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

/**
 * Starts rsbuild dev on '::' with `assetPrefix` (JavaScript; `port` is the port given on the command line), loads the
 * page over [::1] and returns its script URLs and whether index.js ran.
 */
async function run(assetPrefix: string): Promise<{ scripts: string[]; ran: boolean }> {
  const dir = project({
    'src/index.js': 'window.RAN = true;\n',
    'rsbuild.config.mjs': [
      "const port = process.argv[process.argv.indexOf('--port') + 1];",
      `export default { server: { host: '::' }, dev: { assetPrefix: ${assetPrefix} } };`,
      '',
    ].join('\n'),
  });
  const server = await devServer(dir);
  const page = await browser().newPage();
  try {
    const html = await (await fetch(`http://[::1]:${server.port}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1].replace(String(server.port), '<port>'));
    await page.goto(`http://[::1]:${server.port}/`, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    const ran = await page.evaluate(() => (window as unknown as { RAN?: boolean }).RAN === true);
    return { scripts, ran };
  } finally {
    await page.close();
    await server.stop();
  }
}

test("config/dev/asset-prefix \"an IPv6 host gets no brackets, so host: '::' gives http://:::8080/, which is no URL, and the page loads none of its scripts (write the prefix as a string, such as 'http://[::1]:8080/')\": rsbuild dev on :: with assetPrefix true, then with the string", async () => {
  pageSays('config/dev/asset-prefix', {
    en: "an IPv6 host gets no brackets, so `host: '::'` gives `http://:::8080/`, which is no URL, and the page loads none of its scripts (write the prefix as a string, such as `'http://[::1]:8080/'`);",
    zh: "IPv6 地址不会加上方括号，所以 `host: '::'` 得到的是 `http://:::8080/`，这不是合法的 URL，页面的脚本一个都加载不了（这种情况请直接写字符串前缀，例如 `'http://[::1]:8080/'`）；",
  });
  const bare = await run('true');
  assert.ok(bare.scripts.includes('http://:::<port>/static/js/index.js'), bare.scripts.join('\n'));
  assert.equal(bare.ran, false, 'the script ran from http://:::<port>/');
  const string = await run('`http://[::1]:${port}/`');
  assert.ok(string.scripts.includes('http://[::1]:<port>/static/js/index.js'), string.scripts.join('\n'));
  assert.equal(string.ran, true, 'the script did not run from http://[::1]:<port>/');
});
