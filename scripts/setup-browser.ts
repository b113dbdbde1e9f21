// `pnpm setup:browser`: finds or installs the Chromium (and the CJK fonts) and the Java that the tests
// use, and says what it found (scripts/lib/test-tools.ts). `pnpm test` does the same by itself.
import { TOOLS, type ToolName } from './lib/test-tools';

let failed = false;
for (const tool of Object.keys(TOOLS) as ToolName[]) {
  try {
    const got = await TOOLS[tool]();
    console.log(`${tool}: ${got.description}`);
  } catch (e) {
    console.error(`${tool}: ${(e as Error).message}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
