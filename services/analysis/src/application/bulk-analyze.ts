import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { MAX_USAGE_BATCH, type GateReason } from '@realty/proto-schemas';
import { appError, authorizeUsageBatch, commitUsage, invalidInput, releaseUsage, usageRefusedError, type Narrator, type OutboxRelay } from '@realty/service-kit';
import type { MarketDataset } from '@realty/market-data';
import { parseCsvRows } from '../domain/index.ts';
import type { PropertyAnalysisDoc, PropertyAnalysisModel } from '../model.ts';
import { computeAnalysis } from './compute-analysis.ts';
import { parseDealInput, type SplitDeal } from './deal-input.ts';
import { prepareProperty, type Prepared } from './prepare-property.ts';

/** Rows per billing request and per database write during a bulk upload. */
const BULK_BATCH = Math.min(250, MAX_USAGE_BATCH);

export interface BulkDeps {
  dataset: MarketDataset;
  analyses: PropertyAnalysisModel;
  relay: OutboxRelay;
  nc: NatsConnection;
  narrator: Narrator;
  bulkMaxRows: number;
}

export interface BulkOutcome {
  processed: number;
  failed: number;
  skipped: number;
  reason: GateReason | null;
  errors: Array<{ line: number; message: string }>;
}

/**
 * Analyzes every row of a CSV. Rows go in batches: rows that cannot be analyzed are found first (they cost
 * nothing), then billing grants the batch's units in one request, then the granted rows are computed and
 * stored together with their events.
 */
export async function bulkAnalyze(deps: BulkDeps, userId: string, csv: string): Promise<BulkOutcome> {
  const { dataset, analyses, relay, nc, narrator } = deps;
  const parsed = parseCsvRows(csv);
  if (parsed.fileRejected) throw invalidInput({ file: parsed.errors[0]?.message ?? 'The CSV file could not be read' });
  const total = parsed.rows.length + parsed.errors.length;
  if (total > deps.bulkMaxRows) {
    throw appError('PAYLOAD_TOO_LARGE', `The CSV has ${total.toLocaleString('en-US')} rows; the limit is ${deps.bulkMaxRows.toLocaleString('en-US')} per upload.`);
  }
  const errors = [...parsed.errors];
  const batchId = randomUUID();
  let processed = 0;
  let skipped = 0;
  let reason: GateReason | null = null;
  for (let start = 0; start < parsed.rows.length; start += BULK_BATCH) {
    const batch = parsed.rows.slice(start, start + BULK_BATCH);
    if (reason) {
      skipped += batch.length;
      continue;
    }
    const ready: Array<{ line: number; prepared: Prepared; deal: SplitDeal; unitId: string }> = [];
    for (const row of batch) {
      const dealParsed = parseDealInput(row.deal ?? {});
      if ('errors' in dealParsed) {
        errors.push({ line: row.line, message: Object.values(dealParsed.errors)[0] ?? 'Invalid value' });
        continue;
      }
      const prepared = prepareProperty(dataset, row.address, row.zipCode, dealParsed.deal.profile);
      if ('error' in prepared) errors.push({ line: row.line, message: prepared.error });
      else ready.push({ line: row.line, prepared, deal: dealParsed.deal, unitId: `${batchId}:${row.line}` });
    }
    if (ready.length === 0) continue;
    // Reserved: units whose rows are never stored (this process dies first) are given back.
    const grant = await authorizeUsageBatch(nc, { userId, tool: 'bulk_property_row', unitIds: ready.map((r) => r.unitId), reserve: true });
    const granted = new Set(grant.granted);
    reason = grant.reason;
    const docs: PropertyAnalysisDoc[] = [];
    const docUnits: string[] = [];
    for (const row of ready) {
      if (!granted.has(row.unitId)) {
        skipped += 1;
        continue;
      }
      try {
        docs.push(await computeAnalysis(row.prepared, row.deal, { userId, id: randomUUID(), bulk: true, narrator }));
        docUnits.push(row.unitId);
      } catch (err) {
        await releaseUsage(nc, { userId, unitId: row.unitId });
        errors.push({ line: row.line, message: err instanceof Error && 'code' in err ? err.message : 'This row could not be analyzed' });
      }
    }
    try {
      if (docs.length) await analyses.insertMany(docs, { ordered: true });
    } catch (err) {
      // Nothing of this batch is kept: give its units back so the user is not charged.
      for (const unitId of docUnits) await releaseUsage(nc, { userId, unitId });
      throw err;
    }
    processed += docs.length;
    if (docUnits.length) void commitUsage(nc, { userId, unitIds: docUnits });
    void relay.kick(docs.map((d) => d._id));
  }
  if (processed === 0 && reason) throw usageRefusedError(reason);
  errors.sort((a, b) => a.line - b.line);
  return { processed, failed: errors.length, skipped, reason, errors };
}
