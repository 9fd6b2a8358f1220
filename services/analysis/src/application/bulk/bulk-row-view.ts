import type { MarketDataset } from '@realty/market-data';
import { appError, type Narrator } from '@realty/service-kit';
import { computeAnalysis, RERUN_WINDOW_MS } from '../compute-analysis.ts';
import { parseDealInput, splitDeal } from '../deal-input.ts';
import { prepareProperty } from '../prepare-property.ts';
import type { PropertyAnalysisRecord } from '../analysis-record.ts';
import { SERVED_FIELDS, type CompactAnalysisDoc } from '../../store/property-analyses.ts';
import type { DealInput } from '@realty/proto-schemas';
import type { BulkRowSummary } from '../../store/property-analyses.ts';

export type { CompactAnalysisDoc };
export { SERVED_FIELDS };

export interface RecomputeDeps {
  dataset: MarketDataset;
  narrator: Narrator;
}

/** The full analysis of a compact bulk row, computed again from its inputs by the deterministic engine. */
export async function recomputeBulkRow(deps: RecomputeDeps, doc: CompactAnalysisDoc): Promise<PropertyAnalysisRecord> {
  const parsed = parseDealInput(doc.deal ?? {});
  if ('errors' in parsed) throw new Error(`stored bulk row ${doc._id} no longer validates`);
  const prepared = prepareProperty(deps.dataset, doc.address, doc.zipCode, parsed.deal.profile);
  if ('error' in prepared) throw appError('BAD_USER_INPUT', prepared.error);
  const full = await computeAnalysis(prepared, parsed.deal, {
    userId: doc.userId,
    id: doc._id,
    bulk: true,
    narrator: deps.narrator,
    firstRunAt: new Date(doc.createdAt),
  });
  return full.result;
}

/** Properties read from any object by the machinery around a resolver (a promise check, JSON), never fields. */
const NOT_FIELDS = new Set(['then', 'toJSON', 'constructor', 'valueOf', 'toString', 'inspect']);

/**
 * A compact row as served: what the history tables read (value, rent, cap rate, ROI, cash-on-cash, the
 * property's facts) comes from the stored key outputs at once; any other field asks for the full analysis,
 * computed once per served row and only when a query selects such a field.
 */
export function lazyBulkRecord(
  doc: CompactAnalysisDoc & { summary: BulkRowSummary },
  full: () => Promise<Record<string, unknown>>,
): Record<string, unknown> {
  const createdAt = new Date(doc.createdAt);
  const light: Record<string, unknown> = {
    id: doc._id,
    createdAt: createdAt.toISOString(),
    address: doc.address,
    zipCode: doc.zipCode,
    estimatedValue: doc.summary.estimatedValue,
    monthlyRent: doc.summary.monthlyRent,
    capRate: doc.summary.capRate,
    roiPotential: doc.summary.roiPotential,
    cashOnCash: doc.summary.cashOnCash,
    property: splitDeal((doc.deal ?? {}) as DealInput).profile,
    version: 1,
    rerunUntil: new Date(createdAt.getTime() + RERUN_WINDOW_MS).toISOString(),
  };
  let computed: Promise<Record<string, unknown>> | null = null;
  return new Proxy(light, {
    get(target, key) {
      if (typeof key !== 'string' || key in target || NOT_FIELDS.has(key) || key.startsWith('__'))
        return Reflect.get(target, key);
      // GraphQL's default field resolver calls a function-valued property: the field waits for the full analysis.
      return () => (computed ??= full()).then((record) => record[key]);
    },
  });
}
