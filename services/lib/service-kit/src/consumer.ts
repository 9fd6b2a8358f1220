import { AckPolicy, DeliverPolicy, type JetStreamClient, type NatsConnection, type ConsumerMessages } from 'nats';
import { parseEvent, STREAM_NAME, type EventEnvelope } from '@realty/proto-schemas';
import type { Logger } from './logger.ts';
import { trackConsumer } from './metrics.ts';

export interface ConsumerOptions {
  nc: NatsConnection;
  js: JetStreamClient;
  /** One durable consumer per consuming service, so each service sees every event once. */
  durable: string;
  /** nats-server 2.9 supports one filter subject per consumer. */
  filterSubject: string;
  log: Logger;
  /** Must be idempotent: the same event may be delivered more than once. */
  handle: (event: EventEnvelope) => Promise<void>;
}

export interface RunningConsumer {
  stop(): Promise<void>;
}

/**
 * Runs a durable pull consumer with explicit acks: a message is acked only after its handler
 * committed; a failing handler gets the message again after a delay; a message that is not a
 * valid event is terminated (it would fail forever) and logged.
 */
export async function runDurableConsumer(opts: ConsumerOptions): Promise<RunningConsumer> {
  const jsm = await opts.nc.jetstreamManager();
  await jsm.consumers.add(STREAM_NAME, {
    durable_name: opts.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: opts.filterSubject,
    ack_wait: 30_000_000_000,
    max_deliver: -1,
  });
  trackConsumer(jsm, opts.durable);
  const consumer = await opts.js.consumers.get(STREAM_NAME, opts.durable);
  let messages: ConsumerMessages | null = await consumer.consume({ max_messages: 64 });
  const loop = (async () => {
    for await (const m of messages!) {
      let event: EventEnvelope;
      try {
        event = parseEvent(m.json());
      } catch (err) {
        opts.log.error('dropping an invalid event', { subject: m.subject, err });
        m.term();
        continue;
      }
      try {
        await opts.handle(event);
        m.ack();
      } catch (err) {
        opts.log.warn('event handler failed; redelivering', { eventId: event.id, type: event.type, err });
        m.nak(2000);
      }
    }
  })();
  return {
    async stop() {
      if (messages) {
        await messages.close();
        messages = null;
      }
      await loop.catch(() => undefined);
    },
  };
}
