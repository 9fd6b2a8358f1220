import { isDuplicateKey } from '@realty/service-kit';

/**
 * The positions of the documents an unordered insertMany left out because a unique key was taken, or null when
 * it failed for any other reason (the caller rethrows).
 */
export function duplicateInserts(err: unknown): number[] | null {
  if (!isDuplicateKey(err)) return null;
  const writeErrors = (err as { writeErrors?: unknown }).writeErrors;
  if (!Array.isArray(writeErrors) || !writeErrors.every((e) => isDuplicateKey(e))) return null;
  return writeErrors.map((e: { index: number }) => e.index);
}
