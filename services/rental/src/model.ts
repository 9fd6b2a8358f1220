import { Schema, type Connection } from 'mongoose';
import { OUTBOX_FIELD } from '@realty/service-kit';

export interface RentalSearchDoc {
  _id: string;
  userId: string;
  createdAt: Date;
  query: string;
  resolved: string | null;
  found: boolean;
  [OUTBOX_FIELD]: string[];
}

const schema = new Schema<RentalSearchDoc>(
  {
    _id: String,
    userId: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    query: { type: String, required: true },
    resolved: { type: String, default: null },
    found: { type: Boolean, required: true },
    [OUTBOX_FIELD]: { type: [String], default: [] },
  },
  { collection: 'rental_searches', versionKey: false },
);

// Cursor paging reads a user's rows newest first with the id as tie-break (service-kit's CURSOR_SORT).
schema.index({ userId: 1, createdAt: -1, _id: -1 });

export const rentalSearchModel = (conn: Connection) => conn.model<RentalSearchDoc>('RentalSearch', schema);
export type RentalSearchModel = ReturnType<typeof rentalSearchModel>;
