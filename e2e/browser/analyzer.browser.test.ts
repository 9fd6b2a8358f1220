/**
 * The Property Analyzer's deal flow in the browser: the deal form (price, beds, baths, size), a free re-run
 * with one changed assumption (no extra use charged) and the target solver's price.
 * Run: `npm run build -w web && node --import tsx --test e2e/browser/analyzer.browser.test.ts`.
 */
import assert from 'node:assert/strict';
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

async function usageCount(p: Page): Promise<number> {
  const answer = await graphqlFromPage<{ data?: { me?: { usageCount: number } }; errors?: unknown }>(
    p,
    'query { me { usageCount } }',
  );
  assert.ok(answer.data?.me, JSON.stringify(answer));
  return answer.data.me.usageCount;
}

describe('Property Analyzer deal flow', { concurrency: false }, () => {
  before(async () => {
    system = await startBrowserTestSystem('analyzer');
    browser = await launchBrowser();
    page = await (await newContext(browser, system.url)).newPage();
  });
  after(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('fills the deal form, re-runs with a changed assumption for free and reads the solver price', async () => {
    await signUpInBrowser(page, 'Dee', 'Tester', { email: uniqueEmail('deal') });

    await page.goto('/property-analyzer');
    await page.getByLabel('Property Address').fill('1200 S Lamar Blvd, Austin, TX');
    await page.getByLabel('ZIP Code').fill('78704');
    await page.getByLabel('Asking price ($)').fill('650000');
    await page.getByLabel('Bedrooms').fill('3');
    await page.getByLabel('Bathrooms').fill('2');
    await page.getByLabel('Living area (sq ft)').fill('1650');
    await page.getByLabel('Property type').selectOption('single_family');
    await page.getByRole('button', { name: 'Analyze Property' }).click();
    await page.getByTestId('property-result').waitFor({ timeout: 60_000 });
    assert.match(
      await page.getByTestId('comparisons').innerText(),
      /asking price is \d+% (above|below) our estimate|matches/,
    );
    assert.match(await page.getByTestId('estimate-value').innerText(), /3 bedrooms/);
    assert.equal(await usageCount(page), 1);
    await screenshot(page, 'analyzer-deal-result');

    const form = page.getByRole('form', { name: 'Change assumptions' });
    await form.getByLabel('Down payment (percent)').fill('35');
    await form.getByRole('button', { name: 'Re-run (free)' }).click();
    await page.getByText('(version 2)').waitFor({ timeout: 30_000 });
    assert.equal(await usageCount(page), 1, 'a re-run with a changed assumption uses nothing');

    const solver = page.getByRole('form', { name: 'Target-return solver' });
    await solver.getByLabel('Target').selectOption('capRate');
    await solver.getByLabel('Value').fill('5');
    await solver.getByRole('button', { name: 'Solve' }).click();
    const price = await page.getByTestId('solver-price').innerText({ timeout: 30_000 });
    assert.match(price, /^\$\d{1,3}(,\d{3})+$/);
    assert.equal(await usageCount(page), 1);
  });
});
