import { describe, expect, it } from 'vitest';
import { ciiInvoiceXml } from '../testing/build-einvoice-pdf.ts';
import { readEInvoiceXml } from './read-einvoice-xml.ts';

describe('readEInvoiceXml', () => {
  it('reads the header fields and line items of a CII (Factur-X / ZUGFeRD 2) invoice', () => {
    expect(readEInvoiceXml(ciiInvoiceXml(), 'factur-x.xml')).toEqual({
      syntax: 'CII',
      attachment: 'factur-x.xml',
      typeCode: '380',
      seller: 'Holzmann Hausdienste GmbH',
      buyer: 'WEG Lindenstraße 12',
      invoiceNumber: 'RE-2026-0042',
      issueDate: '2026-03-05',
      dueDate: '2026-04-04',
      currency: 'EUR',
      lineTotal: 500,
      taxBasis: 500,
      tax: 95,
      grandTotal: 595,
      amountDue: 595,
      lineItems: [
        { description: 'Treppenhausreinigung März', quantity: 4, unitPrice: 100, amount: 400 },
        { description: 'Winterdienst & Streugut', quantity: 1, unitPrice: 100, amount: 100 },
      ],
    });
  });

  it('returns a credit note (type 381) with negative amounts, as its PDF prints them', () => {
    const note = readEInvoiceXml(ciiInvoiceXml({ typeCode: '381' }), 'factur-x.xml');
    expect(note).toMatchObject({ typeCode: '381', grandTotal: -595, amountDue: -595, tax: -95 });
    expect(note?.lineItems[0]?.amount).toBe(-400);
  });

  it("reads ZUGFeRD 1.0's CrossIndustryDocument, whose header and summation elements are named differently", () => {
    const xml = `<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0" xmlns:ram="r" xmlns:udt="u">
      <rsm:HeaderExchangedDocument><ram:ID>471102</ram:ID><ram:TypeCode>380</ram:TypeCode>
        <ram:IssueDateTime><udt:DateTimeString format="102">20130305</udt:DateTimeString></ram:IssueDateTime></rsm:HeaderExchangedDocument>
      <rsm:SpecifiedSupplyChainTradeTransaction>
        <ram:ApplicableSupplyChainTradeAgreement><ram:SellerTradeParty><ram:Name>Lieferant GmbH</ram:Name></ram:SellerTradeParty></ram:ApplicableSupplyChainTradeAgreement>
        <ram:ApplicableSupplyChainTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
          <ram:SpecifiedTradeSettlementMonetarySummation><ram:LineTotalAmount currencyID="EUR">198.00</ram:LineTotalAmount>
            <ram:TaxTotalAmount currencyID="EUR">37.62</ram:TaxTotalAmount><ram:GrandTotalAmount currencyID="EUR">235.62</ram:GrandTotalAmount>
          </ram:SpecifiedTradeSettlementMonetarySummation></ram:ApplicableSupplyChainTradeSettlement>
        <ram:IncludedSupplyChainTradeLineItem><ram:SpecifiedSupplyChainTradeSettlement><ram:SpecifiedTradeSettlementMonetarySummation>
          <ram:LineTotalAmount currencyID="EUR">198.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementMonetarySummation>
        </ram:SpecifiedSupplyChainTradeSettlement><ram:SpecifiedTradeProduct><ram:Name>Trennblätter A4</ram:Name></ram:SpecifiedTradeProduct>
        </ram:IncludedSupplyChainTradeLineItem>
      </rsm:SpecifiedSupplyChainTradeTransaction></rsm:CrossIndustryDocument>`;
    expect(readEInvoiceXml(xml, 'ZUGFeRD-invoice.xml')).toMatchObject({
      seller: 'Lieferant GmbH',
      invoiceNumber: '471102',
      issueDate: '2013-03-05',
      dueDate: null,
      grandTotal: 235.62,
      tax: 37.62,
      amountDue: null,
      lineItems: [{ description: 'Trennblätter A4', amount: 198 }],
    });
  });

  it('reads a UBL invoice', () => {
    const xml = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="c" xmlns:cac="a">
      <cbc:ID>INV-77</cbc:ID><cbc:IssueDate>2026-02-01</cbc:IssueDate><cbc:DueDate>2026-03-01</cbc:DueDate>
      <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>GBP</cbc:DocumentCurrencyCode>
      <cac:AccountingSupplierParty><cac:Party><cac:PartyName><cbc:Name>Acme Lifts</cbc:Name></cac:PartyName>
        <cac:PartyLegalEntity><cbc:RegistrationName>Acme Lifts Ltd</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
      <cac:TaxTotal><cbc:TaxAmount currencyID="GBP">20.00</cbc:TaxAmount></cac:TaxTotal>
      <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="GBP">100.00</cbc:LineExtensionAmount>
        <cbc:TaxExclusiveAmount currencyID="GBP">100.00</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="GBP">120.00</cbc:TaxInclusiveAmount>
        <cbc:PayableAmount currencyID="GBP">120.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
      <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="C62">2</cbc:InvoicedQuantity>
        <cbc:LineExtensionAmount currencyID="GBP">100.00</cbc:LineExtensionAmount><cac:Item><cbc:Name>Lift service</cbc:Name></cac:Item>
        <cac:Price><cbc:PriceAmount currencyID="GBP">50.00</cbc:PriceAmount></cac:Price></cac:InvoiceLine>
    </Invoice>`;
    expect(readEInvoiceXml(xml, 'invoice.xml')).toMatchObject({
      syntax: 'UBL',
      seller: 'Acme Lifts Ltd',
      invoiceNumber: 'INV-77',
      issueDate: '2026-02-01',
      dueDate: '2026-03-01',
      currency: 'GBP',
      tax: 20,
      grandTotal: 120,
      amountDue: 120,
      lineItems: [{ description: 'Lift service', quantity: 2, unitPrice: 50, amount: 100 }],
    });
  });

  it('answers null for XML that is not an invoice and for malformed XML', () => {
    expect(readEInvoiceXml('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>', 'meta.xml')).toBeNull();
    expect(readEInvoiceXml(ciiInvoiceXml().slice(0, 400), 'factur-x.xml')).toBeNull();
    expect(readEInvoiceXml('<rsm:CrossIndustryInvoice xmlns:rsm="x"/>', 'factur-x.xml')).toBeNull();
  });

  it('reads an impossible date as no date', () => {
    const xml = ciiInvoiceXml().replace('20260305', '20261345');
    expect(readEInvoiceXml(xml, 'factur-x.xml')?.issueDate).toBeNull();
  });
});
