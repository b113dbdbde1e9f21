// Options of @rsbuild/plugin-node-polyfill 0.5.9, written from its source (src/index.ts).
declare module '@rsbuild/plugin-node-polyfill' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  export type PluginNodePolyfillOptions = {
    /** Globals injected with ProvidePlugin. Default: `{ Buffer: true, process: true }`. */
    globals?: {
      /** Default: `true`. */
      process?: boolean;
      /** Default: `true`. */
      Buffer?: boolean;
    };
    /** Also polyfill `node:`-prefixed imports. Default: `true`. */
    protocolImports?: boolean;
  };

  export function pluginNodePolyfill(options?: PluginNodePolyfillOptions): import('@rsbuild/core').RsbuildPlugin;
}
