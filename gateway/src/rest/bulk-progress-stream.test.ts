import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkJobProgress } from '@realty/proto-schemas';
import { HttpError } from './execute.ts';
import type { ProgressFeed } from './bulk-progress-feed.ts';
import { streamBulkProgress, type EventSink } from './bulk-progress-stream.ts';

const JOB = '8f0c2a4e-1b7d-4c55-9a63-2f1e0d9b7a10';
const job = (over: Partial<BulkJobProgress> = {}): BulkJobProgress => ({
  id: JOB,
  status: 'RUNNING',
  fileName: 'portfolio.csv',
  totalRows: 300,
  processed: 0,
  failed: 0,
  skipped: 0,
  remaining: 300,
  rowsPerSecond: 0,
  percent: 0,
  reason: null,
  cancelRequested: false,
  datasetVersion: 'v1',
  createdAt: '2026-11-27T22:00:00.000Z',
  startedAt: '2026-11-27T22:00:01.000Z',
  finishedAt: null,
  ...over,
});
const moved = (processed: number) => job({ processed, remaining: 300 - processed, percent: Math.floor(processed / 3) });
const finished = () => job({ status: 'COMPLETED', processed: 300, remaining: 0, percent: 100 });

/** A feed whose notifications and reconnects the test sends by hand. */
function fakeFeed() {
  const subscribers = new Map<string, (job: BulkJobProgress) => void>();
  const reconnectListeners = new Set<() => void>();
  const feed: ProgressFeed = {
    follow: vi.fn(async (jobId: string, onProgress: (j: BulkJobProgress) => void) => {
      subscribers.set(jobId, onProgress);
      return () => subscribers.delete(jobId);
    }),
    onReconnect: (listener) => {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
  };
  return {
    feed,
    publish: (j: BulkJobProgress) => subscribers.get(j.id)?.(j),
    reconnect: () => reconnectListeners.forEach((l) => l()),
    following: () => subscribers.size,
  };
}

function recordingSink() {
  const events: Array<{ name: string; data: unknown }> = [];
  const comments: string[] = [];
  let ended = false;
  const sink: EventSink = {
    event: (name, data) => void events.push({ name, data }),
    comment: (text) => void comments.push(text),
    end: () => {
      ended = true;
    },
  };
  return { sink, events, comments, ended: () => ended, names: () => events.map((e) => e.name) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a bulk job progress stream', () => {
  it('reads the job once at connect and then only forwards what analysis announces, however long it runs', async () => {
    const { feed, publish, following } = fakeFeed();
    const out = recordingSink();
    const read = vi.fn(async () => moved(50));
    await streamBulkProgress({ jobId: JOB, feed, read, open: () => out.sink, heartbeatMs: 15_000 });
    expect(out.events).toEqual([{ name: 'progress', data: moved(50) }]);

    await vi.advanceTimersByTimeAsync(60_000);
    publish(moved(100));
    await vi.advanceTimersByTimeAsync(60_000);
    publish(moved(200));
    publish(finished());

    // Two minutes on, the job was still read exactly once: the stream never polls.
    expect(read).toHaveBeenCalledTimes(1);
    expect(out.names()).toEqual(['progress', 'progress', 'progress', 'progress', 'done']);
    expect(out.events.at(-1)).toEqual({ name: 'done', data: finished() });
    expect(out.ended()).toBe(true);
    expect(following()).toBe(0);
    // A quiet minute is kept open by comment lines.
    expect(out.comments.length).toBeGreaterThanOrEqual(3);
  });

  it('subscribes before it reads, so a move announced meanwhile is sent; an older one is dropped', async () => {
    const { feed, publish } = fakeFeed();
    const out = recordingSink();
    const read = async () => {
      publish(moved(100)); // announced before the read answered: newer than nothing, older than the read
      publish(moved(250)); // announced after the state the read returns
      return moved(150);
    };
    await streamBulkProgress({ jobId: JOB, feed, read, open: () => out.sink });
    expect(out.events.map((e) => (e.data as BulkJobProgress).processed)).toEqual([150, 250]);
  });

  it('sends nothing twice and nothing that went back', async () => {
    const { feed, publish } = fakeFeed();
    const out = recordingSink();
    await streamBulkProgress({ jobId: JOB, feed, read: async () => moved(100), open: () => out.sink });
    publish(moved(100));
    publish(moved(50));
    publish(job({ ...moved(100), cancelRequested: true }));
    publish(job({ ...moved(100), cancelRequested: false }));
    expect(
      out.events.map((e) => [(e.data as BulkJobProgress).processed, (e.data as BulkJobProgress).cancelRequested]),
    ).toEqual([
      [100, false],
      [100, true],
    ]);
  });

  it('ends at once with done when the job had ended before the client connected', async () => {
    const { feed, following } = fakeFeed();
    const out = recordingSink();
    await streamBulkProgress({ jobId: JOB, feed, read: async () => finished(), open: () => out.sink });
    expect(out.names()).toEqual(['progress', 'done']);
    expect(out.ended()).toBe(true);
    expect(following()).toBe(0);
  });

  it('reads the job once more after the feed reconnected, since announcements may have been lost', async () => {
    const { feed, reconnect } = fakeFeed();
    const out = recordingSink();
    const read = vi.fn(async () => moved(10));
    await streamBulkProgress({ jobId: JOB, feed, read, open: () => out.sink });
    read.mockResolvedValueOnce(finished());
    reconnect();
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(2);
    expect(out.names()).toEqual(['progress', 'progress', 'done']);
  });

  it("answers someone else's job with the read's error and follows nothing", async () => {
    const { feed, following } = fakeFeed();
    const open = vi.fn();
    const read = async (): Promise<BulkJobProgress> => {
      throw new HttpError(404, 'Bulk job not found');
    };
    await expect(streamBulkProgress({ jobId: JOB, feed, read, open })).rejects.toThrow('Bulk job not found');
    expect(open).not.toHaveBeenCalled();
    expect(following()).toBe(0);
  });

  it('subscribes to nothing for an id that is not one subject token (a wildcard would follow every job)', async () => {
    const { feed } = fakeFeed();
    const read = async () => job({ id: '>' });
    await expect(streamBulkProgress({ jobId: '>', feed, read, open: vi.fn() })).rejects.toThrow('Bulk job not found');
    expect(feed.follow).not.toHaveBeenCalled();
  });

  it('stops following when the client closes the stream', async () => {
    const { feed, publish, following } = fakeFeed();
    const out = recordingSink();
    const close = await streamBulkProgress({ jobId: JOB, feed, read: async () => moved(1), open: () => out.sink });
    close();
    publish(moved(2));
    expect(following()).toBe(0);
    expect(out.events).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(out.comments).toEqual([]);
  });
});
