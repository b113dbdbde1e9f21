// The runtime script of @rsbuild/plugin-rem 0.5.9, for facts tests: that version is not installable here (the registry
// serves 0.5.4 and 0.6.x), so a test's stand-in plugin inlines this string, which genJSTemplate of its 0.5.9 source
// (packages/plugin-rem/src/AutoSetRootFontSizePlugin.ts) returns, copied as it is. Used by review86a and review86f.

export type RuntimeOptions = {
  screenWidth: number;
  rootFontSize: number;
  maxRootFontSize: number;
  widthQueryKey: string;
  rootFontSizeVariableName: string;
  supportLandscape: boolean;
  useRootFontSizeBeyondMax: boolean;
};

/** DEFAULT_OPTIONS of @rsbuild/plugin-rem 0.5.9 (the runtime's part). */
export const DEFAULTS: RuntimeOptions = {
  screenWidth: 375,
  rootFontSize: 50,
  maxRootFontSize: 64,
  widthQueryKey: '',
  rootFontSizeVariableName: 'ROOT_FONT_SIZE',
  supportLandscape: false,
  useRootFontSizeBeyondMax: false,
};

/** genJSTemplate of @rsbuild/plugin-rem 0.5.9, as its source has it. */
export const genJSTemplate = (opts: RuntimeOptions) => `function setRootPixel() {
  function getQuery(name) {
    return (new RegExp('[?&]' + name + '=([^&#\\b]+)').exec(location.search || '') || [])[1];
  }

  function setRootFontSize() {
    var widthQueryKey = '${opts.widthQueryKey}';
    var rem2px = ${opts.rootFontSize};
    var clientWidth;
    var docEl = document.documentElement;
    if (widthQueryKey && (+getQuery(widthQueryKey))) {
      clientWidth = +getQuery(widthQueryKey);
    } else {
      clientWidth = window.innerWidth && docEl.clientWidth ?
        Math.min(window.innerWidth, docEl.clientWidth) :
        (window.innerWidth || docEl.clientWidth || (document.body && document.body.clientWidth) || ${opts.screenWidth});
        ${
          opts.supportLandscape
            ? `
        var isLandscape = ((screen.orientation && screen.orientation.angle) || window.orientation) / 90 % 2;
        if (isLandscape) {
          var clientHeight = window.innerHeight && docEl.clientHeight ?
          Math.min(window.innerHeight, docEl.clientHeight) :
          (window.innerHeight || docEl.clientHeight || (document.body && document.body.clientHeight) || ${opts.screenWidth});

          clientWidth = Math.max(clientHeight, 350);
        }`
            : ''
        }
    }

    var htmlFontSizePx = (clientWidth * rem2px) / ${opts.screenWidth};
    var maxRootFontSize = ${opts.maxRootFontSize};

    ${
      opts.useRootFontSizeBeyondMax
        ? 'htmlFontSizePx = htmlFontSizePx < maxRootFontSize ? htmlFontSizePx : rem2px ;'
        : 'htmlFontSizePx = Math.min(htmlFontSizePx, maxRootFontSize);'
    }

    window.${opts.rootFontSizeVariableName} = htmlFontSizePx;
    docEl.style.fontSize = htmlFontSizePx + 'px';
  }

  function adjust(immediate) {
    if (immediate) {
      setRootFontSize();
      return;
    }
    setTimeout(setRootFontSize, 30);
  }

  adjust(true);

  window.addEventListener('resize', adjust, false);

  if ('onorientationchange' in window) {
    window.addEventListener('orientationchange', adjust, false);
  }
}

typeof window !== 'undefined' && setRootPixel();`;
