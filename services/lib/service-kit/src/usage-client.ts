import type { NatsConnection } from 'nats';
import {
  BILLING_UNAVAILABLE_MESSAGE,
  USAGE_AUTHORIZE_BATCH_SUBJECT,
  usageAuthorizeBatchReply,
  type UsageAuthorizeBatchReply,
  type UsageAuthorizeBatchRequest,
  USAGE_AUTHORIZE_SUBJECT,
  USAGE_COMMIT_SUBJECT,
  USAGE_RELEASE_SUBJECT,
  usageAuthorizeReply,
  usageRefusalCopy,
  type UsageAuthorizeReply,
  type UsageAuthorizeRequest,
  type UsageCommitRequest,
} from '@realty/proto-schemas';
import { appError } from './errors.ts';
import { tracedRequest } from './tracing.ts';

const REQUEST_TIMEOUT_MS = 3000;
const codec = { encode: (v: unknown) => new TextEncoder().encode(JSON.stringify(v)) };

/**
 * Asks billing to authorize (and count) one metered unit. Any failure to get an answer is a
 * 503: a tool never runs unmetered.
 */
export async function authorizeUsage(nc: NatsConnection, req: UsageAuthorizeRequest): Promise<UsageAuthorizeReply> {
  try {
    const msg = await tracedRequest(nc, USAGE_AUTHORIZE_SUBJECT, codec.encode(req), { timeout: REQUEST_TIMEOUT_MS });
    return usageAuthorizeReply.parse(msg.json());
  } catch {
    throw appError('SERVICE_UNAVAILABLE', BILLING_UNAVAILABLE_MESSAGE);
  }
}

/** Asks billing to grant a batch of units at once (bulk uploads); a failure to answer is a 503. */
export async function authorizeUsageBatch(
  nc: NatsConnection,
  req: UsageAuthorizeBatchRequest,
): Promise<UsageAuthorizeBatchReply> {
  try {
    const msg = await tracedRequest(nc, USAGE_AUTHORIZE_BATCH_SUBJECT, codec.encode(req), { timeout: 15_000 });
    return usageAuthorizeBatchReply.parse(msg.json());
  } catch {
    throw appError('SERVICE_UNAVAILABLE', BILLING_UNAVAILABLE_MESSAGE);
  }
}

/**
 * Sends a request billing handles idempotently, up to three times with a growing pause; false when none was answered.
 */
async function requestWithRetries(nc: NatsConnection, subject: string, req: unknown): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await tracedRequest(nc, subject, codec.encode(req), { timeout: REQUEST_TIMEOUT_MS });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
    }
  }
  return false;
}

/** Gives a unit back after a run that failed on our side. Best effort with retries; billing makes it idempotent. */
export async function releaseUsage(nc: NatsConnection, req: { userId: string; unitId: string }): Promise<boolean> {
  return requestWithRetries(nc, USAGE_RELEASE_SUBJECT, req);
}

/**
 * Tells billing the results of these units are stored, so they stay counted. Best effort with
 * retries: a commit that never arrives lets billing's reservation expire and give the units
 * back (the user gets that result free rather than paying for one that might not exist).
 */
export async function commitUsage(nc: NatsConnection, req: UsageCommitRequest): Promise<boolean> {
  return requestWithRetries(nc, USAGE_COMMIT_SUBJECT, req);
}

export function usageRefusedError(reason: string) {
  return appError('USAGE_REFUSED', usageRefusalCopy(reason).message, { reason });
}

/**
 * Runs `work` as one metered unit: authorize first (refusals become USAGE_REFUSED with the
 * gate reason), then run; if the run throws, the unit is released so users never pay for
 * our errors. `work` must have stored its result when it resolves: the unit is then committed.
 * If this process dies in between, billing's reservation expires and gives the unit back.
 */
export async function withMeteredUse<T>(
  nc: NatsConnection,
  req: UsageAuthorizeRequest,
  work: (grant: Extract<UsageAuthorizeReply, { allowed: true }>) => Promise<T>,
): Promise<T> {
  const reply = await authorizeUsage(nc, req);
  if (!reply.allowed) throw usageRefusedError(reply.reason);
  let result: T;
  try {
    result = await work(reply);
  } catch (err) {
    await releaseUsage(nc, { userId: req.userId, unitId: req.unitId });
    throw err;
  }
  // Not awaited: the answer does not wait for billing; a lost commit only makes the use free.
  void commitUsage(nc, { userId: req.userId, unitIds: [req.unitId] });
  return result;
}
