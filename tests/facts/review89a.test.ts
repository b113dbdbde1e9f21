// Facts behind the second accuracy review of session 89 (slice a): config/source/include and
// guide/advanced/browser-compatibility, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it.
//
// Fixes:
// - config/source/include, opening: "A file outside this set is still bundled, but exactly as it is written" (zh: "但会
//   保持原样"). Not exactly: Rspack still rewrites the file's import and export statements into its own module code, and
//   the minifier compresses it. What holds is that SWC does none of the listed work on it (the js rule's include,
//   shared/src/chain.ts 244-272), so its modern syntax is left as written (zh: 新语法原样保留, the same length as
//   before: the Chinese page is close to its 40 KB first visit). Test below: a package's `?.` and private field stay
//   under chrome >= 70 while the project's own `?.` is compiled, and the package's `export const` is gone from the
//   output.
// - guide/advanced/browser-compatibility, intro: the page shows "how to check that the output really runs in your
//   browsers". The check it shows, @rsbuild/plugin-check-syntax 0.5.9, only parses the emitted files with acorn at one
//   ECMAScript version (plugin-check-syntax/src/CheckSyntaxPlugin.ts 57-66 and 95-97, tryParse), and the page's own
//   section says that a missing API is not reported. The intro now says how to check that your browsers can parse the
//   output. Test below: with output.polyfill 'off', a build calling [1, 2, 3].at(-1) parses at the version the check
//   uses for the default list (ES2017, browserslistToESVersion of @rsbuild/shared 0.5.9) with acorn, the check's
//   parser, yet in Chromium without Array.prototype.at the page stops with a TypeError.
// - config/source/include, Common problems, "In development, IE reports a syntax error": "`rsbuild dev` compiles the
//   same files as `rsbuild build`, for the same browserslist". Not when the list has a section per environment: dev runs
//   with NODE_ENV development and takes the list's development queries, build the production ones (browserslist's env
//   sections; guide/advanced/browserslist, "Different queries per environment"), so a project whose .browserslistrc (or
//   package.json, as Create React App writes it) names ie 11 for production only gets its own arrow functions in dev.
//   The page now says "unless the list has sections per environment" (zh: 分环境时除外; the Chinese item keeps its byte
//   length, two clauses of it shorter, none that another facts file quotes). Test below: with [production] ie 11 and
//   [development] chrome >= 100, the build compiles the entry's arrow function and the dev server serves it as written;
//   with a plain ie 11 list the dev server compiles it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, devServer, distFiles, distText, pageSays, previewServer, project, sharedBrowser, waitFor } from './topics-support';

const browser = sharedBrowser();

const acorn = createRequire(fs.realpathSync(path.join(ROOT, 'node_modules/terser/package.json')))('acorn') as {
  parse: (src: string, opts: { ecmaVersion: number }) => unknown;
};

test('config/source/include "A file outside this set is still bundled, but its modern syntax is left as written."', () => {
  pageSays(
    'config/source/include',
    {
      en: 'A file outside this set is still bundled, but its modern syntax is left as written.',
      zh: '不在这个范围内的文件照样打包，但新语法原样保留。',
    },
    { en: 'but exactly as it is written.', zh: '不在这个范围内的文件仍然会被打包，但会保持原样。' },
  );
  const dir = project({
    'rsbuild.config.mjs': "export default { output: { minify: false, overrideBrowserslist: ['chrome >= 70'] } };\n",
    'node_modules/plain-lib/package.json': '{ "name": "plain-lib", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/plain-lib/index.js':
      'export const pick = (o) => o?.libValue;\nexport class Box {\n  #size = 1;\n  get size() {\n    return this.#size;\n  }\n}\n',
    'src/index.js':
      "import { pick, Box } from 'plain-lib';\nconst own = (o) => o?.ownValue;\ndocument.body.textContent = String(pick({}) + own({}) + new Box().size);\n",
  });
  build(dir);
  const js = distText(dir, /^static\/js\/.*\.js$/);
  assert.match(js, /o\?\.libValue/, "the package's ?. stays");
  assert.match(js, /#size = 1;/, "the package's private field stays");
  assert.doesNotMatch(js, /o\?\.ownValue/, 'the own ?. is compiled');
  assert.match(js, /ownValue/);
  assert.doesNotMatch(js, /export const pick/, 'the export statement is rewritten: the file is not bundled exactly as written');
});

test('guide/advanced/browser-compatibility "how to check that your browsers can parse the output": output that parses at the ES version the syntax check uses still fails in a browser that lacks an API', async () => {
  pageSays(
    'guide/advanced/browser-compatibility',
    {
      en: 'and how to check that your browsers can parse the output.',
      zh: '以及如何检查目标浏览器能否解析产物。',
    },
    { en: 'how to check that the output really runs in your browsers', zh: '以及如何检查产物能否真正在你的目标浏览器中运行' },
  );
  const shared = (await import('rsbuild-shared-0.5')) as unknown as { browserslistToESVersion: (browsers: string[]) => number };
  const version = shared.browserslistToESVersion(['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14']);
  assert.equal(version, 2017);
  const dir = project({
    'rsbuild.config.mjs': "export default { output: { polyfill: 'off' } };\n",
    'src/index.js': "document.getElementById('root').textContent = String([1, 2, 3].at(-1));\n",
  });
  build(dir);
  const scripts = distFiles(dir).filter((f) => /^static\/js\/.*\.js$/.test(f));
  assert.ok(scripts.length > 0);
  for (const f of scripts) acorn.parse(fs.readFileSync(path.join(dir, 'dist', f), 'utf8'), { ecmaVersion: version });
  const server = await previewServer(dir);
  const page = await browser().newPage();
  const errors: string[] = [];
  try {
    page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`));
    await page.addInitScript(() => {
      // A browser of the default list that lacks the API, as Chrome 87 and Safari 14 do.
      delete (Array.prototype as { at?: unknown }).at;
    });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('load');
    assert.ok(await waitFor(() => errors.length > 0, 10_000), 'an uncaught error');
    assert.ok(
      errors.some((e) => e.startsWith('TypeError:') && e.includes('at is not a function')),
      errors.join('\n'),
    );
    assert.equal(await page.textContent('#root'), '');
  } finally {
    await page.close();
    await server.stop();
  }
});

test('config/source/include "`rsbuild dev` compiles the same files as `rsbuild build`, for the same browserslist unless the list has sections per environment"', async () => {
  pageSays(
    'config/source/include',
    {
      en: '`rsbuild dev` compiles the same files as `rsbuild build`, for the same browserslist unless the list has sections per environment: with `ie 11` in it,',
      zh: '`rsbuild dev` 和 `rsbuild build` 编译的文件和 browserslist 都相同（分环境时除外）：列表含 `ie 11` 时，',
    },
    { en: 'for the same browserslist: with `ie 11` in it,', zh: '编译的文件、用的 browserslist 都相同' },
  );
  const entry = { 'src/index.js': "const seven = (x) => x * 7;\ndocument.getElementById('root').textContent = String(seven(1));\n" };
  const served = async (dir: string): Promise<string> => {
    const server = await devServer(dir);
    try {
      return await (await fetch(`${server.url}/static/js/index.js`)).text();
    } finally {
      await server.stop();
    }
  };
  const split = project({ ...entry, '.browserslistrc': '[production]\nie 11\n\n[development]\nchrome >= 100\n' });
  build(split);
  const built = distText(split, /^static\/js\/.*\.js$/);
  assert.doesNotMatch(built, /=>/, 'the build compiles for the production queries (ie 11)');
  assert.match(await served(split), /\(x\) *=> *x \* 7/, 'the dev server compiles for the development queries: the arrow function stays');
  const plain = project({ ...entry, '.browserslistrc': 'ie 11\n' });
  const dev = await served(plain);
  assert.match(dev, /x \* 7/);
  assert.doesNotMatch(dev, /=> *x \* 7/, 'with one list for both, the dev server compiles it as the build does');
});
