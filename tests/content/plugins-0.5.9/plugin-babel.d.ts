// Declaration of @rsbuild/plugin-babel 0.5.9, written from its source (packages/plugin-babel at tag v0.5.9).
declare module '@rsbuild/plugin-babel' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /**
   * `PluginItem` of `@babel/core`: a plugin or preset name, a function, or a `[name, options]` pair.
   * `@babel/core` is not installed beside the site, so its structure is left open.
   */
  type BabelPlugin = unknown;

  /**
   * `TransformOptions` of `@babel/core` (not installed beside the site): the lists the helpers work on are
   * typed, Babel's other options are accepted as unknown values.
   */
  export type BabelTransformOptions = {
    plugins?: BabelPlugin[] | null;
    presets?: BabelPlugin[] | null;
    [option: string]: unknown;
  };

  export type PresetEnvTargets = string | string[] | Record<string, string>;
  export type PresetEnvBuiltIns = 'usage' | 'entry' | false;
  export type PresetEnvOptions = {
    targets?: PresetEnvTargets;
    bugfixes?: boolean;
    spec?: boolean;
    loose?: boolean;
    modules?: 'amd' | 'umd' | 'systemjs' | 'commonjs' | 'cjs' | 'auto' | false;
    debug?: boolean;
    include?: string[];
    exclude?: string[];
    useBuiltIns?: PresetEnvBuiltIns;
    corejs?: string | { version: string; proposals: boolean };
    forceAllTransforms?: boolean;
    configPath?: string;
    ignoreBrowserslistConfig?: boolean;
    browserslistEnv?: string;
    shippedProposals?: boolean;
  };

  type SharedPresetReactOptions = { development?: boolean; throwIfNamespace?: boolean };
  type PresetReactOptions =
    | (SharedPresetReactOptions & { runtime?: 'automatic'; importSource?: string })
    | (SharedPresetReactOptions & {
        runtime?: 'classic';
        pragma?: string;
        pragmaFrag?: string;
        useBuiltIns?: boolean;
        useSpread?: boolean;
      });

  type RuleCondition = string | RegExp | (string | RegExp)[];

  export type BabelConfigUtils = {
    addPlugins: (plugins: BabelPlugin[]) => void;
    addPresets: (presets: BabelPlugin[]) => void;
    removePlugins: (plugins: string | string[]) => void;
    removePresets: (presets: string | string[]) => void;
    modifyPresetEnvOptions: (options: PresetEnvOptions) => void;
    modifyPresetReactOptions: (options: PresetReactOptions) => void;
    /** @deprecated does nothing in 0.5.9; use `source.include` */
    addIncludes: (includes: RuleCondition) => void;
    /** @deprecated does nothing in 0.5.9; use `source.exclude` */
    addExcludes: (excludes: RuleCondition) => void;
  };

  type BabelLoaderOptions = BabelTransformOptions & {
    cacheDirectory?: string | boolean;
    cacheIdentifier?: string;
    cacheCompression?: boolean;
    customize?: string | null;
    metadataSubscribers?: string[];
  };

  type ArrayOrNot<T> = T | T[];

  export type PluginBabelOptions = {
    /** Files compiled by Babel in a separate rule (Babel, then SWC). Default: `undefined` (Babel joins the JS rule). */
    include?: RuleCondition;
    /** Files left out of that separate rule. Default: `undefined`. */
    exclude?: RuleCondition;
    /** babel-loader options: an object (assigned shallowly), a function `(config, utils)`, or an array of them. Default: `undefined`. */
    babelLoaderOptions?: ArrayOrNot<
      BabelLoaderOptions | ((config: BabelLoaderOptions, utils: BabelConfigUtils) => BabelLoaderOptions | void)
    >;
  };

  export function pluginBabel(options?: PluginBabelOptions): import('@rsbuild/core').RsbuildPlugin;
  export function getDefaultBabelOptions(
    config: import('@rsbuild/core').NormalizedConfig,
    context: import('@rsbuild/core').RsbuildContext,
  ): BabelLoaderOptions;
  export function getBabelUtils(config: BabelTransformOptions): BabelConfigUtils;
  export function getUseBuiltIns(config: import('@rsbuild/core').NormalizedConfig): false | 'entry' | 'usage';
  export function modifyBabelLoaderOptions(params: {
    chain: Parameters<import('@rsbuild/core').ModifyBundlerChainFn>[0];
    CHAIN_ID: Parameters<import('@rsbuild/core').ModifyBundlerChainFn>[1]['CHAIN_ID'];
    modifier: (config: BabelTransformOptions) => BabelTransformOptions;
  }): void;
}
