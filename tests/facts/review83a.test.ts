// Facts behind statements fixed in the second accuracy review of session 83 (slice a): guide/faq/hmr,
// guide/faq/exceptions and guide/faq/blank-page, in both languages. Each test runs @rsbuild/core 0.5.9 (its CLI in
// throw-away projects, topics-support.ts; Chromium where the page speaks of what a browser does), names the page and
// the sentence it backs, and checks that both languages say it.
//
// - guide/faq/hmr, "The file is not part of the build": "Only files that the entry imports, directly or indirectly,
//   are watched." The page itself says that an edit of the html.template file starts a compilation, and so does an
//   edit of the project's package.json (Rspack's resolver reads it, so it is a file dependency of the build); an
//   edit of a source file that nothing imports starts none.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compilations, devServer, edit, page, project } from './topics-support';

/** Asserts that both languages of `route` hold their words. */
function says(route: string, words: Record<'en' | 'zh', string>): void {
  for (const lang of ['en', 'zh'] as const) {
    assert.ok(page(lang, route).includes(words[lang]), `${lang}/${route} says: ${words[lang]}`);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// guide/faq/hmr

test('guide/faq/hmr "The watcher follows the files that the build reads: the modules that the entry imports ... and a few others such as the HTML template and package.json": in rsbuild dev an edit of the html.template file and one of package.json each start a compilation, an edit of a source file that nothing imports starts none', async () => {
  says('guide/faq/hmr', {
    en: 'The watcher follows the files that the build reads: the modules that the entry imports, directly or indirectly, and a few others such as the HTML template and `package.json`.',
    zh: '监听器只跟踪构建读取过的文件：入口直接或间接导入的模块，以及 HTML 模板、`package.json` 等少数文件。',
  });
  for (const lang of ['en', 'zh'] as const) {
    assert.doesNotMatch(page(lang, 'guide/faq/hmr'), /Only files that the entry imports|只有被入口直接或间接导入的文件/);
  }
  const dir = project({
    'rsbuild.config.mjs': "export default { html: { template: './index.html' } };\n",
    'index.html': '<!doctype html><html><head><title>first</title></head><body><div id="root"></div></body></html>\n',
    'src/index.js': "import './used.js';\n",
    'src/used.js': "document.title = 'used';\n",
    'src/unused.js': 'export const unused = 1;\n',
  });
  const server = await devServer(dir);
  /** Edits `file` and returns how many compilations finished within 4 s. */
  const after = async (file: string, from: string, to: string): Promise<number> => {
    await pause(1_000);
    const before = compilations(server);
    edit(dir, file, from, to);
    await pause(4_000);
    return compilations(server) - before;
  };
  try {
    assert.equal(await after('src/unused.js', '= 1', '= 2'), 0, 'a file that nothing imports');
    assert.equal(await after('index.html', 'first', 'second'), 1, 'the HTML template');
    assert.equal(await after('package.json', '"fact"', '"fact-renamed"'), 1, 'package.json');
    assert.equal(await after('src/used.js', "'used'", "'edited'"), 1, 'an imported module');
  } finally {
    await server.stop();
  }
});
