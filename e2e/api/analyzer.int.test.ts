import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSystem } from '@realty/system-launcher';
import { api, startTestSystem, uniqueEmail } from './helpers.ts';

// The Property Analyzer through REST: deal inputs, refusals that cost nothing, free re-runs, the solver.

let system: RunningSystem & { dbSuffix: string };
let call: ReturnType<typeof api>;

beforeAll(async () => {
  system = await startTestSystem();
  call = api(system.url);
}, 180_000);
afterAll(async () => {
  await system?.stop();
});

async function register(name: string) {
  const res = await call('POST', '/api/auth/register', {
    json: { firstName: name, lastName: 'Tester', email: uniqueEmail(name), password: 'secret123' },
  });
  expect(res.status).toBe(201);
  return res.body.token as string;
}
async function usage(token: string): Promise<number> {
  const me = await call('GET', '/api/auth/me', { token });
  expect(me.status, JSON.stringify(me.body)).toBe(200);
  return me.body.usageCount as number;
}

describe('POST /api/analyze-property with deal inputs', () => {
  it('refuses unknown fields, invalid values and a street in another state without using the trial', async () => {
    const token = await register('Ivy');
    const unknown = await call('POST', '/api/analyze-property', {
      token,
      json: { address: '1 Main St', zipCode: '78704', bedroomz: 3 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ bedroomz: 'Unknown field "bedroomz"' });
    for (const [field, value, message] of [
      ['purchasePrice', -5, 'Purchase price must be a positive amount up to $100,000,000'],
      ['livingAreaSqft', 0, 'Living area must be between 100 and 50,000 sq ft'],
      ['bedrooms', 40, 'Bedrooms must be a whole number from 0 to 12'],
      ['interestRatePct', 31, 'Interest rate must be between 0% and 30%'],
    ] as const) {
      const res = await call('POST', '/api/analyze-property', {
        token,
        json: { address: '1 Main St', zipCode: '78704', [field]: value },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    const elsewhere = await call('POST', '/api/analyze-property', {
      token,
      json: { address: '500 Congress Ave, Austin, TX', zipCode: '10001' },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/Austin, TX but ZIP code 10001 is in New York, NY/);
    expect(await usage(token)).toBe(0);
  });

  it('answers for the property with ranges, methods and dated sources; re-runs for free; solves a target price', async () => {
    const token = await register('Oak');
    const res = await call('POST', '/api/analyze-property', {
      token,
      json: {
        address: '1200 S Lamar Blvd, Austin, TX',
        zipCode: '78704',
        propertyType: 'single_family',
        bedrooms: 5,
        bathrooms: 3,
        livingAreaSqft: 2600,
        purchasePrice: 700_000,
      },
    });
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.property).toMatchObject({
      bedrooms: 5,
      bathrooms: 3,
      livingAreaSqft: 2600,
      propertyType: 'single_family',
    });
    expect(a.valueEstimate.inputsUsed).toContain('5 bedrooms');
    expect(a.valueEstimate.low).toBeLessThan(a.valueEstimate.point);
    expect(a.valueEstimate.high).toBeGreaterThan(a.valueEstimate.point);
    expect(a.valueEstimate.point).toBeGreaterThan(a.valueEstimate.zipLevel);
    for (const s of [...a.valueEstimate.sources, ...a.rentEstimate.sources]) expect(s.asOf).toMatch(/^20\d\d(-\d\d)?/);
    expect(a.comparisons[0]).toMatch(/^The asking price is \d+% (above|below) our estimate\.$|matches/);
    expect(a.roiPotentialLabel).toMatch(/^ROI Potential = 5-year levered IRR/);
    expect(a.sensitivity.cells).toHaveLength(25);
    expect(a.version).toBe(1);
    expect(await usage(token)).toBe(1);

    const rerun = await call('POST', `/api/property-analyses/${a.id}/rerun`, { token, json: { downPaymentPct: 35 } });
    expect(rerun.status, JSON.stringify(rerun.body)).toBe(200);
    expect(rerun.body).toMatchObject({ id: a.id, version: 2 });
    expect(rerun.body.assumptions.find((x: { key: string }) => x.key === 'downPaymentPct')).toMatchObject({
      value: 35,
      source: 'user override',
    });
    expect(rerun.body.assumptions.find((x: { key: string }) => x.key === 'purchasePrice').value).toBe(700_000);
    expect(await usage(token)).toBe(1);

    const solved = await call('POST', `/api/property-analyses/${a.id}/solve`, {
      token,
      json: { metric: 'capRate', value: 5 },
    });
    expect(solved.status).toBe(200);
    expect(solved.body.maxPurchasePrice).toBeGreaterThan(0);
    expect(solved.body.explanation).toMatch(/cap rate of 5\.0%/);

    const page = await call('GET', '/api/user/property-analyses/page?offset=0&limit=10', { token });
    expect(page.body).toMatchObject({ total: 1, offset: 0, limit: 10 });
    const csv = await call('GET', '/api/user/property-analyses/export.csv', { token });
    expect(csv.status).toBe(200);
    expect(String(csv.body).split('\r\n')[0]).toBe(
      '"id","createdAt","address","zipCode","propertyType","bedrooms","bathrooms","livingAreaSqft","estimatedValue","monthlyRent","capRate","cashOnCash","roiPotential","version"',
    );
    expect(await usage(token)).toBe(1);
  });
});
