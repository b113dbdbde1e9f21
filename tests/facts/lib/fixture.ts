// The one fixture project of the facts suite: sources for each fact under `src/`, and small stand-ins for
// npm packages under `node_modules/` (each large enough to make a chunk of its own: Rspack's `minSize`
// is 20000 bytes in production).

/** A CommonJS package of about 25 kB whose exports name it. */
function fakePackage(name: string, main = 'index.js'): Record<string, string> {
  return {
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main }) + '\n',
    [`node_modules/${name}/${main}`]: `module.exports = { name: ${JSON.stringify(name)}, filler: ${JSON.stringify(`${name} `.repeat(25_000 / (name.length + 1)))} };\n`,
  };
}

export const FIXTURE_FILES: Record<string, string> = {
  'package.json': '{ "name": "facts-fixture", "private": true }\n',
  'src/index.js': "console.log('fixture');\n",
  // output.charset: CJK text, an emoji and a Latin-1 letter in a string literal.
  'src/charset.js': "console.log('你好 😀 é');\n",
  // output.externals: the named import of an external given as a property path.
  'src/externals.js':
    "import format from '@company/format';\nimport { format as named } from '@company/format';\nglobalThis.result = { format, named };\n",
  // The built-in replacement of process.env.ASSET_PREFIX.
  'src/asset-prefix.js': 'globalThis.result = process.env.ASSET_PREFIX;\n',
  // performance.chunkSplit: packages that the built-in cache groups claim.
  'src/split.js':
    "import React from 'react';\nimport ReactDOM from 'react-dom';\nimport scheduler from 'scheduler';\nimport lodash from 'lodash';\nconsole.log(React.name, ReactDOM.name, scheduler.name, lodash.name);\n",
  // A single-page app for the preview server: the route is handled in the browser.
  'src/spa.js': "document.title = 'spa';\n",
  'src/style.css': 'a { display: flex; }\n',
  // output.filename: an entry with a dynamically imported module and an image above the data URI limit.
  'src/lazy-entry.js': "import logo from './big.png';\nglobalThis.logo = logo;\nimport('./lazy').then((m) => m.run());\n",
  'src/lazy.js': "export const run = () => console.log('lazy');\n",
  'src/big.png': 'x'.repeat(12_000),
  // output.copy: files that the code does not import.
  'static/robots.txt': 'User-agent: *\n',
  'static/vendor.js': 'function   hello ( name ) {\n  return   name;\n}\n',
  'src/style-entry.js': "import './style.css';\n",
  ...fakePackage('react'),
  ...fakePackage('react-dom'),
  ...fakePackage('scheduler'),
  ...fakePackage('lodash'),
};
