// The head scripts are written as functions and inlined with Function.prototype.toString, which gives
// their source as the TypeScript loader left it: indented, one statement a line. Every page carries them
// before its first paint, so they are minified first (esbuild, at build time; Node only).
import { transformSync } from 'esbuild';

/** `source`, a self-contained script, minified; its behaviour is unchanged. */
export const minifyInlineScript = (source: string): string =>
  transformSync(source, { loader: 'js', minify: true, target: 'es2017' }).code.trimEnd();
