import { subjectFor, type EventEnvelope } from '@realty/proto-schemas';
import { runDurableConsumer, type ServiceRuntime } from '@realty/service-kit';

/** Every user.registered event, through this service's durable consumer; server.ts hands it the use case. */
export function consumeUserRegistrations(rt: ServiceRuntime, handle: (event: EventEnvelope) => Promise<void>) {
  return runDurableConsumer({
    nc: rt.nats.nc,
    js: rt.nats.js,
    durable: rt.durableName,
    filterSubject: subjectFor('user.registered'),
    log: rt.log,
    handle,
  });
}
