import type { OutboxRelay, TokenRevocations } from '@realty/service-kit';
import type { UserModel } from '../store/users.ts';
import type { SharedLimit } from '../store/window-counters.ts';
import type { MeProfiles } from './me-profiles.ts';

/** What the auth use cases need from the server's wiring. */
export interface AuthDeps {
  users: UserModel;
  relay: OutboxRelay;
  revocations: TokenRevocations;
  /** The profiles `me` answers with, remembered per user. */
  meProfiles: MeProfiles;
  jwtSecret: string;
  admins: Set<string>;
  /** Sign-in attempts (and password-change attempts) per email and client address, shared by every instance. */
  loginAttempts: SharedLimit;
  /** Sign-ups per client address, shared by every instance. */
  signUps: SharedLimit;
}
