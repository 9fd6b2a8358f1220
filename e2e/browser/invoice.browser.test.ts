/**
 * The Invoice Checker in the browser: a property manager's owner statement audited with the
 * management agreement's terms entered on the form. The result names the document class, shows the
 * header fields read, and lists the overcharge in dollars with the statement lines it rests on.
 * Run: node --import tsx --test e2e/browser/invoice.browser.test.ts (after building web/dist).
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, startSystem, type RunningSystem } from '@realty/system-launcher';
import { launchBrowser, newContext, screenshot, uniqueEmail } from './browser-support.ts';
import { STATEMENT } from './owner-statement.ts';

const PASSWORD = 'correct-horse-9';

let system: RunningSystem;
let browser: Browser;
let page: Page;

describe('Invoice Checker in the browser', { concurrency: false }, () => {
  before(async () => {
    system = await startSystem({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'realtylens-invoice-browser-')),
      marketDataDir: process.env.MARKET_DATA_DIR ?? path.join(REPO_ROOT, '.data'),
      port: 0,
      env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', REGISTER_MAX_PER_ADDRESS: '1000' },
    });
    browser = await launchBrowser();
    page = await (await newContext(browser, system.url)).newPage();
    await page.goto('/auth/signup');
    await page.getByLabel('First Name').fill('Rosa');
    await page.getByLabel('Last Name').fill('Manager');
    await page.getByLabel('Email').fill(uniqueEmail('rosa'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL('**/dashboard');
  });

  after(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('audits an owner statement against the agreement terms entered and shows class, fields, amount and evidence', async () => {
    await page.goto('/invoice-checker');
    await page.getByLabel('Invoice Content').fill(STATEMENT);
    await page.getByText('Management agreement terms (optional)').click();
    await page.getByLabel('Management fee (%)').fill('8');
    await page.getByLabel('Management fee is charged on').selectOption('collected');
    await page.getByLabel('Fee on a vacant unit ($ per month)').fill('0');
    await page.getByRole('button', { name: 'Audit Invoice' }).click();
    await page.getByRole('heading', { name: 'Detailed Findings' }).waitFor({ timeout: 60_000 });

    assert.equal(await page.getByTestId('document-class').textContent(), 'Owner statement (property management)');
    assert.match(
      (await page.getByTestId('terms-source').textContent()) ?? '',
      /management agreement terms you entered/,
    );
    assert.match((await page.getByTestId('field-invoiceNumber').textContent()) ?? '', /HV-0525-77/);
    assert.match((await page.getByTestId('field-issueDate').textContent()) ?? '', /Jun 3, 2025/);
    const finding = page.getByTestId('invoice-finding').filter({ hasText: 'Management fee taken on scheduled rent' });
    assert.equal(await finding.getByTestId('finding-amount').textContent(), '$62.00');
    assert.match(
      (await finding.getByTestId('finding-evidence').textContent()) ?? '',
      /102 {4}J\. Park {14}1,550\.00 {7}775\.00 {5}124\.00/,
    );
    await screenshot(page, '13-invoice-owner-statement-terms', 'desktop', true);
  });
});
