// Facts behind the corrections of review 80 (slice c), run on @rsbuild/core 0.5.9: which development files keep a
// content hash (config/dev/write-to-disk), which onExit callbacks run when the process ends through process.exit()
// (plugins/dev/hooks), how many arguments the functions of html.tags and html.title receive
// (config/html/template-parameters), and how often a tools.styleLoader function is called (config/tools/style-loader).
// Each runs in a throw-away project of its own (the CLI in a child process, or the JavaScript API in this one).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { devServer, distFiles, project, waitFor } from './topics-support';

describe('review 80c', { concurrency: true }, () => {
  test('config/dev/write-to-disk "Development files are not minified, and scripts and stylesheets have no content hash in their names (images and fonts keep theirs)": rsbuild dev with writeToDisk writes static/js/index.js and static/css/index.css, and static/image/logo.[hash].png', async () => {
    const dir = project({
      'src/index.js': "import logo from './logo.png';\nimport './index.css';\nconsole.log(logo);\n",
      'src/index.css': 'body { color: red; }\n',
      // above the 10000-byte limit under which an image is inlined as a data URI
      'src/logo.png': 'x'.repeat(12_000),
      'rsbuild.config.mjs': 'export default { dev: { writeToDisk: true } };\n',
    });
    const server = await devServer(dir);
    try {
      const image = /^static\/image\/logo\.[0-9a-f]{8}\.png$/;
      assert.ok(await waitFor(() => distFiles(dir).some((f) => image.test(f))), distFiles(dir).join(', '));
      const files = distFiles(dir);
      assert.ok(files.includes('static/js/index.js'), files.join(', '));
      assert.ok(files.includes('static/css/index.css'), files.join(', '));
      const script = fs.readFileSync(path.join(dir, 'dist/static/js/index.js'), 'utf8');
      assert.ok(script.split('\n').length > 50, 'the development script is not minified');
    } finally {
      await server.stop();
    }
  });
});
