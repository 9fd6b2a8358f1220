import { z } from 'zod';
import { GATE_REASONS } from './usage-gate.ts';
import { PLAN_TYPES, SUBSCRIPTION_STATUSES } from './plans.ts';

/**
 * Event contracts. Every event travels in one envelope; producers validate before they
 * write the event to their outbox and consumers validate before they apply it.
 * Subjects are `events.<type>`, all captured by the JetStream stream EVENTS (`events.>`).
 */
export const STREAM_NAME = 'EVENTS';
export const STREAM_SUBJECTS = 'events.>';
/** The server drops a re-sent message with the same id within this window (ms). */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date');

export const eventData = {
  'user.registered': z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(['user', 'admin']),
    createdAt: isoDate,
  }),
  'account.opened': z.object({
    planType: z.enum(PLAN_TYPES),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    trialEndDate: isoDate.nullable(),
    openedAt: isoDate,
  }),
  'usage.recorded': z.object({
    tool: z.enum(['property_analysis', 'invoice_audit', 'bulk_property_row']),
    unitId: z.string(),
    periodStart: isoDate,
    /** The account's usage count in the period after this use: consumers store it, never add. */
    usageCount: z.number().int().nonnegative(),
    /** Units used in this period before this event, used by the admin's monthly total. */
    recordedAt: isoDate,
  }),
  'usage.released': z.object({
    unitId: z.string(),
    periodStart: isoDate,
    usageCount: z.number().int().nonnegative(),
    releasedAt: isoDate,
  }),
  'subscription.changed': z.object({
    planType: z.enum(PLAN_TYPES),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    trialEndDate: isoDate.nullable(),
    usageCount: z.number().int().nonnegative(),
    changedAt: isoDate,
    stripeEventId: z.string().nullable(),
  }),
  'payment.succeeded': z.object({
    amount: z.number(),
    currency: z.string(),
    stripePaymentId: z.string(),
    paidAt: isoDate,
  }),
  'analysis.completed': z.object({
    analysisId: z.string(),
    address: z.string(),
    zipCode: z.string(),
    estimatedValue: z.number(),
    monthlyRent: z.number(),
    bulk: z.boolean(),
    /**
     * The metered unit this result used (billing commits it on this event); absent in events written before it was
     * added.
     */
    unitId: z.string().optional(),
  }),
  'invoice.audited': z.object({
    auditId: z.string(),
    issuesFound: z.number().int(),
    flaggedItems: z.number().int(),
    verifiedItems: z.number().int(),
    totalImpact: z.number(),
    /**
     * The metered unit this audit used (billing commits it on this event); absent in events written before it was
     * added.
     */
    unitId: z.string().optional(),
  }),
  'rental.searched': z.object({
    searchId: z.string(),
    query: z.string(),
    resolved: z.string().nullable(),
    found: z.boolean(),
  }),
  'contact.received': z.object({
    messageId: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
  }),
} as const;

export type EventType = keyof typeof eventData;
export const EVENT_TYPES = Object.keys(eventData) as EventType[];
export type EventData<T extends EventType> = z.infer<(typeof eventData)[T]>;

export const envelopeSchema = z.object({
  id: z.uuid(),
  type: z.enum(EVENT_TYPES as [EventType, ...EventType[]]),
  version: z.number().int().positive(),
  occurredAt: isoDate,
  producer: z.string(),
  userId: z.string().nullable(),
  data: z.unknown(),
});

export interface EventEnvelope<T extends EventType = EventType> {
  id: string;
  type: T;
  version: number;
  occurredAt: string;
  producer: string;
  userId: string | null;
  data: EventData<T>;
}

export function subjectFor(type: EventType): string {
  return `events.${type}`;
}

/** Validates an envelope and its data against the schema for its type. */
export function parseEvent(raw: unknown): EventEnvelope {
  const envelope = envelopeSchema.parse(raw);
  const data = eventData[envelope.type].parse(envelope.data);
  return { ...envelope, data } as EventEnvelope;
}

export function isEventOfType<T extends EventType>(e: EventEnvelope, type: T): e is EventEnvelope<T> {
  return e.type === type;
}

/** NATS request-reply subjects for the usage gate (billing answers them). */
export const USAGE_AUTHORIZE_SUBJECT = 'billing.usage.authorize';
export const USAGE_RELEASE_SUBJECT = 'billing.usage.release';

export const usageAuthorizeRequest = z.object({
  userId: z.string().min(1),
  tool: z.enum(['property_analysis', 'invoice_audit', 'bulk_property_row']),
  /** Idempotency key: the same unit asked twice is counted once. */
  unitId: z.string().min(1),
});
export type UsageAuthorizeRequest = z.infer<typeof usageAuthorizeRequest>;

export const usageAuthorizeReply = z.discriminatedUnion('allowed', [
  z.object({ allowed: z.literal(true), remaining: z.number().nullable(), usageCount: z.number() }),
  z.object({ allowed: z.literal(false), reason: z.enum(GATE_REASONS) }),
]);
export type UsageAuthorizeReply = z.infer<typeof usageAuthorizeReply>;

/**
 * Batch authorization for bulk uploads: billing grants as many of the units as the plan allows,
 * in one atomic write, and says why it stopped. One round trip per batch instead of per row.
 */
export const USAGE_AUTHORIZE_BATCH_SUBJECT = 'billing.usage.authorize-batch';
export const MAX_USAGE_BATCH = 500;
export const usageAuthorizeBatchRequest = z.object({
  userId: z.string().min(1),
  tool: z.literal('bulk_property_row'),
  unitIds: z.array(z.string().min(1)).min(1).max(MAX_USAGE_BATCH),
  /**
   * The caller commits the units whose results it stored (USAGE_COMMIT_SUBJECT), so billing
   * reserves them and gives back those never committed. Without it a granted unit stays
   * counted unless released.
   */
  reserve: z.boolean().optional(),
});
export type UsageAuthorizeBatchRequest = z.infer<typeof usageAuthorizeBatchRequest>;
export const usageAuthorizeBatchReply = z.object({
  granted: z.array(z.string()),
  /** Why some units were not granted; null when all were. */
  reason: z.enum(GATE_REASONS).nullable(),
});
export type UsageAuthorizeBatchReply = z.infer<typeof usageAuthorizeBatchReply>;

export const usageReleaseRequest = z.object({ userId: z.string().min(1), unitId: z.string().min(1) });
export type UsageReleaseRequest = z.infer<typeof usageReleaseRequest>;

/**
 * Commit: the tool stored the results of these units, so billing keeps them counted. An
 * authorized unit that is neither committed nor released within billing's reservation time is
 * given back (the tool died, or the store was down), so nobody pays for a result never stored.
 */
export const USAGE_COMMIT_SUBJECT = 'billing.usage.commit';
export const usageCommitRequest = z.object({
  userId: z.string().min(1),
  unitIds: z.array(z.string().min(1)).min(1).max(MAX_USAGE_BATCH),
});
export type UsageCommitRequest = z.infer<typeof usageCommitRequest>;

export type MeteredTool = UsageAuthorizeRequest['tool'];

/**
 * Asked by billing's reservation sweeper before it gives back an expired unit: which of these units have a
 * stored result? Answered by the service that owns the tool's results (a queue group of its instances); a unit
 * is given back only when that service answers that no result refers to it, so a result whose commit was lost
 * keeps its unit.
 */
export const USAGE_RESULTS_SUBJECTS = {
  property_analysis: 'analysis.usage.stored-units',
  bulk_property_row: 'analysis.usage.stored-units',
  invoice_audit: 'invoice.usage.stored-units',
} as const satisfies Record<MeteredTool, string>;
export const storedUnitsRequest = z.object({
  userId: z.string().min(1),
  unitIds: z.array(z.string().min(1)).min(1).max(MAX_USAGE_BATCH),
});
export type StoredUnitsRequest = z.infer<typeof storedUnitsRequest>;
export const storedUnitsReply = z.object({ stored: z.array(z.string()) });
export type StoredUnitsReply = z.infer<typeof storedUnitsReply>;
