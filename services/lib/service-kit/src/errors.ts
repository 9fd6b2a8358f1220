import { GraphQLError } from 'graphql';
import type { ErrorCode } from '@realty/proto-schemas';

/** GraphQL errors carrying the codes of proto-schemas' error table; the gateway maps them to HTTP. */
export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const invalidInput = (fields: Record<string, string>, message = Object.values(fields)[0] ?? 'Invalid input') =>
  appError('BAD_USER_INPUT', message, { fields });
export const unauthenticated = (message = 'Authentication required') => appError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have access to this resource') => appError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => appError('NOT_FOUND', message);

export function requireUser<U>(user: U | null | undefined): U {
  if (!user) throw unauthenticated();
  return user;
}

/** What a service answers over HTTP for a body it cannot read and for a failure of its own. */
export const HTTP_FAILURE = {
  malformed: 'Malformed request',
  tooLarge: 'Request body too large',
  internal: 'Internal server error',
} as const;
