/** Short random pause between optimistic retries, so contending writers spread out. */
export function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(50, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
}
