// Facts behind the fixes of review 80 (slice a): plugins/list/plugin-typed-css-modules. Each test runs the CLI of
// @rsbuild/core 0.5.9 in a throw-away project.
//
// Read in the 0.5.9 source, not run here: applyBaseCSSRule (packages/core/src/provider/plugins/css.ts) adds the loader
// that writes the declarations when `!isServer && !isWebWorker`, and the build utils set isServer for 'node' and
// isWebWorker for 'web-worker' only (packages/core/src/provider/rspackConfig.ts), so a 'service-worker' build gets it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, project } from './topics-support';

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-typed-css-modules

const CARD_CSS = '.card {\n  padding: 16px;\n}\n\n.card-title {\n  font-weight: bold;\n}\n';

/** Builds a project whose entry imports src/card.module.css for `targets`; returns whether the declaration was written. */
function writesDeclaration(targets: string[]): boolean {
  const dir = project({
    'src/index.js': "import styles from './card.module.css';\nconsole.log(styles.card);\n",
    'src/card.module.css': CARD_CSS,
    'rsbuild.config.mjs': `export default { output: { enableCssModuleTSDeclaration: true, targets: ${JSON.stringify(targets)} } };\n`,
  });
  build(dir);
  return fs.existsSync(path.join(dir, 'src/card.module.css.d.ts'));
}

test('plugins/list/plugin-typed-css-modules "Not for node or web-worker. Those targets write none; web and service-worker builds do. A project that builds for web and node together still gets them from the web build"', () => {
  assert.equal(writesDeclaration(['node']), false, 'node');
  assert.equal(writesDeclaration(['web-worker']), false, 'web-worker');
  assert.equal(writesDeclaration(['web']), true, 'web');
  assert.equal(writesDeclaration(['service-worker']), true, 'service-worker');
  assert.equal(writesDeclaration(['web', 'node']), true, 'web + node');
});
