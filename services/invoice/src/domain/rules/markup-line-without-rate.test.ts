/**
 * Hand-written lines: a markup line that prints neither its rate nor its cost marks up the charge right above it, and
 * 'billed at cost plus 12%' in a sentence citing the management agreement is the agreed repair markup, while a
 * vendor's own 'parts at cost plus 15%' stays the rate the vendor disclosed.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { readDocumentTerms } from '../terms/document-terms.ts';
import { audit, HEADER } from '../testing/audit-text.ts';

describe('a markup line without its rate', () => {
  it('is measured against the charge printed right above it', () => {
    const lines = (markup: string) => [
      ...HEADER,
      'Gutter guard install, 60 ft                 500.00',
      `Procurement markup                          ${markup}`,
      'Labor 3 hrs                                 240.00',
      `Total                                       ${(740 + Number(markup)).toFixed(2)}`,
    ];
    // 150.00 on 500.00 is 30%; at the typical 20% it would be 100.00.
    expect(audit(lines('150.00')).findings.map((f) => [f.code, f.impact])).toEqual([['FEES.MARKUP_ABOVE_TYPICAL', 50]]);
    expect(audit(lines('75.00')).findings).toEqual([]);
  });
});

describe("the agreement's cost-plus repair markup printed on a manager's notice", () => {
  it('reads cost plus a percentage as the agreed markup only where the management agreement is cited', () => {
    const agreed = readDocumentTerms(['Under your management agreement, repairs are charged at cost plus 12%.']);
    expect(agreed.map((t) => [t.name, t.value])).toEqual([['repairMarkupPercent', 12]]);
    expect(readDocumentTerms(['Per our service contract: parts billed at cost plus 15%.'])).toEqual([]);
  });

  it("holds the repair coordination line to the agreement's rate", () => {
    const notice = [
      'Billing notice - Juniper Lane Property Management',
      'To: Owner - R. Abernathy            Date: 03/10/2026',
      'Under your management agreement, repairs are charged at cost plus 12%.',
      '',
      '  Summit Roofing inv 5512 - flashing repair            900.00',
      '  Repair coordination / markup                         180.00',
      '  Total charged to owner account                     1,080.00',
    ];
    const findings = auditInvoice(notice.join('\n'), {
      now: new Date('2026-04-01T00:00:00Z'),
      documentClass: 'owner_statement',
    }).findings;
    // 12% of 900.00 is 108.00; 180.00 is 20%.
    expect(findings.filter((f) => f.type !== 'info').map((f) => [f.code, f.impact])).toEqual([
      ['FEES.MARKUP_ABOVE_AGREEMENT', 72],
    ]);
  });
});
