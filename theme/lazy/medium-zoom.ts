// Rspress's image zoom (its MediumZoom global component) imports medium-zoom, which went into every
// page's theme runtime though few pages have images. rspress.config.ts points
// `medium-zoom` here: the images get medium-zoom's class at once, and the library loads on the first
// click on one of them, which it then opens. The component only calls detach() and close().
type Zoom = { detach(): void; close(): void; open(options: { target: HTMLElement }): unknown };
type Create = (images: HTMLElement[], options?: Record<string, unknown>) => Zoom;

// The component attaches the zoom 100 ms after the app mounts; a click on an image before that (one the
// boot script held while the app hydrated and replays, theme/hydration/boot.ts) opens it once the zoom is attached.
let attached = false;
let clicked: EventTarget | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    if (!attached) clicked = event.target;
  });
}

export default function mediumZoom(
  selector: string | ArrayLike<Element>,
  options: Record<string, unknown> = {},
): Pick<Zoom, 'detach' | 'close'> {
  const found = typeof selector === 'string' ? document.querySelectorAll(selector) : selector;
  const images = Array.from(found).filter((e): e is HTMLImageElement => e instanceof HTMLImageElement);
  let real: Zoom | undefined;
  let detached = false;
  const open = async (target: HTMLImageElement) => {
    if (real) return;
    const { default: create } = (await import('medium-zoom-original')) as { default: Create };
    if (detached || real) return;
    for (const image of images) image.removeEventListener('click', onClick);
    real = create(images, options);
    real.open({ target });
  };
  const onClick = (event: Event) => void open(event.currentTarget as HTMLImageElement);
  for (const image of images) {
    image.classList.add('medium-zoom-image');
    image.addEventListener('click', onClick);
  }
  const pending = clicked;
  attached = true;
  clicked = null;
  if (images.includes(pending as HTMLImageElement)) void open(pending as HTMLImageElement);
  return {
    detach() {
      detached = true;
      for (const image of images) {
        image.removeEventListener('click', onClick);
        if (!real) image.classList.remove('medium-zoom-image');
      }
      real?.detach();
    },
    close() {
      real?.close();
    },
  };
}
