import assert from 'node:assert/strict';
import test from 'node:test';
import { classTokens } from '../../plugins/code-tokens';

const span = (style: string, value: string) => ({
  type: 'element',
  tagName: 'span',
  properties: { style },
  children: [{ type: 'text', value }],
});

test('a token colour becomes its class, text in the block colour loses its span, anything else stays', () => {
  const other = span('color:#123456', 'x');
  const out = classTokens([
    span('color:var(--shiki-token-keyword)', 'const'),
    span('color:var(--shiki-foreground)', ' a '),
    span('color:var(--shiki-token-unknown)', '='),
    other,
  ]);
  assert.deepEqual(out, [
    { type: 'element', tagName: 'span', properties: { className: ['k'] }, children: [{ type: 'text', value: 'const' }] },
    { type: 'text', value: ' a ' },
    span('color:var(--shiki-token-unknown)', '='),
    other,
  ]);
});
