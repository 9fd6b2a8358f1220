import type { RentalMarketResult } from '../api/get-rental-market';

export const DEMO_MARKET: RentalMarketResult = {
  location: 'Austin, TX',
  resolved: { kind: 'city', name: 'Austin', state: 'TX', note: null, alternatives: [] },
  averageRent: 1785,
  medianRent: 1690,
  occupancyRate: 92.4,
  inventoryCount: 11820,
  pricePerSqft: 1.86,
  rentTrends: [
    { period: '2024-07', averageRent: 1821, changePercent: 0.4 },
    { period: '2024-08', averageRent: 1814, changePercent: -0.4 },
    { period: '2024-09', averageRent: 1802, changePercent: -0.7 },
    { period: '2024-10', averageRent: 1796, changePercent: -0.3 },
    { period: '2024-11', averageRent: 1790, changePercent: -0.3 },
    { period: '2024-12', averageRent: 1785, changePercent: -0.3 },
  ],
  popularPropertyTypes: [
    { type: 'Apartment (5+ units)', percentage: 58.2, averageRent: 1640 },
    { type: 'Single-family home', percentage: 24.6, averageRent: 2290 },
    { type: 'Small multifamily (2-4 units)', percentage: 12.1, averageRent: 1520 },
    { type: 'Other', percentage: 5.1, averageRent: null },
  ],
  aiSummary: {
    summary:
      'Austin rents average $1,785 a month, down 2.0% over the last six months as a wave of new apartments leases up. Occupancy of 92.4% is below the 95% that gives landlords pricing power.',
    keyInsights: [
      'Rents have eased for five straight months.',
      'Single-family homes rent for about 40% more than apartments.',
      'New supply is concentrated in large apartment buildings.',
    ],
    marketOutlook: 'Expect flat to slightly lower rents through the next 6-12 months while new supply is absorbed, then a return to modest growth.',
  },
  dataSources: {
    primary: 'Zillow Observed Rent Index (ZORI)',
    secondary: 'US Census Bureau American Community Survey and Housing Vacancy Survey',
    methodology: 'Rents are ZORI values for the place; occupancy is one minus the rental vacancy rate; the property-type mix comes from renter-occupied housing units by structure type.',
  },
  dataGeneration: [
    { metric: 'Average rent', explanation: 'Latest ZORI value for the place (smoothed, seasonally adjusted asking rent).' },
    { metric: 'Occupancy rate', explanation: '100% minus the rental vacancy rate from the Census Bureau.' },
    { metric: 'Price per sq ft', explanation: 'Average rent divided by the typical rented unit size.' },
  ],
  sources: [
    { id: 'zori', label: 'Zillow Observed Rent Index (ZORI)', asOf: '2024-12-31', attribution: 'Zillow Research', url: 'https://www.zillow.com/research/data/' },
    { id: 'acs', label: 'American Community Survey 5-year', asOf: '2023-12-31', attribution: 'US Census Bureau', url: 'https://www.census.gov/programs-surveys/acs' },
  ],
};
