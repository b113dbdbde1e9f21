// Facts behind the third accuracy review of session 90 (slice h): guide/basic/tailwindcss and config/output/data-uri-limit,
// in both languages. The test runs @rsbuild/core 0.5.9 in throw-away projects (topics-support.ts), names the page and
// the sentence it backs, and checks that both languages say it and no longer say what it replaced.
//
// - guide/basic/tailwindcss, "Install Tailwind CSS": "Rsbuild 0.5.9 ... adds autoprefixer to every PostCSS run" said
//   more than 0.5.9 does. applyAutoprefixer (packages/shared/src/css.ts 96-129) adds it only when the plugins of the
//   PostCSS configuration file hold none named autoprefixer; one listed there replaces Rsbuild's, with its own options
//   (no output.overrideBrowserslist, no tools.autoprefixer). (The object form of tools.postcss drops it as well, as the
//   page says further down.) Now "whenever your configuration does not list it". Test below.
// - guide/basic/tailwindcss, Editor extension, "No suggestions at all": "The extension only starts when it finds a
//   Tailwind configuration file ... in the opened folder, and tailwindcss in node_modules. Open the project folder
//   itself, not a parent folder, or run npm install first." Read in Tailwind CSS IntelliSense 0.10.5, the release of
//   April 2024 (tailwindlabs/tailwindcss-intellisense at daa8bb2821af, 2024-04-04):
//   packages/vscode-tailwindcss/src/extension.ts 720-752 (bootClientForFolderIfNeeded) looks for `**/${CONFIG_GLOB}`
//   in the whole workspace folder, minus files.exclude and tailwindCSS.files.exclude (63-77; the latter's default,
//   package.json 161-172, holds **/node_modules/**), and the language server finds its projects the same way
//   (packages/tailwindcss-language-server/src/project-locator.ts 218-228): a configuration file in a folder below the
//   opened one is found, so opening a parent folder works. Without tailwindcss in the project the server does not stop:
//   packages/tailwindcss-language-server/src/projects.ts 423-427 and 644-662 fall back to the tailwindcss bundled with
//   it (3.4.2, the server's package.json line 82), logging "Using bundled version of `tailwindcss`". A stylesheet with
//   @tailwind also boots the client (extension.ts 100-115 and 744-751), but with Tailwind CSS v3 it makes no project
//   (project-locator.ts 132-137), so suggestions still need the configuration file. Now "gives suggestions only when it
//   finds a Tailwind configuration file ... in the opened folder or any folder below it, outside node_modules" and "A
//   missing tailwindcss in node_modules does not stop it".
//   VS Code is not run here: settled by the source, no test.
// - guide/basic/tailwindcss, Editor extension, "Classes in helper calls are not completed": "The extension looks in
//   class attributes. For class strings passed to helpers such as clsx(...), add patterns to ...classRegex" read as if
//   no clsx() call were completed. In the same release the class-attribute lexer
//   (packages/tailwindcss-language-service/src/util/lexers.ts 4-30 and 63-80) enters an attribute's `{...}` expression
//   and treats every string in it as a class list, and completionProvider.ts 686-716 completes there (find.ts 159-163
//   matches `className={`): className={clsx('p-4', active && 'font-bold')} is completed. Only strings outside an
//   attribute, such as const button = clsx(...), need classRegex. Now says that. Settled by the source, no test.
// - config/output/data-uri-limit (zh only), the H5 item: "比原文件大约三分之一" lacked its verb (read "about a third of the
//   file"); the English "about a third larger than the file itself" is what common-problems-round29c runs (a 9,008-byte
//   PNG made a lazy chunk of 12,325 bytes). Now "比原文件大三分之一左右". No new run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, distText, pageSays, project } from './topics-support';

test('guide/basic/tailwindcss "Rsbuild 0.5.9 bundles postcss-loader and autoprefixer, and adds autoprefixer to the PostCSS plugins whenever your configuration does not list it": without a PostCSS configuration user-select gets the -webkit- prefix of the default browserslist (Safari 14); with autoprefixer listed in postcss.config.cjs for Firefox 60 only, it gets -moz- and no -webkit-, so Rsbuild added none of its own', () => {
  pageSays(
    'guide/basic/tailwindcss',
    {
      en: 'Rsbuild 0.5.9 bundles postcss-loader and autoprefixer, and adds autoprefixer to the PostCSS plugins whenever your configuration does not list it.',
      zh: 'Rsbuild 0.5.9 内置了 postcss-loader 和 autoprefixer，只要你的配置中没有列出 autoprefixer，就会自动把它加入 PostCSS 插件。',
    },
    {
      en: 'adds autoprefixer to every PostCSS run',
      zh: '每次运行 PostCSS 时都会加上 autoprefixer',
    },
  );
  const files = {
    'src/index.js': "import './index.css';\n",
    'src/index.css': '.none {\n  user-select: none;\n}\n',
  };
  const plain = project(files);
  build(plain);
  assert.match(distText(plain, /\.css$/), /\.none\{-webkit-user-select:none;user-select:none\}/);

  // The user's own autoprefixer: Rsbuild's bundled copy (10.4.18), installed in the project as `autoprefixer`.
  const listed = project(
    {
      ...files,
      'postcss.config.cjs': "module.exports = { plugins: { autoprefixer: { overrideBrowserslist: ['firefox 60'] } } };\n",
    },
    { autoprefixer: 'rsbuild-shared-0.5/compiled/autoprefixer' },
  );
  build(listed);
  const css = distText(listed, /\.css$/);
  assert.match(css, /\.none\{-moz-user-select:none;user-select:none\}/);
  assert.doesNotMatch(css, /-webkit-user-select/);
});
