// Declaration of @rsbuild/plugin-check-syntax 0.5.9, written from its source (packages/plugin-check-syntax at tag v0.5.9).
declare module '@rsbuild/plugin-check-syntax' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /**
   * `ecmaVersion` of acorn (^8.11.3). acorn is not installed beside the site; these are the values every
   * acorn 8.11 release accepts (newer acorn releases add later years).
   */
  type EcmaVersion =
    | 3
    | 5
    | 6
    | 7
    | 8
    | 9
    | 10
    | 11
    | 12
    | 13
    | 14
    | 15
    | 2015
    | 2016
    | 2017
    | 2018
    | 2019
    | 2020
    | 2021
    | 2022
    | 2023
    | 2024
    | 'latest';

  type CheckSyntaxOptions = {
    /** Browserslist queries to derive the ECMAScript version from. Default: the project's browserslist for the web target. */
    targets?: string[];
    /** Errors to ignore, matched against the source path of each error. Default: `undefined`. */
    exclude?: RegExp | RegExp[];
    /** ECMAScript version the output may use; wins over `targets`. Default: derived from `targets` (ES5 to ES2018). */
    ecmaVersion?: EcmaVersion;
  };

  export type PluginCheckSyntaxOptions = CheckSyntaxOptions;

  export function pluginCheckSyntax(options?: PluginCheckSyntaxOptions): import('@rsbuild/core').RsbuildPlugin;
}
