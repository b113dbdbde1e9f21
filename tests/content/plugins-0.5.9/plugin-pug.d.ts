// Declaration of @rsbuild/plugin-pug 0.5.9, written from its source (packages/plugin-pug at tag v0.5.9).
declare module '@rsbuild/plugin-pug' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /**
   * Compiler options of `pug` 3.0.2 (`Options` of `@types/pug`). Neither package is installed beside the
   * site, so the common options are listed and the others are accepted as unknown values.
   */
  type PugOptions = {
    /** Folder that absolute `include` and `extends` paths start from. Default: unset. */
    basedir?: string;
    /** Doctype used when the template has none. Default: `'html'` (set by the plugin). */
    doctype?: string;
    /** Custom filters for `:name` blocks. Default: unset. */
    filters?: Record<string, (text: string, options: Record<string, unknown>) => string>;
    /** Put the locals under a `self` object. Default: `false`. */
    self?: boolean;
    /** Keep line numbers for run-time errors. Default: `false` (set by the plugin). */
    compileDebug?: boolean;
    /** Pretty-print the HTML (deprecated in Pug). Default: `false`. */
    pretty?: boolean | string;
    /** Add Pug's debug output. Default: `false`. */
    debug?: boolean;
    /** Global names the compiled template may access. Default: unset. */
    globals?: string[];
    /** Name of the generated template function. Default: `'template'`. */
    name?: string;
    /** Other options of Pug. */
    [option: string]: unknown;
  };

  export type PluginPugOptions = {
    /** Options for the Pug compiler, assigned over `{ doctype: 'html', compileDebug: false }`. Default: `undefined`. */
    pugOptions?: PugOptions;
  };

  export function pluginPug(options?: PluginPugOptions): import('@rsbuild/core').RsbuildPlugin;
}
