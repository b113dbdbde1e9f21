// Guide "Environment variables", section "How the replacement works": only the exact expression
// `process.env.NAME` is replaced; destructuring, aliases, brackets and optional chaining are not; the
// replaced values let the bundler drop dead branches.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { makeProject, runCli } from './fixture-project';

const source = [
  'console.log("direct", process.env.PUBLIC_API_URL);',
  'console.log("bracket", process.env["PUBLIC_API_URL"]);',
  'const { PUBLIC_API_URL } = process.env; console.log("destructured", PUBLIC_API_URL);',
  'const env = process.env; console.log("alias", env.PUBLIC_API_URL);',
  'console.log("optional", process?.env?.PUBLIC_API_URL);',
  'if (process.env.PUBLIC_CHECKOUT === "new") { console.log("NEW_CHECKOUT"); } else { console.log("OLD_CHECKOUT"); }',
  'if (process.env.NODE_ENV !== "production") { console.log("DEV_ONLY"); }',
].join('\n');

function build(minify: boolean): string {
  const p = makeProject({
    '.env': 'PUBLIC_API_URL=https://api.example.com\nPUBLIC_CHECKOUT=old\n',
    'rsbuild.config.mjs': `export default { output: { minify: ${minify} } };`,
    'src/index.js': source,
  });
  const r = runCli(p, ['build']);
  assert.equal(r.status, 0, r.output);
  return p.emitted(/^static\/js\/index\.\w+\.js$/);
}

test('only process.env.NAME written out in full is replaced', () => {
  const js = build(false);
  assert.match(js, /console\.log\("direct", "https:\/\/api\.example\.com"\)/);
  assert.match(js, /console\.log\("bracket", process\.env\["PUBLIC_API_URL"\]\)/);
  assert.match(js, /const \{ PUBLIC_API_URL \} = process\.env;/);
  assert.match(js, /const env = process\.env;/);
  assert.match(js, /_process\.env/); // optional chaining is compiled to a helper variable, not replaced
  assert.equal(js.match(/https:\/\/api\.example\.com/g)?.length, 1);
});

test('branches that the replaced values rule out are removed', () => {
  for (const js of [build(false), build(true)]) {
    assert.ok(js.includes('OLD_CHECKOUT'));
    assert.ok(!js.includes('NEW_CHECKOUT'));
    assert.ok(!js.includes('DEV_ONLY'));
  }
});

test('the unreplaced process.env reference stays in the production bundle', () => {
  const js = build(true);
  assert.match(js, /process\.env/);
});

test('a context without process (as in a browser) throws on the destructuring line', () => {
  assert.throws(() => runInNewContext('const { PUBLIC_API_URL } = process.env;', {}), /ReferenceError: process is not defined/);
});
