// The error overlay of 0.5.9's dev client (`<rsbuild-error-overlay>`, a shadow root) as a page shows it: its text, its
// file links, and what a click on a link asks of the dev server. Shared by the facts of guide/advanced/hmr (review87d)
// and dev.client (review87m), which quote the same behaviour.
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';

/** The overlay's text and the text of its file links. */
export const readOverlay = (page: Page): Promise<{ text: string; links: string[] }> =>
  page.evaluate(() => {
    const root = document.querySelector('rsbuild-error-overlay')?.shadowRoot;
    return {
      text: root?.querySelector('.content')?.textContent ?? '',
      links: [...(root?.querySelectorAll('a.file-link') ?? [])].map((a) => a.textContent ?? ''),
    };
  });

/**
 * For a compile error in `file` (`./src/render.ts`): the `File:` line is text, and the one link is the absolute path
 * with `:line:column`, whose click asks the dev server at `serverUrl` to open it (answered here, so that no editor
 * is started on this machine). Returns the overlay as read.
 */
export async function assertOverlayLink(page: Page, serverUrl: string, file: string): Promise<{ text: string; links: string[] }> {
  const overlay = await readOverlay(page);
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  assert.match(overlay.text, new RegExp(`^File: ${escaped}\\n`));
  assert.equal(overlay.links.length, 1, overlay.text);
  assert.match(overlay.links[0], new RegExp(`^/.*/${escaped.replace(/^\\\.\//, '')}:\\d+:\\d+$`));
  await page.route('**/__open-in-editor**', (route) => route.fulfill({ status: 200, body: '' }));
  const asked = page.waitForRequest((r) => r.url().includes('/__open-in-editor?file='));
  await page.evaluate(() => {
    (document.querySelector('rsbuild-error-overlay')?.shadowRoot?.querySelector('a.file-link') as HTMLElement).click();
  });
  const request = await asked;
  assert.equal(new URL(request.url()).origin, serverUrl);
  assert.equal(new URL(request.url()).searchParams.get('file'), overlay.links[0]);
  return overlay;
}
