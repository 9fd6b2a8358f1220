/**
 * Reads one charge line into description, quantity, unit price, amount and date. Three shapes are
 * understood: rows of a known table (columns by header), free text ending in numbers
 * ('Fill valve  1  38.50  38.50'), and written arithmetic ('6 x $4.25 = $25.50', '2 @ $45.00').
 */
import { findDates } from '../dates.ts';
import { looksLikeMoney, parseMoney } from '../money.ts';
import type { Cell } from './split-cells.ts';
import { assignCells, type TableColumn } from './table-header.ts';

export interface ItemFields {
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number | null;
  date: string | null;
}

// '3 hrs x $95.00/hr', '2 @ $45.00', '6 x $4.25 = $25.50', '4,200 gal @ 0.0125'. A bare 'x' needs
// spaces or a $ price so that dimensions such as 16x25x1 are left alone.
const WRITTEN_PRODUCT =
  /(\d[\d,]*(?:\.\d+)?)\s*([a-z.]{1,8}\s*)?(?:@|\s(?:x|×|\*)\s)\s*(\$?\s?\d[\d,]*(?:\.\d+)?)(?:\s*(?:\/|per)\s*[a-z.]+)?(?:\s*=\s*(\(?-?\$?\s?\d[\d,]*(?:\.\d{1,2})?\)?))?/i;

// A quantity written at the end of a description: 'Labor 3 hrs', 'Mulch 4 cu yd', 'Visits 4'.
const TRAILING_QUANTITY =
  /\s(\d+(?:\.\d+)?)\s*(hrs?\.?|hours?|ea\.?|each|units?|gal(?:lons)?|sq\.?\s?ft|sf|lf|ft|visits?|squares?|sq|yds?|cu\.?\s?yds?|bags?|pcs?|trips?)$/i;

export function readItemFromColumns(
  columns: readonly TableColumn[],
  cells: readonly Cell[],
  positional: boolean,
): ItemFields | null {
  const byRole = positional ? assignByIndex(columns, cells) : assignCells(columns, cells);
  const description = withLocation((byRole.get('description') ?? []).join(' ').trim(), byRole.get('location'));
  const amountText = lastOf(byRole.get('amount'));
  const amount = amountText === undefined ? null : parseMoney(stripUnit(amountText));
  const quantityText = lastOf(byRole.get('quantity'));
  const unitText = lastOf(byRole.get('unitPrice'));
  const dateText = (byRole.get('date') ?? []).join(' ');
  if (description === '' && amount === null) return null;
  const written = readWrittenProduct(description);
  return {
    description: written && amount === null ? written.description : description,
    quantity: quantityText === undefined ? (written?.quantity ?? null) : parseQuantity(quantityText),
    unitPrice: unitText === undefined ? (written?.unitPrice ?? null) : parseMoney(stripUnit(unitText)),
    amount: amount ?? written?.amount ?? null,
    date: findDates(dateText)[0]?.iso ?? findDates(description)[0]?.iso ?? monthDayOf(dateText) ?? null,
  };
}

/**
 * The apartment a row is for ('104' under 'Unit') belongs to what was done, so the same service in two units is two
 * charges. A 'Unit' column that holds units of measure ('ea', 'hr') names no place and is left out.
 */
function withLocation(description: string, location: readonly string[] | undefined): string {
  const place = (location ?? []).join(' ').trim();
  if (description === '' || !/^(?:[A-Z]?-?\d[\w-]*|[A-Z])$/i.test(place)) return description;
  return `${description} (unit ${place})`;
}

/**
 * Free text: numbers at the end of the line are, from the right, amount, unit price and quantity.
 * `requireMoneyFormat` is set outside a table, where only something written like money ($ or cents)
 * may be taken as a charge; otherwise addresses and phone numbers would become items.
 */
export function readItemFromText(text: string, requireMoneyFormat: boolean): ItemFields | null {
  const line = text.replace(/\.{3,}/g, '  ').trim();
  const { numbers, rest } = takeTrailingNumbers(line);
  const amountToken = numbers[numbers.length - 1];
  if (amountToken === undefined) return null;
  if (requireMoneyFormat && !looksLikeMoney(amountToken)) return null;
  const leading = numbers.slice(0, -1);
  // Written arithmetic ('2 @ $12.50') may end in a price that was taken as a trailing number.
  const written = readWrittenProduct([rest, ...leading].join(' '));
  let description = rest;
  let quantity: number | null = null;
  let unitPrice: number | null = null;
  if (written) {
    ({ description, quantity, unitPrice } = written);
  } else if (leading.length >= 2) {
    description = [rest, ...leading.slice(0, -2)].join(' ');
    quantity = parseQuantity(leading[leading.length - 2] ?? '');
    unitPrice = parseMoney(stripUnit(leading[leading.length - 1] ?? ''));
  } else if (leading.length === 1) {
    const only = leading[0] ?? '';
    const trailingQuantity = TRAILING_QUANTITY.exec(rest);
    if (trailingQuantity || looksLikeMoney(only)) {
      unitPrice = parseMoney(stripUnit(only));
      quantity = trailingQuantity ? Number(trailingQuantity[1]) : null;
    } else quantity = parseQuantity(only);
  }
  const dates = findDates(description);
  const firstDate = dates[0];
  const leadingMonthDay = firstDate ? null : LEADING_MONTH_DAY.exec(description);
  if (firstDate && firstDate.index === 0) description = description.slice(firstDate.raw.length);
  else if (leadingMonthDay) description = description.slice(leadingMonthDay[0].length);
  description = cleanDescription(description);
  if (!/[a-z]/i.test(description)) return null;
  const date = firstDate?.iso ?? (leadingMonthDay ? monthDayOf(leadingMonthDay[0]) : null);
  return { description, quantity, unitPrice, amount: parseMoney(stripUnit(amountToken)), date };
}

// '10/02  Service call' opens a row with a month and day whose year is the invoice's.
const LEADING_MONTH_DAY = /^\s*\d{1,2}\/\d{1,2}(?![\d/])/;

/**
 * A month and day without a year ('10/02') as ISO '--10-02'; parseInvoice gives it the invoice's year
 * (parsing/yearless-dates.ts) or drops it, so no rule ever sees it.
 */
function monthDayOf(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const [month, day] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `--${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Words after which a number is an identifier ('Unit 12', 'Bldg 4'), never a quantity or a price.
const IDENTIFIER_WORD =
  /^(unit|apt\.?|apartment|suite|ste\.?|#|no\.?|bldg\.?|building|lot|room|rm\.?|floor|fl\.?|zone|area|section|phase|week|wk|day|house|home|model|invoice|inv\.?|po|p\.o\.)$/i;

function takeTrailingNumbers(line: string): { numbers: string[]; rest: string } {
  const tokens = line.split(/\s+/);
  const numbers: string[] = [];
  while (tokens.length > 1) {
    const last = tokens[tokens.length - 1] ?? '';
    const previous = tokens[tokens.length - 2] ?? '';
    if (previous === '$' && parseMoney(last) !== null) {
      // '$ 45.00' is one amount written with a space.
      numbers.unshift(`$${last}`);
      tokens.splice(-2, 2);
    } else if (
      parseMoney(stripUnit(last)) !== null &&
      !isDateToken(last) &&
      !(numbers.length > 0 && IDENTIFIER_WORD.test(previous))
    ) {
      numbers.unshift(last);
      tokens.pop();
    } else break;
  }
  return { numbers, rest: tokens.join(' ') };
}

interface WrittenProduct {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number | null;
}

function readWrittenProduct(text: string): WrittenProduct | null {
  const match = WRITTEN_PRODUCT.exec(text);
  if (!match) return null;
  const price = match[3] ?? '';
  const byTimes = !match[0].includes('@');
  if (byTimes && !/[$.]/.test(price) && !match[4]) return null;
  const quantity = Number((match[1] ?? '').replaceAll(',', ''));
  const unitPrice = parseMoney((match[3] ?? '').replace(/\s/g, ''));
  if (!Number.isFinite(quantity) || unitPrice === null) return null;
  const amount = match[4] ? parseMoney(match[4].replace(/\s/g, '')) : null;
  return {
    description: cleanDescription(text.slice(0, match.index)) || cleanDescription(text),
    quantity,
    unitPrice,
    amount,
  };
}

function assignByIndex(columns: readonly TableColumn[], cells: readonly Cell[]): Map<string, string[]> {
  const assigned = new Map<string, string[]>();
  cells.forEach((cell, index) => {
    const role = columns[index]?.role ?? 'other';
    if (cell.text !== '') assigned.set(role, [...(assigned.get(role) ?? []), cell.text]);
  });
  return assigned;
}

function parseQuantity(text: string): number | null {
  const match = /^(\d[\d,]*(?:\.\d+)?)/.exec(text.trim());
  if (!match) return null;
  const value = Number((match[1] ?? '').replaceAll(',', ''));
  return Number.isFinite(value) ? value : null;
}

/** '95.00/hr' and '$0.0125/gal' are prices with a unit; the unit is dropped before parsing. */
function stripUnit(text: string): string {
  return text.replace(/\s*(?:\/|per\s)\s*[a-z.]+$/i, '');
}

function isDateToken(token: string): boolean {
  return findDates(token).length > 0;
}

function lastOf(values: string[] | undefined): string | undefined {
  return values?.[values.length - 1];
}

export function cleanDescription(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      // Item numbers ('1.', '2)', '(3)') are not part of the work described; kept, they would hide duplicates.
      .replace(/^\s*(?:\(\d{1,3}\)|\d{1,3}[.)])\s+(?=\D)/, '')
      .replace(/^[\s\-–:*•#.]+/, '')
      .replace(/[\s\-–:=@$]+$/, '')
      .trim()
  );
}
