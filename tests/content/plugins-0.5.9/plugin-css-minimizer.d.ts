// Declaration of @rsbuild/plugin-css-minimizer 0.5.9, written from its source
// (packages/plugin-css-minimizer at tag v0.5.9).
declare module '@rsbuild/plugin-css-minimizer' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  type Rule = string | RegExp | (string | RegExp)[];

  /**
   * A minify function of css-minimizer-webpack-plugin 5.0.1. The package is not installed beside the site,
   * so its input and result types are left open.
   */
  type CssMinimizeFunction = (input: Record<string, string>, sourceMap: unknown, minimizerOptions: any) => unknown;

  /** cssnano options (`CssNanoOptionsExtended` of css-minimizer-webpack-plugin). */
  type CssNanoOptions = {
    configFile?: string;
    preset?: string | [string, Record<string, unknown>];
    processorOptions?: Record<string, unknown>;
  };

  /** Options of css-minimizer-webpack-plugin 5.0.1. */
  export type CssMinimizerPluginOptions = {
    /** Output files to minify. Default: `/\.css(\?.*)?$/i`. */
    test?: Rule;
    /** Only minify the matching output files. Default: `undefined`. */
    include?: Rule;
    /** Skip the matching output files. Default: `undefined`. */
    exclude?: Rule;
    /** Keep (true) or drop (false) a minifier warning. Default: keeps all. */
    warningsFilter?: (warning: unknown, file: string, source?: string) => boolean;
    /** Worker threads: `true` (CPU cores minus one), `false`, or a number. Default: `true`. */
    parallel?: boolean | number;
    /** Minifier function(s). Default: `CssMinimizerWebpackPlugin.cssnanoMinify` (set by the plugin). */
    minify?: CssMinimizeFunction | CssMinimizeFunction[];
    /** Options of the minifier(s). Default: `{ preset: ['default', { mergeLonghand: false }] }` (set by the plugin). */
    minimizerOptions?: CssNanoOptions | Record<string, unknown> | Record<string, unknown>[];
  };

  type ArrayOrNot<T> = T | T[];

  export type PluginCssMinimizerOptions = {
    /** An object (assigned shallowly over the defaults), a function of the defaults, or an array of them. Default: `undefined`. */
    pluginOptions?: ArrayOrNot<CssMinimizerPluginOptions | ((options: CssMinimizerPluginOptions) => CssMinimizerPluginOptions | void)>;
  };

  /** css-minimizer-webpack-plugin 5.0.1, re-exported by the plugin. */
  export class CssMinimizerWebpackPlugin {
    constructor(options?: CssMinimizerPluginOptions);
    static cssnanoMinify: CssMinimizeFunction;
    static cssoMinify: CssMinimizeFunction;
    static cleanCssMinify: CssMinimizeFunction;
    static esbuildMinify: CssMinimizeFunction;
    static parcelCssMinify: CssMinimizeFunction;
    static lightningCssMinify: CssMinimizeFunction;
    static swcMinify: CssMinimizeFunction;
    apply(compiler: unknown): void;
  }

  export function applyCSSMinimizer(
    chain: Parameters<import('@rsbuild/core').ModifyBundlerChainFn>[0],
    CHAIN_ID: Parameters<import('@rsbuild/core').ModifyBundlerChainFn>[1]['CHAIN_ID'],
    options?: PluginCssMinimizerOptions,
  ): void;

  export function pluginCssMinimizer(options?: PluginCssMinimizerOptions): import('@rsbuild/core').RsbuildPlugin;
}
