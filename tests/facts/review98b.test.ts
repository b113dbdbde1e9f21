// Facts behind the accuracy review of session 98 (slice b): guide/advanced/env-vars, guide/basic/configure-rsbuild,
// config/index, guide/debug/error-messages and config/server/strict-port, in both languages. Each test runs
// @rsbuild/core 0.5.9 in a throw-away project (topics-support.ts), names the page and the sentence it backs, and checks
// that both languages say it. Nothing outside the repository is needed.
//
// Fix:
// - guide/advanced/env-vars, process.env.NODE_ENV: the page said "The CLI only sets `NODE_ENV` when it is not already
//   set." That holds for dev, build and preview (core/src/cli/prepare.ts, initNodeEnv), not for rsbuild inspect: its
//   --env option defaults to 'development' (core/src/cli/commands.ts, inspectCommand .option('--env <env>', ...,
//   'development')), and inspectConfig sets NODE_ENV to that value whenever it is given (core/src/provider/
//   inspectConfig.ts 24-28), after cli/init.ts has loaded the configuration file. The page now says that rsbuild
//   inspect is the exception. Run: NODE_ENV=production rsbuild inspect; the configuration function still receives
//   env 'production', yet the Rspack file is a development one (mode 'development', process.env.NODE_ENV defined as
//   "development"); NODE_ENV=development rsbuild inspect --env production writes a production one.
//
// Confirmed, unchanged (no earlier facts file runs it):
// - guide/advanced/env-vars, "Changes while the dev server runs": "A `.env` file created after the server started is
//   not watched. Restart the dev server yourself to load it." cli/init.ts watches envs.filePaths, the files that
//   existed at startup (config.ts watchFiles, chokidar on those paths). Run: rsbuild dev with .env only; a
//   .env.development.local written while it runs restarts nothing and the served JavaScript keeps the value of .env;
//   a new rsbuild dev serves the value of the new file.
// - guide/advanced/env-vars, "Load order" and source.define: "`.env.production.local` wins over `.env.production`,
//   which wins over `.env.local`, which wins over `.env`", a variable set in the shell wins over every file, "values
//   you set in `source.define` win over a `PUBLIC_` variable of the same name", "`import.meta.env` on its own is still
//   `undefined`" next to defined import.meta.env.* names, and the minified line of step 3 with SECRET_TOKEN in no file
//   of dist/. Run: one rsbuild build with the four files, a shell variable and the page's source.define entries.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, distText, pageSays, project, rsbuild } from './topics-support';

const ENV_VARS = 'guide/advanced/env-vars';

test('guide/advanced/env-vars "The CLI only sets NODE_ENV when it is not already set; rsbuild inspect is the exception: once the configuration file is loaded, it sets the variable to its --env value, development by default"', () => {
  pageSays(
    ENV_VARS,
    {
      en: 'The CLI only sets `NODE_ENV` when it is not already set; `rsbuild inspect` is the exception: once the configuration file is loaded, it sets the variable to its `--env` value, `development` by default.',
      zh: 'CLI 只在 `NODE_ENV` 未设置时设置它；`rsbuild inspect` 是例外：加载完配置文件后，它总会把这个变量设为 `--env` 的值（默认为 `development`）。',
    },
    {
      en: 'The CLI only sets `NODE_ENV` when it is not already set. Rsbuild',
      zh: 'CLI 只在 `NODE_ENV` 未设置时设置它。只有',
    },
  );
  const dir = project({
    'src/index.js': 'console.log(process.env.NODE_ENV);\n',
    'rsbuild.config.mjs': "export default ({ env }) => { console.log('CONFIG-ENV=' + env); return {}; };\n",
  });
  const rspackFile = path.join(dir, 'dist/rspack.config.web.mjs');

  // NODE_ENV=production is set, yet inspect without --env writes the development configuration.
  const dev = rsbuild(dir, ['inspect'], { NODE_ENV: 'production' });
  assert.equal(dev.code, 0, dev.output);
  assert.match(dev.output, /CONFIG-ENV=production/);
  let config = fs.readFileSync(rspackFile, 'utf8');
  assert.match(config, /mode: 'development'/);
  assert.match(config, /'process\.env\.NODE_ENV': '"development"'/);

  // And the other way round: --env production wins over NODE_ENV=development.
  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  const prod = rsbuild(dir, ['inspect', '--env', 'production'], { NODE_ENV: 'development' });
  assert.equal(prod.code, 0, prod.output);
  assert.match(prod.output, /CONFIG-ENV=development/);
  config = fs.readFileSync(rspackFile, 'utf8');
  assert.match(config, /mode: 'production'/);
  assert.match(config, /'process\.env\.NODE_ENV': '"production"'/);
});

test('guide/advanced/env-vars "A .env file created after the server started is not watched. Restart the dev server yourself to load it."', async () => {
  pageSays(ENV_VARS, {
    en: 'A `.env` file created after the server started is not watched. Restart the dev server yourself to load it.',
    zh: '服务器启动之后才创建的 `.env` 文件不会被监听，手动重启后才会加载。',
  });
  const dir = project({
    '.env': 'PUBLIC_WHERE=from-dotenv\n',
    'src/index.js': 'document.body.textContent = process.env.PUBLIC_WHERE;\n',
  });
  const served = async (url: string): Promise<string> => (await fetch(`${url}/static/js/index.js`)).text();

  const first = await devServer(dir);
  try {
    assert.match(await served(first.url), /"from-dotenv"/);
    fs.writeFileSync(path.join(dir, '.env.development.local'), 'PUBLIC_WHERE=from-new-file\n');
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    assert.doesNotMatch(first.log(), /Restart because/);
    const js = await served(first.url);
    assert.match(js, /"from-dotenv"/);
    assert.doesNotMatch(js, /from-new-file/);
  } finally {
    await first.stop();
  }

  const second = await devServer(dir);
  try {
    assert.match(await served(second.url), /"from-new-file"/);
  } finally {
    await second.stop();
  }
});

test('guide/advanced/env-vars "Load order", step 3 and source.define: later files win, the shell wins over files, source.define wins over a PUBLIC_ variable, import.meta.env alone stays undefined, SECRET_TOKEN is in no file of dist/', () => {
  pageSays(ENV_VARS, {
    en: 'so `.env.production.local` wins over `.env.production`, which wins over `.env.local`, which wins over `.env`.',
    zh: '`.env.production.local` 优先于 `.env.production`，它又优先于 `.env.local`，`.env.local` 优先于 `.env`。',
  });
  pageSays(ENV_VARS, {
    en: 'and values you set in `source.define` win over a `PUBLIC_` variable of the same name.',
    zh: '如果 `source.define` 中设置了同名的值，它会覆盖对应的 `PUBLIC_` 变量。',
  });
  pageSays(ENV_VARS, {
    en: 'Only the names you list are replaced; `import.meta.env` on its own is still `undefined`.',
    zh: '只有列出的名称会被替换，单独的 `import.meta.env` 仍然是 `undefined`。',
  });
  pageSays(ENV_VARS, {
    en: 'document.querySelector("#root").textContent="mode=production api=https://api.example.com"',
    zh: 'document.querySelector("#root").textContent="mode=production api=https://api.example.com"',
  });
  const dir = project({
    '.env':
      'PUBLIC_API_URL=https://api.example.com\nSECRET_TOKEN=abc123\nPUBLIC_A=env\nPUBLIC_B=env\nPUBLIC_C=env\nPUBLIC_D=env\nPUBLIC_E=env\nPUBLIC_F=env\n',
    '.env.local': 'PUBLIC_B=local\nPUBLIC_C=local\nPUBLIC_D=local\nPUBLIC_F=local\n',
    '.env.production': 'PUBLIC_C=production\nPUBLIC_D=production\n',
    '.env.production.local': 'PUBLIC_D=production-local\n',
    // The page's example of step 2, as written there.
    'src/index.ts': [
      "const root = document.querySelector<HTMLDivElement>('#root')!;",
      '',
      'root.textContent = `mode=${process.env.NODE_ENV} api=${process.env.PUBLIC_API_URL}`;',
      '',
    ].join('\n'),
    'src/other.ts': [
      "console.log('ORDER', process.env.PUBLIC_A, process.env.PUBLIC_B, process.env.PUBLIC_C, process.env.PUBLIC_D, process.env.PUBLIC_E, process.env.PUBLIC_F);",
      "console.log('META', import.meta.env, import.meta.env.MODE, import.meta.env.PUBLIC_API_URL);",
      '',
    ].join('\n'),
    'rsbuild.config.mjs': `export default {
  source: {
    entry: { index: './src/index.ts', other: './src/other.ts' },
    define: {
      'process.env.PUBLIC_F': JSON.stringify('define'),
      'import.meta.env.MODE': JSON.stringify(process.env.NODE_ENV),
      'import.meta.env.PUBLIC_API_URL': JSON.stringify(process.env.PUBLIC_API_URL),
    },
  },
};
`,
  });
  // PUBLIC_F stands for source.define (it is in .env and .env.local); PUBLIC_E is also set in the shell.
  build(dir, { PUBLIC_E: 'shell' });
  const index = distText(dir, /^static\/js\/index\.\w+\.js$/);
  assert.ok(index.includes('document.querySelector("#root").textContent="mode=production api=https://api.example.com"'), index);
  const other = distText(dir, /^static\/js\/other\.\w+\.js$/);
  assert.ok(other.includes('console.log("ORDER","env","local","production","production-local","shell","define")'), other);
  assert.ok(other.includes('console.log("META",void 0,"production","https://api.example.com")'), other);
  for (const file of distFiles(dir)) {
    assert.ok(!fs.readFileSync(path.join(dir, 'dist', file), 'utf8').includes('abc123'), file);
  }
});
