import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import type { OcrReading } from '../invoice-input.ts';

// A hand-written plumbing bill whose second line's arithmetic is off (3 x 95.00 is 285.00, not 295.00).
const BILL = [
  'Rivera Plumbing LLC',
  'Invoice #: RP-2291',
  'Date: 03/02/2026',
  '',
  'Description                  Qty   Rate      Amount',
  'Replace wax ring              1    120.00    120.00',
  'Labor (hours)                 3     95.00    295.00',
  '',
  'Subtotal                                      415.00',
  'Total                                         415.00',
].join('\n');

/** OCR words for every line at `sure` confidence, with the given confidence on line 7's digits. */
function ocrWith(line7Digits: number, sure = 0.95): OcrReading {
  const lines = BILL.split('\n').map((line, i) =>
    line
      .split(/\s+/)
      .filter(Boolean)
      .map((text) => ({ text, confidence: i === 6 && /\d/.test(text) ? line7Digits : sure })),
  );
  return { lines, pages: 1, confidence: sure, seconds: 1, skewDegrees: [0] };
}

const audit = (ocr?: OcrReading) => auditInvoice(BILL, { now: new Date('2026-03-10T00:00:00Z'), ocr }).findings;
const lineArithmetic = (findings: ReturnType<typeof audit>) =>
  findings.find((f) => f.code === 'ARITHMETIC.LINE_EXTENSION');

describe('no finding on a number OCR was unsure of', () => {
  it('typed or pasted text: the line arithmetic error is a finding', () => {
    expect(lineArithmetic(audit())?.type).toBe('error');
  });

  it('a scan whose amounts on that line were read at 0.95: still a finding', () => {
    expect(lineArithmetic(audit(ocrWith(0.95)))?.type).toBe('error');
  });

  it('a scan whose digits on that line were read at 0.70 (a misread lone digit): only a note quoting the reading', () => {
    const f = lineArithmetic(audit(ocrWith(0.7)));
    expect(f?.type).toBe('info');
    expect(f?.title).toMatch(/^Unsure:/);
    expect(f?.description).toContain('"295.00" on line 7 (70%)');
  });

  it('0.79 is below the digit threshold of 0.8 although above the field threshold of 0.6', () => {
    expect(lineArithmetic(audit(ocrWith(0.79)))?.type).toBe('info');
    expect(lineArithmetic(audit(ocrWith(0.8)))?.type).toBe('error');
  });
});

describe('fee findings on unsure readings', () => {
  // A Texas ledger: the $200 late fee is over 12% of the $1,500 monthly rent ($180).
  const LEDGER = [
    'TENANT LEDGER - Lone Star Rentals',
    'Property: 9 Elm St, Austin, TX 78701',
    'Monthly rent: $1,500.00   Rent due on the 1st',
    '',
    'Date        Description                 Charge     Payment    Balance',
    '10/01/2025  Rent - October             1,500.00               1,500.00',
    '10/10/2025  Late fee                     200.00               1,700.00',
    '10/12/2025  Payment - ACH                          1,700.00       0.00',
  ].join('\n');
  const ocr = (feeDigits: number): OcrReading => ({
    lines: LEDGER.split('\n').map((line, i) =>
      line
        .split(/\s+/)
        .filter(Boolean)
        .map((text) => ({ text, confidence: i === 6 && /\d/.test(text) ? feeDigits : 0.96 })),
    ),
    pages: 1,
    confidence: 0.9,
    seconds: 1,
    skewDegrees: [0],
  });
  const capFinding = (reading: OcrReading) =>
    auditInvoice(LEDGER, { now: new Date('2025-11-01T00:00:00Z'), ocr: reading }).findings.find(
      (f) => f.code === 'FEES.LATE_FEE_ABOVE_STATE_CAP',
    );

  it('the fee read sure is a finding; read at 0.72 it is a note', () => {
    expect(capFinding(ocr(0.96))?.type).toBe('error');
    expect(capFinding(ocr(0.72))?.type).toBe('info');
  });
});
