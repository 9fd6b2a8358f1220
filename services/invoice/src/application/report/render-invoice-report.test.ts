import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '@realty/service-kit/testing/pdf';
import { auditInvoice } from '../../domain/audit-invoice.ts';
import { listFields } from '../../domain/document/extract-fields.ts';
import type { InvoiceAuditDoc } from '../../store/invoice-audits.ts';
import { dollarsByKind, invoiceReportContent, kindLabel } from './invoice-report-content.ts';
import { renderInvoiceReport } from './render-invoice-report.ts';

const now = new Date('2025-06-20T12:00:00Z');

/** The demo invoice audited by the real rules, in its stored shape. */
function demoAudit(): Omit<InvoiceAuditDoc, '_outbox'> {
  const report = auditInvoice(
    readFileSync(new URL('../../domain/testing/documents/demo-invoice.txt', import.meta.url), 'utf8'),
    { now },
  );
  return {
    _id: 'audit-1',
    userId: 'u1',
    createdAt: now,
    issuesFound: report.issuesFound,
    flaggedItems: report.flaggedItems,
    verifiedItems: report.verifiedItems,
    findings: report.findings.map((f) => ({ ...f })),
    vendor: report.fields.vendor.value,
    invoiceNumber: report.fields.invoiceNumber.value,
    invoiceDate: report.fields.issueDate.value,
    total: report.fields.total.amount,
    totalImpact: report.totalImpact,
    summary: report.summary,
    summarySource: 'template',
    sourceType: 'txt',
    lineItems: [],
    documentClass: report.classification.documentClass,
    classConfidence: report.classification.confidence,
    fields: listFields(report.fields),
    termsSource: report.termsSource,
    terms: null,
  };
}

describe('invoice report content', () => {
  it('adds up the dollars at stake by kind of finding, largest first', () => {
    expect(kindLabel('DUPLICATE.LINE_ITEM')).toBe('Duplicate');
    const findings = [
      { type: 'error', code: 'FEES.TRIP_CHARGE_HIGH', title: 'a', description: '', impact: 40, lineRefs: [] },
      { type: 'error', code: 'DUPLICATE.LINE_ITEM', title: 'b', description: '', impact: 85, lineRefs: [] },
      { type: 'warning', code: 'FEES.JUNK', title: 'c', description: '', impact: 10, lineRefs: [] },
    ] as InvoiceAuditDoc['findings'];
    expect(dollarsByKind(findings)).toEqual([
      { kind: 'Duplicate', amount: 85, count: 1 },
      { kind: 'Fees', amount: 50, count: 2 },
    ]);
  });

  it('keeps each finding with its evidence lines and says what it was checked against', () => {
    const audit = demoAudit();
    const content = invoiceReportContent(audit, now);
    expect(content.findings).toHaveLength(audit.findings.length);
    expect(content.findings[0]!.evidence[0]).toMatch(/^line \d+: /);
    expect(content.summary).toContain('At stake $132.00');
    expect(content.footer.join(' ')).toContain('typical norms');
  });
});

describe('invoice report PDF', () => {
  it('is a PDF of at most two pages with the vendor, the findings and the dollars at stake', async () => {
    const audit = demoAudit();
    const pdf = await renderInvoiceReport(audit, now);
    if (process.env.REPORT_PDF_OUT) (await import('node:fs')).writeFileSync(process.env.REPORT_PDF_OUT, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await readPdf(pdf);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain(audit.vendor!);
    expect(text).toContain(audit.findings[0]!.title);
    expect(text).toContain('$132.00');
  });

  it('stays within two pages with a hundred findings', async () => {
    const audit = demoAudit();
    const many = Array.from({ length: 100 }, (_, i) => ({ ...audit.findings[0]!, title: `Finding ${i}` }));
    const { pages, text } = await readPdf(await renderInvoiceReport({ ...audit, findings: many }, now));
    expect(pages).toBe(2);
    expect(text).toMatch(/and \d+ more findings/);
  });
});
