// Content gate: each page of a language whose search index has written questions (RANKING.index.questions) has
// its entry in plugins/search/questions/<lang>.json, and each entry is a page (plugins/search/questions/README.md).
import fs from 'node:fs';
import path from 'node:path';
import { questionsFile, readQuestions } from '../../plugins/search/questions';
import { type Lang, withLang } from '../../site';
import { RANKING } from '../../theme/search/ranking';
import { DOCS, ROOT, listPages } from '../lib/pages';
import type { Problem } from './gates';

/** A page without questions (reported on the page), or questions of no page (reported on the file's line). */
export function checkSearchQuestions(docs: string = DOCS, root: string = ROOT): Problem[] {
  const out: Problem[] = [];
  for (const lang of RANKING.index.questions.langs as readonly Lang[]) {
    const questions = readQuestions(lang, root);
    const pages = listPages(lang, docs).map(({ route, file }) => ({ url: withLang(route, lang), file }));
    const urls = new Set(pages.map((p) => p.url));
    for (const { url, file } of pages)
      if (!questions[url]?.length)
        out.push({
          file: path.relative(ROOT, file),
          line: 1,
          message: `no search questions: add "${url}" to ${questionsFile(lang)}, with what a reader types when this page is the answer (plugins/search/questions/README.md)`,
        });
    const lines = fs.existsSync(path.join(root, questionsFile(lang)))
      ? fs.readFileSync(path.join(root, questionsFile(lang)), 'utf8').split('\n')
      : [];
    for (const url of Object.keys(questions))
      if (!urls.has(url))
        out.push({
          file: questionsFile(lang),
          line: lines.findIndex((l) => l.includes(JSON.stringify(url))) + 1,
          message: `"${url}" is no page: move its questions to the page's new route, or remove them`,
        });
  }
  return out;
}
