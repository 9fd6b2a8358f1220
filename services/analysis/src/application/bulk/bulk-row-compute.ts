import type { BulkRowSummary } from '../../store/property-analyses.ts';
import type { MarketDataset } from '@realty/market-data';
import type { DealInput } from '@realty/proto-schemas';
import { analyzeProperty, pct } from '../../domain/index.ts';
import { joinDeal, parseDealInput } from '../deal-input.ts';
import { prepareProperty } from '../prepare-property.ts';

export interface BulkRowInput {
  line: number;
  address: string;
  zipCode: string;
  deal?: Record<string, unknown>;
}

/**
 * The key outputs of one row, kept with its inputs: enough for history tables and exports. The full
 * breakdown is computed again from the inputs when someone opens the analysis (the engine is deterministic).
 */
export type { BulkRowSummary };

export type BulkRowResult =
  | { line: number; error: string }
  | { line: number; address: string; zipCode: string; deal: DealInput; summary: BulkRowSummary };

/** The stamp stored with each result, so a result computed on another dataset can be told apart. */
export const datasetVersionOf = (dataset: Pick<MarketDataset, 'version' | 'builtAt'>): string =>
  `${dataset.version}@${dataset.builtAt}`;

/** Validates and analyzes one row; a row that cannot be analyzed says why (and costs nothing). */
export function computeBulkRow(dataset: MarketDataset, row: BulkRowInput, now: Date): BulkRowResult {
  const parsed = parseDealInput(row.deal ?? {});
  if ('errors' in parsed) return { line: row.line, error: Object.values(parsed.errors)[0] ?? 'Invalid value' };
  const prepared = prepareProperty(dataset, row.address, row.zipCode, parsed.deal.profile);
  if ('error' in prepared) return { line: row.line, error: prepared.error };
  try {
    const a = analyzeProperty({
      address: prepared.address,
      zipCode: prepared.zipCode,
      context: prepared.context,
      overrides: parsed.deal.overrides,
      now,
    });
    return {
      line: row.line,
      address: prepared.address,
      zipCode: prepared.zipCode,
      deal: joinDeal(parsed.deal),
      summary: {
        estimatedValue: a.view.estimatedValue,
        monthlyRent: a.view.monthlyRent,
        capRate: a.view.capRate,
        roiPotential: a.view.roiPotential,
        cashOnCash: a.underwriting.cashOnCash.value === null ? 'n/a' : pct(a.underwriting.cashOnCash.value),
        riskLevel: a.risk.level,
        riskScore: a.risk.score,
      },
    };
  } catch (err) {
    // Engine input errors carry a code and a message meant for the user; anything else is ours.
    return {
      line: row.line,
      error: err instanceof Error && 'code' in err ? err.message : 'This row could not be analyzed',
    };
  }
}
