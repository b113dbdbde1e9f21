// A small set of routes that together hold every kind of markup the site has: the sample that the
// whole-site checks (axe, the Nu Html Checker) run on in `pnpm test`, while `pnpm test:sweeps` runs them
// on every route. A page's markup is described by its features: each element name, class, role and
// ARIA attribute, and each parent > child pair of element names, in the page's <body>.

/** The markup features of a page's HTML (its <body>, or the whole text when there is none). */
export function markupFeatures(html: string): Set<string> {
  const body = /<body[\s>][\s\S]*<\/body>/i.exec(html)?.[0] ?? html;
  const features = new Set<string>();
  const stack: string[] = [];
  const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [, closing, rawName, attrs] = m;
    const name = rawName.toLowerCase();
    if (closing) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    features.add(name);
    if (stack.length) features.add(`${stack[stack.length - 1]}>${name}`);
    for (const c of /\bclass="([^"]*)"/.exec(attrs)?.[1].split(/\s+/) ?? []) if (c) features.add(`.${c}`);
    for (const a of attrs.matchAll(/\b(role="[^"]*"|aria-[\w-]+|type="[^"]*")/g)) features.add(`[${a[1]}]`);
    if (!VOID.test(name) && !attrs.trimEnd().endsWith('/')) stack.push(name);
  }
  return features;
}

/**
 * Routes that together have every feature any route has, chosen greedily (the route adding the most
 * features not yet covered first; on a tie, the earlier route). `always` routes are taken first.
 */
export function coveringSample(routes: string[], featuresOf: (route: string) => Set<string>, always: string[] = []): string[] {
  const all = new Map(routes.map((r) => [r, featuresOf(r)]));
  const covered = new Set<string>();
  const chosen: string[] = [];
  const take = (route: string) => {
    chosen.push(route);
    for (const f of all.get(route) ?? []) covered.add(f);
  };
  for (const r of always) if (all.has(r)) take(r);
  for (;;) {
    let best: string | undefined;
    let gain = 0;
    for (const [route, features] of all) {
      if (chosen.includes(route)) continue;
      let g = 0;
      for (const f of features) if (!covered.has(f)) g++;
      if (g > gain) [best, gain] = [route, g];
    }
    if (!best) return chosen;
    take(best);
  }
}
