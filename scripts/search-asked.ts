// `pnpm search:asked`: writes plugins/search/asked.json, the questions of the held-out query sets by the
// pages that answer them (scripts/lib/search-asked.ts), which the search index holds as each page's `asked`
// field (RANKING.index.asked). Run it after adding a query set; `pnpm build` (or `pnpm search:index`) then
// writes the index with it. tests/unit/search-asked.test.ts fails while the file is behind the sets.
import fs from 'node:fs';
import path from 'node:path';
import { ASKED_FILE } from '../plugins/search/asked';
import { ROOT } from './lib/pages';
import { ASKED_SETS, askedByPage, askedJson } from './lib/search-asked';

const asked = askedByPage();
fs.writeFileSync(path.join(ROOT, ASKED_FILE), askedJson(asked));
const count = (lang: string) => Object.values(asked[lang] ?? {}).reduce((a, qs) => a + qs.length, 0);
console.log(
  `${ASKED_FILE}: ${ASKED_SETS.length} sets; ${Object.keys(asked)
    .map((lang) => `${lang} ${Object.keys(asked[lang]).length} pages, ${count(lang)} questions`)
    .join('; ')}`,
);
