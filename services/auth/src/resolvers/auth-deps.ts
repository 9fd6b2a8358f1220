import type { FixedWindowLimiter, OutboxRelay, TokenRevocations } from '@realty/service-kit';
import type { RegistrationSlotModel, UserModel } from '../model.ts';
import type { MeProfiles } from './me-profiles.ts';

/** What the auth resolvers need from the server's wiring. */
export interface AuthDeps {
  users: UserModel;
  registrationSlots: RegistrationSlotModel;
  relay: OutboxRelay;
  revocations: TokenRevocations;
  /** The profiles `me` answers with, remembered per user. */
  meProfiles: MeProfiles;
  jwtSecret: string;
  admins: Set<string>;
  /** Failed sign-ins per email and client address. */
  loginLimiter: FixedWindowLimiter;
  registration: { maxPerAddress: number; windowMs: number };
}
