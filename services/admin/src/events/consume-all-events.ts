import { STREAM_SUBJECTS, type EventEnvelope } from '@realty/proto-schemas';
import { runDurableConsumer, type ServiceRuntime } from '@realty/service-kit';

/**
 * The read model's only input: every event of the stream, through this service's durable consumer. The handler
 * is the use case that applies an event (server.ts passes it), so this file stays messaging alone.
 */
export function consumeAllEvents(rt: ServiceRuntime, handle: (event: EventEnvelope) => Promise<void>) {
  return runDurableConsumer({
    nc: rt.nats.nc,
    js: rt.nats.js,
    durable: rt.durableName,
    filterSubject: STREAM_SUBJECTS,
    log: rt.log,
    handle,
  });
}
