// Facts of guide/advanced/rem that depend on @rsbuild/core 0.5.9 itself. @rsbuild/plugin-rem 0.5.9 is not
// installable here (the registry serves other 0.5 versions), so its two effects are reproduced as its
// 0.5.9 source does them: `pxToRem` output is written as rem by hand and goes through the core's CSS
// minifier, and the runtime tag is unshifted into `assetTags.scripts` in the `alterAssetTags` hook of the
// HTML plugin (AutoSetRootFontSizePlugin), a tag `{ tagName: 'script', attributes: { type: 'text/javascript' } }`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { build, subProject, type Built, type Loose, type RsbuildConfig, type RsbuildPlugin } from './lib/rsbuild';

const dir = subProject('rem-guide', {
  'src/index.js': "import './index.css';\n",
  // What postcss-pxtorem makes of the page's stylesheet with rootValue 50.
  'src/index.css':
    '.card {\n  width: 6rem;\n  padding: .32rem .48rem;\n  font-size: .28rem;\n  border: .02rem solid #ddd;\n  margin: 0 auto;\n}\n\n' +
    '@media (min-width: 768px) {\n  .card {\n    width: 12rem;\n  }\n}\n\n.line {\n  border-bottom: 1PX solid #eee;\n}\n',
});

/** The tag handling of AutoSetRootFontSizePlugin 0.5.9 with `inlineRuntime: true`. */
const runtimeStandIn: RsbuildPlugin = {
  name: 'rem-runtime-stand-in',
  setup(api) {
    api.modifyBundlerChain((chain, { HtmlPlugin }) => {
      chain.plugin('rem-runtime-stand-in').use(
        class {
          apply(compiler: Loose): void {
            compiler.hooks.compilation.tap('stand-in', (compilation: Loose) => {
              (HtmlPlugin as Loose).getHooks(compilation).alterAssetTags.tapPromise('stand-in', async (data: Loose) => {
                data.assetTags.scripts.unshift({
                  tagName: 'script',
                  attributes: { type: 'text/javascript' },
                  voidTag: false,
                  meta: {},
                  innerHTML: 'setRootPixel()',
                });
                return data;
              });
            });
          }
        },
      );
    });
  },
};

const bld = (name: string, config: RsbuildConfig = {}): Promise<Built> =>
  build(name, { ...config, source: { entry: { index: './src/index.js' } }, plugins: [runtimeStandIn] }, { cwd: dir });
const head = (b: Built): string => /<head>([\s\S]*)<\/head>/.exec(b.read(/^index\.html$/))![1];
const body = (b: Built): string => /<body>([\s\S]*)<\/body>/.exec(b.read(/^index\.html$/))![1];

describe('guide/advanced/rem', () => {
  test('guide/advanced/rem "the minified runtime is the first <script> element, right after the <title> and <meta> elements"; it follows html.inject and html.scriptLoading', async () => {
    const [def, inBody, blocking] = await Promise.all([
      bld('rem-head'),
      bld('rem-body', { html: { inject: 'body' } }),
      bld('rem-blocking', { html: { scriptLoading: 'blocking' } }),
    ]);
    assert.match(
      head(def),
      /^<title>Rsbuild App<\/title><meta charset="UTF-8"><meta name="viewport" [^>]+><script>setRootPixel\(\)<\/script><script defer="defer" src=/,
    );
    assert.ok(!head(inBody).includes('setRootPixel'));
    assert.match(body(inBody), /<script>setRootPixel\(\)<\/script><script defer="defer" src=[^>]+><\/script>$/);
    assert.match(head(blocking), /<link href="[^"]+" rel="stylesheet"><script>setRootPixel\(\)<\/script><script src=/);
  });

  test('guide/advanced/rem the generated stylesheet ".card{width:6rem;padding:.32rem .48rem;font-size:.28rem;border:.02rem solid#ddd;margin:0 auto}", "1PX ... the minifier then writes it as 1px"', async () => {
    const out = await bld('rem-css');
    const css = out.read(/^static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.ok(
      css.startsWith(
        '.card{width:6rem;padding:.32rem .48rem;font-size:.28rem;border:.02rem solid#ddd;margin:0 auto}@media(min-width:768px){.card{width:12rem}}',
      ),
      css,
    );
    assert.ok(css.includes('.line{border-bottom:1px solid#eee}'), css);
  });
});
