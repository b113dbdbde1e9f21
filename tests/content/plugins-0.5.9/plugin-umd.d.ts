// Options of @rsbuild/plugin-umd 0.5.9, written from its source (src/index.ts).
declare module '@rsbuild/plugin-umd' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  export type PluginUmdOptions = {
    /** Name of the UMD library (global variable and AMD module name). Required, no default. */
    name: string;
    /** Export of the entry module that becomes the library. Default: `undefined` (all exports). */
    export?: string | string[];
  };

  export function pluginUmd(options: PluginUmdOptions): import('@rsbuild/core').RsbuildPlugin;
}
