import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classify-document.ts';

const classOf = (lines: string[]) => classifyDocument(lines.join('\n')).documentClass;

describe('document classes from wordings other managers use', () => {
  it("a vacation-rental manager's owner payout statement is an owner statement", () => {
    expect(
      classOf(['Owner Payout Statement - July 2025', 'Commission (20%)   730.00', 'OWNER PAYOUT   2,323.00']),
    ).toBe('owner_statement');
  });

  it('a billing memo addressed to the owner is an owner statement', () => {
    expect(
      classOf([
        'MEMO / BILLING NOTICE',
        'To: Owner - Philip Haugen (2 Oak Ct duplex)',
        'Repair coordination / markup   128.00',
      ]),
    ).toBe('owner_statement');
  });

  it("an association's assessment statement is an account ledger", () => {
    expect(
      classOf(['ANNUAL ASSESSMENT STATEMENT', '01/01/2025  2025 Annual Assessment  $540.00', 'Balance Due: $265.00']),
    ).toBe('tenant_ledger');
  });

  it("a commercial landlord's CAM reconciliation with a 'Tenant:' line is a bill, not a tenant ledger", () => {
    expect(
      classOf([
        '2024 COMMON AREA MAINTENANCE (CAM) RECONCILIATION',
        'Tenant: Greenleaf Dental, PLLC',
        'Balance due from tenant   1,025.00',
      ]),
    ).toBe('vendor_invoice');
  });
});
