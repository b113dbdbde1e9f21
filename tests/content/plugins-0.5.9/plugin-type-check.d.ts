// Declaration of @rsbuild/plugin-type-check 0.5.9, written from its source (packages/plugin-type-check at tag v0.5.9).
declare module '@rsbuild/plugin-type-check' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /**
   * Options of fork-ts-checker-webpack-plugin 9.0.2. The package is not installed beside the site, so its
   * option types are written out here; nested values it defines in more detail are left open.
   */
  type ForkTsCheckerIssue = { severity: 'error' | 'warning'; code: string; message: string; file?: string };
  type ForkTsCheckerIssueMatch = { severity?: 'error' | 'warning'; code?: string; file?: string };
  type ForkTsCheckerIssuePredicate = (issue: ForkTsCheckerIssue) => boolean;
  type ForkTsCheckerIssueOption =
    | ForkTsCheckerIssuePredicate
    | ForkTsCheckerIssueMatch
    | (ForkTsCheckerIssuePredicate | ForkTsCheckerIssueMatch)[];

  type ForkTsCheckerOptions = {
    async?: boolean;
    typescript?: {
      memoryLimit?: number;
      configFile?: string;
      configOverwrite?: Record<string, unknown>;
      context?: string;
      build?: boolean;
      mode?: 'readonly' | 'write-tsbuildinfo' | 'write-dts' | 'write-references';
      diagnosticOptions?: { syntactic?: boolean; semantic?: boolean; declaration?: boolean; global?: boolean };
      extensions?: Record<string, unknown>;
      profile?: boolean;
      typescriptPath?: string;
    };
    formatter?: 'basic' | 'codeframe' | Record<string, unknown>;
    issue?: {
      include?: ForkTsCheckerIssueOption;
      exclude?: ForkTsCheckerIssueOption;
      defaultSeverity?: 'auto' | 'error' | 'warning';
    };
    logger?: { log: (message: string) => void; error: (message: string) => void } | 'webpack-infrastructure';
    devServer?: boolean;
  };

  type ArrayOrNot<T> = T | T[];

  export type PluginTypeCheckerOptions = {
    /** Whether to run the type checker. Default: `true`. */
    enable?: boolean;
    /** fork-ts-checker-webpack-plugin options: an object (deep-merged), a function of the defaults, or an array of them. Default: `undefined`. */
    forkTsCheckerOptions?: ArrayOrNot<ForkTsCheckerOptions | ((options: ForkTsCheckerOptions) => ForkTsCheckerOptions | void)>;
  };

  export function pluginTypeCheck(options?: PluginTypeCheckerOptions): import('@rsbuild/core').RsbuildPlugin;
}
