// Options of @rsbuild/plugin-source-build 0.5.9, written from its source (src/index.ts).
// `Project` and `ExtraMonorepoStrategies` come from @rsbuild/monorepo-utils, which is not installed
// beside the site: a project is typed as `unknown` here.
declare module '@rsbuild/plugin-source-build' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  /** One strategy of @rsbuild/monorepo-utils (its MonorepoAnalyzer); projects are monorepo-utils `Project` objects. */
  type MonorepoAnalyzer = {
    check: (monorepoRootPath: string) => Promise<boolean> | boolean;
    getProjects: (rootPath: string) => Promise<unknown[]> | unknown[];
  };

  type ExtraMonorepoStrategies = Record<string, MonorepoAnalyzer>;

  export interface PluginSourceBuildOptions {
    /** package.json field and export condition naming the source entry. Default: `'source'`. */
    sourceField?: string;
    /** Try the source field before or after the other main fields. Default: `'source'`. */
    resolvePriority?: 'source' | 'output';
    /** Workspace package whose dependencies are collected. Default: the package in the project root. */
    projectName?: string;
    /** Detect other kinds of monorepos. Default: `undefined`. */
    extraMonorepoStrategies?: ExtraMonorepoStrategies;
  }

  export const PLUGIN_SOURCE_BUILD_NAME: 'rsbuild:source-build';

  /** The source directories of the given monorepo-utils projects, read from `sourceField` and `exports`. */
  export function getSourceInclude(options: { projects: unknown[]; sourceField: string }): Promise<string[]>;

  export function pluginSourceBuild(options?: PluginSourceBuildOptions): import('@rsbuild/core').RsbuildPlugin;
}
