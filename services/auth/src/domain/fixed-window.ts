/**
 * Limits count events in fixed windows aligned to the clock (an hour's sign-ups start on the hour), so every
 * instance names the same window for the same moment and one stored counter per (key, window) is enough.
 */
export interface FixedWindow {
  /** The counter's id: the limit's key and the window's start. */
  id: string;
  /** When the window ends: its counter can be deleted after it, and Retry-After points at it. */
  endsAt: Date;
}

export function fixedWindow(key: string, now: number, windowMs: number): FixedWindow {
  const start = Math.floor(now / windowMs) * windowMs;
  return { id: `${key}|${start}`, endsAt: new Date(start + windowMs) };
}

/** Whole seconds until the window ends, at least 1 (the value of Retry-After). */
export function secondsUntil(endsAt: Date, now: number): number {
  return Math.max(1, Math.ceil((endsAt.getTime() - now) / 1000));
}

export const REGISTRATION_LIMITED_MESSAGE = 'Too many accounts have been created from your address. Please try again later.';
export const LOGIN_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const PASSWORD_CHANGE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
