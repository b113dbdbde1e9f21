// The file size tables of the chunk splitting pages, rebuilt: the apps come from the pages' own code
// blocks, the packages are the versions the pages name (see lib/sample-apps.ts), the build is `rsbuild
// build` of 0.5.9 in a child process, and the rows it prints must match the rows the pages show.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { ROOT, cli } from './lib/rsbuild';
import { SAMPLE_VERSIONS, sampleProject } from './lib/sample-apps';

const LANGS = ['en', 'zh'] as const;
const page = (lang: string, route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');
const blockByTitle = (source: string, title: string): string => {
  const found = codeBlocks(source).find((b) => b.meta.includes(`title="${title}"`));
  assert.ok(found, `a block titled ${title}`);
  return found.code;
};

type Row = { file: string; sizes: number[] };
/** Rows `dist/<file>  <size> kB [<gzip> kB]`, with content hashes and numeric chunk ids neutralised. */
function rows(text: string): Row[] {
  return [...text.matchAll(/^\s*dist\/(\S+)\s+([\d.]+) kB(?:\s+([\d.]+) kB)?/gm)].map((m) => ({
    file: m[1].replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/(^|\/)\d+\.\[hash\]/, '$1[id].[hash]'),
    sizes: [m[2], m[3]].filter(Boolean).map(Number),
  }));
}
/** The page's rows match the build's: same files, each size within 0.2 kB (module ids depend on paths). */
function assertRows(shown: Row[], built: Row[], where: string): void {
  const order = (list: Row[]): Row[] => [...list].sort((x, y) => x.file.localeCompare(y.file) || x.sizes[0] - y.sizes[0]);
  // The page may leave out the HTML files; every other file must be there.
  const expected = order(built.filter((r) => !r.file.endsWith('.html') || shown.some((x) => x.file === r.file)));
  const actual = order(shown);
  assert.deepEqual(
    actual.map((r) => r.file),
    expected.map((r) => r.file),
    `${where}: the files`,
  );
  actual.forEach((r, i) =>
    r.sizes.forEach((size, j) => {
      const real = expected[i].sizes[j];
      assert.ok(Math.abs(size - real) <= 0.2, `${where}: ${r.file} is ${real} kB, the page says ${size} kB`);
    }),
  );
}

async function buildApp(name: string, files: Record<string, string>, configBody: string): Promise<Row[]> {
  const { cwd, base } = sampleProject(name, files);
  const config = `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({ plugins: [pluginReact()], source: { alias: ${JSON.stringify(base.source?.alias)} }, ${configBody} });
`;
  fs.writeFileSync(path.join(cwd, 'rsbuild.config.mjs'), config);
  const { code, output } = await cli(['build'], { cwd });
  assert.equal(code, 0, output);
  return rows(output.slice(output.indexOf('Production file sizes:')));
}

describe('chunk splitting pages: the size tables', { concurrency: true }, () => {
  test(`both pages name the measured versions (${Object.entries(SAMPLE_VERSIONS)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')})`, () => {
    for (const lang of LANGS) {
      for (const route of ['guide/optimization/split-chunk', 'config/performance/chunk-split']) {
        const text = page(lang, route);
        // "react and react-dom 18.2.0": the React version is written once, after react-dom.
        for (const [pkg, version] of Object.entries(SAMPLE_VERSIONS).filter(([k]) => k !== 'react')) {
          assert.ok(text.includes(`${pkg} ${version}`), `${lang}/${route} names ${pkg} ${version}`);
        }
      }
    }
  });

  test('guide/optimization/split-chunk: the table of the report app ("npx rsbuild build prints")', async () => {
    const en = page('en', 'guide/optimization/split-chunk');
    const files = { 'src/index.jsx': blockByTitle(en, 'src/index.jsx'), 'src/Report.jsx': blockByTitle(en, 'src/Report.jsx') };
    const built = await buildApp('sizes-report', files, '');
    for (const lang of LANGS) {
      const table = codeBlocks(page(lang, 'guide/optimization/split-chunk')).find(
        (b) => b.lang === 'bash' && b.code.includes('File') && b.code.includes('lib-react'),
      );
      assert.ok(table, `${lang}: the table`);
      assertRows(rows(table.code), built, `${lang} split-chunk guide`);
    }
  });

  test('config/performance/chunk-split: the output of split-by-experience for the app on the page', async () => {
    const en = page('en', 'config/performance/chunk-split');
    const files = { 'src/index.jsx': blockByTitle(en, 'src/index.jsx'), 'src/help.js': blockByTitle(en, 'src/help.js') };
    const built = await buildApp('sizes-experience', files, '');
    for (const lang of LANGS) {
      const source = page(lang, 'config/performance/chunk-split');
      const section = source.slice(source.indexOf('### split-by-experience'), source.indexOf('### split-by-module'));
      const shown = codeBlocks(section).find((b) => b.lang === 'bash');
      assert.ok(shown, `${lang}: the output block`);
      assertRows(rows(shown.code), built, `${lang} chunk-split split-by-experience`);
    }
  });
});
