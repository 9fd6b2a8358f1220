/**
 * Header fields of German, French and English invoices and of credit notes, in layouts written by
 * hand after the way such documents print them (labels beside values, header tables, seller blocks,
 * due dates inside the payment terms).
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

function fields(text: string) {
  return extractFields(text.split('\n'));
}

describe('German invoices', () => {
  const text = [
    'Rechnungssteller',
    'Holzbau Krämer GmbH & Co. KG',
    'Sägewerkweg 4  RECHNUNG',
    '79098 Freiburg  Rechnungsnummer  2024-0815',
    'Rechnungsempfänger  Rechnungsdatum  1. Oktober 2023',
    'Stadtwerke Musterhausen AG',
    'Pos  Beschreibung  Menge  Betrag',
    '1  Dachlatten 30x50  120  1.234,56',
    'Gesamtbetrag Netto  1.234,56 €',
    'Umsatzsteuer 19 %  234,57 €',
    'Gesamtbetrag Brutto  1.469,13 €',
    'Zahlbar innerhalb 14 Tagen netto bis 15.10.2023.',
  ].join('\n');

  it('reads number, date, seller, totals in 1.234,56 form and the due date in the payment terms', () => {
    const f = fields(text);
    expect(f.invoiceNumber.value).toBe('2024-0815');
    expect(f.issueDate.value).toBe('2023-10-01');
    expect(f.vendor.value).toBe('Holzbau Krämer GmbH & Co. KG');
    expect(f.subtotal.amount).toBe(1234.56);
    expect(f.tax.amount).toBe(234.57);
    expect(f.total.amount).toBe(1469.13);
    expect(f.dueDate.value).toBe('2023-10-15');
    expect(f.currency.value).toBe('EUR');
  });

  it('takes the date from a title line and the amount due from Zahlbetrag', () => {
    const f = fields(
      [
        'Handelsrechnung (380) Nr. R-7781 vom 05.03.2018',
        'Verkäufer',
        'Name:  Bürobedarf Nord GmbH',
        'Bruttosumme  23.800,00',
        'Erhaltene Anzahlungen  11.900,00',
        'Zahlbetrag  11.900,00',
      ].join('\n'),
    );
    expect(f.invoiceNumber.value).toBe('R-7781');
    expect(f.issueDate.value).toBe('2018-03-05');
    expect(f.vendor.value).toBe('Bürobedarf Nord GmbH');
    expect(f.total.amount).toBe(23800);
    expect(f.balance.amount).toBe(11900);
  });

  it("joins a letterhead name printed over two lines and reads an insurer's Rechnungsbeitrag as the total", () => {
    const f = fields(
      [
        'Hanse Mutual',
        'Versicherungsverein Kiel a.G.',
        'Frau Erika Muster',
        'Beitragsrechnung  3. März 2024',
        'Gesamtbeitrag  80,00 €',
        'Versicherungsteuer 19 %  15,20 €',
        'Rechnungsbeitrag  95,20 €',
      ].join('\n'),
    );
    expect(f.vendor.value).toBe('Hanse Mutual Versicherungsverein Kiel a.G.');
    expect(f.total.amount).toBe(95.2);
  });

  it('reads a due date printed under its column heading', () => {
    const f = fields(
      ['Rechnung Nr. 55-1 vom 02.01.2020', 'Beschreibung  Fälligkeit  Teilzahlung', '31.01.2020'].join('\n'),
    );
    expect(f.dueDate.value).toBe('2020-01-31');
  });
});

describe('French invoices and credit notes', () => {
  it('reads Numéro de facture, Date de facture, Date d’échéance and Total TTC', () => {
    const f = fields(
      [
        'Boulangerie des Halles SARL - 3 rue du Marché - 69002 Lyon',
        'Numéro de facture :  F-2026-114',
        'Date de facture :  17 février 2026',
        'Date d’échéance :  19/03/2026',
        'Total HT  1 200,00 €',
        'TVA 20 %  240,00 €',
        'Total TTC  1 440,00 €',
        'Net à payer  1 440,00 €',
      ].join('\n'),
    );
    expect(f.invoiceNumber.value).toBe('F-2026-114');
    expect(f.issueDate.value).toBe('2026-02-17');
    expect(f.dueDate.value).toBe('2026-03-19');
    expect(f.vendor.value).toBe('Boulangerie des Halles SARL');
    expect(f.subtotal.amount).toBe(1200);
    expect(f.total.amount).toBe(1440);
    expect(f.balance.amount).toBe(1440);
  });

  it('keeps the minus of a credit note', () => {
    const f = fields(
      ['Avoir AV-2026-0003', 'Date de facture  02/03/2026', 'Total HT  -100,00 €', 'Total TTC  -120,00 €'].join('\n'),
    );
    expect(f.invoiceNumber.value).toBe('AV-2026-0003');
    expect(f.total.amount).toBe(-120);
  });
});

describe('English invoices and receipts', () => {
  it('reads a gross total, a long English date and a remit-until date', () => {
    const f = fields(
      [
        'Northwind Traders Ltd · 4 Dock Road · Leeds',
        'Invoice # NW-2291 issued at 2020-11-21',
        'Net Total Amount  £135.00',
        'Gross Total Amount  £162.00',
        'Please remit until 2020-12-12.',
      ].join('\n'),
    );
    expect(f.vendor.value).toBe('Northwind Traders Ltd');
    expect(f.invoiceNumber.value).toBe('NW-2291');
    expect(f.issueDate.value).toBe('2020-11-21');
    expect(f.total.amount).toBe(162);
    expect(f.dueDate.value).toBe('2020-12-12');
  });

  it.each(['TOTAL', 'Total Rounded', 'Jumlah', 'Grand Total', 'Amount Due', 'Balance Due'])(
    'reads the total of a receipt from %s',
    (label) => {
      const f = fields(
        ['CORNER HARDWARE', 'Date: 05/17/2025', 'Hammer  12.00', 'Nails  3.00', `${label}  15.00`].join('\n'),
      );
      expect(f.total.amount).toBe(15);
    },
  );
});

describe('letters, sender lines and till receipts', () => {
  it('reads the seller from the sender line above the addressee, and the date from "Place, den ..."', () => {
    const f = fields(
      [
        'Kessler Aufzugsdienst | Ringstraße 8 | 04109 Leipzig',
        'Hausverwaltung Brandt GmbH',
        'Goethestraße 3',
        '04105 Leipzig  Leipzig, den  01.11.2024',
        'Rechnung',
        'Rechnungsbetrag  1.190,00 €',
        'Druckdatum: 30.10.2024',
      ].join('\n'),
    );
    expect(f.vendor.value).toBe('Kessler Aufzugsdienst');
    expect(f.issueDate.value).toBe('2024-11-01');
  });

  it('reads a number and date from a longer title, a due date named in running text and a residual amount', () => {
    const f = fields(
      [
        'Invoice information for accounting purposes (751) Nr. TX-4711 vom 30.10.2019',
        'Wir buchen den Beitrag zu der Fälligkeit 21.05.2014 ab.',
        'Total  2,076.76 €',
        'Residual 1,453.76 €',
      ].join('\n'),
    );
    expect(f.invoiceNumber.value).toBe('TX-4711');
    expect(f.issueDate.value).toBe('2019-10-30');
    expect(f.dueDate.value).toBe('2014-05-21');
    expect(f.balance.amount).toBe(1453.76);
  });

  it.each([
    ['Receipt: 00021-774', '00021-774'],
    ['Chk 10448', '10448'],
    ['Bon-Nr. 2381        Kasse 2', '2381'],
    ['Ticket N° 000457   Caisse 01', '000457'],
    ['No. Nota : SR-240518-0093', 'SR-240518-0093'],
  ])('reads a till receipt number from "%s"', (line, number) => {
    expect(fields(['CORNER SHOP', line, 'TOTAL  5.00'].join('\n')).invoiceNumber.value).toBe(number);
  });

  it('does not read a note or a check of the work as a number', () => {
    const f = fields(['CORNER SHOP', 'Check the 2 filters monthly', 'TOTAL  5.00'].join('\n'));
    expect(f.invoiceNumber.value).toBeNull();
  });

  it('reads "SUMME EUR", a grocery till\'s "BAL" cell and an ordinal English date', () => {
    expect(fields(['Bäckerei Korn', 'SUMME EUR   9,20', 'Gegeben BAR  10,00'].join('\n')).total.amount).toBe(9.2);
    expect(fields(['FRESH MART', '**** TAX   .65   BAL   19.41', 'VISA  19.41'].join('\n')).total.amount).toBe(19.41);
    expect(fields(['Hollis Ltd', 'Invoice date: 3rd March 2025', 'Total  £10.00'].join('\n')).issueDate.value).toBe(
      '2025-03-03',
    );
  });

  it('reads amounts in whole units when no figure carries cents (rupiah: 41.300 is 41,300)', () => {
    const f = fields(['TOKO MAJU', 'Teh Botol 2x4.500   9.000', 'Total Belanja   41.300', 'Tunai   50.000'].join('\n'));
    expect(f.total.amount).toBe(41300);
    // With cents anywhere in the document, '1.250' stays unread rather than guessed.
    expect(fields(['SHOP', 'Qty 1.250', 'Total  1.250', 'Tax  0.25'].join('\n')).total.amount).toBeNull();
  });
});

describe('receipts from more countries', () => {
  it('reads an Indian bill: "Net Amt Rs." as the total and its numeric date day first', () => {
    const f = fields(
      [
        'CARE MEDICALS',
        'Bill No. : CM/24-25/08817',
        'Bill Date: 04/03/2025',
        'Gross Amt   88.20',
        'Net Amt  Rs.   79.38',
      ].join('\n'),
    );
    expect(f.total.amount).toBe(79.38);
    expect(f.issueDate.value).toBe('2025-03-04');
    expect(f.invoiceNumber.value).toBe('CM/24-25/08817');
  });

  it('skips a slogan above the store name, and keeps a two-letter word inside a name', () => {
    expect(
      fields(['Save money. Live better.', '( 479 ) 555 - 0123', 'VALUEMART SUPERCENTER', 'TOTAL  8.41'].join('\n'))
        .vendor.value,
    ).toBe('VALUEMART SUPERCENTER');
    expect(fields(['KAINAN SA KANTO FOOD HOUSE', 'OR No. 0004521', 'TOTAL  5.00'].join('\n'))).toMatchObject({
      vendor: { value: 'KAINAN SA KANTO FOOD HOUSE' },
      invoiceNumber: { value: '0004521' },
    });
  });

  it('reads a year-first slashed date and a number after a bare "Nº"', () => {
    const f = fields(['CAFE KOMOREBI', '2025/03/15 (Sat) 10:42', 'Nº: T-2025-8812', 'TOTAL  ¥1,040'].join('\n'));
    expect(f.issueDate.value).toBe('2025-03-15');
    expect(f.invoiceNumber.value).toBe('T-2025-8812');
  });
});

describe('Malaysian receipts', () => {
  it('reads a name that begins with a number and ends with S/B and its registration number', () => {
    const f = fields(
      ['99 SPEED MART S/B (519537-X)', 'LOT P.T. 2811, JALAN ANGSA,', 'Total Sales (Incl GST)  RM 18.60'].join('\n'),
    );
    expect(f.vendor.value).toBe('99 SPEED MART S/B');
  });

  it('reads "No. Resit" and takes "Jumlah Besar", not "Jumlah Kecil", as the total', () => {
    const f = fields(
      [
        'RESTORAN SRI MURNI',
        'No. Resit : 0043210',
        'JUMLAH KECIL   19.60',
        'JUMLAH BESAR   20.80',
        'TUNAI   50.00',
      ].join('\n'),
    );
    expect(f.invoiceNumber.value).toBe('0043210');
    expect(f.subtotal.amount).toBe(19.6);
    expect(f.total.amount).toBe(20.8);
  });
});
