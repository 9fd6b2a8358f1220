/**
 * A receipt or bill is known by the name its business trades under, even where it also prints the legal name of the
 * company behind it.
 */
import { describeFieldsCases } from '../testing/expect-fields.ts';

describeFieldsCases({
  'a trading name labelled beside the legal name': [
    {
      name: 'reads "Nombre comercial:" over "Emisor:"',
      lines: [
        'FACTURA   Folio: 118',
        'Emisor: DISTRIBUIDORA DE PINTURAS DEL NORTE SA DE CV',
        'Nombre comercial: Pinturas Norte',
        'Total   $ 1,160.00',
      ],
      values: { vendor: 'Pinturas Norte' },
    },
    {
      name: 'reads "Trading as:" over the company name',
      lines: ['Company: Harlow Property Services Limited', 'Trading as: Harlow Handyman', 'Total  £80.00'],
      values: { vendor: 'Harlow Handyman' },
    },
  ],
  'a trading name heading the receipt over the registered company': [
    {
      name: 'reads the heading when the legal name below it carries its registration number',
      lines: [
        'BLUEGUM PLUMBING',
        'Bluegum Services Pty Ltd   ABN 12 345 678 901',
        '4 Hill St, Penrith NSW 2750',
        'TAX INVOICE   No: BP-221',
        'TOTAL (incl. GST)   $264.00',
      ],
      values: { vendor: 'BLUEGUM PLUMBING' },
    },
    {
      name: 'reads it over the address and telephone lines too ("Reg 2019/...")',
      lines: [
        'HIGHVELD PAINT CENTRE',
        '8 Main Rd, Benoni 1501',
        'Tel 011 555 0101',
        'Highveld Coatings (Pty) Ltd  Reg 2019/112233/07',
        'TOTAL   R 410,00',
      ],
      values: { vendor: 'HIGHVELD PAINT CENTRE' },
    },
    {
      name: 'reads it when the registration number opens the line under the legal name',
      lines: [
        'COASTAL TILE & STONE',
        'Unit 3, Quay Rd, Poole BH15 1HA',
        'Coastal Surfaces Ltd',
        'Company No. 08812345',
        'Total  £415.00',
      ],
      values: { vendor: 'COASTAL TILE & STONE' },
    },
    {
      name: 'keeps the legal name when it is printed without a registration number',
      lines: ['PLUMBING & HEATING', 'Tel 0113 555 0100', 'Fenwick Services Ltd', 'Total  £90.00'],
      values: { vendor: 'Fenwick Services Ltd' },
    },
  ],
});
