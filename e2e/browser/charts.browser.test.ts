/**
 * Charts and the document view in the browser (issue 28): a deal analysed through the form shows its four
 * charts, each an <svg role="img"> with an accessible name, one of which opens its data table; an audited
 * statement's finding, clicked, highlights its evidence line in the document view; the portfolio lists the deal
 * with its scatter; axe finds no serious or critical violation on any of these views.
 * Run: `npm run build && node --import tsx --test e2e/browser/charts.browser.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { RunningSystem } from '@realty/system-launcher';
import { runAxe } from './axe-support.ts';
import { launchBrowser, newContext, screenshot, signUpInBrowser, startBrowserTestSystem } from './browser-support.ts';
import { STATEMENT } from '../fixtures/owner-statement.ts';
import { ANALYSIS_CHARTS as CHARTS } from './analysis-charts.ts';

let system: RunningSystem;
let browser: Browser;
let page: Page;

describe('charts and the document view', { concurrency: false }, () => {
  before(async () => {
    system = await startBrowserTestSystem('charts');
    browser = await launchBrowser();
    page = await (await newContext(browser, system.url)).newPage();
    await signUpInBrowser(page, 'Cara', 'Charts');
  });
  after(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('analyses a deal through the form and shows four named chart images, one opening its data table', async () => {
    await page.goto('/property-analyzer');
    await page.getByLabel('Property Address').fill('1200 S Lamar Blvd, Austin, TX');
    await page.getByLabel('ZIP Code').fill('78704');
    await page.getByLabel('Asking price ($)').fill('650000');
    await page.getByLabel('Bedrooms').fill('3');
    await page.getByLabel('Bathrooms').fill('2');
    await page.getByLabel('Living area (sq ft)').fill('1650');
    await page.getByRole('button', { name: 'Analyze Property' }).click();
    await page.getByTestId('property-result').waitFor({ timeout: 60_000 });

    for (const name of CHARTS) {
      const chart = page.getByRole('img', { name });
      await chart.waitFor({ timeout: 30_000 });
      assert.equal(await chart.evaluate((el) => el.tagName.toLowerCase()), 'svg', `${name} is an svg`);
      assert.ok((await chart.getAttribute('aria-describedby')) !== null, `${name} has its text alternative`);
    }
    assert.match((await page.getByTestId('sale-marker').textContent()) ?? '', /Sale, year \d+/);

    const figure = page.getByTestId('sensitivity-heatmap');
    assert.equal(await figure.getByRole('table').count(), 0);
    await figure.getByRole('button', { name: 'Show data table' }).click();
    const table = figure.getByRole('table');
    await table.waitFor();
    assert.equal(await table.locator('tbody tr').count(), 5);
    assert.match(await table.locator('tbody tr').nth(2).innerText(), /^0%\s+-?\d+\.\d%/);
    assert.equal(await figure.getByRole('button', { name: 'Hide data table' }).getAttribute('aria-expanded'), 'true');
    await screenshot(page, 'charts-analyzer-result', 'desktop', true);

    const { blocking } = await runAxe(page);
    assert.deepEqual(blocking, [], JSON.stringify(blocking, null, 2));
  });

  it('audits a statement, and a clicked finding highlights its evidence line in the document view', async () => {
    await page.goto('/invoice-checker');
    await page.getByLabel('Invoice Content').fill(STATEMENT);
    await page.getByText('Management agreement terms (optional)').click();
    await page.getByLabel('Management fee (%)').fill('8');
    await page.getByLabel('Management fee is charged on').selectOption('collected');
    await page.getByRole('button', { name: 'Audit Invoice' }).click();
    await page.getByRole('heading', { name: 'Detailed Findings' }).waitFor({ timeout: 60_000 });

    const documentView = page.getByTestId('document-view');
    await documentView.waitFor();
    assert.equal(await documentView.locator('[data-highlighted]').count(), 0);
    const finding = page.getByTestId('invoice-finding').filter({ hasText: 'Management fee taken on scheduled rent' });
    await finding.getByRole('button', { name: /^Show in document/ }).click();
    const highlighted = documentView.locator('[data-highlighted]');
    await highlighted.first().waitFor();
    const texts = await highlighted.allInnerTexts();
    assert.ok(
      texts.some((t) => /102\s+J\. Park\s+1,550\.00\s+775\.00\s+124\.00/.test(t)),
      texts.join(' | '),
    );
    // The highlighted line is scrolled into the document box's view.
    const inView = await highlighted.first().evaluate((row) => {
      const box = row.closest('.document-view')!.getBoundingClientRect();
      const r = row.getBoundingClientRect();
      return r.top >= box.top && r.bottom <= box.bottom;
    });
    assert.ok(inView, 'the evidence line is visible in the document view');
    await page.getByRole('img', { name: /Dollars at stake by kind of finding/ }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'charts-invoice-document-view', 'desktop', true);

    const { blocking } = await runAxe(page);
    assert.deepEqual(blocking, [], JSON.stringify(blocking, null, 2));
  });

  it("shows the analysed deal in the Properties tab's portfolio with its scatter, without serious axe violations", async () => {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Properties' }).click();
    const portfolio = page.getByTestId('portfolio');
    await portfolio.waitFor({ timeout: 30_000 });
    assert.equal(await portfolio.getByTestId('portfolio-row').count(), 1);
    assert.match(await portfolio.getByTestId('portfolio-row').innerText(), /1200 S Lamar Blvd/);
    await page.getByRole('img', { name: /^Price against cash-on-cash/ }).waitFor({ timeout: 30_000 });
    const { blocking } = await runAxe(page);
    assert.deepEqual(blocking, [], JSON.stringify(blocking, null, 2));
  });
});
