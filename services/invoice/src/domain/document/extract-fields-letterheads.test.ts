/**
 * The letterhead read past what a receipt prints above the name.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

describe("a receipt book's pre-printed number above the name", () => {
  it('reads the name under "No. 0458" in the top corner, and the number as the receipt\'s', () => {
    const f = extractFields([
      '                                   No. 0458',
      'GREENWAY GARDEN CARE',
      '3 Elm Row, Bath BA1 2QQ',
      'RECEIPT',
      'Date: 4 March 2025',
      'TOTAL          £60.00',
    ]);
    expect(f.vendor.value).toBe('GREENWAY GARDEN CARE');
    expect(f.invoiceNumber.value).toBe('0458');
  });

  it('still reads no letterhead under a labelled invoice number that opens the page', () => {
    const f = extractFields(['Invoice No: 5512', 'Bill to: Alder Court HOA', 'Total  $120.00']);
    expect(f.vendor.value).toBeNull();
  });
});

describe('a footer whose company line stands above its register line', () => {
  it('reads the company opening the line above "Geschäftsführer ... HRB", under a letterhead of trades', () => {
    const f = extractFields([
      '                 Elektro · Licht · Sicherheit',
      'Wohnbau Süd GmbH',
      'z. Hd. Herrn Kaiser',
      'Rechnungs-Nr.: R-4410',
      'Rechnungsbetrag      320,00 €',
      '____________________________________________',
      'Elektro Vogt GmbH · Hauptstr. 9 · 79098 Freiburg · Tel. 0761 555 10',
      'Geschäftsführer: Tom Vogt · HRB 7711 Amtsgericht Freiburg',
    ]);
    expect(f.vendor.value).toBe('Elektro Vogt GmbH');
  });
});
