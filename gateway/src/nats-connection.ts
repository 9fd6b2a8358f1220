import { connect, type NatsConnection } from 'nats';
import { lastingConnectionOptions, type Logger } from '@realty/service-kit';

/** A change of the connection that its users act on: messages may have been missed, or can be heard again. */
export type ConnectionChange = 'disconnect' | 'reconnect';

/**
 * The gateway's one NATS connection (core subjects only: bulk progress and the user events that drop kept answers).
 * It is made in the background with unlimited reconnects, so the gateway starts and serves everything else while
 * NATS is away; its users take it once it is open and hear of every disconnect and reconnect.
 */
export class GatewayNats {
  /** Settles once the first connection is made (or failed for good). */
  readonly opened: Promise<NatsConnection>;
  private readonly changeListeners = new Set<(change: ConnectionChange) => void>();
  private closed = false;
  private nc: NatsConnection | null = null;

  constructor(
    url: string,
    private readonly log: Logger,
  ) {
    this.opened = connect(lastingConnectionOptions(url, 'gateway'));
    this.opened.then(
      (nc) => {
        if (this.closed) return void nc.close();
        this.nc = nc;
        void this.watch(nc);
      },
      (err: unknown) => log.error('nats connection failed', { err }),
    );
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Calls `onOpen` with the connection once it is made, unless the gateway closed it first. */
  whenOpen(onOpen: (nc: NatsConnection) => void): void {
    this.opened.then(
      (nc) => (this.closed ? undefined : onOpen(nc)),
      () => undefined,
    );
  }

  /** Tells `listener` of every disconnect and reconnect. Returns the unsubscribe. */
  onChange(listener: (change: ConnectionChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private async watch(nc: NatsConnection): Promise<void> {
    for await (const s of nc.status()) {
      if (s.type !== 'disconnect' && s.type !== 'reconnect') continue;
      this.log.warn(`nats ${s.type}`, { data: String(s.data) });
      for (const listener of this.changeListeners) listener(s.type);
    }
  }

  /** Ends the connection; one still being made is closed as soon as it is. */
  async close(): Promise<void> {
    this.closed = true;
    await this.nc?.drain().catch(() => undefined);
  }
}
