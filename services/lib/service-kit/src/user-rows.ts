import type { Model, QueryFilter, Schema } from 'mongoose';
import { CURSOR_SORT, cursorPage, type Connection, type PageArgs, type PagedRow } from './cursor-page.ts';
import { listLimit } from './list-limit.ts';
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
 * The fields a read of user rows keeps: every field but the outbox and those `projection` leaves out, or, when it
 * names fields to keep, only those (an inclusion never returns the outbox, and MongoDB refuses a mixed projection).
 */
type RowProjection = Record<string, 0> | Record<string, 1>;
const rowFields = (projection: RowProjection) =>
  Object.values(projection).includes(1) ? projection : { [OUTBOX_FIELD]: 0, ...projection };

/**
 * One cursor page of a user's rows after the cursor filter (what cursorPage's `fetch` reads): at most `limit`, in
 * CURSOR_SORT order, as plain objects with the fields `projection` keeps (never the outbox).
 */
export function userRowPage<Doc, Row>(
  model: Model<Doc>,
  userId: string,
  after: Record<string, unknown>,
  limit: number,
  projection: RowProjection = {},
): Promise<Row[]> {
  const filter = { userId, ...after } as QueryFilter<Doc>;
  return model.find(filter, rowFields(projection)).sort(CURSOR_SORT).limit(limit).lean<Row[]>().exec();
}

/**
 * How a service lists a user's rows of one collection (analyses, audits, searches): the newest first, `defaultLimit`
 * of them unless the client asks for another count, or a cursor page at a time; both with the fields `projection`
 * keeps.
 */
export function userRowLists<Doc, Row extends PagedRow>(defaultLimit: number, projection: RowProjection = {}) {
  return {
    latest: (model: Model<Doc>, userId: string, limit: number | null | undefined): Promise<Row[]> =>
      model
        .find({ userId } as QueryFilter<Doc>, rowFields(projection))
        .sort({ createdAt: -1 })
        .limit(listLimit(limit, defaultLimit))
        .lean<Row[]>()
        .exec(),
    page: (model: Model<Doc>, userId: string, args: PageArgs): Promise<Connection<Row>> =>
      cursorPage(args, (after, limit) => userRowPage<Doc, Row>(model, userId, after, limit, projection)),
  };
}
