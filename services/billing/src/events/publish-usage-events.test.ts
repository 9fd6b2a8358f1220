import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  headers,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
  type PublishOptions,
  type SubscriptionOptions,
} from 'nats';
import { jetStreamPublisher } from './publish-usage-events.ts';
import { usageRecorded } from './usage-events.ts';

interface Published {
  subject: string;
  reply: string;
  msgId: string | undefined;
}

/** A connection that records publishes and lets the test answer them on the one subscription the publisher makes. */
function fakeConnection() {
  const published: Published[] = [];
  let deliver: (msg: Msg) => void = () => undefined;
  const nc = {
    subscribe: (_subject: string, opts: SubscriptionOptions) => {
      deliver = (msg) => opts.callback!(null, msg);
      return {};
    },
    publish: (subject: string, _data: Uint8Array, opts: PublishOptions) => {
      published.push({ subject, reply: opts.reply!, msgId: opts.headers?.get('Nats-Msg-Id') });
    },
  } as unknown as NatsConnection;
  const answer = (to: Published, body: unknown, hdrs?: MsgHdrs) =>
    deliver({ subject: to.reply, headers: hdrs, string: () => JSON.stringify(body) } as unknown as Msg);
  return { nc, published, answer };
}

const now = new Date('2026-03-10T12:00:00Z');
const event = (unitId: string) =>
  JSON.stringify(usageRecorded('u1', 'property_analysis', unitId, new Date('2026-03-01T00:00:00Z'), 1, now));

describe('jetStreamPublisher', () => {
  afterEach(() => vi.useRealTimers());

  it('publishes every event with its id as the message id and resolves once each one is acknowledged, in any order', async () => {
    const { nc, published, answer } = fakeConnection();
    const publish = jetStreamPublisher(nc);
    const events = [event('a'), event('b'), event('c')];
    let done = false;
    const batch = publish(events).then(() => (done = true));

    expect(published.map((p) => p.msgId)).toEqual(events.map((raw) => (JSON.parse(raw) as { id: string }).id));
    expect(new Set(published.map((p) => p.reply)).size).toBe(3);
    answer(published[2]!, { stream: 'EVENTS', seq: 3 });
    answer(published[0]!, { stream: 'EVENTS', seq: 1, duplicate: true });
    await Promise.resolve();
    expect(done).toBe(false);
    answer(published[1]!, { stream: 'EVENTS', seq: 2 });
    await batch;
    expect(done).toBe(true);
  });

  it('rejects the batch when JetStream refuses an event or no stream takes it', async () => {
    const { nc, published, answer } = fakeConnection();
    const publish = jetStreamPublisher(nc);

    const refused = publish([event('a'), event('b')]);
    answer(published[0]!, { stream: 'EVENTS', seq: 1 });
    answer(published[1]!, { error: { code: 500, description: 'storage full' } });
    await expect(refused).rejects.toThrow(/storage full/);

    const unheard = publish([event('c')]);
    answer(published[2]!, {}, headers(503, 'No Responders'));
    await expect(unheard).rejects.toThrow(/no JetStream stream/);
  });

  it('rejects the batch when an acknowledgement does not come in time, and ignores it when it comes later', async () => {
    vi.useFakeTimers();
    const { nc, published, answer } = fakeConnection();
    const publish = jetStreamPublisher(nc);

    const late = publish([event('a'), event('b')]);
    answer(published[0]!, { stream: 'EVENTS', seq: 1 });
    const failed = expect(late).rejects.toThrow(/did not acknowledge/);
    await vi.advanceTimersByTimeAsync(2000);
    await failed;

    answer(published[1]!, { stream: 'EVENTS', seq: 2 });
    const next = publish([event('c')]);
    answer(published[2]!, { stream: 'EVENTS', seq: 3 });
    await expect(next).resolves.toBeUndefined();
  });
});
