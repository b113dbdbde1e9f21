// Facts behind statements fixed in review 85 (slice a): config/output/dist-path and config/html/title, in both
// languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in throw-away projects), names the page and the sentence it
// backs, and checks that both languages say it.
//
// - config/output/dist-path, Flatten the output directory: "Without jsAsync: '' and cssAsync: '', the two 797.* files
//   would be in dist/async/". The page's own tree lists three 797.* files (the chunk, its .LICENSE.txt and its
//   stylesheet), and all three move: getDistPath (packages/shared/src/fs.ts) gives 'async' for jsAsync and cssAsync
//   when js and css are '', and the legal comments file is written beside its chunk.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PNG, build, distFiles, pageSays, project } from './topics-support';

/** A PNG of `size` bytes that decodes as the 1×1 image. */
const png = (size: number): Buffer => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/**
 * A small app as the dist-path page describes it (an entry with a stylesheet, one dynamic import() whose chunk has a
 * stylesheet and a legal comment, a 20 kB image), built once with distPath { js: '', css: '' }; returns its files.
 */
let flatOnce: string[] | undefined;
function flatJsCss(): string[] {
  if (flatOnce) return flatOnce;
  const dir = project({
    'rsbuild.config.mjs': "export default { output: { distPath: { js: '', css: '' } } };\n",
    'src/index.js': [
      "import './index.css';",
      "import logo from './logo.png';",
      'document.body.innerHTML = `<img src="${logo}">`;',
      "import('./lazy').then((m) => m.run());",
      '',
    ].join('\n'),
    'src/index.css': '.a { color: red; }\n',
    'src/lazy.js': "import './lazy.css';\n/*! lazy, MIT */\nexport function run() {\n  console.log('lazy');\n}\n",
    'src/lazy.css': '.b { color: blue; }\n',
    'src/logo.png': png(20_000),
  });
  build(dir);
  flatOnce = distFiles(dir);
  return flatOnce;
}

// ---------------------------------------------------------------------------------------------------------
// config/output/dist-path

test("config/output/dist-path \"Without jsAsync: '' and cssAsync: '', the three 797.* files would be in dist/async/\": with js: '' and css: '' the async chunk, its .LICENSE.txt and its stylesheet all go to dist/async/, the entry's files to the top of dist", () => {
  pageSays(
    'config/output/dist-path',
    {
      en: "Without `jsAsync: ''` and `cssAsync: ''`, the three `797.*` files would be in `dist/async/`.",
      zh: "如果没有设置 `jsAsync: ''` 和 `cssAsync: ''`，这三个 `797.*` 文件会位于 `dist/async/` 中。",
    },
    { en: 'the two `797.*` files', zh: '两个 `797.*` 文件' },
  );
  const files = flatJsCss();
  const lazy = files.filter((f) => /(^|\/)\d+\.[0-9a-f]{8}\.(js|js\.LICENSE\.txt|css)$/.test(f));
  assert.deepEqual(
    lazy.map((f) => f.replace(/\d+\.[0-9a-f]{8}/, '[id].[hash]')).sort(),
    ['async/[id].[hash].css', 'async/[id].[hash].js', 'async/[id].[hash].js.LICENSE.txt'],
    files.join('\n'),
  );
  assert.ok(
    files.some((f) => /^index\.[0-9a-f]{8}\.js$/.test(f)) && files.some((f) => /^index\.[0-9a-f]{8}\.css$/.test(f)),
    files.join('\n'),
  );
  assert.ok(files.includes('index.html'));
});
