import { fieldErrors } from '@realty/proto-schemas';
import { appError, forbidden, invalidInput, unauthenticated, type RequestContext } from '@realty/service-kit';
import type { ZodError } from 'zod';

/**
 * The admin service checks the role itself, from the verified token, whatever the gateway did:
 * no token is UNAUTHENTICATED (401), a token without role admin is FORBIDDEN (403).
 */
export function requireAdmin(ctx: RequestContext): void {
  if (!ctx.user) throw unauthenticated();
  if (ctx.user.role !== 'admin') throw forbidden('Admin access required');
}

export const RATE_LIMITED_MESSAGE = 'Too many messages from your address. Please try again in a few minutes.';

/** 429 at the edge: this address sent its share of contact messages for the window. */
export const rateLimited = (retryAfterSeconds: number) =>
  appError('RATE_LIMITED', RATE_LIMITED_MESSAGE, { retryAfterSeconds });

/** 400 at the edge: a contact form the shared schema refused, with its field messages. */
export const invalidContact = (error: ZodError) => invalidInput(fieldErrors(error));
