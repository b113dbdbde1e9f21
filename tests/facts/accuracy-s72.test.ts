// Facts behind a statement checked for accuracy, run with @rsbuild/core 0.5.9 (its CLI, in a throw-away project):
// config/tools/sass, the steps every Sass file goes through: "resolve-url-loader rewrites url() references that start
// with ./ or ../ in imported partials … a url() without the dot is left as written". A partial at
// src/styles/partials/_a.scss, imported by src/index.scss, with its image in src/styles/partials/img/: `url(./img/x.png)`
// and `url(../partials/img/x.png)` build; `url(img/x.png)` (quoted or not) stops with Can't resolve 'img/x.png' in
// '<project>/src', the folder of the importing file.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PNG, project, rsbuild } from './topics-support';

test('config/tools/sass "resolve-url-loader rewrites url() references that start with ./ or ../ in imported partials": from a partial, ./img/x.png and ../partials/img/x.png resolve next to the partial; img/x.png is looked up from the importing file\'s folder and fails', () => {
  const run = (url: string) =>
    rsbuild(
      project({
        'src/styles/partials/_a.scss': `.a { background: url(${url}); }\n`,
        'src/styles/partials/img/x.png': PNG,
        'src/index.scss': "@import './styles/partials/a';\n",
        'src/index.js': "import './index.scss';\n",
      }),
      ['build'],
    );
  for (const url of ['./img/x.png', '../partials/img/x.png']) assert.equal(run(url).code, 0, url);
  for (const url of ['img/x.png', "'img/x.png'"]) {
    const failed = run(url);
    assert.notEqual(failed.code, 0, url);
    assert.match(failed.output, /Can't resolve 'img\/x\.png' in '[^']*\/src'/, url);
  }
});
