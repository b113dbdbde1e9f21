// @rsbuild/plugin-svelte 0.5.9, written from the plugin's 0.5.9 source (packages/plugin-svelte/src).
declare module '@rsbuild/plugin-svelte' {
  /**
   * Options of svelte-preprocess 5 (`AutoPreprocessOptions`). svelte-preprocess is not installed in this
   * repository, so the common keys are spelled out and every language key is left open.
   */
  export type AutoPreprocessOptions = {
    /** Options for `<script lang="ts">`, or `false` to turn TypeScript off. */
    typescript?: Record<string, unknown> | boolean;
    /** Options for `<style lang="scss">`, for example `prependData`. */
    scss?: Record<string, unknown> | boolean;
    /** Options for `<style lang="less">`. */
    less?: Record<string, unknown> | boolean;
    /** Options for PostCSS inside components (off unless set). */
    postcss?: Record<string, unknown> | boolean;
    /** Source maps of the preprocessors. */
    sourceMap?: boolean;
    /** Map `lang` values to languages, for example `[['customLang', 'scss']]`. */
    aliases?: Array<[string, string]>;
    [language: string]: unknown;
  };

  /** A svelte-preprocess transformer (a function or its options object); svelte-preprocess is not installed here. */
  export type Transformer<T = unknown> = T | ((args: Record<string, unknown>) => unknown);

  export interface SvelteLoaderOptions {
    /**
     * Svelte compiler options, except `filename`, `format` and `generate`. Svelte is not installed in this
     * repository, so the object is left open. Default: `{ dev: <true in development> }`.
     */
    compilerOptions?: Record<string, unknown>;
    /** Options for svelte-hmr. Default: `undefined`. */
    hotOptions?: {
      /** Keep the local state of a component across hot updates. Default: `false`. */
      preserveLocalState?: boolean;
      [key: string]: any;
    };
    [key: string]: any;
  }

  export type PluginSvelteOptions = {
    /** Deep-merged over `{ compilerOptions: { dev }, preprocess, emitCss: !output.injectStyles, hotReload: isDev && dev.hmr }`. Default: `undefined`. */
    svelteLoaderOptions?: SvelteLoaderOptions;
    /** Passed to svelte-preprocess, whose result is the loader's `preprocess` option. Default: `undefined`. */
    preprocessOptions?: AutoPreprocessOptions;
  };

  export function pluginSvelte(options?: PluginSvelteOptions): import('@rsbuild/core').RsbuildPlugin;
}
