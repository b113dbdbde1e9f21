// The size figures of guide/optimization/optimize-bundle (and the ones that config/performance/
// remove-moment-locale and config/performance/profile quote from it), rebuilt: the app is the page's own
// code block, the packages are the versions the page names (react and react-dom 18.2.0, lodash 4.17.21,
// moment 2.30.1, see lib/sample-apps.ts), the build is `rsbuild build` of 0.5.9 in a child process.
// Module ids depend on where the project sits on disk, so sizes may differ by up to 0.2 kB.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { codeBlocks } from '../../scripts/lib/markdown';
import { ROOT, cli, eventually } from './lib/rsbuild';
import { SAMPLE_VERSIONS, sampleProject } from './lib/sample-apps';

const LANGS = ['en', 'zh'] as const;
const ROUTE = 'guide/optimization/optimize-bundle';
const page = (lang: string, route = ROUTE): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');
const TOLERANCE = 0.2;

type Row = { file: string; sizes: number[] };
/** Rows `dist/<file>  <size> kB [<gzip> kB]`, with content hashes and numeric chunk ids neutralised. */
function rows(text: string): Row[] {
  return [...text.matchAll(/^\s*dist\/(\S+)\s+([\d.]+) kB(?:\s+([\d.]+) kB)?/gm)].map((m) => ({
    file: m[1].replace(/\.[0-9a-f]{8}\./, '.[hash].').replace(/(^|\/)\d+\.\[hash\]/, '$1[id].[hash]'),
    sizes: [m[2], m[3]].filter(Boolean).map(Number),
  }));
}
type Built = { rows: Row[]; total: number; gzip: number; output: string; cwd: string };
const size = (b: Built, pattern: RegExp, column = 0): number => {
  const found = b.rows.filter((r) => pattern.test(r.file));
  assert.equal(found.length, 1, `one row matches ${pattern}: ${b.rows.map((r) => r.file).join(', ')}`);
  return found[0].sizes[column];
};
/** The page shows this figure (`<n> kB`), give or take the tolerance. */
function shows(text: string, value: number, where: string, unit = 'kB', tolerance = TOLERANCE): void {
  const figures = [...text.matchAll(new RegExp(`([\\d,]+\\.\\d+) ${unit}`, 'g'))].map((m) => Number(m[1].replace(/,/g, '')));
  assert.ok(
    figures.some((f) => Math.abs(f - value) <= tolerance + 1e-9),
    `${where} shows ${value.toFixed(1)} ${unit} (±${tolerance}); it has ${[...new Set(figures)].join(', ')}`,
  );
}
function assertTable(shown: Row[], built: Row[], where: string): void {
  const order = (list: Row[]): Row[] => [...list].sort((x, y) => x.file.localeCompare(y.file));
  const [a, e] = [order(shown), order(built)];
  assert.deepEqual(
    a.map((r) => r.file),
    e.map((r) => r.file),
    `${where}: the files`,
  );
  a.forEach((r, i) =>
    r.sizes.forEach((s, j) =>
      assert.ok(Math.abs(s - e[i].sizes[j]) <= TOLERANCE, `${where}: ${r.file} is ${e[i].sizes[j]} kB, the page says ${s} kB`),
    ),
  );
}

const en = page('en');
const APP = codeBlocks(en).find((b) => b.meta.includes('title="src/index.jsx"'))?.code ?? '';
const WITH_POLYFILLED_APIS = `${APP}\nconsole.log([1, 2, 3].at(-1), Object.hasOwn({}, 'x'));\n`;
const LODASH_IMPORTS = "transformImport: [{ libraryName: 'lodash', customName: 'lodash/{{ member }}' }]";
const MOMENT_ONLY = "import moment from 'moment';\nconsole.log(moment('2024-04-07').add(1, 'day').format('YYYY-MM-DD'));\n";

/** name -> [files, the body of defineConfig besides plugins and source.alias, whether plugin-react is used] */
const VARIANTS: Record<string, { files: Record<string, string>; config: string; react?: boolean; source?: string }> = {
  base: { files: { 'src/index.jsx': APP }, config: '' },
  moment: { files: { 'src/index.jsx': APP }, config: 'performance: { removeMomentLocale: true },' },
  zhCn: {
    files: { 'src/index.jsx': APP.replace("import moment from 'moment';", "import moment from 'moment';\nimport 'moment/locale/zh-cn';") },
    config: 'performance: { removeMomentLocale: true },',
  },
  transformImport: { files: { 'src/index.jsx': APP }, config: '', source: LODASH_IMPORTS },
  removeConsole: { files: { 'src/index.jsx': APP }, config: 'performance: { removeConsole: true },' },
  usage: { files: { 'src/index.jsx': WITH_POLYFILLED_APIS }, config: '' },
  entry: { files: { 'src/index.jsx': WITH_POLYFILLED_APIS }, config: "output: { polyfill: 'entry' }," },
  off: { files: { 'src/index.jsx': WITH_POLYFILLED_APIS }, config: "output: { polyfill: 'off' }," },
  noMinify: { files: { 'src/index.jsx': APP }, config: 'output: { minify: false },' },
  all: {
    files: { 'src/index.jsx': APP },
    config: "performance: { removeConsole: ['log', 'info'], removeMomentLocale: true },",
    source: LODASH_IMPORTS,
  },
  profile: { files: { 'src/index.jsx': APP }, config: "performance: { profile: true, bundleAnalyze: { logLevel: 'silent' } }," },
  profileNoReasons: {
    files: { 'src/index.jsx': APP },
    config: "performance: { profile: true, bundleAnalyze: { logLevel: 'silent', statsOptions: { reasons: false } } },",
  },
  momentOnly: { files: { 'src/index.js': MOMENT_ONLY }, config: '', react: false },
  momentOnlyRemoved: { files: { 'src/index.js': MOMENT_ONLY }, config: 'performance: { removeMomentLocale: true },', react: false },
};

async function buildVariant(name: string): Promise<Built> {
  const v = VARIANTS[name];
  const { cwd, base } = sampleProject(`optimize-bundle-${name}`, v.files);
  const react = v.react !== false;
  const source = [`alias: ${JSON.stringify(base.source?.alias)}`, v.source].filter(Boolean).join(', ');
  const config = `import { defineConfig } from '@rsbuild/core';
${react ? "import { pluginReact } from '@rsbuild/plugin-react';\n" : ''}export default defineConfig({ ${react ? 'plugins: [pluginReact()], ' : ''}${v.config} source: { ${react ? '' : "entry: { index: './src/index.js' }, "}${source} } });
`;
  fs.writeFileSync(path.join(cwd, 'rsbuild.config.mjs'), config);
  const { code, output } = await cli(['build'], { cwd });
  assert.equal(code, 0, output);
  const table = output.slice(output.indexOf('Production file sizes:'));
  const total = Number(/Total size:\s+([\d.]+) kB/.exec(table)?.[1]);
  const gzip = Number(/Gzipped size:\s+([\d.]+) kB/.exec(table)?.[1]);
  return { rows: rows(table), total, gzip, output, cwd };
}

describe('guide/optimization/optimize-bundle: the size figures', { concurrency: true }, () => {
  const built: Record<string, Built> = {};
  before(async () => {
    const queue = Object.keys(VARIANTS);
    // Two builds at a time: the machine has two cores.
    await Promise.all(
      [0, 1].map(async () => {
        for (let name = queue.shift(); name; name = queue.shift()) built[name] = await buildVariant(name);
      }),
    );
  });

  test(`the page names the measured versions (react and react-dom ${SAMPLE_VERSIONS['react-dom']}, lodash ${SAMPLE_VERSIONS.lodash}, moment ${SAMPLE_VERSIONS.moment})`, () => {
    for (const lang of LANGS) {
      const text = page(lang);
      for (const needle of [
        '`@rsbuild/core` 和 `@rsbuild/plugin-react` 0.5.9',
        '`react` 和 `react-dom` 18.2.0',
        '`lodash` 4.17.21',
        '`moment` 2.30.1',
      ].map((s) => (lang === 'en' ? s.replace(' 和 ', ' and ') : s))) {
        assert.ok(text.includes(needle), `${lang} names ${needle}`);
      }
    }
  });

  test('"Measure the output" and "All changes together": the two size tables', () => {
    for (const lang of LANGS) {
      const tables = codeBlocks(page(lang)).filter((b) => b.lang === 'bash' && b.code.includes('Total size:'));
      assert.equal(tables.length, 2, `${lang}: two tables`);
      assertTable(rows(tables[0].code), built.base.rows, `${lang} first table`);
      assertTable(rows(tables[1].code), built.all.rows, `${lang} last table`);
      for (const [table, b] of [
        [tables[0], built.base],
        [tables[1], built.all],
      ] as const) {
        shows(table.code, b.total, `${lang} table total`);
        shows(table.code, b.gzip, `${lang} table gzip total`);
      }
    }
  });

  test('"Drop unused moment.js locales", "Import only what you use", "Remove console calls", "Choose the polyfill mode", "Keep minification on": the figures in the text', () => {
    const momentChunk = /^static\/js\/\[id\]\.\[hash\]\.js$/;
    const figures: Array<[string, number]> = [
      ['moment chunk before', size(built.base, momentChunk)],
      ['moment chunk after', size(built.moment, momentChunk)],
      ['entry before', size(built.base, /^static\/js\/index\./)],
      ['entry after', size(built.moment, /^static\/js\/index\./)],
      ['total after removeMomentLocale', built.moment.total],
      ['moment chunk with zh-cn', size(built.zhCn, momentChunk)],
      ['lib-lodash before', size(built.base, /lib-lodash/)],
      ['lib-lodash with transformImport', size(built.transformImport, /lib-lodash/)],
      ['removeConsole: true saving', Math.round((built.base.total - built.removeConsole.total) * 10) / 10],
      ['usage lib-polyfill', size(built.usage, /lib-polyfill/)],
      ['usage total', built.usage.total],
      ['entry lib-polyfill', size(built.entry, /lib-polyfill/)],
      ['entry total', built.entry.total],
      ['off total', built.off.total],
      ['no minify total', built.noMinify.total],
      ['no minify gzip total', built.noMinify.gzip],
    ];
    assert.ok(!built.off.rows.some((r) => r.file.includes('lib-polyfill')), "'off': no lib-polyfill chunk");
    for (const lang of LANGS) for (const [what, value] of figures) shows(page(lang), value, `${lang}: ${what}`);
  });

  test("\"Remove console calls\": with true the callback passed to debounce becomes `s=>void 0` and console.error is gone; with ['log', 'info'] console.info('render App') disappears but the returned console.log stays", () => {
    const js = (b: Built): string =>
      fs
        .readdirSync(path.join(b.cwd, 'dist/static/js'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => fs.readFileSync(path.join(b.cwd, 'dist/static/js', f), 'utf8'))
        .join('\n');
    const all = js(built.removeConsole);
    assert.match(all, /debounce\)\(\w+=>void 0,200\)/);
    assert.ok(!all.includes('console.error'), 'no console.error left, dependencies included');
    assert.ok(js(built.base).includes('console.error'), 'the dependencies do call console.error');
    const some = js(built.all);
    assert.ok(!some.includes('render App'));
    assert.match(some, /\w+=>console\.log\("input",\w+\)/);
  });

  test('"Choose lighter libraries": the moment rows (the date-fns and dayjs rows were measured by hand; those packages are not installed here)', () => {
    for (const lang of LANGS) {
      const text = page(lang);
      const section = text.slice(text.indexOf('| `moment` 2.30.1 |'), text.indexOf('| `date-fns`'));
      shows(section, built.momentOnly.total, `${lang}: moment total`);
      shows(section, built.momentOnly.gzip, `${lang}: moment gzip`);
      shows(section, built.momentOnlyRemoved.total, `${lang}: moment without locales total`);
      shows(section, built.momentOnlyRemoved.gzip, `${lang}: moment without locales gzip`);
      shows(text.slice(text.indexOf('| `dayjs`')), size(built.momentOnly, /^index\.html$/), `${lang}: the HTML page`);
    }
  });

  test('config/performance/remove-moment-locale "the chunk holding Moment.js shrinks from 394.4 kB to 60.0 kB (minified; 79.7 kB to 19.1 kB gzipped)"', () => {
    const momentChunk = /^static\/js\/\[id\]\.\[hash\]\.js$/;
    for (const lang of LANGS) {
      const text = page(lang, 'config/performance/remove-moment-locale');
      assert.ok(text.includes('`moment` 2.30.1'), `${lang} names the version`);
      shows(text, size(built.base, momentChunk), `${lang}: before`);
      shows(text, size(built.moment, momentChunk), `${lang}: after`);
      shows(text, size(built.base, momentChunk, 1), `${lang}: gzip before`);
      shows(text, size(built.moment, momentChunk, 1), `${lang}: gzip after`);
    }
  });

  test('config/performance/profile "more than 1 MB for the React app of Optimize bundle size" + "leaving out the reasons ... made it about half as large"', async () => {
    const stats = async (b: Built): Promise<number> => {
      const file = path.join(b.cwd, 'dist', 'stats.json');
      await eventually(
        () => {
          try {
            JSON.parse(fs.readFileSync(file, 'utf8'));
            return true;
          } catch {
            return undefined;
          }
        },
        'stats.json',
        60_000,
      );
      return fs.statSync(file).size / 1e6;
    };
    const [full, trimmed] = [await stats(built.profile), await stats(built.profileNoReasons)];
    assert.ok(full > 1, `${full} MB`);
    assert.ok(trimmed / full > 0.4 && trimmed / full < 0.6, `about half: ${trimmed} / ${full}`);
  });
});
