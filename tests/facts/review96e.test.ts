// Facts behind the accuracy review of session 96 (slice e): config/html/template-parameters, config/output/css-modules,
// guide/basic/css-modules and guide/basic/tailwindcss, in both languages. Each test names the page and the sentence it
// backs, checks that both languages say it (and, for a fix, that the old wording is gone), then runs @rsbuild/core 0.5.9
// in a throw-away project (topics-support.ts).
//
// Fixes:
// 1. guide/basic/tailwindcss, "Add the Tailwind directives": "`components` holds component classes from plugins". The
//    layer also holds Tailwind's own component class, `container` (a core plugin of Tailwind CSS 3.4.3 that registers
//    it with addComponents): a project with no Tailwind plugin, a stylesheet of `@tailwind components;` alone and
//    `class="container mt-4"` in its source gets `.container{width:100%}` and its five breakpoint rules, and no `.mt-4`
//    (a utility). Now "holds component classes, Tailwind's own `container` and those of plugins". Test 1.
// 2. guide/basic/tailwindcss, "Register the PostCSS plugin": "Rsbuild ... runs its plugins before autoprefixer, so the
//    utilities Tailwind CSS generates get vendor prefixes too" made the prefixes depend on the order. They do not: the
//    compiled autoprefixer of @rsbuild/shared 0.5.9 does all its work in OnceExit (prepare() returns { OnceExit }),
//    which PostCSS runs after every plugin's Once, whatever the order of the list. The page's own rsbuild.config.ts
//    variant shows it: addPlugins pushes Tailwind CSS after the autoprefixer that applyAutoprefixer has already put last
//    (shared/src/css.ts 96-176; `rsbuild inspect` prints autoprefixer, then Tailwind's function), and `.select-none`
//    is still built as `-webkit-user-select:none;user-select:none`, as with postcss.config.cjs. Now "runs its plugins
//    before autoprefixer. The utilities ... get vendor prefixes too, whatever the order: autoprefixer does its work
//    only after every plugin has run". Test 3 (a "type": "module" project, require('tailwindcss') through jiti, which
//    also backs "addPlugins appends the plugin and keeps autoprefixer").
//
// Confirmed by a run, no change (a claim no earlier facts file ran):
// - guide/basic/css-modules, TypeScript declarations: the file that output.enableCssModuleTSDeclaration writes for
//   src/card.module.css is the one the page shows, byte for byte, and "TypeScript prefers this file to the general
//   declaration, so styles.cardTitel now fails type checking with Property 'cardTitel' does not exist on type
//   'CssExports'. Did you mean 'cardTitle'?": tsc of this site's TypeScript reports exactly that (TS2551) with the
//   env.d.ts of the page; before the build wrote the file, the same project passes tsc (the wildcard declaration of
//   @rsbuild/core/types accepts any key). Test 2.
//
// Tailwind CSS 3.4.3 is this site's devDependency `tailwindcss-3` (or the installed copy that TAILWIND_3 names), as in
// common-problems-round35c.test.ts; TypeScript is this site's.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, distText, pageSays, project, rsbuild } from './topics-support';

const TAILWIND = process.env.TAILWIND_3 ?? path.join(ROOT, 'node_modules/tailwindcss-3');

/** A project with Tailwind CSS 3.4.3 installed as `tailwindcss` and @rsbuild/core 0.5.9 as `@rsbuild/core`. */
function tailwindProject(files: Record<string, string>): string {
  const dir = project(files, { '@rsbuild/core': 'rsbuild-0.5' });
  fs.symlinkSync(fs.realpathSync(TAILWIND), path.join(dir, 'node_modules/tailwindcss'), 'dir');
  return dir;
}

const TAILWIND_CONFIG =
  "import type { Config } from 'tailwindcss';\n\nexport default {\n  content: ['./src/**/*.{html,js,ts,jsx,tsx}'],\n  theme: {\n    extend: {},\n  },\n  plugins: [],\n} satisfies Config;\n";

test('guide/basic/tailwindcss "`components` holds component classes, Tailwind\'s own `container` and those of plugins": with no Tailwind plugin, @tailwind components alone gives .container and its breakpoints, and no utility', () => {
  pageSays(
    'guide/basic/tailwindcss',
    {
      en: "`base` is Tailwind's reset (Preflight), `components` holds component classes, Tailwind's own `container` and those of plugins, and `utilities` the utility classes.",
      zh: '`base` 是 Tailwind 的重置样式（Preflight），`components` 包含组件类（Tailwind 自带的 `container` 以及插件提供的组件类），`utilities` 包含原子类。',
    },
    { en: '`components` holds component classes from plugins,', zh: '`components` 包含插件提供的组件类，' },
  );
  const dir = tailwindProject({
    'postcss.config.cjs': 'module.exports = {\n  plugins: {\n    tailwindcss: {},\n  },\n};\n',
    'tailwind.config.ts': TAILWIND_CONFIG,
    'src/index.css': '@tailwind components;\n',
    'src/index.ts': "import './index.css';\ndocument.querySelector('#root')!.innerHTML = `<p class=\"container mt-4\">x</p>`;\n",
  });
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.match(css, /^\.container\{width:100%\}/);
  for (const width of [640, 768, 1024, 1280, 1536]) {
    assert.ok(css.includes(`@media(min-width:${width}px){.container{max-width:${width}px}}`), `${width}: ${css}`);
  }
  assert.doesNotMatch(css, /\.mt-4/);
});

test("guide/basic/css-modules \"TypeScript prefers this file to the general declaration, so styles.cardTitel now fails type checking with Property 'cardTitel' does not exist on type 'CssExports'. Did you mean 'cardTitle'?\", and the file the page shows", () => {
  const declaration =
    "// This file is automatically generated.\n// Please do not change this file!\ninterface CssExports {\n  card: string;\n  'card-title': string;\n  cardTitle: string;\n}\nexport const cssExports: CssExports;\nexport default cssExports;\n";
  pageSays('guide/basic/css-modules', {
    en: `\`\`\`ts title="src/card.module.css.d.ts"\n${declaration}\`\`\``,
    zh: `\`\`\`ts title="src/card.module.css.d.ts"\n${declaration}\`\`\``,
  });
  pageSays('guide/basic/css-modules', {
    en: "TypeScript prefers this file to the general declaration, so `styles.cardTitel` now fails type checking with `Property 'cardTitel' does not exist on type 'CssExports'. Did you mean 'cardTitle'?`.",
    zh: "TypeScript 会优先使用这个文件，而不是通用的声明，因此 `styles.cardTitel` 现在无法通过类型检查，报错为 `Property 'cardTitel' does not exist on type 'CssExports'. Did you mean 'cardTitle'?`。",
  });
  const dir = project(
    {
      'src/card.module.css':
        '.card {\n  padding: 16px;\n  border-radius: 8px;\n}\n\n.card-title {\n  font-size: 20px;\n  font-weight: bold;\n}\n',
      'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n',
      'src/index.ts': "import styles from './card.module.css';\n\ndocument.body.className = styles.cardTitel;\n",
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', noEmit: true, lib: ['ESNext', 'DOM'] },
        include: ['src'],
      }),
      'rsbuild.config.mjs': 'export default { output: { enableCssModuleTSDeclaration: true } };\n',
    },
    { '@rsbuild/core': 'rsbuild-0.5' },
  );
  const tsc = () => {
    const res = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8' });
    return { code: res.status, output: `${res.stdout}${res.stderr}` };
  };
  const before = tsc();
  assert.equal(before.code, 0, before.output);
  build(dir);
  assert.equal(fs.readFileSync(path.join(dir, 'src/card.module.css.d.ts'), 'utf8'), declaration);
  const after = tsc();
  assert.equal(after.code, 2);
  assert.match(
    after.output,
    /src\/index\.ts\(3,\d+\): error TS2551: Property 'cardTitel' does not exist on type 'CssExports'\. Did you mean 'cardTitle'\?/,
  );
});

test('guide/basic/tailwindcss "runs its plugins before autoprefixer. The utilities Tailwind CSS generates get vendor prefixes too, whatever the order" + "addPlugins appends the plugin and keeps autoprefixer": with the page\'s rsbuild.config.ts in a "type": "module" project, Tailwind CSS comes after autoprefixer, yet .select-none gets -webkit-user-select', () => {
  pageSays(
    'guide/basic/tailwindcss',
    {
      en: 'Rsbuild reads this file when it starts and runs its plugins before autoprefixer. The utilities Tailwind CSS generates get vendor prefixes too, whatever the order: autoprefixer does its work only after every plugin has run.',
      zh: 'Rsbuild 启动时会读取这个文件，并在 autoprefixer 之前运行其中的插件。无论顺序如何，Tailwind CSS 生成的原子类都会被添加厂商前缀：autoprefixer 要等所有插件运行完才开始处理。',
    },
    {
      en: 'runs its plugins before autoprefixer, so the utilities Tailwind CSS generates get vendor prefixes too.',
      zh: '并在 autoprefixer 之前运行其中的插件，因此 Tailwind CSS 生成的原子类同样会被添加厂商前缀。',
    },
  );
  pageSays('guide/basic/tailwindcss', {
    en: 'Rsbuild 0.5.9 loads `rsbuild.config.ts` with jiti, so `require` works in it even in a project with `"type": "module"`. `addPlugins` appends the plugin and keeps autoprefixer.',
    zh: 'Rsbuild 0.5.9 使用 jiti 加载 `rsbuild.config.ts`，因此即使项目设置了 `"type": "module"`，文件中也可以使用 `require`。`addPlugins` 会追加插件，并保留 autoprefixer。',
  });
  const dir = tailwindProject({
    'package.json': '{ "name": "fact", "private": true, "type": "module" }\n',
    'rsbuild.config.ts':
      "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  tools: {\n    postcss: (_options, { addPlugins }) => {\n      addPlugins(require('tailwindcss'));\n    },\n  },\n});\n",
    'tailwind.config.ts': TAILWIND_CONFIG,
    'src/index.css': '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
    'src/index.ts':
      "import './index.css';\ndocument.querySelector('#root')!.innerHTML = `<p class=\"mt-4 text-slate-600 select-none\">x</p>`;\n",
  });
  // The PostCSS plugins of the CSS rule: autoprefixer first, then Tailwind CSS (a function, which inspect prints as such).
  const inspect = rsbuild(dir, ['inspect', '--env', 'production']);
  assert.equal(inspect.code, 0, inspect.output);
  const rspackConfig = fs.readFileSync(path.join(dir, 'dist/rspack.config.web.mjs'), 'utf8');
  assert.match(
    rspackConfig,
    /postcssPlugin: 'autoprefixer',\n\s*prepare: function \(\) \{ \/\* omitted long function \*\/ \}\n\s*\},\n\s*function \(\) \{ \/\* omitted long function \*\/ \}\n\s*\],/,
  );
  build(dir);
  const css = distText(dir, /\.css$/);
  assert.ok(css.includes('.select-none{-webkit-user-select:none;user-select:none}'), css);
  assert.ok(css.includes('.mt-4{margin-top:1rem}'), css);
});
