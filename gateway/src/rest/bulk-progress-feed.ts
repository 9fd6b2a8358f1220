import type { NatsConnection } from 'nats';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE, type BulkJobProgress } from '@realty/proto-schemas';
import { followBulkProgress, type Logger } from '@realty/service-kit';
import { connectInBackground } from '../nats-connection.ts';
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
export const NO_PROGRESS_FEED: ProgressFeed & { close(): Promise<void> } = {
  follow: () => Promise.reject(unavailable()),
  onReconnect: () => () => undefined,
  close: () => Promise.resolve(),
};

/**
 * The gateway's one NATS connection for bulk progress (core subjects, no JetStream). It connects in the background
 * with unlimited reconnects, so the gateway starts and serves everything else while NATS is away; a stream opened
 * before the first connection waits a few seconds for it, then answers 503.
 */
export class BulkProgressFeed implements ProgressFeed {
  private readonly connection: Promise<NatsConnection>;
  private readonly reconnectListeners = new Set<() => void>();
  private closed = false;
  private nc: NatsConnection | null = null;

  constructor(
    url: string,
    private readonly log: Logger,
  ) {
    this.connection = connectInBackground(
      url,
      'gateway',
      log,
      (nc) => {
        this.nc = nc;
        void this.watch(nc);
      },
      () => this.closed,
    );
  }

  private async watch(nc: NatsConnection): Promise<void> {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect') this.log.warn('nats disconnect', { data: String(s.data) });
      if (s.type === 'reconnect') {
        this.log.warn('nats reconnect', { data: String(s.data) });
        for (const listener of this.reconnectListeners) listener();
      }
    }
  }

  async follow(jobId: string, onProgress: (job: BulkJobProgress) => void): Promise<() => void> {
    const nc = await this.connected();
    return followBulkProgress(nc, jobId, onProgress, () => this.log.warn('bulk progress message refused', { jobId }));
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private async connected(): Promise<NatsConnection> {
    if (this.closed) throw unavailable();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unavailable()), FIRST_CONNECT_WAIT_MS);
    });
    try {
      return await Promise.race([this.connection, timeout]);
    } catch {
      throw unavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the connection; one still being made is closed as soon as it is (see the constructor). */
  async close(): Promise<void> {
    this.closed = true;
    await this.nc?.drain().catch(() => undefined);
  }
}
