import { describe, expect, it } from 'vitest';
import { isRateStatement } from './rate-statement.ts';

describe('rate statements above the charges', () => {
  it('a pricing line that lists rates per visit is not a charge', () => {
    expect(
      isRateStatement('Seasonal contract pricing: plow per push $185.00; walks shovel/salt per visit $85.00'),
    ).toBe(true);
    expect(isRateStatement('Rates: $65/hr labor')).toBe(true);
  });

  it('a charge line with one price is still a charge', () => {
    expect(isRateStatement('Walks - shovel & salt   85.00')).toBe(false);
    expect(isRateStatement('Labor 3 hrs @ $65/hr   $195.00')).toBe(false);
    expect(isRateStatement('Trip charge per visit $85.00')).toBe(false);
  });
});
