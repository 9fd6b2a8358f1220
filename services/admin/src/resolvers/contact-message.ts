import type { ContactMessageRow } from '../application/list-contact-messages.ts';

/** A stored message in the shape of the ContactMessage type. */
export function contactMessageToGraphQL(m: ContactMessageRow) {
  return {
    id: m._id,
    createdAt: m.createdAt.toISOString(),
    name: m.name,
    email: m.email,
    company: m.company ?? null,
    subject: m.subject,
    message: m.message,
  };
}
