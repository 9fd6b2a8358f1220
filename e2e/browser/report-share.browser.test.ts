/**
 * The analysis report and share link in the browser: analyse a deal through the form, download its PDF (one or
 * two pages with the address, value estimate and cap rate), make a share link, open it in a fresh signed-out
 * context (same figures, no owner email, noindex, no serious accessibility violation), revoke it and see 404.
 * Run: `npm run build && node --import tsx --test e2e/browser/report-share.browser.test.ts`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { RunningSystem } from '@realty/system-launcher';
import { readPdf } from '@realty/service-kit/testing/pdf';
import { runAxe } from './axe-support.ts';
import {
  launchBrowser,
  newContext,
  screenshot,
  signUpInBrowser,
  startBrowserTestSystem,
  uniqueEmail,
} from './browser-support.ts';
import { ANALYSIS_CHARTS } from './analysis-charts.ts';

let system: RunningSystem;
let browser: Browser;
let page: Page;

describe('PDF report and share link', { concurrency: false }, () => {
  before(async () => {
    system = await startBrowserTestSystem('report');
    browser = await launchBrowser();
    page = await (await newContext(browser, system.url)).newPage();
  });
  after(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('downloads the PDF, shares the analysis read-only with a signed-out visitor, and revokes the link', async () => {
    const email = uniqueEmail('sharer');
    await signUpInBrowser(page, 'Shay', 'Owner', { email: email });

    await page.goto('/property-analyzer');
    await page.getByLabel('Property Address').fill('1200 S Lamar Blvd, Austin, TX');
    await page.getByLabel('ZIP Code').fill('78704');
    await page.getByLabel('Asking price ($)').fill('650000');
    await page.getByLabel('Bedrooms').fill('3');
    await page.getByRole('button', { name: 'Analyze Property' }).click();
    const result = page.getByTestId('property-result');
    await result.waitFor({ timeout: 60_000 });
    const resultText = await result.innerText();
    const value = /Estimated Value\s*(\$[\d,]+)/.exec(resultText)?.[1];
    const capRate = /Cap Rate\s*(-?[\d.]+%)/.exec(resultText)?.[1];
    assert.ok(value && capRate, `value and cap rate on the result: ${resultText.slice(0, 400)}`);
    // The same result shows its four charts, each an svg image with a name, one opening its data table.
    for (const name of ANALYSIS_CHARTS) {
      const chart = page.getByRole('img', { name });
      await chart.waitFor({ timeout: 30_000 });
      assert.equal(await chart.evaluate((el) => el.tagName.toLowerCase()), 'svg', `${name} is an svg`);
    }
    await page.getByTestId('sensitivity-heatmap').getByRole('button', { name: 'Show data table' }).click();
    await page.getByTestId('sensitivity-heatmap').getByRole('table').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const bytes = readFileSync((await download.path())!);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    const pdf = await readPdf(bytes);
    assert.ok(pdf.pages >= 1 && pdf.pages <= 2, `${pdf.pages} pages`);
    assert.ok(pdf.text.includes('1200 S Lamar Blvd, Austin, TX'), 'the address is in the PDF');
    assert.ok(pdf.text.includes(value), `the value estimate ${value} is in the PDF`);
    assert.ok(pdf.text.includes(`Cap rate ${capRate}`), `the cap rate ${capRate} is in the PDF`);

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const url = await page.getByTestId('share-url').inputValue({ timeout: 30_000 });
    assert.match(url, /\/shared\/[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'analysis-share-control');

    // A fresh context: no session, no stored token.
    const visitor = await (await newContext(browser, system.url)).newPage();
    await visitor.goto(url);
    const shared = visitor.getByTestId('shared-analysis');
    await shared.waitFor({ timeout: 30_000 });
    const sharedText = await shared.innerText();
    assert.ok(sharedText.includes('1200 S Lamar Blvd, Austin, TX'));
    assert.ok(sharedText.includes(value), 'the same value estimate');
    assert.ok(sharedText.includes(capRate), 'the same cap rate');
    assert.ok(!(await visitor.content()).includes(email), 'no owner email on the page');
    assert.equal(await visitor.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    assert.equal(
      await visitor.getByRole('form', { name: 'Change assumptions' }).count(),
      0,
      'read-only: no re-run form',
    );
    const axe = await runAxe(visitor);
    assert.deepEqual(axe.blocking, [], `serious or critical violations: ${JSON.stringify(axe.blocking)}`);
    await screenshot(visitor, 'shared-analysis', 'desktop', true);
    const [sharedDownload] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const sharedPdf = await readPdf(readFileSync((await sharedDownload.path())!));
    assert.ok(sharedPdf.text.includes('1200 S Lamar Blvd, Austin, TX'));

    await page.getByRole('button', { name: 'Revoke link' }).click();
    await page.getByRole('button', { name: 'Revoke link' }).waitFor({ state: 'detached', timeout: 30_000 });
    const api = await visitor.request.get(`${system.url}/api/shared/${url.split('/').pop()}`);
    assert.equal(api.status(), 404);
    await visitor.goto(url);
    await visitor.getByTestId('shared-not-found').waitFor({ timeout: 30_000 });
    assert.match(await visitor.getByTestId('shared-not-found').innerText(), /404/);
  });
});
