import { trusted } from 'mongoose';
import { invalidInput } from './errors.ts';

/**
 * Cursor paging for every list of the API: newest first, ordered by (createdAt desc, _id desc), which each
 * collection backs with a compound index. A cursor is the base64url of the last row's sort key, so a page
 * starts strictly after it: rows inserted meanwhile are newer and never shift a later page (no gaps, no repeats).
 */

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** The order every cursor-paged list is read in; a collection's index must end with these keys. */
export const CURSOR_SORT = { createdAt: -1, _id: -1 } as const;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface CursorKey {
  createdAt: Date;
  _id: string;
}

/** A row as read: a read model may lack createdAt, which then counts as the epoch (such rows come last). */
export interface PagedRow {
  createdAt?: Date | null;
  _id: string;
}

export interface Connection<N> {
  edges: { cursor: string; node: N }[];
  nodes: N[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export function encodeCursor(row: PagedRow): string {
  return Buffer.from(JSON.stringify([row.createdAt?.getTime() ?? 0, row._id])).toString('base64url');
}

const BAD_CURSOR = 'Cursor is not one this list gave out';

/** The sort key inside a cursor; anything not made by encodeCursor is the caller's input error. */
export function decodeCursor(cursor: string): CursorKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidInput({ after: BAD_CURSOR });
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidInput({ after: BAD_CURSOR });
  const [time, id] = parsed as unknown[];
  if (
    typeof time !== 'number' ||
    !Number.isSafeInteger(time) ||
    typeof id !== 'string' ||
    id.length === 0 ||
    id.length > 100
  ) {
    throw invalidInput({ after: BAD_CURSOR });
  }
  return { createdAt: new Date(time), _id: id };
}

/** Rows a page holds: DEFAULT_PAGE_SIZE unless asked, 1 to MAX_PAGE_SIZE. */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw invalidInput({ first: `first must be a whole number from 1 to ${MAX_PAGE_SIZE}` });
  }
  return first;
}

/**
 * The filter part that keeps rows strictly after the cursor in CURSOR_SORT order. Its operators are marked
 * trusted: mongoose's process-wide sanitizeFilter would otherwise turn them into equality tests.
 */
export function afterCursorFilter(after: string | null | undefined): Record<string, unknown> {
  if (after === null || after === undefined) return {};
  const key = decodeCursor(after);
  return {
    $or: [{ createdAt: trusted({ $lt: key.createdAt }) }, { createdAt: key.createdAt, _id: trusted({ $lt: key._id }) }],
  };
}

/**
 * One page of a list. `fetch` reads rows matching the filter it is given (combined with the owner's own filter)
 * in CURSOR_SORT order, at most `limit` of them; one row more than the page is read to know whether another follows.
 * The nodes are the rows themselves unless `toNode` maps them.
 */
export function cursorPage<D extends PagedRow>(
  args: PageArgs,
  fetch: (afterFilter: Record<string, unknown>, limit: number) => Promise<D[]>,
): Promise<Connection<D>>;
export function cursorPage<D extends PagedRow, N>(
  args: PageArgs,
  fetch: (afterFilter: Record<string, unknown>, limit: number) => Promise<D[]>,
  toNode: (doc: D) => N,
): Promise<Connection<N>>;
export async function cursorPage<D extends PagedRow, N>(
  args: PageArgs,
  fetch: (afterFilter: Record<string, unknown>, limit: number) => Promise<D[]>,
  toNode?: (doc: D) => N,
): Promise<Connection<N | D>> {
  const size = pageSize(args.first);
  const rows = await fetch(afterCursorFilter(args.after), size + 1);
  const page = rows.slice(0, size);
  const edges = page.map((doc) => ({ cursor: encodeCursor(doc), node: toNode ? toNode(doc) : doc }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

/** The same page with every node mapped: a use case pages stored rows, and its resolver maps them to GraphQL. */
export function mapConnection<D, N>(page: Connection<D>, toNode: (row: D) => N): Connection<N> {
  const edges = page.edges.map((e) => ({ cursor: e.cursor, node: toNode(e.node) }));
  return { edges, nodes: edges.map((e) => e.node), pageInfo: page.pageInfo };
}
