/**
 * The prerendered pages (landing and the three tools): the HTML alone carries the headline and its styles,
 * so the first paint waits for no script and no stylesheet; React then hydrates that markup in place, with
 * no hydration error, and the page works. The gateway runs in this process with its real static serving;
 * the services are not started, because a signed-out visitor's first view asks them nothing. Run: `node --import tsx
 * --test e2e/browser/prerendered-pages.browser.test.ts` (needs web/dist from `npm run build:web`).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT } from '@realty/system-launcher';
import { runAxe } from './axe-support.ts';
import { launchBrowser, newContext, type ViewportName } from './browser-support.ts';
import { startGatewayWithoutServices } from './gateway-without-services.ts';

const PAGES = [
  { route: '/', headline: "Unlock Your Property's Potential with AI" },
  { route: '/property-analyzer', headline: 'Property Analyzer' },
  { route: '/invoice-checker', headline: 'Invoice Checker' },
  { route: '/rental-market', headline: 'Rental Market Dashboard' },
];
const WEB_DIST = process.env.WEB_DIST ?? path.join(REPO_ROOT, 'web', 'dist');

// Evaluated in the page (as text: this file compiles without the DOM library).
const UNREACHABLE_SCROLL_REGIONS_GONE = `Array.from(document.querySelectorAll('.rt-ScrollAreaViewport, .table-scroll')).every((el) =>
  !(el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX)) || el.hasAttribute('tabindex') || el.querySelector('a[href], button, input'))`;

/** Globals of the page, typed without the DOM library (this file compiles under the Node config). */
interface Probe {
  prerenderedHeadline?: { isConnected: boolean; textContent: string | null };
}
interface Node {
  nodeName: string;
  isConnected: boolean;
  textContent: string | null;
}

let browser: Browser;
let baseURL: string;
let stop: () => Promise<void>;

/** What a visitor sees of the first screen: the position, size, colour and font of its main elements. */
function firstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
    const view = globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> };
    return ['main h1', 'main p', 'main a', 'main input, main textarea', 'main button', 'header a', '.site-footer'].map(
      (selector) => {
        const element = doc.querySelector(selector) as {
          getBoundingClientRect(): { x: number; y: number; width: number; height: number };
        } | null;
        if (!element) return `${selector}: none`;
        const box = element.getBoundingClientRect();
        const style = view.getComputedStyle(element);
        return `${selector}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${style.color} ${style.fontSize} ${style.fontWeight} ${style.backgroundColor}`;
      },
    );
  });
}

/** Opens `route` with the app's scripts blocked; with its full stylesheet applied, or blocked. */
async function withoutScripts(context: BrowserContext, route: string, withStylesheet: boolean): Promise<string[]> {
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.(js|css)$/, (request) => {
    const isStylesheet = request.request().url().endsWith('.css');
    return isStylesheet && withStylesheet ? request.continue() : request.abort();
  });
  await page.goto(route, { waitUntil: 'load' });
  // What main.tsx does first: the full stylesheet, linked for print, applies to the screen.
  if (withStylesheet) {
    await page.evaluate(`(async () => {
      for (const link of document.querySelectorAll('link[data-deferred-stylesheet]')) link.media = 'all';
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    })()`);
  }
  const screen = await firstScreen(page);
  await page.close();
  return screen;
}

/** Before any script of the page runs: remembers the headline element the HTML parser creates. */
async function rememberPrerenderedHeadline(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const probe = globalThis as unknown as Probe & {
      MutationObserver: new (cb: (records: Array<{ addedNodes: Node[] }>) => void) => {
        observe(t: unknown, o: unknown): void;
        disconnect(): void;
      };
      document: unknown;
    };
    const observer = new probe.MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeName === 'H1' && !probe.prerenderedHeadline) {
            probe.prerenderedHeadline = node;
            observer.disconnect();
          }
        }
      }
    });
    observer.observe(probe.document, { childList: true, subtree: true });
  });
}

function prerenderedHeadlineState(page: Page): Promise<{ connected: boolean; text: string | null }> {
  return page.evaluate(() => {
    const headline = (globalThis as unknown as Probe).prerenderedHeadline;
    return { connected: headline?.isConnected ?? false, text: headline?.textContent ?? null };
  });
}

describe('prerendered pages', { concurrency: false }, () => {
  before(async () => {
    assert.ok(
      existsSync(path.join(WEB_DIST, 'prerendered', 'index.html')),
      `build the web app first (${WEB_DIST}, npm run build:web)`,
    );
    ({ baseURL, stop } = await startGatewayWithoutServices(WEB_DIST));
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stop?.();
  });

  it('serves each page with its headline and title in the HTML, and the shell for other routes', async () => {
    for (const { route, headline } of PAGES) {
      const html = await (await fetch(`${baseURL}${route}`)).text();
      const escaped = headline.replace("'", '&#x27;');
      assert.match(html, new RegExp(`<h1[^>]*>${escaped}</h1>`), route);
      assert.match(html, new RegExp(`data-prerendered="${route}"`), route);
      assert.match(html, /<style>.*\.rt-Heading/s, `${route} inlines the critical CSS`);
      assert.match(
        html,
        /<link rel="stylesheet"[^>]* media="print" data-deferred-stylesheet>/,
        `${route} links the full stylesheet without blocking`,
      );
    }
    assert.match(
      await (await fetch(`${baseURL}/property-analyzer`)).text(),
      /<title>Property Analyzer \| RealtyLens<\/title>/,
    );
    assert.match(await (await fetch(`${baseURL}/pricing`)).text(), /<div id="root"><\/div>/);
  });

  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    it(`paints the first screen from the HTML alone, as the full stylesheet draws it (${viewport})`, async () => {
      const context = await newContext(browser, baseURL, viewport);
      for (const { route } of PAGES) {
        const critical = await withoutScripts(context, route, false);
        const full = await withoutScripts(context, route, true);
        assert.deepEqual(critical, full, route);
      }
      await context.close();
    });

    it(`hydrates the prerendered markup in place, with no error in the console (${viewport})`, async () => {
      const context = await newContext(browser, baseURL, viewport);
      await rememberPrerenderedHeadline(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      // Calls to the stopped services fail on purpose; anything else in red is a fault.
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text()))
          errors.push(`${page.url()}: ${msg.text()}`);
      });
      for (const { route, headline } of PAGES) {
        await page.goto(route, { waitUntil: 'networkidle' });
        assert.deepEqual(
          await prerenderedHeadlineState(page),
          { connected: true, text: headline },
          `${route}: the headline from the HTML is still the one on screen`,
        );
        // The shell's keyboard fix reaches the hydrated markup: a region that scrolls sideways gets a tab stop.
        await page.waitForFunction(UNREACHABLE_SCROLL_REGIONS_GONE, null, { timeout: 15_000 });
        const { blocking } = await runAxe(page);
        assert.deepEqual(
          blocking.map((v) => v.id),
          [],
          `${route}: serious or critical axe violations`,
        );
      }
      // Hydrated means working: the landing page's search leads to the analyzer with the address.
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: 'Property address' }).fill('500 E 5th St, Austin, TX');
      await page.getByRole('button', { name: 'Analyze', exact: true }).click();
      await page.waitForURL(/\/property-analyzer\?address=500/);
      await page.getByRole('heading', { level: 1, name: 'Property Analyzer' }).waitFor();
      await context.close();
      assert.deepEqual(errors, []);
    });
  }

  it('with a stored token, the visitor markup is gone once the scripts have run, and the app draws the page', async () => {
    const context = await newContext(browser, baseURL, 'desktop', 'a-token-the-stopped-auth-service-cannot-check');
    await rememberPrerenderedHeadline(context);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    assert.equal((await prerenderedHeadlineState(page)).connected, false);
    // The token cannot be checked, so the visitor is signed out and gets the landing page from the app.
    await page.getByRole('heading', { level: 1, name: PAGES[0]?.headline }).waitFor();
    await context.close();
  });
});
