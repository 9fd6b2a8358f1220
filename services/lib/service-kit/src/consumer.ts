import { SpanKind } from '@opentelemetry/api';
import {
  AckPolicy,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
  type ConsumerMessages,
} from 'nats';
import { parseEvent, STREAM_NAME, type EventEnvelope } from '@realty/proto-schemas';
import type { Logger } from './logger.ts';
import { trackConsumer } from './metrics.ts';
import { whileJetStreamStarts } from './nats.ts';
import { processInSpan } from './tracing.ts';

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
 * Creates the durable consumer when it is missing, with as many copies as the stream has (so it survives what
 * the stream survives); an existing one keeps its configuration, except that replicas below the stream's are
 * raised. Nothing an operator changed on it is undone by a service start.
 */
async function ensureDurable(jsm: JetStreamManager, opts: ConsumerOptions): Promise<void> {
  const replicas = (await jsm.streams.info(STREAM_NAME)).config.num_replicas ?? 1;
  const existing = await jsm.consumers.info(STREAM_NAME, opts.durable).catch((err: unknown) => {
    if (err instanceof Error && /consumer not found/i.test(err.message)) return null;
    throw err;
  });
  if (existing) {
    // 0 means "as many as the stream".
    const have = existing.config.num_replicas || replicas;
    if (have < replicas) await jsm.consumers.update(STREAM_NAME, opts.durable, { num_replicas: replicas });
    return;
  }
  await jsm.consumers.add(STREAM_NAME, {
    durable_name: opts.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: opts.filterSubject,
    ack_wait: 30_000_000_000,
    max_deliver: -1,
    num_replicas: replicas,
  });
}

/**
 * Runs a durable pull consumer with explicit acks: a message is acked only after its handler
 * committed; a failing handler gets the message again after a delay; a message that is not a
 * valid event is terminated (it would fail forever) and logged.
 */
export async function runDurableConsumer(opts: ConsumerOptions): Promise<RunningConsumer> {
  const jsm = await opts.nc.jetstreamManager();
  await whileJetStreamStarts(() => ensureDurable(jsm, opts), opts.log);
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
        // The handling continues the publisher's trace (the message carries its context).
        await processInSpan(m, () => opts.handle(event), SpanKind.CONSUMER);
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
