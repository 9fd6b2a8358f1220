import type { KV } from 'nats';
import { raiseReplicas, whileJetStreamStarts, type NatsHandle } from './nats.ts';
import type { AuthClaims } from './auth.ts';
import { TOKEN_LIFETIME_SECONDS } from './auth.ts';
import type { Logger } from './logger.ts';

/** The JetStream key-value bucket where auth records revocations and every service reads them. */
export const REVOCATIONS_BUCKET = 'auth_revocations';

const userKey = (userId: string) => `user.${userId}`;
const sessionKey = (sessionId: string) => `session.${sessionId}`;

/**
 * Which signed tokens no longer count, shared by every service through a JetStream KV bucket:
 * - `user.<id>` holds the user's current token version: tokens signed with an older one were
 *   revoked together ("sign out everywhere", a password change);
 * - `session.<id>` marks one token (its jti) as logged out.
 * Every service watches the bucket and checks tokens against its copy in memory, so a check
 * costs no round trip. Entries live as long as a token can (the bucket's TTL): after that
 * the tokens they revoke have expired anyway.
 */
export class TokenRevocations {
  private readonly versions = new Map<string, number>();
  private readonly sessions = new Set<string>();

  private constructor(private readonly kv: KV) {}

  /** Opens (creating if needed) the bucket and resolves once the current entries are loaded. */
  static async open(nats: NatsHandle, log: Logger): Promise<TokenRevocations> {
    const kv = await whileJetStreamStarts(
      () =>
        nats.js.views.kv(REVOCATIONS_BUCKET, {
          history: 1,
          ttl: TOKEN_LIFETIME_SECONDS * 1000,
          replicas: nats.replicas,
        }),
      log,
    );
    // A bucket made before the cluster had its replicas setting is raised to it (never lowered).
    await whileJetStreamStarts(() => raiseReplicas(nats.nc, `KV_${REVOCATIONS_BUCKET}`, nats.replicas), log);
    const revocations = new TokenRevocations(kv);
    let initialized!: () => void;
    const ready = new Promise<void>((resolve) => (initialized = resolve));
    const entries = await kv.watch({ initializedFn: () => initialized() });
    void (async () => {
      try {
        for await (const entry of entries) {
          if (entry.operation === 'PUT') revocations.apply(entry.key, entry.string());
        }
      } catch (err) {
        log.error('token revocation watch stopped', { err });
      }
    })();
    await ready;
    return revocations;
  }

  /** Whether a verified token still counts: not logged out, and signed with the user's current version. */
  allows(claims: AuthClaims): boolean {
    if (claims.jti && this.sessions.has(claims.jti)) return false;
    return claims.ver >= (this.versions.get(claims.sub) ?? 0);
  }

  /** Ends one session (logout). */
  async revokeSession(sessionId: string): Promise<void> {
    this.sessions.add(sessionId);
    await this.kv.put(sessionKey(sessionId), '1');
  }

  /** Ends every session signed before `version` (sign out everywhere, password change). */
  async revokeBefore(userId: string, version: number): Promise<void> {
    this.apply(userKey(userId), String(version));
    await this.kv.put(userKey(userId), String(version));
  }

  private apply(key: string, value: string): void {
    if (key.startsWith('session.')) this.sessions.add(key.slice('session.'.length));
    else if (key.startsWith('user.')) {
      const userId = key.slice('user.'.length);
      const version = Number(value);
      if (Number.isInteger(version)) this.versions.set(userId, Math.max(version, this.versions.get(userId) ?? 0));
    }
  }
}
