import { Schema, type Connection } from 'mongoose';
import { indexUserRowsForPaging, USER_ROW_FIELDS, type UserRowDoc } from '@realty/service-kit';
import type { PropertyAnalysisRecord } from './to-graphql.ts';

export interface PropertyAnalysisDoc extends UserRowDoc {
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
