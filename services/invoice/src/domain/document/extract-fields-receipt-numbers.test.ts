/**
 * The number a receipt is known by, among the store, register, cashier, terminal, authorisation and order numbers a
 * till prints around it, in the words of several languages.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

describe('receipt numbers labelled in other words and languages', () => {
  it('reads a US till\'s "TRANS 3307" beside its store and register numbers', () => {
    const f = extractFields([
      'MAPLE LUMBER YARD',
      'STORE 12   REG 4   CSHR 88',
      'TRANS 3307          03/02/2025  9:15 AM',
      'TOTAL        12.40',
      'AUTH CODE 551902',
    ]);
    expect(f.invoiceNumber.value).toBe('3307');
  });

  it('keeps a word that only begins with "trans" out of the number ("TRANSFER 2 ITEMS")', () => {
    expect(extractFields(['Depot', 'TRANSFER 2 ITEMS', 'TOTAL   5.00']).invoiceNumber.value).toBeNull();
  });

  it('reads the marker before the word: "N° de ticket :", "Número de recibo:", "Nº boleta"', () => {
    expect(
      extractFields(['Droguerie Blanc', 'Caisse 1', 'N° de ticket : 00912', 'TOTAL  4,20 €']).invoiceNumber.value,
    ).toBe('00912');
    expect(extractFields(['Taller Sur', 'Número de recibo: R-771', 'Total  90,00']).invoiceNumber.value).toBe('R-771');
    expect(extractFields(['Bazar Norte', 'Nº boleta 5520', 'Total  9.990']).invoiceNumber.value).toBe('5520');
  });

  it('leaves a card payment\'s "Nº operación" to the receipt\'s own number', () => {
    const f = extractFields(['Papelería Luna', 'Nº ticket: T1-2290', 'Total  6,50', 'Nº operación: 771204']);
    expect(f.invoiceNumber.value).toBe('T1-2290');
  });

  it('reads "Quittungs-Nr." before the parking "Ticket-Nr."', () => {
    const f = extractFields([
      'Parkhaus Mitte',
      'Quittungs-Nr.: 2024/5512',
      'Ticket-Nr.:  0099 1212',
      'Summe  8,00 EUR',
    ]);
    expect(f.invoiceNumber.value).toBe('2024/5512');
  });

  it('reads "RECIBO Nº", "Docket:" and a Philippine "SI No." rather than table and comanda numbers', () => {
    expect(
      extractFields(['Bar do Zé', 'Mesa 4   Comanda 19', 'RECIBO Nº 1204', 'TOTAL  R$ 80,00']).invoiceNumber.value,
    ).toBe('1204');
    expect(
      extractFields(['Harbour Grill', 'Docket: 4410     Table 2', 'Bill Total   R 310,00']).invoiceNumber.value,
    ).toBe('4410');
    expect(
      extractFields(['Sunrise Trading', 'SALES INVOICE', 'SI No.: 0004471', 'TOTAL  PHP 310.00']).invoiceNumber.value,
    ).toBe('0004471');
  });

  it('reads Dutch and German compounds: "Transactienummer:", "Bonnummer:"', () => {
    expect(
      extractFields(['Benzine Oost', 'Transactienummer: 004411', 'Terminal: 1188', 'Totaal € 40,00']).invoiceNumber
        .value,
    ).toBe('004411');
    expect(extractFields(['Bäckerei Kern', 'Bonnummer: 7781', 'Summe EUR 3,20']).invoiceNumber.value).toBe('7781');
  });
});

describe('a series and number printed alone under a long title', () => {
  it('reads the line under "BOLETA DE VENTA ELECTRÓNICA" as the number', () => {
    const f = extractFields([
      'BODEGA SAN JUAN S.A.C.',
      'RUC 20555123456',
      '   BOLETA DE VENTA ELECTRÓNICA',
      '          B002-00000391',
      'Fecha de emisión: 03/05/2025',
      'IMPORTE TOTAL    S/ 42.00',
    ]);
    expect(f.invoiceNumber.value).toBe('B002-00000391');
  });

  it('never reads an address under the title as a number', () => {
    const f = extractFields(['Tienda Sol', 'FACTURA ELECTRÓNICA DE VENTA', 'Av. Lima 1200', 'Total  10.00']);
    expect(f.invoiceNumber.value).toBeNull();
  });
});

describe('header labels wrapped over two lines', () => {
  it('reads "Invoice" over "Number" and "Invoice" over "Date" as one label each, with the values below', () => {
    const f = extractFields([
      'Brightwater Gardens Ltd',
      '',
      'Invoice       Invoice       Account',
      'Number        Date          No.',
      'BG-3310       14/03/2025    A-77',
      '',
      'Hedge cutting                  220.00',
      'Total due                      220.00',
    ]);
    expect(f.invoiceNumber.value).toBe('BG-3310');
    expect(f.issueDate.value).toBe('2025-03-14');
  });

  it('leaves an item table\'s wrapped headings alone ("Unit" over "Price")', () => {
    const f = extractFields([
      'Copperline Electric',
      'Invoice No: CE-118',
      'Item          Unit          Line',
      'Name          Price         Total',
      'Breaker       12.00         24.00',
      'Total                      24.00',
    ]);
    expect(f.invoiceNumber.value).toBe('CE-118');
    expect(f.total.amount).toBe(24);
  });
});
