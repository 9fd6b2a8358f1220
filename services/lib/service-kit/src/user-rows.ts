import type { Model, QueryFilter, Schema } from 'mongoose';
import { CURSOR_SORT } from './cursor-page.ts';
import { OUTBOX_FIELD } from './outbox.ts';

/** A row a user owns and reads back by cursor page, as stored. */
export interface UserRowDoc {
  _id: string;
  userId: string;
  createdAt: Date;
  [OUTBOX_FIELD]: string[];
}

/**
 * The schema fields of a row a user owns and reads back by cursor page (an analysis, an audit, a search):
 * its id, its owner, when it was made, and the outbox of the events its write publishes.
 */
export const USER_ROW_FIELDS = {
  _id: String,
  userId: { type: String, required: true, index: true },
  createdAt: { type: Date, required: true },
  [OUTBOX_FIELD]: { type: [String], default: [] },
};

/** Cursor paging reads a user's rows newest first with the id as tie-break (CURSOR_SORT); this index backs it. */
export function indexUserRowsForPaging<Doc>(schema: Schema<Doc>): void {
  schema.index({ userId: 1, createdAt: -1, _id: -1 });
}

/**
 * One cursor page of a user's rows after the cursor filter (what cursorPage's `fetch` reads): at most `limit`, in
 * CURSOR_SORT order, as plain objects with the fields `projection` keeps (never the outbox).
 */
export function userRowPage<Doc, Row>(
  model: Model<Doc>,
  userId: string,
  after: Record<string, unknown>,
  limit: number,
  projection: Record<string, 0> = {},
): Promise<Row[]> {
  const filter = { userId, ...after } as QueryFilter<Doc>;
  return model
    .find(filter, { [OUTBOX_FIELD]: 0, ...projection })
    .sort(CURSOR_SORT)
    .limit(limit)
    .lean<Row[]>()
    .exec();
}
