// Facts behind statements fixed in review 79 (slice f), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/typescript, "tsconfig.json does not control the output": "For the build, Rsbuild only uses `paths` and
//   `baseUrl` of tsconfig.json". The page said `paths` only; 0.5.9 hands the file to Rspack's resolver
//   (packages/core/src/provider/plugins/resolve.ts: resolve.tsConfigPath), which applies `baseUrl` as well: with
//   "baseUrl": "src" and no `paths`, `import … from 'components/Button'` resolves to src/components/Button; without the
//   tsconfig.json the same build stops at Can't resolve 'components/Button'.
// - guide/framework/solid, "Add TypeScript settings": "The build takes only path aliases from tsconfig.json, not its JSX
//   settings". The page said the build does not read tsconfig.json; it does (the same resolve.tsConfigPath), for its
//   aliases. The test below runs core alone with the page's tsconfig.json plus a `paths` entry: the alias resolves, and
//   "jsx": "preserve" with "jsxImportSource": "solid-js" change nothing (SWC still writes React.createElement).
//   @rsbuild/plugin-solid, plugin-babel, babel-preset-solid and solid-js are not dependencies of this site; run by hand
//   for this review in /tmp/rev79-f with @rsbuild/plugin-babel 0.5.4 from npm (its dist/index.js has the same
//   pluginBabel and modifyBabelLoaderOptions as the 0.5.9 source), @rsbuild/shared 0.5.9, plugin-solid 0.5.9 built with
//   esbuild from its source, solid-js 1.9.20 and babel-preset-solid 1.9.19: the page's project built to the same
//   static/js/index.bcd49d62.js with the page's tsconfig.json, with "jsx": "react-jsx" / "jsxImportSource": "react",
//   and with no tsconfig.json at all; with "paths": { "@/*": ["./src/*"] } added, import { label } from '@/lib/label'
//   in src/App.tsx resolved and npx tsc passed.
// - config/server/port, Caveats: "Ports below 1024 need administrator rights on Linux (not in most Docker and Podman
//   containers), and on macOS unless the server listens on all addresses (the default 0.0.0.0)". The page said Linux and
//   macOS alike. The macOS half rests on public reports, not on a run (no macOS here): since macOS 10.14 an unprivileged
//   process may bind a port below 1024 on 0.0.0.0, while binding one address such as 127.0.0.1 still needs root
//   (apple.stackexchange.com question 348854; zameermanji.com, "Binding to privileged ports without root on macOS",
//   2024). On Linux the limit is the per-network-namespace sysctl net.ipv4.ip_unprivileged_port_start, 1024 by default;
//   Docker (since 20.10, moby/moby#41030) and Podman set it to 0 in containers with a network of their own, where an
//   unprivileged user may listen on port 80. The Linux half is run below, as root with setpriv, ip and unshare at hand,
//   in a network namespace of its own with the sysctl set both ways, so that it does not depend on the machine's value
//   (a first version asserted EACCES with the machine's own setting, which fails inside such a container), and without
//   CAP_NET_BIND_SERVICE rather than as another user, whom the checkout's folders may not let in.
// - guide/framework/solid, "Run the app": with dev.hmr false "Rsbuild makes no hot update at all: the same edit reloads
//   the whole page, which is dev.liveReload at work (on by default; with it off too, the page stays as it is)". The page
//   gave the reason as "nothing in the module accepts the hot update"; with hmr off there is no hot update: no
//   HotModuleReplacementPlugin, and the client (packages/core/src/client/hmr/index.ts, tryApplyUpdates) reloads when
//   import.meta.webpackHot is missing; it is injected for hmr || liveReload (server/compilerDevMiddleware.ts). Run by
//   hand for this review with the page's Solid project (the set-up above) in Chromium: hmr on, one load and the
//   heading changed with the count back to 0; hmr false, two loads; hmr and liveReload false, one load and the old
//   heading with the count kept. The test below runs the same with a plain script and checks that no hot-update file
//   is fetched.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { test } from 'node:test';
import {
  RSBUILD_BIN,
  build,
  compilations,
  devServer,
  distText,
  edit,
  nextCompilation,
  page,
  project,
  rsbuild,
  sharedBrowser,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

test('guide/basic/typescript "For the build, Rsbuild only uses paths and baseUrl of tsconfig.json": baseUrl "src" alone resolves components/Button, paths alone (no baseUrl) resolves @/utils/format, and without tsconfig.json the build stops at Can\'t resolve', () => {
  assert.ok(page('en', 'guide/basic/typescript').includes('Rsbuild only uses `paths` and `baseUrl` of `tsconfig.json`'));
  assert.ok(page('zh', 'guide/basic/typescript').includes('Rsbuild 只使用 `tsconfig.json` 中的 `paths` 和 `baseUrl`'));
  const src = {
    'src/components/Button.ts': "export const Button = (): string => 'BUTTON_MARK';\n",
    'src/utils/format.ts': 'export const formatPrice = (n: number): string => `PRICE_MARK ${n}`;\n',
  };
  const baseUrlOnly = project({
    ...src,
    'tsconfig.json': '{ "compilerOptions": { "baseUrl": "src" } }\n',
    'src/index.ts': "import { Button } from 'components/Button';\nconsole.log(Button());\n",
  });
  build(baseUrlOnly);
  assert.ok(distText(baseUrlOnly, /^static\/js\/index\./).includes('BUTTON_MARK'));

  const pathsOnly = project({
    ...src,
    'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
    'src/index.ts': "import { formatPrice } from '@/utils/format';\nconsole.log(formatPrice(1999));\n",
  });
  build(pathsOnly);
  assert.ok(distText(pathsOnly, /^static\/js\/index\./).includes('PRICE_MARK'));

  const none = rsbuild(project({ ...src, 'src/index.ts': "import { Button } from 'components/Button';\nconsole.log(Button());\n" }), [
    'build',
  ]);
  assert.notEqual(none.code, 0);
  assert.match(none.output, /Can't resolve 'components\/Button'/);
});

test('guide/framework/solid "The build takes only path aliases from tsconfig.json, not its JSX settings": with the page\'s tsconfig.json (jsx preserve, jsxImportSource solid-js) plus paths, a .tsx entry resolves @/lib/label and its JSX is still compiled to React.createElement', () => {
  assert.ok(page('en', 'guide/framework/solid').includes('The build takes only path aliases from `tsconfig.json`, not its JSX settings'));
  assert.ok(page('zh', 'guide/framework/solid').includes('构建过程只从 `tsconfig.json` 中读取路径别名，不读取其中的 JSX 配置'));
  const tsconfig = {
    compilerOptions: {
      target: 'ES2020',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'preserve',
      jsxImportSource: 'solid-js',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      paths: { '@/*': ['./src/*'] },
    },
    include: ['src'],
  };
  const dir = project({
    'tsconfig.json': JSON.stringify(tsconfig, null, 2),
    'src/lib/label.ts': "export const label = 'ALIAS_LABEL';\n",
    'src/index.tsx': 'import { label } from \'@/lib/label\';\n\nexport const view = <h1 id="title">{label}</h1>;\nconsole.log(view);\n',
  });
  build(dir);
  const js = distText(dir, /^static\/js\/index\./);
  assert.ok(js.includes('ALIAS_LABEL'), 'the paths alias of tsconfig.json is applied');
  assert.match(js, /React\.createElement\("h1"/, 'the JSX settings of tsconfig.json are not');
  assert.doesNotMatch(js, /solid-js/);
});

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((f) => fs.existsSync(f));
const UNSHARE = ['/usr/bin/unshare', '/bin/unshare'].find((f) => fs.existsSync(f));
// The dev server does not get to listen in a namespace whose loopback interface is down.
const IP = ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip'].find((f) => fs.existsSync(f));
/** Whether this process may make a network namespace and set its sysctl (root with CAP_SYS_ADMIN, as outside most containers). */
const netnsWorks = (): boolean =>
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  Boolean(SETPRIV && UNSHARE && IP) &&
  spawnSync(UNSHARE as string, ['--net', 'sh', '-c', 'echo 1024 > /proc/sys/net/ipv4/ip_unprivileged_port_start'], { timeout: 10_000 })
    .status === 0;

test('config/server/port "Ports below 1024 need administrator rights on Linux (not in most Docker and Podman containers)": rsbuild dev --port 80 without CAP_NET_BIND_SERVICE stops with listen EACCES while net.ipv4.ip_unprivileged_port_start is 1024 (Linux\'s default), and starts when it is 0 (what Docker and Podman set in containers)', {
  skip: netnsWorks() ? false : 'needs Linux, root, setpriv, ip and unshare --net to drop a capability in a network namespace of its own',
}, async () => {
  assert.ok(
    page('en', 'config/server/port').includes(
      'need administrator rights on Linux (not in most Docker and Podman containers), and on macOS unless the server listens on all addresses',
    ),
  );
  assert.ok(
    page('zh', 'config/server/port').includes(
      '在 Linux 上需要管理员权限（大多数 Docker 和 Podman 容器内除外）；在 macOS 上，只要服务器不是监听所有地址',
    ),
  );
  const dir = project({ 'src/index.js': "console.log('port 80');\n" });
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_ENV;
  delete env.NODE_OPTIONS;
  delete env.NODE_PATH;
  // A user without administrator rights is a process without CAP_NET_BIND_SERVICE: setpriv drops it from the bounding set
  // (the files stay readable, wherever the checkout is). unshare, sh and setpriv exec one another: the child's pid is the
  // dev server's.
  const start = (portStart: number) => {
    const script = `${IP} link set lo up && echo ${portStart} > /proc/sys/net/ipv4/ip_unprivileged_port_start && exec "$@"`;
    const args = ['--bounding-set=-net_bind_service', '--inh-caps=-net_bind_service', process.execPath, RSBUILD_BIN, 'dev', '--port', '80'];
    const child = spawn(UNSHARE as string, ['--net', 'sh', '-c', script, 'sh', SETPRIV as string, ...args], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    let exit: number | null | undefined;
    child.stdout.on('data', (d: Buffer) => (log += d));
    child.stderr.on('data', (d: Buffer) => (log += d));
    child.on('exit', (code) => (exit = code));
    return { log: () => log, exit: () => exit, stop: () => child.kill('SIGKILL') };
  };

  const limited = start(1024);
  try {
    assert.ok(await waitFor(() => limited.exit() !== undefined, 60_000), limited.log());
    assert.equal(limited.exit(), 1, limited.log());
    assert.match(limited.log(), /listen EACCES: permission denied 0\.0\.0\.0:80/);
  } finally {
    limited.stop();
  }

  const open = start(0);
  try {
    assert.ok(await waitFor(() => /Local:\s+http:\/\/localhost:80\//.test(open.log()) || open.exit() !== undefined, 60_000), open.log());
    assert.match(open.log(), /Local:\s+http:\/\/localhost:80\//);
    assert.doesNotMatch(open.log(), /EACCES/);
  } finally {
    open.stop();
  }
});

test('guide/framework/solid "With dev.hmr: false ... Rsbuild makes no hot update at all: the same edit reloads the whole page, which is dev.liveReload at work (with it off too, the page stays as it is)": no hot-update file is fetched; the page loads again with the new text, and with liveReload false it keeps the old one', async () => {
  assert.ok(
    page('en', 'guide/framework/solid').includes(
      'Rsbuild makes no hot update at all: the same edit reloads the whole page, which is [dev.liveReload]',
    ),
  );
  assert.ok(
    page('zh', 'guide/framework/solid').includes('Rsbuild 也根本不做热更新：同样的修改会让整个页面重新加载，这是 [dev.liveReload]'),
  );
  const run = async (dev: string) => {
    const dir = project({
      'src/index.js': "document.body.innerHTML = '<h1>first heading</h1>';\n",
      'rsbuild.config.mjs': `export default { dev: ${dev} };\n`,
    });
    const server = await devServer(dir);
    const tab = await browser().newPage();
    let loads = 0;
    const hotUpdates: string[] = [];
    try {
      tab.on('load', () => (loads += 1));
      tab.on('request', (r) => r.url().includes('hot-update') && hotUpdates.push(r.url()));
      await tab.goto(server.url);
      assert.equal(await tab.textContent('h1'), 'first heading');
      await tab.waitForTimeout(1_000);
      const done = compilations(server);
      edit(dir, 'src/index.js', 'first heading', 'second heading');
      await nextCompilation(server, done);
      await waitFor(async () => (await tab.textContent('h1').catch(() => '')) === 'second heading', 5_000);
      await tab.waitForTimeout(500);
      return { loads, heading: await tab.textContent('h1'), hotUpdates };
    } finally {
      await tab.close();
      await server.stop();
    }
  };
  assert.deepEqual(await run('{ hmr: false }'), { loads: 2, heading: 'second heading', hotUpdates: [] });
  assert.deepEqual(await run('{ hmr: false, liveReload: false }'), { loads: 1, heading: 'first heading', hotUpdates: [] });
});
