/**
 * The total a receipt charges, read past the lines printed around it: the tax named inside the total's label, a
 * discount between the total and the amount to pay, and the change handed back from a payment.
 */
import { describeFieldsCases } from '../testing/expect-fields.ts';

describeFieldsCases({
  'a total whose label names the tax it includes': [
    {
      name: 'reads "TOTAL (IVA incl.)" as the total',
      lines: ['Bodega Sol', 'Base imponible   8,26', 'IVA 21%   1,74', 'TOTAL (IVA incl.)   10,00 €'],
      amounts: { total: 10 },
    },
    {
      name: 'reads "Total VAT included" as the total',
      lines: ['Mill Café', 'Total VAT included    £12.60'],
      amounts: { total: 12.6 },
    },
    {
      name: 'reads "Total GST 10% inclusive" as the total',
      lines: ['Reef Bakery', 'Total GST 10% inclusive   $22.00'],
      amounts: { total: 22 },
    },
    {
      name: 'still keeps "Total IVA" (the tax alone) out of the total',
      lines: ['Bodega Sol', 'Total IVA   1,74', 'TOTAL   10,00 €'],
      amounts: { total: 10 },
    },
  ],
  'a discount between the total and the amount to pay': [
    {
      name: 'reads the amount to pay as the total when the discount line makes up the difference',
      lines: [
        'Loja do Pedreiro',
        'Valor total R$          250,00',
        'Desconto R$              12,50',
        'Valor a Pagar R$        237,50',
      ],
      amounts: { total: 237.5 },
    },
    {
      name: 'keeps the total when what lies between is a deposit, not a discount',
      lines: ['Oak Joinery', 'Invoice total    1,000.00', 'Deposit paid    300.00', 'Balance due    700.00'],
      amounts: { total: 1000 },
    },
    {
      name: 'reads the amount to pay as the total when a rounding line makes up the difference',
      lines: ['Corner Store', 'TOTAL          10.03', 'Rounding       -0.03', 'Amount due     10.00'],
      amounts: { total: 10 },
    },
    {
      name: 'reads a rounding up the same way ("Arrondi")',
      lines: ['Épicerie Fine', 'TOTAL TTC     7,98 €', 'Arrondi        0,02 €', 'Net à payer   8,00 €'],
      amounts: { total: 8 },
    },
    {
      name: 'keeps the total when the discount line does not make up the difference',
      lines: ['Kiosk', 'Total   50.00', 'Discount   5.00', 'Amount due   40.00'],
      amounts: { total: 50 },
    },
  ],
  'a receipt that prints only the cash tendered and the change': [
    {
      name: 'reads the payment less the change as the total ("Bezahlt bar" over "Rückgeld")',
      lines: ['Parkhaus Süd', 'Parkgebühr   7,50 EUR', 'Bezahlt bar   10,00 EUR', 'Rückgeld   2,50 EUR'],
      amounts: { total: 7.5 },
    },
    {
      name: 'never takes a "Change order" item for the change handed back',
      lines: ['Ridge Builders', 'Payment received    2,000.00', 'Change order #3      450.00'],
      amounts: { total: 2000 },
    },
    {
      name: 'keeps a printed total and ignores the change',
      lines: ['Deli 9', 'TOTAL   8.40', 'Amount paid   10.00', 'Change   1.60'],
      amounts: { total: 8.4 },
    },
  ],
  'a tip written under the bill': [
    {
      name: 'reads the total with the tip when a line below the tip prints that sum',
      lines: ['Lantern Bistro', 'TOTAL          40.00', 'Tip             6.00', 'Card payment   46.00'],
      amounts: { total: 46 },
    },
    {
      name: 'keeps the total when the sum with the tip is not printed',
      lines: ['Lantern Bistro', 'TOTAL          40.00', 'Tip  ________'],
      amounts: { total: 40 },
    },
    {
      name: 'keeps the total under a tip guide ("Tip 18%")',
      lines: ['Lantern Bistro', 'TOTAL          40.00', 'Tip 15%    6.00', 'Tip 18%    7.20', '           46.00'],
      amounts: { total: 40 },
    },
  ],
  "a restaurant bill's total": [
    {
      name: 'reads a restaurant\'s "Bill Total" under its service charge as the total',
      lines: ['Fig & Vine', 'Sub Total   70,00', 'Service   7,00', 'Bill Total   R 77,00', 'Card   R 77,00'],
      amounts: { total: 77 },
    },
    {
      name: 'reads "Check Total" as the total',
      lines: ['Route 9 Diner', 'Check Total   $31.50'],
      amounts: { total: 31.5 },
    },
  ],
});
