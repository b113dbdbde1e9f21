// The heading anchors leave the tab order and stay hidden from screen readers (plugins/heading-anchors.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rehypeHeadingAnchors } from '../../plugins/heading-anchors';

const anchor = (cls: unknown) => ({
  type: 'element' as const,
  tagName: 'a',
  properties: { className: cls, href: '#x', ariaHidden: 'true' },
  children: [],
});

test('heading anchors get tabindex -1 and keep aria-hidden; other links are left alone', () => {
  const inHeading = anchor(['rp-header-anchor']);
  const asString = anchor('rp-header-anchor rp-link');
  const other = { type: 'element' as const, tagName: 'a', properties: { className: ['rp-link'], href: '/x' }, children: [] };
  const tree = {
    type: 'root' as const,
    children: [
      { type: 'element' as const, tagName: 'h2', properties: { id: 'x' }, children: [inHeading, { type: 'text' }] },
      { type: 'element' as const, tagName: 'p', properties: {}, children: [other, asString] },
    ],
  };
  rehypeHeadingAnchors()(tree);
  assert.equal((inHeading.properties as Record<string, unknown>).tabIndex, -1);
  assert.equal(inHeading.properties.ariaHidden, 'true');
  assert.equal((asString.properties as Record<string, unknown>).tabIndex, -1);
  assert.equal((other.properties as Record<string, unknown>).tabIndex, undefined);
});
