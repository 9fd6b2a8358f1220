/**
 * Sellers, numbers and currencies in header layouts written by hand: seller and buyer blocks side by side under
 * 'Vendeur' / 'Acheteur' or 'From' / 'To', a title printed above the letterhead, a 'Sender:' line, a French footer
 * that gives the form and capital after the name, a cooperative's 'eG', a bare 'Nr.' under the title, and the
 * currency of a document that prints its sign only in a label or not at all.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

describe('seller and buyer blocks side by side', () => {
  it('reads the seller under "Vendeur" beside "Acheteur"', () => {
    const lines = [
      'FACTURE',
      'Vendeur                         Acheteur',
      'Fromagerie Roux                 Restaurant Le Zinc',
      '5 route de Lons                 2 rue Neuve',
      'Facture n° : FR-88   Date : 03/02/2024',
      'Total TTC                       211,00 €',
    ];
    expect(extractFields(lines).vendor.value).toBe('Fromagerie Roux');
  });

  it('reads the seller under "From" beside "To", never the heading itself', () => {
    const lines = [
      'Invoice',
      'From                        To',
      'Kiln & Co Pottery           Harbor Cafe',
      '9 Clay Lane                 1 Pier Road',
      'Invoice no.  KP-12',
      'Total   $300.00',
    ];
    expect(extractFields(lines).vendor.value).toBe('Kiln & Co Pottery');
  });
});

describe('an addressee beside the seller in the header', () => {
  it('takes the name whose web domain the document prints over an addressee with a legal form', () => {
    const lines = [
      'Invoice 5521',
      'Northgate Holdings Inc.      FABRIKAM NL',
      'Harbour Road 2               Kade 9',
      'Total EUR  121.00',
      'VAT Registration No.  NL001  Email  billing@fabrikam.example',
    ];
    expect(extractFields(lines).vendor.value).toBe('FABRIKAM NL');
  });

  it('keeps the name with the legal form when no domain names the other one', () => {
    const lines = ['Invoice 5521', 'Northgate Holdings Inc.      FABRIKAM NL', 'Total EUR  121.00'];
    expect(extractFields(lines).vendor.value).toBe('Northgate Holdings Inc.');
  });
});

describe('letterheads', () => {
  it('does not join a title printed above the letterhead to the name', () => {
    const lines = ['INVOICE', 'Moorland Joinery Ltd', '3 Mill Lane', 'Total  £120.00'];
    expect(extractFields(lines).vendor.value).toBe('Moorland Joinery Ltd');
  });

  it('stops at a number label with its value and takes a cooperative ("eG") named below it', () => {
    const lines = [
      'Gutschrift',
      'Gutschriftsnummer GS-11',
      'Bürgerwind Nord eG',
      'Deichweg 1',
      'Gesamtbetrag  80,00 €',
    ];
    expect(extractFields(lines).vendor.value).toBe('Bürgerwind Nord eG');
  });

  it('reads the name after "Sender:" without its address', () => {
    const lines = ['Sender: Hoffmann Gartenbau, Am Anger 7, 04109 Leipzig', 'Rechnung 55', 'Endbetrag  90,00 EUR'];
    expect(extractFields(lines).vendor.value).toBe('Hoffmann Gartenbau');
  });

  it('keeps a name with a comma before its street ("Smith, Jones & Co, 12 High St")', () => {
    const lines = ['Supplier: Smith, Jones & Co, 12 High St, Leeds', 'Invoice 7', 'Total  £10.00'];
    expect(extractFields(lines).vendor.value).toBe('Smith, Jones & Co');
  });

  it('reads the name before "SARL au capital de" in a French footer', () => {
    const lines = [
      'Facture n° 12',
      'Total TTC   60,00 €',
      'Serrurerie Petit - SARL au capital de 8 000 € - RCS Nantes 512 000 111',
    ];
    expect(extractFields(lines).vendor.value).toBe('Serrurerie Petit');
  });
});

describe('a bare "Nr." under the title', () => {
  it('reads "Nr. RE-77" right under "Rechnung" and not elsewhere', () => {
    expect(extractFields(['Rechnung', 'Nr. RE-77', 'Summe  10,00 €']).invoiceNumber.value).toBe('RE-77');
    expect(extractFields(['Malerei Kurz', 'Hausnummer und Nr. 5', 'Summe  10,00 €']).invoiceNumber.value).toBeNull();
  });
});

describe('the currency when no figure carries a sign', () => {
  it('reads euros from a sign in a label ("Total € Incl. VAT")', () => {
    expect(extractFields(['Invoice 5', 'Total € Incl. VAT  681.87']).currency.value).toBe('EUR');
  });

  it('takes euros, unsure, for unmarked amounts in a German or French document, and dollars otherwise', () => {
    const german = extractFields(['Rechnung 9', 'Rechnungsbetrag  1.011,50']).currency;
    expect(german.value).toBe('EUR');
    expect(german.confidence).toBeLessThan(0.6);
    expect(extractFields(['Invoice 9', 'Total  1,011.50']).currency.value).toBe('USD');
  });
});

describe('sellers named only in the footer or after "De :"', () => {
  it('takes the footer company over an addressee printed first when its column names the management', () => {
    const lines = [
      'Bauhof Süd AG',
      'Lagerweg 2',
      'Rechnung 88',
      'Gesamtbetrag  119,00',
      'Dachdeckerei Kraus GmbH  Bankverbindung  Geschäftsführung',
      'Ziegelweg 1  Volksbank  Ute Kraus',
    ];
    expect(extractFields(lines).vendor.value).toBe('Dachdeckerei Kraus GmbH');
  });

  it('reads a footer name without a legal form before its address and SIRET, on its line or the line above', () => {
    const inline = [
      'Facture 7',
      'Total TTC  90,00 €',
      'Jardins Martin - 4 allée Verte 44000 Nantes - SIRET 111 222 333 00044',
    ];
    expect(extractFields(inline).vendor.value).toBe('Jardins Martin');
    const above = [
      'Facture 7',
      'Total TTC  90,00 €',
      'Jardins Martin',
      '4 allée Verte 44000 Nantes - SIRET 111 222 333 00044',
    ];
    expect(extractFields(above).vendor.value).toBe('Jardins Martin');
  });

  it('does not take a closing sentence above the footer for the name', () => {
    const lines = [
      'Facture 7',
      'Total TTC  90,00 €',
      'Merci pour votre confiance.',
      '4 allée Verte 44000 Nantes - SIRET 111',
    ];
    expect(extractFields(lines).vendor.value).not.toBe('Merci pour votre confiance.');
  });

  it('reads the seller after a French "De :"', () => {
    expect(
      extractFields(['Facture 9', 'De : Atelier Bois Clair', 'Pour : M. Roy', 'TOTAL  50,00 €']).vendor.value,
    ).toBe('Atelier Bois Clair');
  });
});
