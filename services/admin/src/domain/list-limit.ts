export const DEFAULT_LIST_LIMIT = 100;
export const MAX_LIST_LIMIT = 500;

/** A list size the admin asked for, kept between 1 and MAX_LIST_LIMIT (default DEFAULT_LIST_LIMIT). */
export function listLimit(requested: number | null | undefined): number {
  if (requested === null || requested === undefined || !Number.isFinite(requested)) return DEFAULT_LIST_LIMIT;
  return Math.min(MAX_LIST_LIMIT, Math.max(1, Math.trunc(requested)));
}

/** Rows to skip for a page: a whole number, never negative (default 0). */
export function listOffset(requested: number | null | undefined): number {
  if (requested === null || requested === undefined || !Number.isFinite(requested)) return 0;
  return Math.max(0, Math.trunc(requested));
}
