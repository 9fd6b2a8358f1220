import { describe, expect, it } from 'vitest';
import { buildCsv } from '@/lib/csv';
import { DEMO_MARKET } from '../demo/demo-market';
import { marketCsvRecords } from './market-csv';

describe('marketCsvRecords', () => {
  it('writes every figure the dashboard shows with its geography, period, source and staleness', () => {
    const rows = marketCsvRecords(DEMO_MARKET);
    const rent = rows.find((r) => r.section === 'Headline' && String(r.item).startsWith('Typical asking rent'));
    expect(rent).toMatchObject({
      place: 'Austin, TX',
      value: 1649,
      geography: 'Travis County, TX',
      period: '2026-06',
      source: 'zillow-zori',
      stale: 'no',
    });
    expect(rows.filter((r) => r.section === 'Rent by bedrooms')).toHaveLength(15);
    expect(rows.some((r) => r.section === 'Market speed' && r.stale === 'yes')).toBe(true);
    expect(buildCsv(rows)?.split('\r\n')[0]).toBe(
      '"place","section","item","value","unit","geography","period","source","stale","note"',
    );
  });
});
