// The questions readers asked, by the page of each language that answered them (RANKING.index.asked):
// plugins/search/asked.json, which `pnpm search:asked` writes from the held-out query sets
// (scripts/lib/search-asked.ts) and the index build reads. The development sets are not in it, so that
// they stay a check of the ranking.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/pages';

/** Per language, per page (its route, `/zh/...` for Chinese), the questions it answered, as readers typed them. */
export type Asked = Record<string, Record<string, string[]>>;

/** Where the questions are kept, relative to the project's root. */
export const ASKED_FILE = 'plugins/search/asked.json';

/** The questions, read from ASKED_FILE; an empty set when there is no file (a new project). */
export function readAsked(root: string = ROOT): Asked {
  const file = path.join(root, ASKED_FILE);
  if (!fs.existsSync(file)) return {};
  const asked = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!asked || typeof asked !== 'object') throw new Error(`${ASKED_FILE}: not a JSON object. Write it again with \`pnpm search:asked\`.`);
  return asked as Asked;
}
