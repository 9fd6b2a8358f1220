import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cancelBulkJob,
  followBulkJob,
  getBulkErrors,
  getBulkResults,
  startBulkJob,
  type BulkJob,
  type BulkResultRow,
} from '../api/bulk-upload-job';

/** Rows of results shown while a job runs and after; the rest are in the history and its CSV export. */
export const SHOWN_RESULTS = 50;

/**
 * Runs one bulk upload as a job: starts it, follows its progress stream, refreshes the first results page
 * whenever more rows are stored, reads the row problems at the end, and can cancel it.
 */
export function useBulkJob(token: string | null) {
  const [job, setJob] = useState<BulkJob | null>(null);
  const [results, setResults] = useState<BulkResultRow[]>([]);
  const [rowErrors, setRowErrors] = useState<Array<{ line: number; message: string }>>([]);
  const stream = useRef<AbortController | null>(null);

  useEffect(() => () => stream.current?.abort(), []);

  const run = useCallback(
    async (file: File): Promise<BulkJob | null> => {
      stream.current?.abort();
      setResults([]);
      setRowErrors([]);
      const started = await startBulkJob(file, token);
      setJob(started);
      const controller = new AbortController();
      stream.current = controller;
      let shownFor = 0;
      let loading = false;
      const refresh = async (current: BulkJob) => {
        // Only while the first page is not full, and one read at a time.
        if (loading || current.processed === shownFor || shownFor >= SHOWN_RESULTS) return;
        loading = true;
        shownFor = current.processed;
        try {
          setResults((await getBulkResults(current.id, token, SHOWN_RESULTS)).nodes);
        } finally {
          loading = false;
        }
      };
      const last = await followBulkJob(
        started.id,
        token,
        (p) => {
          setJob(p);
          void refresh(p).catch(() => undefined);
        },
        controller.signal,
      );
      if (!last) return null;
      setJob(last);
      const [page, problems] = await Promise.all([
        getBulkResults(last.id, token, SHOWN_RESULTS),
        last.failed ? getBulkErrors(last.id, token) : null,
      ]);
      setResults(page.nodes);
      setRowErrors(problems?.nodes ?? []);
      return last;
    },
    [token],
  );

  const cancel = useCallback(async () => {
    if (job) setJob(await cancelBulkJob(job.id, token));
  }, [job, token]);

  const reset = useCallback(() => {
    stream.current?.abort();
    setJob(null);
    setResults([]);
    setRowErrors([]);
  }, []);

  return { job, results, rowErrors, run, cancel, reset };
}
