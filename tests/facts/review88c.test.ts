// Facts behind the accuracy review of session 88 (slice c): guide/optimization/build-performance and
// guide/optimization/optimize-bundle, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in throw-away
// projects, topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and no
// longer say what they said before.
//
// - guide/optimization/build-performance, "Out of memory when building on Jenkins": "The report printed before that
//   line ends with Mark-Compact lines". It does not: Node.js prints `<--- Last few GCs --->`, the Mark-Compact lines,
//   then `<--- JS stacktrace --->`, and only then FATAL ERROR: … JavaScript heap out of memory. The page now says that
//   the Mark-Compact lines are in the `<--- Last few GCs --->` part of the report above that line (run below).
// - guide/optimization/optimize-bundle, "Choose the polyfill mode": "the three modes of output.polyfill". 0.5.9's type
//   has four values, 'usage' | 'entry' | 'ua' | 'off' (shared/src/types/config/output.ts 132), and 'ua' is handled as
//   'off' (core/src/provider/plugins/swc.ts 96-97: no SWC env mode; core/src/plugins/splitChunks.ts 78: no lib-polyfill
//   group). The page now names the fourth value and what it builds (run below: 'ua' and 'off' give the same files).
// - guide/optimization/optimize-bundle, "Remove duplicate dependencies", the dedupe table: "Yarn 2 and later | yarn
//   dedupe". Yarn 2.0 and 2.1 have no such command: `yarn dedupe` came with Yarn 2.2 (the Yarn 2.2 release notes,
//   yarnpkg.com blog/release/2.2, "Dedupe command": "The new yarn dedupe command is our solution to that"; berry pull
//   request 1558). The row now says Yarn 2.2 and later. Settled by those notes, not by a run (no Yarn 2 here), so no
//   test below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distFiles, distText, hashed, pageSays, project, rsbuild } from './topics-support';

test('guide/optimization/build-performance "Above that line, Node.js prints a report whose list of its last garbage collections holds Mark-Compact lines with the heap size": with NODE_OPTIONS=--max-old-space-size=200 the Mark-Compact lines (near 200 MB) come under <--- Last few GCs --->, and <--- JS stacktrace ---> stands between them and FATAL ERROR', () => {
  pageSays(
    'guide/optimization/build-performance',
    {
      en: 'Above that line, Node.js prints a report whose list of its last garbage collections holds `Mark-Compact` lines with the heap size, in MB, when memory ran out:',
      zh: '这行报错之前，Node.js 会打印一份报告，其中列出最近几次垃圾回收的部分有几行 `Mark-Compact`，给出内存耗尽时堆的大小（单位 MB）：',
    },
    {
      en: 'The report printed before that line ends with `Mark-Compact` lines',
      zh: '这行报错之前打印的记录以几行 `Mark-Compact` 结尾',
    },
  );
  const hog = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs':
      "const hog = [];\nexport default { plugins: [{ name: 'hog', setup(api) { api.onBeforeBuild(() => { for (;;) hog.push(new Array(1e5).fill(Math.random())); }); } }] };\n",
  });
  const { code, output } = rsbuild(hog, ['build'], { NODE_OPTIONS: '--max-old-space-size=200' });
  assert.notEqual(code, 0);
  const gcs = output.indexOf('<--- Last few GCs --->');
  const stack = output.indexOf('<--- JS stacktrace --->');
  const fatal = output.search(
    /FATAL ERROR: (Reached heap limit|Ineffective mark-compacts near heap limit) Allocation failed - JavaScript heap out of memory/,
  );
  assert.ok(gcs >= 0 && stack > gcs && fatal > stack, `report order: GCs ${gcs}, JS stacktrace ${stack}, FATAL ERROR ${fatal}\n${output}`);
  const marks = [...output.matchAll(/Mark-Compact (?:\(reduce\) )?([\d.]+) \(/g)];
  assert.ok(marks.length > 0, output);
  for (const m of marks) assert.ok((m.index ?? 0) > gcs && (m.index ?? 0) < stack, 'every Mark-Compact line is in the Last few GCs part');
  const last = Number(marks.at(-1)?.[1]);
  assert.ok(last > 180 && last <= 201, `last Mark-Compact ${last} MB`);
  assert.doesNotMatch(output.slice(stack, fatal), /Mark-Compact/, 'the line right above FATAL ERROR is not a Mark-Compact line');
});

test("guide/optimization/optimize-bundle \"the fourth value, 'ua', adds no polyfills in 0.5.9 and builds exactly like 'off'\": with [1, 2, 3].at(-1) and Object.hasOwn, 'ua' and 'off' write the same files with the same content and no lib-polyfill chunk; 'usage' adds one", () => {
  pageSays(
    'guide/optimization/optimize-bundle',
    {
      en: "the values of [output.polyfill](/config/output/polyfill) produce the results below; the fourth value, `'ua'`, adds no polyfills in 0.5.9 and builds exactly like `'off'`:",
      zh: "[output.polyfill](/zh/config/output/polyfill) 各取值的产物如下；第四个取值 `'ua'` 在 0.5.9 中不添加任何 polyfill，构建结果与 `'off'` 完全相同：",
    },
    {
      en: 'the three modes of [output.polyfill]',
      zh: '的三种模式分别产出',
    },
  );
  const app = "console.log([1, 2, 3].at(-1), Object.hasOwn({}, 'x'));\n";
  const built = (polyfill: string) => {
    const dir = project({ 'src/index.js': app, 'rsbuild.config.mjs': `export default { output: { polyfill: '${polyfill}' } };\n` });
    build(dir);
    return { files: hashed(distFiles(dir)), js: distText(dir, /\.js$/) };
  };
  const ua = built('ua');
  const off = built('off');
  const usage = built('usage');
  assert.deepEqual(ua.files, off.files);
  assert.equal(ua.js, off.js);
  assert.ok(!ua.files.some((f) => f.includes('lib-polyfill')), `no lib-polyfill with 'ua': ${ua.files.join(', ')}`);
  assert.doesNotMatch(ua.js, /core-js/);
  assert.ok(
    usage.files.some((f) => f.startsWith('static/js/lib-polyfill.')),
    `'usage' adds a lib-polyfill chunk for the same code: ${usage.files.join(', ')}`,
  );
});
