import type { PropertyMarketContext } from '../domain/market-context.ts';

// A complete market context for tests: a modest single-family home in a steady market.
export function sampleMarketContext(overrides: Partial<PropertyMarketContext> = {}): PropertyMarketContext {
  return {
    value: {
      point: 250_000,
      low: 230_000,
      high: 272_000,
      sources: [{ id: 'zillow-zhvi', label: 'Zillow Home Value Index (ZIP)', asOf: '2025-05' }],
      asOf: '2025-05',
    },
    rent: {
      point: 1_900,
      low: 1_750,
      high: 2_050,
      sources: [{ id: 'hud-safmr', label: 'HUD Small Area Fair Market Rent', asOf: 'FY2025' }],
    },
    taxRatePct: {
      value: 1.05,
      source: { id: 'county-tax-rates', label: 'County effective property-tax rate', asOf: '2023' },
    },
    rentalVacancyPct: { value: 6.2, source: { id: 'acs-b25004', label: 'ACS rental vacancy (county)', asOf: '2023' } },
    mortgageRatePct: {
      value: 6.85,
      source: { id: 'fred-mortgage30us', label: 'FRED 30-year fixed mortgage rate', asOf: '2025-06-12' },
    },
    valueTrend: {
      sixMonthChangePct: { value: 1.4, source: { id: 'zillow-zhvi', label: 'Zillow Home Value Index (ZIP)' } },
      forecastOneYearPct: {
        value: 2.1,
        source: { id: 'zillow-zhvf', label: 'Zillow Home Value Forecast (metro)', asOf: '2025-05' },
      },
      metroTwelveMonthPct: {
        value: 3.3,
        source: { id: 'zillow-zhvi-metro', label: 'Zillow Home Value Index (metro)' },
      },
    },
    rentTrendTwelveMonthPct: {
      value: 3.6,
      source: { id: 'zillow-zori', label: 'Zillow Observed Rent Index', asOf: '2025-05' },
    },
    metroValueVolatilityPct: {
      value: 4.2,
      source: { id: 'zillow-zhvi-metro', label: 'Zillow Home Value Index (metro)' },
    },
    dataConfidence: { level: 'medium', notes: ['Rent comes from the ZIP-level HUD SAFMR, not from listings.'] },
    ...overrides,
  };
}
