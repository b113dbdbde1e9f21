declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

// qrcode.react itself, under the name rspress.config.ts gives it (theme/lazy/qrcode.tsx loads it).
declare module 'qrcode-react-original' {
  export const QRCodeSVG: unknown;
}

// medium-zoom itself, under the name rspress.config.ts gives it (theme/lazy/medium-zoom.ts loads it).
declare module 'medium-zoom-original' {
  const create: unknown;
  export default create;
}
