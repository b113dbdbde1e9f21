// `pnpm new-page /guide/basic/my-topic ["English title"] ["中文标题"]`: the one step a new page needs.
// It writes docs/en/<route>.mdx and docs/zh/<route>.mdx, each with its title, the Chinese one recording the
// English version it translates (front matter `translation`, see CONTRIBUTING.md), and appends the route to
// the sidebar group of site/navigation.ts that holds its folder. Then `pnpm check` says what is still
// missing (the text, the translation).
import fs from 'node:fs';
import path from 'node:path';
import { translationHash } from '../plugins/translations';
import { ROOT } from './lib/pages';

export type NewPage = { route: string; enTitle: string; zhTitle: string };

/** '/guide/basic/my-topic' -> 'My topic' */
const titleFromRoute = (route: string): string => {
  const last = route.replace(/\/$/, '').split('/').pop() ?? 'page';
  const words = last.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function pageFiles(route: string, root: string = ROOT): { en: string; zh: string } {
  const rel = route.endsWith('/') ? `${route}index.mdx` : `${route}.mdx`;
  return { en: path.join(root, 'docs', 'en', rel), zh: path.join(root, 'docs', 'zh', rel) };
}

/**
 * Adds the route to the sidebar data: to the `section('<folder>/', [...])` call of its folder, or the
 * group whose items list a sibling route. Returns the updated source, or throws saying what to do.
 */
export function addToSidebar(source: string, route: string): string {
  const folder = route.replace(/[^/]*$/, '');
  const name = route.slice(folder.length);
  if (source.includes(`'${route}'`) || new RegExp(`section\\('${folder}',\\s*\\[[^\\]]*'${name}'`).test(source)) return source;
  const call = new RegExp(`(section\\('${folder.replace(/[/]/g, '\\/')}',\\s*\\[)([^\\]]*?)(,?)(\\s*)\\]`);
  const m = call.exec(source);
  if (m) {
    const items = m[2].replace(/\s+$/, '');
    const sep = items.trim() ? ', ' : '';
    return (
      source.slice(0, m.index) + m[1] + items + `${sep}'${name}'` + (m[3] ? ',' : '') + m[4] + ']' + source.slice(m.index + m[0].length)
    );
  }
  throw new Error(
    `no sidebar group lists pages of ${folder}: add '${route}' to a group's items in site/navigation.ts (sidebar), or create a group for ${folder}`,
  );
}

export function createPage({ route, enTitle, zhTitle }: NewPage, root: string = ROOT): string[] {
  if (!/^\/[a-z0-9][a-z0-9\-/]*$/.test(route) || route.includes('//')) {
    throw new Error(`${route} is not a route: write it like /guide/basic/my-topic (lower case, no language prefix, no .mdx)`);
  }
  const files = pageFiles(route, root);
  for (const f of Object.values(files)) if (fs.existsSync(f)) throw new Error(`${path.relative(root, f)} exists already`);
  const en = `# ${enTitle}\n\nWhat this page helps the reader do, in one sentence.\n`;
  const zh = `---\ntranslation: ${translationHash(en)}\n---\n\n# ${zhTitle}\n\n本页帮助读者完成什么，用一句话说明。\n`;
  const siteDataFile = path.join(root, 'site', 'navigation.ts');
  const siteData = addToSidebar(fs.readFileSync(siteDataFile, 'utf8'), route);
  for (const [f, text] of [
    [files.en, en],
    [files.zh, zh],
  ] as const) {
    fs.mkdirSync(path.dirname(f), { recursive: true });
    fs.writeFileSync(f, text);
  }
  fs.writeFileSync(siteDataFile, siteData);
  return [files.en, files.zh, siteDataFile].map((f) => path.relative(root, f));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [route, enTitle, zhTitle] = process.argv.slice(2);
  if (!route) {
    console.log('Usage: pnpm new-page /guide/basic/my-topic ["English title"] ["中文标题"]');
    process.exit(1);
  }
  try {
    const en = enTitle ?? titleFromRoute(route);
    const changed = createPage({ route, enTitle: en, zhTitle: zhTitle ?? en });
    console.log(`Created ${changed.join(', ')}.`);
    console.log('Write both pages, then `pnpm check` says what is still missing. `pnpm dev` shows them in the sidebar.');
  } catch (e) {
    console.error(`new-page: ${(e as Error).message}`);
    process.exit(1);
  }
}
