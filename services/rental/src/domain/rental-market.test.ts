import { describe, expect, it } from 'vitest';
import { dataAttribution, rentalMarket } from './rental-market.ts';
import { fixtureDataset } from '@realty/market-data';

const ds = fixtureDataset();

describe('rentalMarket', () => {
  it('for a ZIP, carries the ZIP ZORI forward and reads county ACS figures', () => {
    const m = rentalMarket(ds, '78701');
    expect(m.location).toBe('78701 (Austin, TX)');
    expect(m.resolved?.kind).toBe('zip');
    expect(m.averageRent).toBe(2200); // $2,000 x 1650/1500
    expect(m.medianRent).toBe(1400);
    expect(m.occupancyRate).toBe(95);
    expect(m.inventoryCount).toBe(32); // 600 renters x 5 / 95
    expect(m.pricePerSqft).toBeNull();
    expect(m.dataGeneration.pricePerSqft).toMatch(/floor area/);
  });
  it('shows the metro trend when the local series is stale, month over month', () => {
    const m = rentalMarket(ds, '78701');
    expect(m.rentTrends).toHaveLength(12);
    expect(m.rentTrends[0]).toEqual({ period: '2023-11', averageRent: 1513, changePercent: 0.83 });
    expect(m.rentTrends.at(-1)?.period).toBe('2024-10');
    expect(m.dataGeneration.rentTrends).toMatch(/Austin, TX metro/);
  });
  it('lists housing types from ACS, largest first, without inventing rents per type', () => {
    const types = rentalMarket(ds, 'Austin, TX').popularPropertyTypes;
    expect(types[0]).toEqual({ type: 'Single-family detached', percentage: 50, averageRent: null });
    expect(types[1]).toEqual({ type: 'Large apartments (20+ units)', percentage: 28, averageRent: null });
  });
  it('for a county, uses the county ZORI and the ACS vacant-for-rent estimate', () => {
    const m = rentalMarket(ds, 'Cook County, IL');
    expect(m.resolved?.kind).toBe('county');
    expect(m.averageRent).toBe(1818);
    expect(m.occupancyRate).toBe(95.5);
    expect(m.inventoryCount).toBe(47);
  });
  it('writes the narrative from the computed numbers only', () => {
    const m = rentalMarket(ds, '78701');
    expect(m.aiSummary.summary).toContain('$2,200');
    expect(m.aiSummary.summary).toContain('+10.0%');
    expect(m.aiSummary.marketOutlook).toMatch(/rising/);
    expect(m.dataSources.primary).toMatch(/Zillow/);
  });
  it('for an unknown location, returns every metric null with an explanation', () => {
    const m = rentalMarket(ds, 'asdfqwer');
    expect(m.resolved).toBeNull();
    expect([m.averageRent, m.medianRent, m.occupancyRate, m.inventoryCount, m.pricePerSqft]).toEqual([null, null, null, null, null]);
    expect(m.rentTrends).toEqual([]);
    expect(m.note).toMatch(/did not match/);
  });
  it('reports the ambiguity of a bare city name', () => {
    const m = rentalMarket(ds, 'Springfield');
    expect(m.location).toBe('Springfield, MO');
    expect(m.note).toMatch(/largest/);
  });
  it('lists every source with its attribution', () => {
    expect(dataAttribution(ds).map((s) => s.id)).toContain('geonames-postal');
  });
});
