// The errors and warnings that users of Rsbuild 0.5.9 see, written as they are printed
// (colours removed, varying parts as <name>), each with the page of this site that explains it.
// Sources: @rsbuild/core, @rsbuild/shared and the official plugins at 0.5.9, plus the common
// messages of the tools underneath (Rspack, Sass, Less, PostCSS, TypeScript, Node.js, the browser).
// Used to make pasted error messages findable; checked by tests/unit/error-messages.test.ts.

/** An installed copy of a 0.5 package whose `dist`/`compiled` JS contains the message text. */
export type InstalledPackage = 'rsbuild-0.5' | 'rsbuild-shared-0.5' | 'rsbuild-plugin-react-0.5';

export interface ErrorMessage {
  /** Unique, stable, kebab-case. */
  id: string;
  /** Verbatim as printed, colour codes removed; each varying part is written as `<name>`. */
  message: string;
  /** How it is printed: an error, a warning, or a line of information (`logger.info`, `console.info`). */
  kind: 'error' | 'warning' | 'info';
  /**
   * Where the text comes from: a file under the Rsbuild 0.5.9 `packages/` folder
   * (`core/src/server/helper.ts`), or the tool underneath (`rspack`, `sass`, `node`, `browser`…).
   */
  source: string;
  /** Set when the text is in that installed package's `dist` or `compiled` JS. */
  package?: InstalledPackage;
  /** What each `<name>` of `message` stands for; present exactly when `message` has placeholders. */
  placeholders?: Readonly<Record<string, string>>;
  /** Route of the English page that best explains the cause and the fix, or null if none does yet. */
  page: string | null;
}

const FAQ = '/guide/faq/exceptions';

// ---------------------------------------------------------------------------------------------
// @rsbuild/core: CLI and configuration file
// ---------------------------------------------------------------------------------------------
const coreCli: ErrorMessage[] = [
  {
    id: 'cli-failed-to-start-dev-server',
    message: 'Failed to start dev server.',
    kind: 'error',
    source: 'core/src/cli/commands.ts',
    package: 'rsbuild-0.5',
    page: '/guide/basic/cli',
  },
  {
    id: 'cli-failed-to-build',
    message: 'Failed to build.',
    kind: 'error',
    source: 'core/src/cli/commands.ts',
    package: 'rsbuild-0.5',
    page: '/guide/basic/cli',
  },
  {
    id: 'cli-failed-to-start-preview-server',
    message: 'Failed to start preview server.',
    kind: 'error',
    source: 'core/src/cli/commands.ts',
    package: 'rsbuild-0.5',
    page: '/guide/basic/cli',
  },
  {
    id: 'cli-failed-to-inspect-config',
    message: 'Failed to inspect config.',
    kind: 'error',
    source: 'core/src/cli/commands.ts',
    package: 'rsbuild-0.5',
    page: '/guide/basic/cli',
  },
  {
    id: 'cli-preview-output-missing',
    message: 'The output directory <path> does not exist, please build the project before previewing.',
    kind: 'error',
    source: 'core/src/cli/commands.ts',
    package: 'rsbuild-0.5',
    placeholders: { path: 'absolute path of the output directory (context.distPath)' },
    page: '/guide/basic/cli',
  },
  {
    id: 'cli-unknown-command',
    message: "error: unknown command '<command>'",
    kind: 'error',
    source: 'commander',
    package: 'rsbuild-0.5',
    placeholders: { command: 'the first argument of rsbuild' },
    page: '/guide/basic/cli',
  },
  {
    id: 'cli-unknown-option',
    message: "error: unknown option '<option>'",
    kind: 'error',
    source: 'commander',
    package: 'rsbuild-0.5',
    placeholders: { option: 'the option as typed, e.g. --prot' },
    page: '/guide/basic/cli',
  },
  {
    id: 'cli-option-argument-missing',
    message: "error: option '<option>' argument missing",
    kind: 'error',
    source: 'commander',
    package: 'rsbuild-0.5',
    placeholders: { option: "the option's flags, e.g. --port <port>" },
    page: '/guide/basic/cli',
  },
  {
    id: 'env-mode-local',
    message: `'local' cannot be used as a value for env mode, because ".env.local" represents a temporary local file. Please use another value.`,
    kind: 'error',
    source: 'core/src/loadEnv.ts',
    package: 'rsbuild-0.5',
    page: '/guide/basic/cli',
  },
  {
    id: 'config-file-not-found',
    message: 'Cannot find config file: <path>',
    kind: 'warning',
    source: 'core/src/config.ts',
    package: 'rsbuild-0.5',
    placeholders: { path: 'the path given with --config' },
    page: '/guide/basic/configure-rsbuild',
  },
  {
    id: 'config-function-no-object',
    message: 'Rsbuild config function must return a config object.',
    kind: 'error',
    source: 'core/src/config.ts',
    package: 'rsbuild-0.5',
    page: '/guide/basic/configure-rsbuild',
  },
  {
    id: 'config-not-object',
    message: 'Rsbuild config must be an object or a function that returns an object, get <value>',
    kind: 'error',
    source: 'core/src/config.ts',
    package: 'rsbuild-0.5',
    placeholders: { value: 'the default export of the configuration file, as a string' },
    page: '/guide/basic/configure-rsbuild',
  },
  {
    id: 'config-failed-to-load',
    message: 'Failed to load file: <path>',
    kind: 'error',
    source: 'core/src/config.ts',
    package: 'rsbuild-0.5',
    placeholders: { path: 'absolute path of the configuration file' },
    page: FAQ,
  },
];

// ---------------------------------------------------------------------------------------------
// @rsbuild/core: plugins and the plugin API
// ---------------------------------------------------------------------------------------------
const corePlugins: ErrorMessage[] = [
  {
    id: 'plugin-not-object',
    message: 'Expect Rsbuild plugin instance to be an object, but got <type>.',
    kind: 'error',
    source: 'core/src/pluginManager.ts',
    package: 'rsbuild-0.5',
    placeholders: { type: 'typeof the plugins item' },
    page: '/config/plugins',
  },
  {
    id: 'plugin-is-bundler-plugin',
    message: `<name> looks like a Webpack or Rspack plugin, please use \`tools.rspack\` to register it:

  // rsbuild.config.ts
  export default {
    tools: {
      rspack: {
        plugins: [new <name>()]
      }
    }
  };`,
    kind: 'error',
    source: 'core/src/pluginManager.ts',
    package: 'rsbuild-0.5',
    placeholders: { name: "the plugin's constructor name, or SomeWebpackPlugin" },
    page: '/config/plugins',
  },
  {
    id: 'plugin-setup-not-function',
    message: 'Expect Rsbuild plugin.setup to be a function, but got <type>.',
    kind: 'error',
    source: 'core/src/pluginManager.ts',
    package: 'rsbuild-0.5',
    placeholders: { type: 'typeof the plugins item' },
    page: '/config/plugins',
  },
  {
    id: 'plugin-registered-twice',
    message: 'Rsbuild plugin "<name>" registered multiple times.',
    kind: 'warning',
    source: 'core/src/pluginManager.ts',
    package: 'rsbuild-0.5',
    placeholders: { name: 'plugin name' },
    page: '/config/plugins',
  },
  {
    id: 'plugin-before-missing',
    message: 'Plugin "<name>" does not exist.',
    kind: 'warning',
    source: 'core/src/pluginManager.ts',
    package: 'rsbuild-0.5',
    placeholders: { name: 'the `before` option of addPlugins' },
    page: '/api/javascript-api/instance',
  },
  {
    id: 'plugin-dependency-loop',
    message: 'plugins dependencies has loop: <names>',
    kind: 'error',
    source: 'core/src/pluginManager.ts',
    package: 'rsbuild-0.5',
    placeholders: { names: 'comma-separated plugin names' },
    page: '/config/plugins',
  },
  {
    id: 'context-readonly',
    message: 'Context is readonly, you can not assign to the "context.<prop>" prop.',
    kind: 'error',
    source: 'core/src/provider/createContext.ts',
    package: 'rsbuild-0.5',
    placeholders: { prop: 'property of api.context' },
    page: '/plugins/dev/core',
  },
  {
    id: 'normalized-config-too-early',
    message: 'Cannot access normalized config until modifyRsbuildConfig is called.',
    kind: 'error',
    source: 'core/src/provider/initPlugins.ts',
    package: 'rsbuild-0.5',
    page: '/plugins/dev/core',
  },
  {
    id: 'get-rsbuild-config-invalid-type',
    message: '`getRsbuildConfig` get an invalid type param.',
    kind: 'error',
    source: 'core/src/provider/initPlugins.ts',
    package: 'rsbuild-0.5',
    page: '/plugins/dev/core',
  },
  {
    id: 'rsdoctor-not-installed',
    message: '`process.env.RSDOCTOR` enabled, please install <package> package.',
    kind: 'warning',
    source: 'core/src/plugins/rsdoctor.ts',
    package: 'rsbuild-0.5',
    placeholders: { package: '@rsdoctor/rspack-plugin' },
    page: '/guide/debug/rsdoctor',
  },
];

// ---------------------------------------------------------------------------------------------
// @rsbuild/core: dev server, preview server and the HMR client
// ---------------------------------------------------------------------------------------------
const coreServer: ErrorMessage[] = [
  {
    id: 'port-occupied-strict',
    message: 'Port "<port>" is occupied, please choose another one.',
    kind: 'error',
    source: 'core/src/server/helper.ts',
    package: 'rsbuild-0.5',
    placeholders: { port: 'server.port' },
    page: '/config/server/strict-port',
  },
  {
    id: 'port-in-use-next',
    message: 'Port <port> is in use, using port <next-port>.',
    kind: 'info',
    source: 'core/src/server/helper.ts',
    package: 'rsbuild-0.5',
    placeholders: { port: 'server.port', 'next-port': 'the first free port after it' },
    page: '/config/server/port',
  },
  {
    id: 'print-urls-not-array',
    message: '"server.printUrls" must return an array, but got <type>.',
    kind: 'error',
    source: 'core/src/server/helper.ts',
    package: 'rsbuild-0.5',
    placeholders: { type: 'typeof the return value' },
    page: '/config/server/print-urls',
  },
  {
    id: 'invalid-request-url',
    message: 'Invalid URL: <url>',
    kind: 'error',
    source: 'core/src/server/middlewares.ts',
    package: 'rsbuild-0.5',
    placeholders: { url: 'the request URL the HTML fallback could not parse' },
    page: '/config/server/html-fallback',
  },
  {
    id: 'copy-public-dir-failed',
    message: 'Copy public dir (<path>) to dist failed:\n<message>',
    kind: 'error',
    source: 'core/src/plugins/server.ts',
    package: 'rsbuild-0.5',
    placeholders: { path: 'absolute path of server.publicDir', message: 'the file system error' },
    page: '/config/server/public-dir',
  },
  {
    id: 'open-start-url-failed',
    message: 'Failed to open start URL.',
    kind: 'error',
    source: 'core/src/plugins/startUrl.ts',
    package: 'rsbuild-0.5',
    page: '/config/dev/start-url',
  },
  {
    id: 'hmr-disconnected',
    message: '[HMR] disconnected. Attempting to reconnect.',
    kind: 'info',
    source: 'core/src/client/hmr/index.ts',
    package: 'rsbuild-0.5',
    page: '/guide/faq/hmr',
  },
  {
    id: 'hmr-gave-up',
    message: '[HMR] Unable to establish a connection after exceeding the maximum retry attempts.',
    kind: 'info',
    source: 'core/src/client/hmr/index.ts',
    package: 'rsbuild-0.5',
    page: '/guide/faq/hmr',
  },
  {
    id: 'hmr-more-warnings',
    message: 'There were more warnings in other files.\nYou can find a complete log in the terminal.',
    kind: 'warning',
    source: 'core/src/client/hmr/index.ts',
    package: 'rsbuild-0.5',
    page: '/guide/advanced/hmr',
  },
  {
    id: 'overlay-title',
    message: 'Compilation failed',
    kind: 'error',
    source: 'core/src/client/hmr/overlay.ts',
    package: 'rsbuild-0.5',
    page: '/guide/advanced/hmr',
  },
  {
    id: 'overlay-footer',
    message:
      "Fix error, click outside, or press Esc to close the overlay.\nDisable overlay by setting Rsbuild's dev.client.overlay config to false.",
    kind: 'error',
    source: 'core/src/client/hmr/overlay.ts',
    package: 'rsbuild-0.5',
    page: '/config/dev/client',
  },
  {
    id: 'overlay-unsupported-browser',
    message: '[Rsbuild] Current browser version does not support displaying error overlay',
    kind: 'warning',
    source: 'core/src/client/hmr/overlay.ts',
    package: 'rsbuild-0.5',
    page: '/config/dev/client',
  },
  {
    id: 'overlay-no-document',
    message: '[Rsbuild] Failed to display error overlay as document is not available, you can disable the `dev.client.overlay` option.',
    kind: 'info',
    source: 'core/src/client/hmr/overlay.ts',
    package: 'rsbuild-0.5',
    page: '/config/dev/client',
  },
];

// ---------------------------------------------------------------------------------------------
// @rsbuild/core: compilation and build output
// ---------------------------------------------------------------------------------------------
const coreBuild: ErrorMessage[] = [
  {
    id: 'compile-error',
    message: 'Compile error:\nFailed to compile, check the errors for troubleshooting.',
    kind: 'error',
    source: 'core/src/provider/shared.ts',
    package: 'rsbuild-0.5',
    page: FAQ,
  },
  {
    id: 'compile-warning',
    message: 'Compile Warning:',
    kind: 'warning',
    source: 'core/src/provider/shared.ts',
    package: 'rsbuild-0.5',
    page: '/config/tools/rspack',
  },
  {
    id: 'node-builtin-tip',
    message:
      'Tip: "<module>" is a built-in Node.js module and cannot be imported in client-side code.\nCheck if you need to import Node.js module. If needed, you can use "@rsbuild/plugin-node-polyfill".',
    kind: 'error',
    source: 'core/src/provider/shared.ts',
    package: 'rsbuild-0.5',
    placeholders: { module: 'Node.js built-in module name, such as path or fs' },
    page: '/plugins/list/plugin-node-polyfill',
  },
  {
    id: 'rspack-build-failed',
    message: 'Rspack build failed!',
    kind: 'error',
    source: 'core/src/provider/build.ts',
    package: 'rsbuild-0.5',
    page: FAQ,
  },
  {
    id: 'rspack-version-too-low',
    message: 'The current Rspack version does not meet the requirements, the minimum supported version of Rspack is <version>',
    kind: 'error',
    source: 'core/src/provider/createCompiler.ts',
    package: 'rsbuild-0.5',
    placeholders: { version: 'minimum @rspack/core version' },
    page: '/guide/start/npm-packages',
  },
  {
    id: 'entry-not-found',
    message:
      'Could not find any entry module, please make sure that src/index.(ts|js|tsx|jsx|mjs|cjs) exists, or customize entry through the source.entry configuration.',
    kind: 'error',
    source: 'core/src/plugins/entry.ts',
    package: 'rsbuild-0.5',
    page: FAQ,
  },
  {
    id: 'html-template-not-found',
    message: 'Failed to resolve HTML template, please check if the file exists: <path>',
    kind: 'error',
    source: 'core/src/plugins/html.ts',
    package: 'rsbuild-0.5',
    placeholders: { path: 'absolute path of html.template' },
    page: '/config/html/template',
  },
  {
    id: 'app-icon-not-found',
    // The stray quote before the final dot is in the source. No `package`: the dist builds the
    // prefix from `this.name`, so the text is not there as printed.
    message: "[HtmlAppIconPlugin] Can not find the app icon, please check if the '<path>' file exists'.",
    kind: 'error',
    source: 'core/src/rspack/HtmlAppIconPlugin.ts',
    placeholders: { path: 'absolute path of html.appIcon' },
    page: '/config/html/app-icon',
  },
  {
    id: 'css-modules-hash-digest',
    message:
      "Custom hashDigest in output.cssModules.localIdentName is currently not supported when using Rspack, the 'base64' will be ignored.",
    kind: 'warning',
    source: 'core/src/provider/plugins/css.ts',
    package: 'rsbuild-0.5',
    page: FAQ,
  },
  {
    id: 'decorators-unknown-version',
    // Written in single quotes in the source, so `${version}` is printed literally.
    message: 'Unknown decorators version: ${version}',
    kind: 'error',
    source: 'core/src/provider/plugins/swc.ts',
    package: 'rsbuild-0.5',
    page: '/config/source/decorators',
  },
  {
    id: 'clean-dist-outside-root',
    message: 'The dist path is not a subdir of root path, Rsbuild will not empty it.',
    kind: 'warning',
    source: 'core/src/plugins/cleanOutput.ts',
    package: 'rsbuild-0.5',
    page: '/config/output/clean-dist-path',
  },
  {
    id: 'clean-dist-set-manually',
    message: 'Please set `output.cleanDistPath` config manually.',
    kind: 'warning',
    source: 'core/src/plugins/cleanOutput.ts',
    package: 'rsbuild-0.5',
    page: '/config/output/clean-dist-path',
  },
  {
    id: 'clean-dist-current-root',
    message: 'Current root path: <path>',
    kind: 'warning',
    source: 'core/src/plugins/cleanOutput.ts',
    package: 'rsbuild-0.5',
    placeholders: { path: 'context.rootPath' },
    page: '/config/output/clean-dist-path',
  },
  {
    id: 'clean-dist-current-dist',
    message: 'Current dist path: <path>',
    kind: 'warning',
    source: 'core/src/plugins/cleanOutput.ts',
    package: 'rsbuild-0.5',
    placeholders: { path: 'context.distPath' },
    page: '/config/output/clean-dist-path',
  },
  {
    id: 'print-file-size-failed',
    message: 'Failed to print file size.',
    kind: 'warning',
    source: 'core/src/plugins/fileSize.ts',
    package: 'rsbuild-0.5',
    page: '/config/performance/print-file-size',
  },
  {
    id: 'cpu-profile-failed',
    message: 'Failed to generate JS CPU profile:',
    kind: 'error',
    source: 'core/src/provider/plugins/rspackProfile.ts',
    package: 'rsbuild-0.5',
    page: '/guide/debug/build-profiling',
  },
  {
    id: 'node-addon-load-failed',
    message: 'Failed to load Node.js addon: "<name>"\n<error>',
    kind: 'error',
    source: 'core/src/rspack/nodeAddonsLoader.ts',
    package: 'rsbuild-0.5',
    placeholders: { name: 'file name of the .node addon', error: 'the error of require()' },
    page: '/config/output/targets',
  },
];

// ---------------------------------------------------------------------------------------------
// Official plugins (not installed here, so no `package`)
// ---------------------------------------------------------------------------------------------
const officialPlugins: ErrorMessage[] = [
  {
    id: 'assets-retry-retry-error',
    message: 'retry error captured',
    kind: 'error',
    source: 'plugin-assets-retry/src/runtime/index.ts',
    page: '/plugins/list/plugin-assets-retry',
  },
  {
    id: 'assets-retry-load-error',
    message: 'load error captured',
    kind: 'error',
    source: 'plugin-assets-retry/src/runtime/index.ts',
    page: '/plugins/list/plugin-assets-retry',
  },
  {
    id: 'assets-retry-monitor-error',
    message: 'monitor error captured',
    kind: 'error',
    source: 'plugin-assets-retry/src/runtime/index.ts',
    page: '/plugins/list/plugin-assets-retry',
  },
  {
    id: 'check-syntax-found',
    message: '[Syntax Checker] Find some syntax errors after production build:',
    kind: 'error',
    source: 'plugin-check-syntax/src/helpers/printErrors.ts',
    page: '/plugins/list/plugin-check-syntax',
  },
  {
    id: 'check-syntax-fails',
    message: `[Syntax Checker] The current build fails due to an incompatible syntax, which can be fixed in the following ways:

  - If you want to downgrade the syntax, you can compile the corresponding module through the \`source.include\` config.
  - If you don't want to downgrade the syntax, you can adjust the project's browserslist to match the syntax.`,
    kind: 'error',
    source: 'plugin-check-syntax/src/helpers/printErrors.ts',
    page: '/plugins/list/plugin-check-syntax',
  },
  {
    id: 'image-compress-codec',
    message: 'Codec <codec> is not supported',
    kind: 'error',
    source: 'plugin-image-compress/src/minimizer.ts',
    placeholders: { codec: 'the `use` option of a codec entry' },
    page: '/plugins/list/plugin-image-compress',
  },
  {
    id: 'image-compress-failed',
    message: '"<file>" in "<context>" from Image Minimizer:\n<message>',
    kind: 'error',
    source: 'plugin-image-compress/src/minimizer.ts',
    placeholders: {
      file: 'asset name',
      context: 'compiler context (project root)',
      message: 'the codec error',
    },
    page: '/plugins/list/plugin-image-compress',
  },
  {
    id: 'lightningcss-plugin-implementation',
    message:
      "[rsbuild:lightningcss]: options.implementation.browserslistToTargets must be an 'lightningcss' browserslistToTargets function. Received <type>",
    kind: 'error',
    source: 'plugin-lightningcss/src/plugin.ts',
    placeholders: { type: 'typeof implementation.browserslistToTargets' },
    page: '/plugins/list/plugin-lightningcss',
  },
  {
    id: 'lightningcss-minimizer-implementation',
    message: "[lightningcss-minify-plugin]: implementation.transform must be an 'lightningcss' transform function. Received <type>",
    kind: 'error',
    source: 'plugin-lightningcss/src/minimizer.ts',
    placeholders: { type: 'typeof implementation.transform' },
    page: '/plugins/list/plugin-lightningcss',
  },
  {
    id: 'lightningcss-loader-implementation',
    message: "[lightningcss-loader]: options.implementation.transform must be an 'lightningcss' transform function. Received <type>",
    kind: 'error',
    source: 'plugin-lightningcss/src/loader.ts',
    placeholders: { type: 'typeof implementation.transform' },
    page: '/plugins/list/plugin-lightningcss',
  },
  {
    id: 'rem-exclude-entry-missing',
    message: "convertToRem: can't find the entryName: <entry>",
    kind: 'error',
    source: 'plugin-rem/src/AutoSetRootFontSizePlugin.ts',
    placeholders: { entry: 'an item of excludeEntries' },
    page: '/plugins/list/plugin-rem',
  },
  {
    id: 'svelte-not-installed',
    message: 'Cannot resolve `svelte` package under the project directory, did you forget to install it?',
    kind: 'error',
    source: 'plugin-svelte/src/index.ts',
    page: '/plugins/list/plugin-svelte',
  },
  {
    id: 'svelte-not-resolved',
    message: 'Cannot resolve `svelte` package',
    kind: 'error',
    source: 'plugin-svelte/src/index.ts',
    page: '/plugins/list/plugin-svelte',
  },
  {
    id: 'type-check-no-typescript',
    message: '"typescript" is not found in current project, Type checker will not work.',
    kind: 'warning',
    source: 'plugin-type-check/src/index.ts',
    page: '/plugins/list/plugin-type-check',
  },
  {
    id: 'type-check-type-error',
    // fork-ts-checker-webpack-plugin's "ERROR in" with "ERROR" replaced by the plugin.
    message: 'Type Error in <file>:<line>:<column>\nTS<code>: <message>',
    kind: 'error',
    source: 'plugin-type-check/src/index.ts',
    placeholders: {
      file: 'relative path of the file',
      line: 'line',
      column: 'column',
      code: 'TypeScript error code',
      message: "TypeScript's message",
    },
    page: '/plugins/list/plugin-type-check',
  },
  {
    id: 'eslint-errors',
    // eslint-webpack-plugin's report in ESLint's "stylish" format, printed after "Compile error:".
    message: '[eslint]\n<file>\n<line>:<column> error <message> <rule>',
    kind: 'error',
    source: 'eslint-webpack-plugin',
    placeholders: {
      file: 'absolute path of the linted file',
      line: 'line',
      column: 'column',
      message: "the rule's message",
      rule: 'the rule id, e.g. no-unused-vars',
    },
    page: '/plugins/list/plugin-eslint',
  },
];

// ---------------------------------------------------------------------------------------------
// Rspack and the loaders and plugins it runs for Rsbuild
// ---------------------------------------------------------------------------------------------
const rspack: ErrorMessage[] = [
  {
    id: 'rspack-resolve-error',
    // Rspack 0.5 words it so; webpack (and later Rspack) print "Module not found: Error: Can't resolve".
    message: "Resolve error: Can't resolve '<request>' in '<dir>'",
    kind: 'error',
    source: 'rspack',
    placeholders: { request: 'the import path', dir: 'directory of the importing file' },
    page: FAQ,
  },
  {
    id: 'webpack-module-not-found',
    // webpack's wording of the same failure, which Rsbuild 0.5.9 does not print; kept because
    // users coming from webpack (or from answers written for it) search for it.
    message: "Module not found: Error: Can't resolve '<request>' in '<dir>'",
    kind: 'error',
    source: 'webpack',
    placeholders: { request: 'the import path', dir: 'directory of the importing file' },
    page: FAQ,
  },
  {
    id: 'rspack-module-parse-failed',
    // Rspack prints the parser's error between the two lines, and the second under a `help:` label.
    message: 'Module parse failed:\n<error>\nhelp:\nYou may need an appropriate loader to handle this file type.',
    kind: 'error',
    source: 'rspack',
    placeholders: { error: "the parser's error, such as `× JavaScript parsing error: Expected ';', '}' or <eof>`" },
    page: FAQ,
  },
  {
    id: 'rspack-failed-to-get-stats',
    message: 'Failed to get stats. Are you trying to access the stats from the previous compilation?',
    kind: 'error',
    source: 'rspack',
    page: '/config/tools/rspack',
  },
  {
    id: 'html-template-execution-failed',
    message: 'Template execution failed: <error>',
    kind: 'error',
    source: 'html-rspack-plugin',
    placeholders: { error: 'the error thrown by the template, e.g. ReferenceError: BASE_URL is not defined' },
    // html.templateParameters answers it since session 55: an undefined template variable is defined there
    // (its first common problem), a misspelt htmlwebpackPlugin and process.env have items of their own.
    page: '/config/html/template-parameters',
  },
];

// ---------------------------------------------------------------------------------------------
// CSS tools: Sass, Less, PostCSS, Browserslist (bundled in @rsbuild/shared's `compiled` folder)
// ---------------------------------------------------------------------------------------------
const cssTools: ErrorMessage[] = [
  {
    id: 'sass-stylesheet-not-found',
    message: "Can't find stylesheet to import.",
    kind: 'error',
    source: 'sass',
    package: 'rsbuild-shared-0.5',
    page: '/config/tools/sass',
  },
  {
    id: 'sass-undefined-variable',
    message: 'Undefined variable.',
    kind: 'error',
    source: 'sass',
    package: 'rsbuild-shared-0.5',
    page: '/config/tools/sass',
  },
  {
    id: 'sass-undefined-mixin',
    message: 'Undefined mixin.',
    kind: 'error',
    source: 'sass',
    package: 'rsbuild-shared-0.5',
    page: '/guide/faq/features',
  },
  {
    id: 'sass-slash-division-deprecated',
    message: 'Using / for division outside of calc() is deprecated and will be removed in Dart Sass 2.0.0.',
    kind: 'warning',
    source: 'sass',
    package: 'rsbuild-shared-0.5',
    page: '/config/tools/rspack',
  },
  {
    id: 'less-variable-undefined',
    // Less throws "variable … is undefined"; less-loader prints it with a capital letter, as
    // written here, so the text as printed is not in the package.
    message: 'Variable <name> is undefined',
    kind: 'error',
    source: 'less',
    placeholders: { name: 'the variable, with its @' },
    page: '/guide/faq/features',
  },
  {
    id: 'less-import-not-found',
    message: "'<file>' wasn't found. Tried - <paths>",
    kind: 'error',
    source: 'less',
    package: 'rsbuild-shared-0.5',
    placeholders: { file: 'the @import path', paths: 'comma-separated paths tried' },
    page: '/config/tools/less',
  },
  {
    id: 'less-inline-javascript-disabled',
    message: 'Inline JavaScript is not enabled. Is it set in your options?',
    kind: 'error',
    source: 'less',
    package: 'rsbuild-shared-0.5',
    page: '/config/tools/less',
  },
  {
    id: 'less-unrecognised-input',
    message: 'Unrecognised input',
    kind: 'error',
    source: 'less',
    package: 'rsbuild-shared-0.5',
    page: '/config/tools/less',
  },
  {
    id: 'postcss-invalid-plugin',
    message: 'Invalid PostCSS Plugin found at: plugins[<index>]\n\n(@<path>)',
    kind: 'error',
    source: 'postcss-load-config',
    package: 'rsbuild-shared-0.5',
    placeholders: { index: 'index in the plugins array', path: 'path of the PostCSS config file' },
    page: '/config/tools/postcss',
  },
  {
    id: 'postcss-loading-plugin-failed',
    message: 'Loading PostCSS Plugin failed: <message>\n\n(@<path>)',
    kind: 'error',
    source: 'postcss-load-config',
    package: 'rsbuild-shared-0.5',
    placeholders: { message: 'the error of loading the plugin', path: 'path of the PostCSS config file' },
    page: '/config/tools/postcss',
  },
  {
    id: 'postcss-loader-plugin-failed',
    message: 'Loading PostCSS "<plugin>" plugin failed: <message>\n\n(@<path>)',
    kind: 'error',
    source: 'postcss-loader',
    package: 'rsbuild-shared-0.5',
    placeholders: {
      plugin: 'a plugin given by name in postcssOptions.plugins',
      message: 'the error of loading it',
      path: 'the module being compiled',
    },
    page: '/config/tools/postcss',
  },
  {
    id: 'postcss-not-a-plugin',
    message: '<plugin> is not a PostCSS plugin',
    kind: 'error',
    source: 'postcss',
    placeholders: { plugin: 'the item, often [object Object]' },
    page: '/config/tools/postcss',
  },
  {
    id: 'postcss-unknown-word',
    // postcss-loader's wording of PostCSS's CssSyntaxError.
    message: 'SyntaxError\n\n(<line>:<column>) <file> Unknown word',
    kind: 'error',
    source: 'postcss',
    placeholders: { file: 'the CSS file', line: 'line', column: 'column' },
    page: '/config/tools/postcss',
  },
  {
    id: 'browserslist-outdated',
    message:
      'Browserslist: caniuse-lite is outdated. Please run:\n  npx update-browserslist-db@latest\n  Why you should do it regularly: https://github.com/browserslist/update-db#readme',
    kind: 'warning',
    source: 'browserslist',
    package: 'rsbuild-shared-0.5',
    page: '/guide/advanced/browserslist',
  },
  {
    id: 'browserslist-unknown-query',
    message: 'Unknown browser query `<query>`. Maybe you are using old Browserslist or made typo in query.',
    kind: 'error',
    source: 'browserslist',
    package: 'rsbuild-shared-0.5',
    placeholders: { query: 'the query' },
    page: '/guide/advanced/browserslist',
  },
];

// ---------------------------------------------------------------------------------------------
// TypeScript, Node.js, package managers and the browser
// ---------------------------------------------------------------------------------------------
const runtime: ErrorMessage[] = [
  {
    id: 'ts2307-cannot-find-module',
    message: "error TS2307: Cannot find module '<module>' or its corresponding type declarations.",
    kind: 'error',
    source: 'typescript',
    placeholders: { module: 'the import path, e.g. ./logo.svg' },
    page: '/guide/basic/typescript',
  },
  {
    id: 'node-heap-out-of-memory',
    message: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
    kind: 'error',
    source: 'node',
    page: FAQ,
  },
  {
    id: 'node-heap-out-of-memory-mark-compacts',
    message: 'FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory',
    kind: 'error',
    source: 'node',
    page: FAQ,
  },
  {
    // The first line of the report Node.js prints before either FATAL ERROR line above (Node.js 20 run with
    // --max-old-space-size=8 on an array that grows): what a reader who pastes the report from its top pastes.
    id: 'node-heap-last-few-gcs',
    message: '<--- Last few GCs --->',
    kind: 'error',
    source: 'node',
    page: FAQ,
  },
  {
    // Printed by watchpack (Rspack 0.5.9's watcher, 2.6.4 as installed) when Linux has no inotify watch left;
    // tests/facts/fix85.test.ts.
    id: 'watchpack-enospc',
    message: "Watchpack Error (watcher): Error: ENOSPC: System limit for number of file watchers reached, watch '<path>'",
    kind: 'error',
    source: 'watchpack',
    placeholders: { path: 'a folder of the build, such as /home/li/app/node_modules/lodash' },
    page: '/guide/advanced/hmr',
  },
  {
    id: 'node-eaddrinuse',
    message: 'Error: listen EADDRINUSE: address already in use <address>:<port>',
    kind: 'error',
    source: 'node',
    placeholders: { address: 'host the server listens on', port: 'port' },
    page: '/config/server/port',
  },
  {
    id: 'node-proxy-econnrefused',
    // As Rsbuild's proxy error handler prints it (`error   connect ECONNREFUSED …`); Node.js's own
    // report of the same error starts with "Error: ".
    message: 'connect ECONNREFUSED <address>:<port>',
    kind: 'error',
    source: 'node',
    placeholders: { address: 'address of the proxy target', port: 'its port' },
    page: '/config/server/proxy',
  },
  {
    id: 'node-import-outside-module',
    message: 'SyntaxError: Cannot use import statement outside a module',
    kind: 'error',
    source: 'node',
    page: '/config/tools/postcss',
  },
  {
    id: 'node-require-esm',
    message: 'Error [ERR_REQUIRE_ESM]: require() of ES Module <path> from <importer> not supported.',
    kind: 'error',
    source: 'node',
    placeholders: { path: 'path of the ES module', importer: 'the file that required it' },
    page: '/config/tools/postcss',
  },
  {
    id: 'node-newer-plugin-api',
    message: 'TypeError: api.<method> is not a function',
    kind: 'error',
    source: 'node',
    placeholders: { method: 'a plugin API of a later Rsbuild, e.g. modifyEnvironmentConfig' },
    page: FAQ,
  },
  {
    id: 'node-rspack-export-missing',
    message: "TypeError: Cannot read properties of undefined (reading '<name>')",
    kind: 'error',
    source: 'node',
    placeholders: { name: 'a property of `rspack` imported from @rsbuild/core, e.g. BannerPlugin' },
    page: FAQ,
  },
  {
    id: 'npm-eresolve',
    message: 'npm error code ERESOLVE\nnpm error ERESOLVE could not resolve',
    kind: 'error',
    source: 'npm',
    page: FAQ,
  },
  {
    id: 'browser-process-not-defined',
    message: 'Uncaught ReferenceError: process is not defined',
    kind: 'error',
    source: 'browser',
    page: FAQ,
  },
  {
    // A <script src> answered with an HTML page (a wrong or relative asset URL, a history fallback): Chromium's
    // console, tests/facts/common-problems-round6a.test.ts.
    id: 'browser-unexpected-token-lt',
    message: "Uncaught SyntaxError: Unexpected token '<'",
    kind: 'error',
    source: 'browser',
    page: '/guide/faq/blank-page',
  },
  {
    id: 'browser-buffer-not-defined',
    message: 'Uncaught ReferenceError: Buffer is not defined',
    kind: 'error',
    source: 'browser',
    page: '/plugins/list/plugin-node-polyfill',
  },
  {
    id: 'browser-require-not-defined',
    message: 'Uncaught ReferenceError: require is not defined',
    kind: 'error',
    source: 'browser',
    page: FAQ,
  },
  {
    id: 'browser-react-not-defined',
    message: 'Uncaught ReferenceError: React is not defined',
    kind: 'error',
    source: 'browser',
    // The FAQ's section gives the cause and the fix (the React plugin, with its install command); the
    // plugin's page says it in passing.
    page: FAQ,
  },
  {
    id: 'browser-vue-not-defined',
    message: 'Uncaught ReferenceError: Vue is not defined',
    kind: 'error',
    source: 'browser',
    page: '/config/output/externals',
  },
  {
    id: 'rspack-chunk-load-error',
    message: 'ChunkLoadError: Loading chunk <id> failed.',
    kind: 'error',
    source: 'rspack',
    placeholders: { id: 'the chunk id, such as 3' },
    page: '/plugins/list/plugin-assets-retry',
  },
  {
    id: 'react-element-type-invalid',
    message:
      "Element type is invalid: expected a string (for built-in components) or a class/function (for composite components) but got: undefined. You likely forgot to export your component from the file it's defined in, or you might have mixed up default and named imports.",
    kind: 'error',
    source: 'react',
    page: FAQ,
  },
  {
    id: 'browser-hmr-websocket-failed',
    message: "WebSocket connection to '<url>' failed",
    kind: 'error',
    source: 'browser',
    placeholders: { url: 'ws://<host>:<port>/rsbuild-hmr' },
    page: '/guide/faq/hmr',
  },
];

/** The catalogue in its groups, in order (the error reference page lists them so: plugins/error-reference.ts). */
export const ERROR_MESSAGE_GROUPS = {
  cli: coreCli,
  plugins: corePlugins,
  server: coreServer,
  build: coreBuild,
  officialPlugins,
  rspack,
  css: cssTools,
  runtime,
} as const satisfies Record<string, readonly ErrorMessage[]>;

export type ErrorMessageGroup = keyof typeof ERROR_MESSAGE_GROUPS;

export const ERROR_MESSAGES: readonly ErrorMessage[] = Object.values(ERROR_MESSAGE_GROUPS).flat();
