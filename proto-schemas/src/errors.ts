/**
 * The one table that maps error codes to GraphQL `extensions.code` values and HTTP statuses.
 * Services raise GraphQLErrors with these codes; the gateway's REST facade maps them to statuses.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  USAGE_REFUSED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  PAYMENTS_NOT_CONFIGURED: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
  // Apollo Server's own codes for requests it refuses before running them.
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  // Automatic persisted queries: Apollo answers these with 200 so the client sends the query's text again.
  PERSISTED_QUERY_NOT_FOUND: 200,
  PERSISTED_QUERY_NOT_SUPPORTED: 200,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);
}

export function statusForCode(code: unknown): number {
  return isErrorCode(code) ? ERROR_STATUS[code] : 500;
}

/** Codes whose message is written for the client; anything else is masked as an internal error. */
export const EXPOSED_ERROR_CODES: ReadonlySet<ErrorCode> = new Set(
  (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => code !== 'INTERNAL_SERVER_ERROR'),
);

/** Seconds a client is told to wait (Retry-After) when a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;
export const SERVICE_UNAVAILABLE_MESSAGE = 'A service is temporarily unavailable. Please try again shortly.';

export const PAYMENTS_NOT_CONFIGURED_MESSAGE = 'Payment processing is not configured. Please contact support.';
export const BILLING_UNAVAILABLE_MESSAGE =
  'Usage metering is temporarily unavailable; nothing was run or charged. Please try again shortly.';
