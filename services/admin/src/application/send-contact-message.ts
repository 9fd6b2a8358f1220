import { randomUUID } from 'node:crypto';
import { contactSchema } from '@realty/proto-schemas';
import type { FixedWindowLimiter } from '@realty/service-kit';
import { invalidContact, rateLimited } from '../errors.ts';
import { contactReceivedOutbox } from '../events/contact-received.ts';
import type { AdminCollections } from '../store/collections.ts';
import { insertContactMessage } from '../store/contact-messages.ts';

export interface ContactDeps {
  collections: AdminCollections;
  limiter: FixedWindowLimiter;
  /** Told which documents carry new events, so the outbox relay reads them by id instead of scanning. */
  onEventsQueued: (documentIds: string[]) => void;
}

/** Who sends: a visitor (no user) or a signed-in user, and the client address the limit counts. */
export interface ContactSender {
  userId: string | null;
  clientIp: string;
}

/**
 * sendContactMessage, open to visitors. The limit counts accepted messages per client address, so a visitor
 * fixing typos is never locked out by validation errors. The message and its contact.received event are one
 * document write (the outbox).
 */
export async function sendContactMessage(
  { collections, limiter, onEventsQueued }: ContactDeps,
  sender: ContactSender,
  input: unknown,
): Promise<{ ok: true; id: string }> {
  if (limiter.isLimited(sender.clientIp)) throw rateLimited(limiter.retryAfterSeconds(sender.clientIp));
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) throw invalidContact(parsed.error);
  const { name, email, company, subject, message } = parsed.data;
  const id = randomUUID();
  await insertContactMessage(collections, {
    _id: id,
    createdAt: new Date(),
    name,
    email,
    company: company || null,
    subject,
    message,
    _outbox: contactReceivedOutbox(sender.userId, { messageId: id, name, email, subject }),
  });
  limiter.record(sender.clientIp);
  onEventsQueued([id]);
  return { ok: true, id };
}
