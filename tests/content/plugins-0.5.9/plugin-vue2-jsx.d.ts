// @rsbuild/plugin-vue2-jsx 0.5.9, written from the plugin's 0.5.9 source (packages/plugin-vue2-jsx/src).
declare module '@rsbuild/plugin-vue2-jsx' {
  /** The options of @vue/babel-preset-jsx as typed by the plugin (`VueJSXPresetOptions`, not exported). */
  type VueJSXPresetOptions = {
    /** Where JSX inside `setup()` takes `h` from (`true`, `'auto'`, `'native'`, `'vue-demi'`, ...). Default: `false`. */
    compositionAPI?: boolean | string;
    /** Turn arrow functions that return JSX into functional components. Default: `true`. */
    functional?: boolean;
    /** Inject `const h = arguments[0]` into methods that contain JSX. Default: `true` (set by the plugin). */
    injectH?: boolean;
    /** Enable the `vModel` attribute. Default: `true`. */
    vModel?: boolean;
    /** Enable `vOn:event_modifier` attributes. Default: `true`. */
    vOn?: boolean;
  };

  /** The 0.5.9 source names the options type of pluginVue2Jsx `PluginVueOptions`. */
  export type PluginVueOptions = {
    /** Spread over `{ injectH: true }` and passed to @vue/babel-preset-jsx. Default: `undefined`. */
    vueJsxOptions?: VueJSXPresetOptions;
  };

  export function pluginVue2Jsx(options?: PluginVueOptions): import('@rsbuild/core').RsbuildPlugin;

  export {};
}
