import type { InvoiceAuditResult } from '../api/audit-invoice';

export const DEMO_INVOICE_TEXT = `ACME Property Services - Invoice #INV-2025-0142
Date: 2025-01-05   Property: 123 Demo Street, Austin, TX

1. HVAC repair, unit 2B            1 x $450.00    $450.00
2. HVAC repair, unit 2B            1 x $450.00    $450.00
3. Emergency call-out fee          1 x $395.00    $395.00
4. Light bulbs (LED)              12 x $4.50      $54.00
5. Management fee (12% of rent)                  $480.00

Subtotal                                        $1,829.00
Total due                                       $1,892.00`;

/** The demo's evidence quotes the demo text itself, by its 1-based line numbers. */
function demoLines(...lines: number[]) {
  const text = DEMO_INVOICE_TEXT.split('\n');
  return lines.map((line) => ({ line, text: (text[line - 1] ?? '').trim() }));
}

export const DEMO_AUDIT: InvoiceAuditResult = {
  id: 'demo',
  createdAt: '2025-01-05T12:00:00.000Z',
  issuesFound: 3,
  flaggedItems: 3,
  verifiedItems: 2,
  findings: [
    {
      type: 'error',
      code: 'DUPLICATE_CHARGE',
      title: 'Duplicate charge',
      description: 'Lines 1 and 2 bill the same HVAC repair for unit 2B at the same price.',
      impact: 450,
      amount: 450,
      lineRefs: [4, 5],
      evidence: demoLines(4, 5),
    },
    {
      type: 'error',
      code: 'TOTAL_MISMATCH',
      title: 'Total does not match the line items',
      description: 'The lines add up to $1,829.00 but the total due is $1,892.00, $63.00 more.',
      impact: 63,
      amount: 63,
      lineRefs: [10, 11],
      evidence: demoLines(10, 11),
    },
    {
      type: 'warning',
      code: 'EXCESSIVE_FEE',
      title: 'Excessive fee',
      description: 'An emergency call-out fee of $395 is well above the typical $75-$150.',
      impact: 245,
      amount: 245,
      lineRefs: [6],
      evidence: demoLines(6),
    },
    {
      type: 'info',
      code: 'MANAGEMENT_FEE',
      title: 'Management fee above typical range',
      description: 'A 12% management fee is above the usual 8-10% of collected rent. Check your management agreement.',
      impact: 0,
      amount: 0,
      lineRefs: [8],
      evidence: demoLines(8),
    },
  ],
  vendor: 'ACME Property Services',
  invoiceNumber: 'INV-2025-0142',
  invoiceDate: '2025-01-05',
  total: 1892,
  totalImpact: 758,
  summary:
    'Three items need attention: a duplicated HVAC repair, a total that exceeds the line items, and a call-out fee well above market. Up to $758 may be recoverable.',
  sourceType: 'text',
  documentClass: 'vendor_invoice',
  documentClassLabel: 'Vendor invoice',
  classConfidence: 0.9,
  termsSource: 'norms',
  documentTerms: [],
  // The page shows the demo text itself above the result, so the result needs no document view.
  documentLines: null,
  fields: [
    {
      name: 'vendor',
      label: 'Vendor',
      value: 'ACME Property Services',
      amount: null,
      confidence: 0.6,
      line: 1,
      found: true,
      source: null,
    },
    {
      name: 'invoiceNumber',
      label: 'Invoice number',
      value: 'INV-2025-0142',
      amount: null,
      confidence: 0.9,
      line: 1,
      found: true,
      source: null,
    },
    {
      name: 'issueDate',
      label: 'Issue date',
      value: '2025-01-05',
      amount: null,
      confidence: 0.9,
      line: 2,
      found: true,
      source: null,
    },
    {
      name: 'dueDate',
      label: 'Due date',
      value: null,
      amount: null,
      confidence: 0,
      line: null,
      found: false,
      source: null,
    },
    {
      name: 'subtotal',
      label: 'Subtotal',
      value: '1829.00',
      amount: 1829,
      confidence: 0.9,
      line: 10,
      found: true,
      source: null,
    },
    {
      name: 'total',
      label: 'Total',
      value: '1892.00',
      amount: 1892,
      confidence: 0.9,
      line: 11,
      found: true,
      source: null,
    },
  ],
  lineItems: [
    { line: 1, description: 'HVAC repair, unit 2B', quantity: 1, unitPrice: 450, amount: 450, flagged: true },
    { line: 2, description: 'HVAC repair, unit 2B', quantity: 1, unitPrice: 450, amount: 450, flagged: true },
    { line: 3, description: 'Emergency call-out fee', quantity: 1, unitPrice: 395, amount: 395, flagged: true },
    { line: 4, description: 'Light bulbs (LED)', quantity: 12, unitPrice: 4.5, amount: 54, flagged: false },
    {
      line: 5,
      description: 'Management fee (12% of rent)',
      quantity: null,
      unitPrice: null,
      amount: 480,
      flagged: false,
    },
  ],
};
