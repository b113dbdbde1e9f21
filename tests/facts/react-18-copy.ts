// React 18.3.1 copied into a throw-away project, for the facts files whose claims depend on React 18 alone (build
// sizes, hashes). Not topics-support.ts's REACT_LINKS: linked, this repository's react-dom-18 resolves `react` to the
// React 19 beside it in the pnpm store, and a build bundles both versions (a lib-react of 148.1 kB that does not run;
// RESULTS.md, session 98).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './topics-support';

/** Copies react, react-dom and scheduler 18.3.1 (this repository's pnpm store) into `dir`'s node_modules. */
export function copyReact18(dir: string): void {
  const reactDom = fs.realpathSync(path.join(ROOT, 'node_modules/react-dom-18'));
  const sources: Record<string, string> = {
    react: fs.realpathSync(path.join(ROOT, 'node_modules/react-18')),
    'react-dom': reactDom,
    scheduler: fs.realpathSync(path.join(path.dirname(reactDom), 'scheduler')),
  };
  for (const [name, source] of Object.entries(sources)) {
    fs.cpSync(source, path.join(dir, 'node_modules', name), { recursive: true, dereference: true });
  }
  for (const name of ['react', 'react-dom']) {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8'));
    assert.equal(pkg.version, '18.3.1', name);
  }
}
