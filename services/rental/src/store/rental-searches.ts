import { Schema, type Connection } from 'mongoose';
import { indexUserRowsForPaging, USER_ROW_FIELDS, type UserRowDoc } from '@realty/service-kit';

export interface RentalSearchDoc extends UserRowDoc {
  query: string;
  resolved: string | null;
  found: boolean;
}

/** A search as it is read back: the outbox is the relay's business, never a reader's. */
export type RentalSearchRow = Omit<RentalSearchDoc, '_outbox'>;

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

/** Writes a search with its pending events in the one document, so the event cannot be lost on a crash. */
export async function insertSearch(searches: RentalSearchModel, doc: RentalSearchDoc): Promise<void> {
  await searches.create(doc);
}
