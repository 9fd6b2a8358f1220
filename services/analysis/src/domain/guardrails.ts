import { pct, usd } from './format.ts';

// Results that look too good to be true, or that come from a distressed market, raise named flags. A deal
// with any flag is never rated "Low" risk: the flags say what to check before trusting the numbers.

export interface RiskFlag {
  key: string;
  label: string;
  message: string;
}

export interface GuardrailInput {
  capRatePct: number | null;
  irrPct: number | null;
  holdingYears: number;
  monthlyRent: number;
  purchasePrice: number;
  /** Yearly home-value change used for the market trend, percent. */
  valueTrendPct: number | null;
  rentalVacancyPct: number | null;
  /** The ZIP's typical home value (not the price entered). */
  zipValue: number | null;
  propertyType: string | null;
  hoaEntered: boolean;
}

export const GUARDRAILS = {
  capRatePct: 12,
  irrPct: 30,
  rentToPricePct: 2,
  fallingValuesPct: -3,
  vacancyPct: 12,
  lowPriceLevel: 80_000,
} as const;

export function guardrailFlags(input: GuardrailInput): RiskFlag[] {
  const flags: RiskFlag[] = [];
  const g = GUARDRAILS;
  if (input.capRatePct !== null && input.capRatePct > g.capRatePct) {
    flags.push({
      key: 'high-cap-rate',
      label: 'Cap rate too good to be true',
      message: `A ${pct(input.capRatePct)} cap rate is above ${pct(g.capRatePct, 0)}: such yields usually mean heavy repairs, weak tenants or rents the market will not pay. Verify rent and condition.`,
    });
  }
  if (input.irrPct !== null && input.irrPct > g.irrPct) {
    flags.push({
      key: 'high-irr',
      label: 'IRR too good to be true',
      message: `A ${input.holdingYears}-year IRR of ${pct(input.irrPct)} is above ${pct(g.irrPct, 0)}; check the rent, price and growth assumptions.`,
    });
  }
  const rentToPrice = input.purchasePrice > 0 ? (input.monthlyRent / input.purchasePrice) * 100 : 0;
  if (rentToPrice > g.rentToPricePct) {
    flags.push({
      key: 'high-rent-to-price',
      label: 'Rent over 2% of price',
      message: `Monthly rent is ${pct(rentToPrice, 2)} of the price (${usd(input.monthlyRent)} on ${usd(input.purchasePrice)}); above 2% is typical of distressed properties or areas.`,
    });
  }
  if (input.valueTrendPct !== null && input.valueTrendPct < g.fallingValuesPct) {
    flags.push({
      key: 'falling-values',
      label: 'Falling home values',
      message: `Home values are moving ${pct(input.valueTrendPct)} a year here; the sale price at the end of the hold may be lower than today's.`,
    });
  }
  if (input.rentalVacancyPct !== null && input.rentalVacancyPct >= g.vacancyPct) {
    flags.push({
      key: 'high-vacancy',
      label: 'High rental vacancy',
      message: `Rental vacancy in the county is ${pct(input.rentalVacancyPct)}, at or above ${pct(g.vacancyPct, 0)}: finding and keeping tenants may be hard.`,
    });
  }
  if (input.zipValue !== null && input.zipValue < g.lowPriceLevel) {
    flags.push({
      key: 'low-price-level',
      label: 'Very low price level',
      message: `The ZIP's typical home is worth ${usd(input.zipValue)}, under ${usd(g.lowPriceLevel)}: very cheap markets often have high repair, vacancy and collection costs.`,
    });
  }
  if ((input.propertyType === 'condo' || input.propertyType === 'townhouse') && !input.hoaEntered) {
    flags.push({
      key: 'hoa-unknown',
      label: 'HOA dues not entered',
      message: `Most ${input.propertyType}s pay HOA dues, often hundreds of dollars a month, which no public data set gives by address. Enter the dues: they are counted as $0 until you do.`,
    });
  }
  return flags;
}
