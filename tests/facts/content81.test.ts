// Facts behind session 81's content additions, as users asked them: packing dist into a zip / tar.gz archive when the
// build ends, and whether that step can run before the second of two builds has finished (plugins/dev/hooks, Common
// problems); starting the built project on a server as a Node.js app with pm2, and `npm run start` after the build
// starting the dev server again (guide/basic/output-files, Common problems). Each test runs the CLI of @rsbuild/core
// 0.5.9 in a throw-away project, and the archive commands the page names (`tar`, and `zip` where it is installed).
//
// Resting on other sources, not run here:
// - plugins/dev/hooks: that filemanager-webpack-plugin archives files (zip, tar, tar.gz) with an `archive` action of its
//   `onEnd` event is its README (gregnb/filemanager-webpack-plugin); the plugin is not installed.
// - guide/basic/output-files: that a project moved from Create React App has `"start": "rsbuild dev"` is the script this
//   site's guide/migration/cra gives; npm running the `start` script of package.json is npm's, not Rsbuild's.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, devServer, distFiles, page, project } from './topics-support';

/** Whether `command` runs here (`zip` is missing on some machines). */
const runs = (command: string, args: string[]): boolean => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** The files (not folders) an archive lists, as paths below dist/, sorted: `tar -tzf` prints `./a/b`, `zip -sf` `  a/b`. */
function listed(command: string, args: string[], cwd: string): string[] {
  const res = spawnSync(command, args, { cwd, encoding: 'utf8' });
  assert.equal(res.status, 0, `${command} ${args.join(' ')}: ${res.stderr}`);
  return res.stdout
    .split('\n')
    .map((line) => line.trim().replace(/^\.\//, ''))
    .filter((line) => line !== '' && line !== '.' && !line.endsWith('/') && !/^(Archive contains:|Total \d+ entries)/.test(line))
    .sort();
}

/** rsbuild.config.mjs whose inline plugin runs `command` (a shell command) in dist from onAfterBuild when the build has no errors; `before` runs first. */
function archiveConfig(command: string, before = '', output = '{}'): string {
  return [
    "import { execSync } from 'node:child_process';",
    "import fs from 'node:fs';",
    'export default {',
    `  output: ${output},`,
    '  plugins: [',
    '    {',
    "      name: 'archive-dist',",
    '      setup(api) {',
    '        api.onAfterBuild(({ stats }) => {',
    '          if (stats.hasErrors()) return;',
    `          ${before}`,
    `          execSync(${JSON.stringify(command)}, { cwd: api.context.distPath });`,
    '        });',
    '      },',
    '    },',
    '  ],',
    '};',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// plugins/dev/hooks

test('plugins/dev/hooks "Zip the dist folder, or pack it into a .tar.gz archive, automatically after the build": execSync(\'tar -czf ../dist.tar.gz .\', { cwd: api.context.distPath }) in onAfterBuild writes dist.tar.gz beside dist with every file of the build (public/ too), and the next build replaces it, the old hashed script gone', () => {
  assert.ok(page('en', 'plugins/dev/hooks').includes("`execSync('tar -czf ../dist.tar.gz .', { cwd: api.context.distPath })`"));
  assert.ok(page('zh', 'plugins/dev/hooks').includes('打包后怎样自动把 dist 压缩成 zip 或 tar.gz 压缩包'));
  assert.ok(runs('tar', ['--version']), 'tar runs');
  const dir = project({
    'src/index.js': "document.body.textContent = 'first';\n",
    'public/robots.txt': 'User-agent: *\n',
    'rsbuild.config.mjs': archiveConfig('tar -czf ../dist.tar.gz .'),
  });
  build(dir);
  const first = distFiles(dir);
  assert.ok(first.includes('robots.txt') && first.includes('index.html'), first.join(', '));
  assert.deepEqual(listed('tar', ['-tzf', 'dist.tar.gz'], dir), first);
  fs.writeFileSync(path.join(dir, 'src/index.js'), "document.body.textContent = 'second';\n");
  build(dir);
  const second = distFiles(dir);
  assert.notDeepEqual(second, first, 'the script got a new hash');
  assert.deepEqual(listed('tar', ['-tzf', 'dist.tar.gz'], dir), second);
});

test('plugins/dev/hooks "zip -qr ../dist.zip . makes a zip, but delete the old dist.zip first: zip adds to an existing archive, which keeps the files of earlier builds"', {
  skip: runs('zip', ['-v']) ? false : 'the zip command is not installed',
}, () => {
  assert.ok(page('en', 'plugins/dev/hooks').includes('`zip` adds to an existing archive, which keeps the files of earlier builds'));
  assert.ok(page('zh', 'plugins/dev/hooks').includes('`zip` 会追加到已有的包里，留下之前构建的文件'));
  const rebuilt = (before: string) => {
    const dir = project({
      'src/index.js': "document.body.textContent = 'first';\n",
      'rsbuild.config.mjs': archiveConfig('zip -qr ../dist.zip .', before),
    });
    build(dir);
    const first = distFiles(dir);
    assert.deepEqual(listed('zip', ['-sf', 'dist.zip'], dir), first);
    fs.writeFileSync(path.join(dir, 'src/index.js'), "document.body.textContent = 'second';\n");
    build(dir);
    return { first, second: distFiles(dir), zipped: listed('zip', ['-sf', 'dist.zip'], dir) };
  };
  const kept = rebuilt('');
  const stale = kept.first.filter((f) => !kept.second.includes(f));
  assert.ok(stale.length > 0, 'the first build had a file the second has not');
  assert.deepEqual(kept.zipped, [...new Set([...kept.first, ...kept.second])].sort(), 'zip kept the first build files');
  const fresh = rebuilt("fs.rmSync('dist.zip', { force: true });");
  assert.deepEqual(fresh.zipped, fresh.second);
});

test("plugins/dev/hooks \"With two output.targets, ['web', 'node'], the hook runs once, after both targets have written their files, whichever finishes last, so an archive made there cannot start before the second build is done: the archive made in it holds server/index.js and index.html\"", async (t) => {
  assert.ok(
    page('en', 'plugins/dev/hooks').includes('the hook runs once, after both targets have written their files, whichever finishes last'),
  );
  assert.ok(page('en', 'plugins/dev/hooks').includes('so an archive made there cannot start before the second build is done'));
  assert.ok(
    page('zh', 'plugins/dev/hooks').includes(
      '这个钩子只执行一次，在两个目标都写完文件之后（不管哪个后完成），不会在第二个构建结束前就开始压缩',
    ),
  );
  // A loader that holds back the entry of one target, so that each target is (most likely) the last one in one run;
  // what is asserted does not depend on which finishes first.
  for (const slow of ['web', 'node']) {
    await t.test(`the ${slow} target held back`, () => {
      const dir = project({
        'src/index.js': "document.body.textContent = 'hello';\n",
        'slow-loader.cjs':
          'module.exports = function (source) {\n  const done = this.async();\n  setTimeout(() => done(null, source), 1500);\n};\n',
        'rsbuild.config.mjs': [
          "import { execSync } from 'node:child_process';",
          "import fs from 'node:fs';",
          "import path from 'node:path';",
          'const events = [];',
          'export default {',
          "  output: { targets: ['web', 'node'] },",
          '  tools: {',
          '    rspack(config, { target }) {',
          `      if (target === '${slow}') config.module.rules.push({ test: /index\\.js$/, use: [path.resolve('slow-loader.cjs')] });`,
          '    },',
          '  },',
          '  plugins: [',
          '    {',
          "      name: 'archive-dist',",
          '      setup(api) {',
          '        api.onAfterCreateCompiler(({ compiler }) => {',
          "          for (const c of compiler.compilers) c.hooks.done.tap('record', () => events.push(`done ${c.name}`));",
          '        });',
          '        api.onAfterBuild(({ stats }) => {',
          '          const has = (file) => fs.existsSync(path.join(api.context.distPath, file));',
          "          events.push(`onAfterBuild ${stats.constructor.name} index.html:${has('index.html')} server/index.js:${has('server/index.js')}`);",
          '          if (stats.hasErrors()) return;',
          "          execSync('tar -czf ../dist.tar.gz .', { cwd: api.context.distPath });",
          "          fs.writeFileSync('events.json', JSON.stringify(events));",
          '        });',
          '      },',
          '    },',
          '  ],',
          '};',
          '',
        ].join('\n'),
      });
      build(dir);
      const events: string[] = JSON.parse(fs.readFileSync(path.join(dir, 'events.json'), 'utf8'));
      assert.deepEqual(events.slice(0, 2).sort(), ['done Client', 'done Server']);
      assert.deepEqual(events.slice(2), ['onAfterBuild MultiStats index.html:true server/index.js:true']);
      const archived = listed('tar', ['-tzf', 'dist.tar.gz'], dir);
      assert.ok(archived.includes('server/index.js') && archived.includes('index.html'), archived.join(', '));
      assert.deepEqual(archived, distFiles(dir));
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/output-files

test('guide/basic/output-files "npm run start after the build only starts the dev server again ... as I start a Node.js app with pm2": rsbuild build writes dist and exits, a web build holds only index.html and static/ (no server script); rsbuild dev started afterwards compiles in development mode, serves from memory and empties dist', async () => {
  const en = page('en', 'guide/basic/output-files');
  const zh = page('zh', 'guide/basic/output-files');
  assert.ok(en.includes('as I start a Node.js app with pm2?** There is nothing to start'));
  assert.ok(en.includes('it compiles the source again in development mode, serves it from memory and empties `dist/` as it starts'));
  assert.ok(zh.includes('打包后怎么运行、怎么跑起来？`npm run start` 只是又启动了开发服务器'));
  assert.ok(zh.includes('就会以开发模式重新编译源码、在内存中提供页面，并且启动时清空 `dist/`'));
  const dir = project({ 'src/index.js': "document.body.textContent = 'hello';\n" });
  build(dir); // throws unless the command exited with code 0
  const built = distFiles(dir);
  assert.equal(built.length, 2, built.join(', '));
  assert.ok(
    built.every((f) => f === 'index.html' || /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(f)),
    built.join(', '),
  );
  const server = await devServer(dir);
  try {
    assert.deepEqual(distFiles(dir), [], 'rsbuild dev emptied dist');
    const html = await (await fetch(`${server.url}/`)).text();
    assert.match(html, /<script defer src="\/static\/js\/index\.js"><\/script>/, 'the development build, no hash');
    assert.deepEqual(distFiles(dir), [], 'served from memory');
  } finally {
    await server.stop();
  }
});
