// Facts behind statements fixed in review 79 (slice k), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects,
// and Chromium for the pages):
// - config/module-federation/options, the bootstrap step: a host whose entry renders synchronously while React is shared
//   stays blank with "The loadShareSync function was unable to load react" (the runtime of @module-federation/runtime
//   0.0.8, which Rspack 0.5.9's ModuleFederationPlugin uses); the page quoted webpack's "Shared module is not available
//   for eager consumption", which this runtime does not throw for that mistake.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, REACT_LINKS, build, freePort, previewServer, project, sharedBrowser } from './topics-support';

const browser = sharedBrowser();

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

const MF = 'config/module-federation/options';

/** The host of the page's example (host/rsbuild.config.ts, host/src/App.tsx), its remote at `remoteUrl`. */
const hostFiles = (remoteUrl: string): Record<string, string> => ({
  'rsbuild.config.mjs': `import { pluginReact } from '@rsbuild/plugin-react';
export default {
  plugins: [pluginReact()],
  moduleFederation: {
    options: {
      name: 'host',
      remotes: { remote: 'remote@${remoteUrl}' },
      shared: ['react', 'react-dom'],
    },
  },
};
`,
  'src/App.tsx': `import React, { Suspense } from 'react';

const RemoteButton = React.lazy(() => import('remote/Button'));

export const App = () => (
  <Suspense fallback="Loading...">
    <RemoteButton />
  </Suspense>
);
`,
});

const BOOTSTRAP = `import React from 'react';
import ReactDOM from 'react-dom/client';
import { App } from './App';

ReactDOM.createRoot(document.getElementById('root')!).render(<App />);
`;

/** Serves the built `dir` with `rsbuild preview`, opens it in Chromium and returns the uncaught errors and the #root HTML. */
async function openBuilt(dir: string): Promise<{ errors: string[]; root: string }> {
  const server = await previewServer(dir);
  const tab = await browser().newPage();
  const errors: string[] = [];
  tab.on('pageerror', (e) => errors.push(e.message.trim()));
  try {
    await tab.goto(`${server.url}/`);
    await tab.waitForLoadState('load');
    await tab.waitForTimeout(1500);
    return { errors, root: await tab.evaluate(() => document.getElementById('root')?.innerHTML ?? '') };
  } finally {
    await tab.close();
    await server.stop();
  }
}

test('config/module-federation/options "Without this step the page stays blank, with The loadShareSync function was unable to load react in the console": a host that renders from its entry file, React shared, fails so; not with Shared module is not available for eager consumption', async () => {
  for (const [lang, words] of [
    ['en', 'Without this step the page stays blank, with `The loadShareSync function was unable to load react` in the console'],
    ['zh', '如果省略这一步，页面会一片空白，控制台报错 `The loadShareSync function was unable to load react`'],
  ] as const) {
    assert.ok(page(lang, MF).includes(words), `${lang}: the page says so`);
  }
  // No bootstrap file: the entry imports React and renders at once. Nothing listens at the remote's address.
  const dir = project({ ...hostFiles(`http://localhost:${await freePort()}/remoteEntry.js`), 'src/index.tsx': BOOTSTRAP }, REACT_LINKS);
  build(dir);
  const { errors, root } = await openBuilt(dir);
  assert.equal(root, '', 'the page stays blank');
  assert.ok(
    errors.some((e) => e.startsWith('The loadShareSync function was unable to load react.')),
    errors.join('\n---\n'),
  );
  assert.ok(!errors.some((e) => e.includes('eager consumption')), errors.join('\n---\n'));
});
