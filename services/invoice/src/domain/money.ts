/**
 * Money helpers. Invoices print amounts in many styles ($1,234.56, (45.00), -45, 1234.5); everything
 * is turned into a number of dollars and compared after rounding to cents, because binary floating
 * point would otherwise report 0.1 + 0.2 as a one-cent error.
 */

// One token: optional parentheses or minus (credits), optional dollar sign, digits with or without
// thousands separators, up to two decimals. Fractions (3/4), dimensions (16x25) and phone numbers
// (555-0134) do not match, which keeps them in descriptions.
const MONEY_TOKEN = /^(\()?(-)?(?:US)?\$?\s?(-)?((?:\d{1,3}(?:,\d{3})+)|\d+)(\.\d{1,4})?(\))?$/;

export function parseMoney(token: string): number | null {
  const match = MONEY_TOKEN.exec(token.trim());
  if (!match) return null;
  const [, open, minusBefore, minusAfter, whole, fraction, close] = match;
  if (Boolean(open) !== Boolean(close)) return null;
  const value = Number(`${(whole ?? '').replaceAll(',', '')}${fraction ?? ''}`);
  if (!Number.isFinite(value)) return null;
  const negative = Boolean(open) || Boolean(minusBefore) || Boolean(minusAfter);
  return negative ? -value : value;
}

// An amount in either European or English form: '1.234,56', '1 234,56', '-8,79', '1,234.56', '(45.00)'.
const GROUPED_AMOUNT = /^(\()?([-−])?(\d{1,3}(?:([.,' \u00a0\u202f])\d{3})*|\d+)(?:([.,])(\d{1,4}))?(-)?(\))?$/;

/**
 * Reads an amount printed with either decimal mark. The last separator followed by one, two or four
 * digits is the decimal mark ('529,87', '9,9000', '1.234,56'); a separator followed by exactly three
 * digits is a thousands mark ('1,234', '20.000'), as both conventions print it. Currency signs and codes
 * must be removed by the caller.
 */
export function parseAmount(token: string): number | null {
  const match = GROUPED_AMOUNT.exec(token.trim());
  if (!match) return null;
  const [, open, minus, whole = '', group, decimalMark, fraction, trailingMinus, close] = match;
  if (Boolean(open) !== Boolean(close)) return null;
  // '1.234.567' groups with one mark; a decimal mark equal to the grouping mark means it was a group ('1,234' read
  // above).
  if (group && decimalMark === group) return null;
  if (decimalMark && fraction?.length === 3) return null;
  // '0,025' is a price with three decimals, not twenty-five.
  if (group && whole.startsWith(`0${group}`)) return null;
  const digits = group ? whole.split(group).join('') : whole;
  const value = Number(`${digits}${fraction ? `.${fraction}` : ''}`);
  if (!Number.isFinite(value)) return null;
  return open || minus || trailingMinus ? -value : value;
}

/** True when the token is written the way money is written (a $ sign or exactly two decimals), not a bare count. */
export function looksLikeMoney(token: string): boolean {
  const trimmed = token.trim();
  return parseMoney(trimmed) !== null && (/\$/.test(trimmed) || /\.\d{2}\)?$/.test(trimmed));
}

export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function sum(values: readonly number[]): number {
  return roundCents(values.reduce((total, value) => total + value, 0));
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(value: number): string {
  return USD.format(roundCents(value));
}

export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}
