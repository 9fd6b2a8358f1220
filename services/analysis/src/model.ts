import { Schema, type Connection } from 'mongoose';
import { OUTBOX_FIELD } from '@realty/service-kit';
import type { PropertyAnalysisRecord } from './to-graphql.ts';

export interface PropertyAnalysisDoc {
  _id: string;
  userId: string;
  createdAt: Date;
  bulk: boolean;
  address: string;
  zipCode: string;
  /** The full analysis as served over GraphQL (ranges, metrics, assumptions, risk, sources). */
  result: PropertyAnalysisRecord;
  /** The deal inputs as entered (property facts and assumption overrides), so a re-run can change them. */
  deal?: Record<string, unknown>;
  /** 1 for the first run; each free re-run adds one and keeps the earlier result in `history`. */
  version?: number;
  history?: PropertyAnalysisRecord[];
  [OUTBOX_FIELD]: string[];
}

const schema = new Schema<PropertyAnalysisDoc>(
  {
    _id: String,
    userId: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    bulk: { type: Boolean, default: false },
    address: { type: String, required: true },
    zipCode: { type: String, required: true },
    result: { type: Schema.Types.Mixed, required: true },
    deal: { type: Schema.Types.Mixed, default: {} },
    version: { type: Number, default: 1 },
    history: { type: [Schema.Types.Mixed], default: [] },
    [OUTBOX_FIELD]: { type: [String], default: [] },
  },
  { collection: 'property_analyses', versionKey: false, minimize: false },
);

// Cursor paging reads a user's rows newest first with the id as tie-break (service-kit's CURSOR_SORT).
schema.index({ userId: 1, createdAt: -1, _id: -1 });

export const propertyAnalysisModel = (conn: Connection) => conn.model<PropertyAnalysisDoc>('PropertyAnalysis', schema);
export type PropertyAnalysisModel = ReturnType<typeof propertyAnalysisModel>;
