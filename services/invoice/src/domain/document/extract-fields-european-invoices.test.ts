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
  "the addressee's block under a courtesy word or a Dutch heading": [
    {
      name: 'never reads the company under "Spett.le" as the seller',
      lines: [
        'Geom. Paolo Ferri',
        'Via Cavour 12 – 40121 Bologna',
        '',
        'Spett.le',
        'Condominio Aurora S.r.l.',
        'Via Emilia 44',
        '',
        'Fattura n. 14/2025',
        'Totale fattura        610,00',
      ],
      values: { vendor: 'Geom. Paolo Ferri' },
    },
    {
      name: 'never reads the company under "Klant / Customer" as the seller',
      lines: [
        'Dakwerk Visser',
        'Factuurnummer: DV-0091',
        'Klant / Customer',
        'Woningbeheer Oost B.V.',
        'Kerkstraat 4',
        'Totaal incl. btw     EUR 363,00',
      ],
      values: { vendor: 'Dakwerk Visser' },
    },
  ],
  'legal forms written the Luxembourg and Swiss way': [
    {
      name: 'reads the letterhead ending in "S.à r.l." over the addressee\'s "S.A." below it',
      lines: [
        'MOSELLE CHAUFFAGE S.à r.l.',
        '4, rue du Pont, L-6771 Grevenmacher',
        '',
        '                         Syndic Mersch S.A.',
        '                         L-7501 Mersch',
        'Facture N° : MC-2025-77',
        'Total TTC          EUR 936,00',
      ],
      values: { vendor: 'MOSELLE CHAUFFAGE S.à r.l.' },
    },
    {
      name: 'reads "Sàrl" as a legal form',
      lines: [
        'Atelier Blanc Sàrl',
        'Rue du Lac 4, 1003 Lausanne',
        '',
        'Régie Léman SA',
        'Facture N° 2025-19',
        'Total TTC  CHF 540.00',
      ],
      values: { vendor: 'Atelier Blanc Sàrl' },
    },
  ],
  'labels printed in two languages': [
    {
      name: 'reads the values after "Factuurnummer / Invoice no." and "Factuurdatum / Invoice date"',
      lines: [
        'Loodgieter Bakker',
        'Factuurnummer / Invoice no.   LB-2025-044',
        'Factuurdatum / Invoice date   12 maart 2025',
        'Klantnummer / Customer no.    3310',
        'Totaal incl. btw      EUR 242,00',
      ],
      values: { invoiceNumber: 'LB-2025-044', issueDate: '2025-03-12' },
    },
  ],
  'the number in the cell beside its title': [
    {
      name: 'reads "Rechnung      Nr. 4-1187" as the invoice number, not the contract number below',
      lines: [
        'Kältetechnik Meier AG',
        'Rechnung                        Nr. 4-1187',
        'Datum                           03.11.2025',
        'Vertragsnummer                  V-22',
        'Total inkl. MWST          CHF    540.00',
      ],
      values: { invoiceNumber: '4-1187' },
    },
    {
      name: 'still ignores a lone "Nr." beside a word that is no title',
      lines: ['Kältetechnik Meier AG', 'Kunde          Nr. 10774', 'Total inkl. MWST          CHF    540.00'],
      values: { invoiceNumber: null },
    },
  ],
  'a series and a number printed in digit groups': [
    {
      name: 'reads "Rechnung Nr.:   AR 25 0107" whole',
      lines: [
        'Stahlbau Lenz GmbH',
        'Rechnung Nr.:        AR 25 0107',
        'Bestellnummer:       B-77',
        'Bruttobetrag                  1.190,00',
      ],
      values: { invoiceNumber: 'AR 25 0107' },
    },
  ],
  "an insurer's premium bill": [
    {
      name: 'reads "Zu zahlender Jahresbeitrag" as the total, over "Nettobeitrag" and "Versicherungsteuer"',
      lines: [
        'Rheinische Haftpflicht AG',
        'Beitragsrechnung',
        'Beleg-Nr.:   BR-17',
        'Nettobeitrag                     1.000,00',
        'Versicherungsteuer 19 %            190,00',
        'Zu zahlender Jahresbeitrag       1.190,00 EUR',
      ],
      values: { total: '1190.00', subtotal: '1000.00', tax: '190.00' },
    },
    {
      name: 'reads "Total premium payable" under "Net premium" and "Insurance Premium Tax"',
      lines: [
        'Thames Property Insurance Ltd',
        'Net premium                        500.00',
        'Insurance Premium Tax 12%           60.00',
        'Total premium payable          GBP 560.00',
      ],
      values: { total: '560.00', subtotal: '500.00' },
    },
  ],
  'the letterhead over the sender line that repeats its name': [
    {
      name: 'reads the brand heading over the legal name on the sender line, words in another order',
      lines: [
        'ELEKTRO WAGNER',
        'Licht · Kraft · Netzwerk',
        '',
        'Wagner Elektro GmbH · Ringstr. 4 · 93047 Regensburg',
        'Hausverwaltung Klee GmbH',
        'Domplatz 2',
        '93047 Regensburg',
        'Rechnung Nr. 2025-88',
        'Bruttobetrag          476,00 EUR',
      ],
      values: { vendor: 'ELEKTRO WAGNER' },
    },
    {
      name: 'reads the full letterhead name over the shortened sender line',
      lines: [
        'Malerbetrieb Anna Roth',
        'Meisterbetrieb',
        '',
        'Roth Malerbetrieb · Kirchgasse 7 · 55116 Mainz',
        'WEG Rheinallee 12',
        'Rechnung Nr. 2025-31',
        'Bruttobetrag          952,00 EUR',
      ],
      values: { vendor: 'Malerbetrieb Anna Roth' },
    },
    {
      name: 'keeps the sender line when the heading above it names someone else',
      lines: [
        'IMMOBILIEN KLEE',
        '',
        'Wagner Elektro GmbH · Ringstr. 4 · 93047 Regensburg',
        'Hausverwaltung Klee GmbH',
        'Rechnung Nr. 2025-88',
        'Bruttobetrag          476,00 EUR',
      ],
      values: { vendor: 'Wagner Elektro GmbH' },
    },
    {
      name: 'never reads a "Gesamtbeitrag" printed before the insurance tax as the total',
      lines: [
        'Musterhafter Versicherungsverein a.G.',
        'Beitragsrechnung',
        'Gesamtbeitrag                      80,00 €',
        'Versicherungsteuer 19 %            15,20 €',
        'Rechnungsbetrag                    95,20 €',
        'Gesamtbeitrag des Vorjahres        76,00 €',
      ],
      values: { total: '95.20' },
    },
  ],
});
