// Pure checks of the navigation guard (./navigation-guard.ts), free of browser and runtime imports.

/** Is this error a failed load of a script or style chunk? */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null | undefined;
  return e?.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/.test(typeof e?.message === 'string' ? e.message : '');
}

/**
 * The scripts of an HTML document, in order: the `src` of every `<script src>`, each followed by the
 * scripts it loads later (the boot script's `data-scripts`, theme/hydration/boot.ts), each named once.
 */
export function scriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  return sourcesOf(tags.map((tag) => ({ src: /\bsrc="([^"]+)"/.exec(tag)?.[1], later: /\bdata-scripts="([^"]*)"/.exec(tag)?.[1] })));
}

/** The same list from script elements (the running document's). */
export function elementSources(scripts: Iterable<{ getAttribute(name: string): string | null }>): string[] {
  return sourcesOf(
    [...scripts].map((s) => ({ src: s.getAttribute('src') ?? undefined, later: s.getAttribute('data-scripts') ?? undefined })),
  );
}

function sourcesOf(scripts: { src?: string; later?: string }[]): string[] {
  const out: string[] = [];
  for (const { src, later } of scripts) {
    if (!src) continue;
    for (const s of [src, ...(later ?? '').split(' ')]) if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

/**
 * Is the page behind `html` from another build than the one running? The entry scripts carry
 * content hashes, and the runtime's map of chunk hashes lives in them: any change of any chunk
 * changes their names.
 */
export function isOtherBuild(html: string, runningScripts: readonly string[]): boolean {
  const theirs = scriptSources(html).filter((s) => s.includes('/static/js/'));
  const ours = runningScripts.filter((s) => s.includes('/static/js/'));
  if (theirs.length === 0 || ours.length === 0) return false;
  return theirs.length !== ours.length || theirs.some((s, i) => s !== ours[i]);
}

/**
 * The target as a same-origin URL, or null for anything that would leave the site
 * (`//host`, `https://other`, `javascript:`).
 */
export function sameOriginUrl(target: string, base: string): URL | null {
  try {
    const url = new URL(target, base);
    return url.origin === new URL(base).origin ? url : null;
  } catch {
    return null;
  }
}
