import { randomUUID } from 'node:crypto';
import type { Collection, Document } from 'mongodb';
import type { JetStreamClient } from 'nats';
import { eventData, subjectFor, type EventData, type EventEnvelope, type EventType } from '@realty/proto-schemas';
import type { Logger } from './logger.ts';
import type { ServiceRuntime } from './service.ts';
import { trackOutbox } from './metrics.ts';

/** Documents drained at once: their events are published together, each document's in order. */
const DRAIN_CONCURRENCY = 32;
const SCAN_PAGE = 500;

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

/** The outbox field of a new document that is inserted together with its events. */
export function outboxOf(...events: EventEnvelope[]): string[] {
  return events.map((e) => JSON.stringify(e));
}

/** The update fragment that appends events to a document's outbox. Merge it into the domain update. */
export function pushEvents(...events: EventEnvelope[]): { $push: { [OUTBOX_FIELD]: { $each: string[] } } } {
  return { $push: { [OUTBOX_FIELD]: { $each: outboxOf(...events) } } };
}

/**
 * Publishes pending events and removes each one only after JetStream acknowledged it. The
 * message id is the event id, so a re-send after a crash between publish and removal is
 * dropped by the stream's duplicate window (and consumers are idempotent beyond it).
 *
 * Writers tell the relay which documents they just wrote (`kick(ids)`), so the hot path reads
 * those documents by primary key. A full scan for documents with pending events runs at start
 * and then rarely, to recover events left behind by a crash or a NATS outage: on FerretDB a scan
 * reads every document, which a large collection cannot afford every second.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private readonly pendingIds = new Set<unknown>();
  private scanRequested = true;
  private lastScan = 0;

  constructor(
    private readonly collections: Collection<Document>[],
    private readonly js: JetStreamClient,
    private readonly log: Logger,
    private readonly intervalMs = 1000,
    private readonly fullScanMs = 60_000,
  ) {
    for (const collection of collections) trackOutbox(collection, OUTBOX_FIELD);
  }

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      if (Date.now() - this.lastScan >= this.fullScanMs) this.scanRequested = true;
      if (this.scanRequested || this.pendingIds.size > 0) void this.run();
      this.timer = setTimeout(tick, this.intervalMs);
    };
    tick();
  }

  /** Publishes the events of the given documents now; without ids, scans for every pending event. */
  kick(ids?: readonly unknown[]): Promise<void> {
    if (ids) for (const id of ids) this.pendingIds.add(id);
    else this.scanRequested = true;
    return this.run();
  }

  /** Publishes everything pending, also what a scan finds; used on shutdown and in tests. */
  async flush(): Promise<void> {
    await this.kick();
    await this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.running) await this.running;
  }

  /** Runs a pass unless one is running; work requested meanwhile is picked up by the next tick. */
  private run(): Promise<void> {
    if (!this.running) {
      this.running = this.pass()
        .catch((err: unknown) => this.log.warn('outbox relay pass failed; will retry', { err }))
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  private async pass(): Promise<void> {
    const scan = this.scanRequested;
    const ids = [...this.pendingIds];
    this.scanRequested = false;
    this.pendingIds.clear();
    try {
      for (const col of this.collections) {
        if (scan) {
          this.lastScan = Date.now();
          // Page after page until one comes back short: a backlog drains in one pass, not one page a tick.
          // Bounded, so a document that somehow keeps its events cannot hold the pass forever.
          for (let page = 0; ; page++) {
            const docs = await col.find({ [`${OUTBOX_FIELD}.0`]: { $exists: true } }, { projection: { [OUTBOX_FIELD]: 1 } }).limit(SCAN_PAGE).toArray();
            await this.publishAll(col, docs);
            if (docs.length < SCAN_PAGE || this.stopped) break;
            if (page === 20) {
              this.scanRequested = true;
              break;
            }
          }
        } else if (ids.length > 0) {
          for (let i = 0; i < ids.length; i += 200) {
            const docs = await col.find({ _id: { $in: ids.slice(i, i + 200) } } as Document, { projection: { [OUTBOX_FIELD]: 1 } }).toArray();
            await this.publishAll(col, docs);
          }
        }
      }
    } catch (err) {
      // Nothing is lost: what was not published is found again by these ids or the next scan.
      for (const id of ids) this.pendingIds.add(id);
      if (scan) this.scanRequested = true;
      throw err;
    }
  }

  /**
   * Publishes the events of a page of documents, DRAIN_CONCURRENCY documents at a time (one
   * document's events in order: they describe one entity's changes), then removes what was
   * acknowledged with one write for the page instead of one per document. Event strings are
   * unique (they carry the event id), so pulling the page's union from each document removes
   * exactly that document's published events. A failure keeps everything for the next pass:
   * re-sent events are dropped by their message id.
   */
  private async publishAll(col: Collection<Document>, docs: Document[]): Promise<void> {
    const sent: string[] = [];
    const touched: unknown[] = [];
    let next = 0;
    const worker = async () => {
      while (next < docs.length) {
        const doc = docs[next++]!;
        const pending = (doc[OUTBOX_FIELD] ?? []) as string[];
        for (const raw of pending) {
          const event = JSON.parse(raw) as EventEnvelope;
          await this.js.publish(subjectFor(event.type), new TextEncoder().encode(raw), { msgID: event.id });
          sent.push(raw);
        }
        if (pending.length) touched.push(doc._id);
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(DRAIN_CONCURRENCY, docs.length) }, worker));
    } finally {
      if (touched.length) await col.updateMany({ _id: { $in: touched } } as Document, { $pullAll: { [OUTBOX_FIELD]: sent } } as Document);
    }
  }
}

/**
 * The relay as every service wires it: started now, and on shutdown it publishes what is still
 * pending and stops (after the service's earlier shutdown hooks stopped taking work).
 */
export function startOutboxRelay(rt: Pick<ServiceRuntime, 'nats' | 'log' | 'onShutdown'>, collections: Collection<Document>[]): OutboxRelay {
  const relay = new OutboxRelay(collections, rt.nats.js, rt.log);
  relay.start();
  rt.onShutdown(async () => {
    await relay.flush().catch((err: unknown) => rt.log.warn('outbox not fully published at shutdown; the next start publishes it', { err }));
    await relay.stop();
  });
  return relay;
}
