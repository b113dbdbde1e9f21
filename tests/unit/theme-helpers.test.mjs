import assert from 'node:assert/strict';
import test from 'node:test';
import { localeFallbackPath } from '../../theme/locale-fallback.js';
import { packageManagerCommands } from '../../theme/package-manager-commands.js';

test('a missing page under /zh falls back to the same path without the prefix', () => {
  assert.equal(localeFallbackPath('/zh/guide/advanced/rem'), '/guide/advanced/rem');
  assert.equal(localeFallbackPath('/zh/x'), '/x');
  assert.equal(localeFallbackPath('/zh'), '/');
  assert.equal(localeFallbackPath('/zh/'), '/');
  assert.equal(localeFallbackPath('/en/config/'), '/config/');
});

test('paths without a language prefix are not redirected (no loop on the English 404)', () => {
  assert.equal(localeFallbackPath('/x'), null);
  assert.equal(localeFallbackPath('/zhx/y'), null);
  assert.equal(localeFallbackPath('/guide/zh/'), null);
  assert.equal(localeFallbackPath('/'), null);
});

test('install tabs show the same command for npm, yarn, pnpm and bun', () => {
  assert.deepEqual(packageManagerCommands(' add  -D @rsbuild/plugin-react '), {
    npm: 'npm add -D @rsbuild/plugin-react',
    yarn: 'yarn add -D @rsbuild/plugin-react',
    pnpm: 'pnpm add -D @rsbuild/plugin-react',
    bun: 'bun add -D @rsbuild/plugin-react',
  });
});
