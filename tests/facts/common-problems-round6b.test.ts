// Facts behind the sixth round's (b) "Common problems" items, as readers describe the problem: closing the
// error overlay, "development is not defined" after a define value lost its quotes, legacy decorator libraries
// with the 2022-03 version, Vue JSX without its plugin, jsconfig.json paths and aliases in CSS url(), a page
// title per environment, and "where is the webpack config?". Each runs @rsbuild/core 0.5.9 (its CLI, in a throw-away project), Chromium
// where the browser decides.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import type { Page } from '@playwright/test';
import {
  build,
  compilations,
  devServer,
  distText,
  edit,
  sharedBrowser,
  nextCompilation,
  previewServer,
  project,
  rsbuild,
  waitFor,
} from './topics-support';

const browser = sharedBrowser();

function get(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

/**
 * Loads a page and returns the uncaught exceptions as DevTools prints them: the text, then the error's
 * description (its message and stack).
 */
async function uncaught(url: string): Promise<string[]> {
  const page = await browser().newPage();
  const seen: string[] = [];
  try {
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Runtime.exceptionThrown', (e) => seen.push(`${e.exceptionDetails.text} ${e.exceptionDetails.exception?.description ?? ''}`));
    await cdp.send('Runtime.enable');
    await page.goto(url);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    return seen;
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// config/dev/client

test('config/dev/client "close the overlay by hand: the × in its corner, a click outside the panel, or Esc as the first key pressed; it comes back with the next failed compilation"', async () => {
  const dir = project({
    'src/index.js': "document.body.append('app ready');\n",
    'rsbuild.config.mjs': 'export default { dev: { client: { overlay: true } } };\n',
  });
  const server = await devServer(dir);
  const page: Page = await browser().newPage();
  const overlay = page.locator('rsbuild-error-overlay');
  let n = 0;
  // Each failure is a different syntax error, so that each save is a new failed compilation.
  const fail = async (): Promise<void> => {
    n += 1;
    edit(dir, 'src/index.js', "document.body.append('app ready');", `document.body.append('app ready');\nconst broken${n} = ;`);
    await overlay.first().waitFor({ state: 'attached', timeout: 15_000 });
    // One save can bring two error messages (the watcher may see the write twice); the second overlay replaces
    // the first, which fades out for 300 ms before it is removed (clearOverlay calls close()). Wait for one.
    await page.waitForTimeout(400);
    await page.waitForFunction(() => document.querySelectorAll('rsbuild-error-overlay').length === 1, null, { timeout: 5_000 });
  };
  // A fixed error reloads the page (the entry does not accept hot updates): wait for the new page.
  const fix = async (): Promise<void> => {
    await page.evaluate(() => Object.assign(window, { beforeFix: true }));
    const done = compilations(server);
    edit(dir, 'src/index.js', `\nconst broken${n} = ;`, '');
    await nextCompilation(server, done);
    const reloaded = await waitFor(() =>
      page.evaluate(() => !('beforeFix' in window) && document.body.textContent?.includes('app ready')).catch(() => false),
    );
    assert.ok(reloaded, 'the page reloads once the error is fixed');
    await page.waitForTimeout(300);
  };
  try {
    await page.goto(server.url);
    await page.waitForFunction(() => document.body.textContent?.includes('app ready'));

    await fail();
    assert.equal(await page.locator('rsbuild-error-overlay .title').textContent(), 'Compilation failed');
    assert.match(
      (await page.locator('rsbuild-error-overlay .footer').textContent()) ?? '',
      /Fix error, click outside, or press Esc to close the overlay\./,
    );
    await page.locator('rsbuild-error-overlay .close').click();
    await overlay.waitFor({ state: 'detached', timeout: 5_000 });
    await fix();

    await fail();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached', timeout: 5_000 });
    await fix();

    await fail();
    // A click on the dark backdrop, outside the panel.
    await page.mouse.click(5, 5);
    await overlay.waitFor({ state: 'detached', timeout: 5_000 });
    await fix();

    // Esc only closes it as the first key pressed while it is shown.
    await fail();
    await page.keyboard.press('a');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(600);
    assert.equal(await overlay.count(), 1, 'Esc after another key leaves the overlay');
    await fix();
    assert.equal(await overlay.count(), 0, 'a fixed error closes it');
  } finally {
    await page.close();
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/define

test('config/source/define "\'development\' instead of \'"development"\' throws Uncaught ReferenceError: development is not defined"; JSON.stringify gives the string', async () => {
  const run = async (value: string): Promise<{ errors: string[]; mode: string | null }> => {
    const dir = project({
      'src/index.js': 'document.body.dataset.mode = process.env.APP_MODE;\n',
      'rsbuild.config.mjs': `export default { source: { define: { 'process.env.APP_MODE': ${value} } } };\n`,
    });
    build(dir);
    const server = await previewServer(dir);
    try {
      const errors = (await uncaught(`${server.url}/`)).map((e) => e.split('\n')[0]);
      const page = await browser().newPage();
      await page.goto(`${server.url}/`);
      const mode = await page.evaluate(() => document.body.dataset.mode ?? null);
      await page.close();
      return { errors, mode };
    } finally {
      await server.stop();
    }
  };
  assert.deepEqual(await run("'development'"), {
    errors: ['Uncaught ReferenceError: development is not defined'],
    mode: null,
  });
  assert.deepEqual(await run('\'"development"\''), { errors: [], mode: 'development' });
  assert.deepEqual(await run("JSON.stringify('development')"), { errors: [], mode: 'development' });
});

// ---------------------------------------------------------------------------------------------------------
// config/source/decorators

test("config/source/decorators \"the default is legacy; with 2022-03 a legacy property decorator (as vue-property-decorator's @Prop) throws TypeError: Cannot read properties of undefined (reading 'constructor') in _apply_decs_2203_r\"", async () => {
  // A decorator library written for legacy decorators, as vue-class-component's createDecorator is: a
  // property decorator receives the class prototype and reads its constructor.
  const lib = {
    'node_modules/legacy-decorators/package.json': '{ "name": "legacy-decorators", "type": "module", "main": "index.js" }\n',
    'node_modules/legacy-decorators/index.js': [
      'export function Prop() {',
      '  return (target, key) => {',
      "    const Ctor = typeof target === 'function' ? target : target.constructor;",
      '    (Ctor.__props__ ||= []).push(key);',
      '  };',
      '}',
      'export function Component(Ctor) {',
      '  Ctor.options = { props: Ctor.__props__ };',
      '  return Ctor;',
      '}',
      '',
    ].join('\n'),
    'src/index.ts': [
      "import { Component, Prop } from 'legacy-decorators';",
      '',
      '@Component',
      'class HelloWorld {',
      '  @Prop() msg!: string;',
      '}',
      '',
      "document.body.dataset.props = HelloWorld.options.props.join(',');",
      '',
    ].join('\n'),
    'src/env.d.ts': "declare module 'legacy-decorators';\n",
  };
  const run = async (config: string): Promise<{ errors: string[]; props: string | null; helper: boolean }> => {
    const dir = project({ ...lib, 'rsbuild.config.mjs': `export default ${config};\n` });
    const server = await devServer(dir);
    try {
      const errors = await uncaught(`${server.url}/`);
      const page = await browser().newPage();
      await page.goto(`${server.url}/`);
      const props = await page.evaluate(() => document.body.dataset.props ?? null);
      await page.close();
      const helper = (await get(`${server.url}/static/js/index.js`)).includes('_apply_decs_2203_r');
      return { errors, props, helper };
    } finally {
      await server.stop();
    }
  };
  assert.deepEqual(await run('{}'), { errors: [], props: 'msg', helper: false });
  const standard = await run("{ source: { decorators: { version: '2022-03' } } }");
  assert.equal(standard.props, null);
  assert.equal(standard.helper, true, 'the 2022-03 helper is in the bundle');
  assert.equal(standard.errors.length, 1, standard.errors.join('\n'));
  const [error] = standard.errors;
  assert.match(error, /^Uncaught TypeError: Cannot read properties of undefined \(reading 'constructor'\)\n/);
  assert.match(error, /\n\s+at _apply_decs_2203_r /);
  assert.deepEqual(await run("{ source: { decorators: { version: 'legacy' } } }"), { errors: [], props: 'msg', helper: false });
});

// ---------------------------------------------------------------------------------------------------------
// plugins/list/plugin-vue-jsx

test('plugins/list/plugin-vue-jsx "without the plugin, .jsx and .tsx are compiled as React JSX: the build passes and the page throws Uncaught ReferenceError: React is not defined"', async () => {
  // A stand-in for Vue 3: no React anywhere in the project, as in a Vue project.
  const dir = project({
    'node_modules/vue/package.json': '{ "name": "vue", "type": "module", "main": "index.js" }\n',
    'node_modules/vue/index.js': 'export const defineComponent = (setup) => setup;\n',
    'src/Hello.jsx': 'import { defineComponent } from \'vue\';\nexport default defineComponent(() => () => <p class="hello">Hello</p>);\n',
    'src/World.tsx': 'import { defineComponent } from \'vue\';\nexport default defineComponent(() => () => <p class="world">World</p>);\n',
    'src/index.js': "import Hello from './Hello.jsx';\nimport World from './World.tsx';\nwindow.rendered = [Hello()(), World()()];\n",
    'src/env.d.ts': "declare module 'vue';\n",
  });
  const run = build(dir);
  assert.doesNotMatch(run.output, /warn|error|react\/jsx-runtime|Can't resolve/i);
  assert.match(distText(dir, /\.js$/), /React\.createElement\(/);
  const server = await previewServer(dir);
  try {
    const errors = (await uncaught(`${server.url}/`)).map((e) => e.split('\n')[0]);
    assert.deepEqual(errors, ['Uncaught ReferenceError: React is not defined']);
  } finally {
    await server.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// config/source/alias, guide/advanced/alias

test("config/source/alias \"jsconfig.json paths are not read: Can't resolve 'rmv/helper'; source.tsconfigPath: './jsconfig.json' or source.alias fixes it\"", () => {
  const files = {
    'jsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { 'rmv/*': ['./src/rmv/*'] } } }),
    'src/rmv/helper.js': "export const helper = 'HELPER';\n",
    'src/index.js': "import { helper } from 'rmv/helper';\nconsole.log(helper);\n",
  };
  const ignored = rsbuild(project(files), ['build']);
  assert.equal(ignored.code, 1);
  assert.match(ignored.output, /Can't resolve 'rmv\/helper' in '[^']+src'/);
  for (const config of ["{ source: { tsconfigPath: './jsconfig.json' } }", "{ source: { alias: { rmv: './src/rmv' } } }"]) {
    const dir = project({ ...files, 'rsbuild.config.mjs': `export default ${config};\n` });
    build(dir);
    assert.match(distText(dir, /\.js$/), /HELPER/);
  }
});

test('config/source/alias, guide/advanced/alias "url(\\"@/assets/404.png\\") works in CSS, Less and Sass once @ is an alias (source.alias or tsconfig paths); without it Can\'t resolve \'@/assets/404.png\'; ~@/ works with a warning"', () => {
  const files = (url: string): Record<string, string | Buffer> => ({
    'src/assets/404.png': Buffer.alloc(20_000, 1),
    'src/index.js': "import './a.css';\nimport './b.less';\nimport './c.scss';\n",
    'src/a.css': `.a { background: url("${url}"); }\n`,
    'src/b.less': `.b { background: url("${url}"); }\n`,
    'src/c.scss': `.c { background: url("${url}"); }\n`,
  });
  const tsconfig = JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } });
  const setups: Record<string, string>[] = [
    { 'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n" },
    { 'tsconfig.json': tsconfig },
  ];
  for (const extra of setups) {
    const dir = project({ ...files('@/assets/404.png'), ...extra });
    const run = build(dir);
    assert.doesNotMatch(run.output, /warn/);
    assert.match(distText(dir, /\.css$/), /^\.a,\.b,\.c\{background:url\(\/static\/image\/404\.[0-9a-f]{8}\.png\)\}/);
  }

  const missing = rsbuild(project(files('@/assets/404.png')), ['build']);
  assert.equal(missing.code, 1);
  assert.match(missing.output, /Can't resolve '@\/assets\/404\.png'/);

  const tilde = project({
    ...files('~@/assets/404.png'),
    'rsbuild.config.mjs': "export default { source: { alias: { '@': './src' } } };\n",
  });
  const run = build(tilde);
  assert.match(run.output, /Deprecated '~'/);
  assert.match(distText(tilde, /\.css$/), /url\(\/static\/image\/404\.[0-9a-f]{8}\.png\)/);
});

// ---------------------------------------------------------------------------------------------------------
// config/html/title

test('config/html/title "a title per environment: <%= process.env.VUE_APP_TITLE %> in the template fails with process is not defined; the config reads .env and .env.<mode> (development for dev, production for build)"', async () => {
  const envFiles = {
    'src/index.js': "console.log('app');\n",
    '.env': 'APP_TITLE=From .env\nVUE_APP_TITLE=Vue CLI title\n',
    '.env.development': 'APP_TITLE=[DEV] Acme\n',
    '.env.production': 'APP_TITLE=Acme\n',
  };
  const title = (html: string): string | undefined => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  const template = project({
    ...envFiles,
    'public/index.html':
      '<!doctype html><html><head><title><%= process.env.VUE_APP_TITLE %></title></head><body><div id="app"></div></body></html>\n',
    'rsbuild.config.mjs': "export default { html: { template: './public/index.html' } };\n",
  });
  const failed = rsbuild(template, ['build']);
  assert.equal(failed.code, 1);
  assert.match(failed.output, /Template execution failed: ReferenceError: process is not defined/);

  const fromEnv = project({ ...envFiles, 'rsbuild.config.mjs': 'export default { html: { title: process.env.APP_TITLE } };\n' });
  build(fromEnv);
  assert.equal(title(distText(fromEnv, /index\.html$/)), 'Acme');
  const dev = await devServer(fromEnv);
  try {
    assert.equal(title(await get(`${dev.url}/`, { Accept: 'text/html' })), '[DEV] Acme');
  } finally {
    await dev.stop();
  }

  const byMode = project({
    'src/index.js': "console.log('app');\n",
    'rsbuild.config.mjs': "export default { html: { title: process.env.NODE_ENV === 'development' ? '[DEV] Acme' : 'Acme' } };\n",
  });
  build(byMode);
  assert.equal(title(distText(byMode, /index\.html$/)), 'Acme');
  const devByMode = await devServer(byMode);
  try {
    assert.equal(title(await get(`${devByMode.url}/`, { Accept: 'text/html' })), '[DEV] Acme');
  } finally {
    await devByMode.stop();
  }
});

// ---------------------------------------------------------------------------------------------------------
// guide/basic/configure-rspack

test('guide/basic/configure-rspack "no webpack.config.js or rspack.config.js: a file of that name is not read"; "npx rsbuild inspect writes dist/rspack.config.web.mjs"', () => {
  const broken =
    "module.exports = { entry: './src/missing.js', output: { path: require('node:path').resolve(__dirname, 'elsewhere') } };\n";
  const dir = project({
    'src/index.js': "console.log('app');\n",
    'webpack.config.js': broken,
    'rspack.config.js': broken,
  });
  build(dir);
  assert.match(distText(dir, /\.js$/), /console\.log\("app"\)|console\.log\('app'\)/);
  const inspected = rsbuild(dir, ['inspect']);
  assert.equal(inspected.code, 0, inspected.output);
  assert.match(inspected.output, /Rspack Config \(web\): .*dist\/rspack\.config\.web\.mjs/);
  assert.doesNotMatch(distText(dir, /rspack\.config\.web\.mjs$/), /missing\.js|elsewhere/);
});
