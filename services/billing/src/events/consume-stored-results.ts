import { subjectFor, type EventEnvelope } from '@realty/proto-schemas';
import { runDurableConsumer, type RunningConsumer, type ServiceRuntime } from '@realty/service-kit';

/**
 * The events of stored results (analysis.completed, invoice.audited), one durable consumer per type (the embedded
 * nats-server takes one filter subject per consumer); server.ts hands them the use case that commits the unit.
 */
export function consumeStoredResults(
  rt: ServiceRuntime,
  handle: (event: EventEnvelope) => Promise<void>,
): Promise<RunningConsumer[]> {
  return Promise.all(
    (['analysis.completed', 'invoice.audited'] as const).map((type) =>
      runDurableConsumer({
        nc: rt.nats.nc,
        js: rt.nats.js,
        durable: `${rt.durableName}-commits-${type.replace('.', '-')}`,
        filterSubject: subjectFor(type),
        log: rt.log,
        handle,
      }),
    ),
  );
}
