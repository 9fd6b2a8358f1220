import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connectMongo, createLogger } from '@realty/service-kit';
import { WindowCounters } from './window-counters.ts';
import { startWindowSweep } from '../application/sweep-limit-windows.ts';

// Two connections to one database stand for two auth instances sharing the store.
const dbName = `auth_limits_${randomUUID().slice(0, 8)}`;
let connA: Connection;
let connB: Connection;
let a: WindowCounters;
let b: WindowCounters;
const HOUR = 3_600_000;

beforeAll(async () => {
  connA = await connectMongo(inject('mongoUrl'), dbName);
  connB = await connectMongo(inject('mongoUrl'), dbName);
  a = await WindowCounters.open(connA);
  b = await WindowCounters.open(connB);
});
afterAll(async () => {
  await connA.dropDatabase().catch(() => undefined);
  await Promise.all([connA.close(), connB.close()]);
});

const granted = (claims: { granted: boolean }[]) => claims.filter((c) => c.granted).length;

describe('shared window counters on the store', () => {
  it('grants exactly the limit to 200 parallel claims from two instances, and refusals count nothing', async () => {
    const key = `exact|${randomUUID()}`;
    const claims = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).claim(key, 10, HOUR)));
    expect(granted(claims)).toBe(10);
    expect(await a.count(key)).toBe(10);
    const refused = claims.find((c) => !c.granted);
    expect(refused).toMatchObject({ granted: false });
    const retryAfter = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it('grants every claim under a high limit (one document per key and window, whatever the limit)', async () => {
    const key = `roomy|${randomUUID()}`;
    const claims = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).claim(key, 10_000, HOUR)));
    expect(granted(claims)).toBe(100);
    expect(await b.count(key)).toBe(100);
    expect(await connA.db!.collection('limit_windows').countDocuments({ _id: key } as never)).toBe(1);
  });

  it('gives a released use back, and a cleared window starts again from 0', async () => {
    const key = `release|${randomUUID()}`;
    const first = await a.claim(key, 2, HOUR);
    await a.claim(key, 2, HOUR);
    expect((await b.claim(key, 2, HOUR)).granted).toBe(false);
    if (!first.granted) throw new Error('the first claim was refused');
    await b.release(first);
    expect((await b.claim(key, 2, HOUR)).granted).toBe(true);
    await a.clear(first);
    expect(await a.count(key)).toBe(0);
    expect((await a.claim(key, 2, HOUR)).granted).toBe(true);
  });

  it('starts a new window with the first use after the last one ended, once for racing instances', async () => {
    const key = `next|${randomUUID()}`;
    const start = Date.now() - 2 * HOUR;
    await a.claim(key, 1, HOUR, start);
    expect(await a.claim(key, 1, HOUR, start + HOUR - 1)).toEqual({ granted: false, retryAfterSeconds: 1 });
    const later = start + HOUR + 5_000;
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claim(key, 3, HOUR, later)));
    expect(granted(claims)).toBe(3);
    expect(claims.find((c) => c.granted)).toMatchObject({ windowEndsAt: new Date(later + HOUR) });
  });

  it('the sweep runs without errors, deletes ended windows and keeps current ones', async () => {
    const ended = `ended|${randomUUID()}`;
    const endedMinute = `ended-minute|${randomUUID()}`;
    const current = `current|${randomUUID()}`;
    const now = Date.now();
    await Promise.all([
      a.claim(ended, 5, HOUR, now - 2 * HOUR),
      a.claim(endedMinute, 5, 60_000, now - 5 * 60_000),
      a.claim(current, 5, HOUR, now),
    ]);
    const deleted = await b.sweep(now);
    expect(deleted).toBeGreaterThanOrEqual(2);
    const left = await connA
      .db!.collection('limit_windows')
      .find({ _id: { $in: [ended, endedMinute, current] } } as never)
      .toArray();
    expect(left.map((doc) => doc._id)).toEqual([current]);
  });

  it("the service's sweep runs at start without a warning, deletes ended windows and drops the old slot collection", async () => {
    const ended = `started|${randomUUID()}`;
    await a.claim(ended, 5, 60_000, Date.now() - 2 * 60_000);
    await connA.db!.collection('registration_slots').insertOne({ _id: 'x|0|0', windowEndsAt: new Date(0) } as never);
    const warnings: string[] = [];
    const log = { ...createLogger('test', 'error'), warn: (msg: string) => void warnings.push(msg) };
    const stops: Array<() => unknown> = [];
    await startWindowSweep({ db: connA, log, onShutdown: (fn) => void stops.push(fn) }, a);
    for (const stop of stops) stop();
    expect(warnings).toEqual([]);
    expect(await a.count(ended)).toBe(0);
    expect(await connA.db!.collection('limit_windows').countDocuments({ _id: ended } as never)).toBe(0);
    expect((await connA.listCollections()).map((c) => c.name)).not.toContain('registration_slots');
  });
});
