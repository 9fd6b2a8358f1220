/** MongoDB's duplicate-key error: an upsert of a new _id raced another and lost, so the row exists. */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === 11000;
}
