// The facts tests (tests/facts, run by `pnpm test:sweeps`) quote the sentences of the pages they back, and fail when a
// page no longer says them. Those runs take an hour; this check takes seconds, in `pnpm test`: an edit of a page that
// drops or rewords a sentence a facts test quotes fails here at once, naming the test's file and line, so that the
// author updates the quote (and checks that the fact still holds) before CI's sweeps do it. Session 83's CI failed
// on exactly that.
//
// What counts as a quote, read from each facts file's syntax tree (the TypeScript compiler's parser):
// - `pageSays('route', { en: '…', zh: '…' })`: each words on that page (the third argument, the old wording, is not a
//   quote);
// - `['en', '…']` / `['zh', '…']` pairs, as in `for (const [lang, words] of [...]) assert.ok(page(lang, 'route')
//   .includes(words))`: on the route of the `page(lang, 'route')` call in the loop, or on some page of that language
//   when the loop reads none; pairs in a loop that asserts the words are gone (`!… .includes(…)`) are not quotes;
// - `page('en', 'route').includes('…')` outside a `!`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FACTS = path.join(ROOT, 'tests/facts');
type Lang = 'en' | 'zh';

const pages = new Map<string, string | undefined>();
const pageText = (lang: Lang, route: string): string | undefined => {
  const file = path.join(ROOT, 'docs', lang, `${route}.mdx`);
  if (!pages.has(file)) pages.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
  return pages.get(file);
};
const allPages = (lang: Lang): string[] => {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.mdx') || e.name.endsWith('.md')) out.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(path.join(ROOT, 'docs', lang));
  return out;
};
const anyPage = { en: allPages('en'), zh: allPages('zh') };

const literal = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
const isLang = (s: string | undefined): s is Lang => s === 'en' || s === 'zh';
const calls = (node: ts.Node, name: string): ts.CallExpression[] => {
  const found: ts.CallExpression[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === name) found.push(n);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
};
/** Whether `node` (a loop body) asserts that something is absent: `!x.includes(…)`. */
const negates = (node: ts.Node): boolean => {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (ts.isPrefixUnaryExpression(n) && n.operator === ts.SyntaxKind.ExclamationToken && /\.includes\(/.test(n.getText())) found = true;
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
};
const underNot = (node: ts.Node): boolean => {
  for (let p = node.parent; p && !ts.isStatement(p); p = p.parent)
    if (ts.isPrefixUnaryExpression(p) && p.operator === ts.SyntaxKind.ExclamationToken) return true;
  return false;
};

type Quote = { file: string; line: number; lang: Lang; route?: string; words: string };

function quotesOf(file: string): Quote[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const quotes: Quote[] = [];
  const at = (node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const rel = path.relative(ROOT, file);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [first, second] = node.arguments;
      // pageSays('route', { en, zh })
      if (node.expression.text === 'pageSays' && literal(first) && second && ts.isObjectLiteralExpression(second)) {
        for (const prop of second.properties) {
          const words = ts.isPropertyAssignment(prop) ? literal(prop.initializer) : undefined;
          const lang = prop.name && ts.isIdentifier(prop.name) ? prop.name.text : undefined;
          if (words && isLang(lang)) quotes.push({ file: rel, line: at(prop), lang, route: literal(first), words });
        }
      }
    }
    // page('en', 'route').includes('words')
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'includes' &&
      ts.isCallExpression(node.expression.expression) &&
      ts.isIdentifier(node.expression.expression.expression) &&
      node.expression.expression.expression.text === 'page' &&
      !underNot(node)
    ) {
      const [lang, route] = node.expression.expression.arguments.map(literal);
      const words = literal(node.arguments[0]);
      if (isLang(lang) && route && words) quotes.push({ file: rel, line: at(node), lang, route, words });
    }
    // ['en', 'words'] pairs in the list of a for-of loop
    if (ts.isArrayLiteralExpression(node) && node.elements.length === 2) {
      const lang = literal(node.elements[0]);
      const words = literal(node.elements[1]);
      let loop: ts.Node | undefined = node.parent;
      while (loop && !ts.isForOfStatement(loop) && !ts.isSourceFile(loop)) loop = loop.parent;
      if (isLang(lang) && words && !isLang(words) && loop && ts.isForOfStatement(loop) && !negates(loop.statement)) {
        const routes = calls(loop.statement, 'page')
          .map((c) => literal(c.arguments[1]))
          .filter((r): r is string => !!r);
        quotes.push({ file: rel, line: at(node), lang, route: routes.length === 1 ? routes[0] : undefined, words });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return quotes;
}

const files = fs
  .readdirSync(FACTS)
  .filter((f) => f.endsWith('.test.ts'))
  .sort()
  .map((f) => path.join(FACTS, f));
const quotes = files.flatMap(quotesOf);

test('the facts tests quote sentences of the pages: the check finds them (over 300, in the 40-odd files that quote)', () => {
  assert.ok(quotes.length > 300, `${quotes.length} quotes`);
  assert.ok(new Set(quotes.map((q) => q.file)).size >= 35, `${new Set(quotes.map((q) => q.file)).size} files`);
});

test('every sentence a facts test quotes is still on its page, in its language (else update the quote, and check the fact)', () => {
  const missing: string[] = [];
  for (const q of quotes) {
    const text = q.route ? pageText(q.lang, q.route) : undefined;
    if (q.route && text === undefined) {
      missing.push(`${q.file}:${q.line}: docs/${q.lang}/${q.route}.mdx does not exist`);
      continue;
    }
    const found = text !== undefined ? text.includes(q.words) : anyPage[q.lang].some((t) => t.includes(q.words));
    if (!found)
      missing.push(`${q.file}:${q.line}: ${q.route ? `docs/${q.lang}/${q.route}.mdx` : `no ${q.lang} page`} no longer says: ${q.words}`);
  }
  assert.deepEqual(
    missing,
    [],
    `A page no longer says what a facts test quotes. Update the test's words to the page's new sentence, and check that the fact it backs still holds (run that facts file):\n${missing.join('\n')}`,
  );
});
