/**
 * The built web app runs under the gateway's content security policy: every route of the app,
 * and the sign-in dialog (whose scroll lock injects a style element), loads with zero policy
 * violations and renders. The gateway runs in this process with the real security headers and
 * static serving; the services are not started (their calls fail, which the pages handle), because
 * the policy concerns what the app loads, not what the API answers.
 * Run: `node --import tsx --test e2e/browser/content-security-policy.browser.test.ts` (needs web/dist).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { REPO_ROOT } from '@realty/system-launcher';
import { launchBrowser, newContext } from './browser-support.ts';
import { startGatewayWithoutServices } from './gateway-without-services.ts';

const ROUTES = [
  '/',
  '/auth/login',
  '/auth/signup',
  '/dashboard',
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
  '/privacy-policy',
  '/developers',
  '/no-such-page',
];
const WEB_DIST = process.env.WEB_DIST ?? path.join(REPO_ROOT, 'web', 'dist');

let browser: Browser;
let baseURL: string;
let stop: () => Promise<void>;

describe('content security policy', { concurrency: false }, () => {
  before(async () => {
    assert.ok(existsSync(path.join(WEB_DIST, 'index.html')), `build the web app first (${WEB_DIST})`);
    ({ baseURL, stop } = await startGatewayWithoutServices(WEB_DIST));
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stop?.();
  });

  it('every route renders with zero policy violations, the sign-in dialog included', async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const violations: string[] = [];
    // Chromium reports each blocked load or inline script/style as a console error naming the policy.
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
        violations.push(`${page.url()}: ${msg.text()}`);
    });
    for (const route of ROUTES) {
      const res = await page.goto(route, { waitUntil: 'networkidle' });
      assert.match(res?.headers()['content-security-policy'] ?? '', /frame-ancestors 'none'/);
      await page.locator('h1').first().waitFor({ timeout: 20_000 });
    }
    await page.goto('/invoice-checker', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start Free Trial' }).first().click();
    await page.getByRole('dialog', { name: /Sign in to use/ }).waitFor();
    await page.waitForTimeout(300);
    await context.close();
    assert.deepEqual(violations, []);
  });
});
