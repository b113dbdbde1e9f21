// @rsbuild/plugin-mdx 0.5.9, written from the plugin's 0.5.9 source (packages/plugin-mdx/src).
declare module '@rsbuild/plugin-mdx' {
  /**
   * Options of @mdx-js/loader 3 (`Options`). @mdx-js/loader is not installed in this repository, so the
   * common keys are spelled out and the rest is left open.
   */
  type MdxLoaderOptions = {
    /** Remark plugins (Markdown syntax tree). */
    remarkPlugins?: unknown[];
    /** Rehype plugins (HTML syntax tree). */
    rehypePlugins?: unknown[];
    /** Recma plugins (JavaScript syntax tree). */
    recmaPlugins?: unknown[];
    /** Source of the JSX runtime. Default (MDX): `'react'`. */
    jsxImportSource?: string;
    /** Module that provides components through context, such as `@mdx-js/react`. */
    providerImportSource?: string;
    /** How files are parsed. Default (MDX): `'detect'`. */
    format?: 'detect' | 'md' | 'mdx';
    [option: string]: unknown;
  };

  export type PluginMdxOptions = {
    /** Passed to @mdx-js/loader. Default: `{}`. */
    mdxLoaderOptions?: MdxLoaderOptions;
    /** Extensions compiled with MDX and added to `resolve.extensions`. Default: `['.mdx', '.md']`. */
    extensions?: string[];
  };

  export function pluginMdx(options?: PluginMdxOptions): import('@rsbuild/core').RsbuildPlugin;

  export {};
}
