// Guides whose project setup is quick to build are built here with @rsbuild/core 0.5.9, from the
// code blocks of the page itself, and what the page says the reader will see is checked.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { LANGS, ROOT } from '../../scripts/lib/pages';

const core = path.join(ROOT, 'node_modules', 'rsbuild-0.5');

/** The first block of a page with this title (a file name). */
function block(page: string, title: string): string {
  const found = codeBlocks(fs.readFileSync(path.join(ROOT, 'docs', page), 'utf8')).find((b) => b.meta.includes(`title="${title}"`));
  assert.ok(found, `${page} has a ${title} block`);
  return found.code;
}

/** A temporary project whose `@rsbuild/core` is the installed 0.5.9. */
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-example-'));
  fs.mkdirSync(path.join(dir, 'node_modules', '@rsbuild'), { recursive: true });
  fs.symlinkSync(core, path.join(dir, 'node_modules', '@rsbuild', 'core'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "example", "private": true }\n');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

async function build(dir: string): Promise<void> {
  const { createRsbuild, loadConfig } = await import('rsbuild-0.5');
  const { content } = await loadConfig({ cwd: dir });
  const prev = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: content });
    await rsbuild.build();
  } finally {
    if (prev === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = prev;
  }
}

for (const lang of LANGS) {
  test(`${lang} quick start: the project on the page builds, with its title and entry`, async () => {
    const page = `${lang}/guide/start/quick-start.mdx`;
    const dir = project({ 'src/index.ts': block(page, 'src/index.ts'), 'rsbuild.config.ts': block(page, 'rsbuild.config.ts') });
    await build(dir);
    const html = fs.readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
    assert.match(html, /<title>Hello Rsbuild<\/title>/, 'the title the page promises');
    assert.match(html, /<div id="root"><\/div>/, 'the root element the page mentions');
    const js = fs.readdirSync(path.join(dir, 'dist', 'static', 'js')).filter((f) => f.endsWith('.js'));
    assert.ok(
      js.some((f) => /^index\.[0-9a-f]{8}\.js$/.test(f)),
      `an index.[hash].js bundle: ${js}`,
    );
    const bundle = js.map((f) => fs.readFileSync(path.join(dir, 'dist', 'static', 'js', f), 'utf8')).join('\n');
    assert.match(bundle, /Hello, Rsbuild!/);
  });
}

test('quick start: without an entry module the build stops with the error the page quotes', async () => {
  const quoted = codeBlocks(fs.readFileSync(path.join(ROOT, 'docs/en/guide/start/quick-start.mdx'), 'utf8'))
    .map((b) => b.code)
    .find((c) => c.includes('Could not find any entry module'));
  assert.ok(quoted, 'the page quotes the error');
  const dir = project({ 'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({});\n" });
  await assert.rejects(build(dir), (e: unknown) => {
    // eslint-disable-next-line no-control-regex
    const message = String(e instanceof Error ? e.message : e)
      .replace(/\u001b\[\d+m/g, '')
      .trim()
      .split('\n')[0];
    assert.ok(quoted.includes(message), `real message: ${message}`);
    return true;
  });
});

for (const lang of LANGS) {
  test(`${lang} CSS usage: the production CSS the page shows is what 0.5.9 writes`, async () => {
    const page = `${lang}/guide/basic/css-usage.mdx`;
    const blocks = codeBlocks(fs.readFileSync(path.join(ROOT, 'docs', page), 'utf8'));
    const shown = blocks.find((b) => /title="dist\/static\/css\/index\.[0-9a-f]{8}\.css"/.test(b.meta));
    assert.ok(shown, 'the page shows the built CSS');
    const dir = project({
      'src/index.css': block(page, 'src/index.css'),
      'src/reset.css': '* { box-sizing: border-box; }\n',
      'src/assets/arrow.png': Buffer.alloc(12 * 1024, 7).toString('latin1'),
      'src/index.ts': block(page, 'src/index.ts'),
    });
    await build(dir);
    const cssDir = path.join(dir, 'dist', 'static', 'css');
    const [file] = fs.readdirSync(cssDir).filter((f) => /^index\.[0-9a-f]{8}\.css$/.test(f));
    assert.ok(file, 'one CSS file for the entry');
    const hashless = (s: string): string => s.trim().replace(/\.[0-9a-f]{8}\./g, '.HASH.');
    assert.equal(hashless(fs.readFileSync(path.join(cssDir, file), 'utf8')), hashless(shown.code));
    assert.match(
      fs.readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8'),
      new RegExp(`<link href="/static/css/${file.replace(/\./g, '\\.')}" rel="stylesheet">`),
    );
  });
}
