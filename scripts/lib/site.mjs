// Site-wide constants of the documentation site.

export const site = {
  title: 'Rsbuild',
  url: 'https://rsbuild.dev/',
  twitter: '@rspack_dev',
  description: {
    en: 'The Rspack-based build tool: fast, batteries included, framework agnostic.',
    zh: '基于 Rspack 的构建工具：快速、开箱即用、与框架无关。',
  },
  editBaseUrl: 'https://github.com/web-infra-dev/rsbuild/tree/main/packages/document/docs',
  /** Set to false to switch dark mode off (the theme switch disappears and pages stay light). */
  darkMode: true,
  /** @type {import('@rspress/core').SocialLink[]} */
  socialLinks: [
    { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rsbuild' },
    { icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev' },
    { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
    { icon: 'npm', mode: 'link', content: 'https://www.npmjs.com/package/@rsbuild/core/v/0.5.9' },
  ],
};
