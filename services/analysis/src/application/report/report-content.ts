import { DEAL_ASSUMPTION_FIELDS } from '@realty/proto-schemas';
import { isoDate, usd } from '@realty/service-kit/pdf';
import type { toGraphQL } from '../served-analysis.ts';

/**
 * What the one-page report of an analysis says, taken from the stored result only (pure, so the layout's
 * inputs are tested without a PDF): the inputs, the estimates with ranges and dated sources, the key metrics
 * with their formulas, the risk parts, the chart series and the footer's data dates.
 */

/** An analysis as served (older analyses lack some parts: no facts, estimates' details or sensitivity grid). */
export type ReportRecord = ReturnType<typeof toGraphQL>;

/** The metrics the report lists, in this order (the year-specific returns are matched by prefix). */
const KEY_METRICS = [
  'capRate',
  'noi',
  'monthlyCashFlow',
  'cashOnCash',
  'dscr',
  'grm',
  'onePercentRule',
  'breakEvenOccupancy',
  'irr',
  'equityMultiple',
];

export interface EstimateBand {
  label: string;
  point: number;
  low: number;
  high: number;
  /** The user's asking price or rent, marked on the band. */
  marker: { label: string; value: number } | null;
  /** e.g. "$250,000/mo"-style display of the point and range. */
  display: string;
  method: string;
  sources: string;
  perMonth: boolean;
}

export interface AnalysisReportContent {
  title: string;
  place: string;
  generated: string;
  inputs: Array<[string, string]>;
  estimates: EstimateBand[];
  metrics: Array<{ label: string; display: string; formula: string }>;
  risk: {
    score: number;
    level: string;
    parts: Array<{ name: string; points: number; maxPoints: number; explanation: string }>;
  };
  projection: ReportRecord['projections'];
  /** The year the deal is sold in (the holding period), marked on the projection. */
  saleYear: number | null;
  sensitivity: ReportRecord['sensitivity'];
  summaryLines: string[];
  footer: string[];
}

export function unitValue(value: number, unit: string): string {
  switch (unit) {
    case 'USD':
      return usd(value);
    case 'USD/month':
      return `${usd(value)}/mo`;
    case 'USD/year':
      return `${usd(value)}/yr`;
    case 'percent':
      return `${value}%`;
    case 'percent/year':
      return `${value}%/yr`;
    case 'years':
      return `${value} yr`;
    default:
      return `${value} ${unit}`;
  }
}

function assumptionSource(source: string): string {
  return source === 'product default' ? 'default' : source === 'user override' ? 'you' : source;
}

function estimateBand(
  label: string,
  estimate: ReportRecord['valueEstimate'],
  range: ReportRecord['valueRange'],
  marker: EstimateBand['marker'],
  perMonth: boolean,
): EstimateBand {
  const suffix = perMonth ? '/mo' : '';
  const sources = estimate?.sources.map((s) => `${s.label}${s.asOf ? ` (${s.asOf})` : ''}`).join('; ') ?? '';
  return {
    label,
    point: range.point,
    low: range.low,
    high: range.high,
    marker,
    display: `${usd(range.point)}${suffix} (80% range ${usd(range.low)} to ${usd(range.high)})`,
    method: estimate?.method ?? 'ZIP-level estimate',
    sources: sources || 'see sources below',
    perMonth,
  };
}

export function analysisReportContent(r: ReportRecord, generatedAt: Date): AnalysisReportContent {
  const assumption = new Map<string, (typeof r.assumptions)[number]>(r.assumptions.map((a) => [a.key, a]));
  const facts = r.property;
  const factRows: Array<[string, string]> = [];
  if (facts?.propertyType) factRows.push(['Property type', facts.propertyType.replace(/_/g, ' ')]);
  const beds = [
    facts?.bedrooms != null ? `${facts.bedrooms} bd` : null,
    facts?.bathrooms != null ? `${facts.bathrooms} ba` : null,
    facts?.livingAreaSqft ? `${facts.livingAreaSqft.toLocaleString('en-US')} sq ft` : null,
    facts?.yearBuilt ? `built ${facts.yearBuilt}` : null,
  ].filter(Boolean);
  if (beds.length) factRows.push(['Facts', beds.join(', ')]);
  const inputRows = DEAL_ASSUMPTION_FIELDS.flatMap((key): Array<[string, string]> => {
    const a = assumption.get(key);
    return a ? [[a.label, `${unitValue(a.value, a.unit)} (${assumptionSource(a.source)})`]] : [];
  });
  const price = assumption.get('purchasePrice');
  const rent = assumption.get('monthlyRent');
  const metrics = KEY_METRICS.flatMap((key) =>
    r.metrics.filter((m) => m.key === key || (['irr', 'equityMultiple'].includes(key) && m.key.startsWith(key))),
  ).map((m) => ({ label: m.label, display: m.display, formula: m.formula }));
  const dataDates = r.sources.map((s) => `${s.label}${s.asOf ? ` ${s.asOf}` : ''}`).join('; ');
  const placeText = r.place ? [r.place.city, r.place.state].filter(Boolean).join(', ') : '';
  return {
    title: `${r.address}, ${r.zipCode}`,
    place: [placeText, r.place?.county].filter(Boolean).join(' - '),
    generated: `Analysis ${r.id} (version ${r.version ?? 1}), run ${isoDate(r.createdAt)}; report made ${isoDate(generatedAt)}`,
    inputs: [...factRows, ...inputRows],
    estimates: [
      estimateBand(
        'Value',
        r.valueEstimate,
        r.valueRange,
        price ? { label: 'Price', value: price.value } : null,
        false,
      ),
      estimateBand('Rent', r.rentEstimate, r.rentRange, rent ? { label: 'Rent used', value: rent.value } : null, true),
    ],
    metrics,
    risk: {
      score: r.risk.score,
      level: r.risk.level,
      parts: r.risk.parts.map((p) => ({
        name: p.name,
        points: p.points,
        maxPoints: p.maxPoints,
        explanation: p.explanation,
      })),
    },
    projection: r.projections,
    saleYear: assumption.get('holdingYears')?.value ?? null,
    sensitivity: r.sensitivity,
    summaryLines: [
      `Value estimate ${usd(r.estimatedValue)}`,
      `Cap rate ${r.capRate}`,
      `Cash-on-cash ${r.cashOnCash}`,
      `ROI ${r.roiPotential}`,
      `Risk ${r.risk.score}/100 ${r.risk.level}`,
    ],
    footer: [
      `Data dates: ${dataDates || 'none recorded'}. Confidence: ${r.confidence}.`,
      'Estimates from public data (Zillow ZHVI/ZORI, HUD, Census ACS, FRED, Tax Foundation); figures are computed, not verified against a listing.',
      'Not investment advice. Check every figure with your own due diligence before you buy.',
    ],
  };
}
