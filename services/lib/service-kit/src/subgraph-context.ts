import type { AuthClaims } from './auth.ts';
import type { Logger } from './logger.ts';

/** What every resolver of every subgraph receives: the verified caller, a logger, the caller's address. */
export interface RequestContext {
  user: AuthClaims | null;
  log: Logger;
  /** The caller's address as the gateway saw it, for rate limits. */
  clientIp: string;
}
