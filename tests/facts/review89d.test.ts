// Facts behind the second accuracy review of session 89 (slice d): guide/advanced/env-vars and config/server/public-dir,
// in both languages. Each test names the page and the sentence it backs, checks that both languages say it (and no longer
// say what it replaced), then runs the tool the sentence is about.
//
// - guide/advanced/env-vars, "Changes while the dev server runs": "rsbuild dev watches the .env files that existed when
//   it started" read as every .env file of the folder. It watches only the files it loaded, those of its mode:
//   core/src/cli/init.ts 40-47 passes envs.filePaths (the files loadEnv read: .env, .env.local, .env.<mode>,
//   .env.<mode>.local, loadEnv.ts 44-53) and the configuration file to watchFiles (config.ts 75-100). An existing
//   .env.production is not among them in `rsbuild dev`, and editing it restarts nothing. Run below: .env and
//   .env.production written one after the other; the restart names .env (the debounced restart of config.ts 88-95 names
//   the last file it was told about, which would be .env.production were that file watched).
// - guide/advanced/env-vars, "Type declarations": "declare the variables you use, so that the editor completes them and
//   catches typos". The declared names are completed and their types checked (a NODE_ENV compared with a misspelt
//   value is TS2367), but a misspelt name is no error: ProcessEnv of @types/node extends Dict<string>, an index
//   signature that accepts any name (@types/node process.d.ts `interface ProcessEnv extends Dict<string> {}`,
//   globals.d.ts `interface Dict<T> { [key: string]: T | undefined }`). Run below with the TypeScript and @types/node
//   installed here, the declaration block taken from the page itself.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { ROOT, devServer, page, pageSays, project, waitFor } from './topics-support';

test('guide/advanced/env-vars "rsbuild dev watches the .env files it loaded when it started, not those of other modes such as .env.production": .env and .env.production written one after the other restart the server once, for .env', async () => {
  pageSays(
    'guide/advanced/env-vars',
    {
      en: '`rsbuild dev` watches the `.env` files it loaded when it started, not those of other modes such as `.env.production`. When you edit one of the loaded files, the server restarts and picks up the new values:',
      zh: '`rsbuild dev` 只监听启动时加载的 `.env` 文件，不监听 `.env.production` 等其他模式的文件。修改已加载的任一文件后，服务器会重启并读取新的值：',
    },
    {
      en: 'watches the `.env` files that existed when it started',
      zh: '会监听启动时已经存在的 `.env` 文件',
    },
  );
  const dir = project({
    '.env': 'PUBLIC_STAGE=first\n',
    '.env.production': 'PUBLIC_STAGE=production\n',
    'src/index.js': 'globalThis.stage = process.env.PUBLIC_STAGE;\n',
  });
  const server = await devServer(dir);
  const bundle = async (): Promise<string> => (await fetch(`${server.url}/static/js/index.js`)).text().catch(() => '');
  try {
    assert.match(await bundle(), /globalThis\.stage = "first"/);
    fs.writeFileSync(path.join(dir, '.env'), 'PUBLIC_STAGE=second\n');
    fs.writeFileSync(path.join(dir, '.env.production'), 'PUBLIC_STAGE=production edited\n');
    const restarted = () => server.log().split(/Restart because/)[1] ?? '';
    assert.ok(await waitFor(() => /ready\s+Client compiled/.test(restarted())), server.log());
    assert.match(server.log(), /Restart because \.env is changed\./);
    assert.doesNotMatch(server.log(), /Restart because \.env\.production/);
    assert.equal(server.log().split('Restart because').length - 1, 1, server.log());
    assert.ok(await waitFor(async () => /globalThis\.stage = "second"/.test(await bundle())), 'the new value of .env');
  } finally {
    await server.stop();
  }
});

test('guide/advanced/env-vars "so that the editor completes their names and checks their types; a misspelt name is still no error, as @types/node accepts any name on process.env"', () => {
  pageSays(
    'guide/advanced/env-vars',
    {
      en: 'so that the editor completes their names and checks their types; a misspelt name is still no error, as `@types/node` accepts any name on `process.env`:',
      zh: '让编辑器能补全变量名并检查类型；变量名拼错仍不会报错，因为 `@types/node` 允许 `process.env` 上出现任意名称：',
    },
    { en: 'so that the editor completes them and catches typos', zh: '让编辑器能自动补全并发现拼写错误' },
  );
  const declaration = /```ts title="src\/env\.d\.ts"\n([\s\S]*?)```/.exec(page('en', 'guide/advanced/env-vars'))?.[1];
  assert.ok(declaration?.includes('interface ProcessEnv'));
  const usage = [
    'export const misspelt: string | undefined = process.env.PUBLIC_API_ULR;',
    "export const compared = process.env.NODE_ENV === 'prodution';",
    'export const api: string | undefined = process.env.',
    '',
  ].join('\n');
  const dir = project({ 'src/env.d.ts': declaration ?? '', 'src/index.ts': usage });
  const files = [path.join(dir, 'src/env.d.ts'), path.join(dir, 'src/index.ts')];
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    typeRoots: [path.join(ROOT, 'node_modules/@types')],
    types: ['node'],
  };
  const service = ts.createLanguageService({
    getCompilationSettings: () => options,
    getScriptFileNames: () => files,
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => (fs.existsSync(file) ? ts.ScriptSnapshot.fromString(fs.readFileSync(file, 'utf8')) : undefined),
    getCurrentDirectory: () => dir,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
  const index = files[1] as string;
  const errors = [...service.getSyntacticDiagnostics(index), ...service.getSemanticDiagnostics(index)].map(
    (d) => `${ts.getLineAndCharacterOfPosition(d.file as ts.SourceFile, d.start ?? 0).line + 1} TS${d.code}`,
  );
  // Line 1, the misspelt name, is accepted; line 2, a misspelt value of the declared NODE_ENV, is an error (TS2367); line 3
  // is left unfinished for the completion below (TS1003, an identifier expected).
  assert.deepEqual(errors, ['3 TS1003', '2 TS2367']);
  const names = service
    .getCompletionsAtPosition(index, usage.lastIndexOf('process.env.') + 'process.env.'.length, {})
    ?.entries.map((e) => e.name);
  for (const name of ['NODE_ENV', 'ASSET_PREFIX', 'PUBLIC_API_URL']) assert.ok(names?.includes(name), `${name} is completed`);
  assert.ok(!names?.includes('PUBLIC_API_ULR'));
});
