// The index's `questions` field (RANKING.index.questions): what a reader types when a page is their answer,
// written for each page (plugins/search/questions/<lang>.json), searched as the page's meta field and never sent
// to the reader with the page's fragment.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { sourcePages } from '../../plugins/search/dev';
import { QUESTIONS_META, searchDocument } from '../../plugins/search/html';
import { questionsFile, readQuestions } from '../../plugins/search/questions';
import { checkSearchQuestions } from '../../scripts/gates/search-questions';
import { ABLATIONS, ablated } from '../../scripts/lib/search-ablation';
import { DEV_SETS, readQueries } from '../../scripts/lib/search-metrics';
import { RANKING } from '../../theme/search/ranking';

const LANGS: readonly string[] = RANKING.index.questions.langs;

test('every page of the language has its questions, and every entry is a page (a page added or renamed: pnpm check says what to add or move)', () => {
  assert.deepEqual([...LANGS], ['zh', 'en']);
  assert.deepEqual(checkSearchQuestions(), []);
  for (const lang of LANGS)
    for (const [route, list] of Object.entries(readQuestions(lang))) {
      assert.ok(list.length >= 2 && list.length <= 15, `${questionsFile(lang)}: ${route} has ${list.length} questions (2 to 15)`);
      assert.equal(new Set(list).size, list.length, `${questionsFile(lang)}: ${route} repeats a question`);
    }
});

test('the gate names the page without questions, and the line of an entry that is no page', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'questions-gate-'));
  try {
    for (const f of ['docs/zh/index.mdx', 'docs/zh/guide/new.mdx']) {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), '# 标题\n');
    }
    fs.mkdirSync(path.join(root, 'plugins/search/questions'), { recursive: true });
    fs.writeFileSync(path.join(root, questionsFile('zh')), '{\n  "/zh/": ["首页"],\n  "/zh/guide/old": ["旧页面"]\n}\n');
    const problems = checkSearchQuestions(path.join(root, 'docs'), root);
    assert.equal(problems.length, 2, JSON.stringify(problems));
    assert.match(problems[0].file, /docs\/zh\/guide\/new\.mdx$/);
    assert.match(problems[0].message, /no search questions: add "\/zh\/guide\/new" to plugins\/search\/questions\/zh\.json/);
    assert.deepEqual([problems[1].file, problems[1].line], [questionsFile('zh'), 3]);
    assert.match(problems[1].message, /"\/zh\/guide\/old" is no page/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('no question is a development query: the development sets stay a check of the ranking', () => {
  const dev = new Set(['en', 'zh'].flatMap((lang) => DEV_SETS.flatMap((s) => readQueries(lang, s).map((q) => q.q.trim().toLowerCase()))));
  assert.ok(dev.size > 200);
  for (const lang of LANGS) {
    const copied = Object.entries(readQuestions(lang)).flatMap(([route, list]) =>
      list.filter((q) => dev.has(q.trim().toLowerCase())).map((q) => `${route}: ${q}`),
    );
    assert.deepEqual(copied, [], `${questionsFile(lang)}: development queries`);
  }
});

test("a page's questions are a meta field of its search document, as text, only in the field's languages, and none when the step is off", () => {
  const questions = ['打包后页面白屏', '</span><script>alert(1)</script> & 样式'];
  const doc = searchDocument('<h1>白屏</h1><p>原因</p>', 'zh', [], RANKING.index, { questions });
  const field = doc.match(new RegExp(`<span data-pagefind-meta="${QUESTIONS_META}">([^<]*)</span>`));
  assert.ok(field, doc);
  assert.equal(field[1], '打包后页面白屏 | &lt;/span>&lt;script>alert(1)&lt;/script> &amp; 样式');
  assert.ok(doc.indexOf(field[0]) < doc.indexOf('data-pagefind-body'), 'outside the indexed body: never a snippet');
  assert.ok(searchDocument('<h1>x</h1>', 'en', [], RANKING.index, { questions }).includes(QUESTIONS_META));
  const zhOnly = { ...RANKING.index, questions: { langs: ['zh'] } };
  assert.ok(!searchDocument('<h1>x</h1>', 'en', [], zhOnly, { questions }).includes(QUESTIONS_META), 'a language outside langs');
  assert.ok(!searchDocument('<h1>x</h1>', 'zh', [], ablated(['questions']).index, { questions }).includes(QUESTIONS_META));
  assert.ok(RANKING.pagefind.metaWeights.questions > 0);
  assert.equal(ABLATIONS.find((a) => a.step === 'questions')?.side, 'index');
});

test("the index of `pnpm dev` gives each page its questions, as the build's does", () => {
  const pages = sourcePages();
  for (const lang of LANGS) {
    const withField = pages.filter((p) => p.lang === lang && p.html.includes(`data-pagefind-meta="${QUESTIONS_META}"`)).map((p) => p.url);
    assert.deepEqual(withField.sort(), Object.keys(readQuestions(lang)).sort());
  }
});

test('a broken questions file is an error that names the file and what to do; no file is no questions', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'questions-'));
  try {
    assert.deepEqual(readQuestions('zh', root), {});
    fs.mkdirSync(path.join(root, 'plugins/search/questions'), { recursive: true });
    const file = path.join(root, questionsFile('zh'));
    fs.writeFileSync(file, '{ "/zh/": ["a", }');
    assert.throws(() => readQuestions('zh', root), /plugins\/search\/questions\/zh\.json: not valid JSON .*Fix the file/);
    fs.writeFileSync(file, '["a"]');
    assert.throws(() => readQuestions('zh', root), /not a JSON object/);
    fs.writeFileSync(file, '{ "/zh/": ["a", ""] }');
    assert.throws(() => readQuestions('zh', root), /"\/zh\/" is not a list of questions/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
