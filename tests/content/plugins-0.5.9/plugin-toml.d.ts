// Declaration of @rsbuild/plugin-toml 0.5.9, written from its source (packages/plugin-toml at tag v0.5.9).
declare module '@rsbuild/plugin-toml' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /** The plugin takes no options in 0.5.9. */
  export function pluginToml(): import('@rsbuild/core').RsbuildPlugin;
}
