// Guide "Static assets", section "Image formats": the image extensions Rsbuild 0.5.9 handles, what an
// unknown format does, and how a rule adds one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildWithApi, makeProject, runCli } from './fixture-project';

const RASTER = ['png', 'jpg', 'jpeg', 'pjpeg', 'pjp', 'jfif', 'gif', 'bmp', 'webp', 'apng', 'avif', 'ico', 'tif', 'tiff'];
const HEIC = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0xff, 0xfe, 0x01]);

test('every listed raster format is emitted to static/image (above the 10 kB inline limit)', async () => {
  const files: Record<string, string> = {};
  for (const ext of RASTER) files[`src/assets/photo-${ext}.${ext}`] = Buffer.alloc(12_000, 7).toString('latin1');
  files['src/index.js'] =
    RASTER.map((e) => `import i_${e} from './assets/photo-${e}.${e}';`).join('\n') +
    `\nconsole.log(${RASTER.map((e) => `i_${e}`).join(', ')});`;
  const p = makeProject(files);
  await buildWithApi(p, {});
  const images = p.list().filter((f) => f.startsWith('static/image/'));
  assert.deepEqual(images.map((f) => f.split('.').pop()).sort(), [...RASTER].sort());
  // emitted unchanged: no conversion, no compression
  const avif = images.find((f) => f.endsWith('.avif'));
  assert.ok(avif);
  assert.equal(p.read(`dist/${avif}`), p.read('src/assets/photo-avif.avif'));
});

test('an unknown format (.heic) is parsed as JavaScript and fails', () => {
  const p = makeProject({
    'src/index.js': 'import url from "./photo.heic"; console.log(url);',
    'rsbuild.config.mjs': 'export default {};',
  });
  fs.writeFileSync(path.join(p.dir, 'src/photo.heic'), HEIC);
  const r = runCli(p, ['build']);
  assert.notEqual(r.status, 0);
  assert.match(r.output, /Module parse failed:/);
  assert.match(r.output, /JavaScript parsing error: Unexpected character/);
  assert.match(r.output, /You may need an appropriate loader to handle this file type\./);
});

test('an asset/resource rule added with addRules makes it a file', async () => {
  const p = makeProject({ 'src/index.js': 'import url from "./photo.heic"; console.log(url);' });
  fs.writeFileSync(path.join(p.dir, 'src/photo.heic'), HEIC);
  await buildWithApi(p, {
    tools: {
      rspack: (_config: unknown, { addRules }: { addRules: (rules: object[]) => void }) => {
        addRules([{ test: /\.(heic|jxl)$/i, type: 'asset/resource', generator: { filename: 'static/image/[name].[contenthash:8][ext]' } }]);
      },
    },
  });
  assert.ok(
    p.list().some((f) => /^static\/image\/photo\.[0-9a-f]{8}\.heic$/.test(f)),
    p.list().join(', '),
  );
  assert.match(p.emitted(/\.js$/), /static\/image\/photo\.[0-9a-f]{8}\.heic/);
});
