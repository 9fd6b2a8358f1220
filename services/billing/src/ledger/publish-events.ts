import type { JetStreamClient } from 'nats';
import { publishStoredEvent } from '@realty/service-kit';

/**
 * How long a round waits for JetStream's acknowledgement. Rounds are written one after another, so a round
 * caught by a NATS crash holds every later one for this long; acknowledgements take milliseconds when NATS is
 * up. A round that times out refuses its requests and its reservations give the units back.
 */
const PUBLISH_TIMEOUT_MS = 2000;

/**
 * Publishes events (as stored, JSON) to JetStream all at once, and resolves when every one is acknowledged: a
 * copy published again (a retried grant, a finished release) is dropped by the stream's duplicate window, and
 * consumers are idempotent by event id beyond it.
 */
export function jetStreamPublisher(js: JetStreamClient) {
  return async (events: readonly string[]): Promise<void> => {
    await Promise.all(events.map((raw) => publishStoredEvent(js, raw, PUBLISH_TIMEOUT_MS)));
  };
}
