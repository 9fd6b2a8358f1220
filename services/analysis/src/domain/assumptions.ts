import { pct, usd } from './format.ts';
import type { DataSource, PropertyMarketContext, SourcedFigure } from './market-context.ts';
import { INSURANCE_MIN_ANNUAL, insuranceRateForState } from './insurance-by-state.ts';
import { InvalidUnderwritingInputError, UnderwritingInputSchema, type UnderwritingInput } from './underwrite-types.ts';

export type AssumptionKey = keyof UnderwritingInput;
export type AssumptionUnit = 'USD' | 'USD/month' | 'USD/year' | 'percent' | 'percent/year' | 'years';
export type AssumptionSource = DataSource | 'user override' | 'product default';

export interface Assumption {
  key: AssumptionKey;
  label: string;
  value: number;
  unit: AssumptionUnit;
  source: AssumptionSource;
  rationale: string;
}

export interface ResolvedAssumptions {
  input: UnderwritingInput;
  assumptions: Assumption[];
}

/**
 * Figures the product uses when no data set covers an assumption. Each carries the reason it was chosen so
 * the user can judge it; all of them can be overridden.
 */
export const PRODUCT_DEFAULTS = {
  downPaymentPct: {
    value: 20,
    rationale: 'Conventional loans on investment property usually need 15-25% down; 20% is the common planning figure.',
  },
  loanTermYears: { value: 30, rationale: 'The 30-year fixed mortgage is the standard US financing for rental homes.' },
  closingCostsPct: {
    value: 3,
    rationale:
      'Buyer closing costs (lender fees, title, escrow, recording) typically run 2-5% of the price; 3% is a middle value.',
  },
  managementPct: {
    value: 8,
    rationale:
      'Professional managers of single-family rentals typically charge 8-10% of collected rent; budgeting for it keeps the numbers honest even if you self-manage.',
  },
  maintenancePct: {
    value: 5,
    rationale: 'Routine repairs are commonly budgeted at about 5% of gross rent for a house in average condition.',
  },
  capexPct: {
    value: 5,
    rationale:
      'A reserve of about 5% of gross rent sets money aside for roofs, HVAC and appliances that wear out over a holding period.',
  },
  hoaMonthly: {
    value: 0,
    rationale: 'No HOA data is available for the address; enter the dues if the property has any.',
  },
  sellingCostsPct: {
    value: 6,
    rationale: 'Agent commissions plus seller closing costs on a sale typically total 6-8% of the price; 6% is used.',
  },
  holdingYears: {
    value: 5,
    rationale: 'A five-year hold is a common investor horizon; returns over ten years are reported as well.',
  },
  expenseGrowthPct: {
    value: 3,
    rationale:
      'Taxes, insurance and HOA dues tend to rise with inflation; 3% a year is close to the long-run US average.',
  },
  // Fallbacks used only when the matching data is missing from the market context.
  mortgageRatePct: {
    value: 7,
    rationale: 'No current mortgage-rate figure was available; 7% is a cautious planning rate.',
  },
  propertyTaxRatePct: {
    value: 1.1,
    rationale: 'No county tax rate was available; about 1.1% of value a year is near the US average effective rate.',
  },
  vacancyPct: {
    value: 6,
    rationale: 'No local vacancy figure was available; 6% (about three weeks a year) is a common planning allowance.',
  },
  rentGrowthPct: {
    value: 3,
    rationale: 'No local rent trend was available; 3% a year is close to long-run US rent growth.',
  },
  appreciationPct: {
    value: 3,
    rationale: 'No local value trend was available; 3% a year is close to long-run US home-price growth.',
  },
} as const;

/**
 * Lenders price loans on non-owner-occupied homes above the owner-occupied average that the national survey
 * reports; half a percentage point is a typical gap.
 */
export const INVESTOR_RATE_PREMIUM_PCT = 0.5;

/** Bands that keep one noisy year of data from driving a multi-year projection. */
export const ASSUMPTION_BANDS = {
  vacancyPct: { min: 3, max: 15 },
  rentGrowthPct: { min: 0, max: 4 },
  appreciationPct: { min: -2, max: 4 },
} as const;

const OverridesSchema = UnderwritingInputSchema.partial().strict();

/**
 * Builds every underwriting assumption from the market context, product defaults and the caller's
 * overrides (which always win). Returns both the engine input and the explained list.
 */
export function resolveAssumptions(
  context: PropertyMarketContext,
  overrides: Partial<UnderwritingInput> = {},
): ResolvedAssumptions {
  const definedOverrides = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  const parsed = OverridesSchema.safeParse(definedOverrides);
  if (!parsed.success) {
    throw new InvalidUnderwritingInputError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'overrides'}: ${issue.message}`),
    );
  }
  const given: Partial<UnderwritingInput> = parsed.data;
  const assumptions: Assumption[] = [];

  const add = (
    key: AssumptionKey,
    label: string,
    unit: AssumptionUnit,
    fallback: { value: number; source: AssumptionSource; rationale: string },
  ): number => {
    const override = given[key];
    if (override !== undefined) {
      assumptions.push({ key, label, unit, value: override, source: 'user override', rationale: 'Entered by you.' });
      return override;
    }
    assumptions.push({ key, label, unit, ...fallback });
    return fallback.value;
  };

  const purchasePrice = add('purchasePrice', 'Purchase price', 'USD', {
    value: Math.round(context.value.point),
    source: primarySource(context.value.sources, 'Estimated market value'),
    rationale: `The estimated market value (range ${usd(context.value.low)} to ${usd(context.value.high)}) is used as the price; enter the asking or offer price if you have one.`,
  });

  add('monthlyRent', 'Monthly rent', 'USD/month', {
    value: Math.round(context.rent.point),
    source: primarySource(context.rent.sources, 'Estimated market rent'),
    rationale: `The estimated market rent (range ${usd(context.rent.low)} to ${usd(context.rent.high)} a month) is used.`,
  });

  add('downPaymentPct', 'Down payment', 'percent', productDefault(PRODUCT_DEFAULTS.downPaymentPct));
  add('interestRatePct', 'Mortgage interest rate', 'percent/year', mortgageRateDefault(context.mortgageRatePct));
  add('loanTermYears', 'Loan term', 'years', productDefault(PRODUCT_DEFAULTS.loanTermYears));
  add('closingCostsPct', 'Closing costs', 'percent', productDefault(PRODUCT_DEFAULTS.closingCostsPct));
  add('propertyTaxRatePct', 'Property-tax rate', 'percent/year', taxRateDefault(context.taxRatePct));
  const insurance = insuranceRateForState(context.location?.state);
  add('insuranceAnnual', 'Insurance', 'USD/year', {
    value: Math.max(INSURANCE_MIN_ANNUAL, Math.round((purchasePrice * insurance.ratePct) / 100)),
    source: 'product default',
    rationale:
      `${pct(insurance.ratePct, 2)} of the ${usd(purchasePrice)} price (at least ${usd(INSURANCE_MIN_ANNUAL)}), the product's ${insurance.tier} tier for ` +
      `${context.location?.state ?? 'an unknown state'} (${insurance.why}). No redistributable data set of premiums exists, so this is a rate table, not a quote: get one.`,
  });
  add('vacancyPct', 'Vacancy', 'percent', vacancyDefault(context.rentalVacancyPct));
  add('managementPct', 'Property management', 'percent', productDefault(PRODUCT_DEFAULTS.managementPct));
  add('maintenancePct', 'Maintenance', 'percent', productDefault(PRODUCT_DEFAULTS.maintenancePct));
  add('capexPct', 'Capital-expenditure reserve', 'percent', productDefault(PRODUCT_DEFAULTS.capexPct));
  const type = context.property?.propertyType;
  add('hoaMonthly', 'HOA and other monthly costs', 'USD/month', {
    ...productDefault(PRODUCT_DEFAULTS.hoaMonthly),
    ...(type === 'condo' || type === 'townhouse'
      ? {
          rationale: `Most ${type}s pay HOA dues, and no public data set gives them by address: enter the dues from the listing. Counted as $0 until you do (flagged as a risk).`,
        }
      : {}),
  });
  add('rentGrowthPct', 'Rent growth', 'percent/year', rentGrowthDefault(context.rentTrendTwelveMonthPct));
  add('appreciationPct', 'Appreciation', 'percent/year', appreciationDefault(context.valueTrend));
  add('expenseGrowthPct', 'Expense growth', 'percent/year', productDefault(PRODUCT_DEFAULTS.expenseGrowthPct));
  add('sellingCostsPct', 'Selling costs', 'percent', productDefault(PRODUCT_DEFAULTS.sellingCostsPct));
  add('holdingYears', 'Holding period', 'years', productDefault(PRODUCT_DEFAULTS.holdingYears));

  const input = Object.fromEntries(assumptions.map((a) => [a.key, a.value])) as UnderwritingInput;
  return { input, assumptions };
}

function productDefault(entry: { value: number; rationale: string }) {
  return { value: entry.value, source: 'product default' as const, rationale: entry.rationale };
}

function primarySource(sources: DataSource[], fallbackLabel: string): AssumptionSource {
  const [first] = sources;
  return first ?? { id: 'market-estimate', label: fallbackLabel };
}

function clamp(value: number, band: { min: number; max: number }): number {
  return Math.min(band.max, Math.max(band.min, value));
}

function bandNote(raw: number, used: number, band: { min: number; max: number }): string {
  return raw === used
    ? `It lies within the ${pct(band.min)} to ${pct(band.max)} band the product accepts, so it is used as is.`
    : `It is held to the ${pct(band.min)} to ${pct(band.max)} band, giving ${pct(used)}, because one period's figure is a poor guide to every year of a multi-year hold.`;
}

function mortgageRateDefault(figure: SourcedFigure | undefined) {
  if (!figure) return productDefault(PRODUCT_DEFAULTS.mortgageRatePct);
  const value = Math.round((figure.value + INVESTOR_RATE_PREMIUM_PCT) * 100) / 100;
  return {
    value,
    source: figure.source,
    rationale:
      `The latest 30-year fixed average of ${pct(figure.value, 2)}${figure.source.asOf ? ` (${figure.source.asOf})` : ''} plus ` +
      `${pct(INVESTOR_RATE_PREMIUM_PCT, 2)}, because lenders charge more on loans for homes the owner does not live in.`,
  };
}

function taxRateDefault(figure: SourcedFigure | undefined) {
  if (!figure) return productDefault(PRODUCT_DEFAULTS.propertyTaxRatePct);
  return {
    value: figure.value,
    source: figure.source,
    rationale: `The county's effective tax rate of ${pct(figure.value, 2)} is applied to the purchase price, since a sale usually brings the assessed value close to the price.`,
  };
}

/**
 * A default read from a local figure and held to the product's band for it (the product default when there is
 * no figure). `explain` gets the figure and the band note and writes the rationale.
 */
function bandedDefault(
  key: 'vacancyPct' | 'rentGrowthPct' | 'appreciationPct',
  figure: SourcedFigure | undefined,
  explain: (raw: number, note: string) => string,
) {
  if (!figure) return productDefault(PRODUCT_DEFAULTS[key]);
  const band = ASSUMPTION_BANDS[key];
  const value = clamp(figure.value, band);
  return { value, source: figure.source, rationale: explain(figure.value, bandNote(figure.value, value, band)) };
}

function vacancyDefault(figure: SourcedFigure | undefined) {
  return bandedDefault(
    'vacancyPct',
    figure,
    (raw, note) =>
      `The county rental vacancy rate is ${pct(raw)}. ${note} Even tight markets lose some rent between tenants.`,
  );
}

function rentGrowthDefault(figure: SourcedFigure | undefined) {
  return bandedDefault(
    'rentGrowthPct',
    figure,
    (raw, note) => `Local rents changed ${pct(raw)} over the last twelve months. ${note}`,
  );
}

function appreciationDefault(trend: PropertyMarketContext['valueTrend']) {
  // The forward-looking forecast is preferred; the metro's last twelve months are the next best guide.
  // The six-month local change is too short and noisy to project from.
  const basis = trend.forecastOneYearPct
    ? { figure: trend.forecastOneYearPct, what: 'The one-year home-value forecast is' }
    : trend.metroTwelveMonthPct
      ? { figure: trend.metroTwelveMonthPct, what: 'Metro home values changed' }
      : undefined;
  return bandedDefault('appreciationPct', basis?.figure, (raw, note) => `${basis?.what} ${pct(raw)}. ${note}`);
}
