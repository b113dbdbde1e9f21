// Options of @rsbuild/plugin-rem 0.5.9, written from its source (src/types.ts, src/index.ts,
// src/AutoSetRootFontSizePlugin.ts).
declare module '@rsbuild/plugin-rem' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /** Options of the bundled postcss-pxtorem. */
  type PxToRemOptions = {
    /** Default: the plugin's `rootFontSize` (`50`). */
    rootValue?: number;
    /** Default: `5`. */
    unitPrecision?: number;
    /** Default: `['*']`. */
    propList?: Array<string>;
    /** Default: `[]` (postcss-pxtorem's own default). */
    selectorBlackList?: Array<string>;
    /** Default: `true` (postcss-pxtorem's own default). */
    replace?: boolean;
    /** Default: `false` (postcss-pxtorem's own default). */
    mediaQuery?: boolean;
    /** Default: `0` (postcss-pxtorem's own default). */
    minPixelValue?: number;
    /** Default: `undefined`. */
    exclude?: string | RegExp | ((filePath: string) => boolean);
  };

  export type PluginRemOptions = {
    /** Add the runtime that sets the root font size. Default: `true`. */
    enableRuntime?: boolean;
    /** Inline the runtime into the HTML. Default: `true`. */
    inlineRuntime?: boolean;
    /** Width of the design in px. Default: `375`. */
    screenWidth?: number;
    /** Root font size of the design in px, also the pxtorem rootValue. Default: `50`. */
    rootFontSize?: number;
    /** Largest root font size the runtime sets. Default: `64`. */
    maxRootFontSize?: number;
    /** URL query parameter that overrides the measured width. Default: `''`. */
    widthQueryKey?: string;
    /** Entries whose HTML gets no runtime. Default: `[]`. */
    excludeEntries?: string[];
    /** Use the height in landscape orientation. Default: `false`. */
    supportLandscape?: boolean;
    /** Above maxRootFontSize, fall back to rootFontSize instead of capping. Default: `false`. */
    useRootFontSizeBeyondMax?: boolean;
    /** Options of postcss-pxtorem. Default: `undefined`. */
    pxtorem?: PxToRemOptions;
  };

  export function pluginRem(options?: PluginRemOptions): import('@rsbuild/core').RsbuildPlugin;
}
