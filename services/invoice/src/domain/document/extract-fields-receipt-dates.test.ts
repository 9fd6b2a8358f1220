/**
 * The date a receipt was issued, as tills in other countries print it: under a one-word label, in a country's
 * day-first convention, and apart from the dates an order was placed or paid.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

describe('Brazilian receipts', () => {
  it('reads reais as the currency and "05/03/2025" day first', () => {
    const f = extractFields([
      'Padaria Aurora',
      'Pão francês   R$ 6,40',
      'Valor total R$   6,40',
      'Emitida 05/03/2025 08:12',
    ]);
    expect(f.currency.value).toBe('BRL');
    expect(f.issueDate.value).toBe('2025-03-05');
  });

  it('reads "Emissão:" and "Emisión:" alone as the issue date, before a later authorisation date', () => {
    const f = extractFields([
      'Casa das Tintas',
      'Total   R$ 80,00',
      'NFC-e nº 3312   Série 1   Emissão: 02/04/2025 10:01',
      'Protocolo 1352 0004 4122   03/04/2025 10:02',
    ]);
    expect(f.issueDate.value).toBe('2025-04-02');
    expect(extractFields(['Ferretería Real', 'Emisión: 2025-06-07', 'Total  12,00']).issueDate.value).toBe(
      '2025-06-07',
    );
  });
});

describe('an order picked up or paid later', () => {
  it("reads the sale's date, not the day the order was placed", () => {
    const f = extractFields([
      'NORTHSIDE SUPPLY',
      'WEB ORDER # Q55120      PLACED 03/01/25',
      'RECEIPT # 0091 2231',
      '03/04/25  10:12 AM   CASHIER 14',
      'TOTAL       41.20',
    ]);
    expect(f.issueDate.value).toBe('2025-03-04');
  });

  it('reads the day the order was placed when no other date is printed', () => {
    const f = extractFields(['Leaf & Stem Online', 'Order #88120 placed 02/11/25', 'Order total   $36.00']);
    expect(f.issueDate.value).toBe('2025-02-11');
  });
});
