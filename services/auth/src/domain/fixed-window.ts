/**
 * Limits count uses per key in fixed windows that start with the key's first use after the last window ended (a
 * sign-in limit of 10 per 15 minutes runs from the first counted attempt), as the first, in-memory limiter did.
 * The count lives in one stored document per key. A claim first tries one conditional increment that creates the
 * document when there is none; this decides what it does when that met an existing document it could not raise,
 * from the document as then read.
 */
export interface WindowState {
  count: number;
  windowEndsAt: Date;
}

export type NextStep =
  /** The window has ended: start the next one, if no one else did first (compare-and-set on its end). */
  | { kind: 'restart'; endedAt: Date }
  /** A current window at the limit: refuse until it ends. */
  | { kind: 'refuse'; retryAfterSeconds: number }
  /** Gone, or a current window with room (another request changed it in between): try the increment again. */
  | { kind: 'retry' };

export function nextStep(state: WindowState | null, limit: number, windowMs: number, now: number): NextStep {
  if (!state) return { kind: 'retry' };
  if (state.windowEndsAt.getTime() <= now) return { kind: 'restart', endedAt: state.windowEndsAt };
  // A window another request started after this one's clock was read ends a little more than a window from `now`.
  if (state.count >= limit)
    return {
      kind: 'refuse',
      retryAfterSeconds: Math.min(secondsUntil(state.windowEndsAt, now), Math.ceil(windowMs / 1000)),
    };
  return { kind: 'retry' };
}

/** Whole seconds until the window ends, at least 1 (the value of Retry-After). */
export function secondsUntil(endsAt: Date, now: number): number {
  return Math.max(1, Math.ceil((endsAt.getTime() - now) / 1000));
}

export const REGISTRATION_LIMITED_MESSAGE =
  'Too many accounts have been created from your address. Please try again later.';
export const LOGIN_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const PASSWORD_CHANGE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
export const apiKeyLimitedMessage = (perMinute: number) =>
  `Rate limit of ${perMinute} requests per minute reached for this API key`;
