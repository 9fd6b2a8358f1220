import {
  BULK_STREAM_EVENTS,
  isBulkProgressToken,
  isFinishedBulkJob,
  type BulkJobProgress,
} from '@realty/proto-schemas';
import { HttpError } from './execute.ts';
import type { ProgressFeed } from './bulk-progress-feed.ts';

/** Where a stream writes: server-sent events and comment lines, then its end. */
export interface EventSink {
  event(name: string, data: unknown): void;
  comment(text: string): void;
  end(): void;
}

/** An event-stream over a writable HTTP answer (`text/event-stream`, one `event:` and one `data:` line each). */
export function eventStreamSink(out: { write(chunk: string): unknown; end(): unknown }): EventSink {
  return {
    event: (name, data) => out.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    comment: (text) => out.write(`: ${text}\n\n`),
    end: () => out.end(),
  };
}

/** A comment line this often keeps proxies from closing a quiet stream. */
export const STREAM_HEARTBEAT_MS = 15_000;

const STAGE: Record<BulkJobProgress['status'], number> = {
  QUEUED: 0,
  RUNNING: 1,
  COMPLETED: 2,
  CANCELLED: 2,
  FAILED: 2,
};
const done = (job: BulkJobProgress) => job.processed + job.failed + job.skipped;

/**
 * Whether `next` is older than `last`: a job only moves forward (queued, running, ended; its counts only grow; a
 * cancel once asked stays asked), so a notification published before the state read at connect is dropped.
 */
export function isBehind(last: BulkJobProgress, next: BulkJobProgress): boolean {
  if (STAGE[next.status] !== STAGE[last.status]) return STAGE[next.status] < STAGE[last.status];
  if (done(next) !== done(last)) return done(next) < done(last);
  return last.cancelRequested && !next.cancelRequested;
}

export interface BulkProgressStreamOptions {
  jobId: string;
  feed: ProgressFeed;
  /** The job's state from the one query (the owner's check: it throws 404 for anyone else's job). */
  read: () => Promise<BulkJobProgress>;
  /** Starts the answer (status and headers) once the job is known to be the caller's. */
  open: () => EventSink;
  heartbeatMs?: number;
}

/**
 * Follows one bulk job for its owner: subscribes to the job's progress notifications first, then reads its state
 * once, so nothing published in between is missed; sends that state, then every notification that moved the job
 * (`progress`), and one `done` when it ended, which closes the stream. Nothing is read again on a timer; only after
 * the feed reconnected (notifications may have been lost meanwhile) is the state read once more. A failure before
 * the stream opened is thrown (the route answers it as JSON); the returned function closes the stream early.
 */
export async function streamBulkProgress(options: BulkProgressStreamOptions): Promise<() => void> {
  const { jobId, feed, read } = options;
  const early: BulkJobProgress[] = [];
  let offer = (job: BulkJobProgress) => void early.push(job);
  const unfollow = isBulkProgressToken(jobId) ? await feed.follow(jobId, (job) => offer(job)) : null;
  let first: BulkJobProgress;
  try {
    first = await read();
    // An id that cannot be a subject names no job; the read answers 401 or 404 for it before this.
    if (!unfollow) throw new HttpError(404, 'Bulk job not found');
  } catch (err) {
    unfollow?.();
    throw err;
  }

  const sink = options.open();
  let last: BulkJobProgress | null = null;
  let lastText = '';
  let quiet = true;
  let ended = false;
  const heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_MS;
  const heartbeat = setInterval(() => {
    if (quiet) sink.comment('still running');
    quiet = true;
  }, heartbeatMs);
  const stopReconnects = feed.onReconnect(() => {
    read().then(
      (job) => offer(job),
      (err: unknown) => fail(err instanceof Error ? err.message : 'The job could not be read'),
    );
  });
  const close = () => {
    if (ended) return;
    ended = true;
    unfollow();
    stopReconnects();
    clearInterval(heartbeat);
    sink.end();
  };
  const fail = (message: string) => {
    if (ended) return;
    sink.event(BULK_STREAM_EVENTS.error, { message });
    close();
  };
  offer = (job) => {
    if (ended || (last && isBehind(last, job))) return;
    const text = JSON.stringify(job);
    if (text !== lastText) {
      sink.event(BULK_STREAM_EVENTS.progress, job);
      lastText = text;
      quiet = false;
    }
    last = job;
    if (isFinishedBulkJob(job)) {
      sink.event(BULK_STREAM_EVENTS.done, job);
      close();
    }
  };
  offer(first);
  for (const job of early.splice(0)) offer(job);
  return close;
}
