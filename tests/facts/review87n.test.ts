// Facts behind the accuracy review of session 87 (slice n): one addition to config/source/tsconfig-path, in both
// languages. The test runs @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts), names the page and the
// sentence it backs, and checks that both languages say it.
//
// - config/source/tsconfig-path, "Caveats": the page said nothing about a tsconfig kept in a subfolder, as in its own
//   example `path.resolve(__dirname, 'config/tsconfig.build.json')`. A reviewer reported that such a file's `paths`
//   fail when their targets start with `../` ("@/*": ["../src/*"]). The failure holds, but `../` is not its cause: the
//   resolver applies a tsconfig's `paths` (and `baseUrl`) only to imports in files inside its base folder, which is
//   `baseUrl` when set and otherwise the folder of the tsconfig file it was given. Rsbuild hands the file on as Rspack's
//   resolve.tsConfigPath (core/src/provider/plugins/resolve.ts 17); Rspack 0.5.9-canary-8778e17 resolves with
//   oxc_resolver 1.6.3 (the version string in @rspack/binding-linux-x64-gnu's .node file), whose TsConfig::resolve
//   (oxc-project/oxc-resolver src/tsconfig.rs 105-118 at 1dbc9d6d, "Publish crate and napi v1.6.3") maps a specifier
//   only `if path.starts_with(self.base_path())`, base_path being base_url or directory() (84-89). So `src/index.ts`
//   is not mapped by `config/tsconfig.build.json`, with or without `"baseUrl": "."` (that is config/ too; a scratch
//   run failed the same way), while a file under config/ importing '@/lib/x' through the same `../src/*` target is
//   (the first run below has both entries). What works: `"baseUrl": ".."` with `"@/*": ["src/*"]` (the base folder
//   is the project root), or the `../src/*` paths in config/tsconfig.base.json extended by the root tsconfig.json: the
//   root file's folder is the base, and the paths keep the base file's folder as theirs (extend_tsconfig, 91-103).
//   That base file must set no `baseUrl` of its own: `"baseUrl": "."` there is inherited as config/ and the import
//   fails again (a scratch run; so the page says "without a `baseUrl` of its own"). Runs: the three layouts below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { distText, pageSays, project, rsbuild } from './topics-support';

const LIB = { 'src/lib/x.ts': "export const x = 'mapped-lib-x';\n", 'src/index.ts': "import { x } from '@/lib/x';\nconsole.log(x);\n" };
const SUBFOLDER_CONFIG = [
  "import path from 'node:path';",
  'export default {',
  "  source: { entry: ENTRY, tsconfigPath: path.resolve(__dirname, 'config/tsconfig.build.json') },",
  '};',
  '',
].join('\n');
const tsconfig = (compilerOptions: object, extra: object = {}): string => JSON.stringify({ ...extra, compilerOptions });

test('config/source/tsconfig-path "A tsconfig in a subfolder does not map imports from files outside that folder" (fails with Can\'t resolve \'@/lib/x\'; "baseUrl": ".." or a base file that the root tsconfig.json extends works)', () => {
  pageSays(
    'config/source/tsconfig-path',
    {
      en: '- **A tsconfig in a subfolder does not map imports from files outside that folder.** Rspack applies `paths` only to imports in files inside the `baseUrl` folder or, without a `baseUrl`, inside the folder of the tsconfig file in use. With `config/tsconfig.build.json` holding `"@/*": ["../src/*"]` (with or without `"baseUrl": "."`), `import { x } from \'@/lib/x\'` in `src/index.ts` fails with `Can\'t resolve \'@/lib/x\'`. Set `"baseUrl": ".."` with `"@/*": ["src/*"]` in that file instead, or keep the `paths` in a base file (without a `baseUrl` of its own) that the root `tsconfig.json` extends, and let Rsbuild use the root file.',
      zh: '- **子目录中 tsconfig 的 `paths` 对该目录以外的文件不生效。** Rspack 只对 `baseUrl` 目录内的文件应用 `paths`；没有设置 `baseUrl` 时，则只对当前所用 tsconfig 文件所在目录内的文件生效。比如 `config/tsconfig.build.json` 中配置了 `"@/*": ["../src/*"]`（无论是否加上 `"baseUrl": "."`），`src/index.ts` 中的 `import { x } from \'@/lib/x\'` 会报错 `Can\'t resolve \'@/lib/x\'`。解决办法：在该文件中改用 `"baseUrl": ".."` 和 `"@/*": ["src/*"]`；或者把 `paths` 写到一个基础配置文件中（该文件不要设置自己的 `baseUrl`），让根目录的 `tsconfig.json` 通过 `extends` 继承它，并让 Rsbuild 使用根目录的这个文件。',
    },
    { en: 'in case the two differ.\n\n## Common problems', zh: '（当两者不同时需要注意）。\n\n## 常见问题' },
  );

  // The page's layout: config/tsconfig.build.json maps @/* to ../src/*. src/index.ts is outside config/ and is not
  // mapped; config/tools/index.ts, inside config/, resolves the same import through the same ../src/* target.
  const failing = project({
    ...LIB,
    'config/tools/index.ts': "import { x } from '@/lib/x';\nconsole.log('tools', x);\n",
    'config/tsconfig.build.json': tsconfig({ paths: { '@/*': ['../src/*'] } }),
    'rsbuild.config.ts': SUBFOLDER_CONFIG.replace('ENTRY', "{ index: './src/index.ts', tools: './config/tools/index.ts' }"),
  });
  const fails = rsbuild(failing, ['build']);
  assert.notEqual(fails.code, 0, fails.output);
  assert.ok(fails.output.includes(`Can't resolve '@/lib/x' in '${failing}/src'`), fails.output);
  assert.doesNotMatch(fails.output, /Can't resolve '@\/lib\/x' in '[^']*config/, 'the importer inside config/ is mapped');

  // The same file with "baseUrl": ".." and src/*: the base folder is the project root, which holds src/.
  const baseUrlUp = project({
    ...LIB,
    'config/tsconfig.build.json': tsconfig({ baseUrl: '..', paths: { '@/*': ['src/*'] } }),
    'rsbuild.config.ts': SUBFOLDER_CONFIG.replace('ENTRY', "{ index: './src/index.ts' }"),
  });
  const up = rsbuild(baseUrlUp, ['build']);
  assert.equal(up.code, 0, up.output);
  assert.match(distText(baseUrlUp, /\.js$/), /mapped-lib-x/);

  // The ../src/* paths in config/tsconfig.base.json (no baseUrl), extended by the root tsconfig.json that Rsbuild
  // picks up by default.
  const extended = project({
    ...LIB,
    'config/tsconfig.base.json': tsconfig({ paths: { '@/*': ['../src/*'] } }),
    'tsconfig.json': JSON.stringify({ extends: './config/tsconfig.base.json' }),
    'rsbuild.config.ts': "export default { source: { entry: { index: './src/index.ts' } } };\n",
  });
  const ext = rsbuild(extended, ['build']);
  assert.equal(ext.code, 0, ext.output);
  assert.match(distText(extended, /\.js$/), /mapped-lib-x/);
});
