// Type-checks the code examples of MDX pages against the types of @rsbuild/core 0.5.9 (installed under
// the alias `rsbuild-0.5`) and, for the official plugins, against our declarations of their 0.5.9
// options (tests/content/plugins-0.5.9/*.d.ts), in memory, with the TypeScript 5 compiler API.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type ts from 'typescript';
import { type CodeBlock, codeBlocks } from '../lib/markdown';
import { ROOT } from '../lib/pages';

/** Our declarations of the official plugins' 0.5.9 options: one ambient `declare module` per file. */
export const PLUGIN_DECLARATIONS = path.join(ROOT, 'tests', 'content', 'plugins-0.5.9');

const CHECKED_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);
const VIRTUAL = path.join(ROOT, '.examples');
const PLUGIN_IMPORT = /(?:from\s+|import\s*\(\s*|require\(\s*|import\s+)['"](@rsbuild\/plugin-[\w.-]+)['"]/g;

// Modules whose packages are not installed beside the site, typed loosely. Plugins are not here: a
// plugin is typed by its declaration file, or loosely (one shorthand declaration per plugin, below)
// only while it has none.
const AMBIENT = `
declare module '@module-federation/*';
declare module 'unplugin-*';
declare module '*.css';
declare module '*.module.css';
declare module '*.less';
declare module '*.scss';
declare module '*.svg';
declare module '*.png';
`;

// The compiler is loaded on first use: importing the gates (RELEASE_DATES, say) stays cheap.
let compiler: typeof ts | undefined;
const loadTypeScript = (): typeof ts => (compiler ??= createRequire(import.meta.url)('typescript') as typeof ts);

/** Parsed declaration files of node_modules, shared by the programs of one process. */
const libraryFiles = new Map<string, ts.SourceFile>();

export type ExampleKind = 'check' | 'partial' | null;
export type ExampleError = { file: string; line: number; message: string };
export type ExampleResult = {
  errors: ExampleError[];
  /** Number of examples type-checked. */
  checked: number;
  /** Examples marked `partial` (not checked). */
  skipped: { file: string; line: number }[];
  /** Plugins imported by the examples and typed by a declaration file, sorted. */
  declared: string[];
  /** Plugins imported by the examples without a declaration file (typed loosely), sorted. */
  loose: string[];
};

/** Does this block need checking? 'check', 'partial' (skipped on purpose) or null (not an example of ours). */
export function classify(block: Pick<CodeBlock, 'lang' | 'code' | 'meta'>): ExampleKind {
  if (!CHECKED_LANGS.has(block.lang)) return null;
  if (!/from\s+['"]@rsbuild\/core['"]|require\(['"]@rsbuild\/core['"]\)/.test(block.code)) return null;
  return /(^|\s)partial(\s|$)/.test(block.meta) ? 'partial' : 'check';
}

/** The declaration files of a folder and the plugin modules each one declares. */
export function readDeclarations(dir: string = PLUGIN_DECLARATIONS): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!fs.existsSync(dir)) return out;
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.d.ts'))
    .sort()) {
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    out.set(
      file,
      [...text.matchAll(/declare\s+module\s+['"](@rsbuild\/plugin-[\w.-]+)['"]/g)].map((m) => m[1]),
    );
  }
  return out;
}

/**
 * Type-checks the @rsbuild/core examples of MDX files.
 * @param files MDX files (absolute paths)
 * @param declarations folder of plugin declaration files (default: tests/content/plugins-0.5.9)
 */
export function checkExamples(files: string[], { declarations = PLUGIN_DECLARATIONS }: { declarations?: string } = {}): ExampleResult {
  const ts = loadTypeScript();
  const virtual = new Map<string, string>();
  const origin = new Map<string, { file: string; line: number }>();
  const skipped: { file: string; line: number }[] = [];
  const imported = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    codeBlocks(source).forEach((block, i) => {
      const kind = classify(block);
      if (kind === 'partial') skipped.push({ file, line: block.line });
      if (kind !== 'check') return;
      const ext = ({ typescript: 'ts', javascript: 'js' } as Record<string, string>)[block.lang] ?? block.lang;
      const name = path.join(VIRTUAL, path.relative(ROOT, file).replace(/[^\w]/g, '_') + `_${i}.${ext}`);
      virtual.set(name, block.code);
      origin.set(name, { file, line: block.line + 1 });
      for (const m of block.code.matchAll(PLUGIN_IMPORT)) imported.add(m[1]);
    });
  }
  const checked = virtual.size;

  const declFiles = readDeclarations(declarations);
  const declaredModules = new Set([...declFiles.values()].flat());
  const loose = [...imported].filter((m) => !declaredModules.has(m)).sort();
  const declared = [...imported].filter((m) => declaredModules.has(m)).sort();
  // The loose fallback names each undeclared plugin: a declared plugin is never typed loosely.
  const ambient = AMBIENT + loose.map((m) => `declare module '${m}';\n`).join('');
  virtual.set(path.join(VIRTUAL, '__ambient.d.ts'), ambient);

  const options: ts.CompilerOptions = {
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
    typeRoots: [path.join(ROOT, 'node_modules/@types')],
    baseUrl: ROOT,
    paths: {
      '@rsbuild/core': ['node_modules/rsbuild-0.5'],
      '@rsbuild/shared': ['node_modules/rsbuild-shared-0.5'],
    },
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f);
  host.readFile = (f) => virtual.get(f) ?? readFile.call(host, f);
  host.getSourceFile = (f, languageVersion, ...rest) => {
    const text = virtual.get(f);
    if (text !== undefined) return ts.createSourceFile(f, text, languageVersion, true);
    // Installed type declarations do not change while the process runs: parse them once for all
    // the checks of a test run (the language service shares source files between programs too).
    if (!f.includes(`${path.sep}node_modules${path.sep}`)) return getSourceFile.call(host, f, languageVersion, ...rest);
    const key =
      typeof languageVersion === 'object'
        ? `${f}:${languageVersion.languageVersion}:${languageVersion.impliedNodeFormat}`
        : `${f}:${languageVersion}`;
    let parsed = libraryFiles.get(key);
    if (!parsed) {
      parsed = getSourceFile.call(host, f, languageVersion, ...rest);
      if (parsed) libraryFiles.set(key, parsed);
    }
    return parsed;
  };

  const program = ts.createProgram([...virtual.keys(), ...declFiles.keys()], options, host);
  const errors: ExampleError[] = [];
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file) {
      errors.push({ file: '(compiler)', line: 0, message: `TS${d.code}: ${message}` });
      continue;
    }
    const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    const where = origin.get(d.file.fileName);
    if (where) errors.push({ file: path.relative(ROOT, where.file), line: where.line + line, message: `TS${d.code}: ${message}` });
    else errors.push({ file: path.relative(ROOT, d.file.fileName), line: line + 1, message: `TS${d.code}: ${message}` });
  }
  return { errors, checked, skipped, declared, loose };
}
