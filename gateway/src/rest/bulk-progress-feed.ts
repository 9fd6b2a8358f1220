import type { NatsConnection } from 'nats';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE, type BulkJobProgress } from '@realty/proto-schemas';
import { followBulkProgress, type Logger } from '@realty/service-kit';
import type { GatewayNats } from '../nats-connection.ts';
import { HttpError } from './execute.ts';

/** What a progress stream needs of NATS: one job's notifications, and word when the connection came back. */
export interface ProgressFeed {
  /** Subscribes to one job's progress; resolves once the server has the subscription, with its unsubscribe. */
  follow(jobId: string, onProgress: (job: BulkJobProgress) => void): Promise<() => void>;
  /** Called after a reconnect, when notifications may have been missed. Returns the unsubscribe. */
  onReconnect(listener: () => void): () => void;
}

/** How long a stream waits for the gateway's first connection to NATS before it answers 503. */
const FIRST_CONNECT_WAIT_MS = 5_000;

const unavailable = () => new HttpError(503, SERVICE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: RETRY_AFTER_SECONDS });

/** The feed of a gateway configured without NATS: every progress stream answers 503. */
export const NO_PROGRESS_FEED: ProgressFeed = {
  follow: () => Promise.reject(unavailable()),
  onReconnect: () => () => undefined,
};

/**
 * Bulk progress over the gateway's NATS connection (core subjects, no JetStream). A stream opened before the first
 * connection waits a few seconds for it, then answers 503.
 */
export class BulkProgressFeed implements ProgressFeed {
  constructor(
    private readonly nats: GatewayNats,
    private readonly log: Logger,
  ) {}

  async follow(jobId: string, onProgress: (job: BulkJobProgress) => void): Promise<() => void> {
    const nc = await this.connected();
    return followBulkProgress(nc, jobId, onProgress, () => this.log.warn('bulk progress message refused', { jobId }));
  }

  onReconnect(listener: () => void): () => void {
    return this.nats.onChange((change) => {
      if (change === 'reconnect') listener();
    });
  }

  private async connected(): Promise<NatsConnection> {
    if (this.nats.isClosed) throw unavailable();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unavailable()), FIRST_CONNECT_WAIT_MS);
    });
    try {
      return await Promise.race([this.nats.opened, timeout]);
    } catch {
      throw unavailable();
    } finally {
      clearTimeout(timer);
    }
  }
}
