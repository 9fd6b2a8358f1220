import { createInbox, headers, type Msg, type NatsConnection } from 'nats';
import { subjectFor, type EventEnvelope } from '@realty/proto-schemas';
import { traceHeaders } from '@realty/service-kit';

/**
 * How long a round waits for JetStream's acknowledgement. Rounds are written one after another, so a round
 * caught by a NATS crash holds every later one for this long, while an acknowledgement from a running NATS is
 * all but immediate. A round that times out refuses its requests and its reservations give the units back.
 */
const PUBLISH_TIMEOUT_MS = 2000;
/** The status NATS answers a message with when nothing listens on its subject (no stream takes it). */
const NO_RESPONDERS = 503;
const encoder = new TextEncoder();

interface PendingAck {
  resolve: () => void;
  reject: (err: Error) => void;
}

/**
 * Publishes events (as stored, JSON) to JetStream all at once, and resolves when every one is acknowledged: a
 * copy published again (a retried grant, a finished release) is dropped by the stream's duplicate window
 * (the event id is the message id), and consumers are idempotent by event id beyond it.
 *
 * A round's events are plain publishes whose replies (JetStream's acknowledgements) come to one subscription
 * kept for the connection, with one timer per round. `js.publish` made each event a request of its own, with
 * its own timer and two errors made up front for the stack traces of a timeout or a cancel, a cost paid on every
 * authorization (docs/performance.md).
 */
export function jetStreamPublisher(nc: NatsConnection) {
  const inbox = createInbox();
  const pending = new Map<string, PendingAck>();
  let next = 0;
  nc.subscribe(`${inbox}.*`, { callback: (err, msg) => (err ? undefined : settle(pending, msg)) });

  return async (events: readonly string[]): Promise<void> => {
    const tokens: string[] = [];
    const acks = events.map((raw) => {
      const event = JSON.parse(raw) as Pick<EventEnvelope, 'id' | 'type'>;
      const token = `${inbox}.${(next++).toString(36)}`;
      tokens.push(token);
      const ack = new Promise<void>((resolve, reject) => pending.set(token, { resolve, reject }));
      // The round's trace goes with each event to its consumers.
      const h = traceHeaders(undefined, headers())!;
      h.set('Nats-Msg-Id', event.id);
      nc.publish(subjectFor(event.type), encoder.encode(raw), { reply: token, headers: h });
      return ack;
    });
    const timer = setTimeout(() => {
      for (const token of tokens) {
        pending.get(token)?.reject(new Error(`JetStream did not acknowledge an event within ${PUBLISH_TIMEOUT_MS} ms`));
        pending.delete(token);
      }
    }, PUBLISH_TIMEOUT_MS);
    try {
      await Promise.all(acks);
    } finally {
      clearTimeout(timer);
      // After a failure the other events' acknowledgements are no longer awaited (late ones are ignored).
      for (const token of tokens) pending.delete(token);
    }
  };
}

/** Settles the event an acknowledgement answers: resolved by a stored (or duplicate) ack, rejected by an error. */
function settle(pending: Map<string, PendingAck>, msg: Msg): void {
  const waiting = pending.get(msg.subject);
  if (!waiting) return;
  pending.delete(msg.subject);
  if (msg.headers?.code === NO_RESPONDERS) {
    waiting.reject(new Error('no JetStream stream takes the event'));
    return;
  }
  const ack = JSON.parse(msg.string()) as { error?: { description?: string } };
  if (ack.error) waiting.reject(new Error(`JetStream refused the event: ${ack.error.description ?? 'unknown error'}`));
  else waiting.resolve();
}
