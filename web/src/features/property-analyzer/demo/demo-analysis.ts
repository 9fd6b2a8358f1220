import { NO_LISTING_FEED } from '@realty/proto-schemas';
import type { DemoAnalysisResult } from '../api/analyze-property';

/** The fixed demo result visitors see (spec section 2): a plausible downtown Austin condo. */
export const DEMO_ANALYSIS: DemoAnalysisResult = {
  id: 'demo',
  createdAt: '2025-01-05T12:00:00.000Z',
  address: '123 Demo Street, Austin, TX',
  zipCode: '78701',
  place: { city: 'Austin', state: 'TX', county: 'Travis County' },
  estimatedValue: 545000,
  monthlyRent: 2850,
  capRate: '4.1%',
  roiPotential: '6.8% IRR (10 yr)',
  ...NO_LISTING_FEED,
  aiSummary:
    'At an estimated $545,000 and $2,850 a month in rent, this downtown Austin home yields a 4.1% cap rate, below the 5-6% investors usually look for in single-family rentals. With 25% down at 6.9%, year-one cash flow is negative (-$7,742), so the return depends on appreciation and loan paydown.\n\nRents in 78701 are up 2.1% over the last year while values are down 3.4%, which improves the rent-to-price ratio for new buyers. The deal works better with a larger down payment or a price closer to the low end of the value range ($490,000).',
  aiSummarySource: 'template',
  propertyImages: [],
  zillowUrl: 'https://www.zillow.com/homes/123-Demo-Street,-Austin,-TX-78701_rb/',
  valueRange: { low: 490000, point: 545000, high: 600000 },
  rentRange: { low: 2550, point: 2850, high: 3150 },
  metrics: [
    { key: 'noi', label: 'Net operating income', value: 22361, display: '$22,361', formula: 'NOI = effective gross income $32,490 - operating expenses $10,129' },
    { key: 'capRate', label: 'Cap rate', value: 4.1, display: '4.1%', formula: 'Cap rate = NOI $22,361 / purchase price $545,000' },
    { key: 'monthlyCashFlow', label: 'Monthly cash flow', value: -645, display: '-$645', formula: 'Monthly cash flow = (NOI $22,361 - debt service $30,103) / 12' },
    { key: 'cashOnCash', label: 'Cash-on-cash return', value: -5.1, display: '-5.1%', formula: 'Cash-on-cash = annual cash flow -$7,742 / cash invested $152,600' },
    { key: 'dscr', label: 'Debt service coverage', value: 0.74, display: '0.74', formula: 'DSCR = NOI $22,361 / annual debt service $30,103' },
    { key: 'irr10', label: '10-year IRR', value: 6.8, display: '6.8%', formula: 'IRR of -$152,600 invested, yearly cash flows, and net sale proceeds in year 10' },
  ],
  assumptions: [
    { key: 'purchasePrice', label: 'Purchase price', value: 545000, unit: 'USD', source: 'Zillow Home Value Index, ZIP 78701', sourceId: 'zhvi', rationale: 'Typical home value in the ZIP code.' },
    { key: 'monthlyRent', label: 'Monthly rent', value: 2850, unit: 'USD/month', source: 'Zillow Observed Rent Index, ZIP 78701', sourceId: 'zori', rationale: 'Typical asking rent in the ZIP code.' },
    { key: 'downPaymentPct', label: 'Down payment', value: 25, unit: 'percent', source: 'Investor loan norm', sourceId: null, rationale: 'Lenders usually require 20-25% down on rental property.' },
    { key: 'interestRatePct', label: 'Interest rate', value: 6.9, unit: 'percent', source: 'Freddie Mac PMMS 30-year average + investor premium', sourceId: 'pmms', rationale: 'Owner-occupied rate plus 0.75 points for an investment property.' },
    { key: 'vacancyPct', label: 'Vacancy', value: 5, unit: 'percent', source: 'Census rental vacancy, Texas', sourceId: 'census', rationale: 'State rental vacancy rate.' },
  ],
  risk: {
    score: 58,
    level: 'moderate',
    parts: [
      { name: 'Cash flow', points: 22, maxPoints: 30, value: '-$645/mo', explanation: 'Negative cash flow: the owner tops up the mortgage each month.' },
      { name: 'Price trend', points: 14, maxPoints: 25, value: '-3.4% / yr', explanation: 'Values fell over the last year in this ZIP code.' },
      { name: 'Leverage', points: 12, maxPoints: 25, value: 'DSCR 0.74', explanation: 'Rent does not cover the loan payment at 25% down.' },
      { name: 'Rent trend', points: 10, maxPoints: 20, value: '+2.1% / yr', explanation: 'Rents are rising modestly.' },
    ],
  },
  projections: [
    { year: 1, propertyValue: 561350, loanBalance: 404400, equity: 156950, cashFlow: -7742 },
    { year: 5, propertyValue: 631800, loanBalance: 384000, equity: 247800, cashFlow: -5210 },
    { year: 10, propertyValue: 733000, loanBalance: 351000, equity: 382000, cashFlow: -1650 },
  ],
  sources: [
    { id: 'zhvi', label: 'Zillow Home Value Index (ZHVI)', asOf: '2024-12-31', attribution: 'Zillow Research', url: 'https://www.zillow.com/research/data/' },
    { id: 'zori', label: 'Zillow Observed Rent Index (ZORI)', asOf: '2024-12-31', attribution: 'Zillow Research', url: 'https://www.zillow.com/research/data/' },
  ],
  confidence: 'medium',
  confidenceNotes: ['ZIP-level index, not a property-specific valuation.'],
};
