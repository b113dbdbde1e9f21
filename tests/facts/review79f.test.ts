// Facts behind statements fixed in review 79 (slice f), run with @rsbuild/core 0.5.9 (its CLI, in throw-away projects):
// - guide/basic/typescript, "tsconfig.json does not control the output": "For the build, Rsbuild only uses `paths` and
//   `baseUrl` of tsconfig.json". The page said `paths` only; 0.5.9 hands the file to Rspack's resolver
//   (packages/core/src/provider/plugins/resolve.ts: resolve.tsConfigPath), which applies `baseUrl` as well: with
//   "baseUrl": "src" and no `paths`, `import … from 'components/Button'` resolves to src/components/Button; without the
//   tsconfig.json the same build stops at Can't resolve 'components/Button'.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, build, distText, project, rsbuild } from './topics-support';

const page = (lang: 'en' | 'zh', route: string): string => fs.readFileSync(path.join(ROOT, 'docs', lang, `${route}.mdx`), 'utf8');

test('guide/basic/typescript "For the build, Rsbuild only uses paths and baseUrl of tsconfig.json": baseUrl "src" alone resolves components/Button, paths alone (no baseUrl) resolves @/utils/format, and without tsconfig.json the build stops at Can\'t resolve', () => {
  assert.ok(page('en', 'guide/basic/typescript').includes('Rsbuild only uses `paths` and `baseUrl` of `tsconfig.json`'));
  assert.ok(page('zh', 'guide/basic/typescript').includes('Rsbuild 只使用 `tsconfig.json` 中的 `paths` 和 `baseUrl`'));
  const src = {
    'src/components/Button.ts': "export const Button = (): string => 'BUTTON_MARK';\n",
    'src/utils/format.ts': 'export const formatPrice = (n: number): string => `PRICE_MARK ${n}`;\n',
  };
  const baseUrlOnly = project({
    ...src,
    'tsconfig.json': '{ "compilerOptions": { "baseUrl": "src" } }\n',
    'src/index.ts': "import { Button } from 'components/Button';\nconsole.log(Button());\n",
  });
  build(baseUrlOnly);
  assert.ok(distText(baseUrlOnly, /^static\/js\/index\./).includes('BUTTON_MARK'));

  const pathsOnly = project({
    ...src,
    'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }\n',
    'src/index.ts': "import { formatPrice } from '@/utils/format';\nconsole.log(formatPrice(1999));\n",
  });
  build(pathsOnly);
  assert.ok(distText(pathsOnly, /^static\/js\/index\./).includes('PRICE_MARK'));

  const none = rsbuild(project({ ...src, 'src/index.ts': "import { Button } from 'components/Button';\nconsole.log(Button());\n" }), [
    'build',
  ]);
  assert.notEqual(none.code, 0);
  assert.match(none.output, /Can't resolve 'components\/Button'/);
});
