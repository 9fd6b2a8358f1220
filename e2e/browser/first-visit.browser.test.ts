/**
 * What a first visit meets: the landing page arrives compressed and within its transfer budget; a missing asset is a
 * 404. Accessibility of every route, signed out and in, at desktop and phone widths (axe-core: zero serious or critical
 * violations), the keyboard-only paths (sign in, analyze, audit, rental search), focus after dialogs, the mobile menu's
 * Escape, and resuming a tool after signing in from it. Prints a table of the axe results per route. Run: `npm run
 * e2e:browser -w web` (builds web/dist first).
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, startSystem, type RunningSystem } from '@realty/system-launcher';
import { runAxe, type AxeViolation } from './axe-support.ts';
import { graphqlFromPage, launchBrowser, newContext, uniqueEmail, type ViewportName } from './browser-support.ts';
import { measurePageLoad } from './network-measure.ts';

const PASSWORD = 'correct-horse-9';
const ADMIN_EMAIL = uniqueEmail('a11y-admin');

const ROUTES = [
  '/',
  '/auth/login',
  '/auth/signup',
  '/dashboard',
  '/client-portal',
  '/admin',
  '/property-analyzer',
  '/invoice-checker',
  '/rental-market',
  '/pricing',
  '/checkout',
  '/subscribe',
  '/about',
  '/contact',
  '/blog',
  '/blog/rental-market-trends-2025',
  '/privacy-policy',
  '/terms-of-service',
  '/disclaimer',
  '/no-such-page',
];

const REGISTER = `mutation R($input: RegisterInput!) { register(input: $input) { token } }`;

let system: RunningSystem;
let browser: Browser;
let userToken: string;
let adminToken: string;

async function register(page: Page, email: string, firstName: string): Promise<string> {
  const res = await graphqlFromPage<{ data?: { register: { token: string } } }>(page, REGISTER, {
    input: { email, password: PASSWORD, firstName, lastName: 'Tester' },
  });
  assert.ok(res.data?.register.token, 'registration failed');
  return res.data.register.token;
}

/**
 * The page has rendered and React owns it: its main heading is there, no spinner is left, and the heading is
 * React's node (a prerendered page shows its HTML before hydration, when a key press on a button does nothing).
 */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(`!document.querySelector('main [role="status"][aria-label^="Loading"]')`, null, {
    timeout: 30_000,
  });
  // Polled from here: a predicate polled in the page would be evaluated there, which the app's CSP refuses.
  for (const deadline = Date.now() + 30_000; !(await page.evaluate(HEADING_HYDRATED));) {
    if (Date.now() > deadline) throw new Error('the page was not hydrated within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const HEADING_HYDRATED = `Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber$'))`;

// Evaluated in the page (as text: this file compiles without the DOM library). The focused element's
// name: its aria-label, the text of its <label>, or its own text.
const FOCUSED_NAME = `(() => {
  const el = document.activeElement;
  if (!el) return '';
  const label = el.getAttribute('aria-label') ?? (el.id ? document.querySelector('label[for="' + el.id + '"]')?.textContent : null);
  return (label ?? el.textContent ?? '').trim();
})()`;

function focusedName(page: Page): Promise<string> {
  return page.evaluate(FOCUSED_NAME) as Promise<string>;
}

/** Tabs until the focused element has the accessible label `label`; fails after 60 presses. */
async function tabTo(page: Page, label: string | RegExp): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const name = await focusedName(page);
    if (typeof label === 'string' ? name === label : label.test(name)) return;
  }
  assert.fail(`could not reach "${String(label)}" with the Tab key`);
}

describe('first visit: delivery, accessibility and keyboard paths', { concurrency: false }, () => {
  before(async () => {
    system = await startSystem({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'realtylens-a11y-')),
      marketDataDir: process.env.MARKET_DATA_DIR ?? path.join(REPO_ROOT, '.data'),
      port: 0,
      env: { ADMIN_EMAILS: ADMIN_EMAIL, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    });
    browser = await launchBrowser();
    const context = await newContext(browser, system.url);
    const page = await context.newPage();
    await page.goto('/about');
    userToken = await register(page, uniqueEmail('a11y-user'), 'Robin');
    adminToken = await register(page, ADMIN_EMAIL, 'Alex');
    await context.close();
  });

  after(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('delivers the landing page compressed, within 300 KB, and answers a missing asset with a 404', async () => {
    const load = await measurePageLoad(browser, system.url, '/', 'desktop', false);
    console.log(`landing page: ${(load.transferBytes / 1024).toFixed(1)} KB transferred in ${load.requests} requests`);
    assert.deepEqual(load.uncompressed, []);
    assert.ok(load.transferBytes <= 300 * 1024, `landing transfer ${load.transferBytes} B is over 300 KB`);
    const missing = await fetch(`${system.url}/assets/index-doesnotexist.js`);
    assert.equal(missing.status, 404);
    assert.doesNotMatch(await missing.text(), /<div id="root">/);
    const page = await fetch(`${system.url}/pricing`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.equal(page.headers.get('vary'), 'Accept-Encoding');
  });

  it('has no serious or critical axe violation on any route, signed out and in, desktop and phone', async () => {
    const rows: string[] = [];
    const failures: string[] = [];
    const states: Array<{ state: string; token?: string }> = [
      { state: 'visitor' },
      { state: 'user', token: userToken },
      { state: 'admin', token: adminToken },
    ];
    for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
      for (const { state, token } of states) {
        // The admin's pass covers /admin's own screen; the rest of the routes are the user's.
        const routes = state === 'admin' ? ['/admin'] : ROUTES;
        const context = await newContext(browser, system.url, viewport, token);
        const page = await context.newPage();
        for (const route of routes) {
          await page.goto(route);
          await settled(page);
          const { all, blocking } = await runAxe(page);
          const minor = all.filter((v) => !blocking.includes(v)).map((v) => `${v.id}(${v.impact})`);
          rows.push(
            `${route.padEnd(34)} ${state.padEnd(8)} ${viewport.padEnd(8)} serious/critical: ${blocking.length}  other: ${minor.join(', ') || 0}`,
          );
          for (const v of blocking as AxeViolation[])
            failures.push(
              `${route} [${state}, ${viewport}] ${v.id} (${v.impact}): ${v.help} at ${v.targets.join(' | ')}`,
            );
        }
        await context.close();
      }
    }
    console.log(`axe-core results per route\n${rows.join('\n')}`);
    assert.deepEqual(failures, []);
  });

  it('signs in with the keyboard alone', async () => {
    const context = await newContext(browser, system.url);
    const page = await context.newPage();
    await page.goto('/auth/login');
    await settled(page);
    await tabTo(page, 'Email');
    await page.keyboard.type(ADMIN_EMAIL);
    await tabTo(page, 'Password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Alex' }).waitFor();
    await context.close();
  });

  it('analyzes a property, audits an invoice and searches a rental market with the keyboard alone', async () => {
    const context = await newContext(browser, system.url, 'desktop', userToken);
    const page = await context.newPage();
    await page.goto('/property-analyzer');
    await settled(page);
    await tabTo(page, 'Property Address');
    await page.keyboard.type('100 Congress Ave, Austin, TX');
    await tabTo(page, 'ZIP Code');
    await page.keyboard.type('78701');
    await page.keyboard.press('Enter');
    await page.getByTestId('property-result').waitFor({ timeout: 60_000 });

    await page.goto('/invoice-checker');
    await settled(page);
    await tabTo(page, 'Invoice Content');
    await page.keyboard.type('ACME Plumbing Invoice #7\nService call fee  1 x $450.00  $450.00\nTotal due: $450.00');
    await tabTo(page, 'Audit Invoice');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Detailed Findings' }).waitFor({ timeout: 60_000 });

    await page.goto('/rental-market');
    await settled(page);
    await tabTo(page, 'Location');
    await page.keyboard.type('Austin, TX');
    await page.keyboard.press('Enter');
    await page.getByTestId('rental-result').waitFor({ timeout: 60_000 });
    await context.close();
  });

  it('returns focus to the opener after the sign-in dialog, which has a close button', async () => {
    const context = await newContext(browser, system.url);
    const page = await context.newPage();
    await page.goto('/invoice-checker');
    await settled(page);
    await tabTo(page, 'Start Free Trial');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Sign in to use/ });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await focusedName(page), 'Start Free Trial');
    await tabTo(page, 'Start Free Trial');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await focusedName(page), 'Start Free Trial');
    await context.close();
  });

  it('closes the mobile menu on Escape', async () => {
    const context = await newContext(browser, system.url, 'phone');
    const page = await context.newPage();
    await page.goto('/pricing');
    await settled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'detached' });
    assert.equal(await focusedName(page), 'Open menu');
    await context.close();
  });

  it('signing in from the analyzer keeps the address and ZIP and runs the analysis', async () => {
    const context = await newContext(browser, system.url);
    const page = await context.newPage();
    await page.goto('/property-analyzer');
    await settled(page);
    const form = page.getByRole('form', { name: 'Property analysis' });
    await form.getByLabel('Property Address').fill('500 E 5th St, Austin, TX');
    await form.getByLabel('ZIP Code').fill('78701');
    await form.getByRole('button', { name: 'Analyze Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to use Property Analyzer' });
    await dialog.getByLabel('Email').fill(ADMIN_EMAIL);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('property-result').waitFor({ timeout: 60_000 });
    await page
      .getByRole('heading', { name: /500 E 5th St/ })
      .first()
      .waitFor();
    await context.close();
  });
});
