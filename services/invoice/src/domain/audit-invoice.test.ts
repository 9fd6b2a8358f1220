import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditInvoice } from './audit-invoice.ts';
import { audit, AUDIT_DAY, HEADER } from './testing/audit-text.ts';

const fixture = (name: string) => readFileSync(new URL(`./testing/documents/${name}`, import.meta.url), 'utf8');

describe('auditInvoice', () => {
  it('when the invoice is clean, it reports 0 issues, 0 flagged items and every item verified', () => {
    const report = auditInvoice(fixture('plumbing-clean.txt'), { now: AUDIT_DAY });
    expect(report).toMatchObject({ issuesFound: 0, flaggedItems: 0, verifiedItems: 6, totalImpact: 0, findings: [] });
    expect(report.summary).toContain('found no issues');
  });

  it('when the demo invoice is audited, it finds the duplicate, the arithmetic error and the excessive fee', () => {
    const report = auditInvoice(fixture('demo-invoice.txt'), { now: AUDIT_DAY });
    expect(report.findings.map((f) => f.code)).toEqual([
      'DUPLICATE.LINE_ITEM',
      'ARITHMETIC.LINE_EXTENSION',
      'FEES.TRIP_CHARGE_HIGH',
    ]);
    expect(report).toMatchObject({ issuesFound: 3, flaggedItems: 4, verifiedItems: 2, totalImpact: 132 });
    expect(report.summary).toContain('$132.00');
  });

  it('counts a line once in flaggedItems even when several findings name it', () => {
    const report = audit([...HEADER, 'Admin fee   $25.00', 'Admin fee   $25.00', 'Gutter cleaning   $180.00']);
    expect(report.issuesFound).toBe(3);
    expect(report.flaggedItems).toBe(2);
    expect(report.verifiedItems).toBe(1);
  });

  it('reports a missing number or vendor as a note, not an issue, and flags no item for it', () => {
    const report = audit(['INVOICE', 'Date: 05/01/2025', 'Paint   $600.00', 'Cleaning   $300.00', 'Repairs   $800.00']);
    expect(report.findings.filter((f) => f.code.startsWith('BILLING.MISSING_')).map((f) => f.type)).toEqual([
      'info',
      'info',
    ]);
    expect(report.issuesFound).toBe(0);
    expect(report.flaggedItems).toBe(0);
    expect(report.verifiedItems).toBe(3);
  });

  it('caps the total impact at the invoice amount when findings overlap', () => {
    const report = audit([...HEADER, 'Admin fee   $25.00', 'Admin fee   $25.00', 'Total   $50.00']);
    expect(report.findings.reduce((total, f) => total + f.impact, 0)).toBe(75);
    expect(report.totalImpact).toBe(50);
  });

  it('when no line items are recognised, it says so in an info note and in the summary', () => {
    const report = audit(['Please find attached our invoice for last week.']);
    expect(report.findings.map((f) => f.code)).toContain('PARSE.NO_LINE_ITEMS');
    expect(report.summary).toMatch(/could not find any line items/);
  });

  it('lists errors before warnings before info notes', () => {
    const report = audit([
      'INVOICE',
      'Date: 05/01/2025',
      'Paint   $600.00',
      'Cleaning   $300.00',
      'Repairs   $800.00',
      'Labor   2   50.00   120.00',
    ]);
    const order = report.findings.map((f) => f.type);
    expect(order).toEqual(
      [...order].sort((a, b) => ['error', 'warning', 'info'].indexOf(a) - ['error', 'warning', 'info'].indexOf(b)),
    );
  });

  it('uses the state given by the caller over the one in the addresses', () => {
    const lines = [...HEADER, 'Property: 1 Main St, Austin, TX 78701', 'Monthly rent: $1,000.00', 'Late fee   $100.00'];
    expect(audit(lines).findings).toEqual([]);
    expect(audit(lines, { state: 'NY' }).findings.map((f) => f.code)).toEqual(['FEES.LATE_FEE_ABOVE_STATE_CAP']);
  });
});
