// Facts behind the fixes of session 81 (six statements that the checkers of session 80 flagged outside the commits they
// checked). Each test runs @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts) and names the page and the
// sentence it backs, in both languages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { ROOT, build, distFiles, page, project } from './topics-support';

/** Asserts that both languages of `route` contain their `words`. */
function pageSays(route: string, words: { en: string; zh: string }): void {
  for (const lang of ['en', 'zh'] as const) {
    assert.ok(page(lang, route).includes(words[lang]), `${lang}/${route} says: ${words[lang]}`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// guide/optimization/split-chunk: the numbered chunks of the report app

test('guide/optimization/split-chunk "The numbers are chunk ids that Rspack derives from the paths of the modules inside, packages included: with its packages installed elsewhere, the same app got other numbers and hashes": the report app in two folders of different depth gets the same named files and other numbers', () => {
  pageSays('guide/optimization/split-chunk', {
    en: 'The numbers are chunk ids that Rspack derives from the paths of the modules inside, packages included: with its packages installed elsewhere, the same app got other numbers and hashes, so yours will likely differ.',
    zh: '文件名中的数字是 Rspack 根据 chunk 内模块（包括依赖包）的路径算出的 chunk id：同一个应用把依赖包装在别的位置，数字和 hash 就都变了，所以你的构建结果多半与此不同。',
  });
  // Outside the tables, no number or hash is given as the reader's: 698 (of the second table) is not named, nor the
  // hash of the named report chunk.
  for (const lang of ['en', 'zh'] as const) {
    const text = page(lang, 'guide/optimization/split-chunk');
    const prose = codeBlocks(text).reduce((rest, b) => rest.replace(b.code, ''), text);
    assert.doesNotMatch(prose, /698\.\[hash\]|report\.[0-9a-f]{8}\.js/, lang);
  }
  const en = page('en', 'guide/optimization/split-chunk');
  const block = (title: string): string => {
    const found = codeBlocks(en).find((b) => b.meta.includes(`title="${title}"`));
    assert.ok(found, `a block titled ${title}`);
    return found.code;
  };
  const react = fs.realpathSync(path.join(ROOT, 'node_modules/sample-react'));
  const app = (folder: string): Record<string, string> => ({
    [`${folder}/package.json`]: '{ "name": "report", "private": true }\n',
    [`${folder}/src/index.jsx`]: block('src/index.jsx'),
    [`${folder}/src/Report.jsx`]: block('src/Report.jsx'),
    [`${folder}/rsbuild.config.mjs`]: `import { pluginReact } from '@rsbuild/plugin-react';\nexport default { plugins: [pluginReact()], source: { alias: { react: ${JSON.stringify(react)} } } };\n`,
  });
  // One copy at the top of a project, one two folders deeper: the packages, linked from this repository's
  // node_modules, sit at other paths relative to each copy.
  const root = project(
    { ...app('top'), ...app('one/two') },
    {
      '@rsbuild/core': 'rsbuild-0.5',
      '@rsbuild/plugin-react': 'rsbuild-plugin-react-0.5',
      react: 'sample-react',
      'react-dom': 'sample-react-dom',
      lodash: 'lodash',
      axios: 'axios',
      moment: 'moment',
    },
  );
  const outputs = ['top', 'one/two'].map((folder) => {
    const dir = path.join(root, folder);
    build(dir);
    return distFiles(dir).filter((f) => f.endsWith('.js'));
  });
  const named = (files: string[]) =>
    files.filter((f) => !/\/\d+\.[0-9a-f]{8}\.js$/.test(f)).map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.js'));
  const numbered = (files: string[]) =>
    files.filter((f) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(f)).map((f) => f.split('/').at(-1)?.split('.')[0]);
  assert.deepEqual(named(outputs[0]), named(outputs[1]), 'the same named files');
  assert.deepEqual(named(outputs[0]), [
    'static/js/async/lib-lodash.js',
    'static/js/async/lib-polyfill.js',
    'static/js/index.js',
    'static/js/lib-axios.js',
    'static/js/lib-react.js',
  ]);
  assert.equal(numbered(outputs[0]).length, 2, outputs[0].join(' '));
  assert.equal(numbered(outputs[1]).length, 2, outputs[1].join(' '));
  assert.notDeepEqual(numbered(outputs[0]).sort(), numbered(outputs[1]).sort(), 'other numbers one folder deeper');
});
