// Options of @rsbuild/plugin-lightningcss 0.5.9, written from its source (src/types.ts, src/plugin.ts).
// The `lightningcss` package is not installed beside the site, so its option and module types are
// typed loosely here (Record<string, unknown> and an index signature).
declare module '@rsbuild/plugin-lightningcss' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /** Options of Lightning CSS's `transform()` without `filename`, `code` and `inputSourceMap` (lightningcss is not installed here). */
  type LightningCSSTransformOptions = Record<string, unknown>;

  /** The `lightningcss` module (typed loosely: lightningcss is not installed here). */
  type LightningCSSModule = {
    Features: Record<string, number>;
    [key: string]: unknown;
  };

  type PluginLightningcssOptions = {
    /** Options of the transform step (loader), `true` for `{}`, `false` to keep PostCSS. Default: `{ targets }` from the browserslist. */
    transform?: boolean | LightningCSSTransformOptions;
    /** Options of the minify step (production, CSS minification on), `true` for `{}`, `false` to keep the SWC CSS minimizer. Default: `{ targets }` (dropped by the minimizer). */
    minify?: boolean | LightningCSSTransformOptions;
    /** The lightningcss module to use. Default: the `lightningcss` package the plugin depends on. */
    implementation?: unknown;
  };

  export function pluginLightningcss(options?: PluginLightningcssOptions): import('@rsbuild/core').RsbuildPlugin;

  /** The plugin's own `lightningcss` dependency, re-exported. */
  export const lightningcss: LightningCSSModule;
}
