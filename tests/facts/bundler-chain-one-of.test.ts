// Config page tools.bundlerChain, section "CHAIN_ID.ONE_OF": the ids the constant holds at 0.5.9, and
// the oneOf branches that Rsbuild itself creates in the chain for image, svg, media and font files.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildWithApi, makeProject } from './fixture-project';

type Named = { entries(): Record<string, Named> | undefined };
type ChainLike = { module: { rules: Named } };

test('CHAIN_ID.ONE_OF and the oneOf branches in the chain', async () => {
  let ids: Record<string, string> = {};
  const branches: Record<string, string[]> = {};
  const p = makeProject({ 'src/index.js': 'console.log(1);' });
  await buildWithApi(p, {
    tools: {
      bundlerChain: (chain: ChainLike, { CHAIN_ID }: { CHAIN_ID: { ONE_OF: Record<string, string> } }) => {
        ids = { ...CHAIN_ID.ONE_OF };
        for (const [name, rule] of Object.entries(chain.module.rules.entries() ?? {})) {
          const oneOfs = Object.keys((rule as unknown as { oneOfs: Named }).oneOfs.entries() ?? {});
          if (oneOfs.length) branches[name] = oneOfs;
        }
      },
    },
  });
  assert.deepEqual(ids, {
    SVG: 'svg',
    SVG_URL: 'svg-asset-url',
    SVG_ASSET: 'svg-asset',
    SVG_REACT: 'svg-react',
    SVG_INLINE: 'svg-asset-inline',
  });
  assert.deepEqual(branches, {
    image: ['image-asset-url', 'image-asset-inline', 'image-asset'],
    svg: ['svg-asset-url', 'svg-asset-inline', 'svg-asset'],
    media: ['media-asset-url', 'media-asset-inline', 'media-asset'],
    font: ['font-asset-url', 'font-asset-inline', 'font-asset'],
  });
});

test('a change to the svg-asset branch applies to imported SVG files', async () => {
  const p = makeProject({
    'src/index.js': 'import icon from "./icon.svg"; import iconUrl from "./other.svg?url"; console.log(icon, iconUrl);',
    'src/other.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'src/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(4000)}</svg>`,
  });
  type Branch = { set(key: string, value: unknown): Branch };
  type Rule = { oneOf(name: string): Branch };
  await buildWithApi(p, {
    tools: {
      bundlerChain: (
        chain: { module: { rule(name: string): Rule } },
        { CHAIN_ID }: { CHAIN_ID: { RULE: Record<string, string>; ONE_OF: Record<string, string> } },
      ) => {
        chain.module
          .rule(CHAIN_ID.RULE.SVG)
          .oneOf(CHAIN_ID.ONE_OF.SVG_ASSET)
          .set('generator', { filename: 'icons/[name].[contenthash:8].svg' });
      },
    },
  });
  assert.ok(
    p.list().some((f) => /^icons\/icon\.[0-9a-f]{8}\.svg$/.test(f)),
    p.list().join(', '),
  );
  // ?url takes the svg-asset-url branch, which keeps the default folder
  assert.ok(
    p.list().some((f) => /^static\/svg\/other\.[0-9a-f]{8}\.svg$/.test(f)),
    p.list().join(', '),
  );
});
