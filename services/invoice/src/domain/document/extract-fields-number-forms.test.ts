/**
 * Invoice numbers in forms written by hand after the way outsiders print them: Italian, Spanish, Portuguese and
 * Dutch number labels, an Indonesian 'No. Transaksi', a series code before a slashed number, and a number printed
 * alone under a 'CREDIT MEMO' or 'PRO FORMA INVOICE' title; and the Italian and Spanish letterheads around them.
 */
import { describe, expect, it } from 'vitest';
import { extractFields } from './extract-fields.ts';

function numberOf(lines: readonly string[]): string | null {
  return extractFields(lines).invoiceNumber.value;
}

describe('number labels in Italian, Spanish, Portuguese and Dutch', () => {
  it('reads the number after "Fattura n." on a line that also dates it', () => {
    expect(numberOf(['Elettricista Bianchi', 'Fattura n. 77/2024 del 02/05/2024', 'Totale  120,00'])).toBe('77/2024');
  });

  it('reads "Factura n.º:" and prefers it to the customer\'s order reference', () => {
    const lines = ['Talleres Ruiz S.L.', 'Su pedido: PO-5512', 'Factura n.º: B-2024/0031', 'TOTAL  60,50 €'];
    expect(numberOf(lines)).toBe('B-2024/0031');
  });

  it('keeps a Portuguese series code with its slashed number ("FT 2024/77")', () => {
    expect(numberOf(['Oficina Costa, Lda', 'Fatura n.º FT 2024/77', 'Total  EUR 40,00'])).toBe('FT 2024/77');
  });

  it('reads "Nota Fiscal nº" and "Número de factura"', () => {
    expect(numberOf(['Loja Azul', 'Nota Fiscal nº 004410', 'Total R$ 89,90'])).toBe('004410');
    expect(numberOf(['Pinturas Sol', 'Número de factura: 2024-118', 'Total 30,00'])).toBe('2024-118');
  });

  it('reads "Factuurnummer:" and "Factuur nr." with a wide gap before the value', () => {
    expect(numberOf(['Loodgieter Jansen', 'Factuurnummer:     F24-0912', 'Totaal  € 95,00'])).toBe('F24-0912');
    expect(numberOf(['Glaszetter Bakker', 'Factuur nr.  3310', 'Totaal  € 210,00'])).toBe('3310');
  });

  it('reads "No. de Factura:" and a total whose currency code follows it ("4,640.00 MXN")', () => {
    const f = extractFields(['Herrería López', 'No. de Factura: H-5520', 'Total    1,160.00 MXN']);
    expect(f.invoiceNumber.value).toBe('H-5520');
    expect(f.total.amount).toBe(1160);
  });

  it('does not read "Factura normal" as a number label', () => {
    expect(numberOf(['Bar Pepe', 'Factura normal', 'TOTAL  8,00'])).toBeNull();
  });
});

describe('receipt number words', () => {
  it('reads the Indonesian "No. Transaksi" with a slashed identifier', () => {
    const lines = ['TOKO MAJU', 'No. Transaksi : POS/24/00091', 'TOTAL  15.000'];
    expect(numberOf(lines)).toBe('POS/24/00091');
  });
});

describe('a cash sale number', () => {
  it('reads "CASH SALE NO :" under a "CASH SALE" title', () => {
    expect(numberOf(['KEDAI MAJU', 'CASH SALE', 'CASH SALE NO : CS0042', 'TOTAL  9.90'])).toBe('CS0042');
  });
});

describe('a number alone under the title', () => {
  it('reads the line under a centred "CREDIT MEMO" title', () => {
    const lines = [
      'Acme Roofing Supply',
      '',
      '          CREDIT MEMO',
      '           CR-7710',
      '',
      'Credit Total  (12.00)',
    ];
    expect(numberOf(lines)).toBe('CR-7710');
  });

  it('reads the line under "PRO FORMA INVOICE"', () => {
    expect(
      numberOf(['Baltic Lifts OÜ', 'PRO FORMA INVOICE', 'PF/24/003', 'Date: 2024-05-01', 'Total  EUR 900.00']),
    ).toBe('PF/24/003');
  });

  it('does not read an address under the title as the number', () => {
    expect(numberOf(['CREDIT MEMO', '12 Harbour Road', 'Credit Total  (50.00)'])).toBeNull();
  });
});

describe('a number label over the line below', () => {
  it('reads an identifier that fills the cell under the label', () => {
    expect(numberOf(['Ridge Tiling', 'Invoice No.', '4471', 'Total  80.00'])).toBe('4471');
  });

  it('does not take the street number of an address under a bare "INVOICE" title', () => {
    expect(numberOf(['INVOICE', '12 Harbour Road', 'Total  50.00'])).toBeNull();
  });
});

describe('Italian and Spanish letterheads', () => {
  it('keeps a name ending in a dotted legal form ("S.N.C.") as the letterhead', () => {
    const lines = ['FALEGNAMERIA VERDI S.N.C.', 'Via Roma 3 - 20121 Milano', 'Fattura n. 9/2024', 'Totale  50,00'];
    expect(extractFields(lines).vendor.value).toBe('FALEGNAMERIA VERDI S.N.C.');
  });

  it('skips a tax number printed above the name ("P.IVA 01234567890", "NIF: B1234567")', () => {
    expect(extractFields(['P.IVA 01234567890', 'Ottica Neri', 'Totale  80,00']).vendor.value).toBe('Ottica Neri');
    expect(extractFields(['NIF: B1234567', 'Bar El Puerto', 'TOTAL  12,00']).vendor.value).toBe('Bar El Puerto');
  });
});

describe('number labels that name the document in other words', () => {
  it('reads a restaurant bill\'s "Note n°" and an Italian "Scontrino n."', () => {
    expect(numberOf(['Café des Arts', 'Note n° 3318', 'Total TTC  24,80'])).toBe('3318');
    expect(numberOf(['Gelateria Blu', 'SCONTRINO N. 0007-0212', 'TOTALE  4,50'])).toBe('0007-0212');
  });

  it('reads an Italian "Documento n." printed at the foot of a till slip', () => {
    const lines = ['PANIFICIO VERDI', 'PANE             2,20', 'TOTALE           2,20', 'Documento n. 0115-0031'];
    expect(numberOf(lines)).toBe('0115-0031');
  });

  it('reads "Facture numéro" and "Avoir numéro" spelled out', () => {
    expect(numberOf(['Plomberie Dupuis', 'Facture numéro : F-2024-77', 'Net à payer  96,00 €'])).toBe('F-2024-77');
    expect(numberOf(['Plomberie Dupuis', 'Avoir numéro 12', "Montant de l'avoir  -20,00 €"])).toBe('12');
  });

  it('reads a German credit note\'s "Gutschriftsnummer" and "Gutschrift-Nr."', () => {
    expect(numberOf(['Elektro Kühn', 'Gutschriftsnummer: GS-24-0009', 'Gutschriftsbetrag  -40,00 €'])).toBe(
      'GS-24-0009',
    );
    expect(numberOf(['Elektro Kühn', 'Gutschrift-Nr. 5531', 'Gutschriftsbetrag  -40,00 €'])).toBe('5531');
  });

  it('reads a diner\'s "Guest Check No." and a "Sales Check #"', () => {
    expect(numberOf(['ROADSIDE GRILL', 'Guest Check No. 7710', 'TOTAL  18.20'])).toBe('7710');
    expect(numberOf(['HARDWARE BARN', 'Sales Check # 40012', 'TOTAL  18.20'])).toBe('40012');
  });

  it('does not take a note or a guest count for a number', () => {
    expect(numberOf(['Café des Arts', 'Note: merci de votre visite', 'Total TTC  24,80'])).toBeNull();
    expect(numberOf(['ROADSIDE GRILL', 'Guests 4', 'TOTAL  18.20'])).toBeNull();
  });
});

describe('numbers and dates in two-column headers', () => {
  it('reads the number under a right-hand title and the "Billed:" date, with "Completed:" as the service date', () => {
    const f = extractFields([
      'Hilltop Handyman LLC               INVOICE',
      'Austin, TX 78701                   SV-2208',
      '                                   Completed: 03/02/2025   Billed: 03/04/2025',
      'TOTAL DUE  $210.00',
    ]);
    expect(f.invoiceNumber.value).toBe('SV-2208');
    expect(f.issueDate.value).toBe('2025-03-04');
    expect(f.servicePeriod.value).toBe('2025-03-02');
  });

  it('reads a number printed beside its title ("CREDIT MEMO  CM-88") and a lone "No." beside its value', () => {
    expect(numberOf(['ACME LAWN', 'CREDIT MEMO  CM-88', 'Total credit  -40.00'])).toBe('CM-88');
    expect(numberOf(['SPARK ELECTRIC         INVOICE', '                No.     SE-410', 'Amount Due  90.00'])).toBe(
      'SE-410',
    );
  });

  it('does not read an item table headed "No.  Description" as a number', () => {
    expect(numberOf(['SPARK ELECTRIC', 'No.  Description', '1    Outlet', 'Amount Due  90.00'])).toBeNull();
  });

  it('reads "Statement / Invoice #" and a "Prepared:" date', () => {
    const f = extractFields([
      'Cactus Pools',
      'Statement / Invoice #CP-77',
      'Prepared: 11/30/2025',
      'Total due  $50.00',
    ]);
    expect(f.invoiceNumber.value).toBe('CP-77');
    expect(f.issueDate.value).toBe('2025-11-30');
  });
});

describe('a total printed after its figure', () => {
  it('reads " 512.00    TOTAL DUE - net 30" in a table whose amount column comes first', () => {
    const lines = [
      'Amount    Description',
      '  500.00  Kitchen repaint',
      '   12.00  Patch',
      ' 512.00    TOTAL DUE - net 30',
    ];
    expect(extractFields(lines).total.amount).toBe(512);
  });

  it('does not read an item line that begins with its amount as a total', () => {
    expect(extractFields(['Amount    Description', '  500.00  Kitchen repaint']).total.value).toBeNull();
  });
});

describe('further document-number labels and identifiers', () => {
  it('reads "Packet #:", "Statement ref:" and "Batch invoice:"', () => {
    expect(numberOf(['ACME MGMT', 'Packet #:   PK-2203-11', 'Total  10.00'])).toBe('PK-2203-11');
    expect(numberOf(['Lettings Co', 'Statement ref: ST/88/0425', 'Total  10.00'])).toBe('ST/88/0425');
    expect(numberOf(['FIXIT', 'Batch invoice: BI-0425-A', 'Total  10.00'])).toBe('BI-0425-A');
  });

  it('keeps a prefix code and a hyphenated number as one identifier ("INV 2025-0301-ELM")', () => {
    expect(numberOf(['Elm Management', 'Invoice  INV 2025-0301-ELM', 'Total  10.00'])).toBe('INV 2025-0301-ELM');
    expect(numberOf(['Elm Management', 'Invoice  INV-77', 'Terms  NET 30', 'Total  10.00'])).toBe('INV-77');
  });
});

describe('totals of a batch and of operating expenses', () => {
  it('reads "BATCH TOTAL" as the total and keeps "Total operating expenses" a partial total', () => {
    expect(extractFields(['WO total  240.20', 'WO total  190.00', 'BATCH TOTAL  430.20']).total.amount).toBe(430.2);
    const f = extractFields(['TOTAL OPERATING EXPENSES  12,000.00', 'Balance due  96.50']);
    expect(f.total.amount).toBe(96.5);
  });
});
