// Landlord (dwelling) insurance defaults by state. No redistributable data set of premiums exists (NAIC's
// state tables forbid redistribution; see SOURCES.md "Not found"), so this is a product rate table, stated as
// such wherever it is used: a base rate of 0.5% of the price a year, raised in the states most exposed to
// the perils that drive premiums (Atlantic and Gulf hurricanes, Plains hail and tornadoes, Western wildfire)
// and lowered where those perils are rare. The tiers are the product's judgement of where those perils
// concentrate, not measured premiums; every analysis says so and asks for a quote.

export interface InsuranceRate {
  ratePct: number;
  tier: 'very high' | 'high' | 'base' | 'low';
  why: string;
}

const TIERS: Array<{ tier: InsuranceRate['tier']; ratePct: number; states: string[]; why: string }> = [
  { tier: 'very high', ratePct: 1.2, states: ['FL', 'LA'], why: 'hurricane exposure and a strained insurance market' },
  {
    tier: 'high',
    ratePct: 0.8,
    states: ['TX', 'OK', 'KS', 'NE', 'CO', 'MS', 'AL', 'SC', 'CA', 'SD', 'MN', 'MO', 'AR'],
    why: 'hail, tornado, hurricane or wildfire exposure',
  },
  {
    tier: 'low',
    ratePct: 0.35,
    states: ['OR', 'WA', 'ID', 'UT', 'NV', 'VT', 'NH', 'ME', 'DE', 'WI', 'OH', 'PA', 'DC'],
    why: 'few catastrophe losses',
  },
];

const BASE: InsuranceRate = { ratePct: 0.5, tier: 'base', why: 'no outsized catastrophe exposure' };

export function insuranceRateForState(state: string | null | undefined): InsuranceRate {
  const entry = TIERS.find((t) => state && t.states.includes(state.toUpperCase()));
  return entry ? { ratePct: entry.ratePct, tier: entry.tier, why: entry.why } : BASE;
}

/** Premiums have a floor: a policy on a cheap house still costs several hundred dollars a year. */
export const INSURANCE_MIN_ANNUAL = 600;
