// The Markdown copy of every page (`/guide/start/quick-start.md`, `/zh/guide/start/index.md`), for the
// page's "Copy page" menu and for AI tools, and llms.txt and llms-full.txt per language: written after
// the build from the page sources (./from-mdx.ts), made ready to paste (./paste-ready.ts). Rspress's
// `llms` option does the same by compiling every page a third time (a whole rspack build, about 7 s of a
// cold build on 2 cores); the sources are plain enough to write out directly, and from-mdx.ts fails the
// build, naming the file and line, on a component it cannot write.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { parse } from 'yaml';
import { type Lang, LANGS, nav, sidebar, site, splitLang, withLang } from '../../site';
import { splitFrontMatter } from '../../scripts/lib/markdown';
import { listPages, pageFile, pageTitle } from '../../scripts/lib/pages';
import { describeFile } from '../descriptions';
import { overviewGroups } from '../../theme/components/Overview/groups';
import { type ReplaceRule, fromMdx, markdownHref } from './from-mdx';
import { type CopyPage, copyPath, llmsFullTxt, llmsSections, llmsTxt, text } from './llms-txt';
import { pasteReady } from './paste-ready';

export { pasteReady } from './paste-ready';
export { fromMdx } from './from-mdx';

const FEATURES: Record<Lang, string> = { en: 'Features', zh: '特性' };

type HomeFrontMatter = {
  hero?: { name?: string; text?: string; tagline?: string; actions?: { text: string; link: string }[] };
  features?: { title: string; details?: string; link?: string }[];
};

/** The home page, written from its front matter: the hero's texts and links, then the features. */
export function homeMarkdown(source: string, lang: Lang): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const data = (match ? parse(match[1]) : {}) as HomeFrontMatter;
  const link = (href: string): string => markdownHref(href);
  const hero = data.hero ?? {};
  const lines = [`# ${hero.name ?? site.title}`, ''];
  if (hero.text) lines.push(hero.text, '');
  if (hero.tagline) lines.push(`> ${hero.tagline}`, '');
  if (hero.actions?.length) lines.push(hero.actions.map((a) => `[${a.text}](${link(a.link)})`).join(' | '), '');
  if (data.features?.length) {
    lines.push(`## ${FEATURES[lang]}`, '');
    for (const f of data.features)
      lines.push(`- ${f.link ? `[**${f.title}**](${link(f.link)})` : `**${f.title}**`}${f.details ? `: ${f.details}` : ''}`);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** An overview page's list (what `<OverviewList />` shows): its child pages by sidebar group, with date and summary. */
export function overviewMarkdown(route: string, lang: Lang, docs: string): string {
  const pages = listPages(lang, docs).map((p) => ({ routePath: p.route, title: pageTitle(p.file), file: p.file }));
  const groups = overviewGroups({
    routePath: route,
    pages,
    sidebar: Object.values(sidebar).flatMap((groups) =>
      groups.map((g) => ({ text: text(g.text, lang), items: g.items.map((link) => ({ link })) })),
    ),
    othersLabel: text('overview.others', lang),
  });
  return groups
    .map((g) => {
      const items = g.items.map((item) => {
        const page = pages.find((p) => p.routePath === item.link);
        const file = page?.file;
        const date = file ? splitFrontMatter(fs.readFileSync(file, 'utf8')).data.published_at?.slice(0, 10) : undefined;
        const summary = file ? describeFile(file, lang) : '';
        return `- [${page?.title ?? item.link}](${markdownHref(withLang(item.link, lang))})${date ? ` (${date})` : ''}${summary ? `: ${summary}` : ''}`;
      });
      return [`## ${g.name}`, '', ...items].join('\n');
    })
    .join('\n\n');
}

/** Every page of a language with its paste-ready Markdown copy. */
export function markdownCopies(lang: Lang, docs: string, replaceRules: ReplaceRule[] = []): CopyPage[] {
  return listPages(lang, docs).map(({ route, file }) => {
    const source = fs.readFileSync(file, 'utf8');
    const { data } = splitFrontMatter(source);
    const list = data.overview === 'true' ? overviewMarkdown(route, lang, docs) : undefined;
    const raw = data.pageType === 'home' ? homeMarkdown(source, lang) : fromMdx(source, { file, replaceRules, overviewList: list });
    // Overview pages whose MDX does not place the list get it after the text, as on the page.
    const placed = list !== undefined && !/<OverviewList\b/.test(source) ? `${raw.trimEnd()}\n\n${list}\n` : raw;
    const title = pageTitle(file) ?? route;
    const withTitle = /^#\s/.test(placed) ? placed : `# ${title}\n\n${placed}`;
    return { route, title, description: describeFile(file, lang), markdown: pasteReady(withTitle, site.url, lang) };
  });
}

/** The copies and the two llms files of every language: path on the site (`/zh/llms.txt`) → text. */
export function markdownFiles(docs: string, replaceRules: ReplaceRule[] = [], langs: readonly Lang[] = LANGS): Map<string, string> {
  const files = new Map<string, string>();
  for (const lang of langs) {
    const pages = markdownCopies(lang, docs, replaceRules);
    for (const page of pages) files.set(copyPath(page.route, lang), page.markdown);
    const navOfLang = nav.filter((n) => pageFile(n.link, 'en', docs));
    const sections = llmsSections(lang, pages, navOfLang, sidebar);
    const prefix = lang === 'en' ? '/' : `/${lang}/`;
    files.set(`${prefix}llms.txt`, llmsTxt(lang, sections));
    files.set(
      `${prefix}llms-full.txt`,
      llmsFullTxt(
        lang,
        sections,
        pages.find((p) => p.route === '/'),
      ),
    );
  }
  return files;
}

/** `pnpm dev`: the same files of the address's language, written from the sources at each request, so "Copy page" works while editing. */
function devMiddleware(docs: string, rules: () => ReplaceRule[]) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!/\.md$|\/llms(-full)?\.txt$/.test(pathname)) return next();
    const body = markdownFiles(docs, rules(), [splitLang(pathname).lang]).get(pathname);
    if (body === undefined) return next();
    res.setHeader('Content-Type', `${pathname.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=utf-8`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
  };
}

/** Rspress plugin: the Markdown copies and llms files, written after a production build, served by `pnpm dev`. */
export function pluginMarkdownCopies(docs: string): RspressPlugin {
  let rules: ReplaceRule[] = [];
  return {
    name: 'rsbuild-docs:markdown-copies',
    beforeBuild(config) {
      rules = (config.replaceRules ?? []) as ReplaceRule[];
    },
    builderConfig: {
      server: {
        setup: (context) => {
          if (context.action === 'dev') context.server.middlewares.use(devMiddleware(docs, () => rules));
        },
      },
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const started = Date.now();
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const files = markdownFiles(docs, (config.replaceRules ?? []) as ReplaceRule[]);
      for (const [file, body] of files) {
        const target = path.join(outDir, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, body);
      }
      console.log(
        `Markdown copies: ${files.size} files (every page, llms.txt and llms-full.txt per language) in ${Date.now() - started} ms`,
      );
    },
  };
}
