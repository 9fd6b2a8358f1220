/**
 * The number a receipt is known by, among the store, register, cashier, terminal, authorisation and order numbers a
 * till prints around it, in the words of several languages.
 */
import { describeFieldsCases } from '../testing/expect-fields.ts';

describeFieldsCases({
  'receipt numbers labelled in other words and languages': [
    {
      name: 'reads a US till\'s "TRANS 3307" beside its store and register numbers',
      lines: [
        'MAPLE LUMBER YARD',
        'STORE 12   REG 4   CSHR 88',
        'TRANS 3307          03/02/2025  9:15 AM',
        'TOTAL        12.40',
        'AUTH CODE 551902',
      ],
      values: { invoiceNumber: '3307' },
    },
    {
      name: 'keeps a word that only begins with "trans" out of the number ("TRANSFER 2 ITEMS")',
      lines: ['Depot', 'TRANSFER 2 ITEMS', 'TOTAL   5.00'],
      values: { invoiceNumber: null },
    },
    {
      name: 'reads the marker before the word: "N° de ticket :"',
      lines: ['Droguerie Blanc', 'Caisse 1', 'N° de ticket : 00912', 'TOTAL  4,20 €'],
      values: { invoiceNumber: '00912' },
    },
    {
      name: 'reads the marker before the word: "Número de recibo:"',
      lines: ['Taller Sur', 'Número de recibo: R-771', 'Total  90,00'],
      values: { invoiceNumber: 'R-771' },
    },
    {
      name: 'reads the marker before the word: "Nº boleta"',
      lines: ['Bazar Norte', 'Nº boleta 5520', 'Total  9.990'],
      values: { invoiceNumber: '5520' },
    },
    {
      name: 'leaves a card payment\'s "Nº operación" to the receipt\'s own number',
      lines: ['Papelería Luna', 'Nº ticket: T1-2290', 'Total  6,50', 'Nº operación: 771204'],
      values: { invoiceNumber: 'T1-2290' },
    },
    {
      name: 'reads "Quittungs-Nr." before the parking "Ticket-Nr."',
      lines: ['Parkhaus Mitte', 'Quittungs-Nr.: 2024/5512', 'Ticket-Nr.:  0099 1212', 'Summe  8,00 EUR'],
      values: { invoiceNumber: '2024/5512' },
    },
    {
      name: 'reads "RECIBO Nº" rather than the table and comanda numbers',
      lines: ['Bar do Zé', 'Mesa 4   Comanda 19', 'RECIBO Nº 1204', 'TOTAL  R$ 80,00'],
      values: { invoiceNumber: '1204' },
    },
    {
      name: 'reads a restaurant\'s "Docket:" beside its table number',
      lines: ['Harbour Grill', 'Docket: 4410     Table 2', 'Bill Total   R 310,00'],
      values: { invoiceNumber: '4410' },
    },
    {
      name: 'reads a Philippine sales invoice\'s "SI No."',
      lines: ['Sunrise Trading', 'SALES INVOICE', 'SI No.: 0004471', 'TOTAL  PHP 310.00'],
      values: { invoiceNumber: '0004471' },
    },
    {
      name: 'reads the Dutch "Transactienummer:" rather than the terminal',
      lines: ['Benzine Oost', 'Transactienummer: 004411', 'Terminal: 1188', 'Totaal € 40,00'],
      values: { invoiceNumber: '004411' },
    },
    {
      name: 'reads a French "Reçu n°" rather than the table number',
      lines: ['Crêperie du Port', 'Table 6', 'Reçu n° 2231', 'TOTAL TTC   24,50 €'],
      values: { invoiceNumber: '2231' },
    },
    {
      name: 'reads the "Extrato Nº" of a Brazilian SAT receipt',
      lines: ['Mercadinho Bom Preço', 'Extrato Nº 004417', 'CUPOM FISCAL ELETRÔNICO - SAT', 'TOTAL R$   18,90'],
      values: { invoiceNumber: '004417' },
    },
    {
      name: 'reads a "Cupom Fiscal nº"',
      lines: ['Farmácia Central', 'Cupom Fiscal nº 55120', 'TOTAL R$   31,00'],
      values: { invoiceNumber: '55120' },
    },
    {
      name: 'reads a Chilean "Boleta Electrónica N°"',
      lines: ['Ferretería Andes', 'BOLETA ELECTRÓNICA N° 881204', 'TOTAL   $ 12.990'],
      values: { invoiceNumber: '881204' },
    },
    {
      name: 'reads the German "Bonnummer:"',
      lines: ['Bäckerei Kern', 'Bonnummer: 7781', 'Summe EUR 3,20'],
      values: { invoiceNumber: '7781' },
    },
  ],
  'a series and number printed alone under a long title': [
    {
      name: 'reads the line under "BOLETA DE VENTA ELECTRÓNICA" as the number',
      lines: [
        'BODEGA SAN JUAN S.A.C.',
        'RUC 20555123456',
        '   BOLETA DE VENTA ELECTRÓNICA',
        '          B002-00000391',
        'Fecha de emisión: 03/05/2025',
        'IMPORTE TOTAL    S/ 42.00',
      ],
      values: { invoiceNumber: 'B002-00000391' },
    },
    {
      name: 'never reads an address under the title as a number',
      lines: ['Tienda Sol', 'FACTURA ELECTRÓNICA DE VENTA', 'Av. Lima 1200', 'Total  10.00'],
      values: { invoiceNumber: null },
    },
  ],
  'header labels wrapped over two lines': [
    {
      name: 'reads "Invoice" over "Number" and "Invoice" over "Date" as one label each, with the values below',
      lines: [
        'Brightwater Gardens Ltd',
        '',
        'Invoice       Invoice       Account',
        'Number        Date          No.',
        'BG-3310       14/03/2025    A-77',
        '',
        'Hedge cutting                  220.00',
        'Total due                      220.00',
      ],
      values: { invoiceNumber: 'BG-3310', issueDate: '2025-03-14' },
    },
    {
      name: 'leaves an item table\'s wrapped headings alone ("Unit" over "Price")',
      lines: [
        'Copperline Electric',
        'Invoice No: CE-118',
        'Item          Unit          Line',
        'Name          Price         Total',
        'Breaker       12.00         24.00',
        'Total                      24.00',
      ],
      values: { invoiceNumber: 'CE-118' },
      amounts: { total: 24 },
    },
  ],
});
