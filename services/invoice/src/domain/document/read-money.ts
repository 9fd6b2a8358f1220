/**
 * Amounts as invoices and receipts print them after a label: either decimal convention, currency codes and signs
 * before or after the figure, credits in parentheses, and whole units in currencies without cents.
 */
import { parseAmount } from '../money.ts';
import type { Cell } from '../parsing/split-cells.ts';

// South African rand and Brazilian real print 'R 427.74' and 'R$ 316,83'; yen, won and dong their sign ('¥634').
const CURRENCY_PREFIX =
  /^(?:USD|US|RM|MYR|SGD|S\$|CAD|C\$|AUD|A\$|NZD|GBP|EUR|CHF|NOK|SEK|DKK|PLN|CZK|INR|Rs\.?|₹|£|€|R\$|R(?=\s?\d)|ZAR|BRL|JPY|¥|KRW|₩|VND|₫)\s*\$?\s*/i;
// Quebec and French-Canadian bills print the dollar sign after the amount: '977,29 $'; Latin American and Asian bills
// their currency code: '4,640.00 MXN'; Nordic, Polish, Czech, Hungarian and Turkish tills their own sign: '89,60 kr',
// '23,40 zł', '128,00 Kč', '990 Ft', '45,50 TL'.
const CURRENCY_SUFFIX =
  /\s*(?:SR|ZR|S|Z|T|N|USD|CAD|MYR|RM|EUR|GBP|CHF|NOK|SEK|DKK|PLN|CZK|INR|MXN|BRL|ARS|CLP|COP|PEN|AUD|NZD|SGD|HKD|PHP|THB|ZAR|AED|€|£|\$|kr\.?|zł|Kč|Ft|TL|₺)$/i;

const LAKH_GROUPED = /^-?\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{2})?$/;

/**
 * An amount as printed after a label, in either decimal convention ('1.234,56 €', '$1,234.56', '-8,79'); in a
 * document of whole units, also '41.300' or '41,300' (rupiah, yen, won).
 */
export function readMoney(text: string, wholeUnits: boolean): number | null {
  const trimmed = text.trim().replace(/^:\s*/, '');
  // The currency may follow the figure too: '356.400 VND', '41.300 đ'.
  const whole = wholeUnits
    ? /^(?:rp\.?|idr|¥|jpy|₩|krw|vnd|₫|(?:cop|clp|ars)?\s*\$)?\s*(-?\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:\s*(?:vnd|₫|đ|idr|jpy|krw|円))?$/i.exec(
        trimmed,
      )
    : null;
  if (whole?.[1]) return Number(whole[1].replace(/[.,]/g, ''));
  const token = trimmed
    .replace(CURRENCY_PREFIX, '')
    .replace(CURRENCY_SUFFIX, '')
    .replace(/^([-−])\s*(?:€|£|\$)\s*/, '$1')
    .replace(/^\(\s*(?:US)?(?:\$|€|£)\s*/, '(')
    .replace(/^\$\s*/, '');
  if (!/\d/.test(token)) return null;
  // Indian figures group lakhs and crores in twos: '1,82,900.00' is 182,900.00.
  const value = parseAmount(LAKH_GROUPED.test(token) ? token.replace(/,/g, '') : token);
  // A sign marks money without decimals: '$40', '€ 9', and the whole units of yen, won and dong ('¥634').
  const marked = /^(?:US)?\$|[€£¥₩₫]/.test(trimmed);
  return value !== null && (/[.,]\d{2}\)?-?$/.test(token) || marked) ? value : null;
}

/**
 * Currencies without cents (rupiah, yen, won) print '41.300' for 41,300: a document whose figures are grouped in
 * thousands (or millions: '1.487.500') and none of which carries two decimals counts in whole units.
 */
export function countsWholeUnits(lines: readonly string[]): boolean {
  const text = lines.join('\n');
  return /(?<![\d.,])\d{1,3}(?:[.,]\d{3})+(?![\d.,])/.test(text) && !/\d[.,]\d{2}(?![\d.,])/.test(text);
}

/** Every amount printed on each line (1-based), for checks that look for a figure anywhere in the document. */
export function moneyLines(rows: readonly Cell[][], wholeUnits: boolean): Map<number, number[]> {
  const lines = new Map<number, number[]>();
  rows.forEach((cells, index) => {
    const amounts = cells
      .flatMap((cell) => [cell.text, cell.text.trim().split(/\s+/).pop() ?? ''])
      .map((text) => readMoney(text, wholeUnits))
      .filter((amount): amount is number => amount !== null);
    if (amounts.length > 0) lines.set(index + 1, amounts);
  });
  return lines;
}
