/**
 * The Rental Market Dashboard in the browser: a ZIP view that states its geography and offers its county with one
 * click, a CSV of what the dashboard shows, and a side-by-side comparison whose rents are read at one common
 * month. Searches stay unmetered. Run: node --import tsx --test e2e/browser/rental.browser.test.ts (after
 * building web/dist).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { RunningSystem } from '@realty/system-launcher';
import {
  graphqlFromPage,
  launchBrowser,
  newContext,
  screenshot,
  signUpInBrowser,
  startBrowserTestSystem,
  uniqueEmail,
} from './browser-support.ts';

let system: RunningSystem;
let browser: Browser;
let page: Page;

describe('Rental Market Dashboard in the browser', { concurrency: false }, () => {
  before(async () => {
    system = await startBrowserTestSystem('rental-browser');
    browser = await launchBrowser();
    page = await (await newContext(browser, system.url)).newPage();
    await signUpInBrowser(page, 'Rene', 'Renter', { email: uniqueEmail('rene') });
  });

  after(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('a ZIP view states its geography, labels each tile, and opens its county with one click', async () => {
    await page.goto('/rental-market');
    await page.getByLabel('Location').fill('78701');
    await page.getByRole('button', { name: 'Get Market Data' }).click();
    await page
      .getByRole('heading', { name: 'Rental market: ZIP 78701 (Austin, TX) in Austin, TX metro' })
      .waitFor({ timeout: 60_000 });
    const rentScope = await page.getByTestId('figure-averageRent').getByTestId('figure-scope').textContent();
    assert.match(rentScope ?? '', /^.+, [A-Z]{2}.* · [A-Z][a-z]{2} \d{4}/);
    await page.getByRole('columnheader', { name: /HUD Small Area FMR/ }).waitFor();
    await screenshot(page, '11-rental-zip', 'desktop', true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^rental_market_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    assert.match(csv.split('\r\n')[0] ?? '', /"geography","period","source","stale","note"/);
    assert.match(csv, /"Rent by bedrooms","HUD Small Area FMR, Studio","\d+","usd_month","ZIP 78701","FY2024"/);

    await page.getByTestId('related-places').getByRole('button', { name: 'Travis County, TX' }).click();
    await page.getByRole('heading', { name: 'Rental market: Travis County, TX' }).waitFor({ timeout: 60_000 });
  });

  it('compares two places side by side with rents read at one common month', async () => {
    await page.goto('/rental-market');
    await page.getByRole('tab', { name: 'Compare' }).click();
    await page.getByLabel('Location 1').fill('Austin, TX');
    await page.getByLabel('Location 2').fill('Manhattan');
    await page.getByRole('button', { name: 'Add location' }).click();
    await page.getByLabel('Location 3').fill('Philly');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const table = page.getByTestId('rental-comparison');
    await table.waitFor({ timeout: 60_000 });
    for (const header of ['Austin, TX', 'New York County, NY', 'Philadelphia, PA']) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const monthText = (await page.getByTestId('comparison-month').textContent()) ?? '';
    const month = /at ([A-Z][a-z]{2} \d{4})/.exec(monthText)?.[1];
    assert.ok(month, monthText);
    const rentRow = table.getByRole('row').filter({ hasText: 'Typical asking rent (ZORI)' });
    const cells = await rentRow.getByRole('cell').allTextContents();
    assert.equal(cells.length, 3);
    for (const cell of cells) {
      assert.match(cell, /\$[\d,]+\/mo/);
      assert.ok(cell.includes(month), `${cell} should be read at ${month}`);
    }
    const domRow = await table
      .getByRole('row')
      .filter({ hasText: 'Median days on market' })
      .getByRole('cell')
      .allTextContents();
    assert.ok(
      domRow.every((c) => /\d+ days/.test(c)),
      domRow.join(' | '),
    );
    await screenshot(page, '12-rental-compare', 'desktop', true);
  });

  it('rental searches and comparisons are not metered', async () => {
    const me = await graphqlFromPage<{ data: { me: { usageCount: number | null } } }>(page, '{ me { usageCount } }');
    assert.equal(me.data.me.usageCount ?? 0, 0);
  });
});
