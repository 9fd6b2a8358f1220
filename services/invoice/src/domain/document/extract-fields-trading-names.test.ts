/**
 * A receipt or bill is known by the name its business trades under, even where it also prints the legal name of the
 * company behind it.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

describe('a trading name labelled beside the legal name', () => {
  it('reads "Nombre comercial:" over "Emisor:"', () => {
    const f = extractFields([
      'FACTURA   Folio: 118',
      'Emisor: DISTRIBUIDORA DE PINTURAS DEL NORTE SA DE CV',
      'Nombre comercial: Pinturas Norte',
      'Total   $ 1,160.00',
    ]);
    expect(f.vendor.value).toBe('Pinturas Norte');
  });

  it('reads "Trading as:" over the company name', () => {
    const f = extractFields([
      'Company: Harlow Property Services Limited',
      'Trading as: Harlow Handyman',
      'Total  £80.00',
    ]);
    expect(f.vendor.value).toBe('Harlow Handyman');
  });
});
