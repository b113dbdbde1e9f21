import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitList, withoutColourTransitions } from '../../plugins/colour-transitions';

test('colour parts of a transition are dropped, the rest kept in order', () => {
  assert.equal(withoutColourTransitions('color .2s'), 'none');
  assert.equal(withoutColourTransitions('all .3s'), 'none');
  assert.equal(
    withoutColourTransitions('transform .2s ease-in-out,background-color .2s ease-in-out,border-bottom-color .2s'),
    'transform .2s ease-in-out',
  );
  assert.equal(
    withoutColourTransitions('opacity .25s,transform .5s cubic-bezier(.19,1,.22,1),visibility 0s linear .5s'),
    'opacity .25s,transform .5s cubic-bezier(.19,1,.22,1),visibility 0s linear .5s',
  );
  // The property may come after the time (`.2s color`), and a longhand lists properties only.
  assert.equal(withoutColourTransitions('.2s ease-out color, .2s opacity'), '.2s opacity');
  assert.equal(withoutColourTransitions('color, opacity', true), 'opacity');
  assert.equal(withoutColourTransitions('box-shadow .2s', false), 'none');
});

test('what is not a colour transition is left as it is', () => {
  assert.equal(withoutColourTransitions('none!important'), 'none!important');
  assert.equal(withoutColourTransitions('--rp-nav-height .2s ease-in-out'), '--rp-nav-height .2s ease-in-out');
  assert.equal(
    withoutColourTransitions('grid-template-rows .2s ease-out,opacity .2s ease-out'),
    'grid-template-rows .2s ease-out,opacity .2s ease-out',
  );
  assert.deepEqual(splitList('a 1s cubic-bezier(0,1,1,0), b 2s'), ['a 1s cubic-bezier(0,1,1,0)', 'b 2s']);
});
