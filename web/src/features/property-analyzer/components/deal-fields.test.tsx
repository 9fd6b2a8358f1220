import { describe, expect, it } from 'vitest';
import { toDealInput } from './deal-fields';

const defaults = [
  {
    key: 'downPaymentPct',
    label: 'Down payment',
    value: 20,
    unit: 'percent',
    source: 'product default',
    rationale: '',
  },
];

describe('toDealInput', () => {
  it('sends typed facts as numbers, skips blanks and unchanged defaults', () => {
    expect(
      toDealInput(
        { purchasePrice: '$350,000', bedrooms: '3', bathrooms: '', downPaymentPct: '20', propertyType: 'condo' },
        defaults,
      ),
    ).toEqual({
      input: { purchasePrice: 350_000, bedrooms: 3, propertyType: 'condo' },
    });
  });
  it('sends a changed default', () => {
    expect(toDealInput({ downPaymentPct: '25' }, defaults)).toEqual({ input: { downPaymentPct: 25 } });
  });
  it("answers each invalid field with the contract's message", () => {
    expect(toDealInput({ bedrooms: '40', livingAreaSqft: '0', interestRatePct: '31' }, defaults)).toEqual({
      errors: {
        bedrooms: 'Bedrooms must be a whole number from 0 to 12',
        livingAreaSqft: 'Living area must be between 100 and 50,000 sq ft',
        interestRatePct: 'Interest rate must be between 0% and 30%',
      },
    });
  });
});
