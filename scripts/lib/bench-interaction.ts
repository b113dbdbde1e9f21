// The pure parts of `pnpm bench:interaction` (scripts/bench-interaction.ts): its options, the
// statistics of the samples, the jobs in the order they run, and the printed table. No browser here,
// so that tests/unit/bench-interaction.test.ts can check them.

export type Lang = 'en' | 'zh';

export type Options = {
  /** Names of the controls to run (all when empty). */
  controls: string[];
  /** Visits per control and delay. */
  runs: number;
  /** Seconds between the first paint and the press. */
  delays: number[];
  langs: Lang[];
  /** The built site to serve. */
  site: string;
  /** Pages measured at once (each in its own context; see the script's header). */
  parallel: number;
  /** The local server's port (0: any free one). */
  port: number;
  /** Serve over HTTP/1.1 instead of HTTP/2 (as the site's hosts serve it). */
  http1: boolean;
  /** The search's typist: milliseconds between two keys of the word (120: quicker than the debounce; 220: a phone's typist, a query at each key). */
  keyMs: number;
};

export const DEFAULT_OPTIONS: Options = {
  controls: [],
  runs: 5,
  delays: [0.5, 1, 3, 10],
  langs: ['en', 'zh'],
  site: 'doc_build',
  parallel: 3,
  port: 0,
  http1: false,
  keyMs: 120,
};

export const USAGE =
  'pnpm bench:interaction [--controls a,b] [--runs N] [--delays 0.5,3] [--lang en|zh] [--site DIR] [--parallel N] [--port N] [--http1] [--key-ms 120]';

/** Reads the command line; throws with the usage on anything it does not know. */
/** `env.SITE_DIR` names the site as it does for the other tools (scripts/lib/built-site.ts); `--site` wins over it. */
export function parseOptions(argv: string[], known: string[] = [], env: NodeJS.ProcessEnv = process.env): Options {
  const o: Options = { ...DEFAULT_OPTIONS, delays: [...DEFAULT_OPTIONS.delays], langs: [...DEFAULT_OPTIONS.langs], controls: [] };
  if (env.SITE_DIR) o.site = env.SITE_DIR;
  const fail = (why: string): never => {
    throw new Error(`${why}\nUsage: ${USAGE}`);
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const [name, inline] =
      flag.startsWith('--') && flag.includes('=')
        ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)]
        : [flag, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') fail(`${name} needs a value`);
      return v as string;
    };
    const positive = (v: string, what: string): number => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) fail(`${name} takes a whole number of ${what} (1 or more), not ${v}`);
      return n;
    };
    switch (name) {
      case '--controls': {
        const names = value()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const unknown = known.length ? names.filter((n) => !known.includes(n)) : [];
        if (unknown.length) fail(`unknown control ${unknown.join(', ')}; the controls are: ${known.join(', ')}`);
        o.controls = names;
        break;
      }
      case '--runs':
        o.runs = positive(value(), 'runs');
        break;
      case '--parallel':
        o.parallel = positive(value(), 'pages');
        break;
      case '--delays': {
        const v = value();
        const delays = v.split(',').map((s) => Number(s.trim()));
        if (!delays.length || delays.some((d) => !Number.isFinite(d) || d < 0 || d > 60))
          fail(`--delays takes seconds between 0 and 60, comma-separated, not ${v}`);
        o.delays = delays;
        break;
      }
      case '--lang': {
        const v = value();
        if (v !== 'en' && v !== 'zh') fail(`--lang takes en or zh, not ${v}`);
        o.langs = [v as Lang];
        break;
      }
      case '--site':
        o.site = value();
        break;
      case '--port': {
        const v = value();
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0 || n > 65535) fail(`--port takes a port number, not ${v}`);
        o.port = n;
        break;
      }
      case '--key-ms':
        o.keyMs = positive(value(), 'milliseconds');
        break;
      case '--http1':
        if (inline !== undefined) fail('--http1 takes no value');
        o.http1 = true;
        break;
      default:
        fail(`unknown argument ${flag}`);
    }
  }
  return o;
}

// Statistics ---------------------------------------------------------------------------------------

/** The median of the numbers (the mean of the two middle ones for an even count); NaN when none. */
export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** A press's outcome: the time to the answer in ms, or null when no answer came in time. */
export type Sample = { ms: number | null; bytes: number; pressedAt: number } | { error: string };

export type Summary = {
  /** Median and worst of the times; a visit without an answer counts as slower than any answer. */
  median: number | null;
  worst: number | null;
  /** Visits whose press got no answer within the limit. */
  unanswered: number;
  /** Visits that could not be measured (the control was not found, the page failed). */
  errors: string[];
  answered: number;
  bytes: number;
};

/**
 * Median and worst of a control's visits at one delay. A press with no answer is worse than any
 * answer: when more than half of the visits got none the median is "no answer" (null), and so is
 * the worst when any visit got none.
 */
export function summarize(samples: Sample[]): Summary {
  const measured = samples.filter((s): s is Exclude<Sample, { error: string }> => !('error' in s));
  const times = measured.map((s) => s.ms).filter((ms): ms is number => ms !== null);
  const unanswered = measured.length - times.length;
  const sorted = [...times].sort((a, b) => a - b);
  // The unanswered visits go last, as infinitely slow.
  const all = [...sorted, ...Array<number>(unanswered).fill(Number.POSITIVE_INFINITY)];
  const m = median(all);
  return {
    median: all.length === 0 || !Number.isFinite(m) ? null : m,
    worst: all.length === 0 || unanswered ? null : sorted[sorted.length - 1],
    unanswered,
    errors: samples.filter((s): s is { error: string } => 'error' in s).map((s) => s.error),
    answered: times.length,
    bytes: median(measured.map((s) => s.bytes)),
  };
}

// Jobs ---------------------------------------------------------------------------------------------

export type Job<C> = { control: C; lang: Lang; delay: number; run: number };

/**
 * Every visit to make, run by run: all controls, languages and delays of run 1, then of run 2…, so
 * that a slow moment of the machine falls on different controls' different runs, not on one cell.
 */
export function jobs<C>(controls: C[], langs: Lang[], delays: number[], runs: number): Job<C>[] {
  const out: Job<C>[] = [];
  for (let run = 0; run < runs; run++)
    for (const delay of [...delays].sort((a, b) => b - a))
      for (const lang of langs) for (const control of controls) out.push({ control, lang, delay, run });
  return out;
}

/** Runs `work` on every item with at most `limit` at once, in order of the list; resolves with the results in that order. */
export async function pool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

// Keeping the timed parts apart ----------------------------------------------------------------------

/** A span of time, in ms (Date.now()). */
export type Span = { from: number; to: number };
const meets = (a: Span, b: Span): boolean => a.from < b.to && b.from < a.to;

/**
 * Lets several visits be open at once without one's work falling into another's timed part. A visit
 * loads (its page arrives and renders: work), waits (idle), then presses: from the press to its answer,
 * or `exclusive` ms at most, nothing else may load or press. So:
 * - a visit starts only when no press is under way and neither its loading nor its planned press meets
 *   another visit's planned press or loading (as estimated: `loadEnd`, `press`);
 * - its press goes only when no other visit is pressing, nor loading (else it waits, and is late; the
 *   caller may then go despite a loading that overran its estimate);
 * - its own loading may go on under its press (a press 0.5 s after the first paint, on a page still loading).
 * Only the waits (and answers slower than the exclusive time) overlap. Times are passed in, so that the
 * rules can be tested without a clock.
 */
export class Stage {
  private loads = new Map<number, Span>();
  private planned = new Map<number, Span>();
  private presser: number | null = null;
  private ids = 0;

  /** Starts a visit if it may start now (its loading ends about `loadEnd`; its press is planned over `press`): its id, or null. */
  tryStart(now: number, loadEnd: number, press: Span): number | null {
    if (this.presser !== null) return null;
    const load: Span = { from: now, to: loadEnd };
    for (const p of this.planned.values()) if (meets(p, load) || meets(p, press)) return null;
    for (const l of this.loads.values()) if (meets(l, press)) return null;
    const id = ++this.ids;
    this.loads.set(id, load);
    this.planned.set(id, press);
    return id;
  }

  /** The visit's page has loaded. */
  loaded(id: number): void {
    this.loads.delete(id);
  }

  /** Moves a visit's planned press (once its first paint is known). */
  plan(id: number, press: Span): void {
    if (this.planned.has(id)) this.planned.set(id, press);
  }

  /** Takes the stage for the visit's press if no other visit is pressing, nor loading (unless `despiteLoads`); true when it has it. */
  tryPress(id: number, despiteLoads = false): boolean {
    if (this.presser === id) return true;
    if (this.presser !== null || (!despiteLoads && [...this.loads.keys()].some((l) => l !== id))) return false;
    this.presser = id;
    return true;
  }

  /** The visit's press has its answer, or has had the stage long enough: others may go on. */
  release(id: number): void {
    if (this.presser === id) this.presser = null;
    this.planned.delete(id);
  }

  /** The visit is over. */
  done(id: number): void {
    this.release(id);
    this.loads.delete(id);
  }
}

/** A running estimate of a duration: the 90th percentile of what was seen, `initial` until 3 samples. */
export class Estimate {
  private seen: number[] = [];
  constructor(private initial: number) {}
  add(ms: number): void {
    if (Number.isFinite(ms)) this.seen.push(ms);
  }
  get value(): number {
    if (this.seen.length < 3) return this.initial;
    const s = [...this.seen].sort((a, b) => a - b);
    return s[Math.ceil(s.length * 0.9) - 1];
  }
}

// Printing -----------------------------------------------------------------------------------------

/** "85", "1 650", "no answer" (ms). */
export const ms = (n: number | null): string => (n === null ? 'no answer' : String(Math.round(n)).replace(/\B(?=(\d{3})+$)/, ' '));

/** "38.2 KB". */
export const kb = (bytes: number): string => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '-');

/** One cell: "median / worst" in ms, "no answer" when most visits got none; "(n errors)" when some could not be measured. */
export function cell(s: Summary | undefined): string {
  if (!s) return '-';
  const errors = s.errors.length ? ` (${s.errors.length} err)` : '';
  if (s.answered === 0 && s.unanswered === 0) return s.errors.length ? 'error' : '-';
  if (s.median === null) return `no answer${errors}`;
  return `${ms(s.median)} / ${ms(s.worst)}${errors}`;
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]): string =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('   ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
