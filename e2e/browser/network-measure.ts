import type { Browser, Page } from 'playwright-core';
import { newContext, type ViewportName } from './browser-support.ts';

/** The slow line of the delivery budget: 1.6 Mbps down, 750 kbps up, 150 ms round trip; CPU 4x slower. */
export const SLOW_LINE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export interface PageLoad {
  lcpMs: number;
  /** Bytes on the wire (headers and compressed bodies), as Chromium counts them. */
  transferBytes: number;
  requests: number;
  /** Text responses from our origin that came without a Content-Encoding. */
  uncompressed: string[];
}

/** The last largest-contentful-paint candidate once the page is quiet. */
function readLcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          // Node's typings list only Node's entry types; Chromium knows this one.
        }).observe({ type: 'largest-contentful-paint' as 'mark', buffered: true });
      }),
  );
}

/** Loads `route` in a fresh context with the cache off, optionally on the slow line, and measures it. */
export async function measurePageLoad(
  browser: Browser,
  baseURL: string,
  route: string,
  viewport: ViewportName,
  throttled: boolean,
): Promise<PageLoad> {
  const context = await newContext(browser, baseURL, viewport);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_LINE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  let transferBytes = 0;
  let requests = 0;
  const uncompressed: string[] = [];
  cdp.on(
    'Network.responseReceived',
    (event: { response: { url: string; headers: Record<string, string>; mimeType: string } }) => {
      const encoding = Object.entries(event.response.headers).find(
        ([k]) => k.toLowerCase() === 'content-encoding',
      )?.[1];
      const text = /javascript|css|html|svg|json/.test(event.response.mimeType);
      if (text && !encoding && event.response.url.startsWith(baseURL)) uncompressed.push(event.response.url);
    },
  );
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    transferBytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(route, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const lcpMs = await readLcp(page);
  await context.close();
  return { lcpMs, transferBytes, requests, uncompressed };
}
