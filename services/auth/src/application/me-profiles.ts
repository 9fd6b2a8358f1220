import { RecentReads, USERS_KEPT } from '@realty/service-kit';
import { findUserProfile, type UserModel } from '../store/users.ts';
import type { UserFields } from './session-payload.ts';

/** How long a remembered stored token version is trusted before the user is read again. */
const RECHECK_MS = 30_000;

/**
 * The profile `me` answers with, read once per user and then remembered, so a `me` costs auth no
 * database read. A profile's fields never change after registration; what does change is the user's
 * token version, and a token signed before a raise never reaches a resolver: the request context
 * already drops tokens that TokenRevocations refuses, and this instance learns a raise at once (its own)
 * or as the revocation bucket delivers it (another's, a moment later). The stored version stays the
 * authority: it is read again after RECHECK_MS, which also bounds how long a raise whose revocation
 * was never published (a crash in between) goes unnoticed here.
 */
export class MeProfiles {
  /** Profiles and token versions by user; the least recently asked for is forgotten first. */
  readonly #remembered: RecentReads<string, { profile: UserFields; tokenVersion: number }>;

  constructor(
    private readonly users: UserModel,
    now: () => number = Date.now,
  ) {
    this.#remembered = new RecentReads(USERS_KEPT, RECHECK_MS, now);
  }

  /** The user a token with this subject and version is for, or null when the user is gone or the token revoked. */
  async forToken(userId: string, tokenVersion: number): Promise<UserFields | null> {
    let entry = this.#remembered.fresh(userId);
    if (!entry) {
      const doc = await findUserProfile(this.users, userId);
      if (!doc) {
        this.#remembered.forget(userId);
        return null;
      }
      const { _id, email, firstName, lastName, role, createdAt } = doc;
      entry = { profile: { _id, email, firstName, lastName, role, createdAt }, tokenVersion: doc.tokenVersion ?? 0 };
      this.#remembered.keep(userId, entry);
    }
    return entry.tokenVersion > tokenVersion ? null : entry.profile;
  }

  /** Forgets a user whose token version this instance has just raised. */
  forget(userId: string): void {
    this.#remembered.forget(userId);
  }
}
