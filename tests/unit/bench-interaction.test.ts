// `pnpm bench:interaction` without a browser: its options, its statistics (a press with no answer is
// slower than any answer), the order of its visits, the stage that keeps their timed parts apart, and
// its table (scripts/lib/bench-interaction.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  DEFAULT_OPTIONS,
  Estimate,
  Stage,
  cell,
  jobs,
  kb,
  median,
  ms,
  parseOptions,
  pool,
  summarize,
  table,
} from '../../scripts/lib/bench-interaction';

const KNOWN = ['search', 'theme', 'pm-tabs'];

test('options: the defaults are the issue’s measure (4 delays, 5 runs, both languages, doc_build)', () => {
  const o = parseOptions([], KNOWN, {});
  assert.deepEqual(o, DEFAULT_OPTIONS);
  assert.deepEqual(o.delays, [0.5, 1, 3, 10]);
  assert.equal(o.runs, 5);
  assert.deepEqual(o.langs, ['en', 'zh']);
  assert.equal(o.site, 'doc_build');
  assert.equal(o.http1, false, 'HTTP/2, as the static hosts serve the site');
  assert.equal(o.keyMs, 120, 'a quick typist: the debounce sees no pause');
  o.delays.push(99);
  assert.deepEqual(DEFAULT_OPTIONS.delays, [0.5, 1, 3, 10], 'the defaults are not shared with a parsed copy');
});

test('options: each flag, with a space or with =', () => {
  const o = parseOptions(
    [
      '--controls',
      'search, theme',
      '--runs',
      '3',
      '--delays=0.5,3',
      '--lang',
      'zh',
      '--site',
      '/tmp/before/doc_build',
      '--parallel=1',
      '--port',
      '4440',
      '--http1',
      '--key-ms=220',
    ],
    KNOWN,
  );
  assert.equal(o.keyMs, 220, 'a phone typist: a query at each key');
  assert.deepEqual(o.controls, ['search', 'theme']);
  assert.equal(o.runs, 3);
  assert.deepEqual(o.delays, [0.5, 3]);
  assert.deepEqual(o.langs, ['zh']);
  assert.equal(o.site, '/tmp/before/doc_build');
  assert.equal(o.parallel, 1);
  assert.equal(o.port, 4440);
  assert.equal(o.http1, true);
});

test('options: what it does not know is refused with the usage, naming the known controls', () => {
  assert.throws(
    () => parseOptions(['--controls', 'theme,nope'], KNOWN),
    /unknown control nope; the controls are: search, theme, pm-tabs\nUsage: pnpm bench:interaction/,
  );
  assert.throws(() => parseOptions(['--runs', '0'], KNOWN), /--runs takes a whole number/);
  assert.throws(() => parseOptions(['--runs', '2.5'], KNOWN), /--runs takes a whole number/);
  assert.throws(() => parseOptions(['--delays', '1,x'], KNOWN), /--delays takes seconds/);
  assert.throws(() => parseOptions(['--delays', '-1'], KNOWN), /--delays takes seconds/);
  assert.throws(() => parseOptions(['--lang', 'fr'], KNOWN), /--lang takes en or zh/);
  assert.throws(() => parseOptions(['--site'], KNOWN), /--site needs a value/);
  assert.throws(() => parseOptions(['--port', '-1'], KNOWN), /--port takes a port number/);
  assert.throws(() => parseOptions(['--fast'], KNOWN), /unknown argument --fast/);
});

test('median: the middle one, or the mean of the two middle ones; NaN when none', () => {
  assert.equal(median([30, 10, 20]), 20);
  assert.equal(median([40, 10, 30, 20]), 25);
  assert.equal(median([7]), 7);
  assert.ok(Number.isNaN(median([])));
});

test('summarize: median and worst of the answers', () => {
  const s = summarize([20, 50, 10, 40, 30].map((m) => ({ ms: m, bytes: 1000, pressedAt: 500 })));
  assert.equal(s.median, 30);
  assert.equal(s.worst, 50);
  assert.equal(s.unanswered, 0);
  assert.equal(s.answered, 5);
  assert.equal(s.bytes, 1000);
});

test('summarize: a press with no answer is slower than any answer', () => {
  const some = summarize([
    { ms: 20, bytes: 0, pressedAt: 0 },
    { ms: null, bytes: 0, pressedAt: 0 },
    { ms: 40, bytes: 0, pressedAt: 0 },
    { ms: 30, bytes: 0, pressedAt: 0 },
    { ms: null, bytes: 0, pressedAt: 0 },
  ]);
  assert.equal(some.median, 40, 'two of five unanswered: the median is the third answer');
  assert.equal(some.worst, null, 'the worst is "no answer"');
  assert.equal(some.unanswered, 2);
  const most = summarize([
    { ms: 20, bytes: 0, pressedAt: 0 },
    { ms: null, bytes: 0, pressedAt: 0 },
    { ms: null, bytes: 0, pressedAt: 0 },
  ]);
  assert.equal(most.median, null, 'most unanswered: the median is "no answer"');
  assert.equal(cell(most), 'no answer');
  assert.equal(cell(some), '40 / no answer');
});

test('summarize: visits that could not be measured are counted apart, not as answers', () => {
  const s = summarize([{ ms: 100, bytes: 10, pressedAt: 0 }, { error: 'control not found on the page' }]);
  assert.equal(s.median, 100);
  assert.deepEqual(s.errors, ['control not found on the page']);
  assert.equal(cell(s), '100 / 100 (1 err)');
  assert.equal(cell(summarize([{ error: 'x' }])), 'error');
  assert.equal(cell(undefined), '-');
});

test('printing: ms with a thin thousands separator, KB, an aligned table', () => {
  assert.equal(ms(1650.4), '1 650');
  assert.equal(ms(85), '85');
  assert.equal(ms(null), 'no answer');
  assert.equal(kb(38_764), '37.9 KB');
  assert.equal(kb(Number.NaN), '-');
  assert.equal(
    table(
      ['control', '1 s'],
      [
        ['theme', '16 / 20'],
        ['search button', 'no answer'],
      ],
    ),
    ['control               1 s', '-------------   ---------', 'theme             16 / 20', 'search button   no answer'].join('\n'),
  );
});

test('jobs: run by run, the longest wait first, every language and control', () => {
  const j = jobs(['a', 'b'], ['en', 'zh'], [0.5, 10], 2);
  assert.equal(j.length, 2 * 2 * 2 * 2);
  assert.deepEqual(
    j.slice(0, 5).map((x) => `${x.run} ${x.delay} ${x.lang} ${x.control}`),
    ['0 10 en a', '0 10 en b', '0 10 zh a', '0 10 zh b', '0 0.5 en a'],
  );
  assert.ok(j.slice(0, 8).every((x) => x.run === 0));
});

test('pool: at most `limit` at once, results in the order of the items', async () => {
  let running = 0;
  let most = 0;
  const out = await pool([30, 10, 20, 5, 15], 2, async (n) => {
    running++;
    most = Math.max(most, running);
    await new Promise((r) => setTimeout(r, n));
    running--;
    return n * 2;
  });
  assert.deepEqual(out, [60, 20, 40, 10, 30]);
  assert.equal(most, 2);
});

test('stage: a visit starts only when its loading and its press meet no other planned press', () => {
  const stage = new Stage();
  const a = stage.tryStart(0, 2000, { from: 10_000, to: 11_000 });
  assert.notEqual(a, null);
  // B's loading would run into A's press: not now.
  assert.equal(stage.tryStart(9000, 10_500, { from: 20_000, to: 21_000 }), null);
  // B's press would meet A's press: not now.
  assert.equal(stage.tryStart(1000, 3000, { from: 10_500, to: 11_500 }), null);
  // B's press would meet A's loading: not now.
  assert.equal(stage.tryStart(500, 1500, { from: 1000, to: 1800 }), null);
  // Loading beside A's loading, pressing well after A: yes.
  const b = stage.tryStart(1000, 3000, { from: 5000, to: 6000 });
  assert.notEqual(b, null);
});

test('stage: a press waits for the others’ loading and presses, not for its own loading', () => {
  const stage = new Stage();
  const a = stage.tryStart(0, 5000, { from: 1000, to: 2000 }) as number;
  // B is planned to load before A's press, and overruns.
  const b = stage.tryStart(0, 900, { from: 8000, to: 9000 }) as number;
  assert.notEqual(b, null);
  assert.equal(stage.tryPress(a), false, 'B is loading');
  assert.equal(stage.tryPress(a, true), true, 'a press may go despite a loading that overran');
  stage.release(a);
  stage.loaded(b);
  assert.equal(stage.tryPress(a), true, 'A still loading itself: its own loading does not hold its press');
  assert.equal(stage.tryPress(b), false, 'A is pressing');
  assert.equal(stage.tryPress(b, true), false, 'never two presses at once');
  assert.equal(stage.tryStart(100, 200, { from: 50_000, to: 51_000 }), null, 'nothing starts during a press');
  stage.done(a);
  assert.equal(stage.tryPress(b), true);
});

test('stage: a planned press moves with the visit’s first paint, and is freed at its answer', () => {
  const stage = new Stage();
  const a = stage.tryStart(0, 2000, { from: 3000, to: 4000 }) as number;
  stage.loaded(a);
  stage.plan(a, { from: 6000, to: 7000 });
  assert.notEqual(stage.tryStart(2000, 3500, { from: 4000, to: 5000 }), null, 'the old plan no longer holds');
  const stage2 = new Stage();
  const c = stage2.tryStart(0, 100, { from: 1000, to: 2000 }) as number;
  stage2.loaded(c);
  assert.equal(stage2.tryPress(c), true);
  stage2.release(c);
  assert.notEqual(stage2.tryStart(1200, 1500, { from: 1300, to: 1900 }), null, 'answered: the rest of its window is free');
});

test('estimate: the initial value until three samples, then their 90th percentile', () => {
  const e = new Estimate(5000);
  e.add(1000);
  e.add(Number.NaN);
  e.add(1200);
  assert.equal(e.value, 5000);
  e.add(900);
  assert.equal(e.value, 1200);
  for (const v of [100, 200, 300, 400, 500, 600, 700]) e.add(v);
  assert.equal(e.value, 1000, '10 samples: the 9th smallest');
});

test('options: SITE_DIR names the site as for pnpm bench and bench:search; --site wins over it', () => {
  assert.equal(parseOptions([], KNOWN, { SITE_DIR: '/tmp/before' }).site, '/tmp/before');
  assert.equal(parseOptions(['--site', '/tmp/after'], KNOWN, { SITE_DIR: '/tmp/before' }).site, '/tmp/after');
});
