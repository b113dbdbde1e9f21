declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}
