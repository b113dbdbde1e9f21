// @rsbuild/plugin-solid 0.5.9, written from the plugin's 0.5.9 source (packages/plugin-solid/src).
declare module '@rsbuild/plugin-solid' {
  /**
   * Options of babel-preset-solid (`SolidPresetOptions`, not exported by the plugin). The defaults are the
   * values in effect with babel-preset-solid 1.8 and babel-plugin-jsx-dom-expressions 0.37.
   */
  type SolidPresetOptions = {
    /** Module the compiled code imports its runtime helpers from. Default: `'solid-js/web'`. */
    moduleName?: string;
    /** Output for the DOM or strings for server-side rendering. Default: `'dom'`. */
    generate?: 'dom' | 'ssr';
    /** Add hydration markers. Default: `false`. */
    hydratable?: boolean;
    /** Delegate camelCase events to the document. Default: `true`. */
    delegateEvents?: boolean;
    /** Optimize simple conditions and ternaries in JSX. Default: `true`. */
    wrapConditionals?: boolean;
    /** Pass the current context to custom elements and slots. Default: `true` (set by babel-preset-solid). */
    contextToCustomElements?: boolean;
    /** Components imported automatically when JSX uses them. Default: For, Show, Switch, Match, Suspense, SuspenseList, Portal, Index, Dynamic, ErrorBoundary. */
    builtIns?: string[];
    /** Name of the function that wraps reactive expressions. Default: `'effect'`. */
    effectWrapper?: string;
    /** Comment that marks an expression as static. Default: `'@once'`. */
    staticMarker?: string;
    /** Name of the memo function. Default: `'memo'`. */
    memoWrapper?: string;
    /** Check that template HTML is well-formed. Default: `true`. */
    validate?: boolean;
    /** Leave out closing tags of nested elements in templates. Default: `false`. */
    omitNestedClosingTags?: boolean;
  };

  export type PluginSolidOptions = {
    /** Passed to babel-preset-solid. Default: `{}`. */
    solidPresetOptions?: SolidPresetOptions;
  };

  export const PLUGIN_SOLID_NAME: 'rsbuild:solid';

  export function pluginSolid(options?: PluginSolidOptions): import('@rsbuild/core').RsbuildPlugin;

  export {};
}
