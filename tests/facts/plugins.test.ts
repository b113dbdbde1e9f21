// Facts about official plugins whose 0.5.9 release the registry reachable here does not hold. Their 0.5.9
// code is a thin layer over a library; the tests run that library at the version the plugin depends on,
// with the options in the order the 0.5.9 plugin builds them (facts from its source, like a default).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import pug from 'pug';
import { subProject } from './lib/rsbuild';

test('plugins/list/plugin-pug "A filename in pugOptions replaces that path for every template: relative include and extends paths then start from the folder of your filename"', () => {
  const cwd = subProject('pug', {
    'src/views/page.pug': 'include header.pug\np page\n',
    'src/views/header.pug': 'h1 from views\n',
    'src/partials/header.pug': 'h1 from partials\n',
    'src/partials/layout.pug': '//- the file that the user names as filename\n',
  });
  const template = path.join(cwd, 'src/views/page.pug');
  const code = fs.readFileSync(template, 'utf8');
  // @rsbuild/plugin-pug 0.5.9 (pug 3.0.2): `{ filename: resourcePath, ...pugOptions }`, where pugOptions is
  // `{ doctype: 'html', compileDebug: false }` with the user's options assigned over it.
  const compile = (userOptions: pug.Options): string => {
    const options = { filename: template, ...{ doctype: 'html', compileDebug: false, ...userOptions } };
    return pug.compile(code, options)();
  };
  assert.equal(compile({}), '<h1>from views</h1><p>page</p>', 'by default, includes start from the template folder');
  assert.equal(
    compile({ filename: path.join(cwd, 'src/partials/layout.pug') }),
    '<h1>from partials</h1><p>page</p>',
    'a user filename moves them',
  );
});
