import { Schema, type Connection } from 'mongoose';
import { indexUserRowsForPaging, OUTBOX_FIELD, USER_ROW_FIELDS } from '@realty/service-kit';

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
    ...USER_ROW_FIELDS,
    query: { type: String, required: true },
    resolved: { type: String, default: null },
    found: { type: Boolean, required: true },
  },
  { collection: 'rental_searches', versionKey: false },
);

indexUserRowsForPaging(schema);

export const rentalSearchModel = (conn: Connection) => conn.model<RentalSearchDoc>('RentalSearch', schema);
export type RentalSearchModel = ReturnType<typeof rentalSearchModel>;
