/**
 * Reads the machine-readable invoice carried inside a ZUGFeRD / Factur-X / XRechnung PDF: UN/CEFACT
 * Cross Industry Invoice (CII D16B, and ZUGFeRD 1.0's CrossIndustryDocument, whose element names differ
 * in places) and, since it costs little, OASIS UBL Invoice and CreditNote. Only the header fields the
 * audit shows and the line items are read. A credit note's amounts are carried positive in the XML and
 * are returned negative, as the PDF prints them and as the page-text reader reads them.
 */
import { findFirst, parseXml, path, child, type XmlElement } from './safe-xml.ts';

export type EInvoiceSyntax = 'CII' | 'UBL';

export interface EmbeddedLineItem {
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number | null;
}

export interface EmbeddedInvoice {
  syntax: EInvoiceSyntax;
  /** The attachment the data came from, e.g. 'factur-x.xml'. */
  attachment: string;
  /** UNTDID 1001 document type: 380 invoice, 381 credit note, 326 partial invoice... */
  typeCode: string | null;
  seller: string | null;
  buyer: string | null;
  invoiceNumber: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  lineTotal: number | null;
  taxBasis: number | null;
  tax: number | null;
  grandTotal: number | null;
  amountDue: number | null;
  lineItems: EmbeddedLineItem[];
}

/** Line items are read up to this many; the count beyond it is not needed by any check. */
const MAX_LINE_ITEMS = 2000;

export function readEInvoiceXml(xml: string, attachment: string): EmbeddedInvoice | null {
  const root = parseXml(xml);
  if (!root) return null;
  if (root.name === 'CrossIndustryInvoice' || root.name === 'CrossIndustryDocument') return readCii(root, attachment);
  if (root.name === 'Invoice' || root.name === 'CreditNote') return readUbl(root, attachment);
  return null;
}

const CII_LINE = ['IncludedSupplyChainTradeLineItem'];

function readCii(root: XmlElement, attachment: string): EmbeddedInvoice | null {
  const header = child(root, 'ExchangedDocument') ?? child(root, 'HeaderExchangedDocument');
  const transaction = child(root, 'SupplyChainTradeTransaction') ?? child(root, 'SpecifiedSupplyChainTradeTransaction');
  if (!header || !transaction) return null;
  const typeCode = text(child(header, 'TypeCode'));
  const sign = typeCode === '381' ? -1 : 1;
  const seller = findFirst(transaction, ['SellerTradeParty'], CII_LINE);
  const buyer = findFirst(transaction, ['BuyerTradeParty'], CII_LINE);
  const settlement =
    findFirst(transaction, ['ApplicableHeaderTradeSettlement', 'ApplicableSupplyChainTradeSettlement'], CII_LINE) ??
    transaction;
  const currency = text(child(settlement, 'InvoiceCurrencyCode'));
  const summation = findFirst(
    settlement,
    ['SpecifiedTradeSettlementHeaderMonetarySummation', 'SpecifiedTradeSettlementMonetarySummation'],
    CII_LINE,
  );
  const amount = (name: string) => signed(money(summation, name, currency), sign);
  const dueDate = findFirst(settlement, ['DueDateDateTime'], CII_LINE);
  return {
    syntax: 'CII',
    attachment,
    typeCode,
    seller: text(child(seller, 'Name')),
    buyer: text(child(buyer, 'Name')),
    invoiceNumber: text(child(header, 'ID')),
    issueDate: ciiDate(child(header, 'IssueDateTime')),
    dueDate: ciiDate(dueDate),
    currency,
    lineTotal: amount('LineTotalAmount'),
    taxBasis: amount('TaxBasisTotalAmount'),
    tax: amount('TaxTotalAmount'),
    grandTotal: amount('GrandTotalAmount'),
    amountDue: amount('DuePayableAmount'),
    lineItems: transaction.children
      .filter((c) => c.name === 'IncludedSupplyChainTradeLineItem')
      .slice(0, MAX_LINE_ITEMS)
      .map((line) => ({
        description: text(findFirst(line, ['SpecifiedTradeProduct'])?.children.find((c) => c.name === 'Name')) ?? '',
        quantity: number(findFirst(line, ['BilledQuantity'])),
        unitPrice: number(findFirst(findFirst(line, ['NetPriceProductTradePrice']), ['ChargeAmount'])),
        amount: signed(number(findFirst(line, ['LineTotalAmount'])), sign),
      })),
  };
}

function readUbl(root: XmlElement, attachment: string): EmbeddedInvoice {
  const credit = root.name === 'CreditNote';
  const typeCode = text(child(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode'));
  const sign = credit || typeCode === '381' ? -1 : 1;
  const currency = text(child(root, 'DocumentCurrencyCode'));
  const party = path(root, 'AccountingSupplierParty', 'Party');
  const buyerParty = path(root, 'AccountingCustomerParty', 'Party');
  const totals = child(root, 'LegalMonetaryTotal');
  const amount = (name: string) => signed(money(totals, name, currency), sign);
  const taxTotal = root.children.find(
    (c) => c.name === 'TaxTotal' && (child(c, 'TaxAmount')?.attributes.currencyID ?? currency) === currency,
  );
  return {
    syntax: 'UBL',
    attachment,
    typeCode: typeCode ?? (credit ? '381' : null),
    seller: partyName(party),
    buyer: partyName(buyerParty),
    invoiceNumber: text(child(root, 'ID')),
    issueDate: isoDate(text(child(root, 'IssueDate'))),
    dueDate: isoDate(text(child(root, 'DueDate')) ?? text(path(root, 'PaymentMeans', 'PaymentDueDate'))),
    currency,
    lineTotal: amount('LineExtensionAmount'),
    taxBasis: amount('TaxExclusiveAmount'),
    tax: signed(number(child(taxTotal, 'TaxAmount')), sign),
    grandTotal: amount('TaxInclusiveAmount'),
    amountDue: amount('PayableAmount'),
    lineItems: root.children
      .filter((c) => c.name === 'InvoiceLine' || c.name === 'CreditNoteLine')
      .slice(0, MAX_LINE_ITEMS)
      .map((line) => ({
        description: text(path(line, 'Item', 'Name')) ?? '',
        quantity: number(child(line, 'InvoicedQuantity') ?? child(line, 'CreditedQuantity')),
        unitPrice: number(path(line, 'Price', 'PriceAmount')),
        amount: signed(number(child(line, 'LineExtensionAmount')), sign),
      })),
  };
}

function partyName(party: XmlElement | null): string | null {
  return text(path(party, 'PartyLegalEntity', 'RegistrationName')) ?? text(path(party, 'PartyName', 'Name'));
}

function text(element: XmlElement | null | undefined): string | null {
  const value = element?.text.replace(/\s+/g, ' ').trim();
  return value ? value : null;
}

function number(element: XmlElement | null | undefined): number | null {
  const value = text(element);
  if (value === null || !/^[-+]?\d+(?:\.\d+)?$/.test(value)) return null;
  return Number(value);
}

/** An amount of the summation; where it is given in two currencies (tax in EUR and in the invoice's), the invoice's. */
function money(parent: XmlElement | null, name: string, currency: string | null): number | null {
  const candidates = parent?.children.filter((c) => c.name === name) ?? [];
  const chosen = candidates.find((c) => !c.attributes.currencyID || c.attributes.currencyID === currency);
  return number(chosen ?? candidates[0]);
}

function signed(value: number | null, sign: number): number | null {
  return value === null ? null : Math.round(value * sign * 100) / 100;
}

/** CII dates are 'DateTimeString' with format 102 (20260131); other formats (months, weeks) are not days. */
function ciiDate(element: XmlElement | null): string | null {
  const string = findFirst(element, ['DateTimeString']) ?? element;
  const value = text(string);
  const format = string?.attributes.format ?? '102';
  if (!value) return null;
  if (format === '102' && /^\d{8}$/.test(value))
    return isoDate(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`);
  return isoDate(value);
}

function isoDate(value: string | null): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[0] ? null : match[0];
}
