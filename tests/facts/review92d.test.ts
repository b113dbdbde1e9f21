// Facts behind the third accuracy review of session 92 (slice d): config/source/transform-import and
// config/performance/remove-moment-locale, in both languages. Each test runs @rsbuild/core 0.5.9 in a throw-away
// project (topics-support.ts), names the page and the sentence it backs, and checks that both languages say it and
// that the old wording is gone. Fixes settled by reading files only are listed here, without a test.
//
// - config/source/transform-import, the item quoting `You are using a whole package of antd, …` and `You are using
//   prebuilt antd,`: the page said "antd 3 and 4 warn only from antd/lib/index.js" and "The prebuilt warning comes
//   from antd's UMD file, antd/dist/antd.js (antd 3 and earlier, outside production)". Read in the npm tarballs of
//   antd (`npm pack antd@<version>`): the whole-package warning is in antd 4.24.16's lib/index.js (line 477) and in
//   its UMD file dist/antd.js (line 11235, under `var ENV = "development"`, so that file prints it in every mode),
//   and the same in antd 3.26.20 (lib/index.js line 536, dist/antd.js line 13179); es/index.js of both has neither
//   warning. The prebuilt wording is not in any file of antd 3.0.0, 3.26.20 or 4.24.16: it is in the dist/antd.js of
//   antd 2.0.0 (line 35720) and 2.5.0 (line 38130, under `if (true)`), while 2.7.4, 2.8.0, 2.10.0 and 2.13.11
//   print the whole-package warning there instead. Now: "antd 3 and 4 print the first warning from antd/lib/index.js
//   and from their UMD file, antd/dist/antd.js, not from antd/es, where Rsbuild resolves antd. The prebuilt warning
//   comes from the antd/dist/antd.js of early antd 2 releases (2.0 and 2.5; 2.7 and later print the first one)." The
//   run-backed half of the item (the antd item bundles the button only; `import 'antd/dist/antd'` still brings the
//   whole file) is tests/facts/common-problems-round23c.test.ts; its stand-in dist/antd.js says version 3.26.20 but
//   prints the prebuilt wording, which that release does not (the assertion, about what is bundled, still holds).
export {};
