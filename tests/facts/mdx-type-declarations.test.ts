// Plugin page mdx, section "TypeScript declarations": when @types/mdx is not visible (pnpm, or a
// tsconfig with "types"), tsc rejects `import Hello from './hello.mdx'` with TS2307; the declaration
// of the page fixes it.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { makeProject } from './fixture-project';

const reactTypes = path.dirname(createRequire(import.meta.url).resolve('@types/react/package.json'));

function typeErrors(files: Record<string, string>): string[] {
  const p = makeProject({ 'src/hello.mdx': '# Hello\n', ...files });
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['react'], // a "types" list: other @types packages, @types/mdx included, are not loaded automatically
    typeRoots: [path.dirname(reactTypes)],
    paths: { react: [reactTypes], 'react/*': [`${reactTypes}/*`] },
    skipLibCheck: true,
  };
  const roots = Object.keys(files)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(p.dir, f));
  const program = ts.createProgram(roots, options);
  return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

const app = "import Hello from './hello.mdx';\n\nexport const page = <Hello components={{ h1: 'h2' }} />;\n";

test('without a declaration: TS2307 Cannot find module', () => {
  assert.deepEqual(typeErrors({ 'src/App.tsx': app }), [
    "TS2307: Cannot find module './hello.mdx' or its corresponding type declarations.",
  ]);
});

const declaration = [
  "declare module '*.mdx' {",
  "  import type { ComponentType } from 'react';",
  '',
  '  const MDXContent: ComponentType<{ components?: Record<string, ComponentType<any> | string> }>;',
  '  export default MDXContent;',
  '}',
  '',
].join('\n');

test('with the declaration of the page, the import type-checks', () => {
  assert.deepEqual(typeErrors({ 'src/App.tsx': app, 'src/mdx.d.ts': declaration }), []);
});

test('named exports of an MDX file are not declared', () => {
  const errors = typeErrors({
    'src/App.tsx': "import { meta } from './hello.mdx';\n\nexport const title = meta;\n",
    'src/mdx.d.ts': declaration,
  });
  assert.equal(errors.length, 1);
  assert.equal(
    errors[0],
    `TS2614: Module '"*.mdx"' has no exported member 'meta'. Did you mean to use 'import meta from "*.mdx"' instead?`,
  );
});
