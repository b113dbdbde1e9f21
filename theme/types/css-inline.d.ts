// `import css from './x.css?inline'`: the compiled CSS as a string (Rsbuild).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
