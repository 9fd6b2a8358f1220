/**
 * Receipts and bills from further countries, written by hand in the forms their tills and programs print: labels
 * glossed in English, currencies marked before or after whole-unit figures, Portuguese and Spanish totals and titles,
 * tax-inclusive GST, a seller closing the page with its tax number, and an e-mail signed under '--'.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

describe('labels glossed in English on a bilingual till', () => {
  it('reads "Tổng tiền (Total):", "Ngày (Date):" and "Số (No.):" by their gloss, with the dong after the figure', () => {
    const f = extractFields([
      'QUÁN CƠM MINH',
      'Số (No.): 004512',
      'Ngày (Date): 14/02/2024 19:05',
      'Cơm gà          1   45.000',
      'Trà            2   10.000',
      'Tổng tiền (Total):     55.000 VND',
    ]);
    expect(f.total.amount).toBe(55000);
    expect(f.invoiceNumber.value).toBe('004512');
    expect(f.issueDate.value).toBe('2024-02-14');
  });

  it('keeps a label the checker reads as printed ("Subtotal (3 items)")', () => {
    const f = extractFields(['Corner Deli', 'Subtotal (3 items)    12.00', 'Tax    1.00', 'Total    13.00']);
    expect(f.subtotal.amount).toBe(12);
    expect(f.total.amount).toBe(13);
  });

  it('reads the dong as day-first dates when the dates alone do not tell', () => {
    const f = extractFields(['Cafe Sen', '05/04/2024 08:10', 'Tổng (Total):   38.000 VND']);
    expect(f.issueDate.value).toBe('2024-04-05');
  });
});

describe('currency marks', () => {
  it('reads a yen figure without decimals or grouping ("¥512")', () => {
    expect(extractFields(['Sakura Mart', '2024/10/02 18:40', 'Total      ¥512']).total.amount).toBe(512);
  });

  it('reads rand ("R 215.40") and reais ("R$ 88,10") before the figure', () => {
    expect(extractFields(['Cape Hardware', 'TOTAL      R 215.40']).total.amount).toBe(215.4);
    expect(extractFields(['Padaria Sol', 'TOTAL   R$ 88,10']).total.amount).toBe(88.1);
  });
});

describe('Portuguese and Spanish totals and titles', () => {
  it('reads "Valor total R$" and "Valor a pagar"', () => {
    const f = extractFields(['Mercado Azul', 'Valor total R$         54,20', 'Valor a Pagar R$       50,00']);
    expect(f.total.amount).toBe(54.2);
    expect(f.balance.amount).toBe(50);
  });

  it('keeps "Total IVA" and "Total Ilíquido" out of the total', () => {
    const f = extractFields(['Café Norte', 'TOTAL          7,00', 'Total Ilíquido   6,19', 'Total IVA   0,81']);
    expect(f.total.amount).toBe(7);
  });

  it('reads the number beside a "FATURA-RECIBO" or "FACTURA SIMPLIFICADA" title', () => {
    expect(extractFields(['Loja Verde', 'FATURA-RECIBO  FR 2024B/551', 'TOTAL  9,90']).invoiceNumber.value).toBe(
      'FR 2024B/551',
    );
    expect(extractFields(['Bar Sol', 'Factura simplificada T-00912', 'TOTAL  4,50']).invoiceNumber.value).toBe(
      'T-00912',
    );
  });

  it('reads a Brazilian consumer invoice number ("NFC-e nº 000771")', () => {
    const f = extractFields(['Farmácia Boa Vida', 'Valor total R$   23,90', 'NFC-e nº 000771  Série 002']);
    expect(f.invoiceNumber.value).toBe('000771');
  });

  it('takes "LTDA" as a legal form, and a unit "KG" on a priced item row as none', () => {
    const f = extractFields([
      'PADARIA TRIGO DOURADO LTDA',
      'Rua das Flores, 12',
      'QUEIJO MINAS KG      0,45 KG    19,80',
      'Valor total R$   19,80',
    ]);
    expect(f.vendor.value).toBe('PADARIA TRIGO DOURADO LTDA');
    const items = extractFields(['Mercadinho', 'Rua A, 5', 'CARNE MOIDA KG      1,00 KG    32,00', 'TOTAL  32,00']);
    expect(items.vendor.value).toBe('Mercadinho');
  });
});

describe('a till order number', () => {
  it('reads "Order: 5120" when nothing else numbers the sale', () => {
    expect(extractFields(['Bean There', 'Order: 5120     Till 1', 'TOTAL  $7.50']).invoiceNumber.value).toBe('5120');
  });

  it('prefers the invoice number to an order reference', () => {
    const lines = ['Hollis Print Co', 'Order: PO-7781', 'Invoice #: 3019', 'Total  $210.00'];
    expect(extractFields(lines).invoiceNumber.value).toBe('3019');
  });
});

describe('dollar prices that include GST', () => {
  it('reads "03/04/2025" day first on a receipt whose total includes GST', () => {
    const f = extractFields(['Kauri Bakery', '03/04/2025 10:15', 'TOTAL (incl GST)   $9.50', 'GST included  $1.24']);
    expect(f.issueDate.value).toBe('2025-04-03');
  });

  it('keeps a US receipt with sales tax month first', () => {
    const f = extractFields(['Maple Grill', '03/04/2025 10:15', 'Sales tax  $0.80', 'TOTAL   $9.80']);
    expect(f.issueDate.value).toBe('2025-03-04');
  });
});

describe('the seller in the footer and in a signature', () => {
  it('takes the company that closes the page with its tax number over a maker named beside an item', () => {
    const f = extractFields([
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
    ]);
    expect(f.vendor.value).toBe('Northwind Digital Services Ltd.');
  });

  it('names the sender of an e-mailed invoice from the line under its "--" signature delimiter', () => {
    const f = extractFields([
      'Subject: Invoice 12 - garden design',
      'Hi Jo,',
      'Invoice no: 12',
      'Total: £300.00',
      'Cheers,',
      'Ana',
      '--',
      'Ana Silva Gardens',
      '07700 900111',
    ]);
    expect(f.vendor.value).toBe('Ana Silva Gardens');
  });
});

describe('Spanish, Portuguese, Italian, Dutch and Indonesian dates and labels', () => {
  it('reads long dates with "de" and month names of five languages', () => {
    const dateOf = (line: string) => extractFields(['Taller Sur', line, 'TOTAL  10,00']).issueDate.value;
    expect(dateOf('Fecha de expedición: 3 de marzo de 2024')).toBe('2024-03-03');
    expect(dateOf('Data de emissão: 21 de outubro de 2024')).toBe('2024-10-21');
    expect(dateOf('Data: 9 settembre 2024')).toBe('2024-09-09');
    expect(dateOf('Factuurdatum: 2 maart 2024')).toBe('2024-03-02');
    expect(dateOf('Tanggal : 30 Agustus 2024')).toBe('2024-08-30');
  });

  it('does not read an item count and a short word as a date ("1 set 24 pcs")', () => {
    expect(extractFields(['Toko Baut', 'Kunci 1 set 24 pcs   Rp 85.000']).issueDate.value).toBeNull();
  });

  it('reads an ISO date with a time joined by "T"', () => {
    expect(extractFields(['Refacciones Lupe', 'Fecha de emisión: 2024-06-11T09:30:00']).issueDate.value).toBe(
      '2024-06-11',
    );
  });

  it('takes "Fecha de generación" as the date and "Fecha de vencimiento" as the due date', () => {
    const f = extractFields(['Taller Norte', 'Fecha de generación: 02/05/2024   Fecha de vencimiento: 01/06/2024']);
    expect(f.issueDate.value).toBe('2024-05-02');
    expect(f.dueDate.value).toBe('2024-06-01');
  });

  it('passes over the customer under "Cliente:" when the seller prints no legal form', () => {
    const f = extractFields([
      'Marta Ruiz Gil',
      'Diseñadora gráfica',
      'Factura Nº: 2024/011',
      'Cliente:',
      'Inmobiliaria Delta, S.L.',
      'TOTAL FACTURA   500,00 €',
    ]);
    expect(f.vendor.value).toBe('Marta Ruiz Gil');
  });

  it('skips a Chilean R.U.T. line and a "BOLETA" title above the seller', () => {
    const f = extractFields(['R.U.T.: 77.111.222-3', 'BOLETA ELECTRONICA', 'N° 88120', 'PANADERIA LA ESPIGA SPA']);
    expect(f.vendor.value).toBe('PANADERIA LA ESPIGA SPA');
  });

  it('names the seller under "Issued by:" at the foot of a receipt', () => {
    const f = extractFields([
      'KWITANSI',
      'No. Kwitansi : KW/24/0091',
      'Jumlah   Rp 250.000',
      'Diterbitkan oleh:',
      'APOTEK SEHAT',
    ]);
    expect(f.vendor.value).toBe('APOTEK SEHAT');
    expect(f.invoiceNumber.value).toBe('KW/24/0091');
  });
});

describe('number forms', () => {
  it('reads "Creditnotanummer:", "Comp. Nro:" and "Factura electrónica de venta No. FE 5512"', () => {
    const numberOf = (line: string) => extractFields(['Firma X', line, 'Totaal  € 10,00']).invoiceNumber.value;
    expect(numberOf('Creditnotanummer:   CN24-0007')).toBe('CN24-0007');
    expect(numberOf('Punto de Venta: 00002   Comp. Nro: 00004410')).toBe('00004410');
    expect(numberOf('FACTURA ELECTRÓNICA DE VENTA No. FE 5512')).toBe('FE 5512');
  });

  it('keeps a number printed in digit groups whole ("Beleg-Nr.:  0412 559021")', () => {
    expect(extractFields(['Parkhaus Mitte', 'Beleg-Nr.:    0412 559021', 'Summe  EUR  6,00']).invoiceNumber.value).toBe(
      '0412 559021',
    );
  });
});

describe('totals', () => {
  it('reads an Indian amount grouped in lakhs ("₹2,45,300.00")', () => {
    expect(extractFields(['Sai Traders', 'Total        ₹2,45,300.00']).total.amount).toBe(245300);
  });

  it('reads a peso total in whole units after "COP $"', () => {
    const f = extractFields(['Ferreteria Real', 'Subtotal     $ 1.250.000', 'TOTAL A PAGAR     COP $ 1.487.500']);
    expect(f.total.amount).toBe(1487500);
  });

  it('takes the amount to pay after a rounding line over the invoice amount', () => {
    const f = extractFields([
      'Velo Huber AG',
      'Rechnungsbetrag   CHF  212.33',
      'Rundung  CHF  0.02',
      'Total zu bezahlen   CHF  212.35',
    ]);
    expect(f.total.amount).toBe(212.35);
  });

  it('takes the payment as the total of a receipt whose remaining balance is nothing', () => {
    const f = extractFields([
      'PAYMENT RECEIPT',
      'Receipt #: P-1201',
      'Visit charges           $120.00',
      'Insurance adjustment    -$95.00',
      'Payment received today   $25.00',
      'Remaining balance         $0.00',
    ]);
    expect(f.total.amount).toBe(25);
  });

  it('dates a receipt by its payment date, not by the date of service', () => {
    const f = extractFields([
      'PAYMENT RECEIPT',
      'Date of Service: 05/02/2024',
      'Payment Date: 05/09/2024',
      'Amount paid  $25.00',
    ]);
    expect(f.issueDate.value).toBe('2024-05-09');
  });
});

describe('the seller thanked at the foot', () => {
  it('names the seller on the line under "Thank you for choosing"', () => {
    const f = extractFields(['RECEIPT', 'Amount paid   $60.00', 'Thank you for choosing', 'Lakeside Animal Clinic']);
    expect(f.vendor.value).toBe('Lakeside Animal Clinic');
  });

  it('names no one in "Thank you for staying with us"', () => {
    const f = extractFields(['Harbour Inn', 'Total   £90.00', 'Thank you for staying with us!']);
    expect(f.vendor.value).toBe('Harbour Inn');
  });
});

describe('a receipt for an invoice', () => {
  it('is numbered by its receipt number when titled as a receipt', () => {
    const f = extractFields(['Receipt from Birchwood Hosting', 'Receipt #1180-4402', 'Invoice number  7AC1-0003']);
    expect(f.invoiceNumber.value).toBe('1180-4402');
  });

  it('keeps the invoice number on an invoice that also prints a receipt number', () => {
    const f = extractFields(['Birchwood Hosting', 'INVOICE', 'Invoice number  7AC1-0003', 'Receipt #1180-4402']);
    expect(f.invoiceNumber.value).toBe('7AC1-0003');
  });
});
