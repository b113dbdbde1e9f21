// Facts behind statements fixed in review 88 (slice e): config/source/transform-import and config/output/copy, in
// both languages. Each test runs @rsbuild/core 0.5.9 (its CLI, in throw-away projects, topics-support.ts), names the
// page and the sentence it backs, and checks that both languages say it and no longer say the old wording.
//
// - config/source/transform-import, the first example and "Import antd and lodash on demand": the code blocks showed the
//   compiled imports in the order of the source, each member followed by its style (Button, button/style, DatePicker,
//   date-picker/style; antd/es/button, its style/css, lodash/debounce). SWC's import transform (builtin:swc-loader,
//   rspackExperiments.import) writes every style import first and the member imports after them, each group in the
//   reverse order of the imported names: date-picker/style, button/style, date-picker, button; and for the antd and
//   lodash items antd/es/button/style/css, lodash/debounce, antd/es/button. Seen in a build whose library imports are
//   externals (commonjs), so the output keeps one harmony import per rewritten path, in the order of the compiled module.
// - config/source/transform-import, "There is no .babelrc or babel.config.js": "libraryName, libraryDirectory, style
//   and camelToDashComponentName keep their names". babel-plugin-import calls the last option camel2DashComponentName
//   (its README and Plugin.js, umijs/babel-plugin-import); the page itself says so in its @icon-park/react item. 0.5.9
//   passes the item to Rspack unchanged (core/src/provider/plugins/swc.ts 160-168, applyTransformImport), and the
//   Babel name is ignored without an error: with camel2DashComponentName: false, DatePicker still becomes date-picker.
// - config/source/transform-import, same item: an options object written after "import" in .babelrc "makes Babel
//   report provided an invalid property of "libraryName"". That wording is Babel 6's (babel-messages,
//   pluginInvalidProperty: "Plugin $2 specified in $1 provided an invalid property of $3", thrown by babel-core 6's
//   Plugin.init), the Babel of the report it answers (tests/facts/common-problems-round32a.test.ts, header). Babel 7
//   validates such an object as a plugin object and throws `.${key} is not a valid Plugin property`
//   (babel/babel packages/babel-core/src/config/validation/plugins.ts, validatePluginObject, lines 107-135, commit
//   1056c17358c8972a99e5bc0a5d07342b4235f084). Settled by the source, not by a run (Babel is not installed here), so no
//   test below.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { distText, pageSays, project, rsbuild } from './topics-support';

const TRANSFORM_IMPORT = 'config/source/transform-import';

/**
 * Builds `src` with `transformImport` (a JavaScript expression) and returns the exit code and the paths that the
 * compiled entry imports, in order. Every import of a library (my-components, antd, lodash) is an external, so the
 * package need not exist and each rewritten path stays visible in the output.
 */
function compiledImports(transformImport: string, src: string): { code: number | null; imports: string[]; output: string } {
  const dir = project({
    'src/index.js': src,
    'rsbuild.config.mjs': [
      'export default {',
      `  source: { transformImport: ${transformImport} },`,
      '  output: { minify: false },',
      "  tools: { rspack: { externals: [/^(my-components|antd|lodash)/], externalsType: 'commonjs' } },",
      '};',
      '',
    ].join('\n'),
  });
  const run = rsbuild(dir, ['build']);
  const js = distText(dir, /^static\/js\/index\.[0-9a-f]+\.js$/);
  const imports = [...js.matchAll(/harmony import \*\/var \w+ = __webpack_require__\(\/\*! (\S+) \*\//g)].map((m) => m[1]);
  return { code: run.code, imports, output: run.output };
}

// ---------------------------------------------------------------------------------------------------------
// config/source/transform-import

test(`${TRANSFORM_IMPORT} "SWC writes the style imports first and the member imports after them, each group in the reverse order of the names you imported"`, () => {
  pageSays(
    TRANSFORM_IMPORT,
    {
      en: 'SWC writes the style imports first and the member imports after them, each group in the reverse order of the names you imported.',
      zh: 'SWC 先写样式导入，再写成员导入，两组都与你导入名称的顺序相反。',
    },
    {
      en: "import Button from 'my-components/es/button';\nimport 'my-components/es/button/style';",
      zh: "import Button from 'my-components/es/button';\nimport 'my-components/es/button/style';",
    },
  );
  pageSays(TRANSFORM_IMPORT, {
    en: "import 'my-components/es/date-picker/style';\nimport 'my-components/es/button/style';\nimport DatePicker from 'my-components/es/date-picker';\nimport Button from 'my-components/es/button';\n",
    zh: "import 'my-components/es/date-picker/style';\nimport 'my-components/es/button/style';\nimport DatePicker from 'my-components/es/date-picker';\nimport Button from 'my-components/es/button';\n",
  });
  pageSays(
    TRANSFORM_IMPORT,
    {
      en: "import 'antd/es/button/style/css';\nimport debounce from 'lodash/debounce';\nimport Button from 'antd/es/button';\n",
      zh: "import 'antd/es/button/style/css';\nimport debounce from 'lodash/debounce';\nimport Button from 'antd/es/button';\n",
    },
    {
      en: "import Button from 'antd/es/button';\nimport 'antd/es/button/style/css';",
      zh: "import Button from 'antd/es/button';\nimport 'antd/es/button/style/css';",
    },
  );

  const first = compiledImports(
    "[{ libraryName: 'my-components', libraryDirectory: 'es', style: true }]",
    "import { Button, DatePicker } from 'my-components';\nconsole.log(Button, DatePicker);\n",
  );
  assert.equal(first.code, 0, first.output);
  assert.deepEqual(first.imports, [
    'my-components/es/date-picker/style',
    'my-components/es/button/style',
    'my-components/es/date-picker',
    'my-components/es/button',
  ]);

  const antdLodash = compiledImports(
    "[{ libraryName: 'antd', libraryDirectory: 'es', style: 'css' }, { libraryName: 'lodash', customName: 'lodash/{{ member }}' }]",
    "import { Button } from 'antd';\nimport { debounce } from 'lodash';\nconsole.log(Button, debounce);\n",
  );
  assert.equal(antdLodash.code, 0, antdLodash.output);
  assert.deepEqual(antdLodash.imports, ['antd/es/button/style/css', 'lodash/debounce', 'antd/es/button']);
});

test(`${TRANSFORM_IMPORT} "libraryName, libraryDirectory and style keep their names, but camel2DashComponentName is called camelToDashComponentName here: 0.5.9 ignores the Babel name without an error"`, () => {
  pageSays(
    TRANSFORM_IMPORT,
    {
      en: '`libraryName`, `libraryDirectory` and `style` keep their names, but `camel2DashComponentName` is called `camelToDashComponentName` here: 0.5.9 ignores the Babel name without an error, and the path stays in dash case.',
      zh: '`libraryName`、`libraryDirectory`、`style` 的名称不变，`camel2DashComponentName` 在这里则叫 `camelToDashComponentName`：0.5.9 会忽略 Babel 的这个名称，也不报错，路径仍是短横线形式。',
    },
    {
      en: '`libraryName`, `libraryDirectory`, `style` and `camelToDashComponentName` keep their names',
      zh: '`libraryName`、`libraryDirectory`、`style`、`camelToDashComponentName` 的名称不变',
    },
  );
  const src = "import { DatePicker } from 'my-components';\nconsole.log(DatePicker);\n";
  const babelName = compiledImports("[{ libraryName: 'my-components', camel2DashComponentName: false }]", src);
  assert.equal(babelName.code, 0, babelName.output);
  assert.doesNotMatch(babelName.output, /camel2DashComponentName|unknown field/i);
  assert.deepEqual(babelName.imports, ['my-components/lib/date-picker']);

  const rsbuildName = compiledImports("[{ libraryName: 'my-components', camelToDashComponentName: false }]", src);
  assert.equal(rsbuildName.code, 0, rsbuildName.output);
  assert.deepEqual(rsbuildName.imports, ['my-components/lib/DatePicker']);
});
