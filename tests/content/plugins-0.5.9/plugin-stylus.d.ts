// @rsbuild/plugin-stylus 0.5.9, written from the plugin's 0.5.9 source (packages/plugin-stylus/src).
declare module '@rsbuild/plugin-stylus' {
  /** The Stylus options as the plugin types them (not exported by the plugin). */
  type StylusOptions = {
    /** Stylus plugins to load, as module paths. Default: `undefined`. */
    use?: string[];
    /** Folder for non-relative `@import` lookups; typed `string`, but stylus-loader iterates it, so pass an array. Default: `undefined`. */
    include?: string;
    /** File imported into every Stylus file; typed `string`, but stylus-loader iterates it, so pass an array. Default: `undefined`. */
    import?: string;
    /** Rewrite relative `url()` references. Default: `undefined` (rewritten). */
    resolveURL?: boolean;
    /** Emit source line comments. Default: `undefined` (off). */
    lineNumbers?: boolean;
    /** Move `@charset` and `@import` to the top. Default: `undefined` (off). */
    hoistAtrules?: boolean;
  };

  type StylusLoaderOptions = {
    /** Options passed to Stylus. Default: `undefined`. */
    stylusOptions?: StylusOptions;
    /** Whether stylus-loader generates source maps. Default: the value of `output.sourceMap.css` (`false`). */
    sourceMap?: boolean;
  };

  export type PluginStylusOptions = StylusLoaderOptions;

  export function pluginStylus(options?: PluginStylusOptions): import('@rsbuild/core').RsbuildPlugin;

  export {};
}
