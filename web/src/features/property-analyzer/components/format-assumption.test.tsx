import { describe, expect, it } from 'vitest';
import { formatAssumption, formatRiskValue } from './format-assumption';

describe('assumption values', () => {
  it('read in their units', () => {
    expect(formatAssumption(697000, 'USD')).toBe('$697,000');
    expect(formatAssumption(2673.4, 'USD/month')).toBe('$2,673/month');
    expect(formatAssumption(20, 'percent')).toBe('20.0%');
    expect(formatAssumption(6.86, 'percent/year')).toBe('6.9%/year');
    expect(formatAssumption(30, 'years')).toBe('30 years');
  });
  it('round long risk values', () => {
    expect(formatRiskValue('0.2451032429887587')).toBe('0.25');
    expect(formatRiskValue('-3.4')).toBe('-3.4');
    expect(formatRiskValue('high')).toBe('high');
  });
});
