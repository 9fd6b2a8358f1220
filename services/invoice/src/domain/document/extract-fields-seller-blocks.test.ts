/**
 * Sellers, numbers and currencies in header layouts written by hand: seller and buyer blocks side by side under
 * 'Vendeur' / 'Acheteur' or 'From' / 'To', a title printed above the letterhead, a 'Sender:' line, a French footer
 * that gives the form and capital after the name, a cooperative's 'eG', a bare 'Nr.' under the title, and the
 * currency of a document that prints its sign only in a label or not at all.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';
import { describeFieldsCases } from '../testing/expect-fields.ts';

describeFieldsCases({
  'seller and buyer blocks side by side': [
    {
      name: 'reads the seller under "Vendeur" beside "Acheteur"',
      lines: [
        'FACTURE',
        'Vendeur                         Acheteur',
        'Fromagerie Roux                 Restaurant Le Zinc',
        '5 route de Lons                 2 rue Neuve',
        'Facture n° : FR-88   Date : 03/02/2024',
        'Total TTC                       211,00 €',
      ],
      values: { vendor: 'Fromagerie Roux' },
    },
    {
      name: 'reads the seller under "From" beside "To", never the heading itself',
      lines: [
        'Invoice',
        'From                        To',
        'Kiln & Co Pottery           Harbor Cafe',
        '9 Clay Lane                 1 Pier Road',
        'Invoice no.  KP-12',
        'Total   $300.00',
      ],
      values: { vendor: 'Kiln & Co Pottery' },
    },
  ],
  'an addressee beside the seller in the header': [
    {
      name: 'takes the name whose web domain the document prints over an addressee with a legal form',
      lines: [
        'Invoice 5521',
        'Northgate Holdings Inc.      FABRIKAM NL',
        'Harbour Road 2               Kade 9',
        'Total EUR  121.00',
        'VAT Registration No.  NL001  Email  billing@fabrikam.example',
      ],
      values: { vendor: 'FABRIKAM NL' },
    },
    {
      name: 'keeps the name with the legal form when no domain names the other one',
      lines: ['Invoice 5521', 'Northgate Holdings Inc.      FABRIKAM NL', 'Total EUR  121.00'],
      values: { vendor: 'Northgate Holdings Inc.' },
    },
  ],
  letterheads: [
    {
      name: 'does not join a title printed above the letterhead to the name',
      lines: ['INVOICE', 'Moorland Joinery Ltd', '3 Mill Lane', 'Total  £120.00'],
      values: { vendor: 'Moorland Joinery Ltd' },
    },
    {
      name: 'stops at a number label with its value and takes a cooperative ("eG") named below it',
      lines: ['Gutschrift', 'Gutschriftsnummer GS-11', 'Bürgerwind Nord eG', 'Deichweg 1', 'Gesamtbetrag  80,00 €'],
      values: { vendor: 'Bürgerwind Nord eG' },
    },
    {
      name: 'reads the name after "Sender:" without its address',
      lines: ['Sender: Hoffmann Gartenbau, Am Anger 7, 04109 Leipzig', 'Rechnung 55', 'Endbetrag  90,00 EUR'],
      values: { vendor: 'Hoffmann Gartenbau' },
    },
    {
      name: 'keeps a name with a comma before its street ("Smith, Jones & Co, 12 High St")',
      lines: ['Supplier: Smith, Jones & Co, 12 High St, Leeds', 'Invoice 7', 'Total  £10.00'],
      values: { vendor: 'Smith, Jones & Co' },
    },
    {
      name: 'reads the name before "SARL au capital de" in a French footer',
      lines: [
        'Facture n° 12',
        'Total TTC   60,00 €',
        'Serrurerie Petit - SARL au capital de 8 000 € - RCS Nantes 512 000 111',
      ],
      values: { vendor: 'Serrurerie Petit' },
    },
  ],
  'a bare "Nr." under the title': [
    {
      name: 'reads "Nr. RE-77" right under "Rechnung"',
      lines: ['Rechnung', 'Nr. RE-77', 'Summe  10,00 €'],
      values: { invoiceNumber: 'RE-77' },
    },
    {
      name: 'does not read a "Nr." elsewhere',
      lines: ['Malerei Kurz', 'Hausnummer und Nr. 5', 'Summe  10,00 €'],
      values: { invoiceNumber: null },
    },
  ],
  'the currency when no figure carries a sign': [
    {
      name: 'reads euros from a sign in a label ("Total € Incl. VAT")',
      lines: ['Invoice 5', 'Total € Incl. VAT  681.87'],
      values: { currency: 'EUR' },
    },
  ],
  'sellers named only in the footer or after "De :"': [
    {
      name: 'takes the footer company over an addressee printed first when its column names the management',
      lines: [
        'Bauhof Süd AG',
        'Lagerweg 2',
        'Rechnung 88',
        'Gesamtbetrag  119,00',
        'Dachdeckerei Kraus GmbH  Bankverbindung  Geschäftsführung',
        'Ziegelweg 1  Volksbank  Ute Kraus',
      ],
      values: { vendor: 'Dachdeckerei Kraus GmbH' },
    },
    {
      name: 'reads a footer name without a legal form before its address and SIRET, on its line',
      lines: [
        'Facture 7',
        'Total TTC  90,00 €',
        'Jardins Martin - 4 allée Verte 44000 Nantes - SIRET 111 222 333 00044',
      ],
      values: { vendor: 'Jardins Martin' },
    },
    {
      name: 'reads a footer name without a legal form before its address and SIRET, on the line above',
      lines: [
        'Facture 7',
        'Total TTC  90,00 €',
        'Jardins Martin',
        '4 allée Verte 44000 Nantes - SIRET 111 222 333 00044',
      ],
      values: { vendor: 'Jardins Martin' },
    },
    {
      name: 'reads the seller after a French "De :"',
      lines: ['Facture 9', 'De : Atelier Bois Clair', 'Pour : M. Roy', 'TOTAL  50,00 €'],
      values: { vendor: 'Atelier Bois Clair' },
    },
  ],
});

describe('the currency when no figure carries a sign', () => {
  it('takes euros, unsure, for unmarked amounts in a German or French document, and dollars otherwise', () => {
    const german = extractFields(['Rechnung 9', 'Rechnungsbetrag  1.011,50']).currency;
    expect(german.value).toBe('EUR');
    expect(german.confidence).toBeLessThan(0.6);
    expect(extractFields(['Invoice 9', 'Total  1,011.50']).currency.value).toBe('USD');
  });
});

describe('sellers named only in the footer or after "De :"', () => {
  it('does not take a closing sentence above the footer for the name', () => {
    const lines = [
      'Facture 7',
      'Total TTC  90,00 €',
      'Merci pour votre confiance.',
      '4 allée Verte 44000 Nantes - SIRET 111',
    ];
    expect(extractFields(lines).vendor.value).not.toBe('Merci pour votre confiance.');
  });
});
