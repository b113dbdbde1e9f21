// `pnpm search:index [--ablate STEP[,STEP]]`: writes the search index again from the HTML of the last
// `pnpm build` (doc_build/, or SITE_DIR), without building the site (far quicker). With
// `--ablate`, the index is written with those index steps of the ranking off (scripts/lib/search-ablation.ts)
// and carries a mark that the benchmark reports (doc_build/pagefind/ablation.json); without, it is the
// normal index again (the same files as a build writes) and the mark is gone.
import { SITE, assertBuilt } from './lib/built-site';
import { ablateArg } from './lib/search-ablation';
import { reindex } from '../plugins/search/node';

assertBuilt(SITE);
const steps = ablateArg(process.argv);
const started = Date.now();
await reindex(SITE, steps);
console.log(
  `Search index written in ${SITE}/pagefind/ ${steps.length ? `with ${steps.join(', ')} off` : '(normal)'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
