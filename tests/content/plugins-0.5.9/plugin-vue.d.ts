// @rsbuild/plugin-vue 0.5.9, written from the plugin's 0.5.9 source (packages/plugin-vue/src).
declare module '@rsbuild/plugin-vue' {
  /**
   * The options type of vue-loader 17 (`VueLoaderOptions`). vue-loader is not installed in this repository,
   * so only the commonly used properties are spelled out and the rest is left open.
   */
  type VueLoaderOptions = {
    /** Options for the Vue template compiler (for example `isCustomElement`). */
    compilerOptions?: Record<string, unknown>;
    /** Name style blocks after their language; the plugin sets it to `true`. */
    experimentalInlineMatchResource?: boolean;
    /** How asset URLs in templates are turned into imports. */
    transformAssetUrls?: Record<string, unknown>;
    /** Compile components as custom elements (`true`, or a pattern of file names). */
    customElement?: boolean | RegExp;
    [option: string]: unknown;
  };

  export type SplitVueChunkOptions = {
    /** Put vue, vue-loader and @vue/shared, reactivity, runtime-dom, runtime-core into `lib-vue`. Default: `true` (only when `splitChunks` is omitted). */
    vue?: boolean;
    /** Put vue-router into `lib-router`. Default: `true` (only when `splitChunks` is omitted). */
    router?: boolean;
  };

  export type PluginVueOptions = {
    /** Deep-merged over `{ compilerOptions: { preserveWhitespace: false }, experimentalInlineMatchResource: true }`. Default: `undefined`. */
    vueLoaderOptions?: VueLoaderOptions;
    /** Extra cache groups under `split-by-experience`. Default: `{ vue: true, router: true }`. */
    splitChunks?: SplitVueChunkOptions;
  };

  export function pluginVue(options?: PluginVueOptions): import('@rsbuild/core').RsbuildPlugin;

  export {};
}
