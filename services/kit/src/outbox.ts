import { randomUUID } from 'node:crypto';
import type { Collection, Document } from 'mongodb';
import type { JetStreamClient } from 'nats';
import { eventData, subjectFor, type EventData, type EventEnvelope, type EventType } from '@realty/proto-schemas';
import type { Logger } from './logger.ts';

/**
 * Transactional outbox without transactions. FerretDB (our embedded default) has no
 * multi-document transactions, so a pending event is written into the same document as the
 * domain change, in the same single-document update: either both land or neither does.
 * Entries are stored as JSON strings because removing a scalar by equality ($pullAll) works
 * on every MongoDB-protocol server we run, where $pull with a condition does not.
 */
export const OUTBOX_FIELD = '_outbox';

export function createEvent<T extends EventType>(
  type: T,
  args: { producer: string; userId: string | null; data: EventData<T>; id?: string; occurredAt?: Date },
): EventEnvelope<T> {
  const data = eventData[type].parse(args.data) as EventData<T>;
  return {
    id: args.id ?? randomUUID(),
    type,
    version: 1,
    occurredAt: (args.occurredAt ?? new Date()).toISOString(),
    producer: args.producer,
    userId: args.userId,
    data,
  };
}

/** The update fragment that appends events to a document's outbox. Merge it into the domain update. */
export function pushEvents(...events: EventEnvelope[]): { $push: { [OUTBOX_FIELD]: { $each: string[] } } } {
  return { $push: { [OUTBOX_FIELD]: { $each: events.map((e) => JSON.stringify(e)) } } };
}

/**
 * Publishes pending events from the given collections and removes each one only after
 * JetStream acknowledged it. The message id is the event id, so a re-send after a crash
 * between publish and removal is dropped by the stream's duplicate window (and consumers are
 * idempotent beyond it).
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly collections: Collection<Document>[],
    private readonly js: JetStreamClient,
    private readonly log: Logger,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.kick();
      this.timer = setTimeout(tick, this.intervalMs);
    };
    tick();
  }

  /** Runs a pass now (after a write) unless one is already running. */
  kick(): Promise<void> {
    if (!this.running) {
      this.running = this.pass()
        .catch((err: unknown) => this.log.warn('outbox relay pass failed; will retry', { err }))
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  /** Publishes everything pending, repeating until nothing is left; used on shutdown and in tests. */
  async flush(): Promise<void> {
    await this.kick();
    await this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.running) await this.running;
  }

  private async pass(): Promise<void> {
    for (const col of this.collections) {
      const docs = await col
        .find({ [`${OUTBOX_FIELD}.0`]: { $exists: true } }, { projection: { [OUTBOX_FIELD]: 1 } })
        .limit(200)
        .toArray();
      for (const doc of docs) {
        const pending = (doc[OUTBOX_FIELD] ?? []) as string[];
        const sent: string[] = [];
        for (const raw of pending) {
          const event = JSON.parse(raw) as EventEnvelope;
          await this.js.publish(subjectFor(event.type), new TextEncoder().encode(raw), { msgID: event.id });
          sent.push(raw);
        }
        if (sent.length) await col.updateOne({ _id: doc._id }, { $pullAll: { [OUTBOX_FIELD]: sent } } as Document);
      }
    }
  }
}
