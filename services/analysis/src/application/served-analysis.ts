import { findServedAnalysis, type PropertyAnalysisModel, type StoredResult } from '../store/property-analyses.ts';
import { readResult, type PropertyAnalysisRecord } from './analysis-record.ts';
import { recomputeBulkRow, type CompactAnalysisDoc, type RecomputeDeps } from './bulk/bulk-row-view.ts';
import { RERUN_WINDOW_MS } from './compute-analysis.ts';

type LegacyKeys =
  | 'property'
  | 'valueEstimate'
  | 'rentEstimate'
  | 'sensitivity'
  | 'riskFlags'
  | 'warnings'
  | 'comparisons'
  | 'roiPotentialLabel'
  | 'cashOnCash'
  | 'version'
  | 'rerunUntil';

/**
 * The stored result as served. Analyses stored before deal inputs existed lack the newer fields: their lists
 * read as empty, the version as 1, and the property-level estimates and sensitivity as null.
 */
export function toGraphQL(doc: { result: StoredResult }) {
  const r = readResult(doc.result) as Omit<PropertyAnalysisRecord, LegacyKeys> &
    Partial<Pick<PropertyAnalysisRecord, LegacyKeys>>;
  const createdAt = new Date(r.createdAt);
  return {
    ...r,
    property: r.property ?? null,
    valueEstimate: r.valueEstimate ?? null,
    rentEstimate: r.rentEstimate ?? null,
    sensitivity: r.sensitivity ?? null,
    riskFlags: r.riskFlags ?? [],
    warnings: r.warnings ?? [],
    comparisons: r.comparisons ?? [],
    roiPotentialLabel: r.roiPotentialLabel ?? 'ROI Potential = levered IRR over the holding period',
    cashOnCash: r.cashOnCash ?? r.metrics.find((m) => m.key === 'cashOnCash')?.display ?? 'n/a',
    version: r.version ?? 1,
    rerunUntil: r.rerunUntil ?? new Date(createdAt.getTime() + RERUN_WINDOW_MS).toISOString(),
  };
}

/** What reading an analysis needs: the store, and the engine's inputs for a compact bulk row. */
export type ReadDeps = RecomputeDeps & { analyses: PropertyAnalysisModel };

/** A bulk row is stored compactly: its full result is computed again from its inputs when it is read. */
export async function fullResult(
  deps: RecomputeDeps,
  doc: CompactAnalysisDoc,
): Promise<{ result: PropertyAnalysisRecord }> {
  return { result: doc.result ? readResult(doc.result) : await recomputeBulkRow(deps, doc) };
}

/** One analysis of this user with its full result; null when the user has none with this id (no matter whose it is). */
export async function readAnalysisDoc(
  deps: ReadDeps,
  userId: string,
  id: string,
): Promise<{ result: PropertyAnalysisRecord } | null> {
  const doc = await findServedAnalysis(deps.analyses, userId, String(id));
  return doc ? fullResult(deps, doc) : null;
}

/**
 * One analysis of this user as served over GraphQL (and drawn in its report); null when the user has none with this id.
 */
export async function readServedAnalysis(deps: ReadDeps, userId: string, id: string) {
  const doc = await readAnalysisDoc(deps, userId, id);
  return doc ? toGraphQL(doc) : null;
}
