import { forbidden, unauthenticated, type RequestContext } from '@realty/service-kit';

/**
 * The admin service checks the role itself, from the verified token, whatever the gateway did:
 * no token is UNAUTHENTICATED (401), a token without role admin is FORBIDDEN (403).
 */
export function requireAdmin(ctx: RequestContext): void {
  if (!ctx.user) throw unauthenticated();
  if (ctx.user.role !== 'admin') throw forbidden('Admin access required');
}

export const RATE_LIMITED_MESSAGE = 'Too many messages from your address. Please try again in a few minutes.';
