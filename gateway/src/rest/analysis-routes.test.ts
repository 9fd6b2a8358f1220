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
        address: '=HYPERLINK("x"), 1',
        zipCode: '78704',
        estimatedValue: 350000,
        cashOnCash: '-3.2%',
        property: { bedrooms: 3 },
      }),
    ).toBe(`"a","","'=HYPERLINK(""x""), 1","78704","","3","","","350000","","","-3.2%","",""`);
  });
});
