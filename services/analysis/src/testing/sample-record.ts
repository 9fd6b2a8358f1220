import type { PropertyEstimate } from '@realty/market-data';
import { analyzeProperty } from '../domain/analyze-property.ts';
import { sampleMarketContext } from './market-context.ts';
import type { UnderwritingInput } from '../domain/underwrite-types.ts';
import { toRecord, type PropertyAnalysisRecord } from '../application/analysis-record.ts';

/** A stored-shape analysis computed by the real engine on the sample market context, for the report's tests. */
export function sampleRecord(
  overrides: Partial<UnderwritingInput> = { purchasePrice: 300000 },
): PropertyAnalysisRecord {
  const now = new Date('2025-06-20T12:00:00Z');
  const analysis = analyzeProperty({
    address: '123 Main St',
    zipCode: '30301',
    context: sampleMarketContext(),
    overrides,
    now,
  });
  const estimate = (e: {
    point: number;
    low: number;
    high: number;
    asOf?: string;
    sources: Array<{ id: string; label: string; asOf?: string }>;
  }): PropertyEstimate => ({
    zip: '30301',
    point: e.point,
    low: e.low,
    high: e.high,
    zipLevel: e.point,
    asOf: e.asOf ?? '2025-05',
    method: 'ZIP-level index, no property facts given',
    inputsUsed: [],
    adjustments: [],
    sigma: 0.1,
    confidence: 'medium',
    confidenceReasons: [],
    sources: e.sources.map((s) => ({
      id: s.id as PropertyEstimate['sources'][number]['id'],
      label: s.label,
      asOf: s.asOf ?? '',
    })),
  });
  return toRecord({
    id: 'a1b2c3',
    createdAt: now,
    analysis,
    place: { city: 'Atlanta', state: 'GA', county: 'Fulton County' },
    aiSummary: analysis.view.aiSummary,
    aiSummarySource: 'template',
    profile: { propertyType: 'single_family', bedrooms: 3, bathrooms: 2, livingAreaSqft: 1500, yearBuilt: 1995 },
    valueEstimate: estimate(analysis.estimatedValue),
    rentEstimate: estimate(analysis.monthlyRent),
    warnings: [],
    version: 1,
    rerunUntil: new Date(now.getTime() + 86_400_000),
  });
}
