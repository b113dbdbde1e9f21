// Options of @rsbuild/plugin-image-compress 0.5.9, written from its source (src/index.ts, src/types).
// The codec options come from @napi-rs/image 1 (JpegCompressOptions, PngQuantOptions,
// PNGLosslessOptions) and are written out here; SVGO's Config is typed loosely because svgo is not
// installed beside the site.
declare module '@rsbuild/plugin-image-compress' {
  // Only the declarations marked `export` are exports of the package.
  export {};

  type ArrayOrNot<T> = T | T[];

  type Codecs = 'jpeg' | 'png' | 'pngLossless' | 'ico' | 'svg';

  interface BaseCompressOptions<T extends Codecs> {
    /** The codec. */
    use: T;
    /** Output files the codec handles. Default: the codec's own test, e.g. `/\.png$/`. */
    test?: ArrayOrNot<RegExp>;
    /** Output files that must also match. Default: `undefined`. */
    include?: ArrayOrNot<RegExp>;
    /** Output files to skip. Default: `undefined`. */
    exclude?: ArrayOrNot<RegExp>;
  }

  /** @napi-rs/image JpegCompressOptions. */
  interface JpegCompressOptions {
    /** Output quality, 0-100. Default: `100`. */
    quality?: number;
    /** MozJPEG scan optimization. Default: `true`. */
    optimizeScans?: boolean;
  }

  /** @napi-rs/image PngQuantOptions. */
  interface PngQuantOptions {
    /** Default: `70`. */
    minQuality?: number;
    /** Default: `99`. */
    maxQuality?: number;
    /** 1-10. Default: `5`. */
    speed?: number;
    /** Least significant bits to ignore. Default: `undefined`. */
    posterization?: number;
  }

  /** @napi-rs/image PngRowFilter (None = 0 ... Entropy = 6). */
  type PngRowFilter = 0 | 1 | 2 | 3 | 4 | 5 | 6;

  /** @napi-rs/image PNGLosslessOptions. */
  interface PNGLosslessOptions {
    /** Default: `false`. */
    fixErrors?: boolean;
    /** Default: `false`. */
    force?: boolean;
    /** Default: None, Sub, Up, Average, Paeth (@napi-rs/image 1.9, review89h). */
    filter?: PngRowFilter[];
    /** Default: `true`. */
    bitDepthReduction?: boolean;
    /** Default: `true`. */
    colorTypeReduction?: boolean;
    /** Default: `true`. */
    paletteReduction?: boolean;
    /** Default: `true`. */
    grayscaleReduction?: boolean;
    /** Default: `true`. */
    idatRecoding?: boolean;
    /** Default: `undefined`. */
    strip?: boolean;
  }

  interface CodecBaseOptions {
    jpeg: JpegCompressOptions;
    png: PngQuantOptions;
    pngLossless: PNGLosslessOptions;
    ico: Record<string, never>;
    /** SVGO 3 Config (typed loosely: svgo is not installed here). */
    svg: Record<string, unknown>;
  }

  type FinalOptionCollection = {
    [K in Codecs]: BaseCompressOptions<K> & CodecBaseOptions[K];
  };

  type OptionCollection = {
    [K in Codecs]: K | FinalOptionCollection[K];
  };

  /** A codec name, or `{ use, ...codec options }`. Default list: `['jpeg', 'png', 'ico']`. */
  type Options = OptionCollection[Codecs];

  export type PluginImageCompressOptions = Options[];

  /** The codecs used when no argument is given: `['jpeg', 'png', 'ico']`. */
  export const DEFAULT_OPTIONS: Codecs[];

  export interface IPluginImageCompress {
    (...options: Options[]): import('@rsbuild/core').RsbuildPlugin;
    (options: Options[]): import('@rsbuild/core').RsbuildPlugin;
  }

  export const pluginImageCompress: IPluginImageCompress;
}
