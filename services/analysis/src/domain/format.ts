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
  if (!withCents) return groupedWhole(amount);
  const fixed = amount.toFixed(2);
  return groupedWhole(Number(fixed.slice(0, -3))) + fixed.slice(-3);
}

/** A whole number below 1e15 with a comma every three digits, built from its thousands groups. */
function groupedWhole(whole: number): string {
  let rest = whole;
  let groups = '';
  while (rest >= 1000) {
    const group = rest % 1000;
    groups = `,${group < 10 ? '00' : group < 100 ? '0' : ''}${group}${groups}`;
    rest = Math.floor(rest / 1000);
  }
  return `${rest}${groups}`;
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
