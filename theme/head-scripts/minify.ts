// The head scripts are written as functions and inlined with Function.prototype.toString, which gives
// their source as the TypeScript loader left it: indented, one statement a line; Rspress's theme script
// is a template string with its spaces. Every page carries them before its first paint, so every inline
// script is minified first (esbuild, at build time; Node only).
import { transformSync } from 'esbuild';

/** `source`, a self-contained script, minified; its behaviour is unchanged. */
export const minifyInlineScript = (source: string): string =>
  transformSync(source, { loader: 'js', minify: true, target: 'es2017' }).code.trimEnd();

type Tag = { tag: string; attrs?: Record<string, unknown>; children?: string };

/** An `html.tags` handler: every inline `<script>` (no `src`, no `type` other than JavaScript) minified. */
export function minifyInlineScripts<T extends Tag>(tags: T[]): T[] {
  return tags.map((t) =>
    t.tag === 'script' && t.children && !t.attrs?.src && (!t.attrs?.type || t.attrs.type === 'text/javascript')
      ? { ...t, children: minifyInlineScript(t.children) }
      : t,
  );
}
