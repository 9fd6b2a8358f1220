import { Schema, type Connection } from 'mongoose';
import { indexUserRowsForPaging, USER_ROW_FIELDS, type UserRowDoc } from '@realty/service-kit';

export interface RentalSearchDoc extends UserRowDoc {
  query: string;
  resolved: string | null;
  found: boolean;
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
