/** The largest list a `limit` argument may ask for (the cursor-paged fields have theirs in cursor-page.ts). */
export const MAX_LIST_LIMIT = 500;

/** A list size a caller asked for, kept between 1 and MAX_LIST_LIMIT, or the list's own default when not asked. */
export function listLimit(requested: number | null | undefined, defaultLimit: number): number {
  if (requested === null || requested === undefined || !Number.isFinite(requested)) return defaultLimit;
  return Math.min(MAX_LIST_LIMIT, Math.max(1, Math.trunc(requested)));
}

/** Rows to skip for a page: a whole number, never negative (default 0). */
export function listOffset(requested: number | null | undefined): number {
  if (requested === null || requested === undefined || !Number.isFinite(requested)) return 0;
  return Math.max(0, Math.trunc(requested));
}
