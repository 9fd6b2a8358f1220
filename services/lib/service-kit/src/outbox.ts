import { randomUUID } from 'node:crypto';
import type { Collection, Document } from 'mongodb';
import type { JetStreamClient, NatsConnection } from 'nats';
import { eventData, subjectFor, type EventData, type EventEnvelope, type EventType } from '@realty/proto-schemas';
import type { Logger } from './logger.ts';
import type { ServiceRuntime } from './service.ts';
import { trackOutbox } from './metrics.ts';
import { activeTraceContext, publishInSpan, type TraceContext } from './tracing.ts';

/**
 * Documents whose events are in flight at once. Each document's events are published in order
 * (they describe one entity's changes), different documents' events are pipelined on the one
 * connection, so a backlog costs a few round trips per window instead of one per event.
 */
const IN_FLIGHT_DOCUMENTS = 256;
/** Documents read (and marked published) per batch: one find and one updateMany each. */
const BATCH = 500;
/** A publish not acknowledged within this is retried by a later pass (the message id drops doubles). */
const PUBLISH_TIMEOUT_MS = 5000;
const encoder = new TextEncoder();

/**
 * Transactional outbox without transactions. FerretDB (our embedded default) has no
 * multi-document transactions, so a pending event is written into the same document as the
 * domain change, in the same single-document update: either both land or neither does.
 * Entries are stored as JSON strings because removing a scalar by equality ($pullAll) works
 * on every MongoDB-protocol server we run, where $pull with a condition does not.
 */
export const OUTBOX_FIELD = '_outbox';

/**
 * Publishes one event as stored (JSON) to JetStream with the event id as the message id, so a copy published
 * again is dropped by the stream's duplicate window; resolves when it is acknowledged. The publish is a span, a
 * child of `trace` (the request that wrote the event, when known), whose context the message carries to consumers.
 */
export function publishStoredEvent(js: JetStreamClient, raw: string, timeoutMs: number, trace?: TraceContext) {
  const event = JSON.parse(raw) as Pick<EventEnvelope, 'id' | 'type'>;
  const subject = subjectFor(event.type);
  return publishInSpan(
    subject,
    (headers) => js.publish(subject, encoder.encode(raw), { msgID: event.id, timeout: timeoutMs, headers }),
    trace,
  );
}

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
  /** The trace each kicked document was written in (by its id as a string), so its publish joins that trace. */
  private readonly traces = new Map<string, TraceContext>();
  private scanRequested = true;
  private lastScan = 0;
  private connected = true;

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
    if (ids) {
      const trace = activeTraceContext();
      for (const id of ids) {
        this.pendingIds.add(id);
        this.traces.set(String(id), trace);
      }
    } else this.scanRequested = true;
    return this.run();
  }

  /** Publishes everything pending, also what a scan finds; used on shutdown and in tests. */
  async flush(): Promise<void> {
    await this.kick();
    await this.run();
  }

  /**
   * Follows the NATS connection: while it is down no pass runs (its publishes could only time
   * out while the backlog grows), and the moment it is back a pass starts, not at the next tick.
   */
  follow(nc: NatsConnection): this {
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect') this.connected = false;
        if (status.type === 'reconnect') {
          this.connected = true;
          void this.run();
        }
      }
    })();
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.running) await this.running;
  }

  /**
   * Runs a pass unless one is running. Work requested meanwhile runs right after a pass that
   * succeeded; after a failed one it waits for the next tick, so an outage is not retried in a loop.
   */
  private run(): Promise<void> {
    if (!this.connected) return Promise.resolve();
    if (!this.running) {
      let succeeded = true;
      this.running = this.pass()
        .catch((err: unknown) => {
          succeeded = false;
          this.log.warn('outbox relay pass failed; will retry', { err });
        })
        .finally(() => {
          this.running = null;
          if (succeeded && !this.stopped && (this.pendingIds.size > 0 || this.scanRequested)) void this.run();
        });
    }
    return this.running;
  }

  /**
   * One pass over what is pending. Batches are published one after another while the previous
   * batches' marks are still being written: on FerretDB each marked document is its own
   * transaction, so waiting for them before publishing the next batch would make the marks, not
   * the publishing, set the pace of a drain.
   */
  private async pass(): Promise<void> {
    const scan = this.scanRequested;
    const ids = [...this.pendingIds];
    const traces = new Map(this.traces);
    this.scanRequested = false;
    this.pendingIds.clear();
    this.traces.clear();
    const marks: Array<Promise<void>> = [];
    try {
      for (const col of this.collections) {
        if (scan) {
          this.lastScan = Date.now();
          // Page after page until one comes back short: a backlog drains in one pass, not one page a tick.
          // Pages skip the documents this pass already published (their marks may still be on the way).
          // Bounded, so a document that somehow keeps its events cannot hold the pass forever.
          const published: unknown[] = [];
          for (let page = 0; ; page++) {
            const filter = {
              [`${OUTBOX_FIELD}.0`]: { $exists: true },
              ...(published.length ? { _id: { $nin: published } } : {}),
            };
            const docs = await col
              .find(filter as Document, { projection: { [OUTBOX_FIELD]: 1 } })
              .limit(BATCH)
              .toArray();
            marks.push((await this.publishBatch(col, docs, traces)).marked);
            published.push(...docs.map((d) => d._id));
            if (docs.length < BATCH || this.stopped) break;
            if (page === 20) {
              this.scanRequested = true;
              break;
            }
          }
        } else if (ids.length > 0) {
          for (let i = 0; i < ids.length; i += BATCH) {
            const docs = await col
              .find({ _id: { $in: ids.slice(i, i + BATCH) } } as Document, { projection: { [OUTBOX_FIELD]: 1 } })
              .toArray();
            marks.push((await this.publishBatch(col, docs, traces)).marked);
          }
        }
      }
      await Promise.all(marks);
    } catch (err) {
      // Nothing is lost: what was not published (or not marked) is found again by these ids or
      // the next scan, and a re-sent event is dropped by its message id.
      await Promise.allSettled(marks);
      for (const id of ids) this.pendingIds.add(id);
      for (const [id, trace] of traces) if (!this.traces.has(id)) this.traces.set(id, trace);
      if (scan) this.scanRequested = true;
      throw err;
    }
  }

  /**
   * Publishes the events of a batch of documents, IN_FLIGHT_DOCUMENTS at a time (one document's
   * events in order), and starts removing what was acknowledged with one write for the batch
   * instead of one per document (handed back unawaited, see `pass`). Event strings are unique
   * (they carry the event id), so pulling the batch's union from each document removes exactly
   * that document's published events. The first failure stops the batch (no publishes keep going
   * behind a failed pass); what was acknowledged is still removed, the rest stays for the next
   * pass.
   */
  private async publishBatch(
    col: Collection<Document>,
    docs: Document[],
    traces: ReadonlyMap<string, TraceContext>,
  ): Promise<{ marked: Promise<void> }> {
    const sent: string[] = [];
    const touched: unknown[] = [];
    let failure: { err: unknown } | null = null;
    let next = 0;
    const worker = async () => {
      while (next < docs.length && !failure) {
        const doc = docs[next++]!;
        let published = 0;
        for (const raw of (doc[OUTBOX_FIELD] ?? []) as string[]) {
          try {
            await publishStoredEvent(this.js, raw, PUBLISH_TIMEOUT_MS, traces.get(String(doc._id)));
          } catch (err) {
            failure ??= { err };
            break;
          }
          sent.push(raw);
          published += 1;
        }
        if (published) touched.push(doc._id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT_DOCUMENTS, docs.length) }, worker));
    const marked = touched.length
      ? col
          .updateMany({ _id: { $in: touched } } as Document, { $pullAll: { [OUTBOX_FIELD]: sent } } as Document)
          .then(() => undefined)
      : Promise.resolve();
    if (failure) {
      await marked;
      throw (failure as { err: unknown }).err;
    }
    // Handled by the pass (awaited there); a rejection must not surface as unhandled meanwhile.
    marked.catch(() => undefined);
    // Wrapped: an async function would otherwise wait for the promise it returns.
    return { marked };
  }
}

/**
 * The relay as every service wires it: started now, and on shutdown it publishes what is still
 * pending and stops (after the service's earlier shutdown hooks stopped taking work).
 */
export function startOutboxRelay(
  rt: Pick<ServiceRuntime, 'nats' | 'log' | 'onShutdown'>,
  collections: Collection<Document>[],
): OutboxRelay {
  const relay = new OutboxRelay(collections, rt.nats.js, rt.log).follow(rt.nats.nc);
  relay.start();
  rt.onShutdown(async () => {
    await relay
      .flush()
      .catch((err: unknown) =>
        rt.log.warn('outbox not fully published at shutdown; the next start publishes it', { err }),
      );
    await relay.stop();
  });
  return relay;
}
