// The stage runner behind `pnpm test`: runs stages in order, sets up each tool a stage needs before the
// first stage that needs it (once), and hands every later stage the set-up's environment (so all launch
// the same Chromium). A stage whose tool cannot be had fails at once with the set-up's one line and
// runs none of its tests. Side effects come in through `RunnerDeps`, so a unit test can run fake stages.
import type { ToolName, ToolSetup } from './test-tools';

export type Stage = {
  name: string;
  cmd: string[];
  /** Tools the stage's tests use; each is set up before the first stage that names it. */
  needs?: ToolName[];
  /** Counts of passed and failed tests from the stage's output; without it the stage counts as one. */
  count?: (out: string) => { passed: number; failed: number };
  /** Later stages need this one. */
  required?: boolean;
  /** Drop noise from the printed output. */
  filter?: (out: string) => string;
  /** Printed under the stage's heading: what it runs, when that is a choice. */
  intro?: string;
  /** Asked before the stage runs: a reason not to run it (nothing counted), or undefined to run it. */
  skipIf?: () => string | undefined;
  /** Called after the stage passed. */
  onPass?: () => void;
  /**
   * After a run with counted failures: the command that runs the failing tests' files again, once, alone, or
   * undefined. Tests that fail and then pass alone are counted as passed and listed as flaky; what fails again fails.
   */
  rerun?: (out: string) => { cmd: string[]; failing: string[] } | undefined;
};

export type RunnerDeps = {
  setup: (tool: ToolName) => Promise<ToolSetup>;
  run: (cmd: string[], env: Record<string, string>) => { status: number | null; out: string };
  log: (text: string) => void;
  now: () => number;
};

export type Totals = { passed: number; failed: number };

const seconds = (ms: number): string => (ms / 1000).toFixed(1);

export async function runStages(stages: Stage[], deps: RunnerDeps): Promise<Totals> {
  const totals: Totals = { passed: 0, failed: 0 };
  const env: Record<string, string> = {};
  const setUp = new Map<ToolName, string | undefined>(); // tool -> undefined when ready, else its error line

  for (const stage of stages) {
    const t0 = deps.now();
    deps.log(`\n=== ${stage.name} ===`);
    if (stage.intro) deps.log(stage.intro);
    const skip = stage.skipIf?.();
    if (skip) {
      deps.log(`--- ${stage.name}: skipped, ${skip}`);
      continue;
    }
    let missing: string | undefined;
    for (const tool of stage.needs ?? []) {
      if (!setUp.has(tool)) {
        const s0 = deps.now();
        try {
          const got = await deps.setup(tool);
          Object.assign(env, got.env);
          setUp.set(tool, undefined);
          deps.log(`${tool}: ${got.description} (${seconds(deps.now() - s0)} s)`);
        } catch (e) {
          setUp.set(tool, (e as Error).message);
          deps.log((e as Error).message);
        }
      }
      if (setUp.get(tool) !== undefined) missing ??= tool;
    }
    if (missing) {
      deps.log(`--- ${stage.name}: not run, it needs ${missing} (see above)`);
      totals.failed += 1;
      if (stage.required) break;
      continue;
    }
    let res = deps.run(stage.cmd, env);
    deps.log(stage.filter ? stage.filter(res.out) : res.out);
    if (stage.count) {
      const c = stage.count(res.out);
      const again = c.failed > 0 ? stage.rerun?.(res.out) : undefined;
      if (again) {
        deps.log(`--- ${stage.name}: ${c.failed} failed; their files run again, alone, once:`);
        res = deps.run(again.cmd, env);
        deps.log(stage.filter ? stage.filter(res.out) : res.out);
        const r = stage.count(res.out);
        const failedAgain = r.failed + (res.status !== 0 && r.failed === 0 ? 1 : 0);
        if (failedAgain === 0) deps.log(`FLAKY (failed in the full run, passed alone): ${again.failing.map((t) => `\n  ${t}`).join('')}`);
        totals.passed += c.passed + Math.max(0, c.failed - failedAgain);
        totals.failed += failedAgain;
      } else {
        totals.passed += c.passed;
        // A stage that exits non-zero without a counted failure (a crash, a load error) counts as one.
        totals.failed += c.failed + (res.status !== 0 && c.failed === 0 ? 1 : 0);
      }
    } else if (res.status === 0) totals.passed += 1;
    else totals.failed += 1;
    if (res.status === 0) stage.onPass?.();
    deps.log(`--- ${stage.name}: ${seconds(deps.now() - t0)} s`);
    if (stage.required && res.status !== 0) {
      deps.log(`The ${stage.name} failed: the stages after it cannot run.`);
      break;
    }
  }
  return totals;
}
