// Facts behind the third accuracy review of session 92 (slice v): config/output/filename and
// config/output/filename-hash, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and that the
// old wording is gone.
//
// - config/output/filename-hash, "Every build generates new hashes", the source.define item: "Put such values into a
//   file that is loaded separately, or accept that those files change." A separately loaded file of the bundle, a
//   lazy-loaded chunk, does not keep the rest stable: a define value used only in a chunk split off by import() gives
//   that chunk a new name on each build, and the entry too, because the entry's runtime holds the async chunk names
//   (the page's next item says so); the CSS and the other chunk keep theirs. Only a file outside the bundle, fetched
//   at run time (public/ is copied as it is), leaves the built names alone. Now: "Moving them into a lazy-loaded chunk
//   does not help: its new name renames the entry too. Fetch such values at run time from a file outside the bundle,
//   such as one in public/, or accept that those files change." Run below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { build, distFiles, pageSays, project } from './topics-support';

const HASH = 'config/output/filename-hash';

test(`${HASH} "Moving them into a lazy-loaded chunk does not help: its new name renames the entry too. Fetch such values at run time from a file outside the bundle, such as one in public/, or accept that those files change."`, () => {
  pageSays(
    HASH,
    {
      en: 'Moving them into a lazy-loaded chunk does not help: its new name renames the entry too. Fetch such values at run time from a file outside the bundle, such as one in `public/`, or accept that those files change.',
      zh: '放进懒加载的 chunk 也没用：它的文件名一变，入口文件的文件名也跟着变。可以在运行时从 bundle 之外的文件（例如 `public/` 中的文件）读取这类值，或者接受这些文件的变化。',
    },
    {
      en: 'Put such values into a file that is loaded separately',
      zh: '把这类值放到单独加载的文件中',
    },
  );
  const dir = project({
    'rsbuild.config.mjs': 'export default { source: { define: { BUILD_TIME: JSON.stringify(process.env.BUILD_TIME) } } };\n',
    'src/index.js':
      "import './index.css';\nimport('./stamp.js').then((m) => console.log(m.default));\nimport('./other.js');\nfetch('/version.json').then((r) => r.json()).then(console.log);\n",
    'src/stamp.js': 'export default BUILD_TIME;\n',
    'src/other.js': "console.log('other');\n",
    'src/index.css': 'body { color: red; }\n',
    'public/version.json': '{ "built": 1 }\n',
  });
  const names = () => distFiles(dir).filter((f) => f.startsWith('static/') && !f.endsWith('.LICENSE.txt'));
  const stampChunk = (files: string[]) => {
    const chunk = files.find(
      (f) => f.startsWith('static/js/async/') && fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes('stamp-'),
    );
    assert.ok(chunk, `a lazy chunk holds the define value: ${files.join(', ')}`);
    return chunk;
  };

  // The value changes, and it is used only in a lazy-loaded chunk.
  build(dir, { BUILD_TIME: 'stamp-1' });
  const first = names();
  const firstStamp = stampChunk(first);
  build(dir, { BUILD_TIME: 'stamp-2' });
  const second = names();
  const entry = (files: string[]) => files.find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f));
  assert.notEqual(stampChunk(second), firstStamp, 'the lazy chunk gets a new name');
  assert.ok(entry(first) && entry(second));
  assert.notEqual(entry(second), entry(first), 'so does the entry, which holds the chunk names');
  const kept = first.filter((f) => f !== firstStamp && f !== entry(first));
  assert.ok(kept.some((f) => f.startsWith('static/css/')) && kept.some((f) => f.startsWith('static/js/async/')));
  for (const f of kept) assert.ok(second.includes(f), `${f} keeps its name`);

  // The value changes in a file of public/, fetched at run time: no built name changes.
  fs.writeFileSync(path.join(dir, 'public/version.json'), '{ "built": 2 }\n');
  build(dir, { BUILD_TIME: 'stamp-2' });
  assert.deepEqual(names(), second);
  assert.equal(fs.readFileSync(path.join(dir, 'dist/version.json'), 'utf8'), '{ "built": 2 }\n');
});
