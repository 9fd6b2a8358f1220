import type { NatsConnection } from 'nats';
import { bulkJobProgressSchema, bulkProgressSubject, type BulkJobProgress } from '@realty/proto-schemas';
import type { Logger } from '@realty/service-kit';

/**
 * Tells whoever follows a bulk job (the gateway's progress streams) where it stands, on NATS core: a notification
 * after the state was stored, not an event to keep. Nobody may be listening, and a message lost to a dropped
 * connection is made good by the reader, which reads the stored job again; so a failed publish is logged and the
 * job goes on.
 */
export function publishBulkProgress(nc: NatsConnection, log: Logger, job: BulkJobProgress): void {
  try {
    nc.publish(bulkProgressSubject(job.id), JSON.stringify(bulkJobProgressSchema.parse(job)));
  } catch (err) {
    log.warn('bulk progress not published', { jobId: job.id, err });
  }
}
