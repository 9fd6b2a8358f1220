import type { Narrator } from '@realty/service-kit';
import { analyzeProperty } from '../domain/index.ts';
import type { PropertyAnalysisDoc } from '../store/property-analyses.ts';
import { analysisCompletedOutbox } from '../events/analysis-completed.ts';
import { storeResult, toRecord, type PropertyAnalysisRecord } from './analysis-record.ts';
import { joinDeal, type SplitDeal } from './deal-input.ts';
import type { Prepared } from './prepare-property.ts';

/** A stored analysis can be re-run with changed assumptions for free for this long after its first run. */
export const RERUN_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ComputeOptions {
  userId: string;
  id: string;
  bulk: boolean;
  narrator: Narrator;
  /** For re-runs: the first run's time (the re-run window counts from it) and the new version number. */
  firstRunAt?: Date;
  version?: number;
}

/**
 * A computed analysis: its document with the result still an object (`storedAnalysis` gives the document as written).
 */
export type ComputedAnalysis = Omit<PropertyAnalysisDoc, 'result'> & { result: PropertyAnalysisRecord };

/** The document of a computed analysis as written to the store (its result as one string, see StoredResult). */
export function storedAnalysis(doc: ComputedAnalysis): PropertyAnalysisDoc {
  return { ...doc, result: storeResult(doc.result) };
}

/** Computes one analysis and builds its document (with its event in the outbox); does not store it. */
export async function computeAnalysis(
  p: Prepared,
  deal: SplitDeal,
  options: ComputeOptions,
): Promise<ComputedAnalysis> {
  const now = new Date();
  const analysis = analyzeProperty({
    address: p.address,
    zipCode: p.zipCode,
    context: p.context,
    overrides: deal.overrides,
    now,
  });
  // Bulk rows keep the template narrative: a model call per row would make 10,000 rows slow and costly.
  const narration = options.bulk
    ? { text: analysis.view.aiSummary, source: 'template' as const }
    : await options.narrator.narrate({
        task: 'Rewrite this property investment analysis for an investor.',
        facts: analysis.view.aiSummary,
        fallback: analysis.view.aiSummary,
      });
  const firstRunAt = options.firstRunAt ?? now;
  const version = options.version ?? 1;
  const result = toRecord({
    id: options.id,
    createdAt: firstRunAt,
    analysis,
    place: p.place,
    aiSummary: narration.text,
    aiSummarySource: narration.source,
    profile: p.profile,
    valueEstimate: p.valueEstimate,
    rentEstimate: p.rentEstimate,
    warnings: p.warnings,
    version,
    rerunUntil: new Date(firstRunAt.getTime() + RERUN_WINDOW_MS),
  });
  return {
    _id: options.id,
    userId: options.userId,
    createdAt: firstRunAt,
    bulk: options.bulk,
    address: result.address,
    zipCode: result.zipCode,
    result,
    deal: joinDeal(deal) as Record<string, unknown>,
    version,
    history: [],
    _outbox: analysisCompletedOutbox(options.userId, {
      analysisId: options.id,
      address: result.address,
      zipCode: result.zipCode,
      estimatedValue: result.estimatedValue,
      monthlyRent: result.monthlyRent,
      bulk: options.bulk,
      // The unit that paid for it: billing commits the unit when this event reaches it.
      unitId: options.id,
    }),
  };
}
