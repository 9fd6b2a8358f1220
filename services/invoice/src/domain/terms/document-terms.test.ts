/**
 * Terms printed on documents, in the wordings property managers use, written by hand: read with
 * their line, applied like entered terms, and overridden (with a note) by entered terms that differ;
 * fee schedules written in words and wrapped over two lines are read whole.
 */
import { describe, expect, it } from 'vitest';
import { auditInvoice } from '../audit-invoice.ts';
import { readDocumentTerms, resolveTerms } from './document-terms.ts';

const read = (text: string) =>
  readDocumentTerms(text.split('\n')).map(({ name, value, line }) => ({ name, value, line }));

describe('reading terms from the document', () => {
  it("does not read a CSV export's charge row ('Mgmt fee @ 14% of collected rent,-385.00') as a term", () => {
    expect(
      read(
        'Property,Date,Type,Description,Amount\n"Birch Ct",10/05/2025,Charge,Mgmt fee @ 14% of collected rent,-385.00',
      ),
    ).toEqual([]);
    expect(read('Property,Description,Amount\n"Birch Ct",Management fee 10% of rents collected,"1,385.00"')).toEqual(
      [],
    );
  });

  it('reads a management fee and its basis from a statement header', () => {
    expect(
      read(
        'Harbor Point Property Management\nOwner statement, March 2025\nManagement agreement: 10% of rents collected',
      ),
    ).toEqual([
      { name: 'managementFeePercent', value: 10, line: 3 },
      { name: 'managementFeeBasis', value: 'collected', line: 3 },
    ]);
  });

  it('reads a markup allowed, a grace period and a late fee under a terms heading', () => {
    expect(
      read('Lease terms:\nRent due on the 1st, 5-day grace period\nLate fee $50.00\nPM markup 20% on vendor bills'),
    ).toEqual([
      { name: 'lateFeeGraceDays', value: 5, line: 2 },
      { name: 'lateFeeAmount', value: 50, line: 3 },
      { name: 'repairMarkupPercent', value: 20, line: 4 },
    ]);
  });

  it('reads leasing and renewal fees stated as terms', () => {
    expect(read("Per agreement: leasing fee 50% of one month's rent; lease renewal fee $250.00 flat")).toEqual([
      { name: 'leasingFeePercentOfRent', value: 50, line: 1 },
      { name: 'renewalFee', value: 250, line: 1 },
    ]);
  });

  it('does not read a charge row as a term', () => {
    expect(
      read(
        '03/05/2025  Late fee  $75.00\n03/31/2025  Management fee 10% of rent collected  -180.00\nRenewal fee  $300.00',
      ),
    ).toEqual([]);
  });
});

describe('applying document terms', () => {
  const terms = readDocumentTerms(['Management agreement: 8% of rents collected']);

  it('fills terms the user left out and says where they came from', () => {
    const resolved = resolveTerms(null, terms);
    expect(resolved).toMatchObject({
      source: 'document',
      terms: { managementFeePercent: 8, managementFeeBasis: 'collected' },
      conflicts: [],
    });
  });

  it('uses the entered value when it differs, and reports the difference', () => {
    const resolved = resolveTerms({ managementFeePercent: 6 }, terms);
    expect(resolved.terms.managementFeePercent).toBe(6);
    expect(resolved.source).toBe('agreement');
    expect(resolved.conflicts.map((c) => [c.name, c.entered, c.document.value])).toEqual([
      ['managementFeePercent', 6, 8],
    ]);
  });

  it('audits a statement against the rate printed in its header, like an entered rate', () => {
    const text = [
      'Lakeshore Residential Management',
      'Owner Statement  Period: 03/01/2025 - 03/31/2025',
      'Management agreement: 8% of rents collected',
      'Beginning balance                          0.00',
      'Rent received - Unit A                  1,500.00',
      'Rent received - Unit B                  1,500.00',
      'Management fee                           -300.00',
      'Ending balance                          2,700.00',
    ].join('\n');
    const now = new Date('2025-04-10T12:00:00Z');
    const fromDocument = auditInvoice(text, { now });
    const fromForm = auditInvoice(text, { now, terms: { managementFeePercent: 8, managementFeeBasis: 'collected' } });
    const issues = (r: typeof fromDocument) =>
      r.findings.filter((f) => f.type !== 'info').map((f) => [f.code, f.impact]);
    expect(issues(fromDocument)).toEqual(issues(fromForm));
    expect(issues(fromDocument)).toEqual([['FEES.MANAGEMENT_FEE_ABOVE_AGREEMENT', 60]]);
    expect(fromDocument.termsSource).toBe('document');
    expect(fromDocument.findings[0]?.description).toContain('the terms read from the document (line 3)');
    expect(fromDocument.documentTerms[0]).toMatchObject({
      label: 'Management fee',
      value: '8%',
      line: 3,
      enteredValue: null,
    });

    const differing = auditInvoice(text, { now, terms: { managementFeePercent: 10 } });
    expect(differing.findings.filter((f) => f.type !== 'info')).toEqual([]);
    expect(differing.findings.map((f) => f.code)).toContain('TERMS.DOCUMENT_DIFFERS');
    expect(differing.documentTerms[0]?.enteredValue).toBe('10%');
  });
});

describe('fee schedules in words and over two lines', () => {
  it('reads a sentence that wraps onto a lower-case line', () => {
    expect(
      read(
        [
          'Fee schedule (per agreement): management 9% of collected rent; new-tenant leasing fee',
          "one half of the first full month's rent; lease renewal $200.",
        ].join('\n'),
      ),
    ).toEqual([
      { name: 'managementFeePercent', value: 9, line: 1 },
      { name: 'managementFeeBasis', value: 'collected', line: 1 },
      { name: 'leasingFeePercentOfRent', value: 50, line: 1 },
      { name: 'renewalFee', value: 200, line: 1 },
    ]);
  });

  it("reads 'one month's rent' as 100% and '60% of the first full month's rent' as 60%", () => {
    expect(read("Agreement terms: placement fee equal to one month's rent")).toEqual([
      { name: 'leasingFeePercentOfRent', value: 100, line: 1 },
    ]);
    expect(read("Per agreement, leasing fee 60% of the first full month's rent")).toEqual([
      { name: 'leasingFeePercentOfRent', value: 60, line: 1 },
    ]);
  });

  it('reads the lines under a "Fee schedule" heading as terms, whatever the heading says it comes from', () => {
    expect(
      read(
        [
          'Schedule of fees (Addendum 2 to your contract)',
          "  Leasing fee, new resident ........ half a month's rent",
          '  Renewal fee ...................... $175 per renewal',
        ].join('\n'),
      ),
    ).toEqual([
      { name: 'leasingFeePercentOfRent', value: 50, line: 2 },
      { name: 'renewalFee', value: 175, line: 3 },
    ]);
    // A heading that carries an amount is a charge, not a heading.
    expect(read('Fee schedule change fee   $25.00\n  Renewal fee   $175')).toEqual([]);
  });

  it('does not join a charge row, nor read a leasing fee in words without a terms cue', () => {
    expect(read('Lease renewal - J. Ortiz\nrenewed 03/01, 12 months   200.00')).toEqual([]);
    expect(read("Leasing fee, half of one month's rent")).toEqual([]);
  });
});

describe('a terms sentence wrapped over three lines', () => {
  it('reads the figures that open the continuation lines, cued by the sentence they continue', () => {
    const text = [
      'Agreement terms: management 9% of collected rent; leasing fee',
      "75% of first month's rent on a new placement; lease renewal fee",
      '$200.00 per renewal.',
    ].join('\n');
    expect(read(text)).toEqual(
      expect.arrayContaining([
        { name: 'leasingFeePercentOfRent', value: 75, line: 1 },
        { name: 'renewalFee', value: 200, line: 2 },
      ]),
    );
  });

  it('does not take a figure on an uncued line for a term', () => {
    expect(read('Lease renewal fee\n$200.00 per renewal.')).toEqual([]);
  });
});
