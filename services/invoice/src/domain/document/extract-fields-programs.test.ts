/**
 * Header fields as invoicing programs and e-invoice viewers label them: the EN 16931 business terms ('Invoice total
 * amount with VAT', 'Amount due for payment'), UBL's monetary totals ('Tax inclusive amount', 'Payable amount'), the
 * German viewer's 'Firmenname:' and 'Fälliger Betrag', French programs' 'Date facturation', 'Réf.' and a bare
 * 'Numéro' under the title, and a seller named only in the footer. Written by hand for the rules.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';
import { describeFieldsCases } from '../testing/expect-fields.ts';

describe('EN 16931 and UBL labels', () => {
  it('never takes the total without VAT for the total, wherever it is printed', () => {
    const f = extractFields([
      'Invoice number:  A-17',
      'Invoice issue date:  3 Mar 2025',
      'Invoice total amount with VAT  120.00',
      'Invoice total amount without VAT  100.00',
    ]);
    expect(f.total.amount).toBe(120);
    expect(f.issueDate.value).toBe('2025-03-03');
  });

  it("reads UBL's tax-inclusive and payable amounts, with a currency code before them", () => {
    const f = extractFields([
      'Line extension amount  NOK 800.00',
      'Tax inclusive amount  NOK 1,000.00',
      'Payable amount  NOK 1,000.00',
    ]);
    expect(f.subtotal.amount).toBe(800);
    expect(f.total.amount).toBe(1000);
    expect(f.balance.amount).toBe(1000);
  });

  it('names the seller from "Seller name:"', () => {
    expect(extractFields(['Seller name:  Kestrel Couriers', 'Total  10.00']).vendor.value).toBe('Kestrel Couriers');
  });
});

describe("the German viewer's labels", () => {
  it("reads 'Firmenname:' under 'Verkäufer', 'Fälliger Betrag', and no 'ohne Umsatzsteuer' total", () => {
    const f = extractFields([
      'Käufer',
      'Firmenname:  Bauverein Nord eG',
      'Verkäufer',
      'Firmenname:  Dachdecker Kühn GmbH',
      'Gesamtbetrag einschl. Umsatzsteuer  238,00',
      'Gesamtbetrag ohne Umsatzsteuer  200,00',
      'Fälliger Betrag  238,00',
    ]);
    expect(f.vendor.value).toBe('Dachdecker Kühn GmbH');
    expect(f.total.amount).toBe(238);
    expect(f.subtotal.amount).toBe(200);
    expect(f.balance.amount).toBe(238);
  });

  it("keeps 'Summe ohne MwSt.' out of the total", () => {
    expect(extractFields(['Summe inkl. MwSt.  119,00', 'Summe ohne MwSt.  100,00']).total.amount).toBe(119);
  });
});

describe('French invoicing programs', () => {
  it("reads 'Réf.', 'Date facturation' day first without a currency mark, and not 'Date échéance' as the issue date", () => {
    const f = extractFields([
      'FACTURE',
      'Réf. : FA-0042',
      'Date échéance : 04/04/2025',
      'Date facturation : 05/03/2025',
      'Total TTC  708,00',
    ]);
    expect(f.invoiceNumber.value).toBe('FA-0042');
    expect(f.issueDate.value).toBe('2025-03-05');
    expect(f.dueDate.value).toBe('2025-04-04');
  });

  it("reads a bare 'Numéro :' under the title, never one further down", () => {
    expect(extractFields(['Facture', 'Numéro : TS-119', 'Total TTC  10,00']).invoiceNumber.value).toBe('TS-119');
    expect(
      extractFields(['Facture', 'Client : Dupont', 'Contrat', 'Numéro : 5521', 'Total TTC  10,00']).invoiceNumber.value,
    ).toBeNull();
  });
});

describe('a seller named only in the footer', () => {
  // The addressee carries a legal form too, and no heading marks it as the buyer.
  const body = ['Hausverwaltung Ost GmbH', 'Am Ring 4', '10115 Berlin', 'Rechnung Nr. 12', 'Rechnungsbetrag  50,00 €'];

  it('takes the company beside its register and managers, not the addressee above', () => {
    const f = extractFields([...body, 'Kältetechnik Lenz GmbH · Geschäftsführer: Ole Lenz · Amtsgericht Berlin HRB 1']);
    expect(f.vendor.value).toBe('Kältetechnik Lenz GmbH');
  });

  it("never takes the bank's name from the payment line", () => {
    const f = extractFields([...body, 'Commerzbank AG · IBAN DE12 1004 0000 0123 4567 89 · USt-IdNr. DE123456789']);
    expect(f.vendor.value).toBe('Hausverwaltung Ost GmbH');
  });
});

describe('addressee and seller side by side in the header', () => {
  it('takes the company whose column goes on with a telephone or e-mail, not the first one', () => {
    const f = extractFields([
      'Stadtwerke Ost AG                       Rohrbau Kern GmbH',
      'Hafenweg 2                              Werkstraße 5',
      '24103 Kiel                              Tel. 0431 55501',
      'Rechnung 12',
      'Rechnungsbetrag  119,00 €',
    ]);
    expect(f.vendor.value).toBe('Rohrbau Kern GmbH');
  });

  it('keeps the first company when neither column gives contact details', () => {
    const f = extractFields(['Stadtwerke Ost AG                       Rohrbau Kern GmbH', 'Rechnungsbetrag  119,00 €']);
    expect(f.vendor.value).toBe('Stadtwerke Ost AG');
  });

  it("reads '& Co. KG' as the end of the name", () => {
    expect(extractFields(['Reinigung Blum & Co. KG', 'Gesamtbetrag  10,00 €']).vendor.value).toBe(
      'Reinigung Blum & Co. KG',
    );
  });
});

describe('further seller headings and totals split from their figures', () => {
  it("reads the seller under 'Auftragnehmer' and never the 'Auftraggeber' block's name", () => {
    const f = extractFields([
      'Auftraggeber',
      'Wohnbau Süd GmbH',
      'Auftragnehmer',
      'Dachdeckerei Roth',
      'Gesamtbetrag  595,00 €',
    ]);
    expect(f.vendor.value).toBe('Dachdeckerei Roth');
  });

  it("reads the seller after 'Sold by:'", () => {
    expect(extractFields(['Sold by:  Lakeside Appliances', 'Total  $10.00']).vendor.value).toBe('Lakeside Appliances');
  });

  it('reads a total whose figure stands on the next line after its currency code', () => {
    expect(extractFields(['Gesamtbetrag', 'EUR        1.190,00']).total.amount).toBe(1190);
  });
});

describeFieldsCases({
  'an invoice exported as CSV line items': [
    {
      name: 'adds up the "Item Amount" column when no total row is printed',
      lines: [
        'Invoice No,Customer,Invoice Date,Item Description,Item Amount',
        '77,"Elm Court HOA",03/02/2025,Gutter cleaning,"1,200.00"',
        '77,"Elm Court HOA",03/02/2025,Downspout repair,85.50',
      ],
      amounts: { total: 1285.5 },
      values: { invoiceNumber: '77' },
    },
    {
      name: 'gives no total when a line has no figure in the amount column',
      lines: ['Invoice No,Item Description,Item Amount', '77,Gutter cleaning,120.00', '77,Note only,'],
      values: { total: null },
    },
  ],
});
