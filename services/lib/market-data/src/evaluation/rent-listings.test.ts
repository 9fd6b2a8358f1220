import { describe, expect, it } from 'vitest';
import { isTuneZip, listingKind, parseRentListings } from './rent-listings.ts';
import { pointSummary, rangeSummary } from './rent-listings-eval.ts';

const HEADER = 'id,zip_code,bedrooms,bathrooms,rent,sqft,listing_url';

describe('rental listings reader', () => {
  it('drops rents under $500 and rows without bedrooms, and blanks implausible sizes', () => {
    const rows = parseRentListings(
      [
        HEADER,
        'a,78704,2.0,1.5,1900,950.0,https://www.redfin.com/TX/Austin/1-A-St-78704/unit-3/home/1',
        'b,78704,1.0,1.0,15,,https://www.redfin.com/TX/Austin/2-B-St-78704/home/2',
        'c,78704,,,2100,,https://www.redfin.com/TX/Austin/3-C-St-78704/home/3',
        'd,78745,3.0,2.0,2400,19278.0,https://www.redfin.com/TX/Austin/4-D-St-78745/home/4',
        'e,78745,0.0,1.0,1300,40.0,https://www.redfin.com/TX/Austin/The-Place/apartment/5',
      ].join('\n'),
    );
    expect(rows).toEqual([
      { zip: '78704', bedrooms: 2, bathrooms: 1.5, sqft: 950, rent: 1900, kind: 'unit' },
      { zip: '78745', bedrooms: 3, bathrooms: 2, sqft: null, rent: 2400, kind: 'house' },
      { zip: '78745', bedrooms: 0, bathrooms: 1, sqft: null, rent: 1300, kind: 'apartment' },
    ]);
  });

  it('tells the three kinds of page apart by URL', () => {
    expect(listingKind('https://www.redfin.com/TX/Austin/X/apartment/1')).toBe('apartment');
    expect(listingKind('https://www.redfin.com/TX/Austin/603-Davis-St-78701/unit-1611/home/1')).toBe('unit');
    expect(listingKind('https://www.redfin.com/TX/Austin/81-Rainey-St-78701/home/1')).toBe('house');
  });

  it('splits ZIPs deterministically into two non-empty halves', () => {
    const zips = Array.from({ length: 40 }, (_, i) => String(78700 + i));
    const tune = zips.filter(isTuneZip);
    expect(tune.length).toBeGreaterThan(5);
    expect(tune.length).toBeLessThan(35);
    expect(zips.filter(isTuneZip)).toEqual(tune);
  });
});

describe('rent summaries', () => {
  it('computes MdAPE, median bias and the ±10/±20 shares by hand', () => {
    // Errors +5%, -15%, +25%: |e| sorted 5, 15, 25 -> MdAPE 15; bias sorted -15, 5, 25 -> 5.
    const s = pointSummary([
      { truth: 1000, point: 1050 },
      { truth: 1000, point: 850 },
      { truth: 1000, point: 1250 },
    ]);
    expect(s.mdape).toBeCloseTo(15, 6);
    expect(s.medianBiasPct).toBeCloseTo(5, 6);
    expect(s.within10).toBeCloseTo(100 / 3, 6);
    expect(s.within20).toBeCloseTo(200 / 3, 6);
  });

  it('counts coverage and leaves ranges above the $5,000 cap out of the capped figure', () => {
    const s = rangeSummary([
      { truth: 1000, point: 1000, low: 900, high: 1100, timeFactor: 1 },
      { truth: 1200, point: 1000, low: 900, high: 1100, timeFactor: 1 },
      { truth: 4800, point: 4800, low: 4000, high: 5600, timeFactor: 1 },
    ]);
    expect(s.coverage80).toBeCloseTo(200 / 3, 6);
    expect(s.nUnderCap).toBe(2);
    expect(s.coverageUnderCap).toBeCloseTo(50, 6);
  });
});
