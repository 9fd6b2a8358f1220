import { describe, expect, it } from 'vitest';
import { cleanRow, lotOf } from './forsale-listings.ts';

const row = {
  type: 'Single Family Residential',
  saleType: 'MLS Listing',
  price: '400000',
  zip: '87104',
  state: 'NM',
  sqft: '1800',
  beds: '3',
  baths: '2',
  yearBuilt: '1990',
  hoa: '',
  lot: '7200',
};

describe('lot size of a for-sale listing', () => {
  it('keeps a house lot between 500 sq ft and 50 acres', () => {
    expect(lotOf(7_200, 'single_family')).toBe(7_200);
    expect(lotOf(2_178_000, 'townhouse')).toBe(2_178_000);
  });

  it('drops placeholder lots of 500 sq ft or less and lots over 50 acres', () => {
    expect(lotOf(4, 'single_family')).toBeNull();
    expect(lotOf(500, 'multi_family')).toBeNull();
    expect(lotOf(2_178_001, 'single_family')).toBeNull();
  });

  it("never gives a condo a lot, since its lot is the whole complex's parcel", () => {
    expect(lotOf(130_000, 'condo')).toBeNull();
  });

  it('reads the LOT SIZE column into the cleaned listing, and null when blank', () => {
    expect(cleanRow(row, 'albuquerque')).toMatchObject({ lotSqft: 7_200, sqft: 1_800 });
    expect(cleanRow({ ...row, lot: '' }, 'albuquerque')).toMatchObject({ lotSqft: null });
    expect(cleanRow({ ...row, type: 'Condo/Co-op' }, 'albuquerque')).toMatchObject({ lotSqft: null });
  });
});
