// What the accessibility tests share: axe-core injected into a page and run on the WCAG 2.0-2.2 A/AA
// rules, the theme set before the app starts, and Tab-walk helpers.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/** The rule tags axe runs: WCAG 2.0, 2.1 and 2.2, levels A and AA (no best practices, no AAA). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

let axeSource: string | undefined;
/** axe-core's browser build, read once per worker. */
function axeScript(): string {
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

type AxeResult = { violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] };

/**
 * Runs axe on the page (injecting it once) and returns one line per violating node:
 * `rule: target (what fails)`. `include` limits the run to a part of the page.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Evaluated, not added as a <script>: the site's Content-Security-Policy blocks inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript());
  const result = await page.evaluate(
    async ({ tags, include }) => {
      // axe is a global of the injected script; its types are not this page's.
      const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<unknown> } }).axe;
      // What is off screen is skipped (`content-visibility: auto`: code blocks, the page's blocks and the sidebar's
      // groups, theme/styles/layout.css), and Chromium's getComputedStyle inside a skipped block can answer styles
      // from before the last change: colours from before a theme switch (or black), which axe reports as contrast
      // failures. No reader sees them: a block is restyled as it nears the screen (layout.spec checks that). So
      // every such block is laid out while axe reads the styles.
      const blocks = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
      for (const block of blocks) block.style.contentVisibility = 'visible';
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      try {
        return await axe.run(include ? { include: [include] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
      } finally {
        for (const block of blocks) block.style.contentVisibility = '';
      }
    },
    { tags: AXE_TAGS, include },
  );
  return (result as AxeResult).violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)})`),
  );
}

/** Init script: a returning visitor (no language redirect) who chose `theme`. */
export function themeInitScript(theme: string): void {
  localStorage.setItem('rspress-visited', '1');
  localStorage.setItem('rspress-theme-appearance', theme);
}

/**
 * Sets the theme with the navbar's theme switch (or, where the navbar is hidden, the same classes the
 * switch sets) and waits until the page shows it.
 */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  const dark = theme === 'dark';
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('rp-dark'));
  if ((await isDark()) === dark) return;
  await page.evaluate((dark) => {
    const button = [...document.querySelectorAll<HTMLElement>('.rp-nav .rs-switch-appearance')].find((b) => b.getClientRects().length > 0);
    if (button) button.click();
    else {
      // As the switch does: stored too, so an app that hydrates later (a press before this started
      // loading it) reads this theme, not the one it would otherwise put back mid-check.
      localStorage.setItem('rspress-theme-appearance', dark ? 'dark' : 'light');
      const root = document.documentElement;
      root.classList.toggle('dark', dark);
      root.classList.toggle('rp-dark', dark);
      root.style.colorScheme = dark ? 'dark' : 'light';
    }
  }, dark);
  await page.waitForFunction((dark) => document.documentElement.classList.contains('rp-dark') === dark, dark, { timeout: 30_000 });
}

/** A short description of the focused element: tag, accessible-ish name, and class. */
export function focusedSummary(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${name}"`;
  });
}
