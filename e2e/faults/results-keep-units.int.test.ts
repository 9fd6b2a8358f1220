import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  killAndMeasure,
  meteredWriteWorks,
  RESERVATION_SECONDS,
  secondsUntil,
  settle,
  startFaultSystem,
  startLoad,
  unitsPerUser,
  type FaultSystem,
  type UserUnits,
} from './fault-harness.ts';

/**
 * Every result keeps its unit: four users analyse and audit in parallel while billing, then analysis, then
 * invoice are killed (SIGKILL) and restarted by the launcher. A commit that billing never received (it was
 * down, or the tool died right after storing) must not let the reservation give the unit back: the result's
 * own event commits it, and the sweeper asks the tool's service before it gives anything back. After the
 * reservation time, per user: results stored = units charged = the admin read model's count.
 */
const KILLED = ['billing', 'analysis', 'invoice'];
let fs: FaultSystem;

beforeAll(async () => {
  fs = await startFaultSystem(4);
}, 300_000);
afterAll(async () => {
  await fs?.stop();
});

const balanced = (rows: UserUnits[]) => rows.every((r) => r.results === r.charged && r.charged === r.admin);

describe('every result keeps its unit', () => {
  it('killing billing, analysis and invoice under metered load leaves, per user, results = units charged = the admin count', async () => {
    const load = startLoad(fs, 4, true);
    try {
      for (const name of KILLED) {
        // Load runs a while before each kill, so commits are in flight when it lands.
        await new Promise((r) => setTimeout(r, 3000));
        const seconds = await killAndMeasure(fs, name, meteredWriteWorks(fs), 120_000);
        console.log(`results-keep-units: kill -9 ${name}: answering again after ${seconds} s`);
      }
      await new Promise((r) => setTimeout(r, 3000));
    } finally {
      console.log('results-keep-units: load statuses', await load.stop());
    }
    // Reservations expire, the sweeper settles them, and the admin read model catches up with the events.
    await new Promise((r) => setTimeout(r, RESERVATION_SECONDS * 1000));
    await settle(fs, 60_000);
    let rows = await unitsPerUser(fs);
    await secondsUntil(async () => balanced((rows = await unitsPerUser(fs))), 120_000, 3000);
    console.log('results-keep-units: per user', rows);
    const restarts = Object.fromEntries(fs.system.status().map((p) => [p.name, p.restarts]));
    for (const name of KILLED) expect(restarts[name], `${name} restarted by its supervisor`).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row.results).toBeGreaterThan(0);
      expect(row.lost).toBe(0);
      expect({ charged: row.charged, admin: row.admin }).toEqual({ charged: row.results, admin: row.results });
    }
  }, 1_500_000);
});
