import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSystem } from '@realty/system-launcher';
import { api, startTestSystem, uniqueEmail } from './helpers.ts';

let system: RunningSystem & { dbSuffix: string };
let call: ReturnType<typeof api>;
let token: string;

// `auth: null` sends no token (an explicit undefined would fall back to the default).
const gql = (query: string, variables: Record<string, unknown> = {}, auth: string | null = token) =>
  call('POST', '/graphql', { token: auth ?? undefined, json: { query, variables } });

beforeAll(async () => {
  system = await startTestSystem();
  call = api(system.url);
  const res = await call('POST', '/api/auth/register', {
    json: { firstName: 'Rhea', lastName: 'Tester', email: uniqueEmail('rhea'), password: 'secret123' },
  });
  token = res.body.token as string;
}, 180_000);
afterAll(async () => {
  await system?.stop();
});

describe('rental market over the running system', () => {
  it('answers "Manhattan" with New York County, NY and lists Manhattan, KS as a candidate with its size', async () => {
    const res = await gql(
      'query($t: String!) { locationCandidates(text: $t) { kind name query state households population } }',
      { t: 'Manhattan' },
    );
    expect(res.status).toBe(200);
    const [first, second] = res.body.data.locationCandidates;
    expect(first).toMatchObject({ kind: 'county', name: 'New York County, NY' });
    expect(first.population).toBeGreaterThan(1_000_000);
    expect(second).toMatchObject({ kind: 'city', name: 'Manhattan, KS', query: 'Manhattan, KS', population: null });
    expect(second.households).toBeGreaterThan(1000);
  });

  it('every REST figure names its geography and period; bedrooms, days on market and price per sq ft are there', async () => {
    const res = await call('POST', '/api/rental-market-data', { token, json: { location: 'NYC' } });
    expect(res.status).toBe(200);
    expect(res.body.place).toMatchObject({ header: 'New York, NY', matchedBy: 'nickname' });
    for (const f of res.body.figures) expect(f.value === null ? f.note : `${f.geography} ${f.period}`).toBeTruthy();
    expect(res.body.bedroomRents.map((b: { fmr: { period: string } }) => b.fmr.period)).toEqual([
      'FY2026',
      'FY2026',
      'FY2026',
      'FY2026',
      'FY2026',
    ]);
    expect(res.body.pricePerSqft).toBeGreaterThan(100);
    expect(typeof res.body.dataGeneration.averageRent).toBe('string');
  });

  it('compares two to four places on the same dates and refuses one or five', async () => {
    const query =
      'query($l: [String!]!) { compareRentalMarkets(locations: $l) { commonMonth rows { key values { value period geography } } } }';
    const ok = await gql(query, { l: ['Austin, TX', 'Cook County, IL'] });
    const rent = ok.body.data.compareRentalMarkets.rows.find((r: { key: string }) => r.key === 'rentAtCommonMonth');
    expect(rent.values.map((v: { period: string }) => v.period)).toEqual([
      ok.body.data.compareRentalMarkets.commonMonth,
      ok.body.data.compareRentalMarkets.commonMonth,
    ]);
    const one = await gql(query, { l: ['Austin, TX'] });
    expect(one.body.errors[0].message).toBe('Add at least two locations to compare');
    const five = await gql(query, { l: ['a1', 'b2', 'c3', 'd4', 'e5'] });
    expect(five.body.errors[0].message).toBe('Compare at most four locations at a time');
  });

  it('searches need a sign-in and never count against the allowance', async () => {
    const anonymous = await gql('{ rentalMarket(location: "Austin, TX") { location } }', {}, null);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (let i = 0; i < 4; i++)
      await call('POST', '/api/rental-market-data', { token, json: { location: 'Austin, TX' } });
    await gql('query($l: [String!]!) { compareRentalMarkets(locations: $l) { commonMonth } }', {
      l: ['78701', 'Philly'],
    });
    const me = await call('GET', '/api/auth/me', { token });
    expect(me.body.usageCount ?? 0).toBe(0);
  });
});
