/**
 * The Invoice Checker in the browser: a property manager's owner statement audited with the
 * management agreement's terms entered on the form. The result names the document class, shows the
 * header fields read, and lists the overcharge in dollars with the statement lines it rests on.
 * Run: node --import tsx --test e2e/browser/invoice.browser.test.ts (after building web/dist).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { RunningSystem } from '@realty/system-launcher';
import {
  launchBrowser,
  newContext,
  screenshot,
  signUpInBrowser,
  startBrowserTestSystem,
  uniqueEmail,
} from './browser-support.ts';
import { STATEMENT } from '../fixtures/owner-statement.ts';

let system: RunningSystem;
let browser: Browser;
let page: Page;

describe('Invoice Checker in the browser', { concurrency: false }, () => {
  before(async () => {
    system = await startBrowserTestSystem('invoice-browser');
    browser = await launchBrowser();
    page = await (await newContext(browser, system.url)).newPage();
    await signUpInBrowser(page, 'Rosa', 'Manager', { email: uniqueEmail('rosa') });
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
