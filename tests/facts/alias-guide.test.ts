// Facts of guide/advanced/alias: tsconfig.json paths, source.alias and source.aliasStrategy on
// @rsbuild/core 0.5.9, read from the generated Rspack config and from what production builds bundle.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { build, cli, inspect, subProject, type Built, type RsbuildConfig } from './lib/rsbuild';

const src = {
  'src/components/Button.ts': "export const Button = 'BUTTON_FROM_SRC';\n",
  'src/common/date.ts': "export const formatDate = () => 'DATE_FROM_COMMON';\n",
  'src/a/common.ts': "export const from = 'FROM_A';\n",
  'src/b/common.ts': "export const from = 'FROM_B';\n",
};
const paths = (extra: Record<string, string[]> = {}): string =>
  JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'], '@common/*': ['./src/common/*'], ...extra } } });

const tsProject = subProject('alias-ts', {
  ...src,
  'tsconfig.json': paths(),
  'src/index.ts':
    "import { Button } from '@/components/Button';\nimport { formatDate } from '@common/date';\nconsole.log(Button, formatDate());\n",
});
const jsProject = subProject('alias-js', {
  ...src,
  'jsconfig.json': paths(),
  'src/index.js': "import { Button } from '@/components/Button';\nconsole.log(Button);\n",
});
const both = subProject('alias-both', {
  ...src,
  'tsconfig.json': paths({ '@common/*': ['./src/a/*'] }),
  'src/index.ts': "import { from } from '@common/common';\nconsole.log(from);\n",
  'src/only-paths.ts': "import { Button } from '@/components/Button';\nconsole.log(Button);\n",
  'rsbuild.only-paths.mjs':
    "export default { source: { entry: { index: './src/only-paths.ts' }, aliasStrategy: 'prefer-alias' }, output: { distPath: { root: 'dist/only-paths' } } };\n",
});
const plain = subProject('alias-plain', {
  ...src,
  'src/index.js':
    "import { Button } from '@/components/Button';\nimport { formatDate } from '@common/date';\nconsole.log(Button, formatDate());\n",
  'src/exact.js':
    "import a from 'pkg';\nimport b from 'pkg/sub';\nimport c from 'heavy-optional-dep';\nimport d from 'first';\nconsole.log(a, b, c, d);\n",
  'src/styles/base.css': '.base { color: red; }\n',
  'src/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  'src/css.js': "import './index.css';\n",
  'src/index.css': "@import '@/styles/base.css';\n.logo { background: url('@/assets/logo.svg'); }\n",
  'src/alt/index.js': "export default 'ALT_PKG';\n",
  'src/second.js': "export default 'SECOND';\n",
  'node_modules/pkg/package.json': '{ "name": "pkg", "main": "index.js" }\n',
  'node_modules/pkg/index.js': "module.exports = 'REAL_PKG';\n",
  'node_modules/pkg/sub.js': "module.exports = 'REAL_SUB';\n",
  'node_modules/heavy-optional-dep/package.json': '{ "name": "heavy-optional-dep", "main": "index.js" }\n',
  'node_modules/heavy-optional-dep/index.js': "module.exports = 'HEAVY';\n",
});

const js = (b: Built, name = 'index'): string => b.read(new RegExp(`^static/js/${name}\\.[0-9a-f]{8}\\.js$`));
const noMinify = (config: RsbuildConfig, entry: Record<string, string>): RsbuildConfig => ({
  ...config,
  source: { entry, ...config.source },
  output: { minify: false, ...config.output },
});

describe('guide/advanced/alias', () => {
  test('guide/advanced/alias "Rsbuild reads the tsconfig.json in the project root automatically", "only looks for tsconfig.json and ignores jsconfig.json" unless source.tsconfigPath points at it', async () => {
    const ts = await build('alias-ts', noMinify({}, { index: './src/index.ts' }), { cwd: tsProject });
    assert.ok(js(ts).includes('BUTTON_FROM_SRC') && js(ts).includes('DATE_FROM_COMMON'));
    await assert.rejects(build('alias-js-ignored', noMinify({}, { index: './src/index.js' }), { cwd: jsProject }));
    const withPath = await build('alias-js', noMinify({ source: { tsconfigPath: './jsconfig.json' } }, { index: './src/index.js' }), {
      cwd: jsProject,
    });
    assert.ok(js(withPath).includes('BUTTON_FROM_SRC'));
  });

  test('guide/advanced/alias source.alias: "resolved from the project root", a key matches below it, "$" matches the exact path, false is an empty module "/* (ignored) */", an array uses the first that exists', async () => {
    const config: RsbuildConfig = {
      source: {
        alias: {
          '@': './src',
          '@common': './src/common',
          pkg$: './src/alt',
          'heavy-optional-dep': false,
          first: ['./src/missing.js', './src/second.js'],
        },
      },
    };
    const { rspack } = await inspect(noMinify(config, { index: './src/index.js' }), { cwd: plain });
    assert.equal(rspack[0].resolve.alias['@'], path.join(plain, 'src'));
    assert.deepEqual(Object.keys(rspack[0].resolve.alias), [
      '@',
      '@common',
      'pkg$',
      'heavy-optional-dep',
      'first',
      '@swc/helpers',
      'core-js',
    ]);
    assert.equal(rspack[0].resolve.tsConfigPath, undefined, 'no tsconfig.json: no paths');
    const out = await build('alias-exact', noMinify(config, { index: './src/index.js', exact: './src/exact.js' }), { cwd: plain });
    assert.ok(js(out).includes('BUTTON_FROM_SRC') && js(out).includes('DATE_FROM_COMMON'));
    const exact = js(out, 'exact');
    assert.ok(exact.includes('ALT_PKG') && !exact.includes('REAL_PKG'), '`pkg$` redirects pkg');
    assert.ok(exact.includes('REAL_SUB'), '`pkg$` leaves pkg/sub alone');
    assert.ok(!exact.includes('HEAVY') && exact.includes('/* (ignored) */'));
    assert.ok(exact.includes('SECOND'));
  });

  test('guide/advanced/alias "source.alias can also be a function", per target; "Aliases also apply to @import and url() in stylesheets"', async () => {
    const { rspack } = await inspect(
      {
        output: { targets: ['web', 'node'] },
        source: {
          entry: { index: './src/index.js' },
          alias: (alias, { target }) => {
            alias['@platform'] = path.join(plain, target === 'node' ? 'src/platform/node' : 'src/platform/browser');
          },
        },
      },
      { cwd: plain },
    );
    assert.equal(rspack[0].resolve.alias['@platform'], path.join(plain, 'src/platform/browser'));
    assert.equal(rspack[1].resolve.alias['@platform'], path.join(plain, 'src/platform/node'));
    const out = await build('alias-css', noMinify({ source: { alias: { '@': './src' } } }, { index: './src/css.js' }), { cwd: plain });
    const css = out.read(/^static\/css\/index\.[0-9a-f]{8}\.css$/);
    assert.match(css, /\.base \{\s*color: red;/);
    assert.match(css, /\.logo \{ background: url\(data:image\/svg\+xml;base64,/, 'the small SVG is inlined: it was found');
  });

  test("guide/advanced/alias source.aliasStrategy: prefer-tsconfig resolves through paths, prefer-alias ignores paths (\"Can't resolve '@/components/Button'\")", async () => {
    const alias = { '@common': './src/b' };
    const [tsconfig, preferAlias] = await Promise.all([
      build('alias-prefer-tsconfig', noMinify({ source: { alias } }, { index: './src/index.ts' }), { cwd: both }),
      build('alias-prefer-alias', noMinify({ source: { alias, aliasStrategy: 'prefer-alias' } }, { index: './src/index.ts' }), {
        cwd: both,
      }),
    ]);
    assert.ok(js(tsconfig).includes('FROM_A') && !js(tsconfig).includes('FROM_B'));
    assert.ok(js(preferAlias).includes('FROM_B') && !js(preferAlias).includes('FROM_A'));
    const [a, b] = await Promise.all([
      inspect({ source: { alias } }, { cwd: both }),
      inspect({ source: { alias, aliasStrategy: 'prefer-alias' } }, { cwd: both }),
    ]);
    assert.equal(a.rspack[0].resolve.tsConfigPath, path.join(both, 'tsconfig.json'));
    assert.equal(b.rspack[0].resolve.tsConfigPath, undefined);
    const failed = await cli(['build', '--config', 'rsbuild.only-paths.mjs'], { cwd: both });
    assert.notEqual(failed.code, 0);
    assert.match(failed.output, /Resolve error: Can't resolve '@\/components\/Button'/);
  });
});
