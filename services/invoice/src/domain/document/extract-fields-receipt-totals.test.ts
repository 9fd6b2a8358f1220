/**
 * The total a receipt charges, read past the lines printed around it: the tax named inside the total's label, a
 * discount between the total and the amount to pay, and the change handed back from a payment.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

describe('a total whose label names the tax it includes', () => {
  it('reads "TOTAL (IVA incl.)", "Total VAT included" and "Total GST 10% inclusive" as the total', () => {
    expect(
      extractFields(['Bodega Sol', 'Base imponible   8,26', 'IVA 21%   1,74', 'TOTAL (IVA incl.)   10,00 €']).total
        .amount,
    ).toBe(10);
    expect(extractFields(['Mill Café', 'Total VAT included    £12.60']).total.amount).toBe(12.6);
    expect(extractFields(['Reef Bakery', 'Total GST 10% inclusive   $22.00']).total.amount).toBe(22);
  });

  it('still keeps "Total IVA" and "Total VAT" (the tax alone) out of the total', () => {
    const f = extractFields(['Bodega Sol', 'Total IVA   1,74', 'TOTAL   10,00 €']);
    expect(f.total.amount).toBe(10);
  });
});

describe('a discount between the total and the amount to pay', () => {
  it('reads the amount to pay as the total when the discount line makes up the difference', () => {
    const f = extractFields([
      'Loja do Pedreiro',
      'Valor total R$          250,00',
      'Desconto R$              12,50',
      'Valor a Pagar R$        237,50',
    ]);
    expect(f.total.amount).toBe(237.5);
  });

  it('keeps the total when what lies between is a deposit, not a discount', () => {
    const f = extractFields([
      'Oak Joinery',
      'Invoice total    1,000.00',
      'Deposit paid    300.00',
      'Balance due    700.00',
    ]);
    expect(f.total.amount).toBe(1000);
  });

  it('keeps the total when the discount line does not make up the difference', () => {
    const f = extractFields(['Kiosk', 'Total   50.00', 'Discount   5.00', 'Amount due   40.00']);
    expect(f.total.amount).toBe(50);
  });
});

describe('a receipt that prints only the cash tendered and the change', () => {
  it('reads the payment less the change as the total ("Bezahlt bar" over "Rückgeld")', () => {
    const f = extractFields([
      'Parkhaus Süd',
      'Parkgebühr   7,50 EUR',
      'Bezahlt bar   10,00 EUR',
      'Rückgeld   2,50 EUR',
    ]);
    expect(f.total.amount).toBe(7.5);
  });

  it('keeps a printed total and ignores the change', () => {
    const f = extractFields(['Deli 9', 'TOTAL   8.40', 'Amount paid   10.00', 'Change   1.60']);
    expect(f.total.amount).toBe(8.4);
  });
});
