// @rsbuild/plugin-preact 0.5.9, written from the plugin's 0.5.9 source (packages/plugin-preact/src).
declare module '@rsbuild/plugin-preact' {
  export type PluginPreactOptions = {
    /** Alias react, react-dom, react-dom/test-utils and react/jsx-runtime to Preact's compat layer. Default: `true`. */
    reactAliasesEnabled?: boolean;
  };

  export function pluginPreact(options?: PluginPreactOptions): import('@rsbuild/core').RsbuildPlugin;
}
