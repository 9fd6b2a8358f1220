import { describe, expect, it } from 'vitest';
import { analyzeRequest, exportRow } from './analysis-routes.ts';

describe('POST /api/analyze-property body', () => {
  it('takes deal fields flat or under overrides', () => {
    expect(
      analyzeRequest({ address: '1 Main St', zipCode: '78704', bedrooms: 3, overrides: { purchasePrice: 350_000 } }),
    ).toEqual({
      address: '1 Main St',
      zipCode: '78704',
      overrides: { bedrooms: 3, purchasePrice: 350_000 },
    });
  });
  it('names unknown fields and answers invalid values with the field message', () => {
    expect(() => analyzeRequest({ address: '1 Main St', zipCode: '78704', bedroomz: 3 })).toThrow(
      'Unknown field "bedroomz"',
    );
    expect(() =>
      analyzeRequest({ address: '1 Main St', zipCode: '78704', overrides: { interestRatePct: 31 } }),
    ).toThrow('Interest rate must be between 0% and 30%');
  });
  it("keeps the spec's address and ZIP messages first", () => {
    expect(() => analyzeRequest({ address: '', zipCode: '78704', bedrooms: 40 })).toThrow('Address is required');
  });
});

describe('CSV export row', () => {
  it('quotes every cell as the web export does, defuses formulas and leaves negative numbers alone', () => {
    expect(
      exportRow({
        id: 'a',
        createdAt: '2026-01-02T00:00:00.000Z',
        address: '=HYPERLINK("x"), 1',
        zipCode: '78704',
        estimatedValue: 350000,
        monthlyRent: 2100,
        capRate: '5.1%',
        roiPotential: 'Moderate',
        cashOnCash: '-3.2%',
        version: 1,
        property: { propertyType: null, bedrooms: 3, bathrooms: null, livingAreaSqft: null },
      }),
    ).toBe(
      `"a","2026-01-02T00:00:00.000Z","'=HYPERLINK(""x""), 1","78704","","3","","","350000","2100","5.1%","-3.2%","Moderate","1"`,
    );
  });
  it('leaves the property columns empty when the analysis has no property facts', () => {
    const row = exportRow({
      id: 'b',
      createdAt: '2026-01-02T00:00:00.000Z',
      address: '1 Main St',
      zipCode: '78704',
      estimatedValue: 1,
      monthlyRent: 2,
      capRate: '3%',
      roiPotential: 'Low',
      cashOnCash: '4%',
      version: 2,
      property: null,
    });
    expect(row).toBe(`"b","2026-01-02T00:00:00.000Z","1 Main St","78704","","","","","1","2","3%","4%","Low","2"`);
  });
});
