/**
 * Turns invoice text (pasted, decoded from CSV, or extracted from a PDF) into structured data.
 *
 * The text is read top to bottom in phases: the header (vendor, numbers, dates, parties), the item
 * table, the summary (subtotal, fees, tax) and what follows the total (notes, terms), where nothing
 * is read as a charge. Unreadable lines are skipped rather than guessed at: a missed line costs a
 * finding, a misread one invents a problem.
 */
import { isColumnTotalsRow } from './parsing/column-totals.ts';
import { isRateStatement } from './parsing/rate-statement.ts';
import { withoutRunningSubtotals } from './parsing/running-subtotals.ts';
import { readHeaderField } from './parsing/read-header-field.ts';
import { cleanDescription, readItemFromColumns, readItemFromText, type ItemFields } from './parsing/read-item.ts';
import { readDisclosedMarkup, readStatedMonthlyRent, readSummaryLine } from './parsing/read-summary-line.ts';
import { isPipeRow, isRuleLine, splitAlignedRow, splitCsvRow, splitPipeRow, type Cell } from './parsing/split-cells.ts';
import { readTableHeader, type TableColumn } from './parsing/table-header.ts';
import { findState } from './parsing/us-states.ts';
import { workOrderDate } from './parsing/work-order-heading.ts';
import { resolveYearlessDates } from './parsing/yearless-dates.ts';
import { looksLikeMoney, roundCents, sum } from './money.ts';
import type { LineItem, ParsedInvoice, TaxLine, TotalLine } from './types.ts';

type Phase = 'header' | 'items' | 'summary' | 'after';

interface Reader {
  invoice: ParsedInvoice;
  phase: Phase;
  columns: TableColumn[] | null;
  lastItem: LineItem | null;
  /** Lines after 'Bill To:' with no value on its own line belong to the bill-to block until a blank line. */
  collectingBillTo: boolean;
  billToBlock: string[];
  headerLines: string[];
  sawLabelledField: boolean;
  vendorFromLabel: boolean;
  /** The line just before, in the item table, that printed no amount in the amount column (a cost line). */
  unpricedLine: string | null;
  /** The date of the work order heading the charges below it ('WO 8812   11/03   Unit 104'). */
  workOrderDate: string | null;
}

export function parseInvoice(text: string): ParsedInvoice {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const csv = looksLikeCsv(lines);
  const reader: Reader = {
    invoice: emptyInvoice(csv ? 'csv' : 'text'),
    phase: 'header',
    columns: null,
    lastItem: null,
    collectingBillTo: false,
    billToBlock: [],
    headerLines: [],
    sawLabelledField: false,
    vendorFromLabel: false,
    unpricedLine: null,
    workOrderDate: null,
  };
  lines.forEach((line, index) => readLine(reader, line.replace(/\.{3,}/g, '  '), index + 1, csv));
  const { invoice } = reader;
  invoice.lineItems = withoutRunningSubtotals(invoice.lineItems, printedLinesTotal(invoice));
  if (invoice.billTo === null && reader.billToBlock.length > 0) invoice.billTo = reader.billToBlock.join(', ');
  invoice.state = findState([
    invoice.property,
    reader.billToBlock.join('\n'),
    invoice.billTo,
    reader.headerLines.join('\n'),
  ]);
  invoice.context.disclosedMarkupPercent = lines.map(readDisclosedMarkup).find((v) => v !== null) ?? null;
  invoice.context.monthlyRent ??= lines.map(readStatedMonthlyRent).find((v) => v !== null) ?? null;
  resolveYearlessDates(invoice.lineItems, invoice.invoiceDate);
  resolveYearlessDates(invoice.fees, invoice.invoiceDate);
  return invoice;
}

/** What the charge lines must add up to: the subtotal, else the total (or an unpaid balance) less fees and tax. */
function printedLinesTotal(invoice: ParsedInvoice): number | null {
  if (invoice.subtotal) return invoice.subtotal.amount;
  const printed = invoice.total ?? (invoice.amountPaid ? null : invoice.balanceDue);
  if (!printed) return null;
  return roundCents(printed.amount - sum(invoice.fees.map((f) => f.amount)) - (invoice.tax?.amount ?? 0));
}

function readLine(reader: Reader, raw: string, lineNumber: number, csv: boolean): void {
  const unpricedBefore = reader.unpricedLine;
  reader.unpricedLine = null;
  if (raw.trim() === '') {
    reader.lastItem = null;
    reader.collectingBillTo = false;
    return;
  }
  if (isRuleLine(raw)) return;
  const pipe = !csv && isPipeRow(raw);
  const cells = csv ? splitCsvRow(raw) : pipe ? splitPipeRow(raw) : splitAlignedRow(raw);
  const filled = cells.filter((cell) => cell.text !== '');
  // A CSV row of two cells whose first names something ('Invoice Number,INV-7') is a labelled field.
  const keyValue = csv && filled.length === 2 && !/\d/.test(filled[0]?.text ?? '');
  const joined = keyValue
    ? `${filled[0]?.text ?? ''}: ${filled[1]?.text ?? ''}`
    : filled.map((cell) => cell.text).join('  ');

  const heading = workOrderDate(joined);
  if (heading !== undefined) reader.workOrderDate = heading;
  const columns = readTableHeader(csv || pipe ? '' : raw, cells, csv);
  if (columns && reader.phase !== 'after') {
    reader.columns = columns;
    reader.phase = 'items';
    reader.lastItem = null;
    return;
  }
  if (readSummary(reader, joined, lineNumber)) return;
  if (reader.phase === 'header' || reader.phase === 'after' || !endsWithNumber(joined)) {
    if (readHeaderFields(reader, joined, filled)) return;
  }
  if (reader.phase === 'after') return;
  if (isColumnTotalsRow(joined)) return;
  if (reader.phase === 'header' && isRateStatement(joined)) {
    noteHeaderLine(reader, joined, filled);
    return;
  }

  const item = readItem(reader, raw, joined, cells, csv || pipe);
  if (item && item.amount !== null) {
    const section = reader.phase === 'summary' ? 'summary' : 'body';
    const lineItem: LineItem = {
      lineNumber,
      description: withCostLineAbove(item.description, unpricedBefore),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      amount: item.amount,
      date: item.date ?? reader.workOrderDate,
      section,
    };
    (section === 'summary' ? reader.invoice.fees : reader.invoice.lineItems).push(lineItem);
    reader.lastItem = lineItem;
    if (reader.phase === 'header') reader.phase = 'items';
    return;
  }
  if (continuesDescription(reader, raw, item, csv || pipe)) {
    const last = reader.lastItem;
    const extra = item?.description ?? cleanDescription(joined);
    if (last) last.description = `${last.description} ${extra}`.trim();
    return;
  }
  if (reader.phase === 'header') noteHeaderLine(reader, joined, filled);
  // Words without figures in the table may open the next charge's description (or state the cost it marks up).
  else if (reader.phase === 'items' && (item?.description || /[A-Za-z]/.test(joined))) reader.unpricedLine = joined;
}

/**
 * 'Condenser fan motor - our cost 260.00' then '+ 25% markup   325.00': a line that starts with a plus adds to the
 * line above, whose cost it marks up, so the charge is read as one line that prints its cost and its markup.
 */
function withCostLineAbove(description: string, above: string | null): string {
  if (above === null) return description;
  // A charge whose words run on from the unpriced line above ('Tenant placement - new lease 09/01/2025,' then
  // 'monthly rent 2,200.00 (150% of one month)   3,300.00') is one charge with the whole description.
  const continues = /^[a-z]/.test(description.trim()) && /[,;&/-]$/.test(above.trim());
  if (!continues && !/^(?:\+|plus\b)/i.test(description.trim())) return description;
  return `${above} ${description}`;
}

function readItem(
  reader: Reader,
  raw: string,
  joined: string,
  cells: readonly Cell[],
  positional: boolean,
): ItemFields | null {
  if (reader.columns && reader.phase === 'items') {
    const fromColumns = readItemFromColumns(reader.columns, cells, positional);
    if (fromColumns?.amount !== null && fromColumns !== null) return fromColumns;
    if (fromColumns === null) return readItemFromText(joined, false);
    // A single-spaced row that does not line up under its header ('hall; 2 coats 1 850.00 850.00') still ends in its
    // figures: two or more numbers, the last written as money, are its quantity, rate and amount.
    const fromText = TRAILING_FIGURES.test(joined) ? readItemFromText(joined, true) : null;
    return fromText?.amount !== null && fromText !== null ? fromText : fromColumns;
  }
  // Outside a table only lines with money written as money are charges; in the summary block any
  // labelled amount is an adjustment (a fee or a credit) because the block is already delimited.
  return readItemFromText(positional ? joined : raw, reader.phase !== 'summary');
}

const TRAILING_FIGURES = /(?:^|\s)\$?\d[\d,]*(?:\.\d+)?\s+\$?\d[\d,]*\.\d{2}$/;

function readSummary(reader: Reader, joined: string, lineNumber: number): boolean {
  const lastSpace = joined.search(/\S+$/);
  if (lastSpace <= 0) return false;
  const summary = readSummaryLine(joined.slice(0, lastSpace), joined.slice(lastSpace));
  if (!summary) return false;
  const { invoice } = reader;
  const total: TotalLine = { amount: summary.amount, lineNumber };
  switch (summary.kind) {
    case 'subtotal':
      invoice.subtotal = total;
      reader.phase = 'summary';
      break;
    case 'tax':
      invoice.tax = mergeTax(invoice.tax, { ...total, ratePercent: summary.ratePercent });
      if (reader.phase !== 'after') reader.phase = 'summary';
      break;
    case 'total':
      invoice.total = total;
      endCharges(reader);
      break;
    case 'balanceDue':
      invoice.balanceDue = total;
      endCharges(reader);
      break;
    case 'amountPaid':
      invoice.amountPaid = invoice.amountPaid
        ? { ...invoice.amountPaid, amount: roundCents(invoice.amountPaid.amount + total.amount) }
        : total;
      break;
    case 'rentCollected':
      invoice.context.rentCollected = summary.amount;
      break;
    case 'monthlyRent':
      invoice.context.monthlyRent = summary.amount;
      break;
  }
  reader.lastItem = null;
  return true;
}

/**
 * A total ends the charges, except in the header: many invoices repeat 'Amount Due' in a box at the
 * top, and the item table still follows it.
 */
function endCharges(reader: Reader): void {
  if (reader.phase !== 'header') reader.phase = 'after';
}

function mergeTax(existing: TaxLine | null, next: TaxLine): TaxLine {
  if (!existing) return next;
  return {
    amount: roundCents(existing.amount + next.amount),
    lineNumber: existing.lineNumber,
    ratePercent: existing.ratePercent ?? next.ratePercent,
  };
}

function readHeaderFields(reader: Reader, joined: string, cells: readonly Cell[]): boolean {
  // Side-by-side layouts ('Bill To:        Invoice #: 1042') hold one field per cell; a line whose
  // cells name nothing may still be one field split by padding ('Invoice Number    INV-7').
  const fields = cells.length > 1 ? cells.flatMap((cell) => readHeaderField(cell.text) ?? []) : [];
  if (fields.length === 0) fields.push(...[readHeaderField(joined) ?? []].flat());
  // 'Tech: D. Ruiz   4.5 hrs @ $65.00/hr   $312.00': a label we skip (technician, phone) does not make a line that
  // charges money a header line.
  if (fields.every((f) => f.kind === 'ignored') && looksLikeMoney(joined.trim().split(/\s+/).pop() ?? '')) return false;
  for (const field of fields) applyHeaderField(reader, field);
  const recognised = fields.length > 0;
  if (recognised) {
    reader.sawLabelledField = true;
    reader.headerLines.push(joined);
  }
  return recognised;
}

function applyHeaderField(reader: Reader, field: NonNullable<ReturnType<typeof readHeaderField>>): void {
  const { invoice } = reader;
  switch (field.kind) {
    case 'invoiceNumber':
      invoice.invoiceNumber ??= field.value;
      break;
    case 'invoiceDate':
      invoice.invoiceDate = field.value;
      break;
    case 'dateOnly':
      invoice.invoiceDate ??= field.value;
      break;
    case 'dueDate':
      invoice.dueDate ??= field.value;
      break;
    case 'serviceDates':
      invoice.serviceDates.push(...field.value.filter((d) => !invoice.serviceDates.includes(d)));
      break;
    case 'vendor':
      invoice.vendor = field.value;
      reader.vendorFromLabel = true;
      break;
    case 'billTo':
      if (field.value) invoice.billTo = field.value;
      reader.collectingBillTo = true;
      if (field.value) reader.billToBlock.push(field.value);
      break;
    case 'property':
      invoice.property = field.value;
      break;
    case 'ignored':
      break;
  }
}

/**
 * Unlabelled header lines: the vendor is the first name-like line of the letterhead, before any
 * labelled field; lines after 'Bill To:' form the bill-to block.
 */
function noteHeaderLine(reader: Reader, joined: string, cells: readonly Cell[]): void {
  reader.headerLines.push(joined);
  const first = cells[0]?.text ?? joined;
  if (reader.collectingBillTo) {
    reader.billToBlock.push(first);
    return;
  }
  // A letterhead that carries the number on the same line: 'ACME Plumbing Invoice #1042'.
  const inline = /^(.*?\S)\s+invoice\s*(?:#|no\.?|number)\s*:?\s*([A-Z0-9][A-Z0-9-]*)\s*$/i.exec(first);
  if (inline && reader.invoice.vendor === null && !reader.sawLabelledField && isNameLike(inline[1]!)) {
    reader.invoice.vendor = inline[1]!;
    reader.invoice.invoiceNumber ??= inline[2]!;
    return;
  }
  if (reader.invoice.vendor === null && !reader.sawLabelledField && isNameLike(first)) reader.invoice.vendor = first;
}

function isNameLike(text: string): boolean {
  if (!/[a-z]/i.test(text) || text.length > 70) return false;
  if (/^(invoice|statement|bill|receipt|tax invoice|owner statement|work order|estimate)\b[\s#:]*$/i.test(text))
    return false;
  if (/^(invoice|statement)\b/i.test(text) && /\d/.test(text)) return false;
  if (/^\d/.test(text) || /@|www\.|https?:|\(\d{3}\)|\d{3}[-.]\d{3}[-.]\d{4}/.test(text)) return false;
  return !/:/.test(text);
}

function continuesDescription(reader: Reader, raw: string, item: ItemFields | null, tableRow: boolean): boolean {
  if (!reader.lastItem || reader.phase !== 'items') return false;
  const text = raw.trim();
  if (/:$/.test(text) || (text === text.toUpperCase() && /[A-Z]{3}/.test(text))) return false;
  // A wrapped description is indented, starts in lower case or with a dash or parenthesis, or is a
  // table row whose number columns are empty.
  return (
    /^\s/.test(raw) ||
    /^[a-z(\-–]/.test(text) ||
    (tableRow && item !== null && item.amount === null && item.quantity === null)
  );
}

function endsWithNumber(joined: string): boolean {
  return /\d\)?$/.test(joined.trim());
}

/** CSV when a header row split on commas names at least two item columns. */
function looksLikeCsv(lines: readonly string[]): boolean {
  return lines.some(
    (line) => line.includes(',') && !isPipeRow(line) && readTableHeader('', splitCsvRow(line), true) !== null,
  );
}

function emptyInvoice(layout: 'csv' | 'text'): ParsedInvoice {
  return {
    vendor: null,
    invoiceNumber: null,
    invoiceDate: null,
    dueDate: null,
    serviceDates: [],
    billTo: null,
    property: null,
    state: null,
    lineItems: [],
    fees: [],
    subtotal: null,
    tax: null,
    total: null,
    amountPaid: null,
    balanceDue: null,
    context: { rentCollected: null, monthlyRent: null, disclosedMarkupPercent: null },
    layout,
  };
}
