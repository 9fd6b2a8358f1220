import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAndMeasure, meteredWriteWorks, RESERVATION_SECONDS, settle, startFaultSystem, startLoad, tally, type FaultSystem } from './fault-harness.ts';

/**
 * The bounded fault run for CI: under a light load of metered writes, kill -9 a service, the
 * gateway, NATS and the store; each must answer again by itself within 5 s, no acknowledged
 * write may be lost and no use may stay charged without a result. `npm run faults` runs the
 * full set (every process, outages, two billing instances, outbox backlog).
 */
let fs: FaultSystem;

beforeAll(async () => {
  fs = await startFaultSystem(2);
}, 300_000);
afterAll(async () => {
  await fs?.stop();
});

describe('faults under load', () => {
  it('every killed process answers again within 5 s; nothing acknowledged is lost; nothing is charged without a result', async () => {
    const load = startLoad(fs, 3);
    const seconds: Record<string, number> = {};
    try {
      for (const name of ['analysis', 'store', 'nats', 'gateway']) {
        seconds[name] = await killAndMeasure(fs, name, meteredWriteWorks(fs), 30_000);
        console.log(`faults: kill -9 ${name}: answering again after ${seconds[name]} s`);
      }
    } finally {
      const statuses = await load.stop();
      console.log('faults: seconds until answering again', seconds, 'statuses', statuses);
    }
    for (const [name, s] of Object.entries(seconds)) expect(s, name).toBeLessThanOrEqual(5);

    // Reservations of units whose results were never stored expire and are given back.
    await new Promise((r) => setTimeout(r, RESERVATION_SECONDS * 1000));
    await settle(fs);
    const result = await tally(fs);
    console.log('faults: tally', result);
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.lost).toBe(0);
    expect(result.chargedWithoutResult).toBe(0);
    expect(fs.system.status().every((p) => p.state === 'running')).toBe(true);
  }, 180_000);
});
