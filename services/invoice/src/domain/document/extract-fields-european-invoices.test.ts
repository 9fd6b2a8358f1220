/**
 * Business invoices and credit notes from Germany, Austria, Switzerland, France, the Benelux, Italy, Spain, the UK and
 * Ireland, as their senders lay them out: a letterhead or a sender line above the addressee's block, the seller's
 * company and register line in the footer, a person's name above a professional title, numbers in groups.
 */
import { describeFieldsCases } from '../testing/expect-fields.ts';

describeFieldsCases({
  'a note in brackets on an item line is no English gloss': [
    {
      name: 'keeps the letterhead with accents when an item carries a note in brackets',
      lines: [
        'Maître Élise Fontaine',
        'Avocat au Barreau de Lyon',
        '3 quai Saint-Antoine – 69002 Lyon',
        'Facture N° : EF-118',
        'Frais de dossier (forfait)          120,00 €',
        'Débours (greffe)                     40,00 €',
        'Total TTC                           184,00 €',
      ],
      values: { vendor: 'Maître Élise Fontaine' },
    },
  ],
});
