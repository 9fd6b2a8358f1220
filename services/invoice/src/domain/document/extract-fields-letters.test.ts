/**
 * Header fields of bills written as letters and of small tradesmen's bills: number labels in further forms
 * ('Rechnung-Nr.', 'Invoice reference:', 'Our invoice no.', 'Quittung Nr.', 'Rcpt#', 'No. Faktur', 'Transaction:'),
 * totals named 'Rechnungsendbetrag', 'Betrag gesamt' and 'Total fee', an addressee marked by the 'c/o' line under it,
 * and a letterhead's address line that is not a sender line. Written by hand for the rules.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

describe('number labels in further forms', () => {
  it.each([
    ['Rechnung-Nr. 2025/0877', '2025/0877'],
    ['Invoice reference: RA-61', 'RA-61'],
    ['Our invoice no. FH/25/0214', 'FH/25/0214'],
    ['Quittung Nr. 0193', '0193'],
    ['Rcpt#: 88-1204      Reg: 2', '88-1204'],
    ['No. Faktur : SJ/2507/0412', 'SJ/2507/0412'],
    ['Transaction: 55810', '55810'],
  ])('reads "%s"', (line, number) => {
    expect(extractFields(['Kanzlei Berg', line, 'Total  10.00']).invoiceNumber.value).toBe(number);
  });
});

describe('totals of small bills', () => {
  it("reads 'Rechnungsendbetrag' and 'Betrag gesamt' as totals, 'Betrag netto' not", () => {
    expect(extractFields(['Nettobetrag  100,00 €', 'Rechnungsendbetrag  119,00 €']).total.amount).toBe(119);
    expect(extractFields(['Betrag gesamt  200,00 €', 'Betrag netto  168,07 €']).total.amount).toBe(200);
  });

  it("reads a letter's 'Total fee' as its total, while 'Total fees' stays a partial total", () => {
    expect(extractFields(['Professional fees  1,250.00', 'Total fee  1,500.00']).total.amount).toBe(1500);
    expect(extractFields(['Total fees  120.00', 'Total due  900.00']).total.amount).toBe(900);
  });
});

describe('sellers of letters', () => {
  it("never takes an addressee marked by a 'c/o' line for the seller", () => {
    const f = extractFields([
      'Fenwick & Hale Surveyors',
      '14 Grey Street, Newcastle upon Tyne NE1 6AE',
      'Tynemouth Court Residents Ltd',
      'c/o Harbour Lettings',
      'Total fee  £1,500.00',
    ]);
    expect(f.vendor.value).toBe('Fenwick & Hale Surveyors');
  });

  it("reads the address under a letterhead's name as its address, not as a sender line", () => {
    const f = extractFields(['Redbrook Arboriculture', 'The Old Forge, Redbrook, Monmouth NP25 4LP', 'Total  £10.00']);
    expect(f.vendor.value).toBe('Redbrook Arboriculture');
  });

  it('still reads a sender line that opens the page', () => {
    const f = extractFields(['Fliesen Haas · Gartenweg 3 · 01067 Dresden', 'WEG Elbblick', 'Gesamtbetrag  10,00 €']);
    expect(f.vendor.value).toBe('Fliesen Haas');
  });
});
