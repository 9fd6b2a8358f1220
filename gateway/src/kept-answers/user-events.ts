import type { Msg, NatsConnection } from 'nats';
import { STREAM_SUBJECTS } from '@realty/proto-schemas';
import { messageJson, type Logger } from '@realty/service-kit';
import type { GatewayNats } from '../nats-connection.ts';

/** What hears of changes: a user's data changed, or changes may have been missed (or can be heard again). */
export interface ChangeListener {
  dropUser(userId: string): void;
  setLive(live: boolean): void;
}

/** The user an event names, from its envelope (every producer validates it before publishing). */
function userOfEvent(msg: Msg): string | null {
  const envelope = messageJson(msg);
  const userId = envelope && typeof envelope === 'object' ? (envelope as { userId?: unknown }).userId : undefined;
  return typeof userId === 'string' ? userId : null;
}

/**
 * Hears every domain event on NATS (core subscription to the event subjects; no JetStream consumer, nothing to
 * acknowledge) and tells `listener` which user each one is about. The listener is live only while the subscription
 * is in place: from the first connection, and again after each reconnect, never in between.
 */
export class UserEvents {
  private closed = false;
  /** Raised at every disconnect, so a round trip begun before one does not make the listener live. */
  private disconnects = 0;

  constructor(
    nats: GatewayNats,
    private readonly listener: ChangeListener,
    private readonly log: Logger,
  ) {
    nats.whenOpen((nc) => {
      this.listen(nc);
      nats.onChange((change) => {
        if (change === 'reconnect') return void this.goLive(nc);
        this.disconnects += 1;
        this.listener.setLive(false);
      });
    });
  }

  private listen(nc: NatsConnection): void {
    nc.subscribe(STREAM_SUBJECTS, {
      callback: (err, msg) => {
        if (err) return;
        const userId = userOfEvent(msg);
        if (userId) this.listener.dropUser(userId);
      },
    });
    void this.goLive(nc);
  }

  /** Live once the server has the subscription (a round trip after it was sent). */
  private async goLive(nc: NatsConnection): Promise<void> {
    const disconnects = this.disconnects;
    try {
      await nc.flush();
      if (!this.closed && !nc.isClosed() && disconnects === this.disconnects) this.listener.setLive(true);
    } catch (err) {
      this.log.warn('user events not live', { err });
    }
  }

  /** Stops making the listener live; the gateway closes the connection itself. */
  close(): Promise<void> {
    this.closed = true;
    this.listener.setLive(false);
    return Promise.resolve();
  }
}
