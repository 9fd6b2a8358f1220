/**
 * Header fields in further plain-text styles: craftsmen's 'Gesamt' and 'Summe brutto', Belgian 'Total TVAC', credit
 * notes' own totals, e-mailed receipts that print only what was paid, amounts in rupees or with a trailing dollar sign,
 * Markdown copied from a web page, and a seller's name wrapped above its 'Name:' label. Written by hand for the rules.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';
import { describeFieldsCases } from '../testing/expect-fields.ts';

function fields(lines: string[]) {
  return extractFields(lines);
}

describe('totals named in craftsmen and Belgian styles', () => {
  it('takes "Gesamt" under "Netto" and "MwSt." as the total, never "Gesamt netto"', () => {
    const f = fields(['Malerei Brandt', 'Gesamt netto  500,00 €', 'MwSt. 19 %  95,00 €', 'Gesamt  595,00 €']);
    expect(f.total.amount).toBe(595);
    expect(fields(['Malerei Brandt', 'Gesamt netto  500,00 €']).total.value).toBeNull();
  });

  it('reads "Summe brutto" and "Total TVAC" as totals and leaves "Total HTVA" out', () => {
    expect(fields(['Summe netto  100,00', 'Summe brutto  120,00', 'Hinweis  10,00']).total.amount).toBe(120);
    expect(fields(['Total TVAC  212,00 €', 'Total HTVA  200,00 €']).total.amount).toBe(212);
  });
});

describe('credit notes', () => {
  it("takes a credit note's 'Total credit' as its total", () => {
    const f = fields(['CREDIT NOTE', 'Credit note number:  CN-7', 'VAT 20%  -£4.00', 'Total credit  -£24.00']);
    expect(f.total.amount).toBe(-24);
    expect(f.invoiceNumber.value).toBe('CN-7');
  });

  it('keeps "Total credit" a partial total on a document that is not a credit note', () => {
    const f = fields(['STATEMENT', 'Total charges  300.00', 'Total credit  -50.00']);
    expect(f.total.amount).toBe(300);
  });
});

describe('e-mailed receipts', () => {
  it('names the sender from "Receipt from ..." and takes what was paid as the total when nothing else is printed', () => {
    const f = fields([
      'Receipt from Quill & Ink Supplies',
      'Receipt #0042-7731',
      'AMOUNT PAID    DATE PAID',
      '$18.00         Feb 2, 2025',
      'Amount paid    $18.00',
    ]);
    expect(f.vendor.value).toBe('Quill & Ink Supplies');
    expect(f.total.amount).toBe(18);
    expect(f.invoiceNumber.value).toBe('0042-7731');
  });

  it('never prefers what was paid to a printed total or amount due', () => {
    expect(fields(['Total  $90.00', 'Amount paid  $40.00']).total.amount).toBe(90);
    expect(fields(['Amount paid  $40.00', 'Amount due  $50.00']).total.amount).toBe(50);
  });
});

describe('letterheads', () => {
  it('keeps a name that ends in a dotted legal form and skips a street named before its number', () => {
    expect(fields(['Schlosserei Wimmer e.U.', 'Grazer Straße 12 · 8010 Graz', 'Summe  40,00']).vendor.value).toBe(
      'Schlosserei Wimmer e.U.',
    );
    expect(fields(['Seestrasse 41', 'Gartenbau Keller', 'Total  CHF 80.00']).vendor.value).toBe('Gartenbau Keller');
  });

  it('stops at a row of field labels instead of taking it for the name', () => {
    expect(fields(['AMOUNT DUE    DATE', '$5.00    1/2/2025']).vendor.value).toBeNull();
  });
});

describe('amounts and numbers', () => {
  it('reads rupee amounts and a dollar sign printed after the amount', () => {
    expect(fields(['TOTAL:   ₹45.00   ₹1,299.00']).total.amount).toBe(1299);
    expect(fields(['Sous-total  850,00 $', 'Total  977,29 $']).total.amount).toBe(977.29);
  });

  it('reads a till\'s "TRAN #" as its number', () => {
    expect(fields(['GAS MART', 'TRAN #: 55102', 'TOTAL  $10.00']).invoiceNumber.value).toBe('55102');
  });
});

describe('Markdown copied from a web page', () => {
  it('reads labels inside bold markers, a heading with the number and a pipe table', () => {
    const f = fields([
      '# INVOICE #2025-11',
      '**From**',
      'Ola Berg Photography',
      '| Item | Amount |',
      '|---|---|',
      '| Shoot | £300.00 |',
      '**TOTAL DUE: £300.00**',
    ]);
    expect(f.invoiceNumber.value).toBe('2025-11');
    expect(f.vendor.value).toBe('Ola Berg Photography');
    expect(f.total.amount).toBe(300);
  });
});

describe('seller blocks', () => {
  it("joins a name wrapped above its 'Name:' label", () => {
    const f = fields(['Verkäufer', 'Nummer:  4711', 'Nordsee Fischerei', 'Name:  Genossenschaft Husum eG', 'Käufer']);
    expect(f.vendor.value).toBe('Nordsee Fischerei Genossenschaft Husum eG');
  });

  it("keeps the 'Name:' value alone when a labelled line stands above it", () => {
    const f = fields(['Verkäufer', 'Nummer:  4711', 'Name:  Husum Fisch GmbH', 'Käufer']);
    expect(f.vendor.value).toBe('Husum Fisch GmbH');
  });
});

describe('documents that refer to other invoices', () => {
  it("reads a Stornorechnung's own number and date, not those of the invoice it cancels", () => {
    const f = fields([
      'Stornorechnung Nr. SR-9',
      'zu Rechnung Nr. RE-71 vom 14.04.2025',
      'Datum: 22.04.2025',
      'Gesamtbetrag  -119,00 €',
    ]);
    expect(f.invoiceNumber.value).toBe('SR-9');
    expect(f.issueDate.value).toBe('2025-04-22');
  });

  it('still reads the number and date a title gives its own invoice', () => {
    const f = fields(['Rechnung Nr. RE-72 vom 15.04.2025', 'Gesamtbetrag  119,00 €']);
    expect(f.invoiceNumber.value).toBe('RE-72');
    expect(f.issueDate.value).toBe('2025-04-15');
  });

  it("reads a credit memo's number and its total credit in parentheses", () => {
    const f = fields(['CREDIT MEMO', 'Credit Memo #: CM-3', 'Total Credit  ($40.00)']);
    expect(f.invoiceNumber.value).toBe('CM-3');
    expect(f.total.amount).toBe(-40);
  });
});

describe('sellers named where payment goes', () => {
  it('names the seller from "Make all checks payable to ..."', () => {
    const f = fields(['INVOICE', 'Date: 04/18/2025', 'TOTAL  $80.00', 'Make all checks payable to Ridge Mowing.']);
    expect(f.vendor.value).toBe('Ridge Mowing');
  });
});

describe('an earlier balance carried onto the bill', () => {
  it("takes the bill's own charges as the total and keeps the amount due as the balance", () => {
    const f = fields([
      'Balance brought forward  £120.00',
      'Total charges this invoice  £90.00',
      'Total amount due  £210.00',
    ]);
    expect(f.total.amount).toBe(90);
    expect(f.balance.amount).toBe(210);
  });

  it('finds the own total on an unlabelled line, as insurers print it', () => {
    const f = fields([
      'vierteljährlicher Beitrag inklusive Versicherungsteuer  220,00 €',
      'Ausstehende Forderung am Ausstellungstag  220,00 €',
      'zu zahlender Beitrag  440,00 €',
    ]);
    expect(f.total.amount).toBe(220);
    expect(f.balance.amount).toBe(440);
  });

  it('leaves the total alone when the difference is printed nowhere', () => {
    const f = fields(['Previous balance  $95.00', 'Payment received  -$95.00', 'Total due  $185.00']);
    expect(f.total.amount).toBe(185);
  });
});

describe('receipts read by OCR', () => {
  it("reads labels whose O came out as a zero ('T0TAL R0UNDED', 'INV N0') and leaves values alone", () => {
    const f = fields(['TAX INV0ICE', 'INV N0 : 2018-0300', 'SUB T0TAL  9.40', 'T0TAL  10.00', 'T0TAL R0UNDED  10.05']);
    expect(f.total.amount).toBe(10.05);
    expect(f.subtotal.amount).toBe(9.4);
    expect(f.invoiceNumber.value).toBe('2018-0300');
  });

  it("reads a lone 'NO:' under the title with its number on the next line, never a street's number", () => {
    const f = fields(['KEDAI MAJU', 'NO. 23, JALAN MERDEKA 4,', 'CASH BILL', 'NO:', 'CB-0044', 'TOTAL:', '3.20']);
    expect(f.invoiceNumber.value).toBe('CB-0044');
    expect(fields(['KEDAI MAJU', 'NO. 23, JALAN MERDEKA 4,', 'TOTAL  3.20']).invoiceNumber.value).toBeNull();
  });

  it("reads a value after an aligned colon in its own cell ('Invoice No   : 1155207')", () => {
    expect(fields(['Invoice No   : 1155207', 'Total :   4.20']).invoiceNumber.value).toBe('1155207');
  });

  it('names the seller from the line above its registration number, under a shop sign or above an address', () => {
    expect(fields(['KEDAI RUNCIT', 'BERKAT JAYA ENTERPRISE', '(JM0512345-T)', 'TOTAL  1.00']).vendor.value).toBe(
      'BERKAT JAYA ENTERPRISE',
    );
    expect(
      fields(['DESIGN SIGNS', 'GOLDEN KEY MAKER', 'NO 31G, JALAN SS2/64, 47300 PETALING JAYA', '(CO REG: 000306020-U)'])
        .vendor.value,
    ).toBe('GOLDEN KEY MAKER');
  });
});

describe('OCR letters and the values after a label', () => {
  it('reads a value as printed even where it has a zero between letters', () => {
    expect(fields(['INV N0: AB0C-7', 'T0TAL  5.00']).invoiceNumber.value).toBe('AB0C-7');
  });
});

describe('till receipts with their number and sum in further places', () => {
  it("reads a 'Bon' number in the footer and a sum after the item count", () => {
    const f = fields(['Café Linde', 'Summe  EUR 4,20', 'Bon 0007-12   Kasse 1']);
    expect(f.invoiceNumber.value).toBe('0007-12');
    expect(fields(['CORNER SHOP', 'MILK  1.55', '2 BALANCE DUE  2.90']).total.amount).toBe(2.9);
  });

  it('reads the name under a tax registration line and an order total', () => {
    const f = fields(['VAT Reg No: GB 123 4567 89', 'HILLTOP STORES', 'Order total  $12.00']);
    expect(f.vendor.value).toBe('HILLTOP STORES');
    expect(f.total.amount).toBe(12);
  });
});

describeFieldsCases({
  'amounts to pay, provider labels and a branch after an at-sign': [
    {
      name: 'reads "Amount to pay" as what is owed and, with no total printed, as the total',
      lines: ['Riverside Water Ltd', 'Charges before VAT  £40.00', 'VAT  £8.00', 'Amount to pay  £48.00'],
      amounts: { balance: 48, total: 48 },
    },
    {
      name: 'reads the seller after a French "Prestataire :" label',
      lines: ['Facture', 'Prestataire : Nettoyage Lefèvre SARL, 2 rue Haute, 69001 Lyon', 'Total TTC  120,00 €'],
      values: { vendor: 'Nettoyage Lefèvre SARL' },
    },
    {
      name: 'keeps a letterhead whose branch follows a spaced at-sign ("FOOD HALL @ MARINA")',
      lines: ['FOOD HALL @ MARINA', 'Stall 3 - Noodles', 'TOTAL  5.20'],
      values: { vendor: 'FOOD HALL @ MARINA' },
    },
    {
      name: 'skips an e-mail line above the letterhead',
      lines: ['info@noodles.example', 'Noodle Bar', 'TOTAL  5.20'],
      values: { vendor: 'Noodle Bar' },
    },
  ],
  'totals and amounts to pay in further wordings': [
    {
      name: 'reads "Total net à payer" as the total, never as a net (partial) total',
      lines: ['Menuiserie Blanc', 'Total HT  200,00 €', 'Total net à payer  240,00 €'],
      amounts: { total: 240 },
    },
    {
      name: 'keeps "Rechnungssumme netto" a subtotal',
      lines: ['Rechnungssumme netto  200,00 €'],
      values: { total: null },
    },
    {
      name: 'lets a later "Total" win over a gross amount before a discount',
      lines: ['FUEL STOP', 'Gross amount  52.00', 'Discount  -2.00', 'Total  50.00'],
      amounts: { total: 50 },
    },
  ],
  'a summary table of labels over figures': [
    {
      name: 'reads the gross figure under "Bruttobetrag" and the net under "Gesamt netto"',
      lines: [
        'Kessler Metall GmbH',
        'Gesamt netto  zzgl. 19 % MwSt.  Bruttobetrag',
        'EUR 500,00  EUR 95,00  EUR 595,00',
      ],
      amounts: { total: 595, subtotal: 500 },
    },
    {
      name: 'reads "Total HT  TVA  Total TTC" over its figures in French',
      lines: ['Forge Lambert', 'Total HT  TVA  Total TTC', '250,00  50,00  300,00'],
      amounts: { total: 300 },
    },
    {
      name: 'does not read an item table headed "Menge  Preis  Gesamt" as the total',
      lines: [
        'Kessler Metall GmbH',
        'Menge  Preis  Gesamt',
        '2,00  20,00  40,00',
        '3,00  10,00  30,00',
        'Summe  70,00',
      ],
      amounts: { total: 70 },
    },
  ],
});

describe('totals and amounts to pay in further wordings', () => {
  const total = (label: string) =>
    fields(['Tischlerei Ost GmbH', 'Netto  200,00 €', 'MwSt. 19 %  38,00 €', `${label}  238,00 €`]).total.amount;

  it.each([
    'Invoice amount',
    'Rechnungssumme',
    'Bruttorechnungsbetrag',
    'Gesamtpreis brutto',
    'Betrag inkl. MwSt.',
    'Montant de la facture',
    'Gross amount',
    'Brutto',
  ])('reads "%s" as the total', (label) => {
    expect(total(label)).toBe(238);
  });

  it.each(['NET A PAYER', 'Montant net à payer', 'Montant à régler', 'Reste dû'])(
    'reads "%s" as the amount to pay',
    (label) => {
      const f = fields(['Menuiserie Blanc', 'Total HT  200,00 €', 'TVA 20 %  40,00 €', `${label}  240,00 €`]);
      expect(f.balance.amount).toBe(240);
      expect(f.total.amount).toBe(240);
    },
  );
});
