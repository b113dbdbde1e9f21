// Facts behind the accuracy review of session 96 (slice f): config/output/dist-path, config/tools/postcss and
// guide/framework/react, in both languages. Each test names the page and the sentence it backs, checks that both
// languages say it (and, for a fix, that the replaced wording is gone), then runs @rsbuild/core 0.5.9 in a throw-away
// project (topics-support.ts).
//
// Fix:
// - config/tools/postcss, "How the default is built", step 2: the autoprefixer that Rsbuild appends is "configured by
//   tools.autoprefixer and the browserslist of the project". Its overrideBrowserslist comes from
//   getBrowserslistWithDefault (shared/src/getBrowserslist.ts 27-53, called in core/src/provider/plugins/css.ts 41-45),
//   the list SWC gets too (core/src/provider/plugins/swc.ts 45): output.overrideBrowserslist first, then the project's
//   browserslist, then the default list; the service-worker target never reads the project's browserslist. So with
//   output.overrideBrowserslist set, the project's browserslist is not used. Now: "and the browser list that SWC
//   compiles JavaScript for: output.overrideBrowserslist when set, otherwise the browserslist of the project,
//   otherwise the default list above (the service-worker target is an exception, explained on the tools.autoprefixer
//   page)". Test 1: with "browserslist": ["safari 8"] in package.json the CSS gets -webkit-transform and the JS loses
//   its arrow function; with output.overrideBrowserslist ['chrome >= 120'] as well, neither happens; a service-worker
//   build of the first project gets no prefix either.
//
// Doubtful claims confirmed by runs, kept as tests (no change to the pages):
// - config/tools/postcss, "require() of ES Module not supported": "Import such a plugin at the top of rsbuild.config.ts
//   and pass it to addPlugins: Rsbuild loads its configuration file with jiti, which compiles ES modules, so the import
//   works there." Test 2, on Node.js with require() of ES modules turned off: a plugin package with "type": "module"
//   and one whose files use import without declaring it both load from rsbuild.config.ts and recolour the CSS.
// - guide/framework/react, splitChunks: "With both set to false, React ends up in a numbered vendor chunk together
//   with the other packages." Test 3: no lib-react is written, react and react-dom are in static/js/<number>.[hash].js.
// - guide/framework/react, "With them, npx tsc checks the two files above without errors." Test 4 runs tsc on the
//   page's src/index.tsx, src/App.tsx and tsconfig.json with typescript@5, @types/react@18 and @types/react-dom@18,
//   which the repository does not install (it has @types/react 19): they are installed outside it
//   (`npm i --prefix /tmp/rev96f/deps typescript@5 @types/react@18 @types/react-dom@18`), and the test runs only when
//   REVIEW96f_DEPS names that folder; without it, it checks the page's wording and skips the run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { RSBUILD_BIN, REACT_LINKS, build, distFiles, distText, linkPackages, page, pageSays, project, projectEnv } from './topics-support';

const REVIEW96F_DEPS = process.env.REVIEW96f_DEPS;

// ---------------------------------------------------------------------------------------------------------
// config/tools/postcss

test('config/tools/postcss step 2 "configured by tools.autoprefixer and the browser list that SWC compiles JavaScript for: output.overrideBrowserslist when set, otherwise the browserslist of the project ... (the service-worker target is an exception)": the project\'s safari 8 prefixes the CSS and compiles the arrow function; output.overrideBrowserslist replaces it for both; a service-worker build ignores it', () => {
  pageSays(
    'config/tools/postcss',
    {
      en: 'configured by [tools.autoprefixer](/config/tools/autoprefixer) and the browser list that SWC compiles JavaScript for: [output.overrideBrowserslist](/config/output/override-browserslist) when set, otherwise the browserslist of the project, otherwise the default list above (the `service-worker` target is an exception, explained on the tools.autoprefixer page).',
      zh: '它的配置来自 [tools.autoprefixer](/zh/config/tools/autoprefixer)，浏览器范围与 SWC 编译 JavaScript 时相同：优先取 [output.overrideBrowserslist](/zh/config/output/override-browserslist)，其次是项目的 browserslist，最后是上面的默认列表（`service-worker` 构建目标例外，详见 tools.autoprefixer 页面）。',
    },
    {
      en: '[tools.autoprefixer](/config/tools/autoprefixer) and the browserslist of the project.',
      zh: '[tools.autoprefixer](/zh/config/tools/autoprefixer) 和项目的 browserslist。',
    },
  );
  const files = {
    'package.json': '{ "name": "fact", "private": true, "browserslist": ["safari 8"] }\n',
    'src/index.js': "import './index.css';\nwindow.f = (x) => x ?? 1;\n",
    'src/index.css': '.a { transform: rotate(1deg); }\n',
  };
  const js = (dir: string) => distText(dir, /\.js$/);

  const projectList = project(files);
  build(projectList);
  assert.match(distText(projectList, /\.css$/), /-webkit-transform:rotate\(1deg\)/);
  assert.match(js(projectList), /window\.f=function\(/);

  const overridden = project({
    ...files,
    'rsbuild.config.mjs': "export default { output: { overrideBrowserslist: ['chrome >= 120'] } };\n",
  });
  build(overridden);
  assert.doesNotMatch(distText(overridden, /\.css$/), /-webkit-/);
  assert.match(js(overridden), /window\.f=\w+=>/);

  const worker = project({ ...files, 'rsbuild.config.mjs': "export default { output: { targets: ['service-worker'] } };\n" });
  build(worker);
  assert.ok(distFiles(worker).includes('worker/index.js'));
  assert.doesNotMatch(distText(worker, /\.css$/), /-webkit-/);
  assert.match(distText(worker, /\.css$/), /transform:rotate\(1deg\)/);
});

/** Node.js 20.19+ and 22.12+ load ES modules with require(); these flags restore the behaviour of earlier versions. */
const NO_REQUIRE_ESM = ['--no-experimental-require-module', '--no-experimental-detect-module'].filter((f) =>
  process.allowedNodeEnvironmentFlags.has(f.replace('--no-', '--')),
);

test('config/tools/postcss "Import such a plugin at the top of rsbuild.config.ts and pass it to addPlugins: Rsbuild loads its configuration file with jiti, which compiles ES modules, so the import works there": without require() of ES modules, a "type": "module" plugin and an untyped one using import both load from rsbuild.config.ts', () => {
  pageSays('config/tools/postcss', {
    en: 'Import such a plugin at the top of `rsbuild.config.ts` and pass it to `addPlugins` ([function form](#function-form)): Rsbuild loads its configuration file with jiti, which compiles ES modules, so the import works there.',
    zh: '请在 `rsbuild.config.ts` 顶部导入这样的插件，再传给 `addPlugins`（[函数用法](#函数用法)）：Rsbuild 通过 jiti 加载配置文件，jiti 会编译 ES 模块，所以在这里导入没有问题。',
  });
  for (const type of ['module', '']) {
    const dir = project({
      'node_modules/esm-blue/package.json': JSON.stringify({
        name: 'esm-blue',
        version: '1.0.0',
        ...(type ? { type } : {}),
        main: 'index.js',
      }),
      'node_modules/esm-blue/index.js':
        "import path from 'node:path';\nexport default () => ({ postcssPlugin: 'recolour', Declaration(decl) { if (decl.value === 'red') decl.value = path.basename('blue'); } });\n",
      'rsbuild.config.ts':
        "import esmBlue from 'esm-blue';\n\nexport default {\n  tools: {\n    postcss: (options: unknown, { addPlugins }: { addPlugins: (p: unknown) => void }) => {\n      addPlugins(esmBlue());\n    },\n  },\n};\n",
      'src/index.js': "import './index.css';\n",
      'src/index.css': '.a { color: red; }\n',
    });
    const run = spawnSync(process.execPath, [...NO_REQUIRE_ESM, RSBUILD_BIN, 'build'], {
      cwd: dir,
      env: projectEnv(),
      encoding: 'utf8',
      timeout: 180_000,
    });
    assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
    assert.match(distText(dir, /\.css$/), /\.a\{color:blue\}/, `type ${type || '(none)'}`);
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/framework/react

test('guide/framework/react splitChunks "With both set to false, React ends up in a numbered vendor chunk together with the other packages": no lib-react, react and react-dom in static/js/<number>.[hash].js', () => {
  pageSays('guide/framework/react', {
    en: 'With both set to `false`, React ends up in a numbered vendor chunk together with the other packages.',
    zh: '两个属性都设为 `false` 时，React 会和其他依赖一起被打包到一个以数字命名的第三方依赖 chunk 中。',
  });
  const dir = project(
    {
      'rsbuild.config.mjs':
        "import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact({ splitChunks: { react: false, router: false } })] };\n",
      'src/index.jsx':
        "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
    },
    REACT_LINKS,
  );
  build(dir);
  const files = distFiles(dir);
  assert.ok(!files.some((f) => f.includes('lib-react')), files.join('\n'));
  const numbered = files.filter((f) => /^static\/js\/\d+\.[0-9a-f]{8}\.js$/.test(f));
  assert.equal(numbered.length, 1, files.join('\n'));
  const licence = fs.readFileSync(path.join(dir, 'dist', `${numbered[0]}.LICENSE.txt`), 'utf8');
  assert.match(licence, /react-dom\.production\.min\.js/);
  assert.match(licence, /react\.production\.min\.js/);
});

/** The code block of `lang` titled `title` on the English page of the React guide. */
function guideBlock(lang: string, title: string): string {
  const re = new RegExp(`\`\`\`${lang} title="${title.replace(/\./g, '\\.')}"\\n([\\s\\S]*?)\`\`\``);
  const found = re.exec(page('en', 'guide/framework/react'));
  assert.ok(found, `the guide has a ${title} block`);
  return found[1] as string;
}

test('guide/framework/react "With them, npx tsc checks the two files above without errors": tsc of typescript@5 with @types/react@18 and @types/react-dom@18 passes on the page\'s src/index.tsx, src/App.tsx and tsconfig.json', (t) => {
  pageSays('guide/framework/react', {
    en: 'With them, `npx tsc` checks the two files above without errors.',
    zh: '安装后，运行 `npx tsc` 检查上面的两个文件不会报错。',
  });
  if (!REVIEW96F_DEPS) {
    t.skip('REVIEW96f_DEPS is not set: typescript@5, @types/react@18 and @types/react-dom@18 are installed outside the repository');
    return;
  }
  const dir = project({
    'tsconfig.json': guideBlock('json', 'tsconfig.json'),
    'src/index.tsx': guideBlock('tsx', 'src/index.tsx'),
    'src/App.tsx': guideBlock('tsx', 'src/App.tsx'),
  });
  linkPackages(dir, REVIEW96F_DEPS, ['typescript', '@types/react', '@types/react-dom']);
  const tsVersion = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/typescript/package.json'), 'utf8')).version;
  const typesVersion = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@types/react/package.json'), 'utf8')).version;
  assert.match(tsVersion, /^5\./);
  assert.match(typesVersion, /^18\./);
  const run = spawnSync(process.execPath, [path.join(dir, 'node_modules/typescript/bin/tsc'), '-p', dir], {
    cwd: dir,
    env: projectEnv(),
    encoding: 'utf8',
    timeout: 180_000,
  });
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
});
