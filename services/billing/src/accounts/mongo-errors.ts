/** MongoDB's duplicate-key error: two upserts of the same new _id raced and one lost. */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === 11000;
}

/** Short random pause between optimistic retries, so contending writers spread out. */
export function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(50, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}
