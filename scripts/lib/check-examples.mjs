// Type-checks the code examples of MDX pages against the types of @rsbuild/core 0.5.9
// (installed under the alias `rsbuild-0.5`), in memory, with the TypeScript 5 compiler API.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { codeBlocks } from './markdown.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const CHECKED_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);
const VIRTUAL = path.join(root, '.examples');

// Plugins are typed loosely: their packages are not installed beside the site.
const AMBIENT = `
declare module '@rsbuild/plugin-*';
declare module '@module-federation/*';
declare module '*.css';
declare module '*.module.css';
declare module '*.less';
declare module '*.scss';
declare module '*.svg';
declare module '*.png';
`;

/** Does this block need checking? Returns 'check', 'partial' or null. */
export function classify(block) {
  if (!CHECKED_LANGS.has(block.lang)) return null;
  if (!/from\s+['"]@rsbuild\/core['"]|require\(['"]@rsbuild\/core['"]\)/.test(block.code)) return null;
  return /(^|\s)partial(\s|$)/.test(block.meta) ? 'partial' : 'check';
}

/**
 * @param {string[]} files MDX files
 * @returns {{ errors: {file:string,line:number,message:string}[], checked: number, skipped: {file:string,line:number}[] }}
 */
export function checkExamples(files) {
  const virtual = new Map();
  const origin = new Map();
  const skipped = [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    codeBlocks(source).forEach((block, i) => {
      const kind = classify(block);
      if (kind === 'partial') skipped.push({ file, line: block.line });
      if (kind !== 'check') return;
      const ext = { typescript: 'ts', javascript: 'js' }[block.lang] ?? block.lang;
      const name = path.join(VIRTUAL, path.relative(root, file).replace(/[^\w]/g, '_') + `_${i}.${ext}`);
      virtual.set(name, block.code);
      origin.set(name, { file, line: block.line + 1 });
    });
  }
  const ambientName = path.join(VIRTUAL, '__ambient.d.ts');
  virtual.set(ambientName, AMBIENT);

  const options = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    types: ['node', 'react'],
    typeRoots: [path.join(root, 'node_modules/@types')],
    baseUrl: root,
    paths: {
      '@rsbuild/core': ['node_modules/rsbuild-0.5'],
      '@rsbuild/shared': ['node_modules/rsbuild-shared-0.5'],
    },
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f);
  host.readFile = (f) => (virtual.has(f) ? virtual.get(f) : readFile.call(host, f));
  host.getSourceFile = (f, lang, ...rest) =>
    virtual.has(f) ? ts.createSourceFile(f, virtual.get(f), lang, true) : getSourceFile.call(host, f, lang, ...rest);

  const program = ts.createProgram([...virtual.keys()], options, host);
  const errors = [];
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const where = d.file && origin.get(d.file.fileName);
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!where) {
      errors.push({ file: d.file?.fileName ?? '(compiler)', line: 0, message });
      continue;
    }
    const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    errors.push({ file: path.relative(root, where.file), line: where.line + line, message: `TS${d.code}: ${message}` });
  }
  return { errors, checked: virtual.size - 1, skipped };
}
