import type { JetStreamClient } from 'nats';
import { subjectFor, type EventEnvelope } from '@realty/proto-schemas';

/**
 * How long a round waits for JetStream's acknowledgement. Rounds are written one after another, so a round
 * caught by a NATS crash holds every later one for this long; acknowledgements take milliseconds when NATS is
 * up. A round that times out refuses its requests and its reservations give the units back.
 */
const PUBLISH_TIMEOUT_MS = 2000;
const encoder = new TextEncoder();

/**
 * Publishes events (as stored, JSON) to JetStream with the event id as message id, all at once, and resolves
 * when every one is acknowledged: a copy published again (a retried grant, a finished release) is dropped by
 * the stream's duplicate window, and consumers are idempotent by event id beyond it.
 */
export function jetStreamPublisher(js: JetStreamClient) {
  return async (events: readonly string[]): Promise<void> => {
    await Promise.all(
      events.map((raw) => {
        const event = JSON.parse(raw) as Pick<EventEnvelope, 'id' | 'type'>;
        return js.publish(subjectFor(event.type), encoder.encode(raw), { msgID: event.id, timeout: PUBLISH_TIMEOUT_MS });
      }),
    );
  };
}
