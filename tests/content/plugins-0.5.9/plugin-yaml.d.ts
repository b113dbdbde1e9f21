// Declaration of @rsbuild/plugin-yaml 0.5.9, written from its source (packages/plugin-yaml at tag v0.5.9).
declare module '@rsbuild/plugin-yaml' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /** The plugin takes no options in 0.5.9. */
  export function pluginYaml(): import('@rsbuild/core').RsbuildPlugin;
}
