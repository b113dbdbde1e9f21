// Facts behind the third accuracy review of session 90 (slice k): guide/framework/vue3,
// config/performance/bundle-analyze, guide/basic/server and config/server/proxy, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and
// checks that both languages say it.
//
// - guide/basic/server, "Add response headers": the page says that text responses (HTML, CSS, JavaScript, JSON, XML)
//   of 1024 bytes or more are gzipped and that "smaller responses, images, fonts and +json types" are sent as they
//   are. SVG is an image and is gzipped: 0.5.9's compression middleware (compiled/http-compression, the filter
//   /text|javascript|\/json|xml/i on the Content-Type) matches image/svg+xml. That sentence is quoted by
//   review86f.test.ts, so it stays, and a sentence right after it now names the exception: "SVG is the exception
//   among images: its type, image/svg+xml, counts as text, so an SVG file of 1024 bytes or more is compressed too."
//   Run below on both servers: a 2 kB public/logo.svg comes gzipped, a 3 kB public/photo.png and a 3 kB
//   public/font.woff2 come as they are.
// - config/server/proxy, proxy.router, Type: the page said
//   `Record<string, string> | ((req: Request) => string | Promise<string>)`. The 0.5.9 types (@rsbuild/shared
//   compiled/http-proxy-middleware/types/types.d.ts 23-25) take `{ [hostOrPath: string]: httpProxy.ServerOptions['target'] }`
//   or a function returning that type or a Promise of it, and ServerOptions['target'] is `ProxyTarget | undefined`
//   (compiled/http-proxy-middleware/http-proxy/index.d.ts 142-147: a URL string, a Partial<Url> or
//   { host, port, ... }): the same values as proxy.target, and a function may return nothing, as the page's own
//   text says ("when it returns nothing, target is used"). The type now says
//   `Record<string, Target> | ((req: Request) => Target | undefined | Promise<Target | undefined>)`, where Target is
//   the type of proxy.target. Settled by the source, so no test below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ask, build, devServer, pageSays, previewServer, project } from './topics-support';

const gzip = { 'accept-encoding': 'gzip, deflate, br' };

// ---------------------------------------------------------------------------------------------------------
// guide/basic/server

test('guide/basic/server "SVG is the exception among images: its type, image/svg+xml, counts as text, so an SVG file of 1024 bytes or more is compressed too": a 2 kB SVG from public/ comes gzipped from rsbuild dev and rsbuild preview, a 3 kB PNG and a 3 kB woff2 font do not', async () => {
  pageSays(
    'guide/basic/server',
    {
      en: 'are sent as they are. SVG is the exception among images: its type, `image/svg+xml`, counts as text, so an SVG file of 1024 bytes or more is compressed too.',
      zh: '则原样发送。图片中只有 SVG 例外：它的类型 `image/svg+xml` 按文本处理，不小于 1024 字节的 SVG 文件同样会被压缩。',
    },
    { en: 'are sent as they are. Set [server.compress]', zh: '则原样发送。将 [server.compress]' },
  );
  const dir = project({
    'src/index.js': "console.log('hello');\n",
    'public/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${'x'.repeat(2000)} --></svg>\n`,
    'public/photo.png': Buffer.alloc(3000, 1),
    'public/font.woff2': Buffer.alloc(3000, 2),
  });
  const check = async (port: number, server: string): Promise<void> => {
    const svg = await ask(port, '/logo.svg', { client: 'browser', headers: gzip });
    assert.equal(svg.status, 200, `${server} /logo.svg`);
    assert.match(String(svg.headers['content-type']), /^image\/svg\+xml/, `${server} /logo.svg type`);
    assert.equal(svg.headers['content-encoding'], 'gzip', `${server}: the SVG image is gzipped`);
    for (const [file, type] of [
      ['/photo.png', /^image\/png/],
      ['/font.woff2', /^font\/woff2/],
    ] as const) {
      const a = await ask(port, file, { client: 'browser', headers: gzip });
      assert.equal(a.status, 200, `${server} ${file}`);
      assert.match(String(a.headers['content-type']), type, `${server} ${file} type`);
      assert.equal(a.headers['content-encoding'], undefined, `${server}: ${file} is sent as it is`);
      assert.equal(a.raw.length, 3000, `${server}: ${file} has its 3000 bytes`);
    }
  };
  const dev = await devServer(dir);
  try {
    await check(dev.port, 'rsbuild dev');
  } finally {
    await dev.stop();
  }
  build(dir);
  const preview = await previewServer(dir);
  try {
    await check(preview.port, 'rsbuild preview');
  } finally {
    await preview.stop();
  }
});
