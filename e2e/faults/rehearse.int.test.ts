import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESERVATION_SECONDS,
  secondsUntil,
  settle,
  startFaultSystem,
  unitsPerUser,
  type FaultSystem,
} from './fault-harness.ts';
import { meteredLoad, p99, resultEvents, storedResultIds, streamLeader } from './rehearsal.ts';

/**
 * The bounded rehearsal for CI (`npm run rehearse` is the full one): the product on a three-node NATS cluster
 * (JetStream, R3) under metered load from four users; the node leading the stream is killed (SIGKILL) and comes
 * back by itself. Every analysis and audit answers 200 after at most one retry on 503 with Retry-After; nothing
 * acknowledged is lost; every result has its event in the stream once; per user, results = units charged = the
 * admin read model's count.
 */
let fs: FaultSystem;

beforeAll(async () => {
  fs = await startFaultSystem(4, {}, { natsNodes: 3 });
}, 300_000);
afterAll(async () => {
  await fs?.stop();
});

describe('rehearsal on a three-node NATS cluster', () => {
  it('killing the NATS node that leads the stream under metered load fails no request after one retry and loses or duplicates nothing', async () => {
    const load = meteredLoad(fs);
    let window: ReturnType<typeof load.take>;
    const leader = await streamLeader(fs);
    try {
      await new Promise((r) => setTimeout(r, 2000));
      fs.system.processes[leader]!.process.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 10_000));
    } finally {
      window = load.take();
      await load.stop();
    }
    console.log(
      `rehearse: killed ${leader}; metered ${window.ok} ok, ${window.failed} failed after one retry ${JSON.stringify(window.failures)}, p99 ${p99(window.ms)} ms`,
    );
    expect(window.ok).toBeGreaterThan(0);
    expect(window.failed).toBe(0);
    expect(fs.system.processes[leader]!.status().restarts).toBeGreaterThanOrEqual(1);

    await new Promise((r) => setTimeout(r, RESERVATION_SECONDS * 1000));
    await settle(fs, 60_000);
    let units = await unitsPerUser(fs);
    await secondsUntil(
      async () => (units = await unitsPerUser(fs)).every((u) => u.results === u.charged && u.charged === u.admin),
      90_000,
      2000,
    );
    console.log('rehearse: per user', units);
    for (const u of units)
      expect({ lost: u.lost, charged: u.charged, admin: u.admin }).toEqual({
        lost: 0,
        charged: u.results,
        admin: u.results,
      });
    const stored = await storedResultIds(fs);
    const events = await resultEvents(fs);
    expect([...stored].filter((id) => !events.has(id))).toEqual([]);
    expect([...events.values()].filter((n) => n > 1)).toEqual([]);
  }, 300_000);
});
