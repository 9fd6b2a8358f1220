/**
 * Browser end-to-end tests of the web client against the whole running system (gateway, services, databases),
 * driven with playwright-core and Debian's Chromium. Run: `npm run e2e:browser -w web` (builds web/dist first).
 * Screenshots of every step go to e2e/screenshots/ at desktop (1280x800) and phone (390x844) widths.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningSystem } from '@realty/system-launcher';
import {
  graphqlFromPage,
  launchBrowser,
  newContext,
  screenshot,
  signUpInBrowser,
  startBrowserTestSystem,
  storedToken,
  uniqueEmail,
} from './browser-support.ts';

const ADMIN_EMAIL = uniqueEmail('admin');
const USER_EMAIL = uniqueEmail('investor');
const PASSWORD = 'correct-horse-9';

let system: RunningSystem;
let browser: Browser;
let user: BrowserContext;
let page: Page;

async function signUp(p: Page, firstName: string, email: string): Promise<void> {
  await signUpInBrowser(p, firstName, 'Tester', { email, password: PASSWORD });
  await p.getByRole('heading', { name: `Welcome back, ${firstName}` }).waitFor();
}

async function analyzeProperty(p: Page, address: string, zip: string): Promise<void> {
  await p.getByLabel('Property Address').fill(address);
  await p.getByLabel('ZIP Code').fill(zip);
  await p.getByRole('button', { name: 'Analyze Property' }).click();
  await p.getByTestId('property-result').waitFor({ timeout: 60_000 });
}

describe('RealtyLens in the browser', { concurrency: false }, () => {
  before(async () => {
    system = await startBrowserTestSystem('browser', { ADMIN_EMAILS: ADMIN_EMAIL });
    browser = await launchBrowser();
    user = await newContext(browser, system.url);
    page = await user.newPage();
  });

  after(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('shows visitors the landing page with its metadata, at both widths', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: /Unlock Your Property's Potential with AI/ }).waitFor();
    assert.match(await page.title(), /RealtyLens/);
    assert.ok(await page.locator('link[rel="canonical"]').getAttribute('href'));
    assert.ok(await page.locator('meta[property="og:title"]').getAttribute('content'));
    await screenshot(page, '01-landing', 'desktop', true);
    const phone = await newContext(browser, system.url, 'phone');
    const p = await phone.newPage();
    await p.goto('/');
    await p.getByRole('heading', { name: /Unlock Your Property's Potential/ }).waitFor();
    await screenshot(p, '01-landing', 'phone', true);
    await p.getByRole('button', { name: 'Open menu' }).click();
    await p.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await screenshot(p, '02-mobile-menu', 'phone');
    await phone.close();
  });

  it('the landing search opens the analyzer with the address filled in', async () => {
    await page.goto('/');
    await page.getByLabel('Property address').fill('100 Congress Ave, Austin, TX');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await page.waitForURL(/\/property-analyzer\?address=/);
    assert.equal(await page.getByLabel('Property Address').inputValue(), '100 Congress Ave, Austin, TX');
  });

  it('shows visitors the demo result and opens the sign-in dialog from its call to action', async () => {
    await page.goto('/property-analyzer');
    await page.getByText('You are viewing a sample result').waitFor();
    await page.getByText('123 Demo Street, Austin, TX').waitFor();
    await screenshot(page, '03-visitor-demo', 'desktop', true);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.getByRole('dialog', { name: 'Sign in to use Property Analyzer' }).waitFor();
    await screenshot(page, '04-sign-in-dialog');
    await page.keyboard.press('Escape');
  });

  it('shows the 404 page for an unknown route and for an unknown article', async () => {
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, '05-not-found');
    await page.goto('/blog/no-such-article');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto('/blog/ai-property-valuation');
    await page.getByRole('heading', { name: /How AI Property Valuation Works/ }).waitFor();
  });

  it('signs up and lands on the dashboard with the trial plan', async () => {
    await signUp(page, 'Quinn', USER_EMAIL);
    assert.ok(await storedToken(page));
    await page.getByTestId('plan-badge').getByText('TRIAL').waitFor();
    await page.getByText('0 / 3 analyses used in your trial').waitFor();
    await screenshot(page, '06-dashboard');
  });

  it('analyzes a property in 78701 and shows why the numbers are what they are', async () => {
    await page.goto('/property-analyzer');
    await analyzeProperty(page, '100 Congress Ave, Austin, TX', '78701');
    await page.getByText('Analysis Complete').waitFor();
    await page.getByText('Estimated Value').first().waitFor();
    await page.getByText('Metrics and how they are computed').waitFor();
    await page
      .getByText(/Data: Zillow Research \(ZHVI\/ZORI\)/)
      .first()
      .waitFor();
    assert.equal(await page.getByTestId('market-status').textContent(), 'Status Unknown');
    await screenshot(page, '07-property-result', 'desktop', true);
  });

  it('lists the analysis in the history and exports it as CSV', async () => {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: /Properties/ }).click();
    await page.getByRole('cell', { name: '100 Congress Ave, Austin, TX' }).first().waitFor();
    await screenshot(page, '08-history');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^property_analyses_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    assert.equal(
      csv.split('\r\n')[0],
      '"createdAt","address","zipCode","estimatedValue","monthlyRent","capRate","roiPotential"',
    );
    assert.match(csv, /"100 Congress Ave, Austin, TX","78701"/);
    await page.getByText('property_analyses has been downloaded.').waitFor();
  });

  it('audits an invoice and shows the findings', async () => {
    await page.goto('/invoice-checker');
    await page
      .getByTestId('remaining-note')
      .getByText(/2 audits remaining/)
      .waitFor();
    await page
      .getByLabel('Invoice Content')
      .fill(
        'ACME Plumbing Invoice #1042\nDate: 2025-01-05\n1. Replace water heater  1 x $1,200.00  $1,200.00\n2. Replace water heater  1 x $1,200.00  $1,200.00\n3. Service call fee  1 x $450.00  $450.00\nTotal due: $2,950.00',
      );
    await page.getByRole('button', { name: 'Audit Invoice' }).click();
    await page.getByRole('heading', { name: 'Detailed Findings' }).waitFor({ timeout: 60_000 });
    await page.getByText('Audit Complete').waitFor();
    await screenshot(page, '09-invoice-result', 'desktop', true);
  });

  it("shows the rental market for 'Austin, TX'", async () => {
    await page.goto('/rental-market');
    await page.getByLabel('Location').fill('Austin, TX');
    await page.getByRole('button', { name: 'Get Market Data' }).click();
    await page.getByTestId('rental-result').waitFor({ timeout: 60_000 });
    await page.getByText('Average Rent').first().waitFor();
    await page.getByRole('img', { name: /Average rent from/ }).waitFor();
    await screenshot(page, '10-rental-result', 'desktop', true);
    const phone = await newContext(browser, system.url, 'phone', (await storedToken(page)) ?? undefined);
    const p = await phone.newPage();
    await p.goto('/rental-market');
    await p.getByLabel('Location').fill('Austin, TX');
    await p.getByRole('button', { name: 'Get Market Data' }).click();
    await p.getByTestId('rental-result').waitFor({ timeout: 60_000 });
    await screenshot(p, '10-rental-result', 'phone', true);
    await p.goto('/dashboard');
    await p.getByRole('heading', { name: 'Welcome back, Quinn' }).waitFor();
    await screenshot(p, '06-dashboard', 'phone', true);
    await phone.close();
  });

  it('reaches the trial limit: the 4th metered use shows the blocked screen, and the server refuses it too', async () => {
    await page.goto('/property-analyzer');
    await analyzeProperty(page, '200 Congress Ave, Austin, TX', '78701');
    await page.getByRole('button', { name: 'Analyze Another Property' }).click();
    await page.getByRole('heading', { name: 'Trial Limit Reached' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Upgrade to Basic' }).getAttribute('href'), '/pricing');
    await screenshot(page, '11-trial-limit');
    const answer = await graphqlFromPage<{ errors?: Array<{ extensions?: { code?: string; reason?: string } }> }>(
      page,
      'mutation ($input: AnalyzePropertyInput!) { analyzeProperty(input: $input) { id } }',
      { input: { address: '300 Congress Ave, Austin, TX', zipCode: '78701' } },
    );
    assert.equal(answer.errors?.[0]?.extensions?.code, 'USAGE_REFUSED');
    assert.equal(answer.errors?.[0]?.extensions?.reason, 'trial_limit_reached');
    await page.goto('/invoice-checker');
    await page.getByRole('heading', { name: 'Trial Limit Reached' }).waitFor();
  });

  it('keeps a normal user out of /admin', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
    const answer = await graphqlFromPage<{ errors?: Array<{ extensions?: { code?: string } }> }>(
      page,
      '{ adminStats { totalUsers } }',
    );
    assert.equal(answer.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    await screenshot(page, '12-admin-restricted');
  });

  it('lets the configured admin reach the admin dashboard from the user menu', async () => {
    const adminContext = await newContext(browser, system.url);
    const admin = await adminContext.newPage();
    await signUp(admin, 'Avery', ADMIN_EMAIL);
    await admin.getByRole('button', { name: /Account menu for Avery/ }).click();
    await admin.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await admin.waitForURL('**/admin');
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.getByRole('row', { name: /Quinn Tester/ }).waitFor();
    await screenshot(admin, '13-admin', 'desktop', true);
    // The admin's own trial: a bulk upload of two rows, one of them unreadable.
    await admin.goto('/dashboard');
    await admin.getByRole('tab', { name: /Bulk Upload/ }).click();
    await admin.getByLabel('Choose a CSV file').setInputFiles({
      name: 'properties.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('address,zipCode\n100 Congress Ave,78701\nNowhere Lane,\n'),
    });
    await admin.getByTestId('chosen-file').getByText('properties.csv').waitFor();
    await admin.getByRole('button', { name: 'Process Properties' }).click();
    await admin.getByText('Upload Successful').waitFor({ timeout: 60_000 });
    await admin.getByTestId('bulk-report').waitFor();
    await screenshot(admin, '14-bulk-upload');
    await adminContext.close();
  });

  it('logs out to the home page', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Account menu for Quinn/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal(await storedToken(page), null);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
  });
});
