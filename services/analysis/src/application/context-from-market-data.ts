import type { PropertyEstimate, SourceRef, ZipFacts } from '@realty/market-data';
import type { DataSource, PropertyMarketContext, SourcedFigure } from '../domain/index.ts';

/**
 * Adapts the public-data layer's facts for a ZIP to the analysis engine's input. Returns null
 * when the data has no value or no rent for the ZIP: we do not analyze what we cannot source.
 */
export function contextFromZipFacts(facts: ZipFacts): PropertyMarketContext | null {
  if (!facts.value || !facts.rent) return null;
  const src = (s: SourceRef): DataSource => ({ id: s.id, label: s.label, asOf: s.asOf });
  const fig = (value: number | null | undefined, source: SourceRef | undefined): SourcedFigure | undefined =>
    value == null || !source ? undefined : { value, source: src(source) };
  const [valueTrendSource] = facts.valueTrend.sources;
  const metroValueSource = facts.valueTrend.sources.at(-1);
  const [rentTrendSource] = facts.rentTrend.sources;
  const notes = [...facts.value.confidenceReasons, ...facts.rent.confidenceReasons, ...facts.notes];
  const levels = [facts.value.confidence, facts.rent.confidence];
  const level = levels.includes('low') ? 'low' : levels.includes('medium') ? 'medium' : 'high';
  return {
    value: {
      point: facts.value.point,
      low: facts.value.low,
      high: facts.value.high,
      sources: facts.value.sources.map(src),
      asOf: facts.value.asOf,
    },
    rent: { point: facts.rent.point, low: facts.rent.low, high: facts.rent.high, sources: facts.rent.sources.map(src) },
    taxRatePct: fig(facts.propertyTax?.ratePct, facts.propertyTax?.source),
    rentalVacancyPct: fig(facts.rentalVacancy?.ratePct, facts.rentalVacancy?.source),
    mortgageRatePct: facts.mortgageRate30y
      ? {
          value: facts.mortgageRate30y.ratePct,
          source: { ...src(facts.mortgageRate30y.source), asOf: facts.mortgageRate30y.date },
        }
      : undefined,
    valueTrend: {
      sixMonthChangePct: fig(facts.valueTrend.zhvi6MonthChangePct, valueTrendSource),
      forecastOneYearPct: fig(
        facts.valueTrend.forecast1YearPct,
        facts.valueTrend.sources.find((s) => s.id.includes('zhvf')) ?? valueTrendSource,
      ),
      metroTwelveMonthPct: fig(facts.valueTrend.metro12MonthChangePct, metroValueSource),
    },
    rentTrendTwelveMonthPct: fig(
      facts.rentTrend.local12MonthChangePct ?? facts.rentTrend.metro12MonthChangePct,
      rentTrendSource,
    ),
    metroValueVolatilityPct: fig(facts.metroValueVolatility?.annualizedPct, facts.metroValueVolatility?.source),
    dataConfidence: { level, notes: [...new Set(notes)] },
  };
}

/**
 * The same context with the property-level estimates in place of the ZIP-level ones: value and rent for
 * this property's bedrooms, size, type and bathrooms, with their own ranges and sources.
 */
export function contextForProperty(
  facts: ZipFacts,
  value: PropertyEstimate | null,
  rent: PropertyEstimate | null,
  propertyType: string | null,
): PropertyMarketContext | null {
  const base = contextFromZipFacts(facts);
  if (!base || !value || !rent) return base;
  const src = (s: SourceRef): DataSource => ({ id: s.id, label: s.label, asOf: s.asOf });
  return {
    ...base,
    value: { point: value.point, low: value.low, high: value.high, sources: value.sources.map(src), asOf: value.asOf },
    rent: { point: rent.point, low: rent.low, high: rent.high, sources: rent.sources.map(src) },
    location: facts.location ? { city: facts.location.city, state: facts.location.state } : undefined,
    zipTypicalValue: facts.value?.point,
    property: { propertyType },
    dataConfidence: {
      level: worst(value.confidence, rent.confidence, base.dataConfidence.level),
      notes: [...new Set([...value.confidenceReasons, ...rent.confidenceReasons, ...base.dataConfidence.notes])],
    },
  };
}

function worst(...levels: Array<'high' | 'medium' | 'low'>): 'high' | 'medium' | 'low' {
  return levels.includes('low') ? 'low' : levels.includes('medium') ? 'medium' : 'high';
}
