// @rsbuild/plugin-vue2 0.5.9, written from the plugin's 0.5.9 source (packages/plugin-vue2/src).
declare module '@rsbuild/plugin-vue2' {
  /**
   * The options type of vue-loader 15 (`VueLoaderOptions`). vue-loader is not installed in this repository,
   * so only the commonly used properties are spelled out and the rest is left open.
   */
  type VueLoaderOptions = {
    /** Options for the Vue 2 template compiler (for example `preserveWhitespace`, `whitespace`). */
    compilerOptions?: Record<string, unknown>;
    /** Name style blocks after their language; the plugin sets it to `true`. */
    experimentalInlineMatchResource?: boolean;
    /** How asset URLs in templates are turned into requires. */
    transformAssetUrls?: Record<string, unknown>;
    [option: string]: unknown;
  };

  export type SplitVueChunkOptions = {
    /** Put vue and vue-loader into `lib-vue`. Default: `true` (only when `splitChunks` is omitted). */
    vue?: boolean;
    /** Put vue-router into `lib-router`. Default: `true` (only when `splitChunks` is omitted). */
    router?: boolean;
  };

  /** The 0.5.9 source names the options type of pluginVue2 `PluginVueOptions`. */
  export type PluginVueOptions = {
    /** Deep-merged over `{ compilerOptions: { preserveWhitespace: false }, experimentalInlineMatchResource: true }`. Default: `undefined`. */
    vueLoaderOptions?: VueLoaderOptions;
    /** Extra cache groups under `split-by-experience`. Default: `{ vue: true, router: true }`. */
    splitChunks?: SplitVueChunkOptions;
  };

  export function pluginVue2(options?: PluginVueOptions): import('@rsbuild/core').RsbuildPlugin;

  export {};
}
