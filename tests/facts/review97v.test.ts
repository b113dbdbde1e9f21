// Facts behind the accuracy review of session 97 (slice v): guide/basic/configure-rspack and guide/basic/server, in both
// languages. Each test names the page and the sentence it backs, checks that both languages say it, then runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts).
//
// No fix: nothing on the two pages was found false at 0.5.9. Claims that no earlier facts file ran, confirmed by a run
// and kept as tests (no change to the pages):
// - guide/basic/configure-rspack, tools.bundlerChain example: excluding src/icons from CHAIN_ID.RULE.SVG and adding an
//   'svg-icons' rule of type 'asset/source' makes `starIcon` "the <svg>...</svg> markup, while logoUrl is a URL or a
//   data URI as usual"; `bundler.BannerPlugin` adds the banner in production. Test 1 builds the page's configuration and
//   src/index.ts: the script holds the star's markup as a string and the logo as a data:image/svg+xml URI, and the
//   banner is in the .LICENSE.txt file next to the script (legalComments 'linked').
// - guide/basic/server, "A response that an unshift middleware ends itself does not pass through the built-in
//   middlewares, so it carries neither the headers of server.headers nor Access-Control-Allow-Origin: *, and it is not
//   compressed." (core/src/server/getDevMiddlewares.ts: setupMiddlewares' unshift list comes before compression and the
//   headers middleware.) Test 2: with server.headers set, a 2,000-byte JSON answer of an unshift middleware comes
//   without X-Fact, Access-Control-Allow-Origin and Content-Encoding, while a 2,000-byte public file of the same server
//   has all three.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ask, build, devServer, distFiles, distText, pageSays, project } from './topics-support';

test('guide/basic/configure-rspack tools.bundlerChain example: "starIcon holds the <svg>...</svg> markup, while logoUrl is a URL or a data URI as usual"; bundler.BannerPlugin adds the banner in production', () => {
  pageSays('guide/basic/configure-rspack', {
    en: '`starIcon` holds the `<svg>...</svg>` markup, while `logoUrl` is a URL or a data URI as usual',
    zh: '`starIcon` 中是 `<svg>...</svg>` 标记，而 `logoUrl` 和平常一样是 URL 或 data URI',
  });
  const dir = project(
    {
      'rsbuild.config.ts': [
        "import path from 'node:path';",
        "import { defineConfig } from '@rsbuild/core';",
        '',
        "const iconsDir = path.resolve(__dirname, 'src/icons');",
        '',
        'export default defineConfig({',
        '  tools: {',
        '    bundlerChain: (chain, { CHAIN_ID, bundler, isProd }) => {',
        '      chain.module.rule(CHAIN_ID.RULE.SVG).exclude.add(iconsDir);',
        '      chain.module',
        "        .rule('svg-icons')",
        '        .test(/\\.svg$/)',
        '        .include.add(iconsDir)',
        '        .end()',
        "        .type('asset/source');",
        '',
        '      if (isProd) {',
        "        chain.plugin('banner').use(bundler.BannerPlugin, [{ banner: 'Copyright Acme Inc.' }]);",
        '      }',
        '    },',
        '  },',
        '});',
        '',
      ].join('\n'),
      'src/index.ts': [
        "import starIcon from './icons/star.svg';",
        "import logoUrl from './logo.svg';",
        '',
        'document.querySelector(\'#root\')!.innerHTML = `${starIcon}<img src="${logoUrl}" alt="Logo">`;',
        '',
      ].join('\n'),
      'src/icons/star.svg': '<svg id="star-icon" xmlns="http://www.w3.org/2000/svg"><path d="M1 1h2"/></svg>\n',
      'src/logo.svg': '<svg id="logo-mark" xmlns="http://www.w3.org/2000/svg"><path d="M2 2h3"/></svg>\n',
    },
    // The configuration file imports @rsbuild/core: 0.5.9 is linked in, as an installed package.
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.match(js, /<svg id=\\?"star-icon\\?"/, 'the star is a markup string');
  assert.doesNotMatch(js, /logo-mark/, 'the logo is not markup');
  assert.match(js, /data:image\/svg\+xml;base64,/, 'the logo is a data URI');
  const licenses = distFiles(dir).filter((f) => f.endsWith('.LICENSE.txt'));
  assert.ok(licenses.length > 0, distFiles(dir).join('\n'));
  assert.match(distText(dir, /\.LICENSE\.txt$/), /Copyright Acme Inc\./);
});

test('guide/basic/server "A response that an unshift middleware ends itself ... carries neither the headers of server.headers nor Access-Control-Allow-Origin: *, and it is not compressed": a public file of the same dev server has all three', async () => {
  pageSays('guide/basic/server', {
    en: 'A response that an `unshift` middleware ends itself does not pass through the built-in middlewares, so it carries neither the headers of `server.headers` nor `Access-Control-Allow-Origin: *`, and it is not compressed.',
    zh: '由 `unshift` 中间件直接结束的响应不会经过内置中间件，所以既不带 `server.headers` 中的响应头，也没有 `Access-Control-Allow-Origin: *`，同样不会被压缩。',
  });
  const big = JSON.stringify({ filler: 'x'.repeat(2000) });
  const dir = project({
    'rsbuild.config.mjs': [
      'export default {',
      "  server: { headers: { 'X-Fact': 'yes' } },",
      '  dev: {',
      '    setupMiddlewares: [',
      '      (middlewares) => {',
      '        middlewares.unshift((req, res, next) => {',
      "          if (req.url === '/api/health') {",
      "            res.setHeader('Content-Type', 'application/json');",
      `            res.end(${JSON.stringify(big)});`,
      '            return;',
      '          }',
      '          next();',
      '        });',
      '      },',
      '    ],',
      '  },',
      '};',
      '',
    ].join('\n'),
    'src/index.js': "console.log('middleware');\n",
    'public/big.json': big,
  });
  const server = await devServer(dir);
  const seen: Record<string, Record<string, string | undefined>> = {};
  try {
    for (const route of ['/api/health', '/big.json']) {
      const a = await ask(server.port, route, { client: 'fetch', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(a.status, 200, route);
      seen[route] = {
        'x-fact': a.headers['x-fact'] as string | undefined,
        acao: a.headers['access-control-allow-origin'] as string | undefined,
        encoding: a.headers['content-encoding'] as string | undefined,
      };
    }
  } finally {
    await server.stop();
  }
  assert.deepEqual(seen, {
    '/api/health': { 'x-fact': undefined, acao: undefined, encoding: undefined },
    '/big.json': { 'x-fact': 'yes', acao: '*', encoding: 'gzip' },
  });
});
