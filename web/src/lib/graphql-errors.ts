import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { GATE_REASONS, type GateReason } from '@realty/proto-schemas';

/**
 * Reads the gateway's error contract: every failure is a GraphQL error with `extensions.code`, validation
 * failures add `extensions.fields`, usage refusals add `extensions.reason`.
 */

interface ErrorExtensions {
  code?: unknown;
  reason?: unknown;
  fields?: unknown;
}

function firstExtensions(error: unknown): ErrorExtensions | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return (error.errors[0]?.extensions as ErrorExtensions | undefined) ?? null;
}

export function errorCode(error: unknown): string | null {
  const code = firstExtensions(error)?.code;
  return typeof code === 'string' ? code : null;
}

/** The gate reason of a USAGE_REFUSED error; an unknown reason reads as invalid_plan ('Access Restricted'). */
export function usageRefusedReason(error: unknown): GateReason | null {
  const ext = firstExtensions(error);
  if (ext?.code !== 'USAGE_REFUSED') return null;
  return (GATE_REASONS as readonly unknown[]).includes(ext.reason) ? (ext.reason as GateReason) : 'invalid_plan';
}

export function fieldErrors(error: unknown): Record<string, string> {
  const fields = firstExtensions(error)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') out[key] = value;
  return out;
}

/** True when the server could not be reached at all (no HTTP answer). */
export function isNetworkFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error)) return false;
  return error instanceof TypeError || (error instanceof Error && /fetch|network/i.test(error.message));
}

// Messages written by GraphQL or Apollo rather than by our services: they describe the protocol, not the
// user's problem, so they never reach the screen.
const LIBRARY_MESSAGE =
  /^(Response not successful|Variable "\$|Unknown (argument|type)|Cannot query field|Syntax Error|Field "|Expected type|Unexpected token|Failed to fetch|NetworkError|Load failed|Context creation failed)/i;
const PROTOCOL_CODES = new Set([
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'INTERNAL_SERVER_ERROR',
]);

/** A plain sentence for an HTTP status when the server gave no message of its own. */
export function statusSentence(status: number): string {
  if (status === 400) return 'The request could not be processed. Please check what you entered and try again.';
  if (status === 401) return 'Please sign in again to continue.';
  if (status === 403) return 'Your account does not allow this action.';
  if (status === 404) return 'We could not find what you asked for.';
  if (status === 413) return 'That is too large to send. Please try a smaller file or text.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'The service is temporarily unavailable. Please try again in a moment.';
  return 'Something went wrong. Please try again.';
}

/** The first message a failed HTTP answer carries in its body (`{ errors: [{ message }] }` or `{ message }`). */
function bodyMessage(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as {
      message?: unknown;
      errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
    };
    const first = body.errors?.[0];
    if (
      first &&
      typeof first.message === 'string' &&
      !PROTOCOL_CODES.has(String(first.extensions?.code)) &&
      !LIBRARY_MESSAGE.test(first.message)
    )
      return first.message;
    if (typeof body.message === 'string' && !LIBRARY_MESSAGE.test(body.message)) return body.message;
  } catch {
    // A body that is not JSON (a proxy's HTML page, say) has nothing to show a person.
  }
  return null;
}

/**
 * What to tell a person about a failure: the server's own message (the spec's texts come from there), or a
 * plain sentence. A library's message ("Response not successful: Received status code 400") never is.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : '';
    if (!first?.message || PROTOCOL_CODES.has(code) || LIBRARY_MESSAGE.test(first.message)) return fallback;
    return first.message;
  }
  if (ServerError.is(error)) return bodyMessage(error.bodyText) ?? statusSentence(error.statusCode);
  if (isNetworkFailure(error)) return 'We could not reach the server. Please check your connection and try again.';
  return fallback;
}
