import type { SourceRef, ZipFacts } from '@realty/market-data';
import type { DataSource, PropertyMarketContext, SourcedFigure } from './domain/index.ts';

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
    value: { point: facts.value.point, low: facts.value.low, high: facts.value.high, sources: facts.value.sources.map(src), asOf: facts.value.asOf },
    rent: { point: facts.rent.point, low: facts.rent.low, high: facts.rent.high, sources: facts.rent.sources.map(src) },
    taxRatePct: fig(facts.propertyTax?.ratePct, facts.propertyTax?.source),
    rentalVacancyPct: fig(facts.rentalVacancy?.ratePct, facts.rentalVacancy?.source),
    mortgageRatePct: facts.mortgageRate30y
      ? { value: facts.mortgageRate30y.ratePct, source: { ...src(facts.mortgageRate30y.source), asOf: facts.mortgageRate30y.date } }
      : undefined,
    valueTrend: {
      sixMonthChangePct: fig(facts.valueTrend.zhvi6MonthChangePct, valueTrendSource),
      forecastOneYearPct: fig(facts.valueTrend.forecast1YearPct, facts.valueTrend.sources.find((s) => s.id.includes('zhvf')) ?? valueTrendSource),
      metroTwelveMonthPct: fig(facts.valueTrend.metro12MonthChangePct, metroValueSource),
    },
    rentTrendTwelveMonthPct: fig(facts.rentTrend.local12MonthChangePct ?? facts.rentTrend.metro12MonthChangePct, rentTrendSource),
    metroValueVolatilityPct: fig(facts.metroValueVolatility?.annualizedPct, facts.metroValueVolatility?.source),
    dataConfidence: { level, notes: [...new Set(notes)] },
  };
}
