import { Schema, type Connection } from 'mongoose';
import { indexUserRowsForPaging, USER_ROW_FIELDS, type UserRowDoc } from '@realty/service-kit';

/**
 * The full analysis as stored: one JSON string, or an object in documents written before. The store never reads
 * inside it: as one string a result costs the embedded store a fraction of the CPU its 600 values would as fields,
 * on every insert, read and rewrite (docs/performance.md), and the outbox relay reads and rewrites each new
 * analysis once. application/analysis-record.ts writes and reads it.
 */
export type StoredResult = string | Record<string, unknown>;

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

/** A bulk row's key outputs, stored in place of its full result. */
export interface BulkRowSummary {
  estimatedValue: number;
  monthlyRent: number;
  capRate: string;
  roiPotential: string;
  /** As displayed ('7.4%', or 'n/a'). */
  cashOnCash: string;
  riskLevel: string;
  riskScore: number;
}

/** A bulk row as stored: its inputs and key outputs, without the full breakdown (see bulk-job-runner.ts). */
export interface CompactAnalysisDoc {
  _id: string;
  userId: string;
  createdAt: Date;
  address: string;
  zipCode: string;
  deal?: Record<string, unknown>;
  summary?: BulkRowSummary;
  datasetVersion?: string;
  result?: StoredResult;
}

/** The fields a stored analysis is read with: the full result, or a bulk row's inputs and key outputs. */
export const SERVED_FIELDS = {
  result: 1,
  userId: 1,
  createdAt: 1,
  address: 1,
  zipCode: 1,
  deal: 1,
  summary: 1,
  datasetVersion: 1,
} as const;

/** One offset page of a user's analyses (newest first, id as tie-break) and how many the user has. */
export function analysisOffsetPage(analyses: PropertyAnalysisModel, userId: string, offset: number, limit: number) {
  return Promise.all([
    analyses
      .find({ userId }, SERVED_FIELDS)
      .sort({ createdAt: -1, _id: 1 })
      .skip(offset)
      .limit(limit)
      .lean<CompactAnalysisDoc[]>(),
    analyses.countDocuments({ userId }),
  ]);
}

/** One analysis of the user as served; null when the user has none with this id (no matter whose it is). */
export function findServedAnalysis(analyses: PropertyAnalysisModel, userId: string, id: string) {
  return analyses.findOne({ _id: id, userId }, SERVED_FIELDS).lean<CompactAnalysisDoc>();
}

/** The analysis and its pending events in one document write (the outbox). */
export async function insertAnalysis(analyses: PropertyAnalysisModel, doc: PropertyAnalysisDoc): Promise<void> {
  await analyses.create(doc);
}

/** Stores the full result of a compact bulk row (a row with a full result is left as it is). */
export async function storeFullResult(
  analyses: PropertyAnalysisModel,
  userId: string,
  id: string,
  result: string,
): Promise<void> {
  await analyses.updateOne({ _id: id, userId, result: null }, { $set: { result } });
}

/**
 * A page of a bulk job's rows after a file line, in line order. The raw collection: a bulk row's jobId and line
 * are not fields of the analysis schema, so a mongoose query (strict) would drop them from the filter.
 */
export async function bulkResultRows(
  analyses: PropertyAnalysisModel,
  userId: string,
  jobId: string,
  afterLine: number,
  limit: number,
) {
  return (await analyses.collection
    .find({ userId, jobId, line: { $gt: afterLine } }, { projection: { ...SERVED_FIELDS, line: 1 } })
    .sort({ line: 1 })
    .limit(limit)
    .toArray()) as unknown as Array<CompactAnalysisDoc & { line: number }>;
}
