// Number formatting shared by formulas, the REST view and the narrative. Keeping one formatter means a figure
// quoted in the narrative is spelled exactly as it is in the formula beside it.

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, minimumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** '$1,264' (or '$1,264.14' with cents); negatives as '-$1,264'. */
export function usd(value: number, withCents = false): string {
  const rounded = withCents ? Math.round(value * 100) / 100 : Math.round(value);
  // Rounding can turn -0.4 into -0; a minus sign in front of $0 would only confuse.
  const sign = rounded < 0 ? '-' : '';
  return `${sign}$${groupedAmount(Math.abs(rounded), withCents)}`;
}

// Below this every amount has an exact plain decimal spelling from toFixed; above it (never a real deal) the
// Intl formatter is used. Formatting by hand is ten times faster than Intl, and an analysis formats hundreds of
// amounts in its formulas; the output is the same as Intl's en-US grouping (checked in format.test.ts).
const HAND_FORMAT_LIMIT = 1e15;

function groupedAmount(amount: number, withCents: boolean): string {
  if (!(amount < HAND_FORMAT_LIMIT)) return (withCents ? cents : wholeDollars).format(amount);
  const fixed = amount.toFixed(withCents ? 2 : 0);
  const point = withCents ? fixed.length - 3 : fixed.length;
  let whole = fixed.slice(0, point);
  for (let i = whole.length - 3; i > 0; i -= 3) whole = `${whole.slice(0, i)},${whole.slice(i)}`;
  return whole + fixed.slice(point);
}

/** A value already expressed in percent (5.4 means 5.4%) as '5.4%'. */
export function pct(valuePct: number, decimals = 1): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(valuePct * factor) / factor;
  return `${(Object.is(rounded, -0) ? 0 : rounded).toFixed(decimals)}%`;
}

/** A plain ratio such as a DSCR: '1.25'. */
export function ratio(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(decimals);
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
