// Options of @rsbuild/plugin-assets-retry 0.5.9, written from its source (src/types.ts, src/index.ts,
// src/AssetsRetryPlugin.ts, src/runtime/index.ts).
declare module '@rsbuild/plugin-assets-retry' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  type AssetsRetryHookContext = {
    url: string;
    times: number;
    domain: string;
    tagName: string;
  };

  export type PluginAssetsRetryOptions = {
    /** Retries per file. Default: `3`. */
    max?: number;
    /** Tag names to retry. Default: `['script', 'link', 'img']`. */
    type?: string[];
    /** URLs to retry: a RegExp source string or a function. Default: `undefined` (all). */
    test?: string | ((url: string) => boolean);
    /** Domains to rotate through on retries. Default: `[]`. */
    domain?: string[];
    /** `crossorigin` of the retried tags. Default: the value of `html.crossorigin`. */
    crossOrigin?: boolean | 'anonymous' | 'use-credentials';
    /** Inline the retry runtime into the HTML. Default: `true`. */
    inlineScript?: boolean;
    /** Called in the browser after the last retry failed. Default: `undefined`. */
    onFail?: (options: AssetsRetryHookContext) => void;
    /** Called in the browser before each retry. Default: `undefined`. */
    onRetry?: (options: AssetsRetryHookContext) => void;
    /** Called in the browser when a retried file loaded. Default: `undefined`. */
    onSuccess?: (options: AssetsRetryHookContext) => void;
    /** Use the minified retry runtime. Default: follows `output.minify` (its `js` flag), `true` unless changed. */
    minify?: boolean;
  };

  export function pluginAssetsRetry(options?: PluginAssetsRetryOptions): import('@rsbuild/core').RsbuildPlugin;
}
