import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  killAndMeasure,
  meteredWriteWorks,
  RESERVATION_SECONDS,
  settle,
  startFaultSystem,
  startLoad,
  tally,
  type FaultSystem,
} from './fault-harness.ts';

/**
 * The bounded fault run for CI: under a light load of metered writes, kill -9 a service, the
 * store, NATS and the gateway; each must be restarted by its supervisor and the product must
 * answer a metered write again by itself, no acknowledged write may be lost and no use may stay
 * charged without a result. How fast it comes back is a figure printed here and held to its
 * 5 s target by `npm run faults`, not asserted: a loaded 2-core CI machine must not fail it for
 * being slow. `npm run faults` runs the full set (every process, outages, outbox backlog).
 */
const KILLED = ['analysis', 'store', 'nats', 'gateway'];
let fs: FaultSystem;

beforeAll(async () => {
  fs = await startFaultSystem(2);
}, 300_000);
afterAll(async () => {
  await fs?.stop();
});

describe('faults under load', () => {
  it('every killed process is restarted and the product answers again; nothing acknowledged is lost; nothing is charged without a result', async () => {
    const load = startLoad(fs, 3);
    const seconds: Record<string, number> = {};
    try {
      for (const name of KILLED) {
        seconds[name] = await killAndMeasure(fs, name, meteredWriteWorks(fs), 120_000);
        console.log(`faults: kill -9 ${name}: answering again after ${seconds[name]} s`);
      }
    } finally {
      const statuses = await load.stop();
      console.log('faults: seconds until answering again', seconds, 'statuses', statuses);
    }
    // Back at all (Infinity means not within two minutes): at a load average of 25 on 2 cores a service
    // under tsx took 20-60 s, so only liveness is asserted here.
    for (const [name, s] of Object.entries(seconds)) expect(Number.isFinite(s), `${name} answered again`).toBe(true);
    const restarts = Object.fromEntries(fs.system.status().map((p) => [p.name, p.restarts]));
    for (const name of KILLED) expect(restarts[name], `${name} restarted by its supervisor`).toBeGreaterThanOrEqual(1);

    // Reservations of units whose results were never stored expire and are given back.
    await new Promise((r) => setTimeout(r, RESERVATION_SECONDS * 1000));
    await settle(fs);
    const result = await tally(fs);
    console.log('faults: tally', result);
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.lost).toBe(0);
    expect(result.chargedWithoutResult).toBe(0);
    expect(fs.system.status().every((p) => p.state === 'running')).toBe(true);
  }, 600_000);
});
