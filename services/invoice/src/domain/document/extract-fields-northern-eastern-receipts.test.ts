/**
 * Receipts and invoices in Swedish, Norwegian, Danish, Finnish, Polish, Czech, Turkish and Hungarian: their labels for
 * the total, the amount to pay, the receipt or invoice number and the date, and their day-first dates.
 */
import { describeFieldsCases } from '../testing/expect-fields.ts';

describeFieldsCases({
  'totals and amounts to pay': [
    {
      name: 'reads the Swedish "Totalt" and keeps "Summa exkl. moms" out of the total',
      lines: ['Café Linnea', 'Summa exkl. moms    80,00', 'Moms 12%    9,60', 'Totalt    89,60 kr'],
      amounts: { total: 89.6 },
    },
    {
      name: 'reads the Danish "I alt" and the Norwegian "Å betale"',
      lines: ['Bageriet', 'I alt    54,00', 'Å betale    54,00'],
      amounts: { total: 54, balance: 54 },
    },
    {
      name: 'reads the Polish "SUMA PLN"',
      lines: ['Sklep Zielony', 'PARAGON FISKALNY', 'SUMA PLN    23,40'],
      amounts: { total: 23.4 },
    },
    {
      name: 'reads the Czech "Celkem" and "K úhradě"',
      lines: ['Pekárna U Mostu', 'Celkem    128,00 Kč', 'K úhradě    128,00 Kč'],
      amounts: { total: 128, balance: 128 },
    },
    {
      name: 'reads the Turkish "Genel Toplam" below the tax',
      lines: ['Kahve Evi', 'KDV    12,00', 'Genel Toplam    132,00'],
      amounts: { total: 132 },
    },
  ],
  'receipt and invoice numbers': [
    {
      name: 'reads the Swedish "Kvitto nr" rather than the terminal',
      lines: ['Järnhandeln', 'Kvitto nr: 40112', 'Terminal: 3', 'Totalt    120,00 kr'],
      values: { invoiceNumber: '40112' },
    },
    {
      name: 'reads the Polish "Faktura VAT nr"',
      lines: ['Hurtownia Budowlana', 'Faktura VAT nr FV/2025/03/0112', 'Razem    1 230,00 PLN'],
      values: { invoiceNumber: 'FV/2025/03/0112' },
    },
    {
      name: 'reads the Czech "Číslo dokladu"',
      lines: ['Drogerie Nova', 'Číslo dokladu: 2025-0412', 'Celkem    99,00 Kč'],
      values: { invoiceNumber: '2025-0412' },
    },
    {
      name: 'reads the Turkish "Fiş No"',
      lines: ['Market 34', 'Fiş No: 0087', 'Toplam    45,50'],
      values: { invoiceNumber: '0087' },
    },
  ],
  dates: [
    {
      name: 'reads "Dato:" day first on a Danish receipt',
      lines: ['Bageriet', 'Dato: 04-03-2025', 'I alt    54,00'],
      values: { issueDate: '2025-03-04' },
    },
    {
      name: 'reads "Tarih:" day first on a Turkish receipt',
      lines: ['Market 34', 'Tarih: 04/03/2025', 'Toplam    45,50'],
      values: { issueDate: '2025-03-04' },
    },
  ],
  'words that are also English names': [
    {
      name: 'keeps a US bill\'s dates month first beside a name such as "Paragon" or "Moms"',
      lines: ['Paragon Moms Catering', 'Date: 04/03/2025', 'Total   120.00'],
      values: { issueDate: '2025-04-03' },
    },
  ],
});
