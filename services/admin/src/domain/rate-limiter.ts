/**
 * Fixed-window counter per key (the client's address). In memory: the embedded default runs
 * one admin instance; several instances would move this to a shared store.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  isLimited(key: string, now = Date.now()): boolean {
    const entry = this.windows.get(key);
    if (!entry || now >= entry.resetAt) return false;
    return entry.count >= this.limit;
  }

  record(key: string, now = Date.now()): void {
    const entry = this.windows.get(key);
    if (!entry || now >= entry.resetAt) this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.windows.size > 50_000) this.prune(now);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.windows) if (now >= entry.resetAt) this.windows.delete(key);
  }
}
