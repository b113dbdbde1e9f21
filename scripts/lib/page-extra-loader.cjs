// Rspack loader, run on the output of Rspress's MDX loader (scripts/lib/slim-page-data.ts puts it
// there): adds the page's own entry of the page list (description, date, feeds …, written by that
// plugin to a JSON file per page) to the page's `__RSPRESS_PAGE_META`, which Rspress's initPageData
// spreads into `usePage().page`. The browser's page list then no longer needs those fields.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function pageExtraLoader(source) {
  const { docs, dir } = this.getOptions();
  const rel = path.relative(docs, this.resourcePath).split(path.sep).join('/');
  const file = path.join(dir, `${rel.replace(/[^\w.-]+/g, '_')}.json`);
  // The file may appear later (a new page in `pnpm dev`): watch for it either way.
  this.addDependency(file);
  if (!fs.existsSync(file) || !source.includes('MDXContent.__RSPRESS_PAGE_META[')) return source;
  const extra = fs.readFileSync(file, 'utf8');
  return `${source}
;(function (meta, extra) {
  var own = meta[Object.keys(meta)[0]];
  if (!own) return;
  var frontmatter = extra.frontmatter;
  delete extra.frontmatter;
  Object.assign(own, extra);
  if (frontmatter) own.frontmatter = Object.assign({}, own.frontmatter, frontmatter);
})(MDXContent.__RSPRESS_PAGE_META, ${extra});
`;
};
