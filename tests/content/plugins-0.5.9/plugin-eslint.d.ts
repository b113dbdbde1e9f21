// Declaration of @rsbuild/plugin-eslint 0.5.9, written from its source (packages/plugin-eslint at tag v0.5.9).
declare module '@rsbuild/plugin-eslint' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /**
   * `Options` of eslint-webpack-plugin 4 (its own options plus those of ESLint 8's `ESLint` class).
   * Neither package is installed beside the site: the plugin's own options are written out, ESLint's
   * options are accepted as unknown values.
   */
  type EslintWebpackPluginOptions = {
    context?: string;
    emitError?: boolean;
    emitWarning?: boolean;
    eslintPath?: string;
    exclude?: string | string[];
    resourceQueryExclude?: RegExp | RegExp[];
    extensions?: string | string[];
    failOnError?: boolean;
    failOnWarning?: boolean;
    files?: string | string[];
    fix?: boolean;
    formatter?: string | ((results: unknown[]) => string);
    lintDirtyModulesOnly?: boolean;
    quiet?: boolean;
    outputReport?: boolean | { filePath?: string; formatter?: string | ((results: unknown[]) => string) };
    threads?: number | boolean;
    cache?: boolean;
    cacheLocation?: string;
    [eslintOption: string]: unknown;
  };

  export type PluginEslintOptions = {
    /** Whether to lint. Default: `true`. */
    enable?: boolean;
    /** Options spread over `{ extensions: [js, jsx, mjs, cjs, ts, tsx, mts, cts], exclude: ['node_modules', <dist>] }`. Default: `undefined`. */
    eslintPluginOptions?: EslintWebpackPluginOptions;
  };

  export function pluginEslint(options?: PluginEslintOptions): import('@rsbuild/core').RsbuildPlugin;
}
