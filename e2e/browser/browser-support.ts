import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT, startSystem, type RunningSystem } from '@realty/system-launcher';

/** Where screenshots go (git-ignored). */
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'screenshots');

/** The page's localStorage, typed without the DOM library (this file compiles under the Node config). */
interface PageGlobals {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Debian's Chromium, headless. Without the networking flags it tries to reach the internet at start-up and
 * stalls; there is no sandbox in the test container.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: ViewportName = 'desktop',
  token?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    acceptDownloads: true,
    deviceScaleFactor: 1,
  });
  context.setDefaultTimeout(20_000);
  if (token)
    await context.addInitScript((t) => (globalThis as unknown as PageGlobals).localStorage.setItem('token', t), token);
  return context;
}

export async function screenshot(
  page: Page,
  name: string,
  viewport: ViewportName = 'desktop',
  fullPage = false,
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** The token the app keeps in localStorage['token']. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem('token'));
}

/** Runs one GraphQL operation from inside the page (same origin, the page's token). */
export function graphqlFromPage<T = unknown>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const token = (globalThis as unknown as PageGlobals).localStorage.getItem('token');
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as never;
    },
    { query, variables },
  );
}

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Signs up a new person through the sign-up page, waits for the dashboard it lands on and answers the email. */
export async function signUpInBrowser(
  page: Page,
  firstName: string,
  lastName: string,
  { email = uniqueEmail(firstName.toLowerCase()), password = 'correct-horse-9' } = {},
): Promise<string> {
  await page.goto('/auth/signup');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await page.waitForURL('**/dashboard');
  return email;
}

/**
 * The whole system for one browser test file, on a free port with its own store, the built market data and
 * a sign-up limit no test reaches; `env` adds to or overrides the test environment.
 */
export function startBrowserTestSystem(name: string, env: Record<string, string> = {}): Promise<RunningSystem> {
  return startSystem({
    dataDir: mkdtempSync(path.join(os.tmpdir(), `realtylens-${name}-`)),
    marketDataDir: process.env.MARKET_DATA_DIR ?? path.join(REPO_ROOT, '.data'),
    port: 0,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', REGISTER_MAX_PER_ADDRESS: '1000', ...env },
  });
}
