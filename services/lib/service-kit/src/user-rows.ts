import type { Schema } from 'mongoose';
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
