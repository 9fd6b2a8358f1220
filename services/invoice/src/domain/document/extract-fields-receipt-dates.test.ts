/**
 * The date a receipt was issued, as tills in other countries print it: under a one-word label, in a country's
 * day-first convention, and apart from the dates an order was placed or paid.
 */
import { describeFieldsCases } from '../testing/expect-fields.ts';

describeFieldsCases({
  'Brazilian receipts': [
    {
      name: 'reads reais as the currency and "05/03/2025" day first',
      lines: ['Padaria Aurora', 'Pão francês   R$ 6,40', 'Valor total R$   6,40', 'Emitida 05/03/2025 08:12'],
      values: { currency: 'BRL', issueDate: '2025-03-05' },
    },
    {
      name: 'reads "Emissão:" alone as the issue date, before a later authorisation date',
      lines: [
        'Casa das Tintas',
        'Total   R$ 80,00',
        'NFC-e nº 3312   Série 1   Emissão: 02/04/2025 10:01',
        'Protocolo 1352 0004 4122   03/04/2025 10:02',
      ],
      values: { issueDate: '2025-04-02' },
    },
    {
      name: 'reads "Emisión:" alone as the issue date',
      lines: ['Ferretería Real', 'Emisión: 2025-06-07', 'Total  12,00'],
      values: { issueDate: '2025-06-07' },
    },
  ],
  'an order picked up or paid later': [
    {
      name: "reads the sale's date, not the day the order was placed",
      lines: [
        'NORTHSIDE SUPPLY',
        'WEB ORDER # Q55120      PLACED 03/01/25',
        'RECEIPT # 0091 2231',
        '03/04/25  10:12 AM   CASHIER 14',
        'TOTAL       41.20',
      ],
      values: { issueDate: '2025-03-04' },
    },
    {
      name: 'reads the day the order was placed when no other date is printed',
      lines: ['Leaf & Stem Online', 'Order #88120 placed 02/11/25', 'Order total   $36.00'],
      values: { issueDate: '2025-02-11' },
    },
  ],
});
