/**
 * Fixed-window counter per key in process memory, for admin's contact messages per address: several admin
 * instances each allow the limit. The limits that must hold across instances (sign-ups, sign-in attempts,
 * API-key requests) are counted in auth's store instead (services/auth/src/limits/).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Above this many keys, expired windows are dropped so memory stays bounded. */
    private readonly pruneAbove = 50_000,
  ) {}

  /** Whether the key has used up its window. */
  isLimited(key: string, now = Date.now()): boolean {
    const entry = this.windows.get(key);
    if (!entry) return false;
    if (now >= entry.resetAt) {
      this.windows.delete(key);
      return false;
    }
    return entry.count >= this.limit;
  }

  /** Counts one event against the key. */
  record(key: string, now = Date.now()): void {
    const entry = this.windows.get(key);
    if (!entry || now >= entry.resetAt) this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.windows.size > this.pruneAbove) this.prune(now);
  }

  /** Whole seconds until the key's window ends (for Retry-After); 0 when it is not limited. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const entry = this.windows.get(key);
    return entry && this.isLimited(key, now) ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  /** Forgets the key (a successful login clears its failures). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.windows) if (now >= entry.resetAt) this.windows.delete(key);
  }
}
