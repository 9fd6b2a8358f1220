/**
 * The seller read past what a receipt or bill prints around its name: a receipt book's number above the letterhead,
 * and a footer whose company line stands above its register line.
 */
import { describeFieldsCases } from '../testing/expect-fields.ts';

describeFieldsCases({
  "a receipt book's pre-printed number above the name": [
    {
      name: 'reads the name under "No. 0458" in the top corner, and the number as the receipt\'s',
      lines: [
        '                                   No. 0458',
        'GREENWAY GARDEN CARE',
        '3 Elm Row, Bath BA1 2QQ',
        'RECEIPT',
        'Date: 4 March 2025',
        'TOTAL          £60.00',
      ],
      values: { vendor: 'GREENWAY GARDEN CARE', invoiceNumber: '0458' },
    },
    {
      name: 'still reads no letterhead under a labelled invoice number that opens the page',
      lines: ['Invoice No: 5512', 'Bill to: Alder Court HOA', 'Total  $120.00'],
      values: { vendor: null },
    },
  ],
  'a footer whose company line stands above its register line': [
    {
      name: 'reads the company opening the line above "Geschäftsführer ... HRB", under a letterhead of trades',
      lines: [
        '                 Elektro · Licht · Sicherheit',
        'Wohnbau Süd GmbH',
        'z. Hd. Herrn Kaiser',
        'Rechnungs-Nr.: R-4410',
        'Rechnungsbetrag      320,00 €',
        '____________________________________________',
        'Elektro Vogt GmbH · Hauptstr. 9 · 79098 Freiburg · Tel. 0761 555 10',
        'Geschäftsführer: Tom Vogt · HRB 7711 Amtsgericht Freiburg',
      ],
      values: { vendor: 'Elektro Vogt GmbH' },
    },
  ],
  "a bilingual till's name in English": [
    {
      name: 'reads the English name under the local one when the till glosses its labels in English',
      lines: [
        'QUÁN BÚN CHẢ HƯƠNG LIÊN',
        'Huong Lien Noodle House',
        '24 Lê Văn Hưu, Hà Nội',
        'Số HĐ (No.): 00412',
        'Ngày (Date): 05/04/2025',
        'Tổng cộng (Total):   120.000 VND',
      ],
      values: { vendor: 'Huong Lien Noodle House' },
    },
    {
      name: 'keeps the name as printed when the labels are not glossed',
      lines: ['CAFÉ DES ARTS', 'Bistro Parisien', 'Ticket n° 118', 'TOTAL TTC   12,00 €'],
      values: { vendor: 'CAFÉ DES ARTS' },
    },
  ],
  "a till's greeting that names the shop": [
    {
      name: 'reads the shop a "Welcome to" greeting names, over a store-number line',
      lines: ['Welcome to Pine Valley Market!', '1200 Ridge Rd, Boise ID 83702', 'Store 0042', 'TOTAL    18.40'],
      values: { vendor: 'Pine Valley Market' },
    },
    {
      name: 'reads "Bienvenue chez" the same way',
      lines: ['Bienvenue chez Fromagerie Laurent', '12 rue Neuve, 69002 Lyon', 'TOTAL TTC   14,20 €'],
      values: { vendor: 'Fromagerie Laurent' },
    },
    {
      name: 'reads no name from "Welcome to our store"',
      lines: ['Welcome to our store', 'Harbor Books', 'TOTAL    9.00'],
      values: { vendor: 'Harbor Books' },
    },
  ],
});
