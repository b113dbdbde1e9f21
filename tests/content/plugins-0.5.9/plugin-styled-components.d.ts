// Declaration of @rsbuild/plugin-styled-components 0.5.9, written from its source
// (packages/plugin-styled-components at tag v0.5.9).
declare module '@rsbuild/plugin-styled-components' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /** Options of the styled-components transform of SWC (`rspackExperiments.styledComponents`). */
  export type PluginStyledComponentsOptions = {
    /** Add a display name to each styled component. Default: `true`. */
    displayName?: boolean;
    /** Add a component ID for server rendering. Default: `true` when output.targets contains `'node'` or `'service-worker'`, else `false`. */
    ssr?: boolean;
    /** Start the display name with the file name. Default: unset (the transform's own default, `true`). */
    fileName?: boolean;
    /** File names replaced by their folder name in display names. Default: unset (the transform's own default, `['index']`). */
    meaninglessFileNames?: string[];
    /** Prefix of the component IDs. Default: unset (no prefix). */
    namespace?: string;
    /** Import paths treated as styled-components. Default: unset (only `styled-components`). */
    topLevelImportPaths?: string[];
    /** Turn tagged templates into plain calls. Default: `true`. */
    transpileTemplateLiterals?: boolean;
    /** Minify the CSS inside the templates. Default: unset (the transform's own default, `false`). */
    minify?: boolean;
    /** Mark styled component definitions as pure. Default: `true` in production, `false` in development. */
    pure?: boolean;
    /** Declared by the plugin's type but not an option of the transform (which calls it `cssProp`). Default: unset. */
    cssProps?: boolean;
  };

  type ArrayOrNot<T> = T | T[];

  /** An object (assigned shallowly over the defaults), a function of the defaults, or an array of them. Default: `{}`. */
  export function pluginStyledComponents(
    pluginOptions?: ArrayOrNot<
      PluginStyledComponentsOptions | ((config: PluginStyledComponentsOptions) => PluginStyledComponentsOptions | void)
    >,
  ): import('@rsbuild/core').RsbuildPlugin;
}
