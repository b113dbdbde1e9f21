// The questions written for each page (RANKING.index.questions): plugins/search/questions/<lang>.json, a
// page's route (`/zh/...`) to what a reader types into the search box when that page is the answer. Written by
// hand from the pages (plugins/search/questions/README.md says how, and how they were measured); the index
// build and the index of `pnpm dev` read them.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/pages';

/** Per page (its route), the questions written for it. */
export type PageQuestionList = Record<string, string[]>;

/** The file of a language's questions, relative to the project's root. */
export const questionsFile = (lang: string): string => `plugins/search/questions/${lang}.json`;

/**
 * The questions of `lang`, read from its file; an error naming the file and what is wrong when it is not a
 * JSON object of string lists, and none when there is no file.
 */
export function readQuestions(lang: string, root: string = ROOT): PageQuestionList {
  const rel = questionsFile(lang);
  const file = path.join(root, rel);
  if (!fs.existsSync(file)) return {};
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${rel}: not valid JSON (${(e as Error).message}). Fix the file: an object of "route": ["question", …].`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new Error(`${rel}: not a JSON object. It maps each route to its questions: { "/zh/guide/…": ["…"] }.`);
  for (const [route, list] of Object.entries(data))
    if (!Array.isArray(list) || !list.every((q) => typeof q === 'string' && q.trim()))
      throw new Error(`${rel}: "${route}" is not a list of questions (non-empty strings).`);
  return data as PageQuestionList;
}
