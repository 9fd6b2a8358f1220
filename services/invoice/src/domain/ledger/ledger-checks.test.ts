import { describe, expect, it } from 'vitest';
import { checkTenantLedger } from './ledger-checks.ts';
import { readTenantLedger } from './read-ledger.ts';

// Hand-written ledgers: rent due on the 1st, one late fee, the state passed as the audit would.
function ledger(lateFeeDay: string, lateFee = '50.00', rent = '1,500.00'): string[] {
  return [
    'TENANT LEDGER - Example Rentals',
    `Monthly rent: $${rent}   Rent due on the 1st`,
    '',
    'Date        Description                 Charge     Payment    Balance',
    `10/01/2025  Rent - October             ${rent}`,
    `10/${lateFeeDay}/2025  Late fee                      ${lateFee}`,
    '10/20/2025  Payment - ACH                          9,999.00',
  ];
}

const codes = (lines: string[], state: string | null, graceDays: number | null = 0) =>
  checkTenantLedger(readTenantLedger(lines), { lateFeeGraceDays: graceDays }, state).map((f) => ({
    code: f.code,
    impact: f.impact,
    description: f.description,
  }));

describe('statutory grace periods', () => {
  it('Texas: a late fee on the 3rd, before rent is two full days late, is inside the grace period and cites § 92.019', () => {
    const [f] = codes(ledger('03'), 'TX');
    expect(f?.code).toBe('FEES.LATE_FEE_IN_GRACE_PERIOD');
    expect(f?.description).toContain('Tex. Prop. Code § 92.019');
    expect(f?.impact).toBe(50);
  });

  it('Texas: the same fee on the 4th is past the statutory grace period', () => {
    expect(codes(ledger('04'), 'TX').map((f) => f.code)).not.toContain('FEES.LATE_FEE_IN_GRACE_PERIOD');
  });

  it('Tennessee and the District of Columbia: 5 days; the 6th is inside, the 7th is not', () => {
    for (const [state, statute] of [
      ['TN', '66-28-201'],
      ['DC', '42-3505.31'],
    ] as const) {
      const inside = codes(ledger('06'), state);
      expect(inside[0]?.code).toBe('FEES.LATE_FEE_IN_GRACE_PERIOD');
      expect(inside[0]?.description).toContain(statute);
      expect(codes(ledger('07'), state).map((f) => f.code)).not.toContain('FEES.LATE_FEE_IN_GRACE_PERIOD');
    }
  });

  it('California has no statutory grace period: the agreed grace alone decides', () => {
    expect(codes(ledger('03'), 'CA', 1)).toEqual([]);
  });
});

describe('late-fee caps on the monthly rent', () => {
  it('New York caps at the lesser of $50 or 5% of the monthly rent, not of the fee line', () => {
    const [f] = codes(ledger('10', '75.00', '1,200.00'), 'NY');
    expect(f?.code).toBe('FEES.LATE_FEE_ABOVE_STATE_CAP');
    // 5% of $1,200 monthly rent = $60, capped at $50: $25 over.
    expect(f?.impact).toBe(25);
  });

  it('Texas 12% of a $1,500 monthly rent allows $180', () => {
    expect(codes(ledger('10', '180.00'), 'TX')).toEqual([]);
    expect(codes(ledger('10', '200.00'), 'TX')[0]).toMatchObject({ code: 'FEES.LATE_FEE_ABOVE_STATE_CAP', impact: 20 });
  });
});

describe('grace printed on the ledger as a day of the month', () => {
  // Rent due on the 1st and 'late fee if unpaid by the 3rd': the fee may be charged from the 4th.
  const printed = (terms: string, feeDay: string) =>
    checkTenantLedger(
      readTenantLedger([
        'RESIDENT LEDGER',
        `Installment $899.00 due on the 1st. ${terms}`,
        'Date        Description       Debit     Credit',
        '10/01/2025  Rent - October   899.00',
        `10/${feeDay}/2025  Late fee          50.00`,
        '10/20/2025  Payment                     949.00',
      ]),
      {},
      null,
    ).map((f) => f.code);

  it("'if unpaid by the 3rd' allows a fee on the 4th but not on the 3rd", () => {
    expect(printed('Late fee: $50.00 if unpaid by the 3rd at 11:59 pm.', '04')).not.toContain(
      'FEES.LATE_FEE_IN_GRACE_PERIOD',
    );
    expect(printed('Late fee: $50.00 if unpaid by the 3rd at 11:59 pm.', '03')).toContain(
      'FEES.LATE_FEE_IN_GRACE_PERIOD',
    );
  });

  it("'if rent is not received after the 5th' allows a fee on the 6th but not on the 5th", () => {
    expect(printed('A $50 late charge applies if rent is not received after the 5th.', '06')).not.toContain(
      'FEES.LATE_FEE_IN_GRACE_PERIOD',
    );
    expect(printed('A $50 late charge applies if rent is not received after the 5th.', '05')).toContain(
      'FEES.LATE_FEE_IN_GRACE_PERIOD',
    );
  });
});
