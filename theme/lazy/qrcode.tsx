// @rspress/plugin-preview's preview toolbar shows a QR code of the preview's URL after a click on
// its QR button; it imports qrcode.react, which went into every page's theme runtime.
// rspress.config.ts points `qrcode.react` here: the same component, loaded on first render.
import { type ComponentProps, type ComponentType, Suspense, lazy } from 'react';

type QRCodeProps = { value: string; size?: number } & Record<string, unknown>;

const Real = lazy(async () => {
  const mod = (await import('qrcode-react-original')) as { QRCodeSVG: ComponentType<QRCodeProps> };
  return { default: mod.QRCodeSVG };
});

export function QRCodeSVG(props: ComponentProps<typeof Real>) {
  return (
    <Suspense fallback={null}>
      <Real {...props} />
    </Suspense>
  );
}
