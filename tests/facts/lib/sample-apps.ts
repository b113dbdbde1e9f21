// The sample apps whose file sizes the chunk splitting pages show, built with real packages at fixed
// versions: react 18.2.0, react-dom 18.2.0 (with scheduler 0.23.2), lodash 4.17.21, axios 1.6.8 and
// moment 2.30.1 (devDependencies of the repository; react and react-dom under the aliases `sample-react`
// and `sample-react-dom`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { codeBlocks } from '../../../scripts/lib/markdown';
import { ROOT, subProject, type RsbuildConfig } from './rsbuild';

export const SAMPLE_VERSIONS = {
  react: '18.2.0',
  'react-dom': '18.2.0',
  scheduler: '0.23.2',
  lodash: '4.17.21',
  axios: '1.6.8',
  moment: '2.30.1',
};

const real = (name: string): string => fs.realpathSync(path.join(ROOT, 'node_modules', name));

/**
 * A project of the fixture whose `node_modules` links the real packages. `react` is also an alias of the
 * build: pnpm links react-dom 18 to the React 19 of the site, and the bundle must hold React 18.
 */
export function sampleProject(name: string, files: Record<string, string>): { cwd: string; base: RsbuildConfig } {
  const cwd = subProject(name, files);
  const modules = path.join(cwd, 'node_modules');
  fs.mkdirSync(path.join(modules, '@rsbuild'), { recursive: true });
  const links: Record<string, string> = {
    react: real('sample-react'),
    'react-dom': real('sample-react-dom'),
    lodash: real('lodash'),
    axios: real('axios'),
    moment: real('moment'),
  };
  for (const [pkg, target] of Object.entries(links)) {
    if (!fs.existsSync(path.join(modules, pkg))) fs.symlinkSync(target, path.join(modules, pkg));
  }
  return { cwd, base: { source: { alias: { react: links.react } } } };
}

/**
 * The chunk-split page's sample app (the English page's `src/index.jsx` and `src/help.js` blocks) with
 * @rsbuild/plugin-react and this `chunkSplit` (a JavaScript expression); returns the project's folder.
 */
export function chunkSplitApp(name: string, chunkSplit: string): string {
  const en = fs.readFileSync(path.join(ROOT, 'docs/en/config/performance/chunk-split.mdx'), 'utf8');
  const block = (title: string): string => {
    const found = codeBlocks(en).find((b) => b.meta.includes(`title="${title}"`));
    assert.ok(found, `a block titled ${title}`);
    return found.code;
  };
  const { cwd, base } = sampleProject(name, { 'src/index.jsx': block('src/index.jsx'), 'src/help.js': block('src/help.js') });
  fs.writeFileSync(
    path.join(cwd, 'rsbuild.config.mjs'),
    `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
export default defineConfig({
  plugins: [pluginReact()],
  source: { alias: ${JSON.stringify(base.source?.alias)} },
  performance: { chunkSplit: ${chunkSplit} },
});
`,
  );
  return cwd;
}
