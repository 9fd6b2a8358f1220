/**
 * Invoice numbers in forms written by hand after the way outsiders print them: Italian, Spanish, Portuguese and
 * Dutch number labels, an Indonesian 'No. Transaksi', a series code before a slashed number, and a number printed
 * alone under a 'CREDIT MEMO' or 'PRO FORMA INVOICE' title; and the Italian and Spanish letterheads around them.
 */
import { describeFieldsCases } from '../testing/expect-fields.ts';

describeFieldsCases({
  'number labels in Italian, Spanish, Portuguese and Dutch': [
    {
      name: 'reads the number after "Fattura n." on a line that also dates it',
      lines: ['Elettricista Bianchi', 'Fattura n. 77/2024 del 02/05/2024', 'Totale  120,00'],
      values: { invoiceNumber: '77/2024' },
    },
    {
      name: 'reads "Factura n.º:" and prefers it to the customer\'s order reference',
      lines: ['Talleres Ruiz S.L.', 'Su pedido: PO-5512', 'Factura n.º: B-2024/0031', 'TOTAL  60,50 €'],
      values: { invoiceNumber: 'B-2024/0031' },
    },
    {
      name: 'keeps a Portuguese series code with its slashed number ("FT 2024/77")',
      lines: ['Oficina Costa, Lda', 'Fatura n.º FT 2024/77', 'Total  EUR 40,00'],
      values: { invoiceNumber: 'FT 2024/77' },
    },
    {
      name: 'reads "Nota Fiscal nº"',
      lines: ['Loja Azul', 'Nota Fiscal nº 004410', 'Total R$ 89,90'],
      values: { invoiceNumber: '004410' },
    },
    {
      name: 'reads "Número de factura"',
      lines: ['Pinturas Sol', 'Número de factura: 2024-118', 'Total 30,00'],
      values: { invoiceNumber: '2024-118' },
    },
    {
      name: 'reads "Factuurnummer:" with a wide gap before the value',
      lines: ['Loodgieter Jansen', 'Factuurnummer:     F24-0912', 'Totaal  € 95,00'],
      values: { invoiceNumber: 'F24-0912' },
    },
    {
      name: 'reads "Factuur nr." with a wide gap before the value',
      lines: ['Glaszetter Bakker', 'Factuur nr.  3310', 'Totaal  € 210,00'],
      values: { invoiceNumber: '3310' },
    },
    {
      name: 'reads "No. de Factura:" and a total whose currency code follows it ("4,640.00 MXN")',
      lines: ['Herrería López', 'No. de Factura: H-5520', 'Total    1,160.00 MXN'],
      values: { invoiceNumber: 'H-5520' },
      amounts: { total: 1160 },
    },
    {
      name: 'does not read "Factura normal" as a number label',
      lines: ['Bar Pepe', 'Factura normal', 'TOTAL  8,00'],
      values: { invoiceNumber: null },
    },
  ],
  'receipt number words': [
    {
      name: 'reads the Indonesian "No. Transaksi" with a slashed identifier',
      lines: ['TOKO MAJU', 'No. Transaksi : POS/24/00091', 'TOTAL  15.000'],
      values: { invoiceNumber: 'POS/24/00091' },
    },
  ],
  'a cash sale number': [
    {
      name: 'reads "CASH SALE NO :" under a "CASH SALE" title',
      lines: ['KEDAI MAJU', 'CASH SALE', 'CASH SALE NO : CS0042', 'TOTAL  9.90'],
      values: { invoiceNumber: 'CS0042' },
    },
  ],
  'a number alone under the title': [
    {
      name: 'reads the line under a centred "CREDIT MEMO" title',
      lines: ['Acme Roofing Supply', '', '          CREDIT MEMO', '           CR-7710', '', 'Credit Total  (12.00)'],
      values: { invoiceNumber: 'CR-7710' },
    },
    {
      name: 'reads the line under "PRO FORMA INVOICE"',
      lines: ['Baltic Lifts OÜ', 'PRO FORMA INVOICE', 'PF/24/003', 'Date: 2024-05-01', 'Total  EUR 900.00'],
      values: { invoiceNumber: 'PF/24/003' },
    },
    {
      name: 'does not read an address under the title as the number',
      lines: ['CREDIT MEMO', '12 Harbour Road', 'Credit Total  (50.00)'],
      values: { invoiceNumber: null },
    },
  ],
  'a number label over the line below': [
    {
      name: 'reads an identifier that fills the cell under the label',
      lines: ['Ridge Tiling', 'Invoice No.', '4471', 'Total  80.00'],
      values: { invoiceNumber: '4471' },
    },
    {
      name: 'does not take the street number of an address under a bare "INVOICE" title',
      lines: ['INVOICE', '12 Harbour Road', 'Total  50.00'],
      values: { invoiceNumber: null },
    },
  ],
  'Italian and Spanish letterheads': [
    {
      name: 'keeps a name ending in a dotted legal form ("S.N.C.") as the letterhead',
      lines: ['FALEGNAMERIA VERDI S.N.C.', 'Via Roma 3 - 20121 Milano', 'Fattura n. 9/2024', 'Totale  50,00'],
      values: { vendor: 'FALEGNAMERIA VERDI S.N.C.' },
    },
    {
      name: 'skips a tax number printed above the name ("P.IVA 01234567890")',
      lines: ['P.IVA 01234567890', 'Ottica Neri', 'Totale  80,00'],
      values: { vendor: 'Ottica Neri' },
    },
    {
      name: 'skips a tax number printed above the name ("NIF: B1234567")',
      lines: ['NIF: B1234567', 'Bar El Puerto', 'TOTAL  12,00'],
      values: { vendor: 'Bar El Puerto' },
    },
  ],
  'number labels that name the document in other words': [
    {
      name: 'reads a restaurant bill\'s "Note n°"',
      lines: ['Café des Arts', 'Note n° 3318', 'Total TTC  24,80'],
      values: { invoiceNumber: '3318' },
    },
    {
      name: 'reads an Italian "Scontrino n."',
      lines: ['Gelateria Blu', 'SCONTRINO N. 0007-0212', 'TOTALE  4,50'],
      values: { invoiceNumber: '0007-0212' },
    },
    {
      name: 'reads an Italian "Documento n." printed at the foot of a till slip',
      lines: ['PANIFICIO VERDI', 'PANE             2,20', 'TOTALE           2,20', 'Documento n. 0115-0031'],
      values: { invoiceNumber: '0115-0031' },
    },
    {
      name: 'reads "Facture numéro" spelled out',
      lines: ['Plomberie Dupuis', 'Facture numéro : F-2024-77', 'Net à payer  96,00 €'],
      values: { invoiceNumber: 'F-2024-77' },
    },
    {
      name: 'reads "Avoir numéro" spelled out',
      lines: ['Plomberie Dupuis', 'Avoir numéro 12', "Montant de l'avoir  -20,00 €"],
      values: { invoiceNumber: '12' },
    },
    {
      name: 'reads a German credit note\'s "Gutschriftsnummer"',
      lines: ['Elektro Kühn', 'Gutschriftsnummer: GS-24-0009', 'Gutschriftsbetrag  -40,00 €'],
      values: { invoiceNumber: 'GS-24-0009' },
    },
    {
      name: 'reads a German credit note\'s "Gutschrift-Nr."',
      lines: ['Elektro Kühn', 'Gutschrift-Nr. 5531', 'Gutschriftsbetrag  -40,00 €'],
      values: { invoiceNumber: '5531' },
    },
    {
      name: 'reads a diner\'s "Guest Check No."',
      lines: ['ROADSIDE GRILL', 'Guest Check No. 7710', 'TOTAL  18.20'],
      values: { invoiceNumber: '7710' },
    },
    {
      name: 'reads a "Sales Check #"',
      lines: ['HARDWARE BARN', 'Sales Check # 40012', 'TOTAL  18.20'],
      values: { invoiceNumber: '40012' },
    },
    {
      name: 'does not take a note for a number',
      lines: ['Café des Arts', 'Note: merci de votre visite', 'Total TTC  24,80'],
      values: { invoiceNumber: null },
    },
    {
      name: 'does not take a guest count for a number',
      lines: ['ROADSIDE GRILL', 'Guests 4', 'TOTAL  18.20'],
      values: { invoiceNumber: null },
    },
  ],
  'numbers and dates in two-column headers': [
    {
      name: 'reads the number under a right-hand title and the "Billed:" date, with "Completed:" as the service date',
      lines: [
        'Hilltop Handyman LLC               INVOICE',
        'Austin, TX 78701                   SV-2208',
        '                                   Completed: 03/02/2025   Billed: 03/04/2025',
        'TOTAL DUE  $210.00',
      ],
      values: { invoiceNumber: 'SV-2208', issueDate: '2025-03-04', servicePeriod: '2025-03-02' },
    },
    {
      name: 'reads a number printed beside its title ("CREDIT MEMO  CM-88")',
      lines: ['ACME LAWN', 'CREDIT MEMO  CM-88', 'Total credit  -40.00'],
      values: { invoiceNumber: 'CM-88' },
    },
    {
      name: 'reads a lone "No." beside its value',
      lines: ['SPARK ELECTRIC         INVOICE', '                No.     SE-410', 'Amount Due  90.00'],
      values: { invoiceNumber: 'SE-410' },
    },
    {
      name: 'does not read an item table headed "No.  Description" as a number',
      lines: ['SPARK ELECTRIC', 'No.  Description', '1    Outlet', 'Amount Due  90.00'],
      values: { invoiceNumber: null },
    },
    {
      name: 'reads "Statement / Invoice #" and a "Prepared:" date',
      lines: ['Cactus Pools', 'Statement / Invoice #CP-77', 'Prepared: 11/30/2025', 'Total due  $50.00'],
      values: { invoiceNumber: 'CP-77', issueDate: '2025-11-30' },
    },
  ],
  'a total printed after its figure': [
    {
      name: 'reads " 512.00    TOTAL DUE - net 30" in a table whose amount column comes first',
      lines: ['Amount    Description', '  500.00  Kitchen repaint', '   12.00  Patch', ' 512.00    TOTAL DUE - net 30'],
      amounts: { total: 512 },
    },
    {
      name: 'does not read an item line that begins with its amount as a total',
      lines: ['Amount    Description', '  500.00  Kitchen repaint'],
      values: { total: null },
    },
  ],
  'further document-number labels and identifiers': [
    {
      name: 'reads "Packet #:"',
      lines: ['ACME MGMT', 'Packet #:   PK-2203-11', 'Total  10.00'],
      values: { invoiceNumber: 'PK-2203-11' },
    },
    {
      name: 'reads "Statement ref:"',
      lines: ['Lettings Co', 'Statement ref: ST/88/0425', 'Total  10.00'],
      values: { invoiceNumber: 'ST/88/0425' },
    },
    {
      name: 'reads "Batch invoice:"',
      lines: ['FIXIT', 'Batch invoice: BI-0425-A', 'Total  10.00'],
      values: { invoiceNumber: 'BI-0425-A' },
    },
    {
      name: 'keeps a prefix code and a hyphenated number as one identifier ("INV 2025-0301-ELM")',
      lines: ['Elm Management', 'Invoice  INV 2025-0301-ELM', 'Total  10.00'],
      values: { invoiceNumber: 'INV 2025-0301-ELM' },
    },
    {
      name: 'keeps a prefix code and a hyphenated number as one identifier ("INV-77", with terms below)',
      lines: ['Elm Management', 'Invoice  INV-77', 'Terms  NET 30', 'Total  10.00'],
      values: { invoiceNumber: 'INV-77' },
    },
  ],
  'totals of a batch and of operating expenses': [
    {
      name: 'reads "BATCH TOTAL" as the total',
      lines: ['WO total  240.20', 'WO total  190.00', 'BATCH TOTAL  430.20'],
      amounts: { total: 430.2 },
    },
    {
      name: 'keeps "Total operating expenses" a partial total',
      lines: ['TOTAL OPERATING EXPENSES  12,000.00', 'Balance due  96.50'],
      amounts: { total: 96.5 },
    },
  ],
});
