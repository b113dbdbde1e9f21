// Declaration of @rsbuild/plugin-svgr 0.5.9, written from its source (packages/plugin-svgr at tag v0.5.9).
declare module '@rsbuild/plugin-svgr' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  type RuleSetCondition = import('@rsbuild/core').Rspack.RuleSetCondition;

  /**
   * `Config` of `@svgr/core` 8.1.0. The package is not installed beside the site, so its options are
   * written out here from SVGR 8's documented option list.
   */
  type SvgrConfig = {
    /** Use `1em` as width and height. Default: `false`. */
    icon?: boolean | string | number;
    /** Output a React Native component. Default: `false`. */
    native?: boolean;
    /** Output TypeScript. Default: `false`. */
    typescript?: boolean;
    /** Keep only `viewBox`, drop `width` and `height`. Default: `false`. */
    dimensions?: boolean;
    /** Forward a ref to the root `<svg>`. Default: `false`. */
    ref?: boolean;
    /** Wrap the component in `React.memo`. Default: `false`. */
    memo?: boolean;
    /** Add a `title` prop rendered as `<title>`. Default: `false`. */
    titleProp?: boolean;
    /** Add a `desc` prop rendered as `<desc>`. Default: `false`. */
    descProp?: boolean;
    /** Replace attribute values, e.g. `{ '#000': 'currentColor' }`. Default: unset. */
    replaceAttrValues?: Record<string, string>;
    /** Add props to the root `<svg>`. Default: unset. */
    svgProps?: Record<string, string>;
    /** Props spread position: `'start'` or `'end'`. Default: `'end'`. */
    expandProps?: boolean | 'start' | 'end';
    /** Optimize with SVGO first. Default: `true` (set by the plugin). */
    svgo?: boolean;
    /** SVGO 3 configuration, deep-merged into the plugin's default. Default: preset-default without removeViewBox, plus prefixIds. */
    svgoConfig?: Record<string, unknown>;
    /** Run SVGR plugins. Default: SVGO and JSX. */
    plugins?: unknown[];
    /** Custom template function. Default: SVGR's template. */
    template?: unknown;
    /** JSX runtime: `'classic'`, `'classic-preact'` or `'automatic'`. Default: `'classic'`. */
    jsxRuntime?: 'classic' | 'classic-preact' | 'automatic';
    /** Export the component as `'default'` or as the named export (`'named'`). Default: unset. */
    exportType?: 'named' | 'default';
    /** Name of the named export. Default: `'ReactComponent'`. */
    namedExport?: string;
    /** Other SVGR options. */
    [option: string]: unknown;
  };

  export type SvgDefaultExport = 'component' | 'url';

  export type PluginSvgrOptions = {
    /** SVGR options, deep-merged into `{ svgo: true, svgoConfig: <default> }`. Default: `undefined`. */
    svgrOptions?: SvgrConfig;
    /** Plain `.svg` imports give the URL as default export and the component as `ReactComponent`. Default: `false`. */
    mixedImport?: boolean;
    /** Resource query that turns an import into a component. Default: `/react/`. */
    query?: RegExp;
    /** SVG files that plain imports never turn into components (only with `mixedImport` or `svgrOptions.exportType`). Default: `undefined`. */
    exclude?: RuleSetCondition;
    /** Importing modules whose plain SVG imports are not turned into components (only with `mixedImport` or `svgrOptions.exportType`). Default: `undefined`. */
    excludeImporter?: RuleSetCondition;
  };

  export function pluginSvgr(options?: PluginSvgrOptions): import('@rsbuild/core').RsbuildPlugin;
}
