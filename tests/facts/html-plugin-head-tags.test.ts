// Plugin page assets-retry, section "Custom templates": the plugin puts its runtime at the start of the
// head tags through the HTML plugin's alterAssetTagGroups hook. This test registers a plugin that adds a
// head tag the same way, and shows where such a tag ends up with custom templates and html.inject.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildWithApi, makeProject } from './fixture-project';

type Tag = { tagName: string; voidTag: boolean; attributes: Record<string, string>; innerHTML?: string; meta: object };
type HtmlPluginClass = {
  getHooks(c: unknown): { alterAssetTagGroups: { tap(name: string, fn: (d: { headTags: Tag[] }) => { headTags: Tag[] }): void } };
};
type Compiler = { hooks: { compilation: { tap(name: string, fn: (c: unknown) => void): void } } };
type Chain = { plugin(id: string): { use(plugin: unknown, args: unknown[]): void } };
type Api = { modifyBundlerChain(fn: (chain: Chain, utils: { HtmlPlugin: HtmlPluginClass }) => void): void };

class FirstHeadScript {
  constructor(private readonly HtmlPlugin: HtmlPluginClass) {}
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('first-head-script', (compilation) => {
      this.HtmlPlugin.getHooks(compilation).alterAssetTagGroups.tap('first-head-script', (data) => {
        data.headTags.unshift({ tagName: 'script', voidTag: false, attributes: {}, innerHTML: 'window.__retryRuntime=1', meta: {} });
        return data;
      });
    });
  }
}
const headScriptPlugin = {
  name: 'first-head-script',
  setup(api: Api) {
    api.modifyBundlerChain((chain, { HtmlPlugin }) => {
      chain.plugin('first-head-script').use(FirstHeadScript, [HtmlPlugin]);
    });
  },
};

const build = async (files: Record<string, string>, html: object): Promise<string> => {
  const p = makeProject({ 'src/index.js': 'console.log(1);', ...files });
  await buildWithApi(p, { plugins: [headScriptPlugin], html });
  return p.read('dist/index.html');
};

test('default template: the tag is the first element of <head>, before every script and stylesheet', async () => {
  const html = await build({}, {});
  assert.match(html, /<head><script>window\.__retryRuntime=1<\/script><title>/);
});

test('custom template: the tag comes after the elements written in the template’s <head>', async () => {
  const html = await build(
    {
      'index.html':
        '<!doctype html><html><head><link rel="stylesheet" href="https://cdn.example.com/reset.css"></head><body><div id="root"></div></body></html>',
    },
    { template: './index.html' },
  );
  assert.ok(html.indexOf('reset.css') < html.indexOf('__retryRuntime'));
});

test('html.inject: false drops the tag unless the template prints htmlWebpackPlugin.tags.headTags', async () => {
  const bare = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
  assert.ok(!(await build({ 'index.html': bare }, { template: './index.html', inject: false })).includes('__retryRuntime'));
  const printing =
    '<!doctype html><html><head><%= htmlWebpackPlugin.tags.headTags %></head><body><div id="root"></div><%= htmlWebpackPlugin.tags.bodyTags %></body></html>';
  const html = await build({ 'index.html': printing }, { template: './index.html', inject: false });
  assert.match(html, /<head><script>window\.__retryRuntime=1<\/script>/);
});

test("html.inject: 'body' moves the page scripts, the head tag stays in <head>", async () => {
  const html = await build({}, { inject: 'body' });
  assert.match(html, /<head><script>window\.__retryRuntime=1<\/script>/);
  assert.match(html, /<body>[\s\S]*\/static\/js\/index\.\w+\.js[\s\S]*<\/body>/);
});
