/**
 * Scans and photos on the Invoice Checker page: an invoice page rendered in the test is uploaded as
 * a phone photo (rotated 2.5 degrees, noisy JPEG) and as a scanned, image-only PDF, each by its own
 * user (one user auditing the same invoice number twice would rightly get a duplicate finding), and
 * each result shows the same findings with their dollars and the same vendor, number and total as
 * the invoice pasted as text.
 * Run: node --import tsx --test e2e/browser/invoice-scan.browser.test.ts (after npm run build).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, type RunningSystem } from '@realty/system-launcher';
import { renderPhotoJpeg, renderScannedPdf } from '../../services/invoice/src/domain/testing/scan-images.ts';
import { launchBrowser, newContext, screenshot, signUpInBrowser, startBrowserTestSystem } from './browser-support.ts';

const INVOICE = readFileSync(
  path.join(REPO_ROOT, 'services/invoice/src/domain/testing/documents/hvac-emergency-surcharge.txt'),
  'utf8',
);

let system: RunningSystem;
let browser: Browser;

/** What the result screen shows that must not depend on how the invoice arrived. */
async function shownAudit(page: Page) {
  await page.getByRole('heading', { name: 'Detailed Findings' }).waitFor({ timeout: 180_000 });
  const findings = await page.getByTestId('invoice-finding').evaluateAll((cards) =>
    // The title (the bold text beside the type badge) and the dollars; evidence quotes line numbers, which differ by
    // medium.
    cards.map(
      (card) =>
        `${card.querySelector('.rt-r-weight-bold')?.textContent ?? ''} | ${card.querySelector('[data-testid="finding-amount"]')?.textContent ?? ''}`,
    ),
  );
  // A field reads "value (unsure, confidence%, line n)": the value is compared; how sure and which line depend on the
  // medium.
  const field = async (name: string) =>
    ((await page.getByTestId(`field-${name}`).locator('dd').textContent()) ?? '').replace(
      /\s*\((?:unsure, )?\d+%.*\)$/,
      '',
    );
  return {
    findings,
    vendor: await field('vendor'),
    invoiceNumber: await field('invoiceNumber'),
    total: await field('total'),
  };
}

async function newUserPage(name: string): Promise<Page> {
  const page = await (await newContext(browser, system.url)).newPage();
  await signUpInBrowser(page, name, 'Scanner');
  await page.goto('/invoice-checker');
  return page;
}

async function uploadOnPage(page: Page, file: string) {
  await page.locator('#invoice-file').setInputFiles(file);
  await page.getByRole('button', { name: 'Audit File' }).click();
}

describe('Invoice Checker: scans and photos in the browser', { concurrency: false }, () => {
  before(async () => {
    system = await startBrowserTestSystem('invoice-scan');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('a phone photo and a scanned PDF uploaded on the page show the audit of the pasted text', async () => {
    const files = mkdtempSync(path.join(os.tmpdir(), 'realtylens-scan-files-'));
    const photo = path.join(files, 'hvac-invoice-photo.jpg');
    const scan = path.join(files, 'hvac-invoice-scan.pdf');
    writeFileSync(photo, await renderPhotoJpeg(INVOICE));
    writeFileSync(scan, await renderScannedPdf(INVOICE));

    const typed = await newUserPage('Tex');
    await typed.getByLabel('Invoice Content').fill(INVOICE);
    await typed.getByRole('button', { name: 'Audit Invoice' }).click();
    const expected = await shownAudit(typed);
    assert.equal(expected.findings.length, 2);
    assert.match(expected.total, /1,321\.02/);

    const photographed = await newUserPage('Pho');
    await uploadOnPage(photographed, photo);
    assert.deepEqual(await shownAudit(photographed), expected);
    await screenshot(photographed, '14-invoice-phone-photo', 'desktop', true);

    const scanned = await newUserPage('Sca');
    await uploadOnPage(scanned, scan);
    assert.deepEqual(await shownAudit(scanned), expected);
  });
});
