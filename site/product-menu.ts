// The product-family menu: the four sibling tools of the organisation.

export interface ProductMenuItem {
  name: string;
  /** Chinese one-line description */
  desc: string;
  /** English one-line description */
  descEn?: string;
  /** logo URL (own asset under docs/public) */
  logo: string;
  /** logo size relative to the default 32 px */
  logoScale?: number;
  /** Chinese site */
  url: string;
  /** English site */
  urlEn?: string;
}

export interface ProductMenuGroup {
  title: string;
  titleEn?: string;
  links: ProductMenuItem[];
}

export const ORGANISATION = { name: 'Web Infra', url: 'https://github.com/web-infra-dev' };

export const productMenu: ProductMenuGroup[] = [
  {
    title: 'Rstack 工具链',
    titleEn: 'Rstack toolchain',
    links: [
      {
        name: 'Rspack',
        desc: '基于 Rust 的高性能打包工具',
        descEn: 'A fast Rust-based bundler',
        logo: '/products/rspack.svg',
        url: 'https://rspack.dev/zh/',
        urlEn: 'https://rspack.dev/',
      },
      {
        name: 'Rsbuild',
        desc: '基于 Rspack 的构建工具',
        descEn: 'The Rspack-based build tool',
        logo: '/products/rsbuild.svg',
        logoScale: 1.05,
        url: 'https://rsbuild.dev/zh/',
        urlEn: 'https://rsbuild.dev/',
      },
      {
        name: 'Rspress',
        desc: '基于 Rsbuild 的静态站点生成器',
        descEn: 'A static site generator built on Rsbuild',
        logo: '/products/rspress.svg',
        url: 'https://rspress.dev/zh/',
        urlEn: 'https://rspress.dev/',
      },
      {
        name: 'Rsdoctor',
        desc: '一站式的构建分析工具',
        descEn: 'A one-stop build analyzer',
        logo: '/products/rsdoctor.svg',
        url: 'https://rsdoctor.dev/zh/',
        urlEn: 'https://rsdoctor.dev/',
      },
    ],
  },
];
