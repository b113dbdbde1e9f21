// @rsbuild/plugin-react 0.5.9, written from the plugin's 0.5.9 source (packages/plugin-react/src).
declare module '@rsbuild/plugin-react' {
  /** Options of SWC's React transform (`jsc.transform.react`), as typed by @rsbuild/shared 0.5.9. */
  type SwcReactConfig = {
    /** Function called for each element with the classic runtime. Default (SWC): `'React.createElement'`. */
    pragma?: string;
    /** Function used for fragments with the classic runtime. Default (SWC): `'React.Fragment'`. */
    pragmaFrag?: string;
    /** Throw on namespaced tag names such as `<svg:rect>`. Default (SWC): `true`. */
    throwIfNamespace?: boolean;
    /** Emit `jsxDEV` calls with source locations. Default (plugin): `true` in development, `false` otherwise. */
    development?: boolean;
    /** Use `Object.assign` instead of a helper for spread props. Default (SWC): `false`. */
    useBuiltins?: boolean;
    /** Add React Refresh registration code. Default (plugin): `true` while Fast Refresh is active, else `false`. */
    refresh?: boolean;
    /** JSX runtime. Default (plugin): `'automatic'`. */
    runtime?: 'automatic' | 'classic';
    /** Module the automatic runtime imports from. Default (SWC): `'react'`. */
    importSource?: string;
  };

  export type SplitReactChunkOptions = {
    /** Put react, react-dom and scheduler (plus react-refresh outside production) into `lib-react`. Default: `true` (only when `splitChunks` is omitted). */
    react?: boolean;
    /** Put react-router, react-router-dom, history and @remix-run/router into `lib-router`. Default: `true` (only when `splitChunks` is omitted). */
    router?: boolean;
  };

  export type PluginReactOptions = {
    /** Spread over `{ development: isDev, refresh: <Fast Refresh active>, runtime: 'automatic' }`. Default: `undefined`. */
    swcReactOptions?: SwcReactConfig;
    /** Extra cache groups under `split-by-experience`. Default: `{ react: true, router: true }`. */
    splitChunks?: SplitReactChunkOptions;
  };

  export const PLUGIN_REACT_NAME: 'rsbuild:react';

  export function pluginReact(options?: PluginReactOptions): import('@rsbuild/core').RsbuildPlugin;

  export {};
}
