// What a page of a throw-away project requests, as Chromium reports it: shared by the facts files that check when a
// prefetched or preloaded file is requested. A module of its own, so that the files that do not use it keep their
// fingerprint (scripts/lib/facts-record.ts counts every file a facts file imports).

import type { Page } from '@playwright/test';

/** A request a page made, as Chromium reports it: its path, initial priority, and when it was sent and finished (s). */
export type SeenRequest = { path: string; priority: string; sent?: number; done?: number };

/**
 * Opens `url` in `page` with every response taking at least `latency` ms (Chromium's network emulation), so that a
 * request that waits for another one starts visibly after it; records each request the page makes, waits for the load
 * event, and returns a function that gives the requests seen so far (prefetches and preloads included).
 */
export async function openRecordingRequests(page: Page, url: string, latency = 150): Promise<() => SeenRequest[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
  const requests = new Map<string, SeenRequest>();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string; initialPriority: string } }) => {
    requests.set(e.requestId, { path: new URL(e.request.url).pathname, priority: e.request.initialPriority });
  });
  cdp.on('Network.responseReceived', (e: { requestId: string; response: { timing?: { requestTime: number; sendStart: number } } }) => {
    const req = requests.get(e.requestId);
    if (req && e.response.timing) req.sent = e.response.timing.requestTime + e.response.timing.sendStart / 1000;
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; timestamp: number }) => {
    const req = requests.get(e.requestId);
    if (req) req.done = e.timestamp;
  });
  await page.goto(url);
  await page.waitForLoadState('load');
  return () => [...requests.values()];
}
