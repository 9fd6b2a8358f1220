/** GraphQL type of each object-valued field, so that mocked answers carry __typename as the server's do. */
const FIELD_TYPES: Record<string, string> = {
  resolved: 'ResolvedPlace',
  place: 'PlaceHeader',
  candidates: 'LocationCandidate',
  relatedPlaces: 'RelatedPlace',
  figures: 'MarketFigure',
  homeTypeRents: 'MarketFigure',
  valueContext: 'MarketFigure',
  smallAreaFmr: 'MarketFigure',
  fmr: 'MarketFigure',
  zoriBased: 'MarketFigure',
  values: 'MarketFigure',
  rentTrends: 'RentTrend',
  bedroomRents: 'BedroomRent',
  popularPropertyTypes: 'PropertyTypeShare',
  marketSpeed: 'ListingSnapshot',
  freshness: 'MarketFreshness',
  series: 'SeriesFreshness',
  aiSummary: 'MarketSummary',
  dataSources: 'MarketDataSources',
  dataGeneration: 'MetricExplanation',
  sources: 'DataSource',
  rows: 'ComparisonRow',
  places: 'RentalMarket',
};

export function typed(value: unknown, typename: string): unknown {
  if (Array.isArray(value)) return value.map((v) => typed(v, typename));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = { __typename: typename };
  for (const [key, v] of Object.entries(value))
    out[key] = FIELD_TYPES[key] && v !== null && typeof v === 'object' ? typed(v, FIELD_TYPES[key]) : v;
  return out;
}
