/**
 * Test helper: audits text at a fixed date so that date rules are reproducible, as a vendor invoice
 * unless the test says otherwise, so that rule tests do not depend on document classification.
 */
import { auditInvoice, type AuditOptions, type AuditReport } from '../audit-invoice.ts';

export const AUDIT_DAY = new Date('2025-06-15T12:00:00Z');

export function audit(lines: readonly string[], options: Partial<AuditOptions> = {}): AuditReport {
  return auditInvoice(lines.join('\n'), { now: AUDIT_DAY, documentClass: 'vendor_invoice', ...options });
}

export function codes(report: AuditReport): string[] {
  return report.findings.map((f) => f.code);
}

/** A vendor and number so that identity rules stay quiet in tests about other rules. */
export const HEADER = ['Acme Property Services LLC', 'Invoice #: T-100', 'Invoice Date: 05/01/2025', ''];
