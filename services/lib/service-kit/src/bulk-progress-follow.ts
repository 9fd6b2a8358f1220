import type { NatsConnection } from 'nats';
import { bulkJobProgressSchema, bulkProgressSubject, type BulkJobProgress } from '@realty/proto-schemas';
import { messageJson } from './nats.ts';

/**
 * Subscribes to one bulk job's progress notifications (NATS core). Resolves once the server has the subscription,
 * so nothing published after it is missed, with the unsubscribe. A message that is not this job's progress goes to
 * `onRefused` and is otherwise ignored.
 */
export async function followBulkProgress(
  nc: NatsConnection,
  jobId: string,
  onProgress: (job: BulkJobProgress) => void,
  onRefused: () => void = () => undefined,
): Promise<() => void> {
  const sub = nc.subscribe(bulkProgressSubject(jobId), {
    callback: (err, msg) => {
      if (err) return;
      const parsed = bulkJobProgressSchema.safeParse(messageJson(msg));
      if (parsed.success && parsed.data.id === jobId) onProgress(parsed.data);
      else onRefused();
    },
  });
  await nc.flush();
  return () => sub.unsubscribe();
}
