/**
 * Bulk upload as a background job (REST facade): the upload answers 202 at once with the job, progress
 * arrives as server-sent events read with fetch (EventSource cannot send the bearer header), results and
 * row problems are read by cursor page, and a cancel stops the job after its batch in hand.
 */
import type { PropertyHeadline } from '@/lib/property-headline';

export type BulkJobStatus = 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'CANCELLED' | 'FAILED';

export interface BulkJob {
  id: string;
  status: BulkJobStatus;
  fileName: string | null;
  totalRows: number;
  processed: number;
  failed: number;
  skipped: number;
  remaining: number;
  rowsPerSecond: number;
  percent: number;
  reason: string | null;
  cancelRequested: boolean;
}

export interface BulkResultRow extends PropertyHeadline {
  id: string;
  cashOnCash: string;
}

export interface CursorPage<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export const isFinished = (job: Pick<BulkJob, 'status'>) =>
  job.status === 'COMPLETED' || job.status === 'CANCELLED' || job.status === 'FAILED';

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

/** Splits an event-stream text into its events; returns them and the unfinished tail. */
export function parseEvents(buffer: string): { events: Array<{ event: string; data: string }>; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    return data.length ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
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
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let last: BulkJob | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return last;
    buffer += decoder.decode(value, { stream: true });
    const parsed = parseEvents(buffer);
    buffer = parsed.rest;
    for (const e of parsed.events) {
      if (e.event === 'error') throw new Error(JSON.parse(e.data).message ?? 'The job could not be read');
      last = JSON.parse(e.data) as BulkJob;
      onProgress(last);
      if (e.event === 'done') {
        await reader.cancel().catch(() => undefined);
        return last;
      }
    }
  }
}
