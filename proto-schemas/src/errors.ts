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
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export function statusForCode(code: unknown): number {
  return typeof code === 'string' && code in ERROR_STATUS ? ERROR_STATUS[code as ErrorCode] : 500;
}

export const PAYMENTS_NOT_CONFIGURED_MESSAGE = 'Payment processing is not configured. Please contact support.';
export const BILLING_UNAVAILABLE_MESSAGE = 'Usage metering is temporarily unavailable; nothing was run or charged. Please try again shortly.';
