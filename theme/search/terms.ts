// The site's Chinese terms (CONTRIBUTING.md, "Terms") and a few more, with the English words of the
// option, plugin or API names they stand for. A Chinese query like `端口` names a concept whose page is
// titled with an option path (`server.port`): the ranking (theme/search/local.ts) counts such a title
// as holding the term. Nothing is searched for these words, so they cost no request.
export const TERM_NAMES: Record<string, string[]> = {
  产物目录: ['distpath'],
  构建产物: ['output'],
  热更新: ['hmr'],
  模块热更新: ['hmr'],
  自动刷新: ['livereload'],
  路径别名: ['alias'],
  别名: ['alias'],
  拆包: ['chunksplit'],
  代码拆分: ['chunksplit'],
  环境变量: ['env'],
  开发服务器: ['server'],
  静态资源: ['assets'],
  浏览器兼容性: ['browserslist', 'polyfill'],
  预加载: ['preload'],
  预获取: ['prefetch'],
  插件钩子: ['hooks'],
  类型检查: ['typecheck'],
  图片压缩: ['imagecompress'],
  调试模式: ['debug'],
  构建性能: ['performance'],
  资源重试: ['assetsretry'],
  代理: ['proxy'],
  端口: ['port'],
  主机: ['host'],
  入口: ['entry'],
  模块联邦: ['modulefederation'],
  压缩: ['minify', 'compress'],
  清空产物目录: ['cleandistpath'],
  响应头: ['headers'],
  图标: ['favicon', 'appicon'],
  页面标题: ['title'],
  装饰器: ['decorators'],
  中间件: ['setupmiddlewares'],
  时间戳: ['filenamehash'],
};

/** The English name words of the Chinese terms in a query (lower case). */
export function termNames(query: string): string[] {
  const names = new Set<string>();
  for (const [term, words] of Object.entries(TERM_NAMES)) if (query.includes(term)) for (const w of words) names.add(w);
  return [...names];
}
