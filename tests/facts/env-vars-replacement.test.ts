// Guide "Environment variables", section "How the replacement works": only the exact expression
// `process.env.NAME` is replaced; destructuring, aliases, brackets and optional chaining are not; the
// replaced values let the bundler drop dead branches, in production and in development.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { type Project, makeProject, runCli } from './fixture-project';

// The example of the page, as written there.
const example = [
  'console.log(process.env.PUBLIC_API_URL);',
  '',
  'const { PUBLIC_API_URL } = process.env;',
  'const env = process.env;',
  "console.log(PUBLIC_API_URL, env.PUBLIC_API_URL, process.env['PUBLIC_API_URL']);",
  'console.log(process?.env?.PUBLIC_API_URL);',
  '',
].join('\n');

const checkout = [
  "if (process.env.PUBLIC_CHECKOUT === 'new') {",
  "  console.log('new checkout');",
  "  import('./new-checkout');",
  '} else {',
  "  console.log('old checkout');",
  '}',
  "if (process.env.NODE_ENV !== 'production') { console.log('DEV_ONLY'); }",
  '',
].join('\n');

function build(minify: boolean, env: Record<string, string> = {}): Project {
  const p = makeProject({
    '.env': 'PUBLIC_API_URL=https://api.example.com\nPUBLIC_CHECKOUT=old\n',
    'rsbuild.config.mjs': `export default { output: { minify: ${minify} } };`,
    'src/index.ts': `${example}import './checkout';\n`,
    'src/checkout.ts': checkout,
    'src/new-checkout.ts': 'console.log("NEW_CHECKOUT_MODULE");\n',
  });
  const r = runCli(p, ['build'], env);
  assert.equal(r.status, 0, r.output);
  return p;
}
const indexJs = (p: Project): string => p.emitted(/^static\/js\/index\.\w+\.js$/);

test('only process.env.NAME written out in full is replaced', () => {
  const js = indexJs(build(false));
  assert.ok(js.includes('console.log("https://api.example.com");'));
  assert.ok(js.includes('const { PUBLIC_API_URL } = process.env;'));
  assert.ok(js.includes('const env = process.env;'));
  assert.ok(js.includes('console.log(PUBLIC_API_URL, env.PUBLIC_API_URL, process.env["PUBLIC_API_URL"]);'));
  assert.match(js, /_process\.env/); // optional chaining is compiled to a helper variable, not replaced
  assert.equal(js.match(/https:\/\/api\.example\.com/g)?.length, 1);
});

test('branches ruled out by the values are removed, with the chunk of their import(), in both modes', () => {
  for (const p of [build(false), build(true), build(false, { NODE_ENV: 'development' })]) {
    const js = p.emitted(/\.js$/);
    assert.ok(js.includes('old checkout'));
    assert.ok(!js.includes('new checkout'));
    assert.ok(!js.includes('NEW_CHECKOUT_MODULE'));
    assert.ok(!p.list().some((f) => f.includes('/async/')), p.list().join(', '));
  }
  assert.ok(!build(true).emitted(/\.js$/).includes('DEV_ONLY'));
  assert.ok(build(false, { NODE_ENV: 'development' }).emitted(/\.js$/).includes('DEV_ONLY'));
});

test('with PUBLIC_CHECKOUT=new the other branch and its chunk are kept', () => {
  const p = build(true, { PUBLIC_CHECKOUT: 'new' });
  assert.ok(p.emitted(/\.js$/).includes('NEW_CHECKOUT_MODULE'));
  assert.ok(!p.emitted(/\.js$/).includes('old checkout'));
});

test('the unreplaced process.env reference stays in the production bundle', () => {
  assert.match(indexJs(build(true)), /process\.env/);
});

test('a context without process (as in a browser) throws on the destructuring line', () => {
  assert.throws(() => runInNewContext('const { PUBLIC_API_URL } = process.env;', {}), /ReferenceError: process is not defined/);
});
