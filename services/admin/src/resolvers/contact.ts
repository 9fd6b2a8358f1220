import { randomUUID } from 'node:crypto';
import { contactSchema, fieldErrors } from '@realty/proto-schemas';
import {
  appError,
  createEvent,
  invalidInput,
  outboxOf,
  type FixedWindowLimiter,
  type RequestContext,
} from '@realty/service-kit';
import type { AdminCollections } from '../model.ts';
import { RATE_LIMITED_MESSAGE } from '../errors.ts';

export interface ContactDeps {
  collections: AdminCollections;
  limiter: FixedWindowLimiter;
  /** Told which documents carry new events, so the outbox relay reads them by id instead of scanning. */
  onEventsQueued: (documentIds: string[]) => void;
}

/**
 * sendContactMessage, open to visitors. The limit counts accepted messages per client
 * address, so a visitor fixing typos is never locked out by validation errors. The message
 * and its contact.received event are one document write (the outbox).
 */
export function contactMutations({ collections, limiter, onEventsQueued }: ContactDeps) {
  return {
    sendContactMessage: async (_: unknown, args: { input: unknown }, ctx: RequestContext) => {
      if (limiter.isLimited(ctx.clientIp))
        throw appError('RATE_LIMITED', RATE_LIMITED_MESSAGE, {
          retryAfterSeconds: limiter.retryAfterSeconds(ctx.clientIp),
        });
      const parsed = contactSchema.safeParse(args.input);
      if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
      const { name, email, company, subject, message } = parsed.data;
      const id = randomUUID();
      const event = createEvent('contact.received', {
        producer: 'admin',
        userId: ctx.user?.sub ?? null,
        data: { messageId: id, name, email, subject },
      });
      await collections.contactMessages.insertOne({
        _id: id,
        createdAt: new Date(),
        name,
        email,
        company: company || null,
        subject,
        message,
        _outbox: outboxOf(event),
      });
      limiter.record(ctx.clientIp);
      onEventsQueued([id]);
      return { ok: true, id };
    },
  };
}
