// @rsbuild/plugin-vue-jsx 0.5.9, written from the plugin's 0.5.9 source (packages/plugin-vue-jsx/src).
declare module '@rsbuild/plugin-vue-jsx' {
  /** The options of @vue/babel-plugin-jsx 1.2.2 (`VueJSXPluginOptions`), the version the plugin depends on. */
  type VueJSXPluginOptions = {
    /** Turn `on={{ click: fn }}` into `onClick` props. Default: `false`. */
    transformOn?: boolean;
    /** Add patch flags to the generated virtual nodes. Default: `false`. */
    optimize?: boolean;
    /** Merge class, style and onXxx of static and spread attributes with `mergeProps()`. Default: `true`. */
    mergeProps?: boolean;
    /** Tags to render as custom elements. Default: `undefined`. */
    isCustomElement?: (tag: string) => boolean;
    /** Detect an object of slot functions passed as the only child at run time. Default: `true`. */
    enableObjectSlots?: boolean;
    /** Function to call instead of `createVNode`. Default: `undefined`. */
    pragma?: string;
    /**
     * Experimental: generate props from TypeScript types. Default: `false`.
     * The object form holds the options of @vue/babel-plugin-resolve-type, which is not installed here.
     */
    resolveType?: boolean | Record<string, unknown>;
  };

  export type PluginVueJsxOptions = {
    /** Passed to @vue/babel-plugin-jsx as its options. Default: `{}`. */
    vueJsxOptions?: VueJSXPluginOptions;
  };

  export function pluginVueJsx(options?: PluginVueJsxOptions): import('@rsbuild/core').RsbuildPlugin;

  export {};
}
