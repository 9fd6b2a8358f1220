/**
 * Sign-ups per client address are counted in fixed windows with one slot per allowed sign-up.
 * A sign-up claims the first free slot by inserting a document whose id is the slot's key, so
 * the unique `_id` index decides who gets a slot: exact even under concurrent requests and on
 * stores that do not isolate conditional updates.
 */
export interface RegistrationWindow {
  /** Slot ids to try in order; all taken means the address has used up the window. */
  slotIds: string[];
  /** When the window ends (slots can be deleted after it, and Retry-After points at it). */
  endsAt: Date;
}

export function registrationWindow(addressKey: string, now: number, windowMs: number, maxPerWindow: number): RegistrationWindow {
  const start = Math.floor(now / windowMs) * windowMs;
  return {
    slotIds: Array.from({ length: maxPerWindow }, (_, i) => `${addressKey}|${start}|${i}`),
    endsAt: new Date(start + windowMs),
  };
}

export const REGISTRATION_LIMITED_MESSAGE = 'Too many accounts have been created from your address. Please try again later.';
