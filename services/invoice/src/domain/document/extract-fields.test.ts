import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classify-document.ts';
import { extractFields } from './extract-fields.ts';

const fields = (text: string) => extractFields(text.split('\n'));

describe('header fields', () => {
  it('reads a day-first date when the first number cannot be a month, and a written day-first date', () => {
    expect(fields('ABC Hardware\nDate: 25/12/2018\nTotal 10.00').issueDate.value).toBe('2018-12-25');
    expect(fields('ABC Hardware\nInvoice date: 25 Dec 2018\nTotal 10.00').issueDate.value).toBe('2018-12-25');
  });

  it('reads ambiguous numeric dates day first on a receipt from a day-first country', () => {
    expect(fields('KEDAI ABC SDN BHD\nGST ID : 000123\nDATE : 02/04/2018\nTOTAL : 5.00').issueDate.value).toBe(
      '2018-04-02',
    );
    expect(fields('ACME Plumbing\nDate: 02/04/2018\nTotal $5.00').issueDate.value).toBe('2018-02-04');
  });

  it('prefers the rounded or tax-inclusive total over partial totals, whatever the label', () => {
    const receipt =
      'SHOP SDN BHD\nTOTAL SALES (EXCLUDING GST) : 14.15\nGST @6% : 0.85\nTOTAL SALES (INCLUSIVE OF GST) : 15.00\nROUNDING : 0.00\nTOTAL ROUNDED : 15.00';
    expect(fields(receipt)).toMatchObject({
      total: { amount: 15 },
      tax: { amount: 0.85 },
      subtotal: { amount: 14.15 },
    });
    expect(fields('RESTORAN X\nTotal Qty: 5\nJumlah   20.90').total.amount).toBe(20.9);
    expect(fields('Vendor Co\nAmount Due   $461.00').total.amount).toBe(461);
  });

  it('reads a value printed on the line after its label', () => {
    const f = fields('Bright Spark\nINVOICE NUMBER\nBSA-00731\nINVOICE DATE\nJune 3, 2025\nTOTAL\n190.46');
    expect(f).toMatchObject({
      invoiceNumber: { value: 'BSA-00731', line: 3 },
      issueDate: { value: '2025-06-03' },
      total: { amount: 190.46, line: 7 },
    });
  });

  it('reads an invoice number from a header table cell and from labels such as Inv. No., Reference and Bill No', () => {
    expect(
      fields('RIVERBEND PLUMBING\nInvoice No.   Date          Terms\nRB-20931      07/14/2025    Net 15').invoiceNumber
        .value,
    ).toBe('RB-20931');
    expect(fields('Handy Co\nInv. No. HH-3391').invoiceNumber.value).toBe('HH-3391');
    expect(fields('Golden Coast Electric\nReference: GCE-55017').invoiceNumber.value).toBe('GCE-55017');
    expect(fields('TRI-COUNTY PEST\nBill No: 40871').invoiceNumber.value).toBe('40871');
  });

  it('reads CSV export columns by their header names', () => {
    const f = fields(
      'Vendor Name,Bill #,Bill Date,Line Description,Amount\nSpotless Cleaning,ST-1187,10/06/2025,Move-out clean,285.00',
    );
    expect(f).toMatchObject({
      vendor: { value: 'Spotless Cleaning' },
      invoiceNumber: { value: 'ST-1187' },
      issueDate: { value: '2025-10-06' },
    });
  });

  it('reports a field that is not printed as not found, with no confidence', () => {
    expect(fields('Acme Roofing\nRepair   $200.00').invoiceNumber).toEqual({
      name: 'invoiceNumber',
      value: null,
      amount: null,
      confidence: 0,
      line: null,
    });
  });
});

describe('document class', () => {
  it('tells an owner statement, a tenant ledger, a utility bill, a receipt and a vendor invoice apart', () => {
    expect(
      classifyDocument('OWNER STATEMENT\nRent collected 1,500.00\nManagement fee 120.00\nOwner draw 1,380.00')
        .documentClass,
    ).toBe('owner_statement');
    expect(
      classifyDocument('Tenant Ledger\nTenant: J. Doe\nDate  Description  Charges  Payments  Balance').documentClass,
    ).toBe('tenant_ledger');
    expect(
      classifyDocument('City Utilities\nMeter 4471  Usage 848 kWh\nTotal current charges 125.00').documentClass,
    ).toBe('utility_bill');
    expect(classifyDocument('SHOP SDN BHD\nGST ID: 0001\nCASH : 20.00\nCHANGE : 5.00').documentClass).toBe('receipt');
    expect(classifyDocument('ACME Plumbing\nInvoice #: 1042\nBill To: Owner\nLabor 2 hrs  190.00').documentClass).toBe(
      'vendor_invoice',
    );
  });
});
