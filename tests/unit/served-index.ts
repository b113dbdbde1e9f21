// For the search's unit tests: index files served over HTTP from a temporary folder, with every URL that
// `fetch` is asked for recorded, as the browser's search would fetch them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IndexFile } from '../../plugins/search/pagefind-format/rechunk';
import { SERVE_CONFIG } from '../../scripts/lib/built-site';
import { startStaticServer } from '../../scripts/lib/static-server';

/**
 * Writes each folder's index files (`folders`: folder name → files) to a temporary folder, serves it, and runs `fn`
 * with the server's URL and `fetch` recording every URL in `requests`; then restores `fetch`, stops the server and
 * removes the folder, whether `fn` passed or not.
 */
export async function withServedIndex<T>(
  folders: Record<string, IndexFile[]>,
  fn: (site: { url: string; requests: string[] }) => Promise<T>,
): Promise<T> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'served-index-'));
  const requests: string[] = [];
  const realFetch = globalThis.fetch;
  let site: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  try {
    for (const [folder, files] of Object.entries(folders))
      for (const f of files) {
        const file = path.join(root, folder, f.path);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, f.content);
      }
    site = await startStaticServer({ root, config: SERVE_CONFIG });
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(String(input));
      return realFetch(input, init);
    }) as typeof fetch;
    return await fn({ url: site.url, requests });
  } finally {
    globalThis.fetch = realFetch;
    await site?.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
