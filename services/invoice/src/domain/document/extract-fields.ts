/**
 * Reads the header fields of any document class (vendor, number, dates, currency, subtotal, tax,
 * total, balance), each with a confidence and the line it came from. A field that is not printed is
 * reported as not found: the user sees what we could not read instead of an alarm about it.
 *
 * Values are looked for where people print them: after the label on the same line or cell
 * ('Invoice #: 1042'), in the next cell ('Total      $615.50'), on the next line when the label
 * stands alone ('TOTAL' then '15.00'), and under the label in a header table
 * ('Invoice No.   Date' over 'RB-20931   07/14/2025').
 */
import { findDates } from '../dates.ts';
import { splitAlignedRow, splitCsvRow, type Cell } from '../parsing/split-cells.ts';
import { looksLikeCsvLines } from './rows.ts';
import { withOcrLetters, withoutMarkdown } from './clean-printed-text.ts';
import { withoutEarlierBalance } from './earlier-balance.ts';
import { paymentLessChange, totalAfterDiscount, totalWithTip } from './till-adjustments.ts';
import { withWrappedLabelsJoined } from './wrapped-header-labels.ts';
import { headingNamingSender, tradingNameOverLegalName } from './trading-name-heading.ts';
import { countsWholeUnits, moneyLines, readMoney } from './read-money.ts';
import { payableToVendor, sentFromVendor, signatureVendor, thankedVendor, welcomedVendor } from './sender-phrases.ts';
import { numberUnderTitle } from './number-under-title.ts';
import { firstUnlabelledDate } from './unlabelled-date.ts';
import { DAY_FIRST_LANGUAGE, detectCurrency, type CurrencyGuess } from './currency.ts';
import {
  AMOUNT_PAID,
  CREDIT_NOTE_TITLE,
  CREDIT_NOTE_TOTAL,
  DATE_LABELS,
  EARLIER_BALANCE,
  isPartialTotal,
  MONEY_LABELS,
  NUMBER_LABELS,
  SELLER_HEADING,
  TAX_REGISTRATION,
  TITLE_LINE,
  TRADING_NAME_LABEL,
  VENDOR_LABEL,
  type DateFieldName,
  type MoneyFieldName,
} from './field-labels.ts';
import {
  datedTitle,
  dueDateInTerms,
  sellerBlockVendor,
  legalFormVendor,
  footerVendor,
  taxFooterVendor,
  registeredNameVendor,
  isBuyerHeading,
  isStreetLine,
  placeAndDate,
  senderLineVendor,
  type ContextValue,
} from './header-context.ts';

export type FieldName = 'vendor' | 'invoiceNumber' | DateFieldName | 'currency' | MoneyFieldName;

export interface ExtractedField {
  name: FieldName;
  /** The value as text: an ISO date, a number with two decimals, a name or an identifier. */
  value: string | null;
  /** For money fields, the amount. */
  amount: number | null;
  confidence: number;
  /** 1-based source line, null when not found or not tied to a line. */
  line: number | null;
  /** 'embedded' when read from the e-invoice data a PDF carries (Factur-X, ZUGFeRD, XRechnung); else the text. */
  source?: 'embedded';
}

export type ExtractedFields = Record<FieldName, ExtractedField>;

/** Below this confidence a field is shown as unsure, with what was read, and no finding rests on it. */
export const UNSURE_CONFIDENCE = 0.6;

interface Candidate {
  value: string;
  amount: number | null;
  line: number;
  rank: number;
  confidence: number;
}

const FIELD_NAMES: readonly FieldName[] = [
  'vendor',
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'servicePeriod',
  'currency',
  'subtotal',
  'tax',
  'total',
  'balance',
];

export function extractFields(printed: readonly string[]): ExtractedFields {
  const lines = printed.map(withoutMarkdown);
  const currency = detectCurrency(lines.join('\n'));
  // Without an unambiguous date, a marked currency tells the convention; unmarked amounts in a European language's
  // document are day first ('Date facturation : 05/03/2025').
  const dayFirst =
    writesDayFirst(lines) ??
    (currency.confidence >= 0.8 ? currency.dayFirst : writtenInDayFirstLanguage(lines) || currency.dayFirst);
  const candidates = new Map<FieldName, Candidate[]>();
  const add = (name: FieldName, candidate: Candidate) =>
    candidates.set(name, [...(candidates.get(name) ?? []), candidate]);
  // A value read from its context (a phrase, a block, a title) is a name, a number or a date, never an amount.
  const addFromContext = (name: FieldName, found: ContextValue | null, rank: number, confidence: number) => {
    if (found) add(name, { ...found, amount: null, rank, confidence });
  };
  const csv = looksLikeCsvLines(lines);
  const creditNote = lines.slice(0, 20).some((line) => CREDIT_NOTE_TITLE.test(line.trim()));
  const receiptTitled = lines.slice(0, 3).some((line) => RECEIPT_TITLE.test(line.trim()));
  const paid: Candidate[] = [];
  const earlier: Candidate[] = [];
  const wholeUnits = countsWholeUnits(lines);
  // CSV rows keep empty cells and are read by column index: a header row names the fields of the rows below it.
  const rows = csv
    ? lines.map((line) => splitCsvRow(line).map((c, i) => ({ ...c, start: i * 1000, end: i * 1000 + 1 })))
    : withWrappedLabelsJoined(lines.map((line) => splitAlignedRow(line.replace(/\.{3,}/g, '  '))));

  rows.forEach((cells, index) => {
    cells.forEach((cell, cellIndex) => {
      // Tills decorate their labels: '**** BALANCE', '=== TOTAL', '> Amount due'.
      // A till prints its item count before the sum: '3 BALANCE DUE  3.58'.
      const printedLabel = withEnglishGloss(
        cell.text.replace(/^[*=~>]+\s*(?=\p{L})/u, '').replace(/^\d{1,3}\s+(?=(?:balance|total|bal)\b)/i, ''),
      );
      // Labels are matched as OCR meant them ('T0TAL'); what follows a label is read as printed.
      const label = withOcrLetters(printedLabel);
      const credited = creditNote ? CREDIT_NOTE_TOTAL.exec(label) : null;
      if (credited) {
        const found = moneyAfter(rows, index, cellIndex, printedLabel.slice(credited[0].length), wholeUnits);
        if (found) add('total', { ...found, rank: 4, confidence: 0.85 });
      }
      const carried = EARLIER_BALANCE.exec(label);
      const carriedAmount =
        carried && moneyAfter(rows, index, cellIndex, printedLabel.slice(carried[0].length), wholeUnits);
      if (carriedAmount) earlier.push({ ...carriedAmount, rank: 1, confidence: 0.8 });
      const paidLabel = AMOUNT_PAID.exec(label);
      const paidAmount =
        paidLabel && moneyAfter(rows, index, cellIndex, printedLabel.slice(paidLabel[0].length), wholeUnits);
      if (paidAmount) paid.push({ ...paidAmount, rank: 1, confidence: 0.7 });
      for (const { field, pattern, rank } of MONEY_LABELS) {
        const match = pattern.exec(label);
        if (!match || (field === 'total' && isPartialTotal(label))) continue;
        const found =
          moneyAfter(rows, index, cellIndex, printedLabel.slice(match[0].length), wholeUnits) ??
          figureBeforeLabel(cells, cellIndex, field, index, wholeUnits);
        if (found) add(field, { ...found, rank, confidence: found.line === index + 1 ? 0.9 : 0.75 });
        break;
      }
      for (const { field, pattern, rank } of DATE_LABELS) {
        const match = pattern.exec(label);
        if (!match) continue;
        const found = valueAfter(
          rows,
          index,
          cellIndex,
          printedLabel.slice(match[0].length),
          (text) => findDates(text, dayFirst)[0]?.iso ?? null,
        );
        if (found) add(field, { ...found, amount: null, rank, confidence: found.line === index + 1 ? 0.9 : 0.7 });
        break;
      }
      // A lone 'No.' whose cell is followed by nothing but an identifier: 'No.     BW-2317' in a right-hand header.
      const nextText = cells[cellIndex + 1]?.text.trim() ?? '';
      const markedValue = cells.length === cellIndex + 2 && identifier(nextText) === nextText;
      for (const { pattern, rank } of NUMBER_LABELS) {
        const match =
          pattern.exec(label) ??
          (underTitle(lines, index) || markedValue || besideTitle(cells, cellIndex)
            ? (BARE_NUMBER_LABEL.exec(label) ?? LONE_NUMBER_MARK.exec(label))
            : null);
        if (!match) continue;
        const found = valueAfter(rows, index, cellIndex, printedLabel.slice(match[0].length), identifier, true);
        // A document titled as a receipt is numbered by its receipt number, above the invoice it settles.
        const own = receiptTitled && /^(?:receipt|rcpt)/i.test(label) ? 7 : rank;
        if (found)
          add('invoiceNumber', {
            ...found,
            amount: null,
            rank: own,
            confidence: found.line === index + 1 ? 0.9 : 0.75,
          });
        break;
      }
      // 'Seller name:  Kestrel Couriers' puts the name in the next cell when a wide gap follows the colon; the address
      // after a comma ('Émetteur : Moreau SAS, 8 avenue ...', 'Sender: Schmidt IT, Hauptweg 3, ...') is no part of it.
      const trading = TRADING_NAME_LABEL.exec(printedLabel);
      const vendor = trading ?? VENDOR_LABEL.exec(printedLabel);
      const named = withoutAddress(vendor ? vendor[1]?.trim() || cells[cellIndex + 1]?.text.trim() : undefined);
      if (named && /\p{L}{2}/u.test(named) && findDates(named).length === 0)
        add('vendor', { value: named, amount: null, line: index + 1, rank: trading ? 6 : 5, confidence: 0.9 });
    });
  });
  addFromContext('vendor', signatureVendor(lines), 3, 0.7);
  addFromContext('vendor', thankedVendor(lines), 2, 0.7);
  addFromContext('vendor', welcomedVendor(lines), 2, 0.7);
  addFromContext('vendor', sentFromVendor(lines), 5, 0.85);
  addFromContext('vendor', payableToVendor(lines), 4, 0.8);
  const letterhead = csv ? csvVendor(rows) : withEnglishName(letterheadVendor(rows), rows);
  if (letterhead) add('vendor', letterhead);
  if (!csv) {
    addFromContext('vendor', sellerBlockVendor(rows), 5, 0.85);
    const legal = legalFormVendor(rows);
    addFromContext('vendor', legal, 2, 0.7);
    addFromContext('vendor', tradingNameOverLegalName(rows, letterhead, legal), 3, 0.7);
    addFromContext('vendor', registeredNameVendor(rows), 3, 0.75);
    addFromContext('vendor', footerVendor(rows) ?? taxFooterVendor(rows), 3, 0.75);
    const sender = senderLineVendor(rows);
    // The sender line may shorten the name the letterhead prints in full ('Alphabet' for 'Alphabet Fuhrpark GmbH').
    const fuller = sender && legal?.value.toLowerCase().startsWith(sender.value.toLowerCase()) ? legal : sender;
    addFromContext('vendor', headingNamingSender(letterhead, fuller) ?? fuller, 4, 0.8);
    const titled = datedTitle(lines, dayFirst);
    if (titled) addFromContext('issueDate', { value: titled.value, line: titled.line }, 4, 0.85);
    if (titled?.number) addFromContext('invoiceNumber', { value: titled.number, line: titled.line }, 5, 0.85);
    addFromContext('invoiceNumber', numberUnderTitle(lines, identifier), 4, 0.75);
    addFromContext('issueDate', placeAndDate(rows, dayFirst), 4, 0.8);
    addFromContext('dueDate', dueDateInTerms(lines, dayFirst), 3, 0.75);
  }
  addFromContext('issueDate', firstUnlabelledDate(lines, dayFirst), 1, 0.5);

  const fields = Object.fromEntries(
    FIELD_NAMES.map((name) => [name, best(name, candidates.get(name) ?? [])]),
  ) as ExtractedFields;
  fields.currency = currencyField(currency);
  // A receipt that prints no total, what was paid and a balance of nothing left states its total as the payment.
  const settled = fields.total.value === null && fields.balance.amount === 0 && paid.length > 0;
  if (settled) fields.total = best('total', paid);
  // A document that prints only 'Amount Due' or 'Balance Due' states its total that way.
  if (fields.total.value === null && fields.balance.value !== null)
    fields.total = { ...fields.balance, name: 'total', confidence: fields.balance.confidence * 0.8 };
  const amounts = moneyLines(rows, wholeUnits);
  // A receipt that prints only what was paid states its total that way, less any change handed back.
  if (fields.total.value === null && paid.length > 0) fields.total = lessChange(best('total', paid), rows, amounts);
  // An invoice exported as CSV line items ('Invoice No,...,Item Amount') prints no total row: its lines add up to it.
  const lineSum = csv && fields.total.value === null ? csvLineAmountSum(rows, wholeUnits) : null;
  if (lineSum) fields.total = best('total', [lineSum]);
  fields.total = totalWithTip(totalAfterDiscount(fields.total, fields.balance, rows, amounts), rows, amounts);
  return withoutEarlierBalance(fields, earlier, amounts);
}

function lessChange(paid: ExtractedField, rows: readonly Cell[][], printed: ReadonlyMap<number, number[]>) {
  const net = paid.line === null ? null : paymentLessChange({ amount: paid.amount, line: paid.line }, rows, printed);
  return net === null ? paid : { ...paid, value: net.toFixed(2), amount: net };
}

/** Highest rank wins; among equals the last printed, since totals repeated at the top are summaries of the bottom. */
function best(name: FieldName, candidates: readonly Candidate[]): ExtractedField {
  let chosen: Candidate | null = null;
  for (const candidate of candidates) {
    const later = name === 'total' || name === 'balance' || name === 'tax' || name === 'subtotal';
    if (!chosen || candidate.rank > chosen.rank || (candidate.rank === chosen.rank && later)) chosen = candidate;
  }
  if (!chosen) return { name, value: null, amount: null, confidence: 0, line: null };
  // Two equally good readings that disagree make the field less certain.
  const rival = candidates.some((c) => c !== chosen && c.rank === chosen.rank && c.value !== chosen.value);
  return {
    name,
    value: chosen.value,
    amount: chosen.amount,
    confidence: rival ? chosen.confidence * 0.6 : chosen.confidence,
    line: chosen.line,
  };
}

function moneyAfter(
  rows: readonly Cell[][],
  index: number,
  cellIndex: number,
  rest: string,
  wholeUnits: boolean,
): Omit<Candidate, 'rank' | 'confidence'> | null {
  const readAmount = (text: string) => readMoney(text, wholeUnits);
  // On the label's own line the amount is the last money cell (after rates such as '7.5%' or dates).
  // Single-spaced text ('GST @6% : 0.85') keeps label and amount in one cell: the amount is its last token.
  const lastToken = rest.trim().split(/\s+/).pop() ?? '';
  const sameLine = [rest, lastToken, ...(rows[index] ?? []).slice(cellIndex + 1).map((c) => c.text)];
  for (let i = sameLine.length - 1; i >= 0; i -= 1) {
    const amount = readAmount(sameLine[i] ?? '');
    if (amount !== null) return { value: amount.toFixed(2), amount, line: index + 1 };
  }
  const next = nextRow(rows, index);
  // A summary table of labels over figures ('Nettobetrag  USt 19%  Bruttobetrag' over '1.000,00 €  190,00 €
  // 1.190,00 €'): the figure in the label's column. Every heading must name an amount, so that an item table's
  // 'Menge  Preis  Gesamt' is never read so.
  const labels = rows[index] ?? [];
  const figures = next?.cells.map((c) => readAmount(c.text)) ?? [];
  const summary =
    labels.length > 1 &&
    figures.length === labels.length &&
    figures.every((a) => a !== null) &&
    labels.every(namesAmount);
  if (next && summary) {
    const amount = figures[cellIndex] ?? null;
    return amount === null ? null : { value: amount.toFixed(2), amount, line: next.index + 1 };
  }
  if (sameLine.some((text) => /\d/.test(text))) return null;
  // The figure alone on the next line, or after its currency code in a cell of its own ('EUR      1.190,00').
  const currencyFirst = next?.cells.length === 2 && /^[A-Z]{3}$|^[€£$]$/.test(next.cells[0]?.text.trim() ?? '');
  const amount =
    next && (next.cells.length === 1 || currencyFirst)
      ? readAmount(next.cells[next.cells.length - 1]?.text ?? '')
      : null;
  return amount !== null && next ? { value: amount.toFixed(2), amount, line: next.index + 1 } : null;
}

/**
 * A table whose amount column comes first prints its total the same way: ' 2008.00    TOTAL DUE - net 30'. Only a
 * total or an amount to pay is read so, and only from a row that begins with the figure alone.
 */
function figureBeforeLabel(
  cells: readonly Cell[],
  cellIndex: number,
  field: MoneyFieldName,
  index: number,
  wholeUnits: boolean,
): Omit<Candidate, 'rank' | 'confidence'> | null {
  if (cellIndex !== 1 || (field !== 'total' && field !== 'balance')) return null;
  const amount = readMoney(cells[0]?.text ?? '', wholeUnits);
  return amount === null ? null : { value: amount.toFixed(2), amount, line: index + 1 };
}

/** A heading of a summary table: a money label, also after 'zzgl.', 'plus' or 'inkl.' ('zzgl. 19 % MwSt.'). */
function namesAmount(cell: Cell): boolean {
  const text = withOcrLetters(cell.text.trim()).replace(
    /^(?:zzgl\.?|zuzüglich|plus|\+|inkl\.?|incl\.?)\s*(?:\d+[,.]?\d*\s*%\s*)?/i,
    '',
  );
  return MONEY_LABELS.some((l) => l.pattern.test(text));
}

function valueAfter(
  rows: readonly Cell[][],
  index: number,
  cellIndex: number,
  rest: string,
  read: (text: string) => string | null,
  wholeCellBelow = false,
): Omit<Candidate, 'rank' | 'confidence' | 'amount'> | null {
  const inline = read(rest.replace(/^[\s:#.]+/, ''));
  if (inline) return { value: inline, line: index + 1 };
  if (rest.trim() !== '' && !/^[\s:#.]+$/.test(rest) && !TRANSLATED_LABEL.test(rest)) return null;
  const cells = rows[index] ?? [];
  const cell = cells[cellIndex];
  const nextCell = cells[cellIndex + 1];
  // 'Invoice #:    1042' is a value in the next cell; a header table of labels has no value there.
  if (nextCell && !isLabelCell(nextCell.text)) {
    // Aligned colons stand in the value's cell: 'Invoice No   : 1155207'.
    const value = read(nextCell.text.replace(/^\s*[:#]\s*/, ''));
    if (value) return { value, line: index + 1 };
  }
  const next = nextRow(rows, index);
  if (!next || !cell) return null;
  // Text from a PDF loses the columns' x positions, so a lone value under a header row belongs to the label read.
  const under =
    next.cells.find((c) => c.start < cell.end + 2 && c.end > cell.start - 2) ??
    (cells.length === 1 || next.cells.length === 1 ? next.cells[0] : undefined);
  const value = under ? read(under.text) : null;
  // A number read from the line below must fill its cell: 'INVOICE' over '12 Harbour Road' is a title over an address.
  if (wholeCellBelow && value !== under?.text.trim()) return null;
  return value ? { value, line: next.index + 1 } : null;
}

// A bilingual invoice prints each label in both languages: 'Factuurnummer / Invoice no.', 'Rechnungsdatum / Date'. The
// translation after the slash is no value; the value follows it.
const TRANSLATED_LABEL = /^\s*\/\s*\p{L}[\p{L} .°º#'’-]{0,30}:?\s*$/u;

// 'Receipt', 'PAYMENT RECEIPT', 'Receipt from Larchmont Cloud Hosting' as the document's first lines.
const RECEIPT_TITLE = /^(?:(?:payment|sales|official)\s+)?receipt(?:\s+from\s+\S.*)?$/i;

// 'Numéro :', 'Nummer:', 'Number:', 'Nr.' alone name the document's number only right under its title ('Facture');
// elsewhere they may number the customer or the seller.
const BARE_NUMBER_LABEL = /^(?:num[ée]ro|nummer|number|nr)\s*[:.]\s*(?=[A-Z]{0,5}[-/]?\d)/i;

// 'CASH BILL' over a lone 'NO:' over 'CB-004417': OCR puts each word of the label and its value on a line of its own.
const LONE_NUMBER_MARK = /^(?:no\.?|n[°º]\.?|#)\s*:?\s*$/i;

// A bilingual till glosses its labels in English: 'Tổng cộng (Total):', 'Ngày (Date):', 'Số HĐ (No.):'.
const GLOSSED_LABEL = /^[^():\d]{1,30}?\s*\(([A-Za-z][A-Za-z .#]{0,24})\)\s*(.*)$/u;

/** The English gloss in place of a label the checker does not read; a label it reads stays as printed. */
function withEnglishGloss(text: string): string {
  const glossed = labelGloss(text);
  if (!glossed || readsAsLabel(withOcrLetters(text))) return text;
  return `${glossed[1] ?? ''}${glossed[2] ?? ''}`;
}

/**
 * The English gloss of a label: it must itself read as a label ('(Total)', '(Date)', '(No.)'), so that an item's
 * note in brackets ('Débours non soumis à TVA (huissier)') is no gloss.
 */
function labelGloss(text: string): RegExpExecArray | null {
  const glossed = GLOSSED_LABEL.exec(text);
  const gloss = glossed?.[1]?.trim() ?? '';
  return glossed && (readsAsLabel(gloss) || LONE_NUMBER_MARK.test(gloss)) ? glossed : null;
}

/**
 * A bilingual till that glosses its labels in English ('Số HĐ (No.):') prints its name in English too, on the line
 * under the name in its own language ('NHÀ HÀNG PHỐ CỔ' over 'Pho Co Restaurant'): the name it gives its English
 * readers.
 */
function withEnglishName(letterhead: Candidate | null, rows: readonly Cell[][]): Candidate | null {
  const glossed = rows.some((cells) => cells.some((cell) => labelGloss(cell.text) && !readsAsLabel(cell.text)));
  const below = rows[letterhead?.line ?? -1];
  const text = below?.length === 1 ? (below[0]?.text.trim() ?? '') : '';
  const english = /^[A-Za-z][A-Za-z&'. -]*[A-Za-z.]$/.test(text) && text.split(/\s+/).length >= 2;
  if (!letterhead || !glossed || /^[\x20-\x7e]*$/.test(letterhead.value) || !english) return letterhead;
  return { ...letterhead, value: text, line: letterhead.line + 1 };
}

function readsAsLabel(text: string): boolean {
  return isFieldLabel(text) || NUMBER_LABELS.some((l) => l.pattern.test(text)) || VENDOR_LABEL.test(text);
}

function underTitle(lines: readonly string[], index: number): boolean {
  const above = lines
    .slice(0, index)
    .filter((line) => line.trim() !== '')
    .slice(-2);
  return above.some((line) => TITLE_LINE.test(line.trim()) && line.trim().split(/\s+/).length <= 3);
}

/** 'Rechnung      Nr. 7-24081': the title alone in the cell before the number's, on the same line. */
function besideTitle(cells: readonly Cell[], cellIndex: number): boolean {
  const before = cells[cellIndex - 1]?.text.trim() ?? '';
  return cellIndex === 1 && TITLE_LINE.test(before) && !/\d/.test(before) && before.split(/\s+/).length <= 3;
}

function writtenInDayFirstLanguage(lines: readonly string[]): boolean {
  return lines.some((line) => DAY_FIRST_LANGUAGE.test(line));
}

/** A row that begins with a field's label ('AMOUNT PAID', 'Date of issue') is past the letterhead. */
function isFieldLabel(text: string): boolean {
  return [...DATE_LABELS, ...MONEY_LABELS].some((l) => l.pattern.test(text)) || AMOUNT_PAID.test(text);
}

function isLabelCell(text: string): boolean {
  return (
    /[:#]$/.test(text.trim()) ||
    [...DATE_LABELS, ...MONEY_LABELS].some((l) => l.pattern.test(text)) ||
    NUMBER_LABELS.some((l) => l.pattern.test(text) && !/\d/.test(text))
  );
}

function nextRow(rows: readonly Cell[][], index: number): { cells: Cell[]; index: number } | null {
  for (let i = index + 1; i < Math.min(rows.length, index + 3); i += 1) {
    const cells = rows[i] ?? [];
    if (cells.length > 0) return { cells, index: i };
  }
  return null;
}

/** An identifier has a digit, no spaces inside, and is not a date or a phone number. */
function identifier(text: string): string | null {
  // A series code, a space and a slashed or hyphenated number are one identifier: 'FR 2025/118', 'INV 2025-1201-OAK'.
  // A series of letters before the number is part of it too ('FEV 18823'), and so are the digit groups a number is
  // printed in after its series ('SR 25 0042').
  const series =
    /^([A-Z]{2,4} (?:[A-Z0-9]+\/)+\d+|[A-Z]{2,4} \d+(?:-[A-Z0-9]+)+|[A-Z]{2,4}(?: \d{2,}){2,3}|[A-Z]{2,4} \d{3,})(?![\w/-])/.exec(
      text.trim(),
    )?.[1];
  if (series && findDates(series).length === 0) return series;
  // Tickets and Belege print a long number in groups ('0227 118403'): a cell of digit groups alone is one number.
  if (/^\d{2,}(?: \d{2,})+$/.test(text.trim()) && text.trim().length <= 30) return text.trim();
  const token = /^([A-Z0-9][A-Z0-9\-/_.]*[A-Z0-9])/i.exec(text.trim())?.[1];
  if (!token || !/\d/.test(token) || token.length > 30) return null;
  if (findDates(token).length > 0 || /^\d{3}[-.]\d{3}[-.]\d{4}$/.test(token)) return null;
  return token;
}

/** A name followed by its address: the parts before the first one with a digit ('Smith, Jones & Co, 12 High St'). */
function withoutAddress(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(/,\s*/);
  const street = parts.findIndex((part) => /\d/.test(part));
  return street > 0 ? parts.slice(0, street).join(', ') : text;
}

/**
 * The sum of a CSV export's line-amount column ('Item Amount', 'Line Total', 'Amount'), every row below its header
 * holding a figure there; null when some row does not.
 */
function csvLineAmountSum(rows: readonly Cell[][], wholeUnits: boolean): Candidate | null {
  const header = rows.findIndex((row) => row.some((c) => CSV_LINE_AMOUNT.test(c.text.trim())));
  const column = header >= 0 ? (rows[header] ?? []).findIndex((c) => CSV_LINE_AMOUNT.test(c.text.trim())) : -1;
  const amounts = rows
    .slice(header + 1)
    .filter((row) => row.some((c) => c.text.trim() !== ''))
    .map((row) => readMoney(row[column]?.text ?? '', wholeUnits));
  if (column < 0 || amounts.length === 0 || amounts.some((a) => a === null)) return null;
  const sum = Math.round(amounts.reduce((s: number, a) => s + (a ?? 0), 0) * 100) / 100;
  return { value: sum.toFixed(2), amount: sum, line: rows.length, rank: 1, confidence: 0.6 };
}

const CSV_LINE_AMOUNT = /^(?:(?:item|line)\s+)?(?:amount|total)$|^extended(?:\s+amount)?$/i;

/** A CSV export names its vendor in a column ('Vendor', 'Vendor Name', 'Payee'). */
function csvVendor(rows: readonly Cell[][]): Candidate | null {
  for (let i = 0; i < Math.min(rows.length, 5); i += 1) {
    const column = (rows[i] ?? []).findIndex((c) =>
      /^(?:vendor(?:\s+name)?|supplier|payee|company|contractor)$/i.test(c.text.trim()),
    );
    const value = column >= 0 ? rows[i + 1]?.[column]?.text.trim() : undefined;
    if (value) return { value, amount: null, line: i + 2, rank: 4, confidence: 0.85 };
  }
  return null;
}

// A till's slogan or greeting above its name ('Save money. Live better.', 'Welcome to ...'): a sentence, not a name.
// A name may end in a dotted abbreviation ('Tischlerei Gruber e.U.', 'Muster a.G.', 'Idraulica Rossi S.N.C.'), which is
// no sentence's full stop.
const SLOGAN =
  /^(?:welcome|thank|thanks|please|visit\s+us|open\s+daily)\b|[!]$|(?<!\b(?:co|inc|ltd|corp|bros|llc|plc|pty|bhd|sdn|st|jr|sr|no)|(?:^|[\s(])\p{L}{1,2}(?:\.\p{L}{1,2})+)\.$/iu;

const PRINTED_SERIAL = /^(?:no\.?|n[°º]\.?|nr\.?|#)\s*\d+$/i;

/**
 * The first name-like line at the top, before any labelled field: the letterhead. An e-mail's at-sign touches its
 * name; a spaced one is a branch's place ('FOOD HALL @ MARINA') and the line is still the name.
 */
function letterheadVendor(rows: readonly Cell[][]): Candidate | null {
  for (let i = 0; i < Math.min(rows.length, 8); i += 1) {
    const text = rows[i]?.[0]?.text ?? '';
    if (text === '') continue;
    // A tax registration printed above the name ('VAT Reg No: GB 350 1234 56') is no label of the document's.
    if (TAX_REGISTRATION.test(text)) continue;
    // A receipt book's pre-printed number in the top corner ('No. 2217') stands above the name, not after it.
    if (PRINTED_SERIAL.test(text) && (rows[i]?.length ?? 0) === 1) continue;
    if (/:/.test(text) && !/^[^:]+$/.test(text)) return null;
    if (
      isBuyerHeading(text) ||
      isFieldLabel(text) ||
      NUMBER_LABELS.some((l) => l.pattern.test(text) && /\d/.test(text))
    )
      return null;
    // A heading over the seller's block ('From', 'Vendeur') names no one; the block under it is read on its own.
    if (SELLER_HEADING.test(text)) continue;
    if (
      TITLE_LINE.test(text) ||
      isStreetLine(text) ||
      SLOGAN.test(text) ||
      !/[a-z]{2}/i.test(text) ||
      /^\(?\d/.test(text) ||
      /\S@|www\.|https?:|\d{3}[-.)\s]+\d{3}[-.]\d{4}/.test(text)
    )
      continue;
    return { value: text.replace(/\s+—\s+.*$/, ''), amount: null, line: i + 1, rank: 1, confidence: 0.6 };
  }
  return null;
}

/**
 * Day-first when some numeric date can only be read day-first (25/12/2018) and none only month-first;
 * month-first in the reverse case; otherwise unknown (null), and the document's country decides.
 */
function writesDayFirst(lines: readonly string[]): boolean | null {
  const pairs = lines.flatMap((line) =>
    [...line.matchAll(/(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})(?![\d/-]|\.\d)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]),
  );
  const dayFirst = pairs.some(([a, b]) => (a ?? 0) > 12 && (b ?? 0) <= 12);
  const monthFirst = pairs.some(([a, b]) => (b ?? 0) > 12 && (a ?? 0) <= 12);
  if (dayFirst !== monthFirst) return dayFirst;
  return null;
}

function currencyField(currency: CurrencyGuess): ExtractedField {
  return { name: 'currency', value: currency.code, amount: null, confidence: currency.confidence, line: currency.line };
}

export const FIELD_LABELS: Readonly<Record<FieldName, string>> = {
  vendor: 'Vendor',
  invoiceNumber: 'Invoice number',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  servicePeriod: 'Service date',
  currency: 'Currency',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  balance: 'Balance due',
};

/** The fields in display order, each with its label and whether it was found. */
export function listFields(fields: ExtractedFields): (ExtractedField & { label: string; found: boolean })[] {
  return FIELD_NAMES.map((name) => ({
    ...fields[name],
    label: FIELD_LABELS[name],
    found: fields[name].value !== null,
  }));
}
