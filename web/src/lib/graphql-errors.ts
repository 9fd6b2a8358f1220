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

/** The server's message for a GraphQL error, else the error's own message. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
