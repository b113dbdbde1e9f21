// Findings of the audit on config/source/entry, source/exclude, source/include, output/asset-prefix and
// security/nonce, run on @rsbuild/core 0.5.9.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ask } from './lib/http';
import { build, devServer, fixture, freePort, startCli, subProject } from './lib/rsbuild';

const ENTRY_LOG = `import fs from 'node:fs';
const log = (target) => fs.appendFileSync('calls.txt', target + '\\n');
export default {
  output: { targets: JSON.parse(process.env.FACT_TARGETS) },
  performance: { printFileSize: false },
  source: {
    entry: ({ target }) => {
      log(target);
      return { index: target === 'node' ? './src/index.server.js' : './src/index.client.js' };
    },
  },
};
`;

describe('source options', { concurrency: 2 }, () => {
  test("config/source/entry \"Rsbuild calls the function ... twice with target: 'web', whether or not 'web' is one of the output.targets ... then once for each other target\": rsbuild build and rsbuild dev", async () => {
    const dir = subProject('entry-function-calls', {
      'src/index.client.js': "console.log('client');\n",
      'src/index.server.js': "module.exports = 'server';\n",
      'rsbuild.config.mjs': ENTRY_LOG,
    });
    const calls = (): string[] => fs.readFileSync(path.join(dir, 'calls.txt'), 'utf8').split('\n').filter(Boolean);
    for (const [targets, expected] of [
      [['node'], ['web', 'web', 'node']],
      [
        ['web', 'node'],
        ['web', 'web', 'node'],
      ],
      [['web'], ['web', 'web']],
    ] as const) {
      fs.rmSync(path.join(dir, 'calls.txt'), { force: true });
      const run = await startCli(['build'], { cwd: dir, env: { FACT_TARGETS: JSON.stringify(targets) } }).done;
      assert.equal(run.code, 0, run.output);
      assert.deepEqual(calls(), expected, `targets ${targets}`);
    }
    // The dev server: the two calls with 'web'.
    fs.rmSync(path.join(dir, 'calls.txt'), { force: true });
    const port = await freePort();
    const dev = startCli(['dev', '--port', String(port)], { cwd: dir, env: { FACT_TARGETS: '["web"]' } });
    try {
      await dev.waitFor(/ready\s+Client compiled/, 0, 60_000);
      assert.deepEqual(calls(), ['web', 'web']);
    } finally {
      await dev.stop();
    }
  });

  test('config/source/exclude "An excluded file loses Rsbuild\'s module type": with "type": "commonjs" an excluded ES module fails with \'import\', and \'export\' cannot be used outside of module code; without the field, as .mjs, or not excluded it builds', async () => {
    const files = {
      'src/index.js': "import { answer } from './vendor/lib.js';\nconsole.log(answer);\n",
      'src/vendor/lib.js': 'export const answer = 42;\n',
      'rsbuild.config.mjs':
        'export default { source: { exclude: [/[\\\\/]src[\\\\/]vendor[\\\\/]/] }, performance: { printFileSize: false } };\n',
    };
    const commonjs = subProject('exclude-commonjs', {
      ...files,
      'package.json': '{ "name": "exclude-commonjs", "private": true, "type": "commonjs" }\n',
    });
    const failed = await startCli(['build'], { cwd: commonjs }).done;
    assert.equal(failed.code, 1);
    assert.match(failed.output, /'import', and 'export' cannot be used outside of module code/);
    // Not excluded: Rsbuild's rule accepts the ES module in a "commonjs" package.
    const included = subProject('exclude-commonjs-included', {
      ...files,
      'rsbuild.config.mjs': 'export default { performance: { printFileSize: false } };\n',
      'package.json': '{ "name": "exclude-commonjs-included", "private": true, "type": "commonjs" }\n',
    });
    assert.equal((await startCli(['build'], { cwd: included }).done).code, 0);
    // Without a type field.
    const plain = subProject('exclude-no-type', files);
    assert.equal((await startCli(['build'], { cwd: plain }).done).code, 0);
    // Renamed to .mjs.
    const mjs = subProject('exclude-mjs', {
      ...files,
      'src/index.js': "import { answer } from './vendor/lib.mjs';\nconsole.log(answer);\n",
      'src/vendor/lib.mjs': 'export const answer = 42;\n',
      'package.json': '{ "name": "exclude-mjs", "private": true, "type": "commonjs" }\n',
    });
    const renamed = await startCli(['build'], { cwd: mjs }).done;
    assert.equal(renamed.code, 0, renamed.output);
  });

  test('config/source/include "Inside is decided by comparing the start of the path as a string": app-shared/ beside the root app/ is compiled by default, shared/ is not', async () => {
    const dir = subProject('include-prefix/app', {
      'src/index.js': "import { a } from '../../app-shared/a.js';\nimport { b } from '../../shared/b.js';\nconsole.log(a, b);\n",
    });
    const parent = path.dirname(dir);
    fs.mkdirSync(path.join(parent, 'app-shared'), { recursive: true });
    fs.mkdirSync(path.join(parent, 'shared'), { recursive: true });
    fs.writeFileSync(path.join(parent, 'app-shared', 'a.js'), 'export const a = globalThis.x ?? "from app-shared";\n');
    fs.writeFileSync(path.join(parent, 'shared', 'b.js'), 'export const b = globalThis.y ?? "from shared";\n');
    const out = await build('include-prefix', { output: { overrideBrowserslist: ['chrome 60'], minify: false } }, { cwd: dir });
    const js = out.read(/^static\/js\/index\.\w+\.js$/);
    assert.match(js, /globalThis\.y \?\? "from shared"/, 'shared/ keeps ?? (not compiled)');
    assert.doesNotMatch(js, /globalThis\.x \?\?/, 'app-shared/ was compiled (?? lowered for Chrome 60)');
    assert.match(js, /from app-shared/);
    assert.ok(fixture());
  });
});

describe('output options', { concurrency: 2 }, () => {
  test("config/output/asset-prefix \"with 'auto', process.env.ASSET_PREFIX and the assetPrefix template parameter are the string 'auto', and with './' they are '.'\" + \"'auto' ... ../static/js/... for a page written to index/index.html\"", async () => {
    const dir = subProject('asset-prefix-special', {
      'src/index.js': 'globalThis.result = process.env.ASSET_PREFIX;\nconsole.log(`${process.env.ASSET_PREFIX}/brand/logo.svg`);\n',
      'template.html':
        '<!doctype html><html><head><meta name="prefix" content="<%= assetPrefix %>"></head><body><div id="root"></div></body></html>\n',
    });
    for (const [prefix, expected] of [
      ['auto', 'auto'],
      ['./', '.'],
    ] as const) {
      const out = await build(
        `asset-prefix-${expected === '.' ? 'dot' : 'auto'}`,
        { output: { assetPrefix: prefix }, html: { template: './template.html' } },
        { cwd: dir },
      );
      const js = out.read(/^static\/js\/index\.\w+\.js$/);
      assert.ok(
        js.includes(`"${expected}/brand/logo.svg"`) ||
          js.includes(`\`${expected}/brand/logo.svg\``) ||
          js.includes(`${expected}/brand/logo.svg`),
        `${prefix}: ${js.slice(0, 400)}`,
      );
      assert.match(out.read(/^index\.html$/), new RegExp(`<meta name="?prefix"? content="?${expected.replace('.', '\\.')}"?`));
    }
    const nested = await build(
      'asset-prefix-auto-nested',
      { output: { assetPrefix: 'auto' }, html: { outputStructure: 'nested' } },
      { cwd: dir },
    );
    assert.match(nested.read(/^index\/index\.html$/), /src="\.\.\/static\/js\/index\.\w+\.js"/);
  });

  test('config/security/nonce: a production build writes defer="defer" (minified HTML) and hashed names; the dev server writes a bare defer', async () => {
    const dir = subProject('nonce', { 'src/index.js': "console.log('nonce');\n" });
    const config = { security: { nonce: 'CSP_NONCE_PLACEHOLDER' } };
    const out = await build('nonce', config, { cwd: dir });
    assert.match(
      out.read(/^index\.html$/),
      /<script defer="defer" src="\/static\/js\/index\.[0-9a-f]{8}\.js" nonce="CSP_NONCE_PLACEHOLDER"><\/script>/,
    );
    const dev = await devServer(config, { cwd: dir });
    try {
      assert.match((await ask(dev.port, '/')).text, /<script defer src="\/static\/js\/index\.js" nonce="CSP_NONCE_PLACEHOLDER"><\/script>/);
    } finally {
      await dev.close();
    }
  });
});
