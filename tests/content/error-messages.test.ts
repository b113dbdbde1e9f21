// The error-message gate on docs/, and the proof that it fails on a planted paraphrase.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT as ROOT_OF_REPO } from '../../scripts/lib/pages';
import type { ErrorMessage } from '../../scripts/lib/error-messages';
import { DOCS } from '../../scripts/lib/pages';
import { checkCatalogueQuotes, checkErrorQuotes, inlineCode, looksLikeMessage, messagePattern } from '../../scripts/gates/error-messages';
import { report } from '../../scripts/gates/gates';

test('Chinese pages quote the error messages of their English page verbatim', () => {
  const problems = checkErrorQuotes(DOCS);
  assert.equal(problems.length, 0, report(problems));
});

test('the error-message gate finds messages and ignores identifiers', () => {
  const spans = inlineCode(
    'Logs ``Cannot resolve `svelte` package, did you forget to install it?`` and `Module not found: x`.\nSet `noErrorOnMissing` or `logger.level`.',
  );
  assert.deepEqual(
    spans.map((s) => s.text),
    ['Cannot resolve `svelte` package, did you forget to install it?', 'Module not found: x', 'noErrorOnMissing', 'logger.level'],
  );
  assert.deepEqual(
    spans.filter((s) => looksLikeMessage(s.text)).map((s) => s.text),
    ['Cannot resolve `svelte` package, did you forget to install it?', 'Module not found: x'],
  );
});

test('the error-message gate fails on a Chinese page that paraphrases a message', () => {
  const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'error-gate-'));
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    fs.writeFileSync(path.join(docs, file), text);
  };
  write('en/guide/x.mdx', "# X\n\nWithout the package, the build stops with `Module not found: Can't resolve 'svelte'`.\n");
  write('zh/guide/x.mdx', "# X\n\n没有这个包时，构建会停止，并提示 `Module not found: Can't resolve 'svelte'`。\n");
  assert.deepEqual(checkErrorQuotes(docs), [], 'a verbatim quote passes');
  write('zh/guide/x.mdx', '# X\n\n没有这个包时，构建会停止，并提示找不到 svelte 模块。\n');
  const problems = checkErrorQuotes(docs);
  assert.equal(problems.length, 1, report(problems));
  assert.match(problems[0].file, /zh\/guide\/x\.mdx$/);
  assert.match(problems[0].message, /Module not found: Can't resolve 'svelte'.*en\/guide\/x\.mdx:3.*verbatim/);
});

test('every message of the catalogue has its page, and both languages of it quote the message', () => {
  const problems = checkCatalogueQuotes(DOCS);
  assert.equal(problems.length, 0, report(problems));
});

test("a quote matches a message with real values in place of its placeholders, across lines and Rspack's error frame", () => {
  const port = messagePattern('Port <port> is in use, using port <next-port>.');
  assert.ok(port.test('Port 3000 is in use, using port 3001.'));
  assert.ok(!port.test('Port 3000 is busy, using port 3001.'));
  const lines = messagePattern('Compile error:\nFailed to compile, check the errors for troubleshooting.');
  assert.ok(lines.test('Compile error: Failed to compile, check the errors for troubleshooting.'));
  // A last line that is only a placeholder (another tool's error text) may be left out.
  assert.ok(messagePattern('Failed to load Node.js addon: "<name>"\n<error>').test('Failed to load Node.js addon: "sharp.node"'));
  assert.ok(!messagePattern('Failed to load Node.js addon: "<name>"\n<error>').test('Failed to load Node.js addon:'));
});

test('the catalogue gate fails on a message without a page, a missing translation and a page that does not quote it', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-gate-'));
  const docs = path.join(root, 'docs');
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const catalogue: ErrorMessage[] = [
    {
      id: 'port-in-use',
      message: 'Port <port> is in use, using port <next-port>.',
      kind: 'warning',
      source: 'core',
      placeholders: { port: 'p', 'next-port': 'n' },
      page: '/config/port',
    },
    { id: 'no-page', message: 'Something odd happened.', kind: 'error', source: 'core', page: null },
    { id: 'framed', message: 'Build failed:\n\n  - first way\n  - second way', kind: 'error', source: 'core', page: '/config/port' },
  ];
  const catalogueFile = path.join(root, 'error-messages.ts');
  write(
    'error-messages.ts',
    catalogue.map((e) => `  {\n    id: '${e.id}',\n    page: ${e.page === null ? 'null' : `'${e.page}'`},\n  },`).join('\n'),
  );
  const framed = '```bash\nerror     × Error: Build failed:\n  │\n  │   - first way\n  │   - second way\n```\n';
  write('docs/en/config/port.mdx', `# Port\n\nWhen it is taken, Rsbuild prints \`Port 8080 is in use, using port 8081.\`\n\n${framed}`);
  write('docs/zh/config/port.mdx', `# 端口\n\n端口被占用时，Rsbuild 会打印 \`Port 8080 is in use, using port 8081.\`\n\n${framed}`);
  const found = (): string[] => checkCatalogueQuotes(docs, catalogue, catalogueFile).map((p) => `${p.id} ${p.file}:${p.line}`);
  assert.deepEqual(
    found(),
    [`no-page ${path.relative(ROOT_OF_REPO, catalogueFile)}:7`],
    'only the message without a page fails, at its `page` line',
  );

  write('docs/zh/config/port.mdx', `# 端口\n\n端口被占用时，Rsbuild 会换用下一个端口。\n\n${framed}`);
  const problems = checkCatalogueQuotes(docs, catalogue, catalogueFile).filter((p) => p.id === 'port-in-use');
  assert.equal(problems.length, 1, report(problems));
  assert.match(problems[0].file, /docs\/zh\/config\/port\.mdx$/);
  assert.match(
    problems[0].message,
    /does not quote the message port-in-use \(.*error-messages\.ts:2\).*verbatim.*`Port <port> is in use, using port <next-port>\.`/,
  );

  fs.rmSync(path.join(docs, 'zh'), { recursive: true });
  const missing = checkCatalogueQuotes(docs, catalogue, catalogueFile).filter((p) => p.id === 'port-in-use');
  assert.equal(missing.length, 1, report(missing));
  assert.match(missing[0].message, /has no zh page \(docs\/zh\/config\/port\.mdx\): write it, or set `page`/);
});
