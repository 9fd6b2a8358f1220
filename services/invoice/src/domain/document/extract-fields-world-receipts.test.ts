/**
 * Receipts and bills from further countries, written by hand in the forms their tills and programs print: labels
 * glossed in English, currencies marked before or after whole-unit figures, Portuguese and Spanish totals and titles,
 * tax-inclusive GST, a seller closing the page with its tax number, and an e-mail signed under '--'.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';
import { describeFieldsCases } from '../testing/expect-fields.ts';

describeFieldsCases({
  'labels glossed in English on a bilingual till': [
    {
      name: 'reads "Tổng tiền (Total):", "Ngày (Date):" and "Số (No.):" by their gloss, with the dong after the figure',
      lines: [
        'QUÁN CƠM MINH',
        'Số (No.): 004512',
        'Ngày (Date): 14/02/2024 19:05',
        'Cơm gà          1   45.000',
        'Trà            2   10.000',
        'Tổng tiền (Total):     55.000 VND',
      ],
      amounts: { total: 55000 },
      values: { invoiceNumber: '004512', issueDate: '2024-02-14' },
    },
    {
      name: 'keeps a label the checker reads as printed ("Subtotal (3 items)")',
      lines: ['Corner Deli', 'Subtotal (3 items)    12.00', 'Tax    1.00', 'Total    13.00'],
      amounts: { subtotal: 12, total: 13 },
    },
    {
      name: 'reads the dong as day-first dates when the dates alone do not tell',
      lines: ['Cafe Sen', '05/04/2024 08:10', 'Tổng (Total):   38.000 VND'],
      values: { issueDate: '2024-04-05' },
    },
  ],
  'currency marks': [
    {
      name: 'reads a yen figure without decimals or grouping ("¥512")',
      lines: ['Sakura Mart', '2024/10/02 18:40', 'Total      ¥512'],
      amounts: { total: 512 },
    },
    {
      name: 'reads rand ("R 215.40") before the figure',
      lines: ['Cape Hardware', 'TOTAL      R 215.40'],
      amounts: { total: 215.4 },
    },
    {
      name: 'reads reais ("R$ 88,10") before the figure',
      lines: ['Padaria Sol', 'TOTAL   R$ 88,10'],
      amounts: { total: 88.1 },
    },
  ],
  'Portuguese and Spanish totals and titles': [
    {
      name: 'reads "Valor total R$" and "Valor a pagar"',
      lines: ['Mercado Azul', 'Valor total R$         54,20', 'Valor a Pagar R$       50,00'],
      amounts: { total: 54.2, balance: 50 },
    },
    {
      name: 'keeps "Total IVA" and "Total Ilíquido" out of the total',
      lines: ['Café Norte', 'TOTAL          7,00', 'Total Ilíquido   6,19', 'Total IVA   0,81'],
      amounts: { total: 7 },
    },
    {
      name: 'reads the number beside a "FATURA-RECIBO" title',
      lines: ['Loja Verde', 'FATURA-RECIBO  FR 2024B/551', 'TOTAL  9,90'],
      values: { invoiceNumber: 'FR 2024B/551' },
    },
    {
      name: 'reads the number beside a "FACTURA SIMPLIFICADA" title',
      lines: ['Bar Sol', 'Factura simplificada T-00912', 'TOTAL  4,50'],
      values: { invoiceNumber: 'T-00912' },
    },
    {
      name: 'reads a Brazilian consumer invoice number ("NFC-e nº 000771")',
      lines: ['Farmácia Boa Vida', 'Valor total R$   23,90', 'NFC-e nº 000771  Série 002'],
      values: { invoiceNumber: '000771' },
    },
    {
      name: 'takes "LTDA" as a legal form',
      lines: [
        'PADARIA TRIGO DOURADO LTDA',
        'Rua das Flores, 12',
        'QUEIJO MINAS KG      0,45 KG    19,80',
        'Valor total R$   19,80',
      ],
      values: { vendor: 'PADARIA TRIGO DOURADO LTDA' },
    },
    {
      name: 'takes a unit "KG" on a priced item row as no legal form',
      lines: ['Mercadinho', 'Rua A, 5', 'CARNE MOIDA KG      1,00 KG    32,00', 'TOTAL  32,00'],
      values: { vendor: 'Mercadinho' },
    },
  ],
  'a till order number': [
    {
      name: 'reads "Order: 5120" when nothing else numbers the sale',
      lines: ['Bean There', 'Order: 5120     Till 1', 'TOTAL  $7.50'],
      values: { invoiceNumber: '5120' },
    },
    {
      name: 'prefers the invoice number to an order reference',
      lines: ['Hollis Print Co', 'Order: PO-7781', 'Invoice #: 3019', 'Total  $210.00'],
      values: { invoiceNumber: '3019' },
    },
  ],
  'dollar prices that include GST': [
    {
      name: 'reads "03/04/2025" day first on a receipt whose total includes GST',
      lines: ['Kauri Bakery', '03/04/2025 10:15', 'TOTAL (incl GST)   $9.50', 'GST included  $1.24'],
      values: { issueDate: '2025-04-03' },
    },
    {
      name: 'keeps a US receipt with sales tax month first',
      lines: ['Maple Grill', '03/04/2025 10:15', 'Sales tax  $0.80', 'TOTAL   $9.80'],
      values: { issueDate: '2025-03-04' },
    },
  ],
  'the seller in the footer and in a signature': [
    {
      name: 'takes the company that closes the page with its tax number over a maker named beside an item',
      lines: [
        'Receipt',
        'ACCOUNT  j.doe@example.com',
        'DATE           ORDER ID       DOCUMENT NO.',
        '02 Mar 2025    KX81PQ         55012877',
        'Photo Editor Plus                    € 4,99',
        '  Brightline Apps GmbH',
        'TOTAL                                € 4,99',
        'Northwind Digital Services Ltd.',
        '1 Harbour Square, Dublin 2, Ireland',
        'VAT No. IE1234567X',
      ],
      values: { vendor: 'Northwind Digital Services Ltd.' },
    },
    {
      name: 'names the sender of an e-mailed invoice from the line under its "--" signature delimiter',
      lines: [
        'Subject: Invoice 12 - garden design',
        'Hi Jo,',
        'Invoice no: 12',
        'Total: £300.00',
        'Cheers,',
        'Ana',
        '--',
        'Ana Silva Gardens',
        '07700 900111',
      ],
      values: { vendor: 'Ana Silva Gardens' },
    },
  ],
  'Spanish, Portuguese, Italian, Dutch and Indonesian dates and labels': [
    {
      name: 'does not read an item count and a short word as a date ("1 set 24 pcs")',
      lines: ['Toko Baut', 'Kunci 1 set 24 pcs   Rp 85.000'],
      values: { issueDate: null },
    },
    {
      name: 'reads an ISO date with a time joined by "T"',
      lines: ['Refacciones Lupe', 'Fecha de emisión: 2024-06-11T09:30:00'],
      values: { issueDate: '2024-06-11' },
    },
    {
      name: 'takes "Fecha de generación" as the date and "Fecha de vencimiento" as the due date',
      lines: ['Taller Norte', 'Fecha de generación: 02/05/2024   Fecha de vencimiento: 01/06/2024'],
      values: { issueDate: '2024-05-02', dueDate: '2024-06-01' },
    },
    {
      name: 'passes over the customer under "Cliente:" when the seller prints no legal form',
      lines: [
        'Marta Ruiz Gil',
        'Diseñadora gráfica',
        'Factura Nº: 2024/011',
        'Cliente:',
        'Inmobiliaria Delta, S.L.',
        'TOTAL FACTURA   500,00 €',
      ],
      values: { vendor: 'Marta Ruiz Gil' },
    },
    {
      name: 'skips a Chilean R.U.T. line and a "BOLETA" title above the seller',
      lines: ['R.U.T.: 77.111.222-3', 'BOLETA ELECTRONICA', 'N° 88120', 'PANADERIA LA ESPIGA SPA'],
      values: { vendor: 'PANADERIA LA ESPIGA SPA' },
    },
    {
      name: 'names the seller under "Issued by:" at the foot of a receipt',
      lines: ['KWITANSI', 'No. Kwitansi : KW/24/0091', 'Jumlah   Rp 250.000', 'Diterbitkan oleh:', 'APOTEK SEHAT'],
      values: { vendor: 'APOTEK SEHAT', invoiceNumber: 'KW/24/0091' },
    },
  ],
  'number forms': [
    {
      name: 'keeps a number printed in digit groups whole ("Beleg-Nr.:  0412 559021")',
      lines: ['Parkhaus Mitte', 'Beleg-Nr.:    0412 559021', 'Summe  EUR  6,00'],
      values: { invoiceNumber: '0412 559021' },
    },
  ],
  totals: [
    {
      name: 'reads an Indian amount grouped in lakhs ("₹2,45,300.00")',
      lines: ['Sai Traders', 'Total        ₹2,45,300.00'],
      amounts: { total: 245300 },
    },
    {
      name: 'reads a peso total in whole units after "COP $"',
      lines: ['Ferreteria Real', 'Subtotal     $ 1.250.000', 'TOTAL A PAGAR     COP $ 1.487.500'],
      amounts: { total: 1487500 },
    },
    {
      name: 'takes the amount to pay after a rounding line over the invoice amount',
      lines: [
        'Velo Huber AG',
        'Rechnungsbetrag   CHF  212.33',
        'Rundung  CHF  0.02',
        'Total zu bezahlen   CHF  212.35',
      ],
      amounts: { total: 212.35 },
    },
    {
      name: 'takes the payment as the total of a receipt whose remaining balance is nothing',
      lines: [
        'PAYMENT RECEIPT',
        'Receipt #: P-1201',
        'Visit charges           $120.00',
        'Insurance adjustment    -$95.00',
        'Payment received today   $25.00',
        'Remaining balance         $0.00',
      ],
      amounts: { total: 25 },
    },
    {
      name: 'dates a receipt by its payment date, not by the date of service',
      lines: ['PAYMENT RECEIPT', 'Date of Service: 05/02/2024', 'Payment Date: 05/09/2024', 'Amount paid  $25.00'],
      values: { issueDate: '2024-05-09' },
    },
  ],
  'the seller thanked at the foot': [
    {
      name: 'names the seller on the line under "Thank you for choosing"',
      lines: ['RECEIPT', 'Amount paid   $60.00', 'Thank you for choosing', 'Lakeside Animal Clinic'],
      values: { vendor: 'Lakeside Animal Clinic' },
    },
    {
      name: 'names no one in "Thank you for staying with us"',
      lines: ['Harbour Inn', 'Total   £90.00', 'Thank you for staying with us!'],
      values: { vendor: 'Harbour Inn' },
    },
  ],
  'a receipt for an invoice': [
    {
      name: 'is numbered by its receipt number when titled as a receipt',
      lines: ['Receipt from Birchwood Hosting', 'Receipt #1180-4402', 'Invoice number  7AC1-0003'],
      values: { invoiceNumber: '1180-4402' },
    },
    {
      name: 'keeps the invoice number on an invoice that also prints a receipt number',
      lines: ['Birchwood Hosting', 'INVOICE', 'Invoice number  7AC1-0003', 'Receipt #1180-4402'],
      values: { invoiceNumber: '7AC1-0003' },
    },
  ],
});

describe('Spanish, Portuguese, Italian, Dutch and Indonesian dates and labels', () => {
  it.each([
    ['Fecha de expedición: 3 de marzo de 2024', '2024-03-03'],
    ['Data de emissão: 21 de outubro de 2024', '2024-10-21'],
    ['Data: 9 settembre 2024', '2024-09-09'],
    ['Factuurdatum: 2 maart 2024', '2024-03-02'],
    ['Tanggal : 30 Agustus 2024', '2024-08-30'],
  ])('reads long dates with "de" and month names of five languages: "%s" is %s', (line, date) => {
    expect(extractFields(['Taller Sur', line, 'TOTAL  10,00']).issueDate.value).toBe(date);
  });
});

describe('number forms', () => {
  it.each([
    ['Creditnotanummer:   CN24-0007', 'CN24-0007'],
    ['Punto de Venta: 00002   Comp. Nro: 00004410', '00004410'],
    ['FACTURA ELECTRÓNICA DE VENTA No. FE 5512', 'FE 5512'],
  ])('reads "Creditnotanummer:", "Comp. Nro:" and "Factura electrónica de venta No.": "%s" is %s', (line, number) => {
    expect(extractFields(['Firma X', line, 'Totaal  € 10,00']).invoiceNumber.value).toBe(number);
  });
});
