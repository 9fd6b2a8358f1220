import type { AcsChoice, PropertyTypeShare } from './acs-profile.ts';
import type { HeadlineRent } from './headline-rent.ts';
import type { MarketFigure } from './market-figure.ts';

interface ExplainInput {
  figures: MarketFigure[];
  headline: HeadlineRent;
  acs: AcsChoice | null;
  popularPropertyTypes: PropertyTypeShare[];
}

const where = (f: MarketFigure): string => `${f.geography ?? 'unknown area'}, ${f.period ?? 'no date'}`;

/**
 * The per-metric explanations (the spec's `dataGeneration` map): what each headline figure is, for which
 * geography and period, and why it is absent when it is. Keys are the spec's metric names.
 */
export function explainMetrics({ figures, headline, acs, popularPropertyTypes }: ExplainInput): Record<string, string> {
  const byKey = new Map(figures.map((f) => [f.key, f]));
  const explain = (key: string, present: (f: MarketFigure) => string): string => {
    const f = byKey.get(key);
    if (!f) return 'Not computed for this place.';
    return f.value === null ? (f.note ?? 'Not available for this place.') : present(f);
  };
  const out: Record<string, string> = {
    averageRent: explain(
      'averageRent',
      (f) =>
        `Zillow Observed Rent Index (ZORI) for ${where(f)}: the typical asking rent across all unit sizes (Zillow's smoothed mean of listed rents ` +
        `between the 35th and 65th percentiles).${f.stale ? ' Stale: no fresher series covers this place.' : ''}${headline.passedOver ? ` ${headline.passedOver}` : ''}`,
    ),
    medianRent: explain(
      'medianRent',
      (f) =>
        `Census ACS ${f.period} 5-year median gross rent (rent plus utilities) paid by renter households in ${f.geography}` +
        `${acs?.profile.medianGrossRent.moe != null ? `, margin of error +/-$${acs.profile.medianGrossRent.moe}` : ''}. It includes long-running leases, so it sits below current asking rents.`,
    ),
    occupancyRate: explain(
      'occupancyRate',
      (f) =>
        `100 minus the Census ACS ${f.period} rental vacancy rate of ${f.geography}` +
        `${acs?.profile.rentalVacancyRate.moe != null ? ` (+/- ${acs.profile.rentalVacancyRate.moe} points)` : ''}. ACS publishes no vacancy for ZIP codes or cities in the available tables.`,
    ),
    inventoryCount: explain('inventoryCount', (f) => `Estimated vacant units for rent in ${where(f)}: ${f.note ?? ''}`),
    pricePerSqft: explain(
      'pricePerSqft',
      (f) =>
        `Realtor.com median list price per square foot of homes for sale (single-family and condos) in ${where(f)}. It is a sale-price level, ` +
        'not rent per square foot: no public source here reports the floor area of rentals.',
    ),
    rentTrends:
      headline.trend.length > 0
        ? `Last ${headline.trend.length} months of the Zillow ZORI for ${headline.choice?.label}, the same series as the typical asking rent, with month-over-month change.`
        : 'No Zillow rent series with monthly history covers this place.',
    popularPropertyTypes: acs
      ? `Share of all housing units by units in structure, Census ACS ${acs.vintage} (${acs.geography}); ACS does not split structure type by tenure, so ` +
        `shares cover owner and renter homes (${popularPropertyTypes.length} groups). Average rent per type is empty: no source reports rent by structure type; ` +
        'see rent by home type (Zillow single-family vs multifamily) for the metro instead.'
      : 'No Census ACS housing profile covers this area.',
  };
  return out;
}
