import { Schema, type Connection } from 'mongoose';
import { indexUserRowsForPaging, USER_ROW_FIELDS, type UserRowDoc } from '@realty/service-kit';
import type { PropertyAnalysisRecord } from './to-graphql.ts';

/**
 * The full analysis as stored: one JSON string (`storeResult`), or an object in documents written before. The
 * store never reads inside it, and to the embedded FerretDB a result's 600 values as fields cost about three times
 * the CPU of one string on every insert, read and rewrite (11 ms against 3.5-6 ms of store CPU each, measured by
 * scripts/bench/analyze-stages.ts's parts at load 28), and the outbox relay reads and rewrites each new analysis once.
 */
export type StoredResult = string | PropertyAnalysisRecord;

/** A result as written to the store. */
export function storeResult(result: PropertyAnalysisRecord): string {
  return JSON.stringify(result);
}

/** A stored result as read, whichever way it was written. */
export function readResult(stored: StoredResult): PropertyAnalysisRecord {
  return typeof stored === 'string' ? (JSON.parse(stored) as PropertyAnalysisRecord) : stored;
}

export interface PropertyAnalysisDoc extends UserRowDoc {
  bulk: boolean;
  address: string;
  zipCode: string;
  /** The full analysis as served over GraphQL (ranges, metrics, assumptions, risk, sources), see StoredResult. */
  result: StoredResult;
  /** The deal inputs as entered (property facts and assumption overrides), so a re-run can change them. */
  deal?: Record<string, unknown>;
  /** 1 for the first run; each free re-run adds one and keeps the earlier result in `history`. */
  version?: number;
  history?: StoredResult[];
}

const schema = new Schema<PropertyAnalysisDoc>(
  {
    ...USER_ROW_FIELDS,
    bulk: { type: Boolean, default: false },
    address: { type: String, required: true },
    zipCode: { type: String, required: true },
    result: { type: Schema.Types.Mixed, required: true },
    deal: { type: Schema.Types.Mixed, default: {} },
    version: { type: Number, default: 1 },
    history: { type: [Schema.Types.Mixed], default: [] },
  },
  { collection: 'property_analyses', versionKey: false, minimize: false },
);

indexUserRowsForPaging(schema);

export const propertyAnalysisModel = (conn: Connection) => conn.model<PropertyAnalysisDoc>('PropertyAnalysis', schema);
export type PropertyAnalysisModel = ReturnType<typeof propertyAnalysisModel>;
