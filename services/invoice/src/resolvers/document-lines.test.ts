import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../domain/audit-invoice.ts';
import { documentLines } from './document-lines.ts';

describe('documentLines', () => {
  it('numbers lines from 1 over any line ending, dropping a byte order mark and keeping blank lines', () => {
    expect(documentLines('\uFEFFa\r\nb\rc\n\nd')).toEqual([
      { line: 1, text: 'a' },
      { line: 2, text: 'b' },
      { line: 3, text: 'c' },
      { line: 4, text: '' },
      { line: 5, text: 'd' },
    ]);
  });

  it("gives each finding's evidence line the text the audit quoted for it", () => {
    const text =
      '\uFEFFACME Plumbing\r\nInvoice #: A-1\r\nDate: 2025-01-05\r\n\r\nDrain cleaning   1 x $150.00   $150.00\r\nDrain cleaning   1 x $150.00   $150.00\r\nTotal   $300.00';
    const report = auditInvoice(text, { now: new Date('2025-02-01T00:00:00Z'), terms: null, previousInvoices: [] });
    const lines = documentLines(text);
    const evidence = report.findings.flatMap((f) => f.evidence ?? []);
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) expect(lines[e.line - 1]!.text.trim()).toBe(e.text);
  });
});
