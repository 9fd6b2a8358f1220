import { describe, expect, it } from 'vitest';
import { BENCHMARKS, LATE_FEE_CAPS } from '../benchmarks.ts';
import { audit, codes, HEADER } from '../testing/audit-text.ts';

describe('excessive fees', () => {
  it('when the management fee is above 12% of collected rent, the part above 12% is the impact and the benchmark is cited', () => {
    const report = audit([...HEADER, 'Rent collected: $2,000.00', 'Management fee   $300.00']);
    const fee = report.findings.find((f) => f.code === 'FEES.MANAGEMENT_FEE_ABOVE_RANGE');
    expect(fee).toMatchObject({ type: 'warning', impact: 60 });
    expect(fee?.description).toContain(BENCHMARKS.managementFeePercent.source);
  });

  it('when the management fee is 10% of collected rent, it is not flagged', () => {
    expect(codes(audit([...HEADER, 'Rent collected: $2,000.00', 'Management fee (10%)   $200.00']))).toEqual([]);
  });

  it("when a leasing fee is more than one month's rent, the excess is the impact", () => {
    const report = audit([...HEADER, 'Leasing fee - Unit 4 (monthly rent $1,400.00)   $2,100.00']);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'FEES.LEASING_FEE_ABOVE_ONE_MONTH', impact: 700 }),
    ]);
  });

  it('when a renewal fee exceeds the greater of $300 and half a month of rent, it is flagged', () => {
    const report = audit([...HEADER, 'Monthly rent: $1,200.00', 'Lease renewal fee   $750.00']);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'FEES.RENEWAL_FEE_HIGH', impact: 150 })]);
  });

  it('when a markup is above 20%, the markup above 20% is the impact', () => {
    const report = audit([...HEADER, 'Parts (cost $400.00 + 35% markup)   $540.00']);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'FEES.MARKUP_ABOVE_TYPICAL', impact: 60 })]);
  });

  it('when a markup exceeds the one the vendor agreed to, it is an error even below the typical ceiling', () => {
    const report = audit([
      ...HEADER,
      'Materials at cost plus 10% per our service agreement.',
      'Parts   $200.00',
      'Materials markup (15%)   $30.00',
    ]);
    expect(report.findings).toEqual([
      expect.objectContaining({ code: 'FEES.MARKUP_ABOVE_DISCLOSED', type: 'error', impact: 10 }),
    ]);
  });

  it('when an administrative or processing fee is charged, the whole fee is at stake', () => {
    const report = audit([
      ...HEADER,
      'Dryer vent cleaning   $140.00',
      'Subtotal   $140.00',
      'Admin fee   $15.00',
      'Total   $155.00',
    ]);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'FEES.JUNK_FEE', impact: 15 })]);
  });

  it('when a card surcharge is within 3%, it is not flagged', () => {
    expect(
      codes(
        audit([
          ...HEADER,
          'Dryer vent cleaning   $200.00',
          'Subtotal   $200.00',
          'Credit card surcharge 3%   $6.00',
          'Total   $206.00',
        ]),
      ),
    ).toEqual([]);
  });

  it('when a late fee exceeds the state statutory cap, it is an error citing the statute', () => {
    const report = audit([...HEADER, 'Monthly rent: $1,000.00', 'Late fee   $100.00'], { state: 'MD' });
    const late = report.findings.find((f) => f.code === 'FEES.LATE_FEE_ABOVE_STATE_CAP');
    expect(late).toMatchObject({ type: 'error', impact: 50 });
    expect(late?.description).toContain(LATE_FEE_CAPS.MD?.statute ?? 'missing');
  });

  it('the cap is computed on the printed monthly rent, not on a balance or annual rent quoted in the fee line', () => {
    // MD: 5% of $1,000 monthly rent = $50, although 5% of the $3,000 balance would allow $150.
    const onBalance = audit([...HEADER, 'Monthly rent: $1,000.00', 'Late fee (5% of balance $3,000.00)   $150.00'], {
      state: 'MD',
    });
    expect(onBalance.findings.find((f) => f.code === 'FEES.LATE_FEE_ABOVE_STATE_CAP')).toMatchObject({ impact: 100 });
    // Without a monthly rent line, a balance quoted in the fee line is not a basis (5% of it would flag $20).
    expect(codes(audit([...HEADER, 'Late fee (balance $600.00)   $50.00'], { state: 'MD' }))).not.toContain(
      'FEES.LATE_FEE_ABOVE_STATE_CAP',
    );
    // A rent figure in the fee line is used when no monthly rent is printed: 5% of $600 = $30.
    expect(
      audit([...HEADER, 'Late fee (rent $600.00)   $50.00'], { state: 'MD' }).findings.find(
        (f) => f.code === 'FEES.LATE_FEE_ABOVE_STATE_CAP',
      ),
    ).toMatchObject({ impact: 20 });
  });

  it('when the state has no statutory cap, a late fee is not judged', () => {
    expect(codes(audit([...HEADER, 'Monthly rent: $1,000.00', 'Late fee   $100.00'], { state: 'CA' }))).toEqual([]);
  });

  it('when a trip charge is above $150, the excess is the impact', () => {
    expect(audit([...HEADER, 'Trip charge   $195.00']).findings).toEqual([
      expect.objectContaining({ code: 'FEES.TRIP_CHARGE_HIGH', impact: 45 }),
    ]);
  });

  it('when an after-hours surcharge is more than half the labour and more than $150, the excess is the impact', () => {
    const report = audit([...HEADER, 'Labor   2 hrs   120.00   240.00', 'After-hours surcharge   $300.00']);
    expect(report.findings).toEqual([expect.objectContaining({ code: 'FEES.EMERGENCY_SURCHARGE_HIGH', impact: 150 })]);
  });

  it('when an emergency fee is within $150, it is not flagged', () => {
    expect(
      codes(audit([...HEADER, 'Labor   2 hrs   120.00   240.00', 'Emergency call-out premium   $125.00'])),
    ).toEqual([]);
  });
});
