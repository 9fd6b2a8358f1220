/**
 * Bulk upload as a background job (REST facade): the upload answers 202 at once with the job, progress
 * arrives as server-sent events read with fetch (EventSource cannot send the bearer header), results and
 * row problems are read by cursor page, and a cancel stops the job after its batch in hand.
 */
import { BULK_STREAM_EVENTS, type BulkJobProgress } from '@realty/proto-schemas';
import { readEventStream } from '@/lib/event-stream';
import type { PropertyHeadline } from '@realty/proto-schemas';

/** The job as the API answers it and as its progress stream sends it (the contract in proto-schemas). */
export type BulkJob = BulkJobProgress;

export interface BulkResultRow extends PropertyHeadline {
  id: string;
  cashOnCash: string;
}

export interface CursorPage<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const auth = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return (await response.json()) as T;
}

export async function startBulkJob(
  file: File,
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<BulkJob> {
  const body = new FormData();
  body.append('file', file);
  body.append('type', 'property');
  return json<BulkJob>(await fetchImpl('/api/bulk-upload?mode=job', { method: 'POST', headers: auth(token), body }));
}

export async function cancelBulkJob(
  id: string,
  token: string | null,
  fetchImpl: typeof fetch = fetch,
): Promise<BulkJob> {
  return json<BulkJob>(
    await fetchImpl(`/api/bulk-jobs/${encodeURIComponent(id)}/cancel`, { method: 'POST', headers: auth(token) }),
  );
}

export async function getBulkResults(
  id: string,
  token: string | null,
  first = 50,
  fetchImpl: typeof fetch = fetch,
): Promise<CursorPage<BulkResultRow>> {
  return json(
    await fetchImpl(`/api/bulk-jobs/${encodeURIComponent(id)}/results?first=${first}`, { headers: auth(token) }),
  );
}

export async function getBulkErrors(
  id: string,
  token: string | null,
  first = 100,
  fetchImpl: typeof fetch = fetch,
): Promise<CursorPage<{ line: number; message: string }>> {
  return json(
    await fetchImpl(`/api/bulk-jobs/${encodeURIComponent(id)}/errors?first=${first}`, { headers: auth(token) }),
  );
}

/** Follows a job's progress stream until it ends (resolves with the last state) or `signal` aborts. */
export async function followBulkJob(
  id: string,
  token: string | null,
  onProgress: (job: BulkJob) => void,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<BulkJob | null> {
  const response = await fetchImpl(`/api/bulk-jobs/${encodeURIComponent(id)}/events`, {
    headers: { ...auth(token), Accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`${response.status}: the progress stream could not be opened`);
  let last: BulkJob | null = null;
  await readEventStream(response.body, ({ event, data }) => {
    if (event === BULK_STREAM_EVENTS.error) throw new Error(JSON.parse(data).message ?? 'The job could not be read');
    last = JSON.parse(data) as BulkJob;
    onProgress(last);
    return event !== BULK_STREAM_EVENTS.done;
  });
  return last;
}
