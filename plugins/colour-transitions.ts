// Colours change at once: Rspress's stylesheets fade colours on hover (`transition: color .2s`,
// `background-color`, `all` …), and a colour transition is what made the theme switch slow. The switch
// changes every colour of the page at once, so either each element with such a transition starts one, or
// (Rspress's way, which we followed) a class on <html> turns every transition off for a frame with a rule
// that matches every element; either way the press's style pass grows by a fifth on a phone, and removing
// the class afterwards is a second pass over the whole page (RESULTS.md, "The first press").
// This PostCSS step drops the colour parts of the transitions in Rspress's stylesheets at build time (opacity,
// transform, visibility and the rest stay) and the rules of that class: the switch needs no class, and
// a hover changes a colour at once. Our own stylesheets are written without colour transitions.
import type { RspressPlugin } from '@rspress/core';

/** The parts of PostCSS's API the step uses (PostCSS comes with Rsbuild, not as a dependency of ours). */
type Decl = { prop: string; value: string };
type CssRule = { selector: string; remove(): void };
type CssRoot = {
  source?: { input: { file?: string } };
  walkRules(fn: (rule: CssRule) => void): void;
  walkDecls(prop: RegExp, fn: (decl: Decl) => void): void;
};
type PostcssPlugin = { postcssPlugin: string; Once(root: CssRoot): void };

/** Transitions of these properties are dropped: colours (and `all`, which includes them). */
const COLOUR =
  /^(all|color|background(-color)?|border(-(top|right|bottom|left|block|inline))?(-(start|end))?-color|outline-color|box-shadow|fill|stroke|text-decoration-color|caret-color)$/;
/** A stylesheet of Rspress's (its theme, its plugins). */
const RSPRESS_CSS = /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@rspress[\\/]/;
/** Rspress's class on <html> while the theme changes, which turns every transition off. */
const SWITCHING = '.rp-theme-switching';

/** Splits a comma-separated list at its top level (not inside `cubic-bezier(…)`). */
export function splitList(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(value.slice(start).trim());
  return parts;
}

/** The property a `transition` item animates: its first word that is not a time or a timing function. */
const animated = (item: string): string =>
  item
    .split(/\s+(?![^(]*\))/)
    .find((w) => !/^(-?[\d.]+m?s|ease(-in|-out|-in-out)?|linear|step-start|step-end|(cubic-bezier|steps|linear)\(.*\))$/.test(w)) ?? 'all';

/**
 * A `transition` or `transition-property` value without its colour parts: the same value when it has none,
 * `none` when nothing is left.
 */
export function withoutColourTransitions(value: string, longhand = false): string {
  if (/!important/.test(value)) return value;
  const items = splitList(value);
  const kept = items.filter((item) => !COLOUR.test(longhand ? item : animated(item)));
  if (kept.length === items.length) return value;
  return kept.length ? kept.join(', ') : 'none';
}

/** What the step did in this build: stylesheets of Rspress's it read, declarations and rules it changed. */
export const colourTransitionCounts = { sheets: 0, changed: 0 };

/** The PostCSS plugin (Rsbuild's `tools.postcss`). */
export const colourTransitionsPostcss = (): PostcssPlugin => ({
  postcssPlugin: 'rsbuild-docs:colour-transitions',
  Once(root) {
    const file = root.source?.input.file ?? '';
    if (!RSPRESS_CSS.test(file)) return;
    colourTransitionCounts.sheets++;
    root.walkRules((rule) => {
      if (!rule.selector.includes(SWITCHING)) return;
      rule.remove();
      colourTransitionCounts.changed++;
    });
    root.walkDecls(/^transition(-property)?$/, (decl) => {
      const value = withoutColourTransitions(decl.value, decl.prop === 'transition-property');
      if (value === decl.value) return;
      decl.value = value;
      colourTransitionCounts.changed++;
    });
  },
});

/**
 * Rspress plugin: the step in the build. Fails the build when Rspress's stylesheets were read and none
 * had a colour transition or the switching class left to remove: Rspress changed, and the theme switch's
 * speed (and this file) need a look.
 */
export function pluginColourTransitions(): RspressPlugin {
  return {
    name: 'rsbuild-docs:colour-transitions',
    builderConfig: {
      tools: { postcss: (_options, { addPlugins }) => addPlugins(colourTransitionsPostcss()) },
      plugins: [
        {
          name: 'rsbuild-docs:colour-transitions-check',
          setup(api) {
            api.onAfterBuild(() => {
              const { sheets, changed } = colourTransitionCounts;
              if (sheets > 0 && changed === 0)
                throw new Error(
                  `plugins/colour-transitions.ts: none of Rspress's ${sheets} stylesheets had a colour transition or a \`${SWITCHING}\` rule to remove (Rspress's CSS changed). Check whether the theme switch still needs this step (RESULTS.md, "The first press"), then update or remove it.`,
                );
            });
          },
        },
      ],
    },
  };
}
