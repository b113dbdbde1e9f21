// Config page plugins, section "Unplugin-based plugins": an unplugin is an Rspack plugin, not an Rsbuild
// plugin. In `plugins` it is refused with a message that points to tools.rspack; there it works.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createUnplugin } from 'unplugin';
import { buildWithApi, makeProject } from './fixture-project';

const replaceMarker = createUnplugin(() => ({
  name: 'replace-marker',
  transformInclude: (id: string) => id.endsWith('.js'),
  transform: (code: string) => code.replace('__BUILD_MARK__', JSON.stringify('transformed by an unplugin')),
}));

test('unplugin .rspack() in tools.rspack.plugins transforms the modules', async () => {
  const p = makeProject({ 'src/index.js': 'console.log(__BUILD_MARK__);' });
  await buildWithApi(p, { tools: { rspack: { plugins: [replaceMarker.rspack()] } } });
  assert.ok(p.emitted(/\.js$/).includes('transformed by an unplugin'));
});

test('unplugin .rspack() in plugins is refused: "looks like a Webpack or Rspack plugin"', async () => {
  const p = makeProject({ 'src/index.js': 'console.log(__BUILD_MARK__);' });
  await assert.rejects(buildWithApi(p, { plugins: [replaceMarker.rspack()] }), (e: Error) =>
    e.message.startsWith('Object looks like a Webpack or Rspack plugin, please use `tools.rspack` to register it:'),
  );
});

test('a class-based Rspack plugin in plugins is named in the message', async () => {
  class CopyrightPlugin {
    apply(): void {}
  }
  const p = makeProject({ 'src/index.js': 'console.log(1);' });
  await assert.rejects(
    buildWithApi(p, { plugins: [new CopyrightPlugin()] }),
    /CopyrightPlugin looks like a Webpack or Rspack plugin, please use `tools.rspack` to register it:/,
  );
});
