import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';

// Hand-written owner statements: the lease event is read from the line, the fee from its category.
function statement(incomeLine: string, feeLine: string): string {
  return [
    'Harbor Point Property Management',
    'Owner Statement  -  March 2026',
    'Owner: R. Lindqvist',
    'Property: 14 Quay St, Unit 2, Portland, OR 97209',
    '',
    'Beginning Balance                                   0.00',
    '',
    'INCOME',
    `03/01  ${incomeLine.padEnd(48)}2,000.00`,
    '',
    'EXPENSES',
    '03/01  Management fee 8%                               160.00',
    `03/01  ${feeLine}`,
    '',
    'Owner Distribution                                  ...',
  ].join('\n');
}

const terms = { managementFeePercent: 8, leasingFeePercentOfRent: 50, renewalFee: 200 };
const codesOf = (text: string) =>
  auditInvoice(text, { now: new Date('2026-04-01T00:00:00Z'), terms, documentClass: 'owner_statement' })
    .findings.filter((f) => f.type !== 'info')
    .map((f) => [f.code, f.impact]);

describe('lease kind read from the line, checked against the fee', () => {
  it('a renewal fee on a lease-up (new lease) is a finding', () => {
    const found = codesOf(
      statement(
        'Rent - March (lease-up, new resident P. Ruiz)',
        'Lease renewal fee                               200.00',
      ),
    );
    // No leasing fee is charged, so the fee is weighed as the placement it bills: within 50% of rent, no overcharge.
    expect(found).toContainEqual(['FEES.RENEWAL_FEE_ON_NEW_LEASE', 0]);
  });

  it('a tenant placement fee on a lease renewal is a finding, valued above the agreed renewal fee', () => {
    const found = codesOf(
      statement('Rent - March (lease renewal, 12 months)', 'Tenant placement fee                          1,000.00'),
    );
    expect(found).toContainEqual(['FEES.LEASING_FEE_ON_RENEWAL', 800]);
  });

  it('the matching fee for the lease kind is clean', () => {
    expect(
      codesOf(
        statement('Rent - March (lease renewal, 12 months)', 'Renewal fee                                     200.00'),
      ),
    ).toEqual([]);
    expect(
      codesOf(
        statement(
          'Rent - March (new lease, tenant placement)',
          'Leasing fee - new lease                       1,000.00',
        ),
      ),
    ).toEqual([]);
  });
});
