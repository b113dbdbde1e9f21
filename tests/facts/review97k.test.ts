// Facts behind the accuracy review of session 97 (slice k): guide/basic/output-files, guide/debug/build-profiling and
// config/output/legal-comments, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away project
// (topics-support.ts), names the page and the sentences it backs, and checks that both languages say them (and, for a
// fix, that the old wording is gone).
//
// Fixes:
// - config/output/legal-comments, Caveats, "JavaScript only": "Styles injected with output.injectStyles are not
//   minified, so their comments stay." Not of Sass files: sass-loader asks Sass for compressed CSS in a production
//   build, which drops the plain comments of a .scss file and keeps its /*! ... */ ones; .css and .less files keep every
//   comment. Now: "skip the CSS minimizer: .css and .less files keep all their comments, while Sass files, which
//   sass-loader compresses in production, keep only their /*! ... */ comments". Run: test 5, a production build with
//   injectStyles of one .scss, one .css and one .less file, each with a plain and a /*! comment.
// - guide/basic/output-files, "Change the folders": "`rsbuild preview` serves whatever `root` is". The preview server
//   joins the project root and distPath.root (core/src/server/prodServer.ts 117 and 160), so an absolute root (which
//   the build honours, core/src/provider/createContext.ts 21-27) makes it answer 404; config/output/dist-path already
//   says so (review80g runs it). Now: "serves the root folder too, as long as it is a relative path: with an absolute
//   root it answers 404". Run: test 2, preview after a build to 'build' and after one to an absolute folder.
//
// Confirmed by runs, no change (claims that no earlier facts file ran):
// - guide/basic/output-files: the page's own example app (React 18, a 19 kB logo.png, public/robots.txt, a lazy
//   Settings.tsx importing Settings.css) writes the dist/ tree the page shows (with .LICENSE.txt files for the entry,
//   lib-react and the async chunk); the size table is sorted from the smallest to the largest file and lists neither
//   robots.txt nor the .LICENSE.txt files; the entry's .LICENSE.txt holds module request comments such as /*! react */
//   and /*! ./App */; with the webpackChunkName comment the chunk is static/js/async/settings.<hash>.js and its CSS
//   static/css/async/settings.<hash>.css (test 1).
// - guide/basic/output-files, "Development output": with @rsbuild/core installed as npm lays it out (a real folder
//   node_modules/@rsbuild/core), the hot update client's chunk is static/js/vendors-node_modules_rsbuild_core_dist_
//   client_hmr_mjs_path_rsbuild-hmr_port_<port>.js, the lazy chunk is named src_Settings_tsx, and every script has a
//   .map (test 3).
// - guide/debug/build-profiling, "Choose what to record" and RSPACK_PROFILE with rsbuild dev: the value is not
//   case-sensitive and may name several words (cpu,logging writes jscpuprofile.json and logging.json, no trace.json);
//   any other non-empty value creates an empty folder; the next build deletes the previous profile; rsbuild dev with
//   logging writes no logging.json (test 4).
// - config/output/legal-comments, "Production only": in development every comment stays, //, /* */ and /*! ones in
//   JavaScript, and those of the injected .scss file too (test 5).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  PNG,
  REACT_LINKS,
  ROOT,
  backdate,
  build,
  devServer,
  distFiles,
  distText,
  freePort,
  pageSays,
  previewServer,
  project,
  projectEnv,
  spawnLogged,
  startRsbuild,
  waitFor,
} from './topics-support';

const OUTPUT_FILES = 'guide/basic/output-files';
const PROFILING = 'guide/debug/build-profiling';
const LEGAL = 'config/output/legal-comments';
const CORE = { '@rsbuild/core': 'rsbuild-0.5' };

/** The example app of guide/basic/output-files: its rsbuild.config.ts and src/App.tsx as the page shows them. */
const APP_TSX = [
  "import { lazy, Suspense, useState } from 'react';",
  "import logo from './logo.png';",
  '',
  "const Settings = lazy(() => import('./Settings'));",
  '',
  'export default function App() {',
  '  const [open, setOpen] = useState(false);',
  '',
  '  return (',
  '    <main>',
  '      <img src={logo} alt="Logo" width={80} />',
  '      <button type="button" onClick={() => setOpen(true)}>',
  '        Open settings',
  '      </button>',
  '      {open && (',
  '        <Suspense fallback={<p>Loading…</p>}>',
  '          <Settings />',
  '        </Suspense>',
  '      )}',
  '    </main>',
  '  );',
  '}',
  '',
].join('\n');

const EXAMPLE_FILES: Record<string, string | Buffer> = {
  'public/robots.txt': 'User-agent: *\n',
  'rsbuild.config.ts':
    "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n});\n",
  'src/App.tsx': APP_TSX,
  'src/Settings.tsx':
    'import \'./Settings.css\';\n\nexport default function Settings() {\n  return <section className="settings">Settings</section>;\n}\n',
  'src/Settings.css': '.settings {\n  padding: 8px;\n}\n',
  'src/index.css': 'body {\n  margin: 0;\n}\n',
  'src/index.tsx':
    "import { createRoot } from 'react-dom/client';\nimport App from './App';\nimport './index.css';\n\ncreateRoot(document.getElementById('root')!).render(<App />);\n",
  // About 19 kB: a PNG with data after its end, above the 10,000-byte data URI limit.
  'src/logo.png': Buffer.concat([PNG, Buffer.alloc(19_300, 7)]),
};

const EXAMPLE_LINKS = { ...CORE, ...REACT_LINKS };

test(`${OUTPUT_FILES} the example app: the dist/ tree with .LICENSE.txt files, a size table sorted by size without robots.txt and the .LICENSE.txt files, module request comments, and webpackChunkName naming the JS and CSS chunk settings`, () => {
  pageSays(OUTPUT_FILES, {
    en: 'sorted from the smallest to the largest',
    zh: '按从小到大的顺序排列',
  });
  pageSays(OUTPUT_FILES, {
    en: '`.map` files, `.LICENSE.txt` files and the files copied from the public folder are not listed.',
    zh: '`.map` 文件、`.LICENSE.txt` 文件以及从 public 目录复制的文件不会列出。',
  });
  pageSays(OUTPUT_FILES, {
    en: 'In 0.5.9 these files often contain only module request comments such as `/*! react */` or `/*! ./App */` that Rspack adds to the code.',
    zh: '在 0.5.9 中，这些文件里往往只有 Rspack 加入代码中的模块请求注释，例如 `/*! react */` 或 `/*! ./App */`。',
  });
  pageSays(OUTPUT_FILES, {
    en: 'The chunk is then written as `static/js/async/settings.<hash>.js` and `static/css/async/settings.<hash>.css`.',
    zh: '这样该 chunk 会输出为 `static/js/async/settings.<hash>.js` 和 `static/css/async/settings.<hash>.css`。',
  });

  const dir = project(EXAMPLE_FILES, EXAMPLE_LINKS);
  const run = build(dir);
  const files = distFiles(dir).map((f) => f.replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/\/\d+\./, '/[id].'));
  assert.deepEqual(files, [
    'index.html',
    'robots.txt',
    'static/css/async/[id].[hash].css',
    'static/css/index.[hash].css',
    'static/image/logo.[hash].png',
    'static/js/async/[id].[hash].js',
    'static/js/async/[id].[hash].js.LICENSE.txt',
    'static/js/index.[hash].js',
    'static/js/index.[hash].js.LICENSE.txt',
    'static/js/lib-react.[hash].js',
    'static/js/lib-react.[hash].js.LICENSE.txt',
  ]);

  // The table: every row names a file of dist, smallest first; robots.txt and the .LICENSE.txt files are not listed.
  const rows = [...run.output.matchAll(/^ {2}dist\/(\S+)\s+([\d.]+) kB\s+[\d.]+ kB\s*$/gm)];
  const listed = rows.map((m) => m[1]);
  assert.equal(listed.length, 7, run.output);
  assert.ok(!listed.some((f) => f === 'robots.txt' || f.endsWith('.LICENSE.txt') || f.endsWith('.map')), run.output);
  const sizes = listed.map((f) => fs.statSync(path.join(dir, 'dist', f)).size);
  assert.deepEqual(
    sizes,
    [...sizes].sort((a, b) => a - b),
    run.output,
  );

  const entry = distFiles(dir).find((f) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)) as string;
  assert.ok(
    distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/).startsWith(
      `/*! For license information please see ${path.basename(entry)}.LICENSE.txt */`,
    ),
  );
  const license = distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js\.LICENSE\.txt$/);
  assert.ok(license.includes('/*! react */') && license.includes('/*! ./App */'), license);
  assert.ok(!/@license|copyright/i.test(license), license);

  fs.writeFileSync(
    path.join(dir, 'src/App.tsx'),
    APP_TSX.replace("import('./Settings')", 'import(/* webpackChunkName: "settings" */ \'./Settings\')'),
  );
  build(dir);
  const named = distFiles(dir);
  assert.ok(
    named.some((f) => /^static\/js\/async\/settings\.[0-9a-f]{8}\.js$/.test(f)),
    named.join(', '),
  );
  assert.ok(
    named.some((f) => /^static\/css\/async\/settings\.[0-9a-f]{8}\.css$/.test(f)),
    named.join(', '),
  );
});

test(`${OUTPUT_FILES} "rsbuild preview serves the root folder too, as long as it is a relative path: with an absolute root it answers 404"`, async () => {
  pageSays(
    OUTPUT_FILES,
    {
      en: '`rsbuild preview` serves the `root` folder too, as long as it is a relative path: with an absolute `root` it answers 404.',
      zh: '`rsbuild preview` 同样会提供 `root` 目录，但前提是它为相对路径：`root` 为绝对路径时，它会返回 404。',
    },
    { en: '`rsbuild preview` serves whatever `root` is.', zh: '无论 `root` 设置为什么，`rsbuild preview` 都会提供该目录。' },
  );
  const status = async (dir: string): Promise<number> => {
    const server = await previewServer(dir);
    try {
      return (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).status;
    } finally {
      await server.stop();
    }
  };
  const src = { 'src/index.js': "document.title = 'root';\n" };
  const relative = project({
    ...src,
    'rsbuild.config.mjs': "export default { output: { distPath: { root: 'build' } } };\n",
  });
  build(relative);
  assert.ok(distFiles(relative, 'build').includes('index.html'));
  assert.equal(await status(relative), 200);

  const absolute = project({
    ...src,
    'rsbuild.config.mjs':
      "import path from 'node:path';\nexport default { output: { distPath: { root: path.join(process.cwd(), 'build') } } };\n",
  });
  build(absolute);
  assert.ok(distFiles(absolute, 'build').includes('index.html'));
  assert.equal(await status(absolute), 404);
});

test(`${OUTPUT_FILES} "Development output": with @rsbuild/core in a plain node_modules folder, rsbuild dev writes the hot update client as static/js/vendors-node_modules_rsbuild_core_dist_client_hmr_mjs_path_rsbuild-hmr_port_<port>.js, the lazy chunk as src_Settings_tsx, and a .map for every script`, async () => {
  pageSays(OUTPUT_FILES, {
    en: 'for example `static/js/vendors-node_modules_rsbuild_core_dist_client_hmr_mjs_path_rsbuild-hmr_port_8080.js`.',
    zh: '例如 `static/js/vendors-node_modules_rsbuild_core_dist_client_hmr_mjs_path_rsbuild-hmr_port_8080.js`。',
  });
  pageSays(OUTPUT_FILES, {
    en: 'and a name derived from the module path in development (`src_Settings_tsx`)',
    zh: '在开发模式下使用由模块路径生成的名称（`src_Settings_tsx`）',
  });
  const { '@rsbuild/core': _core, ...links } = EXAMPLE_LINKS;
  const dir = project(
    {
      ...EXAMPLE_FILES,
      'rsbuild.config.ts':
        "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n  dev: {\n    writeToDisk: true,\n  },\n});\n",
    },
    links,
  );
  // @rsbuild/core as a real folder of the project (as npm installs it), its dependencies linked beside it.
  const core = fs.realpathSync(path.join(ROOT, 'node_modules/rsbuild-0.5'));
  const store = path.dirname(path.dirname(core));
  fs.cpSync(core, path.join(dir, 'node_modules/@rsbuild/core'), { recursive: true });
  for (const name of ['@rsbuild/shared', '@rspack/core', '@swc/helpers', 'core-js', 'html-webpack-plugin', 'postcss']) {
    if (!fs.existsSync(path.join(store, name))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, 'node_modules', name)), { recursive: true });
    fs.symlinkSync(fs.realpathSync(path.join(store, name)), path.join(dir, 'node_modules', name), 'dir');
  }
  backdate(dir);
  const port = await freePort();
  const server = spawnLogged(
    process.execPath,
    [path.join(dir, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'dev', '--port', String(port)],
    dir,
    projectEnv(),
  );
  try {
    const hmr = `static/js/vendors-node_modules_rsbuild_core_dist_client_hmr_mjs_path_rsbuild-hmr_port_${port}.js`;
    assert.ok(
      await waitFor(() => /ready {3}Client compiled/.test(server.log()) && distFiles(dir).includes(`${hmr}.map`)),
      `${server.log()}\n${distFiles(dir).join('\n')}`,
    );
    const files = distFiles(dir);
    assert.ok(files.includes(hmr), files.join('\n'));
    assert.ok(files.includes('static/js/async/src_Settings_tsx.js'), files.join('\n'));
    assert.ok(files.includes('static/css/async/src_Settings_tsx.css'), files.join('\n'));
    for (const script of files.filter((f) => f.endsWith('.js'))) assert.ok(files.includes(`${script}.map`), script);
  } finally {
    await server.stop();
  }
});

test(`${PROFILING} "not case-sensitive", "RSPACK_PROFILE=CPU,LOGGING records both of them", "Any other non-empty value creates an empty folder", "The next rsbuild build ... deletes the profile", "logging.json is only written by rsbuild build"`, async () => {
  pageSays(PROFILING, { en: 'The value selects the files, and is not case-sensitive:', zh: '变量的值决定了生成哪些文件，不区分大小写：' });
  pageSays(PROFILING, {
    en: 'Rsbuild checks whether the value contains each word, so `RSPACK_PROFILE=CPU,LOGGING` records both of them. Any other non-empty value creates an empty folder.',
    zh: 'Rsbuild 会检查这个值是否包含上述每个单词，因此 `RSPACK_PROFILE=CPU,LOGGING` 会同时记录这两项。其他任何非空的值只会创建一个空目录。',
  });
  pageSays(PROFILING, {
    en: '`logging.json` is only written by `rsbuild build`.',
    zh: '`logging.json` 只有 `rsbuild build` 才会生成。',
  });
  pageSays(PROFILING, {
    en: 'The next `rsbuild build` or `rsbuild dev` empties the output directory',
    zh: '下一次 `rsbuild build` 或 `rsbuild dev` 会清空产物目录',
  });
  const dir = project({ 'src/index.js': "document.title = 'profiled';\n" }, CORE);
  const profiles = (): string[] => fs.readdirSync(path.join(dir, 'dist')).filter((d) => d.startsWith('rspack-profile-'));
  const inProfile = (name: string): string[] => fs.readdirSync(path.join(dir, 'dist', name)).sort();

  const run = build(dir, { RSPACK_PROFILE: 'cpu,logging' });
  const [first] = profiles();
  assert.deepEqual(inProfile(first), ['jscpuprofile.json', 'logging.json']);
  assert.match(run.output, new RegExp(`Saved Rspack profile file to .*${first}`));

  build(dir, { RSPACK_PROFILE: 'yes' });
  const [other, ...more] = profiles();
  assert.deepEqual(more, []);
  assert.notEqual(other, first);
  assert.deepEqual(inProfile(other), []);

  const server = startRsbuild(dir, ['dev', '--port', String(await freePort())], { RSPACK_PROFILE: 'LOGGING' });
  try {
    assert.ok(await waitFor(() => /ready {3}Client compiled/.test(server.log())), server.log());
  } finally {
    await server.stop();
  }
  assert.match(server.log(), /Saved Rspack profile file to /);
  const [devProfile, ...rest] = profiles();
  assert.deepEqual(rest, []);
  assert.notEqual(devProfile, other);
  assert.deepEqual(inProfile(devProfile), []);
});

test(`${LEGAL} "Styles injected with output.injectStyles skip the CSS minimizer: .css and .less files keep all their comments, while Sass files ... keep only their /*! ... */ comments" + "In development nothing is minified and every comment stays in place"`, async () => {
  pageSays(
    LEGAL,
    {
      en: 'Styles injected with [output.injectStyles](/config/output/inject-styles) skip the CSS minimizer: `.css` and `.less` files keep all their comments, while Sass files, which sass-loader compresses in production, keep only their `/*! ... */` comments.',
      zh: '通过 [output.injectStyles](/zh/config/output/inject-styles) 注入的样式不经过 CSS 压缩器：`.css` 和 `.less` 文件中的注释会全部保留，而 Sass 文件在生产构建中会被 sass-loader 压缩，只保留 `/*! ... */` 注释。',
    },
    {
      en: 'are not minified, so their comments stay.',
      zh: '注入的样式不会被压缩，因此其中的注释会保留。',
    },
  );
  pageSays(LEGAL, {
    en: 'In development nothing is minified and every comment stays in place.',
    zh: '开发模式下不会压缩代码，所有注释都会原样保留。',
  });
  const dir = project(
    {
      'src/index.js':
        "import './a.scss';\nimport './b.css';\nimport './c.less';\n/* JS_BLOCK_MARK */\n// JS_LINE_MARK\n/*! JS_LEGAL_MARK */\nwindow.done = true;\n",
      'src/a.scss': '/* SCSS_PLAIN_MARK */\n/*! SCSS_LEGAL_MARK */\n.a {\n  color: red;\n}\n',
      'src/b.css': '/* CSS_PLAIN_MARK */\n/*! CSS_LEGAL_MARK */\n.b {\n  color: blue;\n}\n',
      'src/c.less': '/* LESS_PLAIN_MARK */\n/*! LESS_LEGAL_MARK */\n.c {\n  color: green;\n}\n',
      'rsbuild.config.mjs': 'export default { output: { injectStyles: true } };\n',
    },
    CORE,
  );
  const marks = (text: string): string[] => [...new Set(text.match(/\b[A-Z_]+_MARK\b/g) ?? [])].sort();
  build(dir);
  assert.deepEqual(
    distFiles(dir).filter((f) => f.endsWith('.css')),
    [],
  );
  assert.deepEqual(marks(distText(dir, /^static\/js\/index\.[0-9a-f]{8}\.js$/)), [
    'CSS_LEGAL_MARK',
    'CSS_PLAIN_MARK',
    'LESS_LEGAL_MARK',
    'LESS_PLAIN_MARK',
    'SCSS_LEGAL_MARK',
  ]);

  const server = await devServer(dir);
  try {
    const js = await (await fetch(`${server.url}/static/js/index.js`)).text();
    assert.deepEqual(marks(js), [
      'CSS_LEGAL_MARK',
      'CSS_PLAIN_MARK',
      'JS_BLOCK_MARK',
      'JS_LEGAL_MARK',
      'JS_LINE_MARK',
      'LESS_LEGAL_MARK',
      'LESS_PLAIN_MARK',
      'SCSS_LEGAL_MARK',
      'SCSS_PLAIN_MARK',
    ]);
  } finally {
    await server.stop();
  }
});
