// Time-value-of-money helpers used by the underwriting engine.
//
// Conventions, chosen so that callers never juggle signs:
// - rates are decimal fractions per period (0.065 / 12 for 6.5% a year paid monthly);
// - `pmt` returns the payment as a positive amount for a positive principal (Excel's PMT returns it negative);
// - `npv` treats cashflows[0] as happening now (t = 0), unlike Excel's NPV which discounts the first value
//   by one period. Excel's result is therefore `npv(rate, [0, ...values])`.

export interface AmortizationMonth {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface AmortizationYear {
  year: number;
  payment: number;
  interest: number;
  principal: number;
  /** Balance at the end of the year. */
  balance: number;
}

export interface AmortizationSchedule {
  principal: number;
  monthlyRate: number;
  months: number;
  monthlyPayment: number;
  totalInterest: number;
  totalPaid: number;
  schedule: AmortizationMonth[];
  yearly: AmortizationYear[];
}

/** Level payment that repays `pv` over `nper` periods at `rate` per period. */
export function pmt(rate: number, nper: number, pv: number): number {
  if (nper <= 0) throw new RangeError('pmt: nper must be positive');
  if (pv === 0) return 0;
  if (rate === 0) return pv / nper;
  const growth = (1 + rate) ** nper;
  return (pv * rate * growth) / (growth - 1);
}

/**
 * Balance still owed after `k` level payments. The closed form is exact; it is clamped at zero so that
 * floating-point dust after the final payment never shows as a tiny negative balance.
 */
export function remainingBalance(principal: number, rate: number, nper: number, k: number): number {
  if (k <= 0) return principal;
  if (k >= nper) return 0;
  if (rate === 0) return Math.max(0, principal - (principal / nper) * k);
  const payment = pmt(rate, nper, principal);
  const growth = (1 + rate) ** k;
  return Math.max(0, principal * growth - (payment * (growth - 1)) / rate);
}

/** Month-by-month schedule plus a yearly roll-up (12 months per year; a partial last year is kept). */
export function amortize(principal: number, monthlyRate: number, months: number): AmortizationSchedule {
  const schedule: AmortizationMonth[] = [];
  const byYear = amortizeByYear(principal, monthlyRate, months, (month) => schedule.push(month));
  return { principal, monthlyRate, months, ...byYear, schedule };
}

/**
 * The yearly roll-up of `amortize` without keeping the monthly schedule: the underwriting engine shows only
 * the years, and building 360 month objects per analysis was most of its allocation. `onMonth`, when given,
 * sees each month as it is computed. Sums run in month order, so the figures are the same as summing the
 * schedule afterwards.
 */
export function amortizeByYear(
  principal: number,
  monthlyRate: number,
  months: number,
  onMonth?: (month: AmortizationMonth) => void,
): Omit<AmortizationSchedule, 'principal' | 'monthlyRate' | 'months' | 'schedule'> {
  const monthlyPayment = pmt(monthlyRate, months, principal);
  const yearly: AmortizationYear[] = [];
  let balance = principal;
  let totalInterest = 0;
  let year: AmortizationYear | undefined;
  for (let month = 1; month <= months; month += 1) {
    const interest = balance * monthlyRate;
    // The last payment clears whatever rounding left behind, so the schedule always ends at exactly zero.
    const principalPaid = month === months ? balance : monthlyPayment - interest;
    balance = month === months ? 0 : balance - principalPaid;
    const payment = interest + principalPaid;
    onMonth?.({ month, payment, interest, principal: principalPaid, balance });
    if ((month - 1) % 12 === 0) {
      year = { year: (month - 1) / 12 + 1, payment: 0, interest: 0, principal: 0, balance: 0 };
      yearly.push(year);
    }
    year!.payment += payment;
    year!.interest += interest;
    year!.principal += principalPaid;
    year!.balance = balance;
    totalInterest += interest;
  }
  return { monthlyPayment, totalInterest, totalPaid: principal + totalInterest, yearly };
}

/** Net present value with cashflows[t] received at the end of period t (cashflows[0] is undiscounted). */
export function npv(rate: number, cashflows: readonly number[]): number {
  if (rate <= -1) throw new RangeError('npv: rate must be greater than -100%');
  return npvAndSlope(rate, cashflows).value;
}

/**
 * NPV and its derivative by the rate in one pass, the discount factor carried from period to period rather than
 * raised to a power each time: the IRR search evaluates this dozens of times per analysis.
 */
function npvAndSlope(rate: number, cashflows: readonly number[]): { value: number; slope: number } {
  const perPeriod = 1 / (1 + rate);
  let discount = 1;
  let value = 0;
  let slope = 0;
  for (let t = 0; t < cashflows.length; t += 1) {
    const cf = cashflows[t]!;
    value += cf * discount;
    slope -= t * cf * discount * perPeriod;
    discount *= perPeriod;
  }
  return { value, slope };
}

const IRR_TOLERANCE = 1e-10;
const IRR_MAX_ITERATIONS = 200;
// Rates searched for a sign change when Newton's method does not converge: from just above -100% up to
// 1,000,000% a period, which covers every investment this product will ever see.
const IRR_LOWER_BOUND = -0.999999;
const IRR_UPPER_BOUND = 10_000;

/**
 * Internal rate of return per period, as a decimal fraction. Returns null when the cashflows never change
 * sign (no rate makes the NPV zero) or no root can be bracketed. Newton's method is tried first from
 * `guess`; if it wanders off or stalls, the root is bracketed on a grid (searched outward from zero) and
 * found by Newton's method kept inside that bracket, which cannot fail once a bracket exists.
 */
export function irr(cashflows: readonly number[], guess = 0.1): number | null {
  const hasPositive = cashflows.some((cf) => cf > 0);
  const hasNegative = cashflows.some((cf) => cf < 0);
  if (!hasPositive || !hasNegative) return null;

  const newton = irrByNewton(cashflows, guess);
  if (newton !== null) return newton;
  return irrInBracket(cashflows);
}

function irrByNewton(cashflows: readonly number[], guess: number): number | null {
  let rate = guess;
  for (let i = 0; i < IRR_MAX_ITERATIONS; i += 1) {
    const { value, slope } = npvAndSlope(rate, cashflows);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) < IRR_TOLERANCE) {
      return Math.abs(npv(next, cashflows)) < 1e-6 * scale(cashflows) ? next : null;
    }
    rate = next;
  }
  return null;
}

// Grid points spaced geometrically in (1 + rate) so both small and huge rates get probed; built once.
const IRR_GRID: readonly number[] = (() => {
  const points: number[] = [];
  for (let g = Math.log(1 + IRR_LOWER_BOUND); g <= Math.log(1 + IRR_UPPER_BOUND); g += 0.05)
    points.push(Math.exp(g) - 1);
  return points;
})();
// The grid interval [IRR_GRID[i - 1], IRR_GRID[i]] in order of |IRR_GRID[i - 1]|, nearest zero first: with
// several sign changes there are several IRRs, and the one nearest zero is where a sensible investment's
// return lives. Walking the intervals in this order stops at the first sign change, so a typical search
// evaluates a few dozen grid points instead of all of them.
const IRR_GRID_INTERVALS_NEAREST_ZERO_FIRST: readonly number[] = Array.from(
  { length: IRR_GRID.length - 1 },
  (_, k) => k + 1,
).sort((a, b) => Math.abs(IRR_GRID[a - 1]!) - Math.abs(IRR_GRID[b - 1]!));

function irrInBracket(cashflows: readonly number[]): number | null {
  const npvAt = new Map<number, number>();
  const npvAtPoint = (i: number): number => {
    let value = npvAt.get(i);
    if (value === undefined) {
      value = npv(IRR_GRID[i]!, cashflows);
      npvAt.set(i, value);
    }
    return value;
  };
  for (const i of IRR_GRID_INTERVALS_NEAREST_ZERO_FIRST) {
    const fLo = npvAtPoint(i - 1);
    if (fLo === 0) return IRR_GRID[i - 1]!;
    if (Math.sign(fLo) !== Math.sign(npvAtPoint(i)))
      return newtonWithinBracket(cashflows, IRR_GRID[i - 1]!, IRR_GRID[i]!, fLo);
  }
  return null;
}

/**
 * Newton's method kept inside a bracket [lo, hi] that holds a sign change: a step that would leave the
 * bracket is replaced by a bisection, and every evaluation narrows the bracket, so it converges like Newton
 * near the root and can never wander off like the unguarded method.
 */
function newtonWithinBracket(cashflows: readonly number[], lo: number, hi: number, fLo: number): number {
  let rate = (lo + hi) / 2;
  for (let i = 0; i < IRR_MAX_ITERATIONS && hi - lo > IRR_TOLERANCE; i += 1) {
    const { value, slope } = npvAndSlope(rate, cashflows);
    if (value === 0) return rate;
    if (Math.sign(value) === Math.sign(fLo)) {
      lo = rate;
      fLo = value;
    } else {
      hi = rate;
    }
    const step = value / slope;
    const next = rate - step;
    const inside = Number.isFinite(next) && next > lo && next < hi;
    if (inside && Math.abs(step) < IRR_TOLERANCE) return next;
    rate = inside ? next : (lo + hi) / 2;
  }
  return rate;
}

function scale(cashflows: readonly number[]): number {
  return Math.max(1, ...cashflows.map((cf) => Math.abs(cf)));
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
