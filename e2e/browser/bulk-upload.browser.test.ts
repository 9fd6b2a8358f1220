/**
 * Bulk upload in the browser: a 1,000-row CSV runs as a job; the progress bar advances while rows are
 * analyzed, the results table fills in, and the history holds every row at the end.
 * Run: `npm run build -w web && node --import tsx --test e2e/browser/bulk-upload.browser.test.ts`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MongoClient } from 'mongodb';
import type { Browser, Page } from 'playwright-core';
import type { RunningSystem } from '@realty/system-launcher';
import {
  graphqlFromPage,
  launchBrowser,
  newContext,
  screenshot,
  signUpInBrowser,
  startBrowserTestSystem,
} from './browser-support.ts';
import { arrangeUnlimitedPlan } from '../../services/billing/src/testing/arrange-plan.ts';

let system: RunningSystem;
let browser: Browser;
let page: Page;
const ROWS = 1000;
const ZIPS = ['78701', '10001', '60614', '94110', '44105', '33139'];

async function progressValue(p: Page): Promise<number> {
  return Number(await p.getByRole('progressbar', { name: 'Bulk upload progress' }).getAttribute('aria-valuenow'));
}

describe('Bulk upload as a job', { concurrency: false }, () => {
  before(async () => {
    // Small batches, so the bar moves in many steps the test can see.
    system = await startBrowserTestSystem('bulk', { BULK_BATCH_SIZE: '50' });
    browser = await launchBrowser();
    page = await (await newContext(browser, system.url)).newPage();
  });
  after(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('shows the progress bar advancing, the counts and rate, and the results filling in', async () => {
    await signUpInBrowser(page, 'Bea', 'Bulk');

    // A trial covers three rows; the test needs the whole file, so the account becomes enterprise in billing's store.
    const me = await graphqlFromPage<{ data: { me: { id: string } } }>(page, 'query { me { id } }');
    const mongo = await MongoClient.connect(system.mongoUrl);
    try {
      await arrangeUnlimitedPlan(mongo.db('billing'), me.data.me.id, 1);
    } finally {
      await mongo.close();
    }

    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'realtylens-bulk-csv-')), 'portfolio.csv');
    writeFileSync(
      file,
      [
        'address,zipCode,beds',
        ...Array.from({ length: ROWS }, (_, i) => `${i + 1} Browser Ln,${ZIPS[i % ZIPS.length]},${(i % 4) + 1}`),
      ].join('\n'),
    );

    await page.getByRole('tab', { name: /Bulk Upload/ }).click();
    assert.match(await page.getByTestId('bulk-optional-columns').innerText(), /price, rent, beds, baths, sqft, type/);
    await page.getByLabel('Choose a CSV file').setInputFiles(file);
    await page.getByRole('button', { name: 'Process Properties' }).click();

    // The bar is seen below 100 with rows analyzed, then at 100.
    const seen: number[] = [];
    // A wait limit for a loaded machine, not a speed check (the bench measures speed).
    const deadline = Date.now() + 600_000;
    while (Date.now() < deadline) {
      if (await page.getByTestId('bulk-progress').count()) {
        const value = await progressValue(page);
        if (seen.at(-1) !== value) seen.push(value);
        if (value === 100) break;
      }
      await page.waitForTimeout(100);
    }
    assert.ok(
      seen.some((v) => v > 0 && v < 100),
      `the bar moved through intermediate values: ${seen.join(', ')}`,
    );
    assert.deepEqual(
      [...seen].sort((a, b) => a - b),
      seen,
      'the bar only moves forward',
    );
    assert.equal(seen.at(-1), 100);

    await page.getByText('Upload Successful').waitFor({ timeout: 30_000 });
    assert.match(
      await page.getByTestId('bulk-progress-counts').innerText(),
      new RegExp(`${ROWS.toLocaleString('en-US')} analyzed · 0 failed · 0 skipped · 0 remaining · [\\d.,]+ rows/s`),
    );
    const rows = page.getByTestId('bulk-results').locator('tbody tr');
    assert.equal(await rows.count(), 50);
    assert.match(await rows.first().innerText(), /1 Browser Ln\s+78701\s+\$[\d,]+\s+\$[\d,]+/);
    await screenshot(page, 'bulk-upload-done');

    const history = await graphqlFromPage<{ data: { myPropertyAnalysesConnection: { nodes: unknown[] } } }>(
      page,
      'query { myPropertyAnalysesConnection(first: 500) { nodes { id } } }',
    );
    assert.equal(history.data.myPropertyAnalysesConnection.nodes.length, 500);
  });
});
