import { describe, expect, it } from 'vitest';
import { auditInvoice } from './audit-invoice.ts';
import { makeLargeInvoice } from './make-large-invoice.ts';

describe('makeLargeInvoice', () => {
  it('gives the same text for the same seed and different text for another seed', () => {
    expect(makeLargeInvoice({ lines: 50, seed: 7 })).toBe(makeLargeInvoice({ lines: 50, seed: 7 }));
    expect(makeLargeInvoice({ lines: 50, seed: 7 })).not.toBe(makeLargeInvoice({ lines: 50, seed: 8 }));
  });

  it('when 500 lines are generated, all 500 are parsed and the invoice audits clean', () => {
    const report = auditInvoice(makeLargeInvoice({ lines: 500 }), { now: new Date('2025-06-15T00:00:00Z') });
    expect(report.parsed.lineItems).toHaveLength(500);
    expect(report.issuesFound).toBe(0);
    expect(report.verifiedItems).toBe(500);
  });
});
